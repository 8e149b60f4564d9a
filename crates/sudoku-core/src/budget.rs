//! Cancellation: how a long computation learns that it must stop.
//!
//! A [`Budget`] combines an optional deadline, an optional shared
//! [`CancelFlag`] and an optional limit on the solver's search nodes.
//! Searches poll [`Budget::is_exhausted`] every few hundred nodes, so a
//! cancelled or timed-out search returns within well under a millisecond
//! and its thread is free again. The node limit is checked at every node of
//! the solver's search (a comparison, no clock): it bounds a solve to a
//! known amount of work, so that a caller can try a solve where it must not
//! block (an async worker) and hand what does not finish to a thread that
//! may ([`Budget::with_node_limit`]).
//!
//! The clock: natively a deadline is a [`std::time::Instant`]. On
//! `wasm32-unknown-unknown` `Instant::now()` panics (the target has no
//! clock of its own), so there the embedder supplies one with
//! `set_clock` (wasm32 only; in a page or in node, `performance.now()`), a deadline is
//! a reading of that clock in milliseconds, and no `Instant` is ever read.
//! Without a clock a wasm32 budget has no deadline (only its flag).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

/// A point in time, as this target reads clocks.
#[cfg(not(target_arch = "wasm32"))]
type Moment = Instant;

/// A point in time: a reading of the embedder's clock in milliseconds.
#[cfg(target_arch = "wasm32")]
type Moment = f64;

#[cfg(not(target_arch = "wasm32"))]
fn now() -> Option<Moment> {
    Some(Instant::now())
}

#[cfg(not(target_arch = "wasm32"))]
fn moment_after(timeout: Duration) -> Option<Moment> {
    Instant::now().checked_add(timeout)
}

/// The embedder's clock (wasm32 only): milliseconds from any fixed origin,
/// never going back.
#[cfg(target_arch = "wasm32")]
static CLOCK: std::sync::OnceLock<fn() -> f64> = std::sync::OnceLock::new();

/// Sets the clock that deadlines are read from on wasm32 (milliseconds
/// from a fixed origin, e.g. `performance.now()`). The first call wins;
/// later calls change nothing.
#[cfg(target_arch = "wasm32")]
pub fn set_clock(clock: fn() -> f64) {
    let _ = CLOCK.set(clock);
}

#[cfg(target_arch = "wasm32")]
fn now() -> Option<Moment> {
    CLOCK.get().map(|clock| clock())
}

#[cfg(target_arch = "wasm32")]
fn moment_after(timeout: Duration) -> Option<Moment> {
    // An infinite sum (Duration::MAX) is no deadline at all.
    now()
        .map(|t| t + timeout.as_secs_f64() * 1000.0)
        .filter(|t| t.is_finite())
}

/// A flag shared between the party that may cancel (e.g. an HTTP handler
/// whose client gave up) and the computation that polls it.
#[derive(Debug, Clone, Default)]
pub struct CancelFlag(Arc<AtomicBool>);

impl CancelFlag {
    /// A new, un-raised flag.
    pub fn new() -> Self {
        Self::default()
    }

    /// Raises the flag: every budget holding it is exhausted from now on.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// True once [`cancel`](Self::cancel) has been called.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// The limits a computation runs under: a deadline, a cancel flag, a limit
/// on the solver's search nodes, any of them or none ([`Budget::unlimited`]).
#[derive(Debug, Clone, Default)]
pub struct Budget {
    deadline: Option<Moment>,
    flag: Option<CancelFlag>,
    nodes: Option<u64>,
}

impl Budget {
    /// No limits: the computation runs to completion.
    pub fn unlimited() -> Self {
        Self::default()
    }

    /// Adds a deadline (replacing any earlier one).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_deadline(mut self, deadline: Instant) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Adds a deadline `timeout` from now (replacing any earlier one).
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        // A timeout too large to represent is no deadline at all.
        if let Some(d) = moment_after(timeout) {
            self.deadline = Some(d);
        }
        self
    }

    /// Adds a cancel flag (replacing any earlier one).
    pub fn with_flag(mut self, flag: CancelFlag) -> Self {
        self.flag = Some(flag);
        self
    }

    /// Adds a limit of `nodes` search nodes (replacing any earlier one):
    /// a solve ([`crate::solve`] and the typed entry points) that would
    /// visit more stops after `nodes` as cancelled, its report's
    /// `stats.nodes` at most `nodes`. Only the solver's search counts
    /// nodes; the other computations taking a budget (the rater, the
    /// generator) are bounded by its deadline and flag alone.
    pub fn with_node_limit(mut self, nodes: u64) -> Self {
        self.nodes = Some(nodes);
        self
    }

    /// The limit on the solver's search nodes, if any.
    pub fn node_limit(&self) -> Option<u64> {
        self.nodes
    }

    /// The deadline, if any.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// True when the flag is raised or the deadline has passed. Cheap (an
    /// atomic load and, with a deadline, one clock read), but meant to be
    /// polled every few hundred steps rather than on every one.
    pub fn is_exhausted(&self) -> bool {
        if let Some(f) = &self.flag {
            if f.is_cancelled() {
                return true;
            }
        }
        match self.deadline {
            Some(d) => now().is_some_and(|t| t >= d),
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unlimited_is_never_exhausted() {
        assert!(!Budget::unlimited().is_exhausted());
        assert!(!Budget::unlimited()
            .with_timeout(Duration::MAX)
            .is_exhausted());
    }

    #[test]
    fn flag_and_deadline_exhaust() {
        let flag = CancelFlag::new();
        let b = Budget::unlimited().with_flag(flag.clone());
        assert!(!b.is_exhausted());
        flag.cancel();
        assert!(b.is_exhausted());
        let past = Budget::unlimited().with_deadline(Instant::now() - Duration::from_millis(1));
        assert!(past.is_exhausted());
    }
}
