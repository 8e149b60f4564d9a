//! The accept loop: admits each connection under the ceiling
//! ([`super::table`]) and serves it in a task of its own
//! ([`super::connection`]); on shutdown, stops accepting and waits for the
//! connections to finish.

use std::future::Future;
use std::io;
use std::pin::pin;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;
use tokio::sync::watch;

use super::connection::serve_connection;
use super::table::{InFlight, Limits, Tracker};

/// Pause after an accept error such as "too many open files", so that the
/// loop does not spin while connections close.
const ACCEPT_ERROR_PAUSE: Duration = Duration::from_millis(10);
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
    let tracker = Arc::new(Tracker::new(limits, in_flight));
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
            Ok((stream, peer)) => {
                // At the ceiling with every connection busy: close at once.
                let Some((slot, conn)) = tracker.admit() else {
                    drop(stream);
                    continue;
                };
                let task = serve_connection(
                    stream,
                    tracker.limits.peer_addr.then_some(peer),
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
