//! Binding, serving and graceful shutdown.
//!
//! Connections are served by [`transport::serve`] (time limits, the
//! connection ceiling). Shutdown, on SIGINT or SIGTERM (or the future given
//! to [`Server::run`]): `/readyz` turns 503 at once; the listener stays
//! open for `shutdown_delay_ms` so load balancers notice; then it closes and
//! in-flight requests get `shutdown_timeout_ms` to finish.
//!
//! The exit status tells a supervisor how the drain ended ([`Drain`]): 0
//! when every request finished, [`EXIT_DRAIN_CUT`] when the time ran out
//! with requests still in flight (logged with their number), 1 when the
//! server could not start or failed.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;

use super::app::{router, AppError};
use super::metrics;
use super::state::AppState;
use super::transport::{self, InFlight, Limits};
use crate::config::Config;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The configuration is unusable.
    #[error(transparent)]
    Config(#[from] AppError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The configured address.
        addr: SocketAddr,
        /// The OS error.
        source: io::Error,
    },
}

/// The exit status of a server whose drain timed out with requests still in
/// flight: they are cut. Apart from 1 (could not start, or failed) and 2 (a
/// usage error, from the command-line parser).
pub const EXIT_DRAIN_CUT: u8 = 3;

/// How a shutdown's drain ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drain {
    /// Every request in flight finished within `--shutdown-timeout-ms`.
    Complete,
    /// The time ran out with `requests` still in flight; they are cut when
    /// the process exits.
    Cut {
        /// How many.
        requests: usize,
    },
}

impl Drain {
    /// The process's exit status for this drain: 0, or [`EXIT_DRAIN_CUT`].
    pub fn exit_code(self) -> ExitCode {
        match self {
            Drain::Complete => ExitCode::SUCCESS,
            Drain::Cut { .. } => ExitCode::from(EXIT_DRAIN_CUT),
        }
    }
}

/// A bound server, ready to run.
pub struct Server {
    listener: TcpListener,
    router: Router,
    state: AppState,
    local_addr: SocketAddr,
}

impl Server {
    /// Binds `state.config.addr` and builds the app.
    pub async fn bind(state: AppState) -> Result<Server, ServerError> {
        let router = router(state.clone())?;
        let addr = state.config.addr;
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|source| ServerError::Bind { addr, source })?;
        let local_addr = listener
            .local_addr()
            .map_err(|source| ServerError::Bind { addr, source })?;
        Ok(Server {
            listener,
            router,
            state,
            local_addr,
        })
    }

    /// The address actually bound (useful with port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The shared state.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until `shutdown` completes, then shuts down gracefully, and
    /// tells how the drain ended.
    pub async fn run(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> io::Result<Drain> {
        let Server {
            listener,
            router,
            state,
            ..
        } = self;
        let (close_tx, close_rx) = tokio::sync::oneshot::channel::<()>();
        let limits = limits(&state);
        let in_flight = InFlight::default();
        let serving = tokio::spawn(transport::serve(
            listener,
            router,
            limits,
            in_flight.clone(),
            async move {
                let _ = close_rx.await;
            },
        ));
        shutdown.await;
        state.begin_shutdown();
        let delay = Duration::from_millis(state.config.shutdown_delay_ms);
        tracing::info!(
            delay_ms = delay.as_millis() as u64,
            "shutdown: readiness off"
        );
        tokio::time::sleep(delay).await;
        let _ = close_tx.send(());
        let drain = Duration::from_millis(state.config.shutdown_timeout_ms);
        let timeout_ms = drain.as_millis() as u64;
        match tokio::time::timeout(drain, serving).await {
            Ok(Ok(())) => Ok(Drain::Complete),
            Ok(Err(join)) => Err(io::Error::other(join)),
            Err(_) => match in_flight.get() {
                // Only connections with part of a head (no request yet)
                // are left: closing them cuts nothing.
                0 => {
                    tracing::warn!(
                        timeout_ms,
                        "shutdown: connections with no complete request were still open \
                         at the drain timeout; they are closed"
                    );
                    Ok(Drain::Complete)
                }
                requests => {
                    metrics::record_drain_cut(requests);
                    tracing::error!(
                        cut_requests = requests,
                        timeout_ms,
                        "shutdown: {requests} requests still in flight at the drain timeout \
                         are cut (exit status {EXIT_DRAIN_CUT})"
                    );
                    Ok(Drain::Cut { requests })
                }
            },
        }
    }
}

/// The connection limits of `state`'s configuration.
fn limits(state: &AppState) -> Limits {
    let config = &state.config;
    Limits {
        header_timeout: config.header_timeout(),
        body_timeout: config.body_timeout(),
        keep_alive_timeout: config.keep_alive_timeout(),
        max_connections: config.connection_ceiling(),
        peer_addr: config.rate_limit,
    }
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("shutdown: SIGINT received"),
        () = term => tracing::info!("shutdown: SIGTERM received"),
    }
}

/// `sudoku-service serve`: logs, binds, serves until a signal, drains.
pub fn main(config: Config) -> ExitCode {
    // Held to the end: dropped, it exports the spans still queued.
    let _traces = crate::telemetry::init(config.log_format, config.otlp_endpoint.as_deref());
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        let server = match Server::bind(AppState::new(config)).await {
            Ok(s) => s,
            Err(e) => {
                tracing::error!("{e}");
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        };
        let cfg = &server.state().config;
        tracing::info!(
            solve_timeout_ms = cfg.solve_timeout_ms,
            max_concurrent_solves = cfg.concurrent_solves(),
            max_queued_solves = cfg.max_queued_solves,
            max_body_bytes = cfg.max_body_bytes,
            max_connections = cfg.connection_ceiling(),
            header_timeout_ms = cfg.header_timeout_ms,
            body_timeout_ms = cfg.body_timeout_ms,
            keep_alive_timeout_ms = cfg.keep_alive_timeout_ms,
            "listening on {}",
            server.local_addr()
        );
        match server.run(shutdown_signal()).await {
            Ok(Drain::Complete) => {
                tracing::info!("shutdown complete");
                ExitCode::SUCCESS
            }
            // Logged with the number of requests cut where it was found.
            Ok(cut @ Drain::Cut { .. }) => cut.exit_code(),
            Err(e) => {
                tracing::error!("server error: {e}");
                ExitCode::FAILURE
            }
        }
    })
}
