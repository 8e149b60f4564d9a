//! CPU work off the async side: the bounded pool of solver threads, admission
//! by predicted wait, the capped lane for logic jobs, and solves as a request
//! runs them.

pub mod admission;
pub mod jobs;
pub mod logic_lane;
pub mod solver_pool;
