//! Byte buffers that go round a run instead of being allocated per chunk.
//!
//! Every chunk needs two buffers of tens of KiB: the input lines and the
//! output lines. Allocated fresh and freed per chunk, they are large enough
//! that the allocator maps and unmaps them or trims its heaps, so every
//! chunk faulted in new zeroed pages: a few percent of a `solve` run's CPU
//! time, spent in the kernel. Handed back once used (the input lines after
//! the worker, the output lines after the writer) and taken again for the
//! next chunk, the same few pages stay mapped and warm for the whole run.
//! There are never more buffers than were in use at once.

use std::sync::{Mutex, PoisonError};

/// A pool of spare byte buffers, shared by the threads of one run.
#[derive(Debug, Default)]
pub struct Buffers {
    free: Mutex<Vec<Vec<u8>>>,
}

impl Buffers {
    /// An empty pool.
    pub fn new() -> Buffers {
        Buffers::default()
    }

    /// An empty buffer with room for at least `capacity` bytes: a spare one
    /// when there is one, else a new one.
    pub fn take(&self, capacity: usize) -> Vec<u8> {
        let spare = self
            .free
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut buf = spare.unwrap_or_default();
        buf.clear();
        buf.reserve(capacity);
        buf
    }

    /// Hands back a buffer that is no longer needed, for a later
    /// [`take`](Self::take).
    pub fn give(&self, buf: Vec<u8>) {
        if buf.capacity() > 0 {
            self.free
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_buffer_is_taken_again_empty() {
        let pool = Buffers::new();
        let mut a = pool.take(100);
        assert!(a.is_empty() && a.capacity() >= 100);
        a.extend_from_slice(b"old contents");
        let at = a.as_ptr();
        pool.give(a);
        let b = pool.take(10);
        assert!(b.is_empty(), "a reused buffer starts empty");
        assert_eq!(b.as_ptr(), at, "the spare buffer is reused");
        // Nothing spare: a new buffer, as large as asked.
        let c = pool.take(5000);
        assert!(c.capacity() >= 5000);
        assert_ne!(c.as_ptr(), b.as_ptr());
    }
}
