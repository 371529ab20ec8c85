//! Role tables: player count → how many of each role; dealt from the seeded generator.

use std::collections::BTreeMap;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::{rng::GameRng, rules::SetupError};

/// For each player count, the roles to deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleTable<R> {
    rows: BTreeMap<usize, Vec<(R, usize)>>,
}

impl<R> Default for RoleTable<R> {
    fn default() -> Self {
        RoleTable {
            rows: BTreeMap::new(),
        }
    }
}

impl<R: Copy + PartialEq> RoleTable<R> {
    /// An empty table.
    pub fn new() -> Self {
        RoleTable {
            rows: BTreeMap::new(),
        }
    }

    /// Sets the row for `players`.
    pub fn set(&mut self, players: usize, row: Vec<(R, usize)>) {
        self.rows.insert(players, row);
    }

    /// The row for `players`.
    pub fn row(&self, players: usize) -> Option<&[(R, usize)]> {
        self.rows.get(&players).map(Vec::as_slice)
    }

    /// The player counts with a row.
    pub fn counts(&self) -> Vec<usize> {
        self.rows.keys().copied().collect()
    }

    /// Problems with rows whose roles do not add up to their player count.
    pub fn problems(&self) -> Vec<String> {
        self.rows
            .iter()
            .filter_map(|(&n, row)| {
                let total: usize = row.iter().map(|r| r.1).sum();
                (total != n).then(|| format!("the role table for {n} players deals {total} roles"))
            })
            .collect()
    }

    /// Deals the row for `players` in a random order: seat i gets element i.
    pub fn deal(&self, players: usize, rng: &mut GameRng) -> Option<Vec<R>> {
        let row = self.row(players)?;
        let mut cards: Vec<R> = row
            .iter()
            .flat_map(|&(r, k)| std::iter::repeat_n(r, k))
            .collect();
        if cards.len() != players {
            return None;
        }
        cards.shuffle(rng);
        Some(cards)
    }

    /// Sets the rows of a rule file's `[options.tables]` (`"12" = { … }`: a row by player
    /// count, its counts by `row`); a key that is no player count is left out
    /// ([`table_problems`] names it).
    pub fn set_rows<C>(
        &mut self,
        tables: &BTreeMap<String, C>,
        row: impl Fn(&C) -> Vec<(R, usize)>,
    ) {
        for (k, c) in tables {
            if let Ok(n) = k.parse::<usize>() {
                self.set(n, row(c));
            }
        }
    }

    /// Deals the row for `players` ([`RoleTable::deal`]), or every problem at once: the
    /// table's own ([`RoleTable::problems`]) and, with no row for `players`, `missing`
    /// given the counts the table seats.
    pub fn deal_checked(
        &self,
        players: usize,
        rng: &mut GameRng,
        missing: impl FnOnce(&[usize]) -> String,
    ) -> Result<Vec<R>, SetupError> {
        let mut problems = self.problems();
        let roles = self.deal(players, rng);
        if roles.is_none() {
            problems.push(missing(&self.counts()));
        }
        SetupError::check(problems)?;
        Ok(roles.unwrap_or_default())
    }
}

/// What is wrong with the rows of a rule file's `[options.tables]`, row by row, each
/// named by its field: a key that is no player count (`example`: one the game seats), a
/// row (its counts by `row`) dealing another number of roles than players, then the
/// game's own `check` of the row (given its player count and its field's name).
pub fn table_problems<R, C>(
    tables: &BTreeMap<String, C>,
    example: usize,
    row: impl Fn(&C) -> Vec<(R, usize)>,
    mut check: impl FnMut(usize, &str, &C, &mut Vec<String>),
) -> Vec<String> {
    let mut problems = Vec::new();
    for (k, c) in tables {
        let at = format!("field `options.tables.{k}`");
        let Ok(n) = k.parse::<usize>() else {
            problems.push(format!(
                "{at}: the key must be a player count such as {example}"
            ));
            continue;
        };
        let total: usize = row(c).iter().map(|r| r.1).sum();
        if total != n {
            problems.push(format!("{at}: deals {total} roles to {n} players"));
        }
        check(n, &at, c, &mut problems);
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::game_rng;

    #[test]
    fn deal_gives_exactly_the_row() {
        let mut t = RoleTable::new();
        t.set(4, vec![('a', 1), ('b', 3)]);
        let d = t.deal(4, &mut game_rng(3, 0)).unwrap();
        assert_eq!(d.iter().filter(|&&c| c == 'a').count(), 1);
        assert_eq!(d.len(), 4);
        assert_eq!(t.deal(5, &mut game_rng(3, 0)), None);
        assert_eq!(t, t.clone());
    }

    #[test]
    fn rows_that_do_not_add_up_are_problems() {
        let mut t = RoleTable::new();
        t.set(5, vec![('a', 1), ('b', 3)]);
        assert_eq!(
            t.problems(),
            vec!["the role table for 5 players deals 4 roles".to_string()]
        );
    }
}
