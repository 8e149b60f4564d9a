//! The connection table: what the accept loop and each connection's task
//! know of a connection (its phase and since when, whether it waits for
//! the client), the ceiling on open connections, and the requests in
//! flight.
//!
//! # The ceiling
//!
//! The accept loop never stops accepting, so a connection never waits in
//! the kernel's backlog where the server cannot see it. At the ceiling it
//! evicts the connections that have been idle or stalled the longest (a
//! small batch, so that it does not search the table on every accept): new,
//! head and idle connections, and busy ones waiting for the client (for
//! the rest of the body, or to take the response). A connection whose
//! request is being worked on is never evicted. When every connection is
//! busy, the new one is closed at once. Both are counted
//! (`http_connections_shed_total`) and logged as a warning at most every
//! ten seconds.
//!
//! # Requests in flight
//!
//! [`InFlight`] counts the requests being worked on, from a complete head
//! to the end of the response body (or its drop): the shutdown reads it to
//! tell a clean drain from one that cuts requests.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::Notify;
use tokio::time::Instant;

use crate::http::metrics::{self, ConnectionMetrics};

/// The time limits and the ceiling.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Time for a whole request head.
    pub header_timeout: Duration,
    /// Time for a whole request body, from the end of its head.
    pub body_timeout: Duration,
    /// Time a kept-alive connection may stay idle.
    pub keep_alive_timeout: Duration,
    /// Open connections at most.
    pub max_connections: usize,
    /// Put the peer address on each request (axum's `ConnectInfo`): only
    /// per-client fairness reads it, so without it no request pays for it.
    pub peer_addr: bool,
}

/// The number of requests in flight on the connections of one
/// [`super::serve`]; clones share the count.
#[derive(Debug, Clone, Default)]
pub struct InFlight(pub(super) Arc<AtomicUsize>);

impl InFlight {
    /// Requests whose head has arrived and whose response has not been
    /// sent whole (nor dropped) yet.
    pub fn get(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// How often the shedding warning is logged at most.
const WARN_EVERY: Duration = Duration::from_secs(10);

pub(super) const NEW: u8 = 0;
pub(super) const HEAD: u8 = 1;
pub(super) const BUSY: u8 = 2;
pub(super) const IDLE: u8 = 3;

/// What the accept loop and a connection's task know of a connection. Only
/// the connection's own task writes it (the IO, the service and the bodies
/// are all polled there); the accept loop reads it to choose whom to evict.
#[derive(Debug)]
pub(super) struct Conn {
    /// The phase (`NEW`, `HEAD`, `BUSY`, `IDLE`).
    pub(super) phase: AtomicU8,
    /// When the phase began, in ms since the tracker's epoch.
    pub(super) since: AtomicU64,
    /// Busy, but waiting for more of the request body.
    pub(super) awaiting_body: AtomicBool,
    /// Busy, but the socket does not take the response.
    pub(super) write_blocked: AtomicBool,
    /// Some bytes of the current head have arrived.
    pub(super) head_started: AtomicBool,
    /// Set with `evict` notified: close now.
    pub(super) evicted: AtomicBool,
    pub(super) evict: Notify,
    /// The clock (ms since the tracker's epoch) when the connection's task
    /// was last woken: the phase changes made while it runs take their time
    /// from here, one clock read per wake-up rather than one per change.
    pub(super) polled_at: AtomicU64,
}

impl Conn {
    fn new(now: u64) -> Self {
        Conn {
            phase: AtomicU8::new(NEW),
            since: AtomicU64::new(now),
            awaiting_body: AtomicBool::new(false),
            write_blocked: AtomicBool::new(false),
            head_started: AtomicBool::new(false),
            evicted: AtomicBool::new(false),
            evict: Notify::new(),
            polled_at: AtomicU64::new(now),
        }
    }

    pub(super) fn enter(&self, phase: u8, now: u64) {
        self.since.store(now, Ordering::Relaxed);
        self.phase.store(phase, Ordering::Relaxed);
    }

    /// The time of the task's current poll.
    pub(super) fn now(&self) -> u64 {
        self.polled_at.load(Ordering::Relaxed)
    }

    /// Bytes arrived: an idle connection starts a head.
    pub(super) fn on_read(&self, now: u64) {
        match self.phase.load(Ordering::Relaxed) {
            IDLE => {
                self.head_started.store(true, Ordering::Relaxed);
                self.enter(HEAD, now);
            }
            NEW => self.head_started.store(true, Ordering::Relaxed),
            _ => {}
        }
    }

    /// Since when the connection has been idle or stalled, if it is (so it
    /// may be evicted); `None` while its request is being worked on.
    fn stalled_since(&self) -> Option<u64> {
        let waiting_for_client = self.phase.load(Ordering::Relaxed) != BUSY
            || self.awaiting_body.load(Ordering::Relaxed)
            || self.write_blocked.load(Ordering::Relaxed);
        waiting_for_client.then(|| self.since.load(Ordering::Relaxed))
    }
}

/// Why a connection's watchdog closed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Expiry {
    /// A head (or a new connection's first) did not arrive in time.
    Header,
    /// A kept-alive connection stayed idle too long.
    Idle,
}

/// The table of open connections, shared by the accept loop and the
/// connections' tasks.
pub(super) struct Tracker {
    epoch: Instant,
    pub(super) limits: Limits,
    table: Mutex<Table>,
    pub(super) metrics: ConnectionMetrics,
    pub(super) in_flight: InFlight,
    /// When the shedding warning was last logged (ms since the epoch, plus
    /// one; 0: never), and what was shed since.
    warned_at: AtomicU64,
    pub(super) evicted_unlogged: AtomicU64,
    refused_unlogged: AtomicU64,
}

/// A slab of connections: slots reused through a free list.
#[derive(Default)]
pub(super) struct Table {
    slots: Vec<Option<Arc<Conn>>>,
    free: Vec<usize>,
    len: usize,
}

impl Table {
    fn insert(&mut self, conn: Arc<Conn>) -> usize {
        self.len += 1;
        match self.free.pop() {
            Some(i) => {
                if let Some(slot) = self.slots.get_mut(i) {
                    *slot = Some(conn);
                }
                i
            }
            None => {
                self.slots.push(Some(conn));
                self.slots.len() - 1
            }
        }
    }

    /// Removes slot `i` if it still holds `conn`.
    fn remove(&mut self, i: usize, conn: &Arc<Conn>) {
        if let Some(slot) = self.slots.get_mut(i) {
            if slot.as_ref().is_some_and(|c| Arc::ptr_eq(c, conn)) {
                *slot = None;
                self.free.push(i);
                self.len -= 1;
            }
        }
    }
}

impl Tracker {
    /// An empty table for connections under `limits`, counting their
    /// requests in `in_flight`.
    pub(super) fn new(limits: Limits, in_flight: InFlight) -> Self {
        Tracker {
            epoch: Instant::now(),
            limits,
            table: Mutex::new(Table::default()),
            metrics: metrics::connection_metrics(),
            in_flight,
            warned_at: AtomicU64::new(0),
            evicted_unlogged: AtomicU64::new(0),
            refused_unlogged: AtomicU64::new(0),
        }
    }

    pub(super) fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    pub(super) fn table(&self) -> MutexGuard<'_, Table> {
        // The table holds only handles; a panic elsewhere cannot tear it.
        self.table.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Admits a new connection: its slot and state, or `None` when the
    /// table is full of busy connections (close it at once).
    pub(super) fn admit(&self) -> Option<(usize, Arc<Conn>)> {
        let now = self.now();
        let mut table = self.table();
        if table.len >= self.limits.max_connections {
            let evicted = self.evict_stalled(&mut table);
            if evicted == 0 {
                drop(table);
                self.metrics.refused.increment(1);
                self.refused_unlogged.fetch_add(1, Ordering::Relaxed);
                self.warn_shedding(now);
                return None;
            }
            self.metrics.evicted.increment(evicted);
            self.evicted_unlogged.fetch_add(evicted, Ordering::Relaxed);
            self.warn_shedding(now);
        }
        let conn = Arc::new(Conn::new(now));
        let slot = table.insert(conn.clone());
        self.metrics.open.increment(1.0);
        Some((slot, conn))
    }

    /// Evicts the connections idle or stalled the longest: a hundredth of
    /// the ceiling (1 to 256), so that the next accepts find room without
    /// searching the table. Returns how many.
    pub(super) fn evict_stalled(&self, table: &mut Table) -> u64 {
        let batch = (self.limits.max_connections / 100).clamp(1, 256);
        let mut stalled: Vec<(u64, usize)> = table
            .slots
            .iter()
            .enumerate()
            .filter_map(|(i, slot)| {
                slot.as_ref()
                    .and_then(|c| c.stalled_since())
                    .map(|since| (since, i))
            })
            .collect();
        if stalled.len() > batch {
            stalled.select_nth_unstable(batch - 1);
            stalled.truncate(batch);
        }
        let mut evicted = 0;
        for (_, i) in stalled {
            let Some(conn) = table.slots.get_mut(i).and_then(Option::take) else {
                continue;
            };
            table.free.push(i);
            table.len -= 1;
            conn.evicted.store(true, Ordering::Relaxed);
            conn.evict.notify_one();
            evicted += 1;
        }
        evicted
    }

    /// Logs what was shed since the last warning, at most every
    /// [`WARN_EVERY`].
    pub(super) fn warn_shedding(&self, now: u64) {
        let last = self.warned_at.load(Ordering::Relaxed);
        let every = u64::try_from(WARN_EVERY.as_millis()).unwrap_or(u64::MAX);
        if last != 0 && now.saturating_add(1).saturating_sub(last) < every {
            return;
        }
        if self
            .warned_at
            .compare_exchange(
                last,
                now.saturating_add(1),
                Ordering::Relaxed,
                Ordering::Relaxed,
            )
            .is_err()
        {
            return;
        }
        let evicted = self.evicted_unlogged.swap(0, Ordering::Relaxed);
        let refused = self.refused_unlogged.swap(0, Ordering::Relaxed);
        tracing::warn!(
            max_connections = self.limits.max_connections,
            evicted,
            refused,
            "connection ceiling reached: evicted the connections idle or stalled the longest, \
             refused new ones when none was (counts since the last such warning)"
        );
    }

    /// Removes a closed connection.
    pub(super) fn release(&self, slot: usize, conn: &Arc<Conn>) {
        self.table().remove(slot, conn);
        self.metrics.open.decrement(1.0);
    }

    /// The watchdog's deadline for `conn` in its current phase, and what
    /// expires then; `None` while busy.
    pub(super) fn deadline(&self, conn: &Conn) -> Option<(Instant, Expiry)> {
        let since = Duration::from_millis(conn.since.load(Ordering::Relaxed));
        let (limit, expiry) = match conn.phase.load(Ordering::Relaxed) {
            NEW | HEAD => (self.limits.header_timeout, Expiry::Header),
            IDLE => (self.limits.keep_alive_timeout, Expiry::Idle),
            _ => return None,
        };
        Some((self.epoch + since + limit, expiry))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tracker(max: usize) -> Tracker {
        Tracker::new(
            Limits {
                header_timeout: Duration::from_secs(1),
                body_timeout: Duration::from_secs(1),
                keep_alive_timeout: Duration::from_secs(1),
                max_connections: max,
                peer_addr: false,
            },
            InFlight::default(),
        )
    }

    #[test]
    fn at_the_ceiling_the_longest_stalled_goes_and_busy_ones_stay() {
        let t = tracker(3);
        let (_, a) = t.admit().unwrap();
        let (_, b) = t.admit().unwrap();
        let (_, c) = t.admit().unwrap();
        a.enter(BUSY, 0);
        b.enter(IDLE, 5);
        c.enter(HEAD, 3);
        let (_, d) = t.admit().unwrap();
        assert!(c.evicted.load(Ordering::Relaxed), "the oldest stalled");
        assert!(!b.evicted.load(Ordering::Relaxed));
        assert!(!a.evicted.load(Ordering::Relaxed));
        // Busy and waiting for the body counts as stalled.
        d.enter(BUSY, 1);
        d.awaiting_body.store(true, Ordering::Relaxed);
        let (_, e) = t.admit().unwrap();
        assert!(d.evicted.load(Ordering::Relaxed));
        // Everyone busy: the newcomer is refused.
        b.enter(BUSY, 6);
        e.enter(BUSY, 7);
        assert!(t.admit().is_none());
        assert_eq!(t.table().len, 3);
    }

    #[test]
    fn released_slots_are_reused() {
        let t = tracker(2);
        let (i, a) = t.admit().unwrap();
        t.release(i, &a);
        let (j, _) = t.admit().unwrap();
        assert_eq!(i, j);
        assert_eq!(t.table().len, 1);
    }
}
