//! The bounded pool that runs CPU work (solves) off the async workers.
//!
//! * `workers` dedicated solver threads take jobs from one first-come,
//!   first-served queue; the async side only enqueues a job and awaits its
//!   result, so async code never solves.
//! * Admission is by predicted wait ([`super::admission`]): a request is
//!   admitted while the work queued ahead of it, spread over the solver
//!   threads, plus its own expected service time fits in its share of its
//!   remaining budget; otherwise it is refused at once
//!   ([`PoolError::Overloaded`], with a `Retry-After` derived from the
//!   queue), so the server sheds what it could not finish in time instead of
//!   piling it up. A hard cap of `workers + queue` admitted requests bounds
//!   the memory held by waiting work.
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
//! solve — the dominant cost of `/solve` (docs/performance.md, "Server
//! under load"). Here a solver thread that finishes a job takes the next one
//! from the queue without any wake-up, and an idle one spins briefly
//! (inside `crossbeam-channel`) before it parks, so under load jobs and
//! results flow without futex calls.
//!
//! Results go back in a one-shot slot whose waker a solver thread may hold
//! back for a moment: while more jobs are queued it collects the wakers of
//! the results it finished and wakes them together, when the queue is empty
//! or when the oldest has waited [`WAKE_BATCH`]. Waking the async side per
//! result cost a system call (the runtime's eventfd) and a context switch
//! per request, the largest part of the hand-off; in batches one wake-up
//! serves many results.

use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant as StdInstant};

use crossbeam_channel::{Receiver, Sender, TryRecvError};
use futures_util::task::AtomicWaker;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;
use tracing::Span;

use super::admission::{Decision, Estimator, JobKind, Snapshot, Ticket};
use crate::http::trace_context;
use crate::sudoku::{Budget, CancelFlag};
use crate::telemetry;

/// Extra time past the deadline that a job gets to notice it before the
/// request stops waiting for it.
const CANCEL_GRACE: Duration = Duration::from_millis(50);

/// Longest a solver thread holds back a finished result's wake-up while it
/// works on through the queue.
pub const WAKE_BATCH: Duration = Duration::from_micros(50);

/// Default share of a request's remaining budget that its predicted wait
/// and service may take, percent.
pub const DEFAULT_BUDGET_SHARE: u8 = 50;

/// Why a job produced no result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolError {
    /// Refused at admission: it would not finish in time, or the queue is
    /// at its hard cap.
    Overloaded(Refusal),
    /// The deadline passed while waiting for a worker or while running.
    Timeout,
    /// The job panicked.
    Panicked,
}

/// A refused admission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    /// Seconds after which a retry may be admitted (at least 1).
    pub retry_after: u32,
    /// Why.
    pub reason: RefusalReason,
}

/// Why an admission was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalReason {
    /// The predicted wait plus service exceeds the budget share.
    Wait {
        /// The wait predicted for the request.
        predicted: Duration,
    },
    /// The hard cap of admitted requests is reached.
    Cap {
        /// The cap.
        limit: usize,
    },
}

impl RefusalReason {
    /// The `reason` label in `/metrics`.
    pub fn label(self) -> &'static str {
        match self {
            RefusalReason::Wait { .. } => "wait",
            RefusalReason::Cap { .. } => "cap",
        }
    }
}

/// Raises the flag when dropped, so that a job whose requester has gone
/// stops too.
struct CancelOnDrop(CancelFlag);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// What running a job left to do: a waker to wake (the requester's), and
/// whether it ran (a stale job is dropped unrun).
struct Ran {
    waker: Option<Waker>,
    ran: bool,
}

/// A job as the solver threads see it.
struct Job {
    ticket: Ticket,
    enqueued: StdInstant,
    run: Box<dyn FnOnce(&AtomicUsize) -> Ran + Send + 'static>,
}

/// State shared by the handles and the solver threads.
#[derive(Debug)]
struct Shared {
    running: AtomicUsize,
    estimator: Estimator,
}

/// A cloneable handle to the pool. The solver threads stop when the last
/// handle is dropped.
#[derive(Debug, Clone)]
pub struct SolverPool {
    admission: Arc<Semaphore>,
    jobs: Sender<Job>,
    shared: Arc<Shared>,
    max_admitted: usize,
    workers: usize,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("ticket", &self.ticket).finish()
    }
}

impl SolverPool {
    /// A pool of `workers` solver threads with at most `queue` more
    /// requests admitted to wait, admitting by predicted wait with the
    /// default budget share.
    pub fn new(workers: usize, queue: usize) -> Self {
        Self::with_budget_share(workers, queue, DEFAULT_BUDGET_SHARE)
    }

    /// A pool whose requests are admitted while their predicted wait and
    /// service fit in `share_percent` % of their remaining budget.
    pub fn with_budget_share(workers: usize, queue: usize, share_percent: u8) -> Self {
        let workers = workers.max(1);
        let admitted = workers.saturating_add(queue).min(Semaphore::MAX_PERMITS);
        let (jobs, rx) = crossbeam_channel::unbounded::<Job>();
        let shared = Arc::new(Shared {
            running: AtomicUsize::new(0),
            estimator: Estimator::new(workers, share_percent),
        });
        for n in 0..workers {
            let rx = rx.clone();
            let shared = shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("solver-{n}"))
                .spawn(move || solver_thread(&rx, &shared));
            if let Err(e) = spawned {
                // The threads already started serve the queue; with none,
                // every job times out, which the log explains.
                tracing::error!("cannot start solver thread {n}: {e}");
            }
        }
        SolverPool {
            admission: Arc::new(Semaphore::new(admitted)),
            jobs,
            shared,
            max_admitted: admitted,
            workers,
        }
    }

    /// The number of solver threads.
    pub fn workers(&self) -> usize {
        self.workers
    }

    /// The hard cap of admitted requests (running or waiting).
    pub fn max_admitted(&self) -> usize {
        self.max_admitted
    }

    /// Jobs running now.
    pub fn running(&self) -> usize {
        self.shared.running.load(Ordering::Relaxed)
    }

    /// Jobs admitted (running or waiting) now.
    pub fn admitted(&self) -> usize {
        self.max_admitted - self.admission.available_permits()
    }

    /// The admission estimator's figures (for `/metrics`).
    pub fn snapshot(&self) -> Snapshot {
        self.shared.estimator.snapshot()
    }

    /// Takes a place in the pool for a request whose jobs are of `kind` and
    /// must finish by `deadline`, or fails at once with
    /// [`PoolError::Overloaded`]: when the predicted wait and service do not
    /// fit in the budget share, or when the hard cap is reached.
    pub fn admit(&self, kind: JobKind, deadline: Instant) -> Result<Admission, PoolError> {
        let remaining = deadline.saturating_duration_since(Instant::now());
        let estimator = &self.shared.estimator;
        // The request's span (current in its handler) when it is traced
        // and sampled: the parent of the admission's span and its jobs'.
        let parent = if telemetry::traces_on() {
            trace_context::sampled_current()
        } else {
            Span::none()
        };
        let span = trace_context::admission_span(&parent, "admission", kind.label());
        if let Decision::Refuse {
            retry_after,
            predicted_wait,
        } = estimator.decide(kind, remaining)
        {
            trace_context::record_admission(&span, "refused_wait", predicted_wait);
            return Err(PoolError::Overloaded(Refusal {
                retry_after,
                reason: RefusalReason::Wait {
                    predicted: predicted_wait,
                },
            }));
        }
        let acquired = self.admission.clone().try_acquire_owned();
        if !span.is_none() {
            let decision = match acquired {
                Ok(_) => "admitted",
                Err(_) => "refused_cap",
            };
            trace_context::record_admission(&span, decision, estimator.predicted_wait());
        }
        match acquired {
            Ok(permit) => Ok(Admission {
                _permit: permit,
                kind,
                jobs: self.jobs.clone(),
                shared: self.shared.clone(),
                // Its jobs run on other threads: they name their parent.
                parent,
            }),
            Err(_) => {
                let secs = estimator.predicted_wait().as_secs().saturating_add(1);
                Err(PoolError::Overloaded(Refusal {
                    retry_after: u32::try_from(secs.min(60)).unwrap_or(1),
                    reason: RefusalReason::Cap {
                        limit: self.max_admitted,
                    },
                }))
            }
        }
    }

    /// Admits and runs one job of `kind` before `deadline`: see
    /// [`Admission::run`].
    pub async fn run<T, F>(&self, kind: JobKind, deadline: Instant, job: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        self.admit(kind, deadline)?.run(deadline, job).await
    }
}

/// Wakes every collected waker.
fn wake_all(pending: &mut Vec<Waker>) {
    for waker in pending.drain(..) {
        waker.wake();
    }
}

/// One solver thread: runs jobs in queue order until the pool is dropped,
/// waking the requesters of finished jobs in batches (see the module
/// documentation).
fn solver_thread(jobs: &Receiver<Job>, shared: &Shared) {
    let mut pending: Vec<Waker> = Vec::new();
    let mut oldest: Option<StdInstant> = None;
    loop {
        let job = match jobs.try_recv() {
            Ok(job) => job,
            Err(TryRecvError::Empty) => {
                // Nothing else to do: answer now, then wait.
                wake_all(&mut pending);
                oldest = None;
                match jobs.recv() {
                    Ok(job) => job,
                    Err(_) => return,
                }
            }
            Err(TryRecvError::Disconnected) => {
                wake_all(&mut pending);
                return;
            }
        };
        let start = StdInstant::now();
        // Wake now what would otherwise wait past the batch's limit behind
        // this job.
        if let Some(t) = oldest {
            let expected = shared.estimator.service(job.ticket.kind);
            if start.saturating_duration_since(t) + expected >= WAKE_BATCH {
                wake_all(&mut pending);
                oldest = None;
            }
        }
        shared
            .estimator
            .started(&job.ticket, start.saturating_duration_since(job.enqueued));
        let kind = job.ticket.kind;
        let ran = (job.run)(&shared.running);
        if ran.ran {
            shared
                .estimator
                .finished(kind, StdInstant::now().saturating_duration_since(start));
        }
        if let Some(waker) = ran.waker {
            pending.push(waker);
            oldest.get_or_insert(start);
        }
    }
}

/// The result slot of one job: filled once by a solver thread, read once by
/// the requester.
struct Slot<T> {
    done: AtomicBool,
    value: Mutex<Option<Result<T, PoolError>>>,
    waker: AtomicWaker,
}

impl<T> Slot<T> {
    /// Stores the result and hands back the requester's waker (if it has
    /// polled already) for the caller to wake.
    fn fill(&self, result: Result<T, PoolError>) -> Option<Waker> {
        match self.value.lock() {
            Ok(mut v) => *v = Some(result),
            Err(poisoned) => *poisoned.into_inner() = Some(result),
        }
        self.done.store(true, Ordering::Release);
        self.waker.take()
    }

    fn take(&self) -> Result<T, PoolError> {
        let value = match self.value.lock() {
            Ok(mut v) => v.take(),
            Err(poisoned) => poisoned.into_inner().take(),
        };
        value.unwrap_or(Err(PoolError::Timeout))
    }
}

/// The solver thread's end of a [`Slot`]. Dropped unsent (a stale job), it
/// reports a timeout and wakes the requester at once.
struct ReplyTx<T> {
    slot: Arc<Slot<T>>,
    sent: bool,
}

impl<T> ReplyTx<T> {
    fn send(mut self, result: Result<T, PoolError>) -> Option<Waker> {
        self.sent = true;
        self.slot.fill(result)
    }
}

impl<T> Drop for ReplyTx<T> {
    fn drop(&mut self) {
        if !self.sent {
            if let Some(waker) = self.slot.fill(Err(PoolError::Timeout)) {
                waker.wake();
            }
        }
    }
}

/// The requester's end of a [`Slot`]: a future of the result.
struct ReplyRx<T> {
    slot: Arc<Slot<T>>,
}

impl<T> Future for ReplyRx<T> {
    type Output = Result<T, PoolError>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        if !self.slot.done.load(Ordering::Acquire) {
            self.slot.waker.register(cx.waker());
            if !self.slot.done.load(Ordering::Acquire) {
                return Poll::Pending;
            }
        }
        Poll::Ready(self.slot.take())
    }
}

fn reply<T>() -> (ReplyTx<T>, ReplyRx<T>) {
    let slot = Arc::new(Slot {
        done: AtomicBool::new(false),
        value: Mutex::new(None),
        waker: AtomicWaker::new(),
    });
    (
        ReplyTx {
            slot: slot.clone(),
            sent: false,
        },
        ReplyRx { slot },
    )
}

/// A place in the pool (one request, running or queued). A request may run
/// several jobs through it one after another or side by side (a batch does);
/// each job still waits in the pool's one queue, in arrival order, so
/// requests share the workers fairly.
#[derive(Debug)]
pub struct Admission {
    _permit: OwnedSemaphorePermit,
    kind: JobKind,
    jobs: Sender<Job>,
    shared: Arc<Shared>,
    parent: Span,
}

impl Admission {
    /// True when the request is traced (sampled): its jobs' spans are
    /// recorded under it.
    pub fn is_traced(&self) -> bool {
        !self.parent.is_none()
    }

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
        let (tx, rx) = reply::<T>();
        let kind = self.kind;
        let parent = self.parent.clone();
        let queue = if parent.is_none() {
            Span::none()
        } else {
            trace_context::queue_span(&parent, kind.label())
        };
        let run = Box::new(move |running: &AtomicUsize| {
            if budget.is_exhausted() {
                queue.record("queue.outcome", "expired");
                // Stale: dropping `tx` tells the caller (a timeout).
                drop(tx);
                return Ran {
                    waker: None,
                    ran: false,
                };
            }
            drop(queue);
            // Made here, so that it starts when the job does and carries
            // this solver thread's name.
            let span = if parent.is_none() {
                Span::none()
            } else {
                trace_context::job_span(&parent, kind.label())
            };
            running.fetch_add(1, Ordering::Relaxed);
            let result = span.in_scope(|| {
                catch_unwind(AssertUnwindSafe(|| job(&budget))).map_err(|_| PoolError::Panicked)
            });
            if result.is_err() {
                span.record("sudoku.outcome", "panicked");
            }
            // Ends before the caller hears back, inside its request's span.
            drop(span);
            // Counted out before the caller hears back, so that a finished
            // request never sees its own job as running.
            running.fetch_sub(1, Ordering::Relaxed);
            Ran {
                waker: tx.send(result),
                ran: true,
            }
        });
        let ticket = self.shared.estimator.enqueued(self.kind);
        let queued = Job {
            ticket,
            enqueued: StdInstant::now(),
            run,
        };
        if self.jobs.send(queued).is_err() {
            // No solver thread is left (they could not be started).
            self.shared.estimator.started(&ticket, Duration::ZERO);
            return Err(PoolError::Timeout);
        }
        match tokio::time::timeout_at(deadline + CANCEL_GRACE, rx).await {
            // A job dropped unrun (its deadline passed, or we left, in the
            // queue) reports a timeout itself.
            Ok(result) => result,
            // The job ignored its budget for too long; the guard cancels it.
            Err(_) => Err(PoolError::Timeout),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn soon(ms: u64) -> Instant {
        Instant::now() + Duration::from_millis(ms)
    }

    #[tokio::test]
    async fn runs_jobs_and_reports_panics() {
        let pool = SolverPool::new(2, 0);
        assert_eq!(
            pool.run(JobKind::Solve, soon(1000), |_| 41 + 1).await,
            Ok(42)
        );
        let r: Result<(), _> = pool
            .run(JobKind::Solve, soon(1000), |_| panic!("boom"))
            .await;
        assert_eq!(r, Err(PoolError::Panicked));
        // The pool still works and every place was given back.
        assert_eq!(pool.run(JobKind::Solve, soon(1000), |_| 7).await, Ok(7));
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
                pool.run(JobKind::Solve, soon(5000), move |_| {
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
        assert!(matches!(
            pool.run(JobKind::Solve, soon(1000), |_| ()).await,
            Err(PoolError::Overloaded(Refusal {
                retry_after: 1,
                reason: RefusalReason::Cap { limit: 1 }
            }))
        ));
        release.store(true, Ordering::Relaxed);
        assert_eq!(busy.await.unwrap(), Ok(()));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn results_held_back_for_a_batched_wake_all_arrive() {
        let pool = SolverPool::new(2, 10_000);
        let tasks: Vec<_> = (0..2000u64)
            .map(|i| {
                let pool = pool.clone();
                tokio::spawn(
                    async move { pool.run(JobKind::Solve, soon(60_000), move |_| i * 2).await },
                )
            })
            .collect();
        for (i, t) in tasks.into_iter().enumerate() {
            assert_eq!(t.await.unwrap(), Ok(i as u64 * 2));
        }
        assert_eq!(pool.admitted(), 0);
    }

    #[tokio::test]
    async fn a_job_that_cannot_finish_in_its_budget_is_refused() {
        let pool = SolverPool::new(1, 100);
        // A budget already spent: refused at admission, never queued.
        match pool.run(JobKind::Solve, Instant::now(), |_| ()).await {
            Err(PoolError::Overloaded(r)) => {
                assert!(matches!(r.reason, RefusalReason::Wait { .. }));
                assert!(r.retry_after >= 1);
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        assert_eq!(pool.admitted(), 0);
    }

    #[tokio::test]
    async fn deadline_stops_the_job_and_frees_the_worker() {
        let pool = SolverPool::new(1, 0);
        let started = std::time::Instant::now();
        // A job that runs until its budget says stop.
        let r = pool
            .run(JobKind::Solve, soon(30), |budget| {
                while !budget.is_exhausted() {
                    std::hint::spin_loop();
                }
                std::time::Instant::now()
            })
            .await;
        let stopped_at = r.unwrap();
        assert!(stopped_at.duration_since(started) >= Duration::from_millis(29));
        // The worker is free again at once.
        assert_eq!(pool.run(JobKind::Solve, soon(1000), |_| 1).await, Ok(1));
    }

    #[tokio::test]
    async fn dropping_the_request_cancels_the_job() {
        let pool = SolverPool::new(1, 0);
        let observed = Arc::new(AtomicBool::new(false));
        let o2 = observed.clone();
        let fut = pool.run(JobKind::Solve, soon(60_000), move |budget| {
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
