//! Transport: the accept loop, each connection's time limits (head, body,
//! keep-alive) and the ceiling on open connections.

pub mod connections;
