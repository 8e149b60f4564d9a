//! The bounded pool that runs CPU work (solves) off the async workers.
//!
//! * At most `workers` jobs run at once, each on a tokio blocking thread.
//! * At most `queue` more wait for a worker; one more is refused at once
//!   ([`PoolError::Overloaded`]) so the server sheds load instead of piling
//!   it up.
//! * Every job gets a [`Budget`] with the request's deadline and a
//!   [`CancelFlag`]. The flag is raised when the waiting request goes away
//!   (timeout, client disconnect), and the core polls both, so the thread is
//!   free again within a millisecond — the timeout really stops the CPU.
//! * A panicking job is reported as [`PoolError::Panicked`]; the thread pool
//!   and the server carry on.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
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

/// A cloneable handle to the pool.
#[derive(Debug, Clone)]
pub struct SolverPool {
    admission: Arc<Semaphore>,
    workers: Arc<Semaphore>,
    max_workers: usize,
    max_admitted: usize,
}

impl SolverPool {
    /// A pool running `workers` jobs at once with `queue` more waiting.
    pub fn new(workers: usize, queue: usize) -> Self {
        let workers = workers.max(1);
        let admitted = workers.saturating_add(queue).min(Semaphore::MAX_PERMITS);
        SolverPool {
            admission: Arc::new(Semaphore::new(admitted)),
            workers: Arc::new(Semaphore::new(workers)),
            max_workers: workers,
            max_admitted: admitted,
        }
    }

    /// Jobs running now.
    pub fn running(&self) -> usize {
        self.max_workers - self.workers.available_permits()
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
                workers: self.workers.clone(),
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

/// A place in the pool (one request, running or queued). A request may run
/// several jobs through it one after another or side by side (a batch does);
/// each job still needs one of the pool's workers, taken in arrival order,
/// so requests share the workers fairly.
#[derive(Debug)]
pub struct Admission {
    _permit: OwnedSemaphorePermit,
    workers: Arc<Semaphore>,
}

impl Admission {
    /// Waits for a worker (until `deadline`), then runs `job` on a blocking
    /// thread with a budget holding `deadline` and a cancel flag. The worker
    /// is released when the job returns, not when the caller stops waiting,
    /// so the pool's bound holds for real CPU work; the flag is raised when
    /// the caller stops waiting.
    pub async fn run<T, F>(&self, deadline: Instant, job: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        let worker = tokio::time::timeout_at(deadline, self.workers.clone().acquire_owned())
            .await
            .map_err(|_| PoolError::Timeout)?
            .map_err(|_| PoolError::Overloaded)?;
        let flag = CancelFlag::new();
        let _cancel_on_drop = CancelOnDrop(flag.clone());
        let budget = Budget::unlimited()
            .with_deadline(deadline.into_std())
            .with_flag(flag);
        let handle = tokio::task::spawn_blocking(move || {
            let _worker = worker;
            job(&budget)
        });
        match tokio::time::timeout_at(deadline + CANCEL_GRACE, handle).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(join_error)) if join_error.is_panic() => Err(PoolError::Panicked),
            Ok(Err(_)) => Err(PoolError::Panicked),
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
