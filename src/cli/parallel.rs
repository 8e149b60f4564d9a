//! An ordered, streaming parallel map over chunks: a reader thread cuts the
//! input into chunks, N worker threads turn each chunk into a result, and
//! the results reach a sink on the calling thread in input order.
//!
//! The reader does as little as possible (it only cuts; the workers do the
//! real work, parsing included), because on a machine with as many cores as
//! workers every cycle the reader spends is a cycle a worker waits for.
//!
//! Order is kept by numbering chunks and holding finished ones that arrive
//! early in a small reorder buffer until their turn. Memory stays bounded:
//! the reader must take a token before cutting a chunk and the sink returns
//! one after taking a chunk's result, so at most `16 × threads` chunks exist
//! between reading and writing, whatever the input size. That is about
//! 30 ms of work per thread: enough that a worker, the reader or the writer
//! being descheduled for a while on a busy machine does not stall the others.
//!
//! Chunk sizes adapt to the work: each worker times its chunk and sets the
//! next chunk length (in items, as the source counts them) so that a chunk
//! takes about [`CHUNK_TARGET`]. Easy puzzles (a few µs) travel in large
//! chunks, so thread wake-ups stay rare; hard ones (ms each) travel almost
//! one by one, so the threads finish together instead of one idling while
//! the other works through a long last chunk.
//!
//! With one thread nothing is spawned: chunks are read, worked and sunk in
//! a plain loop, which is the honest single-thread baseline.

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
pub const MAX_CHUNK: usize = 4096;

/// Length of the first chunks, before any has been timed.
const FIRST_CHUNK: usize = 16;

/// Chunks in flight per worker thread (4 stalled measurably on a loaded
/// 2-core machine; 16 did not).
const IN_FLIGHT_PER_THREAD: usize = 16;

/// A chunk as the source cuts it, with the number of items it holds (what
/// the chunk length adapts on).
pub struct Chunk<C> {
    /// The chunk itself.
    pub data: C,
    /// Items in it (at least 1 for a non-empty chunk).
    pub items: usize,
}

/// Cuts the next chunk of at most `max_items` items from `source` and hands
/// it to `work` on `threads` threads, feeding the results to `sink` in
/// input order, as soon as each is next in line.
///
/// `source(max_items)` returns the next chunk, `Ok(None)` at the end, or an
/// error: the run stops there, after the chunks cut before it have been
/// worked and sunk, and returns it. An error from `sink` stops the run at
/// once. A panic in `work` is propagated to the caller.
pub fn ordered_map<C, U, E, R, F, S>(
    threads: usize,
    mut source: R,
    work: F,
    mut sink: S,
) -> Result<(), E>
where
    R: FnMut(usize) -> Result<Option<Chunk<C>>, E> + Send,
    C: Send,
    U: Send,
    E: Send,
    F: Fn(C) -> U + Sync,
    S: FnMut(U) -> Result<(), E>,
{
    if threads <= 1 {
        let mut len = FIRST_CHUNK;
        while let Some(chunk) = source(len)? {
            let start = Instant::now();
            let out = work(chunk.data);
            len = next_chunk_len(chunk.items, start.elapsed());
            sink(out)?;
        }
        return Ok(());
    }

    let in_flight = threads * IN_FLIGHT_PER_THREAD;
    // Workers borrow the job receiver, so it lives outside the scope; every
    // sender lives inside it, so that leaving the scope early (error or
    // panic) closes the channels and lets the threads finish.
    let (job_tx, job_rx) = mpsc::sync_channel::<(u64, Chunk<C>)>(in_flight);
    let job_rx = Mutex::new(job_rx);
    let chunk_len = AtomicUsize::new(FIRST_CHUNK);
    thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<(u64, thread::Result<U>)>();
        let (token_tx, token_rx) = mpsc::sync_channel::<()>(in_flight);
        for _ in 0..in_flight {
            // Cannot fail: the receiver is alive and the capacity is in_flight.
            let _ = token_tx.send(());
        }

        let chunk_len = &chunk_len;
        let reader = scope.spawn(move || -> Result<(), E> {
            let mut seq = 0u64;
            loop {
                // No token: the sink has stopped, so stop reading.
                if token_rx.recv().is_err() {
                    return Ok(());
                }
                let Some(chunk) = source(chunk_len.load(Ordering::Relaxed))? else {
                    return Ok(());
                };
                if job_tx.send((seq, chunk)).is_err() {
                    return Ok(());
                }
                seq += 1;
            }
        });

        for _ in 0..threads {
            let done_tx = done_tx.clone();
            let job_rx = &job_rx;
            let work = &work;
            scope.spawn(move || loop {
                // A poisoned lock only means another worker panicked while
                // waiting; the receiver itself is fine.
                let job = job_rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                let Ok((seq, chunk)) = job else { break };
                let start = Instant::now();
                let out = panic::catch_unwind(AssertUnwindSafe(|| work(chunk.data)));
                chunk_len.store(
                    next_chunk_len(chunk.items, start.elapsed()),
                    Ordering::Relaxed,
                );
                let stop = out.is_err();
                if done_tx.send((seq, out)).is_err() || stop {
                    break;
                }
            });
        }
        drop(done_tx);

        let mut next = 0u64;
        let mut early: BTreeMap<u64, U> = BTreeMap::new();
        for (seq, out) in done_rx.iter() {
            let out = match out {
                Ok(out) => out,
                // Dropping the channels on the way out stops the reader and
                // the other workers, so the scope can join them.
                Err(payload) => panic::resume_unwind(payload),
            };
            early.insert(seq, out);
            while let Some(out) = early.remove(&next) {
                sink(out)?;
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

    /// A source over `0..n` that fails with `fail` at item `fail_at`, after
    /// handing out the items before it.
    fn numbers(
        n: u64,
        fail_at: Option<u64>,
    ) -> impl FnMut(usize) -> Result<Option<Chunk<Vec<u64>>>, &'static str> + Send {
        let mut next = 0u64;
        move |max| {
            let end = (next + max as u64).min(n);
            let end = fail_at.map_or(end, |f| end.min(f));
            if next == end {
                return match fail_at {
                    Some(f) if f == next => Err("boom"),
                    _ => Ok(None),
                };
            }
            let data: Vec<u64> = (next..end).collect();
            next = end;
            Ok(Some(Chunk {
                items: data.len(),
                data,
            }))
        }
    }

    fn run(threads: usize, n: u64) -> Vec<u64> {
        let mut got = Vec::new();
        ordered_map(
            threads,
            numbers(n, None),
            |xs: Vec<u64>| {
                xs.into_iter()
                    .map(|x| {
                        // Uneven work so that chunks finish out of order.
                        if x % 7 == 0 {
                            thread::sleep(Duration::from_micros(50));
                        }
                        x * 2
                    })
                    .collect::<Vec<_>>()
            },
            |ys| {
                got.extend(ys);
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
        for threads in [1, 4] {
            let mut got = Vec::new();
            let r = ordered_map(
                threads,
                numbers(100, Some(70)),
                |xs| xs,
                |ys| {
                    got.extend(ys);
                    Ok(())
                },
            );
            assert_eq!(r, Err("boom"));
            assert_eq!(got, (0..70).collect::<Vec<_>>(), "threads {threads}");
        }
    }

    #[test]
    fn sink_error_stops_the_run() {
        let mut seen = 0;
        let r = ordered_map(
            2,
            numbers(1_000_000, None),
            |xs| xs,
            |ys| {
                seen += ys.len();
                if ys.contains(&500) {
                    Err("full")
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(r, Err("full"));
        assert!((501..=500 + MAX_CHUNK).contains(&seen), "seen {seen}");
    }
}
