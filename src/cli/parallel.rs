//! An ordered, streaming parallel map: items are read on one thread, worked
//! on by N threads in chunks, and handed to a sink on the calling thread in
//! input order.
//!
//! Order is kept by numbering chunks and holding finished ones that arrive
//! early in a small reorder buffer until their turn. Memory stays bounded:
//! the reader must take a token before sending a chunk and the sink returns
//! one after writing a chunk, so at most `16 × threads` chunks (each at most
//! [`MAX_CHUNK`] items, typically a few hundred) exist between reading and
//! writing, whatever the input size. That is about 30 ms of work per thread:
//! enough that a worker, the reader or the writer being descheduled for a
//! while on a busy machine does not stall the others.
//!
//! Chunk sizes adapt to the work: each worker times its chunk and sets the
//! next chunk length so that a chunk takes about [`CHUNK_TARGET`]. Easy
//! puzzles (a few µs) travel in large chunks, so thread wake-ups stay rare;
//! hard ones (ms each) travel almost one by one, so the threads finish
//! together instead of one idling while the other works through a long
//! last chunk.
//!
//! With one thread nothing is spawned: items are read, worked and written
//! in a plain loop, which is the honest single-thread baseline.

use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

/// Aimed-for work time of one chunk: long next to a thread wake-up (some
/// µs), short next to a run.
pub const CHUNK_TARGET: Duration = Duration::from_millis(2);

/// Largest chunk, in items.
pub const MAX_CHUNK: usize = 1024;

/// Length of the first chunks, before any has been timed.
const FIRST_CHUNK: usize = 16;

/// Chunks in flight per worker thread (4 stalled measurably on a loaded
/// 2-core machine; 16 did not).
const IN_FLIGHT_PER_THREAD: usize = 16;

/// Applies `work` to every item of `input` on `threads` threads and feeds the
/// results to `sink` in input order, as soon as each is next in line.
///
/// Stops at the first error from `input` (after the items read before it
/// have been worked and sunk) or from `sink` (at once), and returns it.
/// A panic in `work` is propagated to the caller.
pub fn ordered_map<T, U, E, I, F, S>(
    threads: usize,
    input: I,
    work: F,
    mut sink: S,
) -> Result<(), E>
where
    I: Iterator<Item = Result<T, E>> + Send,
    T: Send,
    U: Send,
    E: Send,
    F: Fn(T) -> U + Sync,
    S: FnMut(U) -> Result<(), E>,
{
    if threads <= 1 {
        for item in input {
            sink(work(item?))?;
        }
        return Ok(());
    }

    let in_flight = threads * IN_FLIGHT_PER_THREAD;
    // Workers borrow the job receiver, so it lives outside the scope; every
    // sender lives inside it, so that leaving the scope early (error or
    // panic) closes the channels and lets the threads finish.
    let (job_tx, job_rx) = mpsc::sync_channel::<(u64, Vec<T>)>(in_flight);
    let job_rx = Mutex::new(job_rx);
    let chunk_len = AtomicUsize::new(FIRST_CHUNK);
    thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<(u64, thread::Result<Vec<U>>)>();
        let (token_tx, token_rx) = mpsc::sync_channel::<()>(in_flight);
        for _ in 0..in_flight {
            // Cannot fail: the receiver is alive and the capacity is in_flight.
            let _ = token_tx.send(());
        }

        let chunk_len = &chunk_len;
        let reader = scope.spawn(move || -> Result<(), E> {
            let mut seq = 0u64;
            let mut chunk = Vec::with_capacity(FIRST_CHUNK);
            let mut failure = None;
            for item in input {
                match item {
                    Ok(t) => chunk.push(t),
                    Err(e) => {
                        failure = Some(e);
                        break;
                    }
                }
                if chunk.len() >= chunk_len.load(Ordering::Relaxed) {
                    // No token: the sink has stopped, so stop reading.
                    if token_rx.recv().is_err() {
                        return Ok(());
                    }
                    let next_len = chunk_len.load(Ordering::Relaxed);
                    let full = std::mem::replace(&mut chunk, Vec::with_capacity(next_len));
                    if job_tx.send((seq, full)).is_err() {
                        return Ok(());
                    }
                    seq += 1;
                }
            }
            if !chunk.is_empty() && token_rx.recv().is_ok() {
                let _ = job_tx.send((seq, chunk));
            }
            failure.map_or(Ok(()), Err)
        });

        for _ in 0..threads {
            let done_tx = done_tx.clone();
            let job_rx = &job_rx;
            let work = &work;
            scope.spawn(move || loop {
                // A poisoned lock only means another worker panicked while
                // waiting; the receiver itself is fine.
                let job = job_rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                let Ok((seq, items)) = job else { break };
                let n = items.len();
                let start = Instant::now();
                let out = panic::catch_unwind(AssertUnwindSafe(|| {
                    items.into_iter().map(work).collect::<Vec<U>>()
                }));
                chunk_len.store(next_chunk_len(n, start.elapsed()), Ordering::Relaxed);
                let stop = out.is_err();
                if done_tx.send((seq, out)).is_err() || stop {
                    break;
                }
            });
        }
        drop(done_tx);

        let mut next = 0u64;
        let mut early: BTreeMap<u64, Vec<U>> = BTreeMap::new();
        for (seq, out) in done_rx.iter() {
            let out = match out {
                Ok(out) => out,
                // Dropping the channels on the way out stops the reader and
                // the other workers, so the scope can join them.
                Err(payload) => panic::resume_unwind(payload),
            };
            early.insert(seq, out);
            while let Some(out) = early.remove(&next) {
                for u in out {
                    sink(u)?;
                }
                next += 1;
                let _ = token_tx.send(());
            }
        }
        drop(token_tx);
        match reader.join() {
            Ok(result) => result,
            Err(payload) => panic::resume_unwind(payload),
        }
    })
}

/// The chunk length that would take about [`CHUNK_TARGET`], judging by a
/// chunk of `n` items that took `took`.
fn next_chunk_len(n: usize, took: Duration) -> usize {
    let per_item = took.as_nanos() / n.max(1) as u128;
    let len = CHUNK_TARGET.as_nanos() / per_item.max(1);
    usize::try_from(len)
        .unwrap_or(MAX_CHUNK)
        .clamp(1, MAX_CHUNK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunk_length_follows_item_cost() {
        // 5 µs per item: 400 items make 2 ms.
        assert_eq!(next_chunk_len(32, Duration::from_micros(160)), 400);
        // Slow items go one by one; instant ones in the largest chunks.
        assert_eq!(next_chunk_len(4, Duration::from_millis(40)), 1);
        assert_eq!(next_chunk_len(16, Duration::ZERO), MAX_CHUNK);
        assert_eq!(next_chunk_len(0, Duration::ZERO), MAX_CHUNK);
    }

    fn run(threads: usize, n: u64) -> Vec<u64> {
        let mut got = Vec::new();
        let input = (0..n).map(Ok::<u64, String>);
        ordered_map(
            threads,
            input,
            |x| {
                // Uneven work so that chunks finish out of order.
                if x % 7 == 0 {
                    thread::sleep(std::time::Duration::from_micros(50));
                }
                x * 2
            },
            |y| {
                got.push(y);
                Ok(())
            },
        )
        .unwrap();
        got
    }

    #[test]
    fn keeps_order_with_any_thread_count() {
        let want: Vec<u64> = (0..2000).map(|x| x * 2).collect();
        for threads in [1, 2, 3, 8] {
            assert_eq!(run(threads, 2000), want, "threads {threads}");
        }
        assert!(run(4, 0).is_empty());
        assert_eq!(run(4, 5), vec![0, 2, 4, 6, 8]);
    }

    #[test]
    fn input_error_comes_after_earlier_items() {
        let input = (0..100u64).map(|x| if x == 70 { Err("boom") } else { Ok(x) });
        let mut got = Vec::new();
        let r = ordered_map(
            4,
            input,
            |x| x,
            |y| {
                got.push(y);
                Ok(())
            },
        );
        assert_eq!(r, Err("boom"));
        assert_eq!(got, (0..70).collect::<Vec<_>>());
    }

    #[test]
    fn sink_error_stops_the_run() {
        let input = (0..100_000u64).map(Ok::<u64, &str>);
        let mut seen = 0;
        let r = ordered_map(
            2,
            input,
            |x| x,
            |y| {
                seen += 1;
                if y == 500 {
                    Err("full")
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(r, Err("full"));
        assert_eq!(seen, 501);
    }
}
