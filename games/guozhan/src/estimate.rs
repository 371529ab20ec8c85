//! The judgement a search's cut-short play-out is scored by ([`Table::estimate`]): how
//! likely a seat is to win from a whole state (a world: every faction card known).
//!
//! A side wins when it alone is left standing, and the dead of a side win with it. So a
//! seat's chance is its side's share of the strength still standing: each living seat
//! counts its HP, half a point per card in hand and per piece of equipment. A seat's side
//! is its careerist self once it is one, else the faction its two cards make (faced or
//! not: a world knows them).
//!
//! [`Table::estimate`]: tianhei_core::Table::estimate

use tianhei_core::Seat;

use crate::{
    faction::{Faction, Side},
    game::Game,
};

/// What a card in hand or a piece of equipment counts, against one HP.
const CARD_WORTH: f64 = 0.5;

impl Game {
    /// The side `s` plays for in truth.
    fn true_side(&self, s: Seat) -> Side {
        let p = &self.players[s.index()];
        if p.careerist {
            Side::Careerist(s)
        } else {
            Side::Faction(Faction::of(p.main.colour, p.second.colour))
        }
    }

    /// What `s` still brings to its side: nothing once dead.
    fn strength(&self, s: Seat) -> f64 {
        let p = &self.players[s.index()];
        if !p.alive {
            return 0.0;
        }
        let cards = self.hand(s).len() + self.equipment(s).count();
        f64::from(p.hp.max(0)) + CARD_WORTH * cards as f64
    }

    /// `seat`'s chance to win: its side's share of the strength standing (its result once
    /// the game is over); `None` before anyone stands (characters not yet chosen).
    pub(crate) fn chance(&self, seat: Seat) -> Option<f64> {
        if let Some(o) = &self.outcome {
            let won = o.seats.get(seat.index()).is_some_and(|s| s.won);
            return Some(f64::from(u8::from(won)));
        }
        let mine = self.true_side(seat);
        let (mut ours, mut all) = (0.0, 0.0);
        for s in self.seating.all() {
            let x = self.strength(s);
            all += x;
            if self.true_side(s) == mine {
                ours += x;
            }
        }
        (all > 0.0).then(|| ours / all)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use tianhei_core::{Seat, Table};

    use crate::game::{Game, Options};

    #[test]
    fn a_seat_s_chance_is_its_side_s_share_of_the_strength_standing() {
        let mut g = Game::new(Options::default(), 8, 3).unwrap();
        assert_eq!(
            g.estimate(Seat(0)),
            None,
            "nobody stands before characters are chosen"
        );
        for _ in 0..120 {
            let p = g.prompts()[0].clone();
            g.answer(p.seat, p.id, &p.default).unwrap();
        }
        let all: f64 = g.seating.all().map(|t| g.strength(t)).sum();
        assert!(all > 0.0);
        let mut sides = BTreeMap::new();
        for s in g.seating.all() {
            let mates = g
                .seating
                .all()
                .filter(|&t| g.true_side(t) == g.true_side(s));
            let ours: f64 = mates.map(|t| g.strength(t)).sum();
            assert_eq!(g.estimate(s), Some(ours / all));
            sides.insert(format!("{:?}", g.true_side(s)), ours / all);
        }
        let total: f64 = sides.values().sum();
        assert!(
            (total - 1.0).abs() < 1e-9,
            "the sides' shares sum to {total}"
        );
    }

    /// A search whose play-outs are cut short scores them by the judgement (shares
    /// between 0 and 1); played to the end, each is a win or a loss.
    #[test]
    fn a_cut_short_play_out_is_scored_by_the_judgement() {
        let rules = std::sync::Arc::new(
            tianhei_core::RuleFile::parse(include_str!("../../../rules/guozhan.toml")).unwrap(),
        );
        let (cut, ended) = tianhei_core::bot::search::check_cut_short(&rules, 8, 5, 40, 40)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            cut >= 40 && ended > 0,
            "{cut} judged, {ended} played to the end"
        );
    }
}
