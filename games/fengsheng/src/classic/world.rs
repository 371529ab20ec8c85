//! Worlds of classic 风声 for one seat ([`tianhei_core::world`]): what the seat does not
//! know, drawn again within the rules.
//!
//! Kept: everything the seat sees (its hand, identity and character; the face-up intel;
//! the table; identity cards turned up; characters face-up or known to all) and what it
//! learned: the identity cards it looked at (合谋), what its 试探s told it, the cards it
//! handed on or was shown while they stay where it knows them (the kit's zones). Drawn
//! again: which unknown cards lie in the other hands, the deck and the intel in transit
//! (which keeps its stamp, seen by all), the deck's order, the other identities (the
//! seed's table for the seat count, less what is known, agreeing with what the seat
//! learned), the face-down characters nobody has seen (an 打酱油的's mission with them),
//! and the game's random stream. While characters are chosen there is no world (the
//! choice is left to the heuristic). What the others looked at or learned by 试探 is laid
//! anew on the world's identities.
//!
//! Roles are written as the identity's key (`qianfu`, `junqing`, `jiangyou`) with
//! `#key` for a face-down character the seat has not seen.

use rand::{RngExt, seq::SliceRandom};
use tianhei_core::{
    Seat, Table,
    rng::{GameRng, game_rng},
    world::Hidden,
};

use crate::classic::{
    card::Faction,
    characters::Character,
    game::{Game, Status},
    setup::identity_table,
    turn::Phase,
    zone::Zone,
};

/// Draws of identities tried before a world gives up agreeing with what the seat learned.
const TRIES: usize = 200;

fn faction(key: &str) -> Option<Faction> {
    [Faction::Qianfu, Faction::Junqing, Faction::Jiangyou]
        .into_iter()
        .find(|f| f.key() == key)
}

impl Game {
    /// Whether `seat` knows `s`'s identity card.
    fn knows_identity(&self, seat: Seat, s: Seat) -> bool {
        let p = &self.players[s.index()];
        s == seat
            || p.identity_shown
            || p.status != Status::Alive
            || self.peeks.iter().any(|k| k.viewer == seat && k.target == s)
    }

    /// Whether `seat` knows `s`'s character.
    fn knows_char(&self, seat: Seat, s: Seat) -> bool {
        let p = &self.players[s.index()];
        s == seat || p.character.is_none() || p.face_up || p.known
    }

    /// Whether identities `ids` agree with what `seat`'s 试探s told it.
    fn agrees(&self, seat: Seat, ids: &[Faction]) -> bool {
        self.probes
            .iter()
            .filter(|r| r.user == seat)
            .all(|r| (ids[r.target.index()] == r.guess) == r.right)
    }

    /// [`Table::hidden`].
    pub(crate) fn draw_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        if self.outcome.is_some() || self.turn.phase == Phase::Pick {
            return None;
        }
        let n = self.players.len();
        let row: Vec<Faction> = identity_table(self.opts.alternative_row)
            .row(n)
            .map(|r| {
                r.iter()
                    .flat_map(|&(f, k)| std::iter::repeat_n(f, k))
                    .collect()
            })
            .unwrap_or_else(|| self.players.iter().map(|p| p.initial).collect());
        // What is left of the table once the known identities are taken out.
        let mut left = row;
        let mut unknown = Vec::new();
        for s in self.seating.all() {
            if self.knows_identity(seat, s) {
                if let Some(i) = left
                    .iter()
                    .position(|&f| f == self.players[s.index()].identity)
                {
                    left.remove(i);
                }
            } else {
                unknown.push(s);
            }
        }
        let mut ids: Vec<Faction> = self.players.iter().map(|p| p.identity).collect();
        for _ in 0..TRIES {
            left.shuffle(rng);
            for (&s, &f) in unknown.iter().zip(&left) {
                ids[s.index()] = f;
            }
            if self.agrees(seat, &ids) {
                break;
            }
        }
        let mut roles: Vec<Option<String>> = vec![None; n];
        for &s in &unknown {
            roles[s.index()] = Some(ids[s.index()].key().to_string());
        }
        // Face-down characters nobody has seen: from those the seat cannot place.
        let mut free = self.unplaced(seat);
        free.shuffle(rng);
        for s in self.seating.all() {
            if self.knows_char(seat, s) {
                continue;
            }
            let c = free.pop()?;
            let r = roles[s.index()].get_or_insert_with(String::new);
            r.push('#');
            r.push_str(c.key());
        }
        Some(Hidden {
            seat,
            roles,
            seed: rng.random(),
        })
    }

    /// The characters `seat` cannot place: all but the two it was offered and those it
    /// knows in play.
    fn unplaced(&self, seat: Seat) -> Vec<Character> {
        let mut known: Vec<Character> = self
            .offered
            .get(seat.index())
            .map_or(Vec::new(), |o| o.to_vec());
        for s in self.seating.all() {
            if self.knows_char(seat, s)
                && let Some(c) = self.players[s.index()].character
            {
                known.push(c);
            }
        }
        Character::ALL
            .into_iter()
            .filter(|c| !known.contains(c))
            .collect()
    }

    /// [`Table::with_hidden`].
    pub(crate) fn lay_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        let seat = h.seat;
        let n = self.players.len();
        if h.roles.len() != n || self.outcome.is_some() || self.turn.phase == Phase::Pick {
            return None;
        }
        let mut g = self.clone();
        let mut rng = game_rng(h.seed, 13);
        g.rng = game_rng(rng.random(), 0);
        let unplaced = self.unplaced(seat);
        let mut placed: Vec<Character> = Vec::new();
        for s in self.seating.all() {
            let role = h.roles[s.index()].as_deref();
            let (id, ch) = match role.map(|r| r.split_once('#').unwrap_or((r, ""))) {
                Some((i, c)) => (Some(i), Some(c).filter(|c| !c.is_empty())),
                None => (None, None),
            };
            match (id.filter(|i| !i.is_empty()), self.knows_identity(seat, s)) {
                (Some(key), false) => {
                    let f = faction(key)?;
                    let p = &mut g.players[s.index()];
                    p.identity = f;
                    p.initial = f;
                }
                (None, true) => {}
                _ => return None,
            }
            match (ch, self.knows_char(seat, s)) {
                (Some(key), false) => {
                    let c = Character::from_key(key)?;
                    if !unplaced.contains(&c) || placed.contains(&c) {
                        return None;
                    }
                    g.players[s.index()].character = Some(c);
                    placed.push(c);
                }
                (None, true) => {}
                _ => return None,
            }
        }
        // The identities as a whole: the seed's table, and what the seat's 试探s told it.
        let ids: Vec<Faction> = g.players.iter().map(|p| p.identity).collect();
        if let Some(row) = identity_table(self.opts.alternative_row).row(n) {
            for &(f, k) in row {
                if ids.iter().filter(|&&x| x == f).count() != k
                    && self.players.iter().all(|p| p.identity == p.initial)
                {
                    return None;
                }
            }
        }
        if !self.agrees(seat, &ids) {
            return None;
        }
        // What the others learned, laid on the world.
        for k in &mut g.peeks {
            if k.viewer != seat {
                k.identity = ids[k.target.index()];
            }
        }
        for r in &mut g.probes {
            if r.user != seat {
                r.right = ids[r.target.index()] == r.guess;
            }
        }
        for (s, o) in g.offered.iter_mut().enumerate() {
            if s != seat.index()
                && let Some(c) = g.players[s].character
            {
                o[0] = c;
            }
        }
        // Cards: the unknown ones change places over the other hands, the deck and the
        // intel in transit (which keeps its stamp).
        let transit = self.turn.transit.as_ref().map(|t| t.card);
        let moves = g.zones.redeal(
            |c| !self.sees(c, Some(seat)) && !self.zones.knows(c, seat),
            |z| matches!(z, Zone::Deck | Zone::Transit) || matches!(z, Zone::Hand(s) if s != seat),
            |c| (Some(c) == transit).then(|| self.cards[c as usize].stamp),
            &[Zone::Deck],
            &mut rng,
        );
        if let Some(t) = g.turn.transit.as_mut()
            && let Some(&(_, new)) = moves.iter().find(|(old, _)| *old == t.card)
        {
            t.card = new;
        }
        Some(Box::new(g))
    }
}

#[cfg(test)]
mod tests {
    use tianhei_core::{
        BotKind, Match, RuleFile, Viewer,
        bot::play_out_by,
        world::{check_worlds_in_play, distinct, world},
    };

    use super::*;

    fn rules(file: &str) -> std::sync::Arc<RuleFile> {
        std::sync::Arc::new(RuleFile::parse(file).unwrap())
    }

    #[test]
    fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
        let mut rng = game_rng(5, 0);
        for (file, counts) in [
            (
                include_str!("../../../../rules/fengsheng-classic.toml"),
                &[3usize, 5, 7, 9][..],
            ),
            (
                include_str!("../../../../rules/fengsheng-first-game.toml"),
                &[4, 6][..],
            ),
        ] {
            let rules = rules(file);
            for (k, &players) in counts.iter().enumerate() {
                for kind in [BotKind::Random, BotKind::Heuristic] {
                    let seed = k as u64 + 1;
                    let drawn = check_worlds_in_play(&rules, players, seed, kind, 5, &mut rng)
                        .unwrap_or_else(|e| panic!("{e}"));
                    assert!(drawn > 0, "worlds are drawn once characters are chosen");
                }
            }
        }
    }

    #[test]
    fn worlds_vary_what_the_seat_does_not_know() {
        let rules = rules(include_str!("../../../../rules/fengsheng-classic.toml"));
        let mut m = Match::new(rules.clone(), 7, 4).unwrap();
        let mut bots: Vec<_> = (0..7u8)
            .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 4))
            .collect();
        play_out_by(&mut m, 40, |m, p| {
            bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
        })
        .ok();
        let me = Seat(0);
        let mut rng = game_rng(9, 0);
        let (mut ids, mut hands) = (Vec::new(), Vec::new());
        for _ in 0..60 {
            let w = world(m.table(), me, &mut rng).expect("a world");
            let v = w.view(Viewer::Moderator).to_json();
            ids.push(v["players"][3]["identity"].to_string());
            hands.push(w.view(Viewer::Seat(Seat(2))).to_json()["me"]["hand"].to_string());
        }
        assert!(
            distinct(&ids) > 1,
            "another seat's identity is drawn: {ids:?}"
        );
        assert!(
            distinct(&hands) > 1,
            "another seat's hand is drawn: {hands:?}"
        );
    }

    #[test]
    fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
        let rules = rules(include_str!("../../../../rules/fengsheng-classic.toml"));
        let spec: tianhei_core::BotSpec = "search:rollouts=24,particles=8".parse().unwrap();
        let mut rng = game_rng(6, 0);
        let (mut compared, mut searched) = (0, 0);
        for seed in 1..=2 {
            let (c, s) = tianhei_core::bot::search::check_fair(&rules, 7, seed, &spec, 7, &mut rng)
                .unwrap_or_else(|e| panic!("{e}"));
            compared += c;
            searched += s;
        }
        assert!(searched > 0, "{compared} decisions compared, none searched");
    }
}
