//! The [`Digit`] type: one of 1-9, so that a digit the core gives out can
//! never be the 0 of an empty cell or a value out of range.
//!
//! Inside the solver and the producers digits stay bare `u8` in bit masks
//! and loops (the hot paths index tables by them); the type is what the
//! core's public answers carry ([`Grid::get`](crate::Grid::get),
//! [`Conflict`](crate::Conflict), a step's
//! [`Candidate`](crate::logic::Candidate)s) and what its public
//! constructors check.

use std::fmt;

/// A Sudoku digit, 1 to 9.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(u8);

impl Digit {
    /// The nine digits, ascending.
    pub const ALL: [Digit; 9] = [
        Digit(1),
        Digit(2),
        Digit(3),
        Digit(4),
        Digit(5),
        Digit(6),
        Digit(7),
        Digit(8),
        Digit(9),
    ];

    /// The digit `d`, or `None` unless `d` is 1-9.
    pub const fn new(d: u8) -> Option<Digit> {
        if d >= 1 && d <= 9 {
            Some(Digit(d))
        } else {
            None
        }
    }

    /// The digit `d` of a value the core computed itself (a mask's bit, a
    /// solution's cell), where anything outside 1-9 is a bug in the core.
    ///
    /// # Panics
    /// If `d` is not 1-9.
    pub(crate) fn of(d: u8) -> Digit {
        assert!((1..=9).contains(&d), "digit {d} out of range");
        Digit(d)
    }

    /// The digit as a number, 1-9.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The digit's bit in a candidate mask (bit `d - 1`).
    pub const fn bit(self) -> u16 {
        1 << (self.0 - 1)
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.0
    }
}

impl TryFrom<u8> for Digit {
    type Error = u8;

    /// The digit `d`, or `d` back when it is not 1-9.
    fn try_from(d: u8) -> Result<Digit, u8> {
        Digit::new(d).ok_or(d)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::Digit;

    #[test]
    fn only_one_to_nine_are_digits() {
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(10), None);
        for d in 1..=9 {
            let x = Digit::new(d).unwrap();
            assert_eq!(x.get(), d);
            assert_eq!(Digit::ALL[usize::from(d) - 1], x);
            assert_eq!(x.bit(), 1 << (d - 1));
            assert_eq!(x.to_string(), d.to_string());
        }
        assert_eq!(Digit::try_from(0), Err(0));
    }
}
