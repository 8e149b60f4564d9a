//! One module per route family; handlers decode into core types, call the
//! core (through the solver pool or the logic lane), and answer through the
//! flow the WebAssembly package shares ([`sudoku_api::endpoint`]).
//!
//! [`ROUTES`] is the one list of routes: the router is built from it
//! ([`routes`]), the request metrics take their route labels from it
//! ([`label`]), and the contract test compares it with `openapi.yaml`'s
//! operations.

pub mod batch;
pub mod daily;
pub mod generate;
pub mod grade;
pub mod health;
pub mod hint;
pub mod metrics;
pub mod openapi;
pub mod playground;
pub mod solve;
pub mod techniques;
pub mod validate;

use axum::extract::Request;
use axum::routing::{on, MethodFilter, MethodRouter};
use axum::Router;

use super::problem::{not_found_problem, ErrorCode, Problem};
use super::state::AppState;
use crate::answer::ProblemJson;

/// The HTTP methods the API uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    /// `GET`.
    Get,
    /// `POST`.
    Post,
}

impl Verb {
    /// The method's name, as in a request line.
    pub fn as_str(self) -> &'static str {
        match self {
            Verb::Get => "GET",
            Verb::Post => "POST",
        }
    }

    fn filter(self) -> MethodFilter {
        match self {
            Verb::Get => MethodFilter::GET,
            Verb::Post => MethodFilter::POST,
        }
    }
}

/// One route: method, path template and handler.
#[derive(Clone, Copy)]
pub struct Route {
    /// The method it answers.
    pub method: Verb,
    /// The path template, as the router and the OpenAPI document write it.
    pub path: &'static str,
    /// The handler, wired to the method it is given (always [`Route::method`]'s).
    pub handler: fn(MethodFilter) -> MethodRouter<AppState>,
}

impl std::fmt::Debug for Route {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.method.as_str(), self.path)
    }
}

/// Every route. A new route goes here (and in `openapi.yaml`, or the
/// contract test fails).
pub const ROUTES: &[Route] = &[
    Route {
        method: Verb::Get,
        path: "/healthz",
        handler: |m| on(m, health::healthz),
    },
    Route {
        method: Verb::Get,
        path: "/readyz",
        handler: |m| on(m, health::readyz),
    },
    Route {
        method: Verb::Get,
        path: "/openapi.yaml",
        handler: |m| on(m, openapi::openapi_yaml),
    },
    Route {
        method: Verb::Post,
        path: "/solve",
        handler: |m| on(m, solve::solve),
    },
    Route {
        method: Verb::Post,
        path: "/validate",
        handler: |m| on(m, validate::validate),
    },
    Route {
        method: Verb::Post,
        path: "/solve/batch",
        handler: |m| on(m, batch::solve_batch),
    },
    Route {
        method: Verb::Post,
        path: "/grade",
        handler: |m| on(m, grade::grade),
    },
    Route {
        method: Verb::Post,
        path: "/hint",
        handler: |m| on(m, hint::hint),
    },
    Route {
        method: Verb::Post,
        path: "/generate",
        handler: |m| on(m, generate::generate),
    },
    Route {
        method: Verb::Get,
        path: "/daily",
        handler: |m| on(m, daily::daily),
    },
    Route {
        method: Verb::Get,
        path: "/techniques",
        handler: |m| on(m, techniques::techniques),
    },
    Route {
        method: Verb::Get,
        path: "/metrics",
        handler: |m| on(m, metrics::render),
    },
    Route {
        method: Verb::Get,
        path: "/",
        handler: |m| on(m, playground::index),
    },
    Route {
        method: Verb::Get,
        path: "/playground/{*file}",
        handler: |m| on(m, playground::file),
    },
];

/// The routes alone, without middleware or fallback: exactly [`ROUTES`].
pub fn routes() -> Router<AppState> {
    ROUTES.iter().fold(Router::new(), |router, route| {
        router.route(route.path, (route.handler)(route.method.filter()))
    })
}

/// The route label of a matched path template: its entry's path in
/// [`ROUTES`] (a `&'static str`, so the metrics need no allocation).
pub fn label(matched: &str) -> Option<&'static str> {
    ROUTES
        .iter()
        .find(|route| route.path == matched)
        .map(|route| route.path)
}

/// The methods `path` is routed for, as an `Allow` header lists them
/// (`GET` brings `HEAD`); `None` for a path no route has.
pub fn methods_of(path: &str) -> Option<Vec<&'static str>> {
    let mut methods = Vec::new();
    for route in ROUTES.iter().filter(|route| route.path == path) {
        methods.push(route.method.as_str());
        if route.method == Verb::Get {
            methods.push("HEAD");
        }
    }
    (!methods.is_empty()).then_some(methods)
}

/// A problem the shared flow ([`sudoku_api::endpoint`]) answered, as an
/// HTTP problem: a timeout is counted in the metrics, as the execution
/// layer counts the timeouts it answers itself.
pub fn answered(problem: ProblemJson) -> Problem {
    if problem.code == ErrorCode::Timeout {
        crate::http::metrics::record_timeout();
    }
    Problem::from(problem)
}

/// Fallback for unknown paths: `404 not_found` naming the path.
pub async fn not_found(req: Request) -> Problem {
    not_found_problem(req.method().as_str(), req.uri().path())
}
