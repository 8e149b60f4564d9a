//! The connections: the accept loop, per-connection time limits, and a
//! ceiling on open connections. `axum::serve` has neither time limits nor a
//! ceiling, so connections are served here with hyper's HTTP/1 machinery.
//!
//! # Time limits
//!
//! Each connection is in one phase at a time, and a watchdog in its task
//! closes it when the phase lasts too long:
//!
//! | phase | from | limit |
//! |---|---|---|
//! | new | accept | `--header-timeout-ms`: nothing or part of a head arrived |
//! | head | the first byte of a later request's head | `--header-timeout-ms` |
//! | busy | the head is complete (the router has the request) | none here: the body has `--body-timeout-ms` (answered `408` by the handler that reads it) |
//! | idle | the response was sent | `--keep-alive-timeout-ms` |
//!
//! A head that timed out part-way is answered `408 request_timeout` before
//! the close; a silent new or idle connection is just closed (a `408` there
//! could be taken as the answer to a request the client sends next).
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

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::{pin, Pin};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::{Request, Response};
use axum::routing::future::RouteFuture;
use axum::Router;
use hyper::body::{Frame, Incoming, SizeHint};
use hyper_util::rt::TokioIo;
use pin_project_lite::pin_project;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};
use tokio::time::{Instant, Sleep};
use tower::Service;

use crate::http::metrics::{self, ConnectionMetrics};
use crate::http::problem::{ErrorCode, Problem, PROBLEM_JSON};

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
}

/// The number of requests in flight on the connections of one
/// [`serve`]; clones share the count.
#[derive(Debug, Clone, Default)]
pub struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    /// Requests whose head has arrived and whose response has not been
    /// sent whole (nor dropped) yet.
    pub fn get(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

/// How often the shedding warning is logged at most.
const WARN_EVERY: Duration = Duration::from_secs(10);

/// Pause after an accept error such as "too many open files", so that the
/// loop does not spin while connections close.
const ACCEPT_ERROR_PAUSE: Duration = Duration::from_millis(10);

/// Time to write the `408` of a head that timed out.
const GOODBYE_WRITE_TIMEOUT: Duration = Duration::from_secs(1);

const NEW: u8 = 0;
const HEAD: u8 = 1;
const BUSY: u8 = 2;
const IDLE: u8 = 3;

/// What the accept loop and a connection's task know of a connection. Only
/// the connection's own task writes it (the IO, the service and the bodies
/// are all polled there); the accept loop reads it to choose whom to evict.
#[derive(Debug)]
struct Conn {
    /// The phase (`NEW`, `HEAD`, `BUSY`, `IDLE`).
    phase: AtomicU8,
    /// When the phase began, in ms since the tracker's epoch.
    since: AtomicU64,
    /// Busy, but waiting for more of the request body.
    awaiting_body: AtomicBool,
    /// Busy, but the socket does not take the response.
    write_blocked: AtomicBool,
    /// Some bytes of the current head have arrived.
    head_started: AtomicBool,
    /// Set with `evict` notified: close now.
    evicted: AtomicBool,
    evict: Notify,
    /// The clock (ms since the tracker's epoch) when the connection's task
    /// was last woken: the phase changes made while it runs take their time
    /// from here, one clock read per wake-up rather than one per change.
    polled_at: AtomicU64,
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

    fn enter(&self, phase: u8, now: u64) {
        self.since.store(now, Ordering::Relaxed);
        self.phase.store(phase, Ordering::Relaxed);
    }

    /// The time of the task's current poll.
    fn now(&self) -> u64 {
        self.polled_at.load(Ordering::Relaxed)
    }

    /// Bytes arrived: an idle connection starts a head.
    fn on_read(&self, now: u64) {
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
enum Expiry {
    /// A head (or a new connection's first) did not arrive in time.
    Header,
    /// A kept-alive connection stayed idle too long.
    Idle,
}

/// The table of open connections, shared by the accept loop and the
/// connections' tasks.
struct Tracker {
    epoch: Instant,
    limits: Limits,
    table: Mutex<Table>,
    metrics: ConnectionMetrics,
    in_flight: InFlight,
    /// When the shedding warning was last logged (ms since the epoch, plus
    /// one; 0: never), and what was shed since.
    warned_at: AtomicU64,
    evicted_unlogged: AtomicU64,
    refused_unlogged: AtomicU64,
}

/// A slab of connections: slots reused through a free list.
#[derive(Default)]
struct Table {
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
    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn table(&self) -> MutexGuard<'_, Table> {
        // The table holds only handles; a panic elsewhere cannot tear it.
        self.table.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Admits a new connection: its slot and state, or `None` when the
    /// table is full of busy connections (close it at once).
    fn admit(&self) -> Option<(usize, Arc<Conn>)> {
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
    fn evict_stalled(&self, table: &mut Table) -> u64 {
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
    fn warn_shedding(&self, now: u64) {
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
    fn release(&self, slot: usize, conn: &Arc<Conn>) {
        self.table().remove(slot, conn);
        self.metrics.open.decrement(1.0);
    }

    /// The watchdog's deadline for `conn` in its current phase, and what
    /// expires then; `None` while busy.
    fn deadline(&self, conn: &Conn) -> Option<(Instant, Expiry)> {
        let since = Duration::from_millis(conn.since.load(Ordering::Relaxed));
        let (limit, expiry) = match conn.phase.load(Ordering::Relaxed) {
            NEW | HEAD => (self.limits.header_timeout, Expiry::Header),
            IDLE => (self.limits.keep_alive_timeout, Expiry::Idle),
            _ => return None,
        };
        Some((self.epoch + since + limit, expiry))
    }
}

/// Serves `router` on `listener` until `stop` completes: accepts, admits
/// under the ceiling, and serves each connection in a task of its own
/// within the time limits. Then stops accepting, asks every connection to
/// finish (in-flight requests complete, idle connections close) and
/// returns once all have closed. `in_flight` counts the requests being
/// worked on meanwhile.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    in_flight: InFlight,
    stop: impl Future<Output = ()>,
) {
    let tracker = Arc::new(Tracker {
        epoch: Instant::now(),
        limits,
        table: Mutex::new(Table::default()),
        metrics: metrics::connection_metrics(),
        in_flight,
        warned_at: AtomicU64::new(0),
        evicted_unlogged: AtomicU64::new(0),
        refused_unlogged: AtomicU64::new(0),
    });
    // Every connection task holds a receiver: `send` asks them to finish,
    // `closed` completes when the last one is gone.
    let (shutdown_tx, shutdown_rx) = watch::channel(());
    let mut stop = pin!(stop);
    loop {
        let accepted = tokio::select! {
            biased;
            () = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        match accepted {
            Ok((stream, _peer)) => {
                // At the ceiling with every connection busy: close at once.
                let Some((slot, conn)) = tracker.admit() else {
                    drop(stream);
                    continue;
                };
                let task = serve_connection(
                    stream,
                    router.clone(),
                    tracker.clone(),
                    slot,
                    conn,
                    shutdown_rx.clone(),
                );
                tokio::spawn(task);
            }
            Err(e) => {
                // Out of file descriptors (the ceiling is above the limit,
                // or something else holds descriptors): make room, and let
                // the evicted connections close before trying again.
                if is_fd_exhaustion(&e) {
                    let evicted = tracker.evict_stalled(&mut tracker.table());
                    tracker.metrics.evicted.increment(evicted);
                    tracker
                        .evicted_unlogged
                        .fetch_add(evicted, Ordering::Relaxed);
                    tracker.warn_shedding(tracker.now());
                } else {
                    tracing::debug!("accept error: {e}");
                }
                tokio::time::sleep(ACCEPT_ERROR_PAUSE).await;
            }
        }
    }
    drop(listener);
    drop(shutdown_rx);
    let _ = shutdown_tx.send(());
    shutdown_tx.closed().await;
}

fn is_fd_exhaustion(e: &io::Error) -> bool {
    // EMFILE (24) and ENFILE (23) on Linux and the BSDs.
    matches!(e.raw_os_error(), Some(23 | 24))
}

/// How a connection's task ended.
enum End {
    /// hyper finished (the client closed, a protocol error, or shutdown).
    Done,
    /// The watchdog's deadline passed.
    Expired(Expiry),
    /// The accept loop needed the room.
    Evicted,
}

async fn serve_connection(
    stream: TcpStream,
    router: Router,
    tracker: Arc<Tracker>,
    slot: usize,
    conn: Arc<Conn>,
    mut shutdown: watch::Receiver<()>,
) {
    let io = TokioIo::new(TrackedIo {
        inner: stream,
        conn: conn.clone(),
    });
    let service = ConnService {
        router,
        conn: conn.clone(),
        tracker: tracker.clone(),
    };
    let mut http = hyper::server::conn::http1::Builder::new().serve_connection(io, service);
    let mut shutting_down = false;
    let mut shutdown_signal = pin!(shutdown.changed());
    let evict = conn.evict.notified();
    let mut evict = pin!(evict);
    // The watchdog's sleep runs to `armed` (`None`: far away). A phase
    // change that moves the deadline earlier re-arms it at once; one that
    // moves it later (or to none, while busy) is seen when the sleep fires,
    // which re-arms it for the phase then current. So a request served
    // within one limit costs no timer reset, only a comparison.
    let mut armed = tracker.deadline(&conn).map(|(at, _)| at);
    let mut sleep = pin!(tokio::time::sleep_until(far_or(armed)));
    let end = std::future::poll_fn(|cx| {
        if evict.as_mut().poll(cx).is_ready() || conn.evicted.load(Ordering::Relaxed) {
            return Poll::Ready(End::Evicted);
        }
        conn.polled_at.store(tracker.now(), Ordering::Relaxed);
        // Once: a completed future is not polled again.
        if !shutting_down && shutdown_signal.as_mut().poll(cx).is_ready() {
            shutting_down = true;
            Pin::new(&mut http).graceful_shutdown();
        }
        if let Poll::Ready(result) = Pin::new(&mut http).poll(cx) {
            if let Err(e) = result {
                tracing::debug!("connection error: {e}");
            }
            return Poll::Ready(End::Done);
        }
        // The phase may have changed while hyper ran.
        let deadline = tracker.deadline(&conn);
        if let Some((at, _)) = deadline {
            if armed.is_none_or(|a| at < a) {
                armed = Some(at);
                sleep.as_mut().reset(at);
            }
        }
        while sleep.as_mut().poll(cx).is_ready() {
            // Fired at `armed`: expired if the current phase's deadline is
            // that or earlier; otherwise follow it (this polls the new
            // sleep, which registers it).
            match deadline {
                Some((at, expiry)) if armed.is_some_and(|a| at <= a) => {
                    return Poll::Ready(End::Expired(expiry));
                }
                Some((at, _)) => armed = Some(at),
                None => armed = None,
            }
            sleep.as_mut().reset(far_or(armed));
        }
        Poll::Pending
    })
    .await;
    match end {
        End::Done | End::Evicted => drop(http),
        End::Expired(Expiry::Idle) => {
            tracker.metrics.idle_timeouts.increment(1);
            drop(http);
        }
        End::Expired(Expiry::Header) => {
            tracker.metrics.header_timeouts.increment(1);
            if conn.head_started.load(Ordering::Relaxed) {
                let stream = http.into_parts().io.into_inner().inner;
                let goodbye = header_timeout_response(tracker.limits.header_timeout);
                let _ =
                    tokio::time::timeout(GOODBYE_WRITE_TIMEOUT, write_all(&stream, &goodbye)).await;
            }
        }
    }
    tracker.release(slot, &conn);
}

/// Writes all of `buf` (tokio's `io-util` is not needed for one write).
async fn write_all(stream: &TcpStream, mut buf: &[u8]) -> io::Result<()> {
    while !buf.is_empty() {
        stream.writable().await?;
        match stream.try_write(buf) {
            Ok(n) => buf = buf.get(n..).unwrap_or_default(),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// A sleep deadline: the given one, or one far enough never to matter.
fn far_or(deadline: Option<Instant>) -> Instant {
    deadline.unwrap_or_else(|| Instant::now() + Duration::from_secs(86_400 * 365))
}

/// The raw `408` sent when a head did not arrive in time: it never reached
/// the router, so it is written here, in the one problem shape, with a
/// fresh request id.
fn header_timeout_response(limit: Duration) -> Vec<u8> {
    let mut problem = Problem::new(
        ErrorCode::RequestTimeout,
        format!(
            "the request head was not received within {} ms",
            limit.as_millis()
        ),
    );
    let id = uuid::Uuid::new_v4().to_string();
    problem.request_id = Some(id.clone());
    let body = problem.to_json();
    format!(
        "HTTP/1.1 408 Request Timeout\r\ncontent-type: {PROBLEM_JSON}\r\ncontent-length: {}\r\n\
         connection: close\r\nx-request-id: {id}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The socket, noting when the client sends and when it does not take
/// what is written.
struct TrackedIo {
    inner: TcpStream,
    conn: Arc<Conn>,
}

impl AsyncRead for TrackedIo {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.conn.on_read(self.conn.now());
        }
        polled
    }
}

impl TrackedIo {
    fn note_write<T>(&self, polled: &Poll<io::Result<T>>) {
        self.conn
            .write_blocked
            .store(polled.is_pending(), Ordering::Relaxed);
    }
}

impl AsyncWrite for TrackedIo {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.note_write(&polled);
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.note_write(&polled);
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The router as hyper's service for one connection: marks the connection
/// busy from the head to the end of the response, and puts the body under
/// its time limit.
#[derive(Clone)]
struct ConnService {
    router: Router,
    conn: Arc<Conn>,
    tracker: Arc<Tracker>,
}

impl hyper::service::Service<Request<Incoming>> for ConnService {
    type Response = Response<TrackedBody>;
    type Error = Infallible;
    type Future = ConnFuture;

    fn call(&self, req: Request<Incoming>) -> Self::Future {
        self.conn.head_started.store(false, Ordering::Relaxed);
        self.conn.enter(BUSY, self.conn.now());
        let req = req.map(|body| {
            if hyper::body::Body::is_end_stream(&body) {
                Body::new(body)
            } else {
                Body::new(TimedBody {
                    inner: body,
                    conn: self.conn.clone(),
                    tracker: self.tracker.clone(),
                    deadline: Instant::now() + self.tracker.limits.body_timeout,
                    sleep: None,
                    timed_out: false,
                })
            }
        });
        self.tracker.in_flight.0.fetch_add(1, Ordering::Relaxed);
        let busy = Busy {
            conn: self.conn.clone(),
            tracker: self.tracker.clone(),
        };
        ConnFuture {
            inner: self.router.clone().call(req),
            busy: Some(busy),
        }
    }
}

pin_project! {
    /// The future of [`ConnService`]: the router's, its answer's body
    /// tracked (a named future, so that nothing is boxed per request).
    struct ConnFuture {
        #[pin]
        inner: RouteFuture<Infallible>,
        busy: Option<Busy>,
    }
}

impl Future for ConnFuture {
    type Output = Result<Response<TrackedBody>, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let Ok(res) = std::task::ready!(this.inner.poll(cx));
        let busy = this.busy.take();
        Poll::Ready(Ok(res.map(|inner| TrackedBody { inner, _busy: busy })))
    }
}

/// Held by a request from its head until its response body is sent (or
/// dropped): the connection is busy until then, and idle after; the request
/// counts in [`InFlight`] as long.
struct Busy {
    conn: Arc<Conn>,
    tracker: Arc<Tracker>,
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.tracker.in_flight.0.fetch_sub(1, Ordering::Relaxed);
        self.conn.awaiting_body.store(false, Ordering::Relaxed);
        if self.conn.phase.load(Ordering::Relaxed) == BUSY {
            self.conn.enter(IDLE, self.conn.now());
        }
    }
}

/// A response body that keeps its connection busy while it is being sent.
struct TrackedBody {
    inner: Body,
    _busy: Option<Busy>,
}

impl hyper::body::Body for TrackedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// The error of a request body that did not arrive within
/// `--body-timeout-ms`; the body reader answers `408 request_timeout`.
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("the request body was not received within {ms} ms")]
pub struct BodyTimeout {
    /// The limit, in milliseconds.
    pub ms: u128,
}

/// A request body under its time limit: the whole body must arrive by
/// `deadline`. The timer starts only when the body is not already there.
struct TimedBody {
    inner: Incoming,
    conn: Arc<Conn>,
    tracker: Arc<Tracker>,
    deadline: Instant,
    sleep: Option<Pin<Box<Sleep>>>,
    timed_out: bool,
}

impl TimedBody {
    fn timeout(&self) -> BodyTimeout {
        BodyTimeout {
            ms: self.tracker.limits.body_timeout.as_millis(),
        }
    }
}

impl hyper::body::Body for TimedBody {
    type Data = Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        if self.timed_out {
            return Poll::Ready(Some(Err(self.timeout().into())));
        }
        match Pin::new(&mut self.inner).poll_frame(cx) {
            Poll::Ready(frame) => {
                self.conn.awaiting_body.store(false, Ordering::Relaxed);
                Poll::Ready(frame.map(|f| f.map_err(Into::into)))
            }
            Poll::Pending => {
                self.conn.awaiting_body.store(true, Ordering::Relaxed);
                let deadline = self.deadline;
                let sleep = self
                    .sleep
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
                if sleep.as_mut().poll(cx).is_ready() {
                    self.timed_out = true;
                    self.conn.awaiting_body.store(false, Ordering::Relaxed);
                    self.tracker.metrics.body_timeouts.increment(1);
                    return Poll::Ready(Some(Err(self.timeout().into())));
                }
                Poll::Pending
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.timed_out || self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

impl Drop for TimedBody {
    fn drop(&mut self) {
        self.conn.awaiting_body.store(false, Ordering::Relaxed);
    }
}

/// The [`BodyTimeout`] behind a body read error, if that is what it is.
pub fn body_timeout_of(error: &(dyn std::error::Error + 'static)) -> Option<BodyTimeout> {
    let mut current = Some(error);
    while let Some(e) = current {
        if let Some(t) = e.downcast_ref::<BodyTimeout>() {
            return Some(*t);
        }
        current = e.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tracker(max: usize) -> Tracker {
        Tracker {
            epoch: Instant::now(),
            limits: Limits {
                header_timeout: Duration::from_secs(1),
                body_timeout: Duration::from_secs(1),
                keep_alive_timeout: Duration::from_secs(1),
                max_connections: max,
            },
            table: Mutex::new(Table::default()),
            metrics: metrics::connection_metrics(),
            in_flight: InFlight::default(),
            warned_at: AtomicU64::new(0),
            evicted_unlogged: AtomicU64::new(0),
            refused_unlogged: AtomicU64::new(0),
        }
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

    #[test]
    fn the_408_is_one_problem() {
        let text = String::from_utf8(header_timeout_response(Duration::from_secs(10))).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 408 "));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(v["code"], "request_timeout");
        assert_eq!(v["status"], 408);
        assert!(v["request_id"].is_string());
    }
}
