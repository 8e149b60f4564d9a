//! The router as hyper's service for one connection: the connection is
//! busy from a request's head to the end of its answer's body, and the
//! request's body is put under its time limit ([`super::timed_body`]).

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::{Body, Bytes};
use axum::http::{Request, Response};
use axum::routing::future::RouteFuture;
use axum::Router;
use hyper::body::{Frame, Incoming, SizeHint};
use pin_project_lite::pin_project;
use tokio::time::Instant;
use tower::Service;

use super::table::{Conn, Tracker, BUSY, IDLE};
use super::timed_body::TimedBody;

/// The router as hyper's service for one connection: marks the connection
/// busy from the head to the end of the response, and puts the body under
/// its time limit.
#[derive(Clone)]
pub(super) struct ConnService {
    /// The peer's address, when the app asked for it ([`super::Limits::peer_addr`]).
    pub(super) peer: Option<SocketAddr>,
    pub(super) router: Router,
    pub(super) conn: Arc<Conn>,
    pub(super) tracker: Arc<Tracker>,
}

impl hyper::service::Service<Request<Incoming>> for ConnService {
    type Response = Response<TrackedBody>;
    type Error = Infallible;
    type Future = ConnFuture;

    fn call(&self, req: Request<Incoming>) -> Self::Future {
        self.conn.head_started.store(false, Ordering::Relaxed);
        self.conn.enter(BUSY, self.conn.now());
        let mut req = req.map(|body| {
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
        if let Some(peer) = self.peer {
            req.extensions_mut()
                .insert(axum::extract::ConnectInfo(peer));
        }
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
    pub(super) struct ConnFuture {
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
pub(super) struct TrackedBody {
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
