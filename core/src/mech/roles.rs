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
