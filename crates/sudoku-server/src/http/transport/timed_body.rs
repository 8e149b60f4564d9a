//! A request body under its time limit (`--body-timeout-ms`), and the
//! error the body reader answers `408 request_timeout` for.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Bytes;
use hyper::body::{Frame, Incoming, SizeHint};
use tokio::time::{Instant, Sleep};

use super::table::{Conn, Tracker};

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
pub(super) struct TimedBody {
    pub(super) inner: Incoming,
    pub(super) conn: Arc<Conn>,
    pub(super) tracker: Arc<Tracker>,
    pub(super) deadline: Instant,
    pub(super) sleep: Option<Pin<Box<Sleep>>>,
    pub(super) timed_out: bool,
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
