//! Cancellation: how a long computation learns that it must stop.
//!
//! A [`Budget`] combines an optional deadline and an optional shared
//! [`CancelFlag`]. Searches poll [`Budget::is_exhausted`] every few hundred
//! nodes, so a cancelled or timed-out search returns within well under a
//! millisecond and its thread is free again.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

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

/// The limits a computation runs under: a deadline, a cancel flag, both or
/// neither ([`Budget::unlimited`]).
#[derive(Debug, Clone, Default)]
pub struct Budget {
    deadline: Option<Instant>,
    flag: Option<CancelFlag>,
}

impl Budget {
    /// No limits: the computation runs to completion.
    pub fn unlimited() -> Self {
        Self::default()
    }

    /// Adds a deadline (replacing any earlier one).
    pub fn with_deadline(mut self, deadline: Instant) -> Self {
        self.deadline = Some(deadline);
        self
    }

    /// Adds a deadline `timeout` from now.
    pub fn with_timeout(self, timeout: Duration) -> Self {
        // A timeout too large to represent is no deadline at all.
        match Instant::now().checked_add(timeout) {
            Some(d) => self.with_deadline(d),
            None => self,
        }
    }

    /// Adds a cancel flag (replacing any earlier one).
    pub fn with_flag(mut self, flag: CancelFlag) -> Self {
        self.flag = Some(flag);
        self
    }

    /// The deadline, if any.
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
            Some(d) => Instant::now() >= d,
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
