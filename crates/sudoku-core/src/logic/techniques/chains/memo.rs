//! What the nested chain searches of levels 2-4 found on each reduced
//! grid, remembered on this thread.
//!
//! A nested search (`nested::nested_chains`) runs a whole chain producer
//! on the grid an outer chain has reduced, each time the outer chain runs
//! dry. The same reduced grid comes back often: the outer chains of
//! levels 2 and 3 are the same until their nested rules differ, level 3
//! asks forcing chains and cycles first as level 2 does, and between two
//! steps of a rating most outer chains reduce the grid the same way. The
//! producers read nothing but the reduced grid, except the nested rules of
//! the dynamic chains of levels 1 and 2, which also read which cells of
//! the grid being rated hold a digit (SE's empty cells per house and
//! digits placed). A hit is therefore exact when the key holds the reduced
//! grid's candidates, the producer and, for those two, the placed digits.
//!
//! Only complete searches are kept (one cut short by the budget is not).
//! The memory is bounded: entries fill a current generation; when it
//! passes [`WEIGHT`] it becomes the previous one (the one before is
//! dropped), and a hit in the previous generation moves to the current.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::hint::Collected;
use super::links::Board;
use crate::logic::candidates::Candidates;

/// Which nested producer ran.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Producer {
    /// Forcing chains and cycles.
    Unary,
    /// Static cell and region forcing chains.
    Static,
    /// Dynamic forcing chains of this nesting level (0, 1 or 2).
    Dynamic(u8),
}

#[derive(PartialEq, Eq, Hash)]
struct Key {
    producer: Producer,
    cands: [u16; 81],
    /// The placed digits of the grid being rated when the producer reads
    /// them, else all zero.
    values: [u8; 81],
}

impl Key {
    fn new(producer: Producer, c: &Candidates, work: &Board) -> Key {
        let reads_values = matches!(producer, Producer::Dynamic(l) if l > 0);
        Key {
            producer,
            cands: std::array::from_fn(|x| work.cands(x)),
            values: std::array::from_fn(|x| if reads_values { c.value(x) } else { 0 }),
        }
    }
}

/// The total weight of one generation's entries (units of 8 bytes: about
/// 8 MB).
const WEIGHT: usize = 1 << 20;

/// A search's hints, shared between the memo and its users.
pub(super) type Hints = Rc<Vec<Collected>>;

#[derive(Default)]
struct Memo {
    current: HashMap<Key, Hints>,
    previous: HashMap<Key, Hints>,
    weight: usize,
}

/// An entry's weight in units of 8 bytes: the key in the table (with the
/// table's spare room), and each hint with its removals and chains (an
/// allocation costs 5, an element of a chain a half).
fn weight_of(hints: &[Collected]) -> usize {
    let mut w = 64;
    for h in hints {
        w += 20 + h.removes.len();
        w += h.paths.iter().map(|p| 5 + p.len() / 2).sum::<usize>();
        w += h.dag.iter().map(|p| 5 + p.len() / 2).sum::<usize>();
    }
    w
}

impl Memo {
    fn get(&mut self, key: &Key) -> Option<Hints> {
        if let Some(h) = self.current.get(key) {
            return Some(Rc::clone(h));
        }
        let (k, h) = self.previous.remove_entry(key)?;
        self.insert(k, Rc::clone(&h));
        Some(h)
    }

    fn insert(&mut self, key: Key, hints: Hints) {
        let w = weight_of(&hints);
        if self.weight + w > WEIGHT {
            self.previous = std::mem::take(&mut self.current);
            self.weight = 0;
        }
        self.weight += w;
        self.current.insert(key, hints);
    }
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// The hints of nested producer `producer` on `work` (reduced from the
/// grid `c` being rated): remembered, or found by `search` (`None` when
/// its budget ran out, which is not remembered).
pub(super) fn hints(
    producer: Producer,
    c: &Candidates,
    work: &Board,
    search: impl FnOnce() -> Option<Vec<Collected>>,
) -> Option<Hints> {
    let key = Key::new(producer, c, work);
    if let Some(h) = MEMO.with(|m| m.borrow_mut().get(&key)) {
        return Some(h);
    }
    // No borrow is held here: the search may nest searches of its own.
    let h = Rc::new(search()?);
    MEMO.with(|m| m.borrow_mut().insert(key, Rc::clone(&h)));
    Some(h)
}
