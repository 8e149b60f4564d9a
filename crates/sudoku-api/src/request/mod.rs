//! The request layer: a route's JSON body → its typed request, or the
//! [`DecodeError`] the API answers (a stable [`ErrorCode`] and a detail
//! naming the field, row or cell). No HTTP here: the server
//! (`crates/sudoku-server/src/http/decode/`) adds the content type, size and time limits around
//! these functions, and the WebAssembly package calls them as they are, so
//! a request decodes the same everywhere.
//!
//! One function per route, from the body's bytes:
//!
//! | function | route | request |
//! |---|---|---|
//! | [`solve()`], [`validate`] | `POST /solve`, `POST /validate` | [`GridRequest`] |
//! | [`grade`] | `POST /grade` | [`GradeRequest`] |
//! | [`hint`] | `POST /hint` | [`HintRequest`] |
//! | [`generate()`] | `POST /generate` | [`GenerateRequest`] |
//! | [`batch`], [`ndjson_line`] | `POST /solve/batch` (JSON body; one NDJSON line) | a [`GridRequest`] or a [`DecodeError`] per item |
//!
//! [`Decode`] names the single-body functions by their request type, for
//! one generic extractor.
//!
//! | module | role |
//! |---|---|
//! | [`body`] | an object body → a route's derived type: syntax first (400), then not an object, a repeated, missing or unknown field (422) |
//! | [`shape`] | a value's [`Shape`] for "got …" in messages; lenient value decoders that never stop the parser |
//! | [`field`] | a field as sent, and the checks of a value judged whole: a boolean, one of a list of ids, a number in a range |
//! | [`board`] | 9 rows of 9 entries, read and worded once for grids and pencil marks |
//! | [`grid`] | the grid value format: integer rows, one-character string rows, 81-character strings; faults naming the cell |
//! | [`marks`] | the pencil-mark value format of `/hint` |
//! | [`solve`](mod@solve) | the grid bodies: `/solve`, `/validate`, the JSON batch, an NDJSON line |
//! | [`logic`] | the `/grade` and `/hint` bodies |
//! | [`generate`](mod@generate) | the `/generate` body: fields, then their combination |

pub mod board;
pub mod body;
pub mod field;
pub mod generate;
pub mod grid;
pub mod logic;
pub mod marks;
pub mod shape;
pub mod solve;

pub use generate::{generate, GenerateRequest, MAX_COUNT, MAX_SEED};
pub use grid::{GridError, GridFormat, GridValue};
pub use logic::{grade, hint, GradeRequest, HintRequest};
pub use shape::{quote, Shape};
pub use solve::{batch, ndjson_line, solve, validate, GridRequest};

use crate::answer::{ErrorCode, ProblemJson};

/// Why a body is not its route's request: the code and the `detail` the
/// API answers with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    /// The stable code (`malformed_json`, `invalid_request`, `invalid_grid`).
    pub code: ErrorCode,
    /// What is wrong and where (`grid[3][7]: expected …, got 12`).
    pub detail: String,
}

impl DecodeError {
    /// A fault with this code and detail.
    pub fn new(code: ErrorCode, detail: impl Into<String>) -> Self {
        DecodeError {
            code,
            detail: detail.into(),
        }
    }

    /// `422 invalid_request`: the body's shape is wrong.
    pub fn invalid_request(detail: impl Into<String>) -> Self {
        DecodeError::new(ErrorCode::InvalidRequest, detail)
    }
}

/// `grid` absent from a body that needs it.
fn missing_grid() -> DecodeError {
    DecodeError::new(
        ErrorCode::InvalidGrid,
        "grid: missing; expected an array of 9 rows or a string of 81 cells",
    )
}

/// A route's decoding function.
pub type Decoder<T> = fn(&[u8]) -> Result<T, DecodeError>;

/// A request decoded from a whole JSON body by its route's function.
pub trait Decode: Sized {
    /// The route's function ([`solve()`], [`grade`], [`hint`], [`generate()`]).
    const DECODE: Decoder<Self>;
}

impl Decode for GridRequest {
    const DECODE: Decoder<Self> = solve;
}

impl Decode for GradeRequest {
    const DECODE: Decoder<Self> = grade;
}

impl Decode for HintRequest {
    const DECODE: Decoder<Self> = hint;
}

impl Decode for GenerateRequest {
    const DECODE: Decoder<Self> = generate;
}

impl From<DecodeError> for ProblemJson {
    /// The problem of a body that is not its route's request.
    fn from(e: DecodeError) -> Self {
        ProblemJson::new(e.code, e.detail)
    }
}
