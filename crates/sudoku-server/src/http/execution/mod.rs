//! CPU work off the async side: the bounded pool of solver threads, admission
//! by predicted wait, the capped lane for logic jobs, and solves as a request
//! runs them (an admitted solve tried inline under a node limit first).

pub mod admission;
pub mod inline;
pub mod jobs;
pub mod logic_lane;
pub mod solver_pool;
