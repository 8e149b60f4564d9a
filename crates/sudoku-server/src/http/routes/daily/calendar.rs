//! UTC days for `GET /daily`: today's date, `YYYY-MM-DD` parsing, the
//! day's bounds, and the seed a day and level generate from.
//!
//! Civil dates from day numbers by Howard Hinnant's algorithms
//! (`days_from_civil` / `civil_from_days`), proleptic Gregorian, so no
//! date crate is needed for one format and one time zone.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::sudoku::logic::Level;

/// A day of the UTC calendar, as days since 1970-01-01.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

/// The first day `date=` may name: older days have no daily puzzle.
pub const FIRST: Day = Day(10_957); // 2000-01-01

const SECS_PER_DAY: u64 = 86_400;

impl Day {
    /// The UTC day of `now`.
    pub fn of(now: SystemTime) -> Day {
        let secs = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        Day((secs / SECS_PER_DAY) as i64)
    }

    /// Its start (00:00:00 UTC).
    pub fn start(self) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(self.0.max(0) as u64 * SECS_PER_DAY)
    }

    /// The next day.
    pub fn next(self) -> Day {
        Day(self.0 + 1)
    }

    /// The day of a `YYYY-MM-DD` date, if it is one (a real day of the
    /// Gregorian calendar, four-digit year).
    pub fn parse(s: &str) -> Option<Day> {
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let num = |r: std::ops::Range<usize>| -> Option<i64> {
            let part = s.get(r)?;
            part.bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| part.parse().ok())?
        };
        let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
        if !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) {
            return None;
        }
        Some(Day(days_from_civil(y, m, d)))
    }

    /// `(year, month, day)`.
    pub fn civil(self) -> (i64, i64, i64) {
        civil_from_days(self.0)
    }
}

impl std::fmt::Display for Day {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (y, m, d) = self.civil();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// The seed of `day`'s puzzle at `level`: FNV-1a (64 bits) of
/// `daily:YYYY-MM-DD:level`, kept below 2⁵³ like every answered seed. A
/// fixed hash, written out here, so the seed is the same on every machine
/// and in every release (std's hasher promises neither).
pub fn seed(day: Day, level: Level) -> u64 {
    let text = format!("daily:{day}:{}", level.as_str());
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h & ((1 << 53) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_round_trip_and_bad_ones_are_refused() {
        assert_eq!(Day::parse("1970-01-01"), Some(Day(0)));
        assert_eq!(Day::parse("2000-01-01"), Some(FIRST));
        assert_eq!(
            Day::parse("2024-02-29").map(|d| d.to_string()).as_deref(),
            Some("2024-02-29")
        );
        for n in [0, 1, 59, 60, 365, 10_957, 20_000, 20_790, 30_000] {
            let day = Day(n);
            assert_eq!(Day::parse(&day.to_string()), Some(day), "{day}");
        }
        for bad in [
            "",
            "2023-02-29",
            "2100-02-29",
            "2024-13-01",
            "2024-00-10",
            "2024-04-31",
            "2024-1-01",
            "24-01-01",
            "2024/01/01",
            "+024-01-01",
            "2024-01-0a",
            "2024-01-011",
        ] {
            assert_eq!(Day::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_day_runs_from_midnight_to_midnight_utc() {
        let t = UNIX_EPOCH + Duration::from_secs(1_764_763_200); // 2025-12-03 12:00 UTC
        let day = Day::of(t);
        assert_eq!(day.to_string(), "2025-12-03");
        assert_eq!(day.start(), UNIX_EPOCH + Duration::from_secs(1_764_720_000));
        assert_eq!(Day::of(day.next().start()), day.next());
        assert_eq!(Day::of(day.next().start() - Duration::from_secs(1)), day);
    }

    #[test]
    fn seeds_are_fixed_and_differ_by_day_and_level() {
        let day = Day::parse("2025-12-03").unwrap();
        // FNV-1a of "daily:2025-12-03:hard" as Python's int arithmetic
        // computes it: a change here changes every published daily puzzle.
        assert_eq!(seed(day, Level::Hard), 4_726_584_152_565_940);
        assert_ne!(seed(day, Level::Hard), seed(day, Level::Easy));
        assert_ne!(seed(day, Level::Hard), seed(day.next(), Level::Hard));
        assert!(seed(day, Level::Hard) < 1 << 53);
    }
}
