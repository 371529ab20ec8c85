//! The night ledger: what the night's steps did, entry by entry, for the game to resolve at
//! dawn (who dies, who is saved, who gets a mark). It is kept until the next night falls,
//! so the day can still ask who the wolves chose.

use serde::Serialize;

use crate::seat::{Seat, SeatSet};

/// What a night action does to its target.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// An attempt on the target's life (the wolves' kill, a secret killer's shot).
    Attack,
    /// A guard over the target.
    Protect,
    /// A cure for tonight's attack (a witch's antidote, a doctor's needle in time).
    Save,
    /// Poison: death that no guard stops.
    Poison,
    /// A mark left on the target (a needle where nobody was attacked).
    Mark,
}

/// One entry: the step that acted, what it did, to whom.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry<S> {
    /// The night step.
    pub by: S,
    /// What it did.
    pub action: Action,
    /// To whom.
    pub target: Seat,
}

/// Tonight's entries, in the order the steps acted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ledger<S> {
    entries: Vec<Entry<S>>,
}

impl<S> Default for Ledger<S> {
    fn default() -> Self {
        Ledger {
            entries: Vec::new(),
        }
    }
}

impl<S: Copy + PartialEq> Ledger<S> {
    /// Records an entry.
    pub fn push(&mut self, by: S, action: Action, target: Seat) {
        self.entries.push(Entry { by, action, target });
    }

    /// Forgets the last night (a new night falls).
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// Keeps the entries `keep` accepts (a world forgets what its seat did not see).
    pub fn retain(&mut self, keep: impl FnMut(&Entry<S>) -> bool) {
        self.entries.retain(keep);
    }

    /// Every entry, in order.
    pub fn entries(&self) -> &[Entry<S>] {
        &self.entries
    }

    /// The targets of `action`.
    pub fn targets(&self, action: Action) -> SeatSet {
        self.entries
            .iter()
            .filter(|e| e.action == action)
            .map(|e| e.target)
            .collect()
    }

    /// Whether `target` received `action` tonight.
    pub fn has(&self, action: Action, target: Seat) -> bool {
        self.entries
            .iter()
            .any(|e| e.action == action && e.target == target)
    }

    /// The target of `action` by step `by`, if it acted.
    pub fn by(&self, by: S, action: Action) -> Option<Seat> {
        self.entries
            .iter()
            .find(|e| e.by == by && e.action == action)
            .map(|e| e.target)
    }

    /// Seats attacked tonight and not saved.
    pub fn unsaved(&self) -> SeatSet {
        let saved = self.targets(Action::Save);
        self.entries
            .iter()
            .filter(|e| e.action == Action::Attack && !saved.contains(e.target))
            .map(|e| e.target)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_cancels_the_attack_on_its_target_only() {
        let mut l = Ledger::default();
        l.push('w', Action::Attack, Seat(3));
        l.push('k', Action::Attack, Seat(5));
        l.push('d', Action::Save, Seat(3));
        assert_eq!(l.unsaved(), SeatSet::one(Seat(5)));
        assert_eq!(l.by('w', Action::Attack), Some(Seat(3)));
        assert!(l.has(Action::Save, Seat(3)));
        l.clear();
        assert!(l.entries().is_empty());
    }
}
