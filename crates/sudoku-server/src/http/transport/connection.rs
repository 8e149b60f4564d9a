//! One connection's task: hyper's HTTP/1 on the socket, and a watchdog
//! that closes the connection when its phase lasts too long.
//!
//! # Time limits
//!
//! Each connection is in one phase at a time ([`super::table`]), and the
//! watchdog in its task closes it when the phase lasts too long:
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

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::{pin, Pin};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

use axum::Router;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::time::Instant;

use super::service::ConnService;
use super::table::{Conn, Expiry, Tracker};
use super::tracked_io::TrackedIo;
use crate::http::problem::{ErrorCode, Problem, PROBLEM_JSON};

/// Time to write the `408` of a head that timed out.
const GOODBYE_WRITE_TIMEOUT: Duration = Duration::from_secs(1);
/// How a connection's task ended.
enum End {
    /// hyper finished (the client closed, a protocol error, or shutdown).
    Done,
    /// The watchdog's deadline passed.
    Expired(Expiry),
    /// The accept loop needed the room.
    Evicted,
}

pub(super) async fn serve_connection(
    stream: TcpStream,
    peer: Option<SocketAddr>,
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
        peer,
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

#[cfg(test)]
mod tests {
    use super::*;

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
