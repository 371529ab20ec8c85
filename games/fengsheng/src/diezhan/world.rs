//! Worlds of 谍战篇 for one seat ([`tianhei_core::world`]): what the seat does not know,
//! drawn again within the rules.
//!
//! Kept: everything the seat sees (its hand and identity, the face-up intel, the discard
//! pile, the pending intel when it has seen it or it is face-up, face-up characters and
//! its own) and every card it knows where it lies (one it handed on, one it was shown:
//! the kit's zones follow that). Drawn again: the faces of every other card in play (the
//! deck's order with them, and each hand keeps its size), the identities and tasks of the
//! other players (the identity table of the seat count; the tasks from the boxes in play
//! but the seat's own), the face-down characters it has not seen and the character pile,
//! the characters still offered to others at the start, and the game's random stream.
//! The pending intel's new face keeps the arrow and 🔒 everyone saw.
//!
//! Roles are written `qianfu`, `tegong` or a task's key (`usurper`), with `#id` for a
//! face-down character the seat has not seen. Not weighed: what a 试探 or a skill's look
//! told the seat about someone's identity (the belief learns it from the answers it can
//! weigh; a world may contradict it).

use std::hash::{Hash, Hasher};

use rand::{RngExt, seq::SliceRandom};
use tianhei_core::{
    Seat, Table,
    rng::{GameRng, game_rng},
    world::Hidden,
};

use super::{
    chars,
    deck::CardId,
    frame::Frame,
    identity::{Identity, Task, identity_table},
    roster::{self, CharacterId},
    state::{Game, Zone},
};

impl Game {
    /// Whether `seat` knows card `c`'s face where it lies.
    pub(crate) fn knows_card(&self, seat: Seat, c: CardId) -> bool {
        self.zones.zone_of(c) == Zone::Box || self.sees(c, Some(seat)) || self.zones.knows(c, seat)
    }

    /// Whether `seat` knows `s`'s character.
    fn knows_char(&self, seat: Seat, s: Seat) -> bool {
        s == seat || self.chars[s.index()].is_none_or(|c| c.face_up) || self.chars_shown.contains(s)
    }

    /// The characters `seat` cannot place: the pool but its own, every face-up or known
    /// one, and those it was offered.
    fn unplaced_chars(&self, seat: Seat) -> Vec<CharacterId> {
        let mut known: Vec<CharacterId> = self
            .seating
            .all()
            .filter(|&s| self.knows_char(seat, s))
            .filter_map(|s| self.chars[s.index()].map(|c| c.id))
            .collect();
        known.extend(
            self.offered
                .get(seat.index())
                .into_iter()
                .flatten()
                .copied(),
        );
        let mut pool = roster::pool(&self.rules);
        pool.retain(|&c| chars::written(c) && !known.contains(&c));
        pool
    }

    fn hidden_for(&self, seat: Seat, rng: &mut GameRng) -> Hidden {
        let n = self.seating.len();
        let mut roles: Vec<Option<String>> = vec![None; n];
        let unknown: Vec<Seat> = self.seating.all().filter(|&s| s != seat).collect();
        // Identities: the table of the seat count, tasks drawn from the boxes in play.
        if let Some((q, t, m)) = identity_table(n) {
            let mine = self.identity[seat.index()];
            let mut tasks: Vec<Task> = Task::ALL
                .into_iter()
                .filter(|k| self.rules.uses(k.set()) && Identity::Mystery(*k) != mine)
                .collect();
            tasks.shuffle(rng);
            let mut ids: Vec<Identity> = std::iter::repeat_n(Identity::Qianfu, q)
                .chain(std::iter::repeat_n(Identity::Tegong, t))
                .chain(std::iter::repeat_n(Identity::Mystery(Task::Usurper), m))
                .collect();
            // The seat's own identity is one of the table's.
            if let Some(i) = ids.iter().position(|&i| i.side() == mine.side()) {
                ids.remove(i);
            }
            let mut k = 0;
            for i in &mut ids {
                if let Identity::Mystery(_) = i
                    && let Some(&task) = tasks.get(k)
                {
                    *i = Identity::Mystery(task);
                    k += 1;
                }
            }
            ids.shuffle(rng);
            for (&s, i) in unknown.iter().zip(ids) {
                roles[s.index()] = Some(i.key().to_string());
            }
        }
        // Face-down characters the seat has not seen.
        let mut free = self.unplaced_chars(seat);
        free.shuffle(rng);
        for &s in &unknown {
            if self.chars[s.index()].is_some()
                && !self.knows_char(seat, s)
                && let Some(c) = free.pop()
                && let Some(r) = roles[s.index()].as_mut()
            {
                r.push_str(&format!("#{c}"));
            }
        }
        Hidden {
            seat,
            roles,
            seed: rng.random(),
        }
    }

    /// This game with `h` laid on it, or `None` when `h` does not fit what `h.seat` knows
    /// here (an identity now known that it contradicts, a character counted twice).
    fn with(&self, h: &Hidden) -> Option<Game> {
        let seat = h.seat;
        let n = self.seating.len();
        if h.roles.len() != n || self.over() {
            return None;
        }
        let mut g = self.clone();
        let mut rng = game_rng(h.seed, 11);
        g.rng = game_rng(rng.random(), 0);
        // Identities and characters from the roles.
        let unplaced = self.unplaced_chars(seat);
        let mut placed: Vec<CharacterId> = Vec::new();
        for s in self.seating.all() {
            let Some(key) = h.roles[s.index()].as_deref() else {
                if s != seat {
                    return None;
                }
                continue;
            };
            if s == seat {
                return None;
            }
            let (id, ch) = match key.split_once('#') {
                Some((i, c)) => (i, Some(c.parse::<CharacterId>().ok()?)),
                None => (key, None),
            };
            let identity = Identity::from_key(id)?;
            g.identity[s.index()] = identity;
            match (ch, self.chars[s.index()]) {
                (Some(c), Some(mut seated)) if !self.knows_char(seat, s) => {
                    if !unplaced.contains(&c) || placed.contains(&c) {
                        return None;
                    }
                    seated.id = c;
                    g.chars[s.index()] = Some(seated);
                    placed.push(c);
                }
                (None, Some(_)) if !self.knows_char(seat, s) => return None,
                (Some(_), _) => return None,
                _ => {}
            }
        }
        // The deal as a whole must be one the table allows.
        let mut ids: Vec<Identity> = g.identity.clone();
        ids.sort_by_key(|i| i.key());
        if let Some((q, t, _)) = identity_table(n) {
            let count = |side: Identity| ids.iter().filter(|&&i| i == side).count();
            if count(Identity::Qianfu) != q || count(Identity::Tegong) != t {
                return None;
            }
        }
        let tasks: Vec<Identity> = ids
            .iter()
            .copied()
            .filter(|i| matches!(i, Identity::Mystery(_)))
            .collect();
        if (1..tasks.len()).any(|k| tasks[k] == tasks[k - 1]) {
            return None;
        }
        g.dealt = g.identity.clone();
        // The character pile and the offers still open: the rest of what is unplaced.
        let mut free: Vec<CharacterId> = unplaced
            .into_iter()
            .filter(|c| !placed.contains(c))
            .collect();
        free.shuffle(&mut rng);
        let pile = g.char_pile.len();
        g.char_pile = free.split_off(free.len().saturating_sub(pile));
        let mut picking = None;
        if let Some(Frame::Pick(p)) = g.engine.frames_mut().first_mut() {
            for s in self.seating.all() {
                if s == seat {
                    continue;
                }
                // A seat that has kept one was offered it (drawn above) and others.
                let kept = g.chars[s.index()].map(|c| c.id);
                let k = p.offered[s.index()]
                    .len()
                    .saturating_sub(usize::from(kept.is_some()));
                let mut offer: Vec<CharacterId> = kept.into_iter().collect();
                offer.extend(free.split_off(free.len().saturating_sub(k)));
                p.offered[s.index()] = offer;
            }
            picking = Some(p.clone());
        }
        if let Some(p) = picking {
            // Their prompts showed what they were truly offered: asked again with the
            // offers drawn (the seat's own prompt stays as it is).
            g.asks.withdraw(|q| q.seat != seat);
            p.ask(&mut g, |s| s != seat);
        }
        for (s, o) in g.offered.iter_mut().enumerate() {
            if s != seat.index() {
                o.clear();
            }
        }
        // Card faces: every card the seat does not know takes another's face.
        let hidden: Vec<CardId> = (0..g.cards.len() as CardId)
            .filter(|&c| !self.knows_card(seat, c))
            .collect();
        // Drawn from the faces in a fixed order (not from which id wears which), so that
        // two states the seat cannot tell apart give it the same worlds.
        let face = |c: CardId| {
            let mut card = self.cards[c as usize];
            (card.id, card.no) = (0, 0);
            let mut h = std::hash::DefaultHasher::new();
            card.hash(&mut h);
            h.finish()
        };
        let mut faces: Vec<CardId> = hidden.clone();
        faces.sort_by_cached_key(|&c| face(c));
        faces.shuffle(&mut rng);
        // The pending intel shows its arrow and 🔒 to all: its face keeps them.
        if let Some(p) = &self.pending
            && let Some(k) = hidden.iter().position(|&c| c == p.card)
        {
            let shows = |c: CardId| (self.cards[c as usize].arrow, self.cards[c as usize].lock);
            let want = shows(p.card);
            if shows(faces[k]) != want {
                let fits: Vec<usize> = (0..faces.len())
                    .filter(|&j| shows(faces[j]) == want)
                    .collect();
                let j = fits[rng.random_range(0..fits.len())];
                faces.swap(k, j);
            }
        }
        for (&to, &from) in hidden.iter().zip(&faces) {
            let mut card = self.cards[from as usize];
            card.id = to;
            card.no = self.cards[to as usize].no;
            g.cards[to as usize] = card;
        }
        g.zones.shuffle_anew(Zone::Deck, &mut rng);
        Some(g)
    }
}

impl Game {
    /// [`Table::hidden`]: the identities, characters and the seed of the rest.
    pub(crate) fn draw_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        if self.over() || seat.index() >= self.seating.len() {
            return None;
        }
        Some(self.hidden_for(seat, rng))
    }

    /// [`Table::with_hidden`].
    pub(crate) fn lay_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.with(h).map(|g| Box::new(g) as Box<dyn Table>)
    }
}

#[cfg(test)]
mod tests {
    use tianhei_core::{
        BotKind, Match, RuleFile, Viewer,
        bot::play_out_by,
        world::{census, check_worlds_in_play, distinct, world},
    };

    use super::*;

    fn rules() -> std::sync::Arc<RuleFile> {
        std::sync::Arc::new(
            RuleFile::parse(include_str!("../../../../rules/fengsheng-diezhan.toml")).unwrap(),
        )
    }

    #[test]
    fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
        let rules = rules();
        let mut rng = game_rng(5, 0);
        for (players, seed) in [(5, 1), (7, 2), (9, 3)] {
            for kind in [BotKind::Random, BotKind::Heuristic] {
                let drawn = check_worlds_in_play(&rules, players, seed, kind, 7, &mut rng)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert!(drawn > 0, "worlds are drawn");
            }
        }
    }

    #[test]
    fn a_world_drawn_while_characters_are_chosen_gives_every_seat_its_offer_and_plays_on() {
        // Nine players keep one of two characters each; a world drawn after some have kept
        // theirs once offered the others one character too few (the kept one counted
        // twice), and a seat's prompt to choose had no option.
        let rules = rules();
        let mut rng = game_rng(7, 0);
        for seed in 1..=3 {
            let c = census(&rules, 9, seed, BotKind::Random, 1, 1, &mut rng)
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(c.played > 0 && c.played == c.worlds, "{c:?}");
        }
    }

    #[test]
    fn worlds_vary_what_the_seat_does_not_know() {
        let rules = rules();
        let mut m = Match::new(rules.clone(), 7, 4).unwrap();
        let mut bots: Vec<_> = (0..7u8)
            .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 4))
            .collect();
        play_out_by(&mut m, 60, |m, p| {
            bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
        })
        .ok();
        let me = Seat(0);
        let mut rng = game_rng(9, 0);
        let (mut ids, mut hands, mut chars) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..60 {
            let w = world(m.table(), me, &mut rng).expect("a world");
            let v = w.view(Viewer::Moderator).to_json();
            ids.push(v["players"][3]["identity"].to_string());
            chars.push(v["players"][3]["character"].to_string());
            // Another seat's hand, as that seat sees it in the world.
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
        let face_down =
            m.table().view(Viewer::Seat(me)).to_json()["players"][3]["character"]["card"].is_null();
        if face_down {
            assert!(
                distinct(&chars) > 1,
                "a face-down character is drawn: {chars:?}"
            );
        }
    }

    #[test]
    fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
        let rules = rules();
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
