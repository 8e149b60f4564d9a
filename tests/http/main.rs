//! Integration tests: the real server on 127.0.0.1:0, real HTTP.

mod support;

mod batch;
mod binary;
mod contract;
mod errors;
mod metrics;
mod playground;
mod runtime;
mod solve;
mod validate;
