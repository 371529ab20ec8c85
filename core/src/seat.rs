//! Seats and seating order. "Next" is always the seat on one's right (the seeds'
//! counterclockwise), which is index + 1.

use std::{borrow::Cow, fmt, sync::LazyLock};

use serde::{Deserialize, Serialize};

use crate::text::Text;

/// A seat at the table, numbered from 0. Players see it as number + 1 (`1号`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// The most seats any table may have.
pub const MAX_SEATS: usize = 64;

impl Seat {
    /// Index into per-seat tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The number players see (1-based).
    pub fn number(self) -> usize {
        self.0 as usize + 1
    }

    /// The seat's label, `3号` / `Seat 3`, without allocating.
    pub fn label(self) -> Text {
        let (zh, en) = SEAT_LABELS[self.index() % MAX_SEATS];
        Text::new(zh, en)
    }

    /// The number players see, as a static string (`"3"` for `Seat(2)`).
    pub fn num(self) -> &'static str {
        SEAT_NUMBERS[self.index() % MAX_SEATS]
    }

    /// Machine key of a seat choice, `"seat:3"` for seat index 3, without allocating.
    pub fn key(self) -> Cow<'static, str> {
        Cow::Borrowed(SEAT_KEYS[self.index() % MAX_SEATS])
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

static SEAT_LABELS: LazyLock<Vec<(&'static str, &'static str)>> = LazyLock::new(|| {
    (1..=MAX_SEATS)
        .map(|n| {
            let zh: &'static str = Box::leak(format!("{n}号").into_boxed_str());
            let en: &'static str = Box::leak(format!("Seat {n}").into_boxed_str());
            (zh, en)
        })
        .collect()
});

static SEAT_NUMBERS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    (1..=MAX_SEATS)
        .map(|n| -> &'static str { Box::leak(n.to_string().into_boxed_str()) })
        .collect()
});

static SEAT_KEYS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    (0..MAX_SEATS)
        .map(|i| -> &'static str { Box::leak(format!("seat:{i}").into_boxed_str()) })
        .collect()
});

/// The seating of a table of `n` seats: turn order and distances.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    n: u8,
}

impl Seating {
    /// A table of `n` seats (1..=64).
    pub fn new(n: usize) -> Self {
        assert!((1..=MAX_SEATS).contains(&n), "a table has 1..=64 seats");
        Seating { n: n as u8 }
    }

    /// Number of seats.
    pub fn len(self) -> usize {
        self.n as usize
    }

    /// Never true: a table has at least one seat.
    pub fn is_empty(self) -> bool {
        self.n == 0
    }

    /// Every seat in index order.
    pub fn all(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.n).map(Seat)
    }

    /// The seat to the right.
    pub fn next(self, s: Seat) -> Seat {
        Seat((s.0 + 1) % self.n)
    }

    /// The seat to the left.
    pub fn prev(self, s: Seat) -> Seat {
        Seat((s.0 + self.n - 1) % self.n)
    }

    /// Every seat once, starting with `start` and going right.
    pub fn from(self, start: Seat) -> impl Iterator<Item = Seat> + Clone {
        let n = self.n;
        (0..n).map(move |k| Seat((start.0 + k) % n))
    }

    /// The first seat to the right of `s` (not `s` itself) for which `alive` holds.
    pub fn next_where(self, s: Seat, alive: impl Fn(Seat) -> bool) -> Option<Seat> {
        self.from(self.next(s))
            .take(self.len() - 1)
            .find(|&t| alive(t))
    }

    /// Steps going right from `a` to `b`.
    pub fn distance_right(self, a: Seat, b: Seat) -> usize {
        ((b.0 + self.n - a.0) % self.n) as usize
    }

    /// Steps going left from `a` to `b`.
    pub fn distance_left(self, a: Seat, b: Seat) -> usize {
        ((a.0 + self.n - b.0) % self.n) as usize
    }
}

/// A set of seats as a bit mask.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u64);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Every seat there can be (what everyone sees).
    pub const EVERYONE: SeatSet = SeatSet(u64::MAX);

    /// One seat.
    pub fn one(s: Seat) -> Self {
        SeatSet(1 << s.0)
    }

    /// The first `n` seats.
    pub fn first(n: usize) -> Self {
        if n >= 64 {
            SeatSet(u64::MAX)
        } else {
            SeatSet((1u64 << n) - 1)
        }
    }

    /// Whether `s` is in the set.
    pub fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s.0) != 0
    }

    /// Adds a seat.
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s.0;
    }

    /// Removes a seat.
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !(1 << s.0);
    }

    /// Seats in either set.
    pub fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    /// Seats in both sets.
    pub fn intersection(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }

    /// Number of seats in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The first seat of the set at or after `s`, going round the table (seat order from
    /// `s`).
    pub fn first_from(self, s: Seat) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let after = self.0 & u64::MAX.checked_shl(u32::from(s.0)).unwrap_or(0);
        let bits = if after != 0 { after } else { self.0 };
        Some(Seat(bits.trailing_zeros() as u8))
    }

    /// Seats in index order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        let bits = self.0;
        (0..64u8).filter(move |i| bits & (1 << i) != 0).map(Seat)
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet::EMPTY;
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for SeatSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<Seat>::deserialize(d)?;
        if let Some(bad) = v.iter().find(|s| s.index() >= MAX_SEATS) {
            return Err(serde::de::Error::custom(format!(
                "seat {} out of range",
                bad.0
            )));
        }
        Ok(v.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_goes_right_and_wraps() {
        let s = Seating::new(3);
        assert_eq!(s.next(Seat(0)), Seat(1));
        assert_eq!(s.next(Seat(2)), Seat(0));
        assert_eq!(s.prev(Seat(0)), Seat(2));
    }

    #[test]
    fn from_lists_every_seat_once_from_start() {
        let s = Seating::new(4);
        let v: Vec<_> = s.from(Seat(2)).collect();
        assert_eq!(v, vec![Seat(2), Seat(3), Seat(0), Seat(1)]);
    }

    #[test]
    fn next_where_skips_the_dead() {
        let s = Seating::new(5);
        let alive = |t: Seat| t != Seat(1) && t != Seat(2);
        assert_eq!(s.next_where(Seat(0), alive), Some(Seat(3)));
        assert_eq!(s.next_where(Seat(0), |t| t == Seat(0)), None);
    }

    #[test]
    fn first_from_goes_round_the_table() {
        let set: SeatSet = [Seat(0), Seat(2), Seat(5)].into_iter().collect();
        assert_eq!(set.first_from(Seat(2)), Some(Seat(2)));
        assert_eq!(set.first_from(Seat(3)), Some(Seat(5)));
        assert_eq!(set.first_from(Seat(6)), Some(Seat(0)));
        assert_eq!(SeatSet::one(Seat(63)).first_from(Seat(63)), Some(Seat(63)));
        assert_eq!(SeatSet::EMPTY.first_from(Seat(1)), None);
    }

    #[test]
    fn distances_both_ways() {
        let s = Seating::new(6);
        assert_eq!(s.distance_right(Seat(4), Seat(1)), 3);
        assert_eq!(s.distance_left(Seat(4), Seat(1)), 3);
        assert_eq!(s.distance_right(Seat(1), Seat(2)), 1);
        assert_eq!(s.distance_left(Seat(1), Seat(2)), 5);
    }

    #[test]
    fn seat_set_round_trips_and_counts() {
        let set: SeatSet = [Seat(0), Seat(5), Seat(63)].into_iter().collect();
        assert_eq!(set.len(), 3);
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "[0,5,63]");
        let back: SeatSet = serde_json::from_str(&json).unwrap();
        assert_eq!(back, set);
        assert!(serde_json::from_str::<SeatSet>("[64]").is_err());
    }

    #[test]
    fn labels_are_one_based() {
        assert_eq!(Seat(2).label().zh, "3号");
        assert_eq!(Seat(2).label().en, "Seat 3");
        assert_eq!(Seat(2).key(), "seat:2");
        assert_eq!(Seat(11).num(), "12");
    }
}
