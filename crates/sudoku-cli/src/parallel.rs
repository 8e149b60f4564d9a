//! An ordered, streaming parallel map over chunks: N threads (the calling
//! thread and N - 1 spawned ones) each cut the next chunk from the source,
//! turn it into a result, and the results reach a sink on the calling
//! thread in input order.
//!
//! There is no reader or writer thread: on a machine with as many cores as
//! workers, every extra runnable thread takes a core from a worker while it
//! runs and costs a wake-up each time it has something to do. Cutting a
//! chunk is cheap (the source only finds line ends; parsing is part of the
//! work), so whichever thread needs work cuts it under a lock; the calling
//! thread also writes, between its own chunks.
//!
//! Order is kept by numbering chunks and holding finished ones that arrive
//! early in a small reorder buffer until their turn. Memory stays bounded:
//! at most `16 × threads` chunks exist between cutting and sinking,
//! whatever the input size (a worker that finds no room waits; the calling
//! thread, which makes the room, sinks instead). That is about 30 ms of
//! work per thread: enough that a thread being descheduled for a while on a
//! busy machine does not stall the others.
//!
//! Chunk sizes adapt to the work: each worker times its chunk and sets the
//! next chunk length (in items, as the source counts them) so that a chunk
//! takes about [`CHUNK_TARGET`]. Easy puzzles (a few µs) travel in large
//! chunks, so thread wake-ups stay rare; hard ones (ms each) travel almost
//! one by one, so the threads finish together instead of one idling while
//! the other works through a long last chunk.
//!
//! A spawned worker that starts on the calling thread's CPU first moves
//! off it ([`placement`] says why).
//!
//! With one thread nothing is spawned: chunks are read, worked and sunk in
//! a plain loop, which is the honest single-thread baseline.

use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Condvar, Mutex, MutexGuard, TryLockError};
use std::thread;
use std::time::{Duration, Instant};

use super::placement;

/// Aimed-for work time of one chunk: long next to a thread wake-up (some
/// µs), short next to a run.
pub const CHUNK_TARGET: Duration = Duration::from_millis(2);

/// Largest chunk, in items.
pub const MAX_CHUNK: usize = 4096;

/// Length of the first chunks, before any has been timed.
const FIRST_CHUNK: usize = 16;

/// Chunks between cutting and sinking, per thread: enough slack that a
/// thread descheduled for a while on a loaded machine does not stall the
/// others (a handful would).
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

    let in_flight = (threads * IN_FLIGHT_PER_THREAD) as u64;
    let shared = Shared {
        source: Mutex::new(source),
        counts: Mutex::new(Counts {
            cut: 0,
            sunk: 0,
            finished: false,
            error: None,
            waiting: 0,
        }),
        room: Condvar::new(),
        chunk_len: AtomicUsize::new(FIRST_CHUNK),
        in_flight,
    };
    thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<(u64, thread::Result<U>)>();
        // Whatever way the calling thread leaves (the end, an error, a
        // panic), the spawned workers stop taking chunks and can be joined.
        let _stop = StopOnExit(&shared);
        let home = placement::current_cpu();
        for k in 0..threads - 1 {
            let done_tx = done_tx.clone();
            let (shared, work) = (&shared, &work);
            scope.spawn(move || {
                placement::leave_cpu(home, k);
                while let Take::Chunk(seq, chunk) = shared.take(true) {
                    let out = shared.work_timed(work, chunk);
                    let stop = out.is_err();
                    if done_tx.send((seq, out)).is_err() || stop {
                        break;
                    }
                }
            });
        }
        drop(done_tx);
        // New threads queued on this thread's CPU would wait for its time
        // slice to end before they could move off it ([`placement`]): let
        // them run now.
        thread::yield_now();

        let mut next = 0u64;
        let mut early: BTreeMap<u64, U> = BTreeMap::new();
        let mut finish = |seq: u64, out: thread::Result<U>| -> Result<(), E> {
            // A worker's panic goes on in this thread; leaving stops the
            // others (StopOnExit) so the scope can join them.
            let out = out.unwrap_or_else(|payload| panic::resume_unwind(payload));
            early.insert(seq, out);
            while let Some(out) = early.remove(&next) {
                sink(out)?;
                next += 1;
                shared.sunk(next);
            }
            Ok(())
        };
        let mut busy_wait = BUSY_WAIT_MIN;
        loop {
            while let Ok((seq, out)) = done_rx.try_recv() {
                finish(seq, out)?;
            }
            match shared.take(false) {
                Take::Chunk(seq, chunk) => {
                    busy_wait = BUSY_WAIT_MIN;
                    finish(seq, shared.work_timed(&work, chunk))?;
                }
                // A worker is cutting, or waiting for input: keep writing
                // what the others finish, and try again soon.
                Take::Busy => {
                    if let Ok((seq, out)) = done_rx.recv_timeout(busy_wait) {
                        finish(seq, out)?;
                    }
                    busy_wait = (busy_wait * 2).min(BUSY_WAIT_MAX);
                }
                Take::Full => match done_rx.recv() {
                    Ok((seq, out)) => finish(seq, out)?,
                    // Cannot happen while chunks are out: their workers
                    // hold senders until they send.
                    Err(_) => break,
                },
                Take::Finished => {
                    if shared.all_sunk() {
                        break;
                    }
                    match done_rx.recv() {
                        Ok((seq, out)) => finish(seq, out)?,
                        Err(_) => break,
                    }
                }
            }
        }
        // A statement of its own: the lock must be released before
        // `_stop` takes it again.
        let error = shared.counts().error.take();
        error.map_or(Ok(()), Err)
    })
}

/// How long the calling thread first waits for a finished chunk before
/// trying again to cut one, when another thread holds the source. Cutting
/// takes some µs (a read from a file some tens), and while the caller
/// waits a worker is lost, so the first wait is short: a fixed 1 ms wait
/// would cost a visible share of a run that lasts tens of milliseconds.
/// Each further try doubles the wait up to [`BUSY_WAIT_MAX`], so a source
/// that waits for a slow pipe costs a wake-up per millisecond, not a busy
/// loop.
const BUSY_WAIT_MIN: Duration = Duration::from_micros(20);

/// The longest wait between tries; see [`BUSY_WAIT_MIN`].
const BUSY_WAIT_MAX: Duration = Duration::from_millis(1);

/// What the threads of one [`ordered_map`] run share.
///
/// The source has a lock of its own, held while it reads (which may block
/// on a slow pipe), apart from the counts, which are only held for a
/// moment: so the calling thread never waits for input to write what is
/// finished.
struct Shared<R, E> {
    source: Mutex<R>,
    counts: Mutex<Counts<E>>,
    /// Signalled when a chunk is sunk (room for another) or the run stops.
    room: Condvar,
    chunk_len: AtomicUsize,
    in_flight: u64,
}

/// The count of chunks cut and sunk.
struct Counts<E> {
    /// Chunks cut so far (the next chunk's number).
    cut: u64,
    /// Chunks sunk so far.
    sunk: u64,
    /// No more chunks will be cut: the source ended or failed, or the run stops.
    finished: bool,
    /// The source's error, returned once the chunks before it are sunk.
    error: Option<E>,
    /// Workers waiting for room: a sunk chunk only signals `room` (a
    /// system call, even with no one waiting) when there are some.
    waiting: usize,
}

/// The outcome of asking for a chunk.
enum Take<C> {
    /// Chunk number `seq`.
    Chunk(u64, Chunk<C>),
    /// Too many chunks between cutting and sinking (only without waiting).
    Full,
    /// Another thread holds the source (only without waiting).
    Busy,
    /// No more chunks.
    Finished,
}

impl<R, E> Shared<R, E> {
    fn counts(&self) -> MutexGuard<'_, Counts<E>> {
        // A poisoned lock only means a thread panicked while holding it; the
        // counts are still consistent (each changes in one statement).
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Cuts the next chunk. Workers (`wait`) wait for the source and for
    /// room; the calling thread, which makes the room, gets [`Take::Busy`]
    /// or [`Take::Full`] instead.
    fn take<C>(&self, wait: bool) -> Take<C>
    where
        R: FnMut(usize) -> Result<Option<Chunk<C>>, E>,
    {
        let mut source = match self.source.try_lock() {
            Ok(source) => source,
            Err(TryLockError::Poisoned(e)) => e.into_inner(),
            Err(TryLockError::WouldBlock) if !wait => return Take::Busy,
            Err(TryLockError::WouldBlock) => self.source.lock().unwrap_or_else(|e| e.into_inner()),
        };
        {
            let mut counts = self.counts();
            loop {
                if counts.finished {
                    return Take::Finished;
                }
                if counts.cut - counts.sunk < self.in_flight {
                    break;
                }
                if !wait {
                    return Take::Full;
                }
                counts.waiting += 1;
                counts = self.room.wait(counts).unwrap_or_else(|e| e.into_inner());
                counts.waiting -= 1;
            }
        }
        // Numbered under the source's lock, so numbers follow input order.
        let got = (*source)(self.chunk_len.load(Ordering::Relaxed));
        let mut counts = self.counts();
        match got {
            Ok(Some(chunk)) => {
                let seq = counts.cut;
                counts.cut += 1;
                Take::Chunk(seq, chunk)
            }
            Ok(None) => {
                counts.finished = true;
                self.room.notify_all();
                Take::Finished
            }
            Err(e) => {
                counts.finished = true;
                counts.error = Some(e);
                self.room.notify_all();
                Take::Finished
            }
        }
    }

    /// Works one chunk, catching a panic, and sets the next chunk length.
    fn work_timed<C, U>(&self, work: &impl Fn(C) -> U, chunk: Chunk<C>) -> thread::Result<U> {
        let start = Instant::now();
        let out = panic::catch_unwind(AssertUnwindSafe(|| work(chunk.data)));
        self.chunk_len.store(
            next_chunk_len(chunk.items, start.elapsed()),
            Ordering::Relaxed,
        );
        out
    }

    /// Records that `sunk` chunks have been sunk, making room for a waiting
    /// worker.
    fn sunk(&self, sunk: u64) {
        let mut counts = self.counts();
        counts.sunk = sunk;
        if counts.waiting > 0 {
            self.room.notify_one();
        }
    }

    /// Whether every chunk cut has been sunk (final once finished).
    fn all_sunk(&self) -> bool {
        let counts = self.counts();
        counts.cut == counts.sunk
    }
}

/// Stops the run's workers when dropped.
struct StopOnExit<'a, R, E>(&'a Shared<R, E>);

impl<R, E> Drop for StopOnExit<'_, R, E> {
    fn drop(&mut self) {
        self.0.counts().finished = true;
        self.0.room.notify_all();
    }
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

    #[test]
    fn a_panic_in_work_reaches_the_caller_and_the_threads_stop() {
        for threads in [1, 2, 4] {
            let r = panic::catch_unwind(|| {
                ordered_map(
                    threads,
                    numbers(1_000_000, None),
                    |xs: Vec<u64>| {
                        assert!(!xs.contains(&300), "item 300");
                        xs
                    },
                    |_| Ok::<(), &str>(()),
                )
            });
            let payload = r.expect_err("the panic must propagate");
            let msg = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str));
            assert_eq!(msg, Some("item 300"), "threads {threads}");
        }
    }
}
