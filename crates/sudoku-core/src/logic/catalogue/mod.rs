//! The technique catalogue: for every technique the rater knows, its SE
//! rating range and the level band of its lowest rating (read from the
//! [`facts`](super::facts) table), a short description in each [`Lang`],
//! and a worked example found by the rater.
//!
//! The descriptions are data keyed by technique (one entry per
//! [`Technique::ALL`] item, checked by a test); the HTTP layer turns them
//! into `GET /techniques`. The examples live in `catalogue/examples.txt`,
//! written by `examples/catalogue_examples.rs`: per technique a puzzle and
//! a grid of it (the puzzle with some digits placed) on whose plain
//! candidates the rater's next step is that technique, or, for techniques
//! the rater only meets after eliminations, the grid with its candidates
//! (pencil marks) at that point of the rater's path, or at such a point
//! with some wrong candidates further removed (for techniques a cheaper
//! step precedes on every path state searched). The marks always keep the
//! solution's digit (a test checks), so each is a state a player reaches
//! by sound eliminations. The step itself is recomputed from the grid and
//! marks ([`example`]), so it is always exactly what `/hint` answers for
//! them.

use std::sync::OnceLock;

use super::candidates::Candidates;
use super::hint::PencilMarks;
use super::lang::Lang;
use super::level::Level;
use super::rater::next_step;
use super::step::{Rating, Step, Technique};
use crate::grid::Grid;

/// One technique's catalogue entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The technique.
    pub technique: Technique,
    /// SE's lowest rating of a step of it.
    pub min: Rating,
    /// SE's highest, or `None` when a longer pattern rates higher without
    /// bound (chains and cycles: SE adds a length penalty).
    pub max: Option<Rating>,
    /// English description.
    en: &'static str,
    /// Korean description.
    ko: &'static str,
}

impl Entry {
    /// The level band of the lowest rating.
    pub fn level(&self) -> Level {
        self.technique.facts().level()
    }

    /// One or two sentences a player understands, in `lang`.
    pub fn description(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ko => self.ko,
        }
    }

    /// Whether `rating` lies in the entry's range.
    pub fn contains(&self, rating: Rating) -> bool {
        self.technique.facts().contains(rating)
    }
}

/// The entry of a technique.
pub fn entry(t: Technique) -> Entry {
    let facts = t.facts();
    let (en, ko) = DESCRIPTIONS
        .iter()
        .find(|e| e.0 == t)
        // Unreachable: a test checks that every technique has a description.
        .map_or(("", ""), |&(_, en, ko)| (en, ko));
    Entry {
        technique: t,
        min: facts.min,
        max: facts.max,
        en,
        ko,
    }
}

/// Every technique's entry, in the rater's order of difficulty: by lowest
/// rating, then by [`Technique::ALL`]'s order.
pub fn entries() -> Vec<Entry> {
    let mut all: Vec<Entry> = Technique::ALL.iter().map(|&t| entry(t)).collect();
    all.sort_by_key(|e| e.min);
    all
}

/// A worked example: a puzzle, a grid of it, the candidates of that state
/// when they are not the grid's plain ones, and the rater's next step on
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    /// The puzzle (givens only).
    pub puzzle: Grid,
    /// The puzzle with the digits placed before the step.
    pub grid: Grid,
    /// The candidates of each empty cell (pencil marks), when earlier
    /// eliminations removed some of the grid's plain candidates; `None`:
    /// the plain candidates.
    pub marks: Option<PencilMarks>,
    /// The next step on `grid` (and `marks`), of the entry's technique.
    pub step: Step,
}

/// The stored examples, one line each: technique id, puzzle, grid, and,
/// for an example with pencil marks, the candidates of the grid's empty
/// cells in reading order, comma-separated (`137,25,…`).
pub(crate) const EXAMPLES: &str = include_str!("examples.txt");

/// One stored example line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExampleLine {
    /// The technique id.
    pub id: &'static str,
    /// The puzzle, 81 characters.
    pub puzzle: &'static str,
    /// The grid, 81 characters.
    pub grid: &'static str,
    /// The empty cells' candidates, comma-separated, when stored.
    pub marks: Option<&'static str>,
}

/// The stored example lines, comments and blank lines skipped.
pub fn example_lines() -> impl Iterator<Item = ExampleLine> {
    EXAMPLES
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            Some(ExampleLine {
                id: f.next()?,
                puzzle: f.next()?,
                grid: f.next()?,
                marks: f.next(),
            })
        })
}

/// The stored form of `c`'s candidates over `grid`: each empty cell's
/// digits in reading order, comma-separated.
pub fn marks_text(grid: &Grid, c: &Candidates) -> String {
    let mut out = Vec::new();
    for (i, &v) in grid.cells().iter().enumerate() {
        if v == 0 {
            let m = c.cands(i);
            out.push(
                (1..=9u8)
                    .filter(|d| m & (1 << (d - 1)) != 0)
                    .map(|d| char::from(b'0' + d))
                    .collect::<String>(),
            );
        }
    }
    out.join(",")
}

/// Parses [`marks_text`] back over `grid`: `None` when the count of
/// entries is not the count of empty cells or an entry is not digits 1-9.
pub fn parse_marks(grid: &Grid, text: &str) -> Option<PencilMarks> {
    let mut masks = [0u16; crate::grid::CELLS];
    let mut entries = text.split(',');
    for (i, &v) in grid.cells().iter().enumerate() {
        if v == 0 {
            let e = entries.next()?;
            for ch in e.chars() {
                let d = ch.to_digit(10).filter(|d| (1..=9).contains(d))?;
                masks[i] |= 1 << (d - 1);
            }
        }
    }
    if entries.next().is_some() {
        return None;
    }
    PencilMarks::from_masks(masks).ok()
}

/// Computes the example of a stored line: `None` when the line does not
/// parse or the next step is not of `t` (a test checks that none is so).
pub(crate) fn compute(t: Technique, line: &ExampleLine) -> Option<Example> {
    let puzzle: Grid = line.puzzle.parse().ok()?;
    let grid: Grid = line.grid.parse().ok()?;
    let marks = match line.marks {
        Some(m) => Some(parse_marks(&grid, m)?),
        None => None,
    };
    let c = match &marks {
        Some(m) => Candidates::from_grid_and_marks(&grid, m.masks()),
        None => Candidates::from_grid(&grid),
    };
    let step = next_step(&c)?;
    (step.technique == t).then_some(Example {
        puzzle,
        grid,
        marks,
        step,
    })
}

/// The worked example of `t`, or `None` when the example search met no
/// grid with it as the next step. The steps are computed once, on first
/// use (some chain steps take a while to find).
pub fn example(t: Technique) -> Option<&'static Example> {
    static ALL: OnceLock<Vec<Example>> = OnceLock::new();
    ALL.get_or_init(|| {
        example_lines()
            .filter_map(|line| {
                let t = Technique::ALL.iter().copied().find(|t| t.id() == line.id)?;
                compute(t, &line)
            })
            .collect()
    })
    .iter()
    .find(|e| e.step.technique == t)
}

/// Why a technique has no worked example ([`no_example`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoExample {
    /// Worked through by hand against the rater's order: wherever the
    /// technique applies, a technique asked before it finds a step first,
    /// so it is never the rater's next step.
    NeverNextStep,
    /// Not proven impossible, but the example search met no state where it
    /// is the next step.
    NotMet,
}

impl NoExample {
    /// The id the API answers (`never_next_step`, `not_met`).
    pub fn as_str(self) -> &'static str {
        match self {
            NoExample::NeverNextStep => "never_next_step",
            NoExample::NotMet => "not_met",
        }
    }
}

/// The techniques proven never to be the rater's next step (the argument
/// for each is in `docs/api.md`, `GET /techniques`).
const NEVER_NEXT_STEP: &[Technique] = &[Technique::DirectClaiming, Technique::StrongLinkLoop];

/// Why `t` has no worked example, or `None` when it has one. Read from the
/// stored lines, so it costs nothing (a test holds it equal to
/// [`example`]'s `None`).
pub fn no_example(t: Technique) -> Option<NoExample> {
    if example_lines().any(|line| line.id == t.id()) {
        None
    } else if NEVER_NEXT_STEP.contains(&t) {
        Some(NoExample::NeverNextStep)
    } else {
        Some(NoExample::NotMet)
    }
}

/// Each technique's description: (technique, English, Korean).
const DESCRIPTIONS: &[(Technique, &str, &str)] = &[
    (
        Technique::FullHouse,
        "The last empty cell of a row, column or box takes the one digit that house is missing.",
        "행, 열, 박스에 빈칸이 하나만 남으면 그 칸에는 빠진 숫자 하나가 들어갑니다.",
    ),
    (
        Technique::HiddenSingle,
        "A digit that has only one possible cell left in a row, column or box goes there.",
        "어떤 숫자가 행, 열, 박스 안에서 들어갈 수 있는 칸이 하나뿐이면 그 칸에 들어갑니다.",
    ),
    (
        Technique::DirectPointing,
        "A box's candidates for a digit lie in one line; removing the digit from the rest of that line leaves a hidden single.",
        "박스 안에서 어떤 숫자의 후보가 한 줄에만 있으면 그 줄의 나머지 칸에서 그 숫자를 지울 수 있고, 그러면 히든 싱글이 생깁니다.",
    ),
    (
        Technique::DirectClaiming,
        "A line's candidates for a digit lie in one box; removing the digit from the rest of that box leaves a hidden single.",
        "행이나 열에서 어떤 숫자의 후보가 한 박스에만 있으면 그 박스의 나머지 칸에서 그 숫자를 지울 수 있고, 그러면 히든 싱글이 생깁니다.",
    ),
    (
        Technique::DirectHiddenPair,
        "Two digits that fit only the same two cells of a house fill those cells, which leaves a hidden single for another digit.",
        "한 구역에서 두 숫자가 같은 두 칸에만 들어갈 수 있으면 그 두 칸은 이 두 숫자의 자리이고, 그러면 다른 숫자의 히든 싱글이 생깁니다.",
    ),
    (
        Technique::NakedSingle,
        "A cell whose row, column and box already hold eight different digits can only take the ninth.",
        "어떤 칸이 속한 행, 열, 박스에 이미 여덟 개의 서로 다른 숫자가 있으면 그 칸에는 남은 숫자 하나만 들어갑니다.",
    ),
    (
        Technique::DirectHiddenTriple,
        "Three digits that fit only the same three cells of a house fill those cells, which leaves a hidden single for another digit.",
        "한 구역에서 세 숫자가 같은 세 칸에만 들어갈 수 있으면 그 세 칸은 이 숫자들의 자리이고, 그러면 다른 숫자의 히든 싱글이 생깁니다.",
    ),
    (
        Technique::Pointing,
        "When a digit's candidates in a box all lie in one row or column, the digit can be removed from the rest of that line.",
        "박스 안에서 어떤 숫자의 후보가 모두 한 행이나 한 열에 있으면, 그 줄의 박스 밖 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::Claiming,
        "When a digit's candidates in a row or column all lie in one box, the digit can be removed from the rest of that box.",
        "행이나 열에서 어떤 숫자의 후보가 모두 한 박스 안에 있으면, 그 박스의 나머지 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::NakedPair,
        "Two cells of a house with the same two candidates hold those two digits, so no other cell of the house can.",
        "한 구역의 두 칸에 같은 두 후보만 있으면 두 숫자는 그 두 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::XWing,
        "When a digit fits only two cells in each of two rows, and those cells share two columns, the digit leaves the rest of those columns (or the same with rows and columns swapped).",
        "어떤 숫자가 두 행에서 각각 두 칸에만 들어갈 수 있고 그 칸들이 같은 두 열에 있으면, 그 두 열의 나머지 칸에서 그 숫자를 지울 수 있습니다(행과 열을 바꿔도 같습니다).",
    ),
    (
        Technique::HiddenPair,
        "Two digits that fit only the same two cells of a house fill them, so every other candidate of those two cells goes.",
        "한 구역에서 두 숫자가 같은 두 칸에만 들어갈 수 있으면, 그 두 칸의 다른 후보를 모두 지울 수 있습니다.",
    ),
    (
        Technique::NakedTriple,
        "Three cells of a house whose candidates together are only three digits hold those digits, so no other cell of the house can.",
        "한 구역의 세 칸에 있는 후보를 합쳐 세 숫자뿐이면 그 숫자들은 이 세 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::Swordfish,
        "An X-Wing over three lines: a digit confined to the same three columns in three rows leaves the rest of those columns (or rows and columns swapped).",
        "세 줄로 넓힌 X-Wing입니다. 어떤 숫자가 세 행에서 같은 세 열 안에만 들어갈 수 있으면, 그 세 열의 나머지 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::HiddenTriple,
        "Three digits that fit only the same three cells of a house fill them, so every other candidate of those cells goes.",
        "한 구역에서 세 숫자가 같은 세 칸에만 들어갈 수 있으면, 그 세 칸의 다른 후보를 모두 지울 수 있습니다.",
    ),
    (
        Technique::Skyscraper,
        "Two parallel lines each with only two places for a digit, joined at one end: one of the two free ends holds the digit, so any cell seeing both loses it.",
        "어떤 숫자가 평행한 두 줄에서 각각 두 칸에만 들어갈 수 있고 한쪽 끝이 같은 줄에 있으면, 나머지 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::TwoStringKite,
        "A row and a column each with only two places for a digit, linked through a box: one of the two far ends holds the digit, so a cell seeing both loses it.",
        "어떤 숫자가 한 행과 한 열에서 각각 두 칸에만 들어갈 수 있고 두 줄이 한 박스에서 이어지면, 먼 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::TurbotFish,
        "Two strong links on a digit, at least one inside a box, joined at one end: one of the two free ends holds the digit, so a cell seeing both loses it.",
        "한 숫자의 강한 연결 두 개(적어도 하나는 박스 안)가 한쪽 끝에서 이어지면, 나머지 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::StrongLinkLoop,
        "Two strong links on a digit whose ends also see each other close a loop: the digit leaves every cell that sees both cells of a weak link of the loop.",
        "한 숫자의 강한 연결 두 개의 끝이 서로 보이면 고리가 닫히고, 고리의 약한 연결 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::ThreeSkyscrapers,
        "Three parallel lines each with only two places for a digit, chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.",
        "평행한 세 줄의 강한 연결을 이어 붙인 스카이스크래퍼입니다. 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::ThreeStringKite,
        "Three line strong links of both directions chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.",
        "행과 열의 강한 연결 세 개를 이어 붙인 연입니다. 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::ThreeStrongLinks,
        "Three strong links on a digit, one or more inside a box, chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.",
        "한 숫자의 강한 연결 세 개(하나 이상은 박스 안)를 이어 붙이면, 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::GroupedSkyscraper,
        "A skyscraper where one end is a group of cells in a box rather than a single cell.",
        "한쪽 끝이 한 칸이 아니라 박스 안의 칸 묶음인 스카이스크래퍼입니다.",
    ),
    (
        Technique::GroupedTwoStringKite,
        "A 2-String Kite where one end is a group of cells in a box rather than a single cell.",
        "한쪽 끝이 한 칸이 아니라 박스 안의 칸 묶음인 투 스트링 카이트입니다.",
    ),
    (
        Technique::GroupedTurbotFish,
        "A Turbot Fish where one link ends in a group of cells in a box rather than a single cell.",
        "연결 하나의 끝이 한 칸이 아니라 박스 안의 칸 묶음인 터봇 피시입니다.",
    ),
    (
        Technique::GroupedStrongLinkLoop,
        "A loop of two strong links where one end is a group of cells in a box.",
        "한쪽 끝이 박스 안의 칸 묶음인, 강한 연결 두 개로 된 고리입니다.",
    ),
    (
        Technique::ThreeStrongLinkLoop,
        "Three strong links on a digit closing a loop: the digit leaves every cell that sees both cells of a weak link of the loop.",
        "한 숫자의 강한 연결 세 개가 고리를 이루면, 고리의 약한 연결 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::GroupedThreeSkyscrapers,
        "Three chained skyscraper links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 세 줄짜리 스카이스크래퍼입니다.",
    ),
    (
        Technique::GroupedThreeStringKite,
        "A 3-String Kite where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인 쓰리 스트링 카이트입니다.",
    ),
    (
        Technique::GroupedThreeStrongLinks,
        "Three chained strong links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 강한 연결 세 개의 사슬입니다.",
    ),
    (
        Technique::GroupedThreeStrongLinkLoop,
        "A loop of three strong links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 강한 연결 세 개로 된 고리입니다.",
    ),
    (
        Technique::FourSkyscrapers,
        "Four parallel lines each with only two places for a digit, chained end to end: one of the two free ends holds the digit.",
        "평행한 네 줄의 강한 연결을 이어 붙인 스카이스크래퍼입니다. 양 끝 중 하나에 그 숫자가 들어갑니다.",
    ),
    (
        Technique::FourStrongLinks,
        "Four strong links on a digit chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.",
        "한 숫자의 강한 연결 네 개를 이어 붙이면, 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::FourStrongLinkLoop,
        "Four strong links on a digit closing a loop: the digit leaves every cell that sees both cells of a weak link of the loop.",
        "한 숫자의 강한 연결 네 개가 고리를 이루면, 고리의 약한 연결 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::GroupedFourSkyscrapers,
        "Four chained skyscraper links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 네 줄짜리 스카이스크래퍼입니다.",
    ),
    (
        Technique::GroupedFourStrongLinks,
        "Four chained strong links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 강한 연결 네 개의 사슬입니다.",
    ),
    (
        Technique::GroupedFourStrongLinkLoop,
        "A loop of four strong links where an end is a group of cells in a box.",
        "끝 하나가 박스 안의 칸 묶음인, 강한 연결 네 개로 된 고리입니다.",
    ),
    (
        Technique::XYWing,
        "A pivot cell xy sees two cells xz and yz: whichever digit the pivot takes, one wing is z, so z leaves every cell seeing both wings.",
        "후보가 xy인 중심 칸이 xz 칸과 yz 칸을 볼 때, 중심 칸이 무엇이 되든 날개 하나는 z가 되므로 두 날개를 모두 보는 칸에서 z를 지울 수 있습니다.",
    ),
    (
        Technique::XYZWing,
        "A pivot cell xyz sees two cells xz and yz: one of the three is z, so z leaves every cell seeing all three.",
        "후보가 xyz인 중심 칸이 xz 칸과 yz 칸을 볼 때, 세 칸 중 하나는 z이므로 세 칸을 모두 보는 칸에서 z를 지울 수 있습니다.",
    ),
    (
        Technique::UniqueRectangle1,
        "Four cells in two rows, two columns and two boxes cannot all hold the same two digits (the puzzle would have two solutions), so the one cell with extra candidates loses the pair.",
        "두 행, 두 열, 두 박스에 걸친 네 칸이 모두 같은 두 숫자만 가지면 해가 둘이 되므로, 다른 후보가 있는 한 칸에서 그 두 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::UniqueRectangle2,
        "In a unique rectangle, the two cells with extras share one extra digit: one of them must hold it, so it leaves every cell seeing both.",
        "유일 사각형에서 추가 후보가 있는 두 칸이 같은 추가 숫자 하나를 가지면, 둘 중 하나에 그 숫자가 들어가므로 두 칸을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::UniqueRectangle3,
        "In a unique rectangle, the extra candidates of two cells act like one cell in a naked or hidden set with other cells of their house.",
        "유일 사각형에서 두 칸의 추가 후보가 한 칸처럼 작용해, 같은 구역의 다른 칸들과 네이키드 또는 히든 집합을 이룹니다.",
    ),
    (
        Technique::UniqueRectangle4,
        "In a unique rectangle, one of the pair's digits fits only the two extra cells of a house, so the other digit of the pair leaves those cells.",
        "유일 사각형에서 두 숫자 중 하나가 한 구역 안에서 추가 후보가 있는 두 칸에만 들어갈 수 있으면, 그 두 칸에서 다른 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::Bug1,
        "Every empty cell but one has two candidates: without that cell's extra digit the puzzle would have two solutions, so the cell takes that digit.",
        "빈칸이 하나만 빼고 모두 후보가 둘이면, 그 칸이 추가 숫자가 아니면 해가 둘이 되므로 그 칸에 그 숫자가 들어갑니다.",
    ),
    (
        Technique::Bug2,
        "Every empty cell has two candidates except a few that share one extra digit: one of them takes it, so it leaves every cell seeing them all.",
        "후보가 셋 이상인 몇 칸이 같은 추가 숫자 하나를 가지면 그중 하나에 그 숫자가 들어가므로, 그 칸들을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::NakedQuad,
        "Four cells of a house whose candidates together are only four digits hold those digits, so no other cell of the house can.",
        "한 구역의 네 칸에 있는 후보를 합쳐 네 숫자뿐이면 그 숫자들은 이 네 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::WXYZWing,
        "Three cells that see each other hold four digits and a two-candidate cell shares two of them: a digit both sides must hold somewhere leaves every cell that sees all its places.",
        "서로 보이는 세 칸에 네 숫자가 있고 후보 두 개인 칸이 그중 두 숫자를 가지면, 어느 쪽이든 한 곳에 들어가는 숫자를 그 자리들을 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::VWXYZWing,
        "The same as a WXYZ-Wing with four cells holding five digits and a two-candidate cell.",
        "WXYZ-Wing과 같은 원리로, 다섯 숫자를 가진 네 칸과 후보 두 개인 칸으로 이루어집니다.",
    ),
    (
        Technique::UVWXYZWing,
        "The same as a WXYZ-Wing with five cells holding six digits and a two-candidate cell.",
        "WXYZ-Wing과 같은 원리로, 여섯 숫자를 가진 다섯 칸과 후보 두 개인 칸으로 이루어집니다.",
    ),
    (
        Technique::TUVWXYZWing,
        "The same as a WXYZ-Wing with six cells holding seven digits and a two-candidate cell.",
        "WXYZ-Wing과 같은 원리로, 일곱 숫자를 가진 여섯 칸과 후보 두 개인 칸으로 이루어집니다.",
    ),
    (
        Technique::AlignedPairExclusion,
        "Two cells that see each other cannot take a pair of digits that would empty a two-candidate cell both see; a digit left in no allowed pair goes.",
        "서로 보이는 두 칸에 어떤 두 숫자를 넣으면 두 칸이 함께 보는 후보 두 개짜리 칸이 비게 된다면 그 조합은 안 되고, 가능한 조합에 하나도 없는 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::AlignedTripleExclusion,
        "Three cells cannot take a set of digits that would put one digit twice in a house or empty a cell of two or three candidates all three see; a digit left in no allowed set goes.",
        "세 칸에 어떤 세 숫자를 넣으면 한 구역에 같은 숫자가 두 번 들어가거나 세 칸이 모두 보는 후보 두세 개짜리 칸이 비게 된다면 그 조합은 안 되고, 가능한 조합에 하나도 없는 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::Jellyfish,
        "An X-Wing over four lines: a digit confined to the same four columns in four rows leaves the rest of those columns (or rows and columns swapped).",
        "네 줄로 넓힌 X-Wing입니다. 어떤 숫자가 네 행에서 같은 네 열 안에만 들어갈 수 있으면, 그 네 열의 나머지 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::HiddenQuad,
        "Four digits that fit only the same four cells of a house fill them, so every other candidate of those cells goes.",
        "한 구역에서 네 숫자가 같은 네 칸에만 들어갈 수 있으면, 그 네 칸의 다른 후보를 모두 지울 수 있습니다.",
    ),
    (
        Technique::BidirectionalXCycle,
        "A loop of links on one digit, alternating strong and weak, that holds whichever way it is read: the digit leaves every cell that sees both ends of a weak link.",
        "한 숫자의 강한 연결과 약한 연결이 번갈아 이어진 고리는 어느 방향으로 읽어도 성립하므로, 약한 연결 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.",
    ),
    (
        Technique::BidirectionalYCycle,
        "A loop through two-candidate cells, each passing a digit to the next: it holds either way, so the digits it fixes leave the cells that see both their places.",
        "후보 두 개인 칸들을 지나 숫자를 넘겨 주는 고리는 어느 방향으로도 성립하므로, 정해지는 숫자를 그 두 자리를 모두 보는 칸에서 지울 수 있습니다.",
    ),
    (
        Technique::BidirectionalCycle,
        "A loop mixing links within cells and within houses that holds either way round; it removes the candidates that see both ends of its weak links.",
        "칸 안의 연결과 구역 안의 연결이 섞인 고리로, 어느 방향으로도 성립하므로 약한 연결 양끝을 모두 보는 후보를 지울 수 있습니다.",
    ),
    (
        Technique::ForcingXChain,
        "Following one digit from house to house: if a candidate were true, the chain would make it false, so it is false.",
        "한 숫자만 따라 구역에서 구역으로 이어 가면, 어떤 후보가 참이라는 가정이 그 후보를 거짓으로 만들므로 그 후보는 거짓입니다.",
    ),
    (
        Technique::ForcingChain,
        "A chain of implications through cells and houses: assuming a candidate leads back to its opposite, so the assumption is wrong.",
        "칸과 구역을 거치는 연쇄 추론으로, 어떤 후보를 가정하면 그 반대가 나오므로 가정이 틀렸습니다.",
    ),
    (
        Technique::NishioForcingChain,
        "Assuming a digit in a cell and following that digit alone leads to a contradiction, so the cell cannot take it.",
        "어떤 칸에 숫자를 넣었다고 가정하고 그 숫자만 따라가면 모순이 생기므로, 그 칸에는 그 숫자가 들어갈 수 없습니다.",
    ),
    (
        Technique::CellForcingChain,
        "Every candidate of one cell leads, by its own chain, to the same conclusion, so the conclusion holds whatever the cell takes.",
        "한 칸의 후보 하나하나가 각자의 연쇄로 같은 결론에 이르므로, 그 칸에 무엇이 들어가든 그 결론은 참입니다.",
    ),
    (
        Technique::RegionForcingChain,
        "Every place a digit can go in a house leads, by its own chain, to the same conclusion, so the conclusion holds wherever the digit goes.",
        "한 구역에서 어떤 숫자가 들어갈 수 있는 자리 하나하나가 같은 결론에 이르므로, 그 숫자가 어디에 들어가든 그 결론은 참입니다.",
    ),
    (
        Technique::DynamicCellForcingChain,
        "Cell forcing chains whose links may use everything the chain has already placed or removed.",
        "앞서 연쇄가 놓거나 지운 결과까지 연결에 쓰는 칸 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicRegionForcingChain,
        "Region forcing chains whose links may use everything the chain has already placed or removed.",
        "앞서 연쇄가 놓거나 지운 결과까지 연결에 쓰는 구역 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicDoubleForcingChain,
        "A candidate being true and being false both lead to the same conclusion, so the conclusion holds.",
        "어떤 후보가 참일 때와 거짓일 때 모두 같은 결론에 이르므로 그 결론은 참입니다.",
    ),
    (
        Technique::DynamicContradictionForcingChain,
        "Assuming a candidate leads, through chains that use their own results, to a cell or house with no possibility left, so the candidate is false.",
        "어떤 후보를 가정하면 연쇄 끝에 들어갈 숫자가 없는 칸이나 구역이 생기므로 그 후보는 거짓입니다.",
    ),
    (
        Technique::DynamicCellForcingChainPlus,
        "Dynamic cell forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.",
        "포인팅, 클레이밍, 페어, X-Wing까지 추론에 쓰는 동적 칸 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicRegionForcingChainPlus,
        "Dynamic region forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.",
        "포인팅, 클레이밍, 페어, X-Wing까지 추론에 쓰는 동적 구역 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicDoubleForcingChainPlus,
        "Dynamic double forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.",
        "포인팅, 클레이밍, 페어, X-Wing까지 추론에 쓰는 동적 이중 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicContradictionForcingChainPlus,
        "Dynamic contradiction forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.",
        "포인팅, 클레이밍, 페어, X-Wing까지 추론에 쓰는 동적 모순 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicCellForcingChainFc,
        "Dynamic cell forcing chains whose propagation also uses forcing chains on the reduced grid.",
        "줄어든 판에서 강제 연쇄까지 추론에 쓰는 동적 칸 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicRegionForcingChainFc,
        "Dynamic region forcing chains whose propagation also uses forcing chains on the reduced grid.",
        "줄어든 판에서 강제 연쇄까지 추론에 쓰는 동적 구역 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicDoubleForcingChainFc,
        "Dynamic double forcing chains whose propagation also uses forcing chains on the reduced grid.",
        "줄어든 판에서 강제 연쇄까지 추론에 쓰는 동적 이중 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicContradictionForcingChainFc,
        "Dynamic contradiction forcing chains whose propagation also uses forcing chains on the reduced grid.",
        "줄어든 판에서 강제 연쇄까지 추론에 쓰는 동적 모순 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicCellForcingChainMfc,
        "Dynamic cell forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.",
        "줄어든 판에서 칸·구역 강제 연쇄까지 추론에 쓰는 동적 칸 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicRegionForcingChainMfc,
        "Dynamic region forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.",
        "줄어든 판에서 칸·구역 강제 연쇄까지 추론에 쓰는 동적 구역 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicDoubleForcingChainMfc,
        "Dynamic double forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.",
        "줄어든 판에서 칸·구역 강제 연쇄까지 추론에 쓰는 동적 이중 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicContradictionForcingChainMfc,
        "Dynamic contradiction forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.",
        "줄어든 판에서 칸·구역 강제 연쇄까지 추론에 쓰는 동적 모순 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicCellForcingChainDfc,
        "Dynamic cell forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.",
        "줄어든 판에서 동적 강제 연쇄까지 추론에 쓰는 동적 칸 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicRegionForcingChainDfc,
        "Dynamic region forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.",
        "줄어든 판에서 동적 강제 연쇄까지 추론에 쓰는 동적 구역 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicDoubleForcingChainDfc,
        "Dynamic double forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.",
        "줄어든 판에서 동적 강제 연쇄까지 추론에 쓰는 동적 이중 강제 연쇄입니다.",
    ),
    (
        Technique::DynamicContradictionForcingChainDfc,
        "Dynamic contradiction forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.",
        "줄어든 판에서 동적 강제 연쇄까지 추론에 쓰는 동적 모순 강제 연쇄입니다.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_one_entry_with_texts() {
        assert_eq!(DESCRIPTIONS.len(), Technique::ALL.len());
        for &t in Technique::ALL {
            assert_eq!(DESCRIPTIONS.iter().filter(|e| e.0 == t).count(), 1, "{t:?}");
            let e = entry(t);
            assert_eq!((e.min, e.max), (t.facts().min, t.facts().max), "{t:?}");
            for &l in Lang::ALL {
                let d = e.description(l);
                assert!(d.len() > 20 && d.ends_with('.'), "{t:?} {l:?}: {d}");
                assert!(!d.contains('{') && !d.contains('}'), "{t:?}");
            }
            assert!(!e.description(Lang::Ko).is_ascii(), "{t:?} in Korean");
        }
        let all = entries();
        assert!(all.windows(2).all(|w| w[0].min <= w[1].min));
        assert_eq!(all[0].technique, Technique::FullHouse);
    }

    #[test]
    fn a_technique_proven_never_next_has_no_stored_example() {
        for &t in NEVER_NEXT_STEP {
            assert_eq!(no_example(t), Some(NoExample::NeverNextStep), "{t:?}");
        }
        let without: Vec<_> = Technique::ALL
            .iter()
            .filter(|&&t| no_example(t).is_some())
            .collect();
        // Every stored line names a technique, once (checked below), so the
        // techniques without a line are the rest.
        assert_eq!(
            without.len() + example_lines().count(),
            Technique::ALL.len()
        );
    }

    #[test]
    fn stored_examples_are_next_steps_of_their_technique() {
        // Only the cheap ones here: chain steps take long to find in a
        // debug build; `examples/catalogue_examples.rs --check` checks all.
        let mut seen = Vec::new();
        for line in example_lines() {
            let id = line.id;
            let t = Technique::ALL.iter().copied().find(|t| t.id() == id);
            let Some(t) = t else {
                panic!("unknown technique id {id} in examples.txt");
            };
            assert!(!seen.contains(&t), "{id}: two examples");
            seen.push(t);
            let puzzle: Grid = line.puzzle.parse().unwrap();
            let grid: Grid = line.grid.parse().unwrap();
            for (a, b) in puzzle.cells().iter().zip(grid.cells()) {
                assert!(*a == 0 || a == b, "{id}: the grid keeps the givens");
            }
            if let Some(m) = line.marks {
                let marks = parse_marks(&grid, m);
                assert!(marks.is_some(), "{id}: the marks parse");
                // Marks only where the plain candidates do not give the
                // step: they are kept strictly smaller than plain ones.
                let plain = Candidates::from_grid(&grid);
                let c = Candidates::from_grid_and_marks(&grid, marks.unwrap().masks());
                assert!((0..81).any(|i| c.cands(i) != plain.cands(i)), "{id}");
                assert_eq!(marks_text(&grid, &c), m, "{id}: stored form round-trips");
                // A state a player reaches by sound eliminations: every
                // removed mark is a digit the solution does not hold there.
                let solved = crate::solve_unique(&puzzle, &crate::Budget::unlimited()).outcome;
                let crate::Uniqueness::Unique(solution) = solved else {
                    panic!("{id}: the puzzle has one solution");
                };
                for (i, &v) in grid.cells().iter().enumerate() {
                    let s = solution.cells()[i];
                    assert!(
                        v == 0 || v == s,
                        "{id}: the grid's digits are the solution's"
                    );
                    assert!(
                        v != 0 || c.has(i, s),
                        "{id}: the marks keep the solution's digit"
                    );
                }
            }
            if entry(t).min < Rating(65) {
                let e = compute(t, &line);
                assert!(e.is_some(), "{id}: the next step on its grid is not {id}");
                assert!(entry(t).contains(e.unwrap().step.rating), "{id}");
            }
        }
    }

    #[test]
    fn hint_on_every_example_grid_and_marks_answers_its_step() {
        // What a client does with an example: send its grid, puzzle and
        // candidates to `/hint`, and get that very step.
        let mut marked = 0;
        for line in example_lines() {
            let t = Technique::ALL
                .iter()
                .copied()
                .find(|t| t.id() == line.id)
                .unwrap();
            let x = example(t).unwrap_or_else(|| panic!("{}: no example", line.id));
            marked += usize::from(x.marks.is_some());
            let h = crate::logic::hint(
                &x.grid,
                Some(&x.puzzle),
                x.marks.as_ref(),
                &crate::Budget::unlimited(),
            );
            match h {
                Ok(crate::logic::Hint::Step(s)) => assert_eq!(s, x.step, "{}", line.id),
                other => panic!("{}: {other:?}", line.id),
            }
        }
        assert!(marked >= 18, "{marked} examples with pencil marks");
    }
}
