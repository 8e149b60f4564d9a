//! `GET /daily?level=<id>[&date=YYYY-MM-DD]`: the puzzle of a UTC day at a
//! level, the same for everyone, derived from the date alone (no state):
//! the generator's seeded path ([`generate_distinct`], as `POST /generate`
//! runs it) with the seed of the day and level ([`calendar::seed`]), so
//! the puzzle is rated inside the level's band.
//!
//! The answer is `{"date","puzzle","solution","rating","level","seed","generator"}`:
//! `/generate`'s first puzzle for the day's seed (`seed` is the puzzle's
//! own, as there), with the date,
//! with a strong `ETag` (from the date, the level and the puzzle),
//! `Cache-Control: public, max-age=<seconds until the next UTC midnight>`,
//! `Expires` at that midnight and `Last-Modified` at the day's start, so a
//! CDN keeps it until the day ends. A request whose `If-None-Match` names
//! the tag (or is `*`; compared weakly) is answered `304` with no body.
//!
//! `date` names a past day (from 2000-01-01): an archive costs nothing,
//! every day being derived. A future day is refused (`422`): tomorrow's
//! puzzle is not out until tomorrow. A past day's answer is cached for a
//! day (not forever: a new generator version changes the puzzle and the
//! tag). The day's answers are kept in a small memo (the last
//! [`MEMO`] day-and-level pairs): the rest of the day costs no generation.
//!
//! Generation runs as a logic job ([`JobKind::Generate`]) under
//! `--logic-timeout-ms`, like `POST /generate`.

pub mod calendar;
pub mod conditional;

use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, SystemTime};

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use tokio::time::Instant;

use self::calendar::Day;
use crate::answer::GeneratedJson;
use crate::http::execution::admission::JobKind;
use crate::http::execution::logic_lane::run_logic;
use crate::http::problem::{ErrorCode, Problem};
use crate::http::state::AppState;
use crate::sudoku::generate::{generate_distinct, GenerateError, Generated, Spec, Target};
use crate::sudoku::logic::Level;

/// Day-and-level answers kept: every level of today and yesterday, with
/// room for a few archive days.
pub const MEMO: usize = 32;

/// A rendered answer: its body and tag.
struct Rendered {
    day: Day,
    level: Level,
    body: axum::body::Bytes,
    etag: HeaderValue,
}

fn memo() -> &'static Mutex<Vec<Arc<Rendered>>> {
    static MEMO_CELL: OnceLock<Mutex<Vec<Arc<Rendered>>>> = OnceLock::new();
    MEMO_CELL.get_or_init(|| Mutex::new(Vec::new()))
}

fn remembered(day: Day, level: Level) -> Option<Arc<Rendered>> {
    let memo = memo().lock().ok()?;
    memo.iter()
        .find(|r| r.day == day && r.level == level)
        .cloned()
}

fn remember(r: Arc<Rendered>) {
    if let Ok(mut memo) = memo().lock() {
        if memo.len() >= MEMO {
            memo.remove(0);
        }
        memo.push(r);
    }
}

/// The answer's body.
#[derive(Serialize)]
struct DailyJson<'a> {
    date: String,
    #[serde(flatten)]
    puzzle: GeneratedJson<'a>,
}

/// The query: `level` (required) and `date` (optional).
struct Query {
    level: Level,
    date: Option<Day>,
}

fn invalid(detail: String) -> Problem {
    Problem::new(ErrorCode::InvalidRequest, detail)
}

/// Reads the query string; every fault is `422 invalid_request` naming the
/// parameter.
fn query(raw: Option<&str>) -> Result<Query, Problem> {
    let mut level = None;
    let mut date = None;
    for pair in raw.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decoded(value)
            .ok_or_else(|| invalid(format!("{}: not valid percent-encoded UTF-8", shown(name))))?;
        let slot = match name {
            "level" => &mut level,
            "date" => &mut date,
            other => {
                return Err(invalid(format!(
                    "{}: unknown query parameter; GET /daily takes level and date",
                    shown(other)
                )))
            }
        };
        if slot.replace(value).is_some() {
            return Err(invalid(format!("{name}: given more than once")));
        }
    }
    let ids = || Level::ALL.map(|l| l.as_str()).join(", ");
    let level = match level {
        None => return Err(invalid(format!("level: missing; one of {}", ids()))),
        Some(v) => Level::from_id(&v).ok_or_else(|| {
            invalid(format!(
                "level: {} is not a level; one of {}",
                shown(&v),
                ids()
            ))
        })?,
    };
    let date = match date {
        None => None,
        Some(v) => Some(Day::parse(&v).ok_or_else(|| {
            invalid(format!(
                "date: {} is not a date; a day as YYYY-MM-DD, such as 2025-12-03",
                shown(&v)
            ))
        })?),
    };
    Ok(Query { level, date })
}

/// A value as a problem quotes it: at most 40 characters, in quotes.
fn shown(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    format!("{cut:?}")
}

/// `%XX` and `+` decoded; `None` for a bad escape or bytes that are not
/// UTF-8.
fn percent_decoded(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// The puzzle of the day (see the [module](self) docs).
pub async fn daily(State(state): State<AppState>, req: Request) -> Result<Response, Problem> {
    let Query { level, date } = query(req.uri().query())?;
    let now = SystemTime::now();
    let today = Day::of(now);
    let day = date.unwrap_or(today);
    if day > today {
        return Err(invalid(format!(
            "date: {day} is after today ({today}, UTC); a day's puzzle is out from its midnight UTC"
        )));
    }
    if day < calendar::FIRST {
        return Err(invalid(format!(
            "date: {day} is before {}, the first day with a daily puzzle",
            calendar::FIRST
        )));
    }
    let rendered = match remembered(day, level) {
        Some(r) => r,
        None => {
            let r = Arc::new(render(&state, day, level).await?);
            remember(r.clone());
            r
        }
    };
    let (max_age, expires) = if day == today {
        let midnight = today.next().start();
        let left = midnight.duration_since(now).unwrap_or(Duration::ZERO);
        // Whole seconds, rounded down: a cache never holds it past midnight.
        (left.as_secs(), midnight)
    } else {
        (86_400, now + Duration::from_secs(86_400))
    };
    let mut headers = axum::http::HeaderMap::new();
    headers.insert(header::ETAG, rendered.etag.clone());
    if let Ok(v) = HeaderValue::from_str(&format!("public, max-age={max_age}")) {
        headers.insert(header::CACHE_CONTROL, v);
    }
    if let Ok(v) = HeaderValue::from_str(&httpdate::fmt_http_date(expires)) {
        headers.insert(header::EXPIRES, v);
    }
    if let Ok(v) = HeaderValue::from_str(&httpdate::fmt_http_date(day.start())) {
        headers.insert(header::LAST_MODIFIED, v);
    }
    let etag = rendered.etag.to_str().unwrap_or("");
    if conditional::none_match(req.headers(), etag) {
        return Ok((StatusCode::NOT_MODIFIED, headers).into_response());
    }
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Ok((headers, rendered.body.clone()).into_response())
}

/// Generates and renders `day`'s puzzle at `level` on the logic lane.
async fn render(state: &AppState, day: Day, level: Level) -> Result<Rendered, Problem> {
    let deadline = Instant::now() + state.config.logic_timeout();
    let seed = calendar::seed(day, level);
    let spec = Spec::new(Target::Level(level));
    let timed = run_logic(
        state.logic_run(),
        JobKind::Generate,
        "generation",
        deadline,
        move |budget| generate_distinct(&spec, seed, 1, budget),
    )
    .await?;
    let puzzle: Generated = match timed.value {
        Ok(mut puzzles) if !puzzles.is_empty() => puzzles.swap_remove(0),
        Ok(_) => {
            return Err(Problem::new(
                ErrorCode::Internal,
                "no daily puzzle was made",
            ))
        }
        Err(GenerateError::Cancelled) => {
            crate::http::metrics::record_timeout();
            return Err(Problem::new(
                ErrorCode::Timeout,
                format!(
                    "the daily generation did not finish within {} ms; retry",
                    state.config.logic_timeout_ms
                ),
            ));
        }
        Err(e) => {
            return Err(Problem::new(
                ErrorCode::CannotGenerate,
                format!("cannot generate: {e}"),
            ))
        }
    };
    let body = serde_json::to_vec(&DailyJson {
        date: day.to_string(),
        puzzle: GeneratedJson(&puzzle),
    })
    .map_err(|_| Problem::new(ErrorCode::Internal, "the daily puzzle could not be written"))?;
    let etag = HeaderValue::from_str(&format!(
        "\"{day}-{}-{:016x}\"",
        level.as_str(),
        fnv64(puzzle.puzzle.to_string().as_bytes())
    ))
    .map_err(|_| Problem::new(ErrorCode::Internal, "the daily tag could not be written"))?;
    Ok(Rendered {
        day,
        level,
        body: body.into(),
        etag,
    })
}

/// FNV-1a, 64 bits: the puzzle's part of the tag.
fn fnv64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(q: &str) -> String {
        match query(Some(q)) {
            Ok(_) => panic!("{q} accepted"),
            Err(p) => {
                assert_eq!(p.code, ErrorCode::InvalidRequest);
                p.detail
            }
        }
    }

    #[test]
    fn the_query_is_read_and_every_fault_names_its_parameter() {
        let q = query(Some("level=hard")).unwrap();
        assert_eq!((q.level, q.date), (Level::Hard, None));
        let q = query(Some("date=2025-12-03&level=%65asy")).unwrap();
        assert_eq!(q.level, Level::Easy);
        assert_eq!(q.date, Day::parse("2025-12-03"));
        assert!(err("").starts_with("level: missing"));
        assert!(err("level=impossible").starts_with("level: \"impossible\" is not a level"));
        assert!(err("level=hard&level=easy").starts_with("level: given more than once"));
        assert!(err("level=hard&date=2025-02-30").starts_with("date: \"2025-02-30\""));
        assert!(err("level=hard&x=1").starts_with("\"x\": unknown query parameter"));
        assert!(err("level=%zz").starts_with("\"level\": not valid"));
        assert!(err("level=%ff").starts_with("\"level\": not valid"));
    }
}
