//! Worlds of 国战 for one seat ([`tianhei_core::world`]): what the seat does not know,
//! drawn again within the rules.
//!
//! Kept: everything the seat sees (its hand, characters and faction cards; every face-up
//! card, character and faction card; HP and max HP; equipment and judge areas) and what
//! it learned by 知己知彼 or by handing cards on (the kit's zones follow a card it knows).
//! Drawn again: which unknown cards lie in the other hands and the deck (each hand keeps
//! its size; the deck's order), the face-down faction cards of the others (from the half
//! black, half white set less what the seat knows), their face-down characters (from the
//! characters the seat cannot place, with the same max HP, whose HP card is public), and
//! the game's random stream. What the others learned by 知己知彼 is laid anew on what the
//! world drew. While characters are being chosen there is no world (the choice is left
//! to the heuristic).
//!
//! Roles are written `main second` as `b`/`w` for each face-down faction card and `-` for
//! one the seat knows, then `#key` for a face-down character it has not seen:
//! `bw#caocao`, `-w`, `--#zhenji`.

use rand::{RngExt, seq::SliceRandom};
use tianhei_core::{
    Seat, Table,
    rng::{GameRng, game_rng},
    world::Hidden,
};

use crate::{
    card::Zone, character::Character, choices::PeekAt, faction::FColour, frame::Frame, game::Game,
    log::visible,
};

fn letter(c: FColour) -> char {
    match c {
        FColour::Black => 'b',
        FColour::White => 'w',
    }
}

fn colour(l: char) -> Option<FColour> {
    match l {
        'b' => Some(FColour::Black),
        'w' => Some(FColour::White),
        _ => None,
    }
}

impl Game {
    /// Whether `seat` knows `s`'s main (`second == false`) or secondary faction card.
    fn knows_faction(&self, seat: Seat, s: Seat, second: bool) -> bool {
        let p = &self.players[s.index()];
        let card = if second { p.second } else { p.main };
        s == seat
            || card.revealed
            || self.peeks.iter().any(|k| {
                k.user == seat
                    && k.target == s
                    && k.what == if second { PeekAt::Second } else { PeekAt::Main }
            })
    }

    /// Whether `seat` knows `s`'s character (its own, face-up, looked at, or marked by
    /// 预亮).
    fn knows_character(&self, seat: Seat, s: Seat) -> bool {
        let p = &self.players[s.index()];
        s == seat
            || p.character_up
            || p.preshown.is_some()
            || self
                .peeks
                .iter()
                .any(|k| k.user == seat && k.target == s && k.what == PeekAt::Character)
    }

    /// The characters `seat` cannot place: all but those dealt to it and those it knows.
    fn unplaced(&self, seat: Seat) -> Vec<Character> {
        let mut known: Vec<Character> = self.players[seat.index()].dealt.clone();
        for s in self.seating.all() {
            if self.knows_character(seat, s) {
                known.push(self.players[s.index()].character);
            }
        }
        Character::ALL
            .iter()
            .copied()
            .filter(|c| !known.contains(c))
            .collect()
    }

    fn choosing(&self) -> bool {
        matches!(self.engine.frames().first(), Some(Frame::Setup(_)))
    }

    /// [`Table::hidden`].
    pub(crate) fn draw_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        if self.outcome.is_some() || self.choosing() || seat.index() >= self.players.len() {
            return None;
        }
        let n = self.players.len();
        // The faction cards the seat cannot place: N black and N white less those known.
        let mut left: Vec<FColour> = std::iter::repeat_n(FColour::Black, n)
            .chain(std::iter::repeat_n(FColour::White, n))
            .collect();
        let mut unknown: Vec<(Seat, bool)> = Vec::new();
        for s in self.seating.all() {
            for second in [false, true] {
                let p = &self.players[s.index()];
                let c = if second { p.second } else { p.main };
                if self.knows_faction(seat, s, second) {
                    if let Some(i) = left.iter().position(|&x| x == c.colour) {
                        left.remove(i);
                    }
                } else {
                    unknown.push((s, second));
                }
            }
        }
        left.shuffle(rng);
        let mut roles: Vec<Option<String>> = vec![None; n];
        for s in self.seating.all() {
            if s == seat {
                continue;
            }
            let mut key = String::new();
            for second in [false, true] {
                let slot = unknown.iter().position(|&u| u == (s, second));
                key.push(match slot {
                    Some(i) => letter(left[i]),
                    None => '-',
                });
            }
            roles[s.index()] = Some(key);
        }
        // Face-down characters: one of those unplaced with the seat's max HP.
        let mut free = self.unplaced(seat);
        free.shuffle(rng);
        for s in self.seating.all() {
            if self.knows_character(seat, s) {
                continue;
            }
            // The HP card was shown with the character: its printed max HP is public.
            let hp = self.players[s.index()].character.max_hp();
            if let Some(i) = free.iter().position(|c| c.max_hp() == hp)
                && let Some(r) = roles[s.index()].as_mut()
            {
                r.push('#');
                r.push_str(free.remove(i).key());
            }
        }
        Some(Hidden {
            seat,
            roles,
            seed: rng.random(),
        })
    }

    /// [`Table::with_hidden`].
    pub(crate) fn lay_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        let seat = h.seat;
        let n = self.players.len();
        if h.roles.len() != n || self.outcome.is_some() || self.choosing() {
            return None;
        }
        let mut g = self.clone();
        let mut rng = game_rng(h.seed, 12);
        g.rng = game_rng(rng.random(), 0);
        let unplaced = self.unplaced(seat);
        let mut placed: Vec<Character> = Vec::new();
        for s in self.seating.all() {
            let role = h.roles[s.index()].as_deref();
            if s == seat {
                if role.is_some() {
                    return None;
                }
                continue;
            }
            let key = role?;
            let (cards, ch) = match key.split_once('#') {
                Some((f, c)) => (f, Some(c)),
                None => (key, None),
            };
            let letters: Vec<char> = cards.chars().collect();
            if letters.len() != 2 {
                return None;
            }
            let p = &mut g.players[s.index()];
            for (k, second) in [false, true].into_iter().enumerate() {
                let known = self.knows_faction(seat, s, second);
                match (colour(letters[k]), known) {
                    (Some(c), false) => {
                        if second {
                            p.second.colour = c;
                        } else {
                            p.main.colour = c;
                        }
                    }
                    (None, true) => {}
                    _ => return None,
                }
            }
            match (ch, self.knows_character(seat, s)) {
                (Some(key), false) => {
                    let c = *Character::ALL.iter().find(|c| c.key() == key)?;
                    let printed = self.players[s.index()].character.max_hp();
                    if !unplaced.contains(&c) || placed.contains(&c) || c.max_hp() != printed {
                        return None;
                    }
                    p.character = c;
                    p.dealt = vec![c];
                    placed.push(c);
                }
                (None, true) => {}
                _ => return None,
            }
        }
        // The faction cards as a whole: half black, half white.
        let blacks = g
            .players
            .iter()
            .flat_map(|p| [p.main.colour, p.second.colour])
            .filter(|&c| c == FColour::Black)
            .count();
        if blacks != n {
            return None;
        }
        // What the others learned by 知己知彼, laid on what the world drew.
        for k in &mut g.peeks {
            if k.user == seat {
                continue;
            }
            let t = &g.players[k.target.index()];
            match k.what {
                PeekAt::Main => k.colour = Some(t.main.colour),
                PeekAt::Second => k.colour = Some(t.second.colour),
                PeekAt::Character => k.character = Some(t.character),
                PeekAt::Hand => {}
            }
        }
        g.note_triggers();
        // The cards the seat does not know change places over the other hands and the
        // deck; the deck's order is drawn again.
        let hidden = |c| !visible(&self.zones, c, Some(seat)) && !self.zones.knows(c, seat);
        g.zones.redeal(
            hidden,
            |z| matches!(z, Zone::Deck) || matches!(z, Zone::Hand(s) if s != seat),
            |_| None::<()>,
            &[Zone::Deck],
            &mut rng,
        );
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

    fn rules() -> std::sync::Arc<RuleFile> {
        std::sync::Arc::new(RuleFile::parse(include_str!("../../../rules/guozhan.toml")).unwrap())
    }

    #[test]
    fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
        let rules = rules();
        let mut rng = game_rng(5, 0);
        for (players, seed) in [(4, 1), (8, 2), (10, 3)] {
            for kind in [BotKind::Random, BotKind::Heuristic] {
                let drawn = check_worlds_in_play(&rules, players, seed, kind, 5, &mut rng)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert!(drawn > 0, "worlds are drawn once characters are chosen");
            }
        }
    }

    #[test]
    fn worlds_vary_what_the_seat_does_not_know() {
        let rules = rules();
        let mut m = Match::new(rules.clone(), 8, 4).unwrap();
        let mut bots: Vec<_> = (0..8u8)
            .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 4))
            .collect();
        play_out_by(&mut m, 80, |m, p| {
            bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
        })
        .ok();
        let me = Seat(0);
        let mut rng = game_rng(9, 0);
        let (mut chars, mut hands, mut mains) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..60 {
            let w = world(m.table(), me, &mut rng).expect("a world");
            let v = w.view(Viewer::Moderator).to_json();
            chars.push(v["players"][3]["hidden"]["character"].to_string());
            mains.push(v["players"][3]["hidden"]["main"].to_string());
            hands.push(v["players"][2]["hand"].to_string());
        }
        let real = m.table().view(Viewer::Seat(me)).to_json();
        if real["players"][3]["character"].is_null() {
            assert!(
                distinct(&chars) > 1,
                "a face-down character is drawn: {chars:?}"
            );
        }
        if real["players"][3]["main"].is_null() {
            assert!(
                distinct(&mains) > 1,
                "a face-down faction card is drawn: {mains:?}"
            );
        }
        assert!(
            distinct(&hands) > 1,
            "another seat's hand is drawn: {hands:?}"
        );
    }

    #[test]
    fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
        let rules = rules();
        let spec: tianhei_core::BotSpec = "search:rollouts=24,particles=8".parse().unwrap();
        let mut rng = game_rng(6, 0);
        let (mut compared, mut searched) = (0, 0);
        for seed in 1..=2 {
            let (c, s) = tianhei_core::bot::search::check_fair(&rules, 8, seed, &spec, 7, &mut rng)
                .unwrap_or_else(|e| panic!("{e}"));
            compared += c;
            searched += s;
        }
        assert!(searched > 0, "{compared} decisions compared, none searched");
    }
}
