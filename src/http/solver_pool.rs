//! The bounded pool that runs CPU work (solves) off the async workers.
//!
//! * `workers` dedicated solver threads take jobs from one first-come,
//!   first-served queue; the async side only enqueues a job and awaits its
//!   result, so async code never solves.
//! * At most `workers + queue` requests are admitted (running or waiting);
//!   one more is refused at once ([`PoolError::Overloaded`]) so the server
//!   sheds load instead of piling it up.
//! * Every job gets a [`Budget`] with the request's deadline and a
//!   [`CancelFlag`]. The flag is raised when the waiting request goes away
//!   (timeout, client disconnect), and the core polls both, so the thread is
//!   free again within a millisecond — the timeout really stops the CPU. A
//!   job whose deadline passed (or whose requester left) while it waited in
//!   the queue is dropped unrun.
//! * A panicking job is reported as [`PoolError::Panicked`]; its thread and
//!   the server carry on.
//!
//! Why not `spawn_blocking` behind a semaphore: that design serialises a
//! hand-off per job (wake a blocking thread, run, wake the request's task,
//! which only then releases the next waiter), two context switches per
//! solve — the dominant cost of `/solve` (see the README's performance
//! section). Here a solver thread that finishes a job takes the next one
//! from the queue without any wake-up, and an idle one spins briefly
//! (inside `crossbeam-channel`) before it parks, so under load jobs and
//! results flow without futex calls.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crossbeam_channel::{Receiver, Sender};
use tokio::sync::{oneshot, OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

use crate::sudoku::{Budget, CancelFlag};

/// Extra time past the deadline that a job gets to notice it before the
/// request stops waiting for it.
const CANCEL_GRACE: Duration = Duration::from_millis(50);

/// Why a job produced no result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolError {
    /// Every worker and queue slot was taken.
    Overloaded,
    /// The deadline passed while waiting for a worker or while running.
    Timeout,
    /// The job panicked.
    Panicked,
}

/// Raises the flag when dropped, so that a job whose requester has gone
/// stops too.
struct CancelOnDrop(CancelFlag);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// A job as the solver threads see it: run it (or skip it when it is
/// stale), counting itself in the pool's running jobs while it runs.
type Job = Box<dyn FnOnce(&AtomicUsize) + Send + 'static>;

/// A cloneable handle to the pool. The solver threads stop when the last
/// handle is dropped.
#[derive(Debug, Clone)]
pub struct SolverPool {
    admission: Arc<Semaphore>,
    jobs: Sender<Job>,
    running: Arc<AtomicUsize>,
    max_admitted: usize,
    workers: usize,
}

impl SolverPool {
    /// A pool of `workers` solver threads with `queue` more requests
    /// allowed to wait.
    pub fn new(workers: usize, queue: usize) -> Self {
        let workers = workers.max(1);
        let admitted = workers.saturating_add(queue).min(Semaphore::MAX_PERMITS);
        let (jobs, rx) = crossbeam_channel::unbounded::<Job>();
        let running = Arc::new(AtomicUsize::new(0));
        for n in 0..workers {
            let rx = rx.clone();
            let running = running.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("solver-{n}"))
                .spawn(move || solver_thread(&rx, &running));
            if let Err(e) = spawned {
                // The threads already started serve the queue; with none,
                // every job times out, which the log explains.
                tracing::error!("cannot start solver thread {n}: {e}");
            }
        }
        SolverPool {
            admission: Arc::new(Semaphore::new(admitted)),
            jobs,
            running,
            max_admitted: admitted,
            workers,
        }
    }

    /// The number of solver threads.
    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Jobs running now.
    pub fn running(&self) -> usize {
        self.running.load(Ordering::Relaxed)
    }

    /// Jobs admitted (running or waiting) now.
    pub fn admitted(&self) -> usize {
        self.max_admitted - self.admission.available_permits()
    }

    /// Takes a place in the pool (running or queued), or fails at once with
    /// [`PoolError::Overloaded`].
    pub fn admit(&self) -> Result<Admission, PoolError> {
        self.admission
            .clone()
            .try_acquire_owned()
            .map(|permit| Admission {
                _permit: permit,
                jobs: self.jobs.clone(),
            })
            .map_err(|_| PoolError::Overloaded)
    }

    /// Admits and runs one `job` before `deadline`: see [`Admission::run`].
    pub async fn run<T, F>(&self, deadline: Instant, job: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        self.admit()?.run(deadline, job).await
    }
}

/// One solver thread: runs jobs in queue order until the pool is dropped.
fn solver_thread(jobs: &Receiver<Job>, running: &AtomicUsize) {
    while let Ok(job) = jobs.recv() {
        job(running);
    }
}

/// A place in the pool (one request, running or queued). A request may run
/// several jobs through it one after another or side by side (a batch does);
/// each job still waits in the pool's one queue, in arrival order, so
/// requests share the workers fairly.
#[derive(Debug)]
pub struct Admission {
    _permit: OwnedSemaphorePermit,
    jobs: Sender<Job>,
}

impl Admission {
    /// Queues `job` for a solver thread and waits for its result, at most
    /// until `deadline` (plus a short grace for the job to notice it). The
    /// job gets a budget holding `deadline` and a cancel flag; the flag is
    /// raised when the caller stops waiting. A job still queued when its
    /// deadline passes, or when the caller has gone, is not run.
    pub async fn run<T, F>(&self, deadline: Instant, job: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        let flag = CancelFlag::new();
        let _cancel_on_drop = CancelOnDrop(flag.clone());
        let deadline_std = deadline.into_std();
        let budget = Budget::unlimited()
            .with_deadline(deadline_std)
            .with_flag(flag);
        let (tx, rx) = oneshot::channel::<Result<T, PoolError>>();
        let task: Job = Box::new(move |running| {
            if budget.is_exhausted() {
                // Stale: dropping `tx` tells the caller (a timeout).
                return;
            }
            running.fetch_add(1, Ordering::Relaxed);
            let result =
                catch_unwind(AssertUnwindSafe(|| job(&budget))).map_err(|_| PoolError::Panicked);
            // Counted out before the caller hears back, so that a finished
            // request never sees its own job as running.
            running.fetch_sub(1, Ordering::Relaxed);
            let _ = tx.send(result);
        });
        if self.jobs.send(task).is_err() {
            // No solver thread is left (they could not be started).
            return Err(PoolError::Timeout);
        }
        match tokio::time::timeout_at(deadline + CANCEL_GRACE, rx).await {
            Ok(Ok(result)) => result,
            // Dropped unrun: the deadline passed (or we left) in the queue.
            Ok(Err(_)) => Err(PoolError::Timeout),
            // The job ignored its budget for too long; the guard cancels it.
            Err(_) => Err(PoolError::Timeout),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    fn soon(ms: u64) -> Instant {
        Instant::now() + Duration::from_millis(ms)
    }

    #[tokio::test]
    async fn runs_jobs_and_reports_panics() {
        let pool = SolverPool::new(2, 0);
        assert_eq!(pool.run(soon(1000), |_| 41 + 1).await, Ok(42));
        let r: Result<(), _> = pool.run(soon(1000), |_| panic!("boom")).await;
        assert_eq!(r, Err(PoolError::Panicked));
        // The pool still works and every place was given back.
        assert_eq!(pool.run(soon(1000), |_| 7).await, Ok(7));
        assert_eq!(pool.admitted(), 0);
        assert_eq!(pool.running(), 0);
    }

    #[tokio::test]
    async fn sheds_load_beyond_workers_plus_queue() {
        let pool = SolverPool::new(1, 0);
        let release = Arc::new(AtomicBool::new(false));
        let r2 = release.clone();
        let busy = tokio::spawn({
            let pool = pool.clone();
            async move {
                pool.run(soon(5000), move |_| {
                    while !r2.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                })
                .await
            }
        });
        while pool.running() == 0 {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        assert_eq!(
            pool.run(soon(1000), |_| ()).await,
            Err(PoolError::Overloaded)
        );
        release.store(true, Ordering::Relaxed);
        assert_eq!(busy.await.unwrap(), Ok(()));
    }

    #[tokio::test]
    async fn deadline_stops_the_job_and_frees_the_worker() {
        let pool = SolverPool::new(1, 0);
        let started = std::time::Instant::now();
        // A job that runs until its budget says stop.
        let r = pool
            .run(soon(30), |budget| {
                while !budget.is_exhausted() {
                    std::hint::spin_loop();
                }
                std::time::Instant::now()
            })
            .await;
        let stopped_at = r.unwrap();
        assert!(stopped_at.duration_since(started) >= Duration::from_millis(29));
        // The worker is free again at once.
        assert_eq!(pool.run(soon(1000), |_| 1).await, Ok(1));
    }

    #[tokio::test]
    async fn dropping_the_request_cancels_the_job() {
        let pool = SolverPool::new(1, 0);
        let observed = Arc::new(AtomicBool::new(false));
        let o2 = observed.clone();
        let fut = pool.run(soon(60_000), move |budget| {
            while !budget.is_exhausted() {
                std::thread::sleep(Duration::from_millis(1));
            }
            o2.store(true, Ordering::Relaxed);
        });
        // Give up on the request after 20 ms (as a disconnecting client would).
        assert!(tokio::time::timeout(Duration::from_millis(20), fut)
            .await
            .is_err());
        let t0 = std::time::Instant::now();
        while !observed.load(Ordering::Relaxed) {
            assert!(t0.elapsed() < Duration::from_secs(2), "job never stopped");
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }
}
