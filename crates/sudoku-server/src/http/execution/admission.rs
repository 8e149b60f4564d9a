//! Admission by predicted wait: whether a job can still finish inside its
//! budget if it joins the solver pool's queue now.
//!
//! The pool keeps, per [`JobKind`], an exponentially weighted moving average
//! (EWMA) of the wall time a job of that kind holds a solver thread, and the
//! sum of those estimates over the jobs waiting in the queue (the queued
//! work). A job's predicted wait is the queued work spread over the solver
//! threads, scaled by a calibration factor: the EWMA of the ratio between
//! each job's measured queue sojourn and the wait predicted for it when it
//! was queued (it absorbs what the estimate misses, such as solver threads
//! sharing their CPUs with the async workers). A job is admitted while
//!
//! ```text
//! predicted wait + its own service estimate <= share × remaining budget
//! ```
//!
//! (`share` is `--admission-budget-percent`, 50% by default: the other half
//! is the margin for estimation error and for the response path), and is
//! refused at once otherwise, with a `Retry-After` derived from the queue.
//! The estimator holds only atomics and takes every time as an argument, so
//! it is shared by the solver threads without locks and is tested with
//! synthetic times.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The kinds of work the pool runs; each has its own service-time
/// estimate, since a solve takes microseconds and a batch slice up to a
/// millisecond. A new kind of job (grading, hints, generation) gets a
/// variant here, a prior in [`JobKind::prior`] and a label, and is admitted
/// by the same rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobKind {
    /// One uniqueness check: `/solve`, and `/validate`'s solution count.
    Solve,
    /// One slice of a batch chunk (at most about a millisecond of solving).
    BatchSlice,
    /// One rating (`POST /grade`): milliseconds typically, up to the logic
    /// budget (`--logic-timeout-ms`) on the hardest puzzles.
    Grade,
    /// One hint (`POST /hint`): a uniqueness check and the next step.
    Hint,
    /// One generation request (`POST /generate`, 1-100 puzzles): about a
    /// millisecond per puzzle from the pool, longer when generated fresh.
    Generate,
}

impl JobKind {
    /// Every kind, in index order.
    pub const ALL: [JobKind; 5] = [
        JobKind::Solve,
        JobKind::BatchSlice,
        JobKind::Grade,
        JobKind::Hint,
        JobKind::Generate,
    ];

    /// Position in per-kind tables.
    pub const fn index(self) -> usize {
        match self {
            JobKind::Solve => 0,
            JobKind::BatchSlice => 1,
            JobKind::Grade => 2,
            JobKind::Hint => 3,
            JobKind::Generate => 4,
        }
    }

    /// The `kind` label in `/metrics`.
    pub const fn label(self) -> &'static str {
        match self {
            JobKind::Solve => "solve",
            JobKind::BatchSlice => "batch_slice",
            JobKind::Grade => "grade",
            JobKind::Hint => "hint",
            JobKind::Generate => "generate",
        }
    }

    /// The service-time estimate before any job of the kind has run.
    pub const fn prior(self) -> Duration {
        match self {
            JobKind::Solve => Duration::from_micros(20),
            JobKind::BatchSlice => Duration::from_millis(1),
            JobKind::Grade => Duration::from_millis(10),
            JobKind::Hint => Duration::from_millis(2),
            JobKind::Generate => Duration::from_millis(2),
        }
    }

    /// Whether a job of the kind still answers usefully when its budget
    /// cuts it short (a grade or hint then reports `incomplete: "budget"`,
    /// a 200). Such a job needs only to *start* within its budget share, so
    /// admission leaves its own service estimate out: a run of hard
    /// puzzles that each used the whole budget must not make every later
    /// grade look unable to finish. A generation cut short has nothing to
    /// answer (`503 timeout`), so it is admitted like a solve.
    pub const fn answers_when_cut(self) -> bool {
        matches!(self, JobKind::Grade | JobKind::Hint)
    }
}

/// Weight of a new service-time sample: 1/`SERVICE_SHIFT`-th power of two.
const SERVICE_SHIFT: u32 = 4;
/// Weight of a new calibration sample (a slower average: it corrects the
/// estimate, and should not follow one job's luck).
const RATIO_SHIFT: u32 = 5;
/// Calibration is kept in thousandths.
const RATIO_ONE: u64 = 1000;
/// Bounds of the calibration factor (0.25× to 16×).
const RATIO_MIN: u64 = RATIO_ONE / 4;
const RATIO_MAX: u64 = RATIO_ONE * 16;
/// Below this, sojourns are mostly wake-up latency, not queueing: a sample
/// whose predicted and measured waits are both shorter only pulls the
/// calibration back towards 1.
const RATIO_FLOOR_NS: u64 = 100_000;
/// A service sample counts for at most this many times the current
/// estimate (plus [`OUTLIER_SLACK_NS`]): a solver thread descheduled in the
/// middle of a job (the machine's other work, a page fault) must not make
/// the next thousand requests look slow. A real change of workload is still
/// followed, by up to a fifth per job.
const OUTLIER_FACTOR: u64 = 4;
const OUTLIER_SLACK_NS: u64 = 10_000;
/// A calibration sample counts for at most twice the current factor.
const RATIO_STEP: u64 = 2;
/// Longest `Retry-After`, in seconds.
const RETRY_AFTER_MAX: u64 = 60;

/// What a queued job carries so that its start can be accounted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket {
    /// Its kind.
    pub kind: JobKind,
    /// Its service estimate, added to the queued work while it waits.
    pub cost_ns: u64,
    /// The work ahead of it when it was queued, spread over the solver
    /// threads (the prediction before calibration).
    pub work_ahead_ns: u64,
}

/// The decision for a job that asks to be admitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// It fits in its budget.
    Admit,
    /// It would not finish in time: refuse it, telling the client to retry
    /// after `retry_after` seconds (at least 1).
    Refuse {
        /// The `Retry-After` value in whole seconds.
        retry_after: u32,
        /// The predicted wait that decided it.
        predicted_wait: Duration,
    },
}

/// A snapshot of the estimator, for `/metrics`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Snapshot {
    /// Service-time estimate per kind ([`JobKind::index`] order), seconds.
    pub service_secs: [f64; JobKind::ALL.len()],
    /// The wait a job queued now is predicted to have, seconds.
    pub predicted_wait_secs: f64,
    /// EWMA of measured queue sojourns, seconds.
    pub sojourn_secs: f64,
    /// The calibration factor (measured sojourn / predicted wait).
    pub calibration: f64,
}

/// The shared estimator: per-kind service times, queued work, sojourns.
#[derive(Debug)]
pub struct Estimator {
    workers: u64,
    /// Share of the remaining budget a job may expect to spend, percent.
    share_percent: u64,
    service_ns: [AtomicU64; JobKind::ALL.len()],
    queued_ns: AtomicU64,
    sojourn_ns: AtomicU64,
    ratio_milli: AtomicU64,
}

fn ewma(avg: &AtomicU64, sample: u64, shift: u32) {
    // Lock-free; two threads racing may each apply their sample to the same
    // old value, which only makes the average a little slower.
    let _ = avg.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |old| {
        let (old, new) = (i128::from(old), i128::from(sample));
        let next = old + ((new - old) >> shift);
        Some(u64::try_from(next.max(0)).unwrap_or(u64::MAX))
    });
}

fn nanos(d: Duration) -> u64 {
    u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)
}

impl Estimator {
    /// An estimator for `workers` solver threads admitting jobs whose
    /// predicted wait and service fit in `share_percent` % (1-100) of their
    /// remaining budget.
    pub fn new(workers: usize, share_percent: u8) -> Self {
        Estimator {
            workers: u64::try_from(workers.max(1)).unwrap_or(u64::MAX),
            share_percent: u64::from(share_percent.clamp(1, 100)),
            service_ns: JobKind::ALL.map(|k| AtomicU64::new(nanos(k.prior()))),
            queued_ns: AtomicU64::new(0),
            sojourn_ns: AtomicU64::new(0),
            ratio_milli: AtomicU64::new(RATIO_ONE),
        }
    }

    /// The service-time estimate of `kind`.
    pub fn service(&self, kind: JobKind) -> Duration {
        Duration::from_nanos(self.service_ns[kind.index()].load(Ordering::Relaxed))
    }

    /// The wait a job queued now is predicted to have.
    pub fn predicted_wait(&self) -> Duration {
        let ahead = u128::from(self.work_ahead_ns());
        let ratio = u128::from(self.ratio_milli.load(Ordering::Relaxed));
        let ns = ahead * ratio / u128::from(RATIO_ONE);
        Duration::from_nanos(u64::try_from(ns).unwrap_or(u64::MAX))
    }

    /// The queued work spread over the solver threads.
    fn work_ahead_ns(&self) -> u64 {
        self.queued_ns.load(Ordering::Relaxed) / self.workers
    }

    /// Whether a job of `kind` with `remaining` budget should be admitted.
    pub fn decide(&self, kind: JobKind, remaining: Duration) -> Decision {
        let wait = self.predicted_wait();
        let allowed =
            remaining.saturating_mul(u32::try_from(self.share_percent).unwrap_or(100)) / 100;
        let fits = if kind.answers_when_cut() {
            wait < allowed
        } else {
            wait.saturating_add(self.service(kind)) <= allowed
        };
        if fits {
            return Decision::Admit;
        }
        // Retry once the queue has drained: the predicted wait, in whole
        // seconds, rounded up, at least 1.
        let secs = wait.as_nanos().div_ceil(1_000_000_000);
        let retry_after = u64::try_from(secs)
            .unwrap_or(RETRY_AFTER_MAX)
            .clamp(1, RETRY_AFTER_MAX);
        Decision::Refuse {
            retry_after: u32::try_from(retry_after).unwrap_or(1),
            predicted_wait: wait,
        }
    }

    /// Accounts for a job of `kind` joining the queue; its ticket goes with
    /// it to [`Estimator::started`].
    pub fn enqueued(&self, kind: JobKind) -> Ticket {
        let work_ahead_ns = self.work_ahead_ns();
        let cost_ns = self.service_ns[kind.index()].load(Ordering::Relaxed);
        self.queued_ns.fetch_add(cost_ns, Ordering::Relaxed);
        Ticket {
            kind,
            cost_ns,
            work_ahead_ns,
        }
    }

    /// Accounts for a queued job leaving the queue after `sojourn` (to run,
    /// or to be dropped stale).
    pub fn started(&self, ticket: &Ticket, sojourn: Duration) {
        let _ = self
            .queued_ns
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |q| {
                Some(q.saturating_sub(ticket.cost_ns))
            });
        let actual = nanos(sojourn);
        ewma(&self.sojourn_ns, actual, SERVICE_SHIFT);
        let predicted = ticket.work_ahead_ns;
        let sample = if predicted < RATIO_FLOOR_NS && actual < RATIO_FLOOR_NS {
            RATIO_ONE
        } else {
            let r = u128::from(actual) * u128::from(RATIO_ONE)
                / u128::from(predicted.max(RATIO_FLOOR_NS));
            u64::try_from(r).unwrap_or(RATIO_MAX)
        };
        let current = self.ratio_milli.load(Ordering::Relaxed);
        let sample = sample.min(current.saturating_mul(RATIO_STEP));
        ewma(
            &self.ratio_milli,
            sample.clamp(RATIO_MIN, RATIO_MAX),
            RATIO_SHIFT,
        );
    }

    /// Records that a job of `kind` held a solver thread for `service`.
    pub fn finished(&self, kind: JobKind, service: Duration) {
        let avg = &self.service_ns[kind.index()];
        let ceiling = avg
            .load(Ordering::Relaxed)
            .saturating_mul(OUTLIER_FACTOR)
            .saturating_add(OUTLIER_SLACK_NS);
        ewma(avg, nanos(service).min(ceiling), SERVICE_SHIFT);
    }

    /// The figures `/metrics` shows.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            service_secs: JobKind::ALL.map(|k| self.service(k).as_secs_f64()),
            predicted_wait_secs: self.predicted_wait().as_secs_f64(),
            sojourn_secs: Duration::from_nanos(self.sojourn_ns.load(Ordering::Relaxed))
                .as_secs_f64(),
            calibration: self.ratio_milli.load(Ordering::Relaxed) as f64 / RATIO_ONE as f64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const US: Duration = Duration::from_micros(1);
    const MS: Duration = Duration::from_millis(1);

    /// Feeds `n` jobs of `kind` each taking `each` through a queue that
    /// never waits, so only the service estimate moves.
    fn train(e: &Estimator, kind: JobKind, each: Duration, n: usize) {
        for _ in 0..n {
            let t = e.enqueued(kind);
            e.started(&t, Duration::ZERO);
            e.finished(kind, each);
        }
    }

    #[test]
    fn service_estimate_follows_the_recent_jobs_of_each_kind() {
        let e = Estimator::new(2, 50);
        assert_eq!(e.service(JobKind::Solve), JobKind::Solve.prior());
        train(&e, JobKind::Solve, 8 * US, 200);
        let s = e.service(JobKind::Solve);
        assert!(s >= 7 * US && s <= 9 * US, "{s:?}");
        // The other kind keeps its own estimate.
        assert_eq!(e.service(JobKind::BatchSlice), JobKind::BatchSlice.prior());
        // A change of workload is followed within a few dozen jobs.
        train(&e, JobKind::Solve, 80 * US, 100);
        let s = e.service(JobKind::Solve);
        assert!(s >= 75 * US && s <= 81 * US, "{s:?}");
    }

    #[test]
    fn a_descheduled_job_does_not_make_every_job_look_slow() {
        let e = Estimator::new(1, 50);
        train(&e, JobKind::Solve, 8 * US, 200);
        // One job preempted for 10 ms.
        train(&e, JobKind::Solve, 10 * MS, 1);
        let s = e.service(JobKind::Solve);
        assert!(s <= 12 * US, "{s:?}");
    }

    #[test]
    fn predicted_wait_is_the_queued_work_over_the_workers() {
        let e = Estimator::new(2, 50);
        train(&e, JobKind::Solve, 10 * US, 300);
        assert_eq!(e.predicted_wait(), Duration::ZERO);
        let tickets: Vec<Ticket> = (0..1000).map(|_| e.enqueued(JobKind::Solve)).collect();
        // 1000 jobs of about 10 µs on two threads: about 5 ms.
        let w = e.predicted_wait();
        assert!(w >= 4500 * US && w <= 5500 * US, "{w:?}");
        // Each later ticket predicted a longer wait than the one before.
        assert!(tickets[999].work_ahead_ns > tickets[1].work_ahead_ns);
        // Jobs leaving the queue take their work with them.
        for t in &tickets {
            e.started(t, Duration::from_nanos(t.work_ahead_ns));
        }
        assert_eq!(e.predicted_wait(), Duration::ZERO);
    }

    #[test]
    fn admits_while_the_wait_fits_the_budget_share_and_refuses_beyond() {
        let e = Estimator::new(1, 50);
        train(&e, JobKind::Solve, 10 * US, 300);
        // 100 queued jobs: about 1 ms of work ahead.
        let tickets: Vec<Ticket> = (0..100).map(|_| e.enqueued(JobKind::Solve)).collect();
        assert_eq!(e.decide(JobKind::Solve, 1000 * MS), Decision::Admit);
        assert_eq!(e.decide(JobKind::Solve, 3 * MS), Decision::Admit);
        // Half of 1.5 ms is less than the 1 ms wait.
        match e.decide(JobKind::Solve, 1500 * US) {
            Decision::Refuse {
                retry_after,
                predicted_wait,
            } => {
                assert_eq!(retry_after, 1, "at least one second");
                assert!(predicted_wait >= 900 * US, "{predicted_wait:?}");
            }
            Decision::Admit => panic!("admitted a job that cannot finish in its budget share"),
        }
        // A budget already spent is refused even with an empty queue.
        for t in &tickets {
            e.started(t, MS);
        }
        assert!(matches!(
            e.decide(JobKind::Solve, Duration::ZERO),
            Decision::Refuse { .. }
        ));
    }

    #[test]
    fn retry_after_is_the_predicted_wait_rounded_up_to_seconds() {
        let e = Estimator::new(1, 50);
        train(&e, JobKind::BatchSlice, 500 * MS, 300);
        for _ in 0..5 {
            e.enqueued(JobKind::BatchSlice);
        }
        // About 2.5 s of queued work.
        match e.decide(JobKind::Solve, Duration::from_secs(1)) {
            Decision::Refuse { retry_after, .. } => assert_eq!(retry_after, 3),
            Decision::Admit => panic!("admitted"),
        }
        // Capped at a minute.
        for _ in 0..1000 {
            e.enqueued(JobKind::BatchSlice);
        }
        match e.decide(JobKind::Solve, Duration::from_secs(1)) {
            Decision::Refuse { retry_after, .. } => assert_eq!(retry_after, 60),
            Decision::Admit => panic!("admitted"),
        }
    }

    #[test]
    fn calibration_learns_when_the_queue_is_slower_than_its_work_says() {
        let e = Estimator::new(1, 50);
        train(&e, JobKind::Solve, 10 * US, 300);
        // Queues of 100 jobs whose measured sojourn is three times the
        // prediction (say, the solver shares its CPU with the async side).
        for _ in 0..20 {
            let tickets: Vec<Ticket> = (0..100).map(|_| e.enqueued(JobKind::Solve)).collect();
            for t in &tickets {
                e.started(t, Duration::from_nanos(t.work_ahead_ns * 3));
            }
        }
        let c = e.snapshot().calibration;
        assert!((2.5..=3.1).contains(&c), "{c}");
        // The prediction now includes the factor.
        for _ in 0..100 {
            e.enqueued(JobKind::Solve);
        }
        let w = e.predicted_wait();
        assert!(w >= 2500 * US && w <= 3200 * US, "{w:?}");
    }

    #[test]
    fn calibration_returns_to_one_when_queues_are_short() {
        let e = Estimator::new(1, 50);
        train(&e, JobKind::Solve, 10 * US, 300);
        for _ in 0..20 {
            let tickets: Vec<Ticket> = (0..100).map(|_| e.enqueued(JobKind::Solve)).collect();
            for t in &tickets {
                e.started(t, Duration::from_nanos(t.work_ahead_ns * 8));
            }
        }
        assert!(e.snapshot().calibration > 4.0);
        // Short waits, well predicted: back towards 1.
        train(&e, JobKind::Solve, 10 * US, 1000);
        let c = e.snapshot().calibration;
        assert!((0.9..=1.1).contains(&c), "{c}");
    }

    #[test]
    fn calibration_is_bounded() {
        let e = Estimator::new(1, 50);
        for _ in 0..1000 {
            let t = e.enqueued(JobKind::Solve);
            e.started(&t, Duration::from_secs(10));
        }
        assert!(e.snapshot().calibration <= 16.0);
    }

    #[test]
    fn logic_jobs_need_only_to_start_within_their_share() {
        let e = Estimator::new(2, 50);
        // Grades that each used a whole 1 s budget.
        train(&e, JobKind::Grade, Duration::from_secs(1), 300);
        assert!(e.service(JobKind::Grade) > 500 * MS);
        // An empty queue still admits the next grade; a solve of the same
        // estimate would be refused.
        assert_eq!(
            e.decide(JobKind::Grade, Duration::from_secs(1)),
            Decision::Admit
        );
        train(&e, JobKind::Solve, Duration::from_secs(1), 300);
        assert!(matches!(
            e.decide(JobKind::Solve, Duration::from_secs(1)),
            Decision::Refuse { .. }
        ));
        // A spent budget is refused for every kind.
        assert!(matches!(
            e.decide(JobKind::Hint, Duration::ZERO),
            Decision::Refuse { .. }
        ));
        for kind in JobKind::ALL {
            assert_eq!(JobKind::ALL[kind.index()], kind);
        }
    }
}
