//! Integration tests: the real server on 127.0.0.1:0, real HTTP.

mod support;

mod binary;
mod contract;
mod errors;
mod runtime;
mod solve;
mod validate;
