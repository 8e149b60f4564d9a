//! The logic lane: how grades and hints (`POST /grade`, `POST /hint`) share
//! the solver pool with solves.
//!
//! A rating takes milliseconds typically and may hold a solver thread for
//! its whole budget (`--logic-timeout-ms`, 1 s by default) on the hardest
//! puzzles, where a solve takes microseconds. Run through the pool's one
//! FIFO queue without a bound, a few clients grading hard puzzles would
//! hold every solver thread and `/solve` would wait behind them. So:
//!
//! * At most [`LogicLane::cap`] logic jobs are in the pool at once
//!   (running or queued there): `--max-concurrent-logic`, by default the
//!   solver threads less one (at least one), so that with two or more
//!   threads one always stays free for solves.
//! * A logic request over the cap **waits** for a place, in arrival order
//!   (a fair semaphore, on the async side: no solver thread is held), when
//!   the wait predicted for it (the logic jobs ahead, spread over the cap,
//!   each at the kind's service estimate from [`super::admission`]) fits
//!   in its share of its budget (`--admission-budget-percent`); otherwise
//!   it is **refused at once** with `503 overloaded` and a `Retry-After`.
//!   A request whose deadline passes while it waits is `503 timeout`.
//! * Holding a place, the job is admitted to the pool like any other (as
//!   [`JobKind::Grade`] or [`JobKind::Hint`]) and runs under the request's
//!   [`Budget`]: at the deadline, or when the client
//!   goes away, the rater stops within a millisecond, and a rating cut
//!   short answers `200` with `complete: false`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant as StdInstant};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

use super::admission::JobKind;
use super::jobs::pool_problem;
use super::solver_pool::{PoolError, SolverPool};
use crate::answer::ProblemJson;
use crate::http::metrics;
use crate::http::problem::{internal_error, ErrorCode, Problem};
use crate::http::trace_context;
use crate::sudoku::Budget;
use crate::telemetry;

/// Longest `Retry-After` of a lane refusal, in seconds.
const RETRY_AFTER_MAX: u64 = 60;

/// The places for logic jobs (see the [module](self) docs).
#[derive(Debug, Clone)]
pub struct LogicLane {
    places: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
    cap: usize,
}

/// Why a logic request got no place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaneError {
    /// The wait predicted for it does not fit in its budget share.
    Refused {
        /// The predicted wait.
        predicted: Duration,
        /// Seconds after which a retry may get a place (1-60).
        retry_after: u32,
    },
    /// Its deadline passed while it waited.
    Timeout,
}

/// Decrements the waiting count when the wait ends (or is dropped).
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl LogicLane {
    /// A lane of `cap` places (at least 1).
    pub fn new(cap: usize) -> Self {
        let cap = cap.max(1);
        LogicLane {
            places: Arc::new(Semaphore::new(cap)),
            waiting: Arc::new(AtomicUsize::new(0)),
            cap,
        }
    }

    /// The number of places.
    pub fn cap(&self) -> usize {
        self.cap
    }

    /// Logic jobs holding a place now.
    pub fn in_flight(&self) -> usize {
        self.cap - self.places.available_permits()
    }

    /// Logic requests waiting for a place now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Relaxed)
    }

    /// The wait predicted for a request arriving now when each logic job
    /// takes about `service`: the jobs ahead of it beyond the free places,
    /// spread over the places.
    pub fn predicted_wait(&self, service: Duration) -> Duration {
        let ahead = self.in_flight() + self.waiting();
        let beyond = ahead.saturating_sub(self.cap - 1);
        if beyond == 0 {
            return Duration::ZERO;
        }
        let per_place = beyond.div_ceil(self.cap);
        service.saturating_mul(u32::try_from(per_place).unwrap_or(u32::MAX))
    }

    /// A place for a request that must finish by `deadline`: at once when
    /// one is free; after a wait when the wait predicted from `service`
    /// fits in `share_percent` % of the remaining budget; else refused.
    pub async fn acquire(
        &self,
        deadline: Instant,
        service: Duration,
        share_percent: u8,
    ) -> Result<OwnedSemaphorePermit, LaneError> {
        if let Ok(permit) = self.places.clone().try_acquire_owned() {
            return Ok(permit);
        }
        let remaining = deadline.saturating_duration_since(Instant::now());
        let allowed = remaining.saturating_mul(u32::from(share_percent.clamp(1, 100))) / 100;
        let predicted = self.predicted_wait(service);
        if predicted >= allowed {
            let secs = predicted.as_nanos().div_ceil(1_000_000_000);
            let secs = u64::try_from(secs)
                .unwrap_or(RETRY_AFTER_MAX)
                .clamp(1, RETRY_AFTER_MAX);
            return Err(LaneError::Refused {
                predicted,
                retry_after: u32::try_from(secs).unwrap_or(1),
            });
        }
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let _waiting = Waiting(&self.waiting);
        match tokio::time::timeout_at(deadline, self.places.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            // The semaphore is never closed; treat it as no place in time.
            Ok(Err(_)) | Err(_) => Err(LaneError::Timeout),
        }
    }
}

/// A finished logic job and how long it held its solver thread.
#[derive(Debug)]
pub struct TimedLogic<T> {
    /// What the job returned.
    pub value: T,
    /// Solver time in microseconds.
    pub micros: u64,
}

/// What a logic job runs on: the pool, the lane in front of it, and the
/// limits of a request.
#[derive(Clone, Copy)]
pub struct LogicRun<'a> {
    /// The solver pool.
    pub pool: &'a SolverPool,
    /// The lane whose places the job takes first.
    pub lane: &'a LogicLane,
    /// A logic request's budget, `--logic-timeout-ms`.
    pub timeout_ms: u64,
    /// The share of its budget a request may wait, `--admission-budget-percent`.
    pub budget_percent: u8,
}

/// `503 timeout` for a grade or hint (`what`) that found no place or
/// thread before the end of its budget of `timeout_ms`; counted in the
/// metrics.
pub fn logic_timeout_problem(timeout_ms: u64, what: &str) -> Problem {
    metrics::record_timeout();
    ProblemJson::logic_timeout(timeout_ms, what).into()
}

fn lane_problem(run: LogicRun<'_>, e: LaneError, what: &str) -> Problem {
    match e {
        LaneError::Timeout => logic_timeout_problem(run.timeout_ms, what),
        LaneError::Refused {
            predicted,
            retry_after,
        } => {
            metrics::record_overload("logic");
            Problem::new(
                ErrorCode::Overloaded,
                format!(
                    "all {} places for grades, hints and generations are taken (one solver thread is kept \
                     for solves) and about {} ms of that work is ahead, too much to finish \
                     this request within its budget; retry later",
                    run.lane.cap(),
                    predicted.as_millis()
                ),
            )
            .with_retry_after(retry_after)
        }
    }
}

/// `422 budget_too_small` for a job whose kind's service estimate alone
/// exceeds the share of its whole budget that admission allows: it would
/// be refused even with no queue ahead, so a `503 overloaded` with
/// `Retry-After` would have the client retry for ever. Only for kinds that
/// answer nothing when cut short (generation); a grade or hint cut short
/// still answers.
fn too_large(
    run: LogicRun<'_>,
    kind: JobKind,
    what: &str,
    service: Duration,
    deadline: Instant,
) -> Option<Problem> {
    let budget = deadline.saturating_duration_since(Instant::now());
    let allowed = budget.saturating_mul(u32::from(run.budget_percent.clamp(1, 100))) / 100;
    if kind.answers_when_cut() || service <= allowed {
        return None;
    }
    metrics::record_overload("too_large");
    Some(Problem::new(
        ErrorCode::BudgetTooSmall,
        format!(
            "a {what} takes about {} ms now, more than the {} ms of the {} ms budget it may use \
             even with no queue ahead; retrying will not help (ask for less work, such as fewer \
             puzzles, or run the server with a longer --logic-timeout-ms)",
            service.as_millis(),
            allowed.as_millis(),
            run.timeout_ms
        ),
    ))
}

/// Runs one logic job of `kind` (`what` names it in problems): a place in
/// the lane, then the pool, under a budget ending at `deadline`.
pub async fn run_logic<T, F>(
    run: LogicRun<'_>,
    kind: JobKind,
    what: &'static str,
    deadline: Instant,
    job: F,
) -> Result<TimedLogic<T>, Problem>
where
    T: Send + 'static,
    F: FnOnce(&Budget) -> T + Send + 'static,
{
    let service = Duration::from_secs_f64(
        run.pool
            .snapshot()
            .service_secs
            .get(kind.index())
            .copied()
            .unwrap_or(0.0)
            .max(0.0),
    );
    if let Some(p) = too_large(run, kind, what, service, deadline) {
        return Err(p);
    }
    let parent = if telemetry::traces_on() {
        trace_context::sampled_current()
    } else {
        tracing::Span::none()
    };
    let (lane, predicted) = if parent.is_none() {
        (tracing::Span::none(), Duration::ZERO)
    } else {
        (
            trace_context::admission_span(&parent, "logic_lane", kind.label()),
            run.lane.predicted_wait(service),
        )
    };
    let place = run
        .lane
        .acquire(deadline, service, run.budget_percent)
        .await;
    match &place {
        Ok(_) => trace_context::record_admission(&lane, "admitted", predicted),
        Err(LaneError::Refused { predicted, .. }) => {
            trace_context::record_admission(&lane, "refused_wait", *predicted);
        }
        Err(LaneError::Timeout) => trace_context::record_admission(&lane, "timed_out", predicted),
    }
    // Its duration is the wait for a place.
    drop(lane);
    let place = place.map_err(|e| lane_problem(run, e, what))?;
    if Instant::now() >= deadline {
        // The wait for a place took the whole budget.
        return Err(logic_timeout_problem(run.timeout_ms, what));
    }
    // The place goes with the job: it is given back when the job ends on
    // its solver thread (or is dropped unrun), not when the request stops
    // waiting, so the cap counts busy solver threads even for a job slow
    // to notice its deadline.
    let ran = run.pool.run(kind, deadline, move |budget: &Budget| {
        let _place = place;
        let t0 = StdInstant::now();
        let value = job(budget);
        let elapsed = t0.elapsed();
        metrics::record_logic(kind.label(), elapsed);
        TimedLogic {
            value,
            micros: u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX),
        }
    });
    ran.await.map_err(|e| match e {
        PoolError::Timeout => logic_timeout_problem(run.timeout_ms, what),
        PoolError::Panicked => {
            tracing::error!("a {what} panicked");
            internal_error()
        }
        // Refused by the pool with no budget left (after a wait for a
        // place): that request ran out of time.
        PoolError::Overloaded(_) if Instant::now() >= deadline => {
            logic_timeout_problem(run.timeout_ms, what)
        }
        e @ PoolError::Overloaded(_) => pool_problem(e, run.pool.workers(), run.timeout_ms),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    #[tokio::test]
    async fn places_then_waits_then_refuses() {
        let lane = LogicLane::new(1);
        let soon = || Instant::now() + Duration::from_millis(1000);
        let first = lane.acquire(soon(), 10 * MS, 50).await.unwrap();
        assert_eq!(lane.in_flight(), 1);
        assert_eq!(lane.predicted_wait(10 * MS), 10 * MS);
        // A short expected wait: it waits, and gets the place once freed.
        let waiter = {
            let lane = lane.clone();
            tokio::spawn(async move { lane.acquire(soon(), 10 * MS, 50).await.map(drop) })
        };
        while lane.waiting() == 0 {
            tokio::task::yield_now().await;
        }
        // Jobs of a whole second each, two ahead: refused at once.
        match lane.acquire(soon(), 1000 * MS, 50).await {
            Err(LaneError::Refused { retry_after, .. }) => assert_eq!(retry_after, 2),
            other => panic!("expected a refusal, got {other:?}"),
        }
        drop(first);
        assert_eq!(waiter.await.unwrap(), Ok(()));
        assert_eq!((lane.in_flight(), lane.waiting()), (0, 0));
        // A wait that outlives the deadline is a timeout.
        let held = lane.acquire(soon(), MS, 50).await.unwrap();
        let r = lane
            .acquire(Instant::now() + 20 * MS, Duration::ZERO, 100)
            .await;
        assert_eq!(r.err(), Some(LaneError::Timeout));
        assert_eq!(lane.waiting(), 0);
        drop(held);
    }
}
