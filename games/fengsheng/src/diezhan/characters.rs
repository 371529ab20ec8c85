//! 谍战篇's character cards (reference §6.1) and the mechanism every character shares:
//! each player is dealt `characters_offered` and keeps one; hidden characters (the mask
//! icon) lie face-down, public ones face-up; a flip skill turns its card face-up, some
//! skills turn it face-down again; a character has a gender only while face-up. The cards
//! are `roster`'s; their skills are `chars/`'s, the rules skills share `skill.rs`'s.

use tianhei_core::text;
use tianhei_core::{
    Seat, Text,
    cards::{Ask, Input, Step},
};

use super::{
    frame::{Frame, Pick, Ret},
    opt::Opt,
    roster::{CharacterId, Seated, roster},
    state::Game,
};

impl Pick {
    pub(crate) fn new(offered: Vec<Vec<CharacterId>>) -> Self {
        Pick { offered }
    }

    /// Asks every seat `which` accepts that has no character yet to keep one of its offer.
    pub(crate) fn ask(&self, g: &mut Game, which: impl Fn(Seat) -> bool) {
        for s in g.seating.all() {
            if g.chars[s.index()].is_some() || !which(s) {
                continue;
            }
            let opts = self.offered[s.index()]
                .iter()
                .map(|&id| Opt::Character { id })
                .collect();
            g.asks.open(Ask::one(
                s,
                "diezhan.pick",
                Text::new(
                    "选择角色：从发给你的角色牌中留一张",
                    "Choose your character: keep one of those dealt to you",
                ),
                opts,
            ));
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        if let Input::Answer(a) = input
            && let Some(&Opt::Character { id }) = a.one()
        {
            g.chars[a.seat.index()] = Some(Seated { id, face_up: false });
            let n = roster()[id as usize].title();
            g.log.push(
                tianhei_core::Audience::seat(a.seat),
                "diezhan.picked",
                text!("你选择了角色【{}】", "You keep {}", n),
            );
        }
        if g.chars.iter().any(Option::is_none) {
            if g.asks.prompts().is_empty() {
                self.ask(g, |_| true);
            }
            return Step::Wait;
        }
        for s in g.seating.all() {
            let Some(c) = g.chars[s.index()] else {
                continue;
            };
            let card = &roster()[c.id as usize];
            if !card.hidden {
                g.turn_up(s);
            } else {
                g.tell(
                    "diezhan.character_down",
                    text!(
                        "{}号的角色面朝下（潜伏角色）",
                        "Seat {}'s character lies face-down (hidden)",
                        s.number()
                    ),
                );
            }
        }
        g.deal_hands();
        Step::Become(Frame::Game)
    }
}

impl Game {
    /// `s`'s character is turned face-up (a flip skill, or a public one at the start).
    pub(crate) fn turn_up(&mut self, s: Seat) {
        let Some(c) = self.chars[s.index()].as_mut() else {
            return;
        };
        c.face_up = true;
        self.chars_shown.insert(s);
        let card = &roster()[c.id as usize];
        let n = card.title();
        let g = if card.female {
            ("女", "female")
        } else {
            ("男", "male")
        };
        self.tell(
            "diezhan.character_up",
            text!(
                "{}号的角色：【{}】（{}）",
                "Seat {}'s character: {} ({})",
                s.number(),
                n,
                (g.0, g.1)
            ),
        );
    }

    /// `s`'s character is turned face-down (翻至面朝下: 借刀杀人, 真理, 换日, 将计就计, …).
    pub(crate) fn turn_down(&mut self, s: Seat) {
        if let Some(c) = self.chars[s.index()].as_mut() {
            c.face_up = false;
            self.tell(
                "diezhan.character_down",
                text!(
                    "{}号的角色翻至面朝下",
                    "Seat {}'s character is turned face-down",
                    s.number()
                ),
            );
        }
    }

    /// A character's gender exists only face-up: `Some(true)` female, `Some(false)` male.
    pub(crate) fn gender(&self, s: Seat) -> Option<bool> {
        self.chars[s.index()]
            .filter(|c| c.face_up)
            .map(|c| roster()[c.id as usize].female)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diezhan::Diezhan;

    #[test]
    fn each_keeps_one_of_two_hidden_ones_lie_face_down_and_gender_shows_only_face_up() {
        use tianhei_core::{Table, Viewer};
        let rules = Diezhan {
            characters: true,
            ..Diezhan::default()
        };
        let mut g = Game::new(rules, 5, 3).expect("deal");
        assert_eq!(g.prompts().len(), 5, "everyone chooses at once");
        assert!(g.prompts().iter().all(|p| p.options.len() == 2));
        for s in 0..5u8 {
            let p = g
                .prompts()
                .iter()
                .find(|p| p.seat == Seat(s))
                .expect("asked")
                .clone();
            g.answer(Seat(s), p.id, &[0]).expect("kept");
        }
        assert!(g.hand(Seat(0)).len() == 3, "hands come after characters");
        for s in g.seating.all() {
            let c = g.chars[s.index()].expect("kept one");
            let card = &roster()[c.id as usize];
            assert_eq!(c.face_up, !card.hidden);
            assert_eq!(g.gender(s), c.face_up.then_some(card.female));
            let other = Seat((s.0 + 1) % 5);
            let seen = g.view_of(Viewer::Seat(other)).players[s.index()]
                .character
                .clone()
                .expect("a character");
            assert_eq!(
                seen.card.is_some(),
                c.face_up,
                "a face-down one is nobody's but his"
            );
        }
        let s = g
            .seating
            .all()
            .find(|&s| g.chars[s.index()].is_some_and(|c| c.face_up))
            .expect("a public one");
        g.turn_down(s);
        assert_eq!(g.gender(s), None, "a face-down character has no gender");
        g.turn_up(s);
        assert!(g.gender(s).is_some());
        g.check_invariants().expect("invariants");
    }
}
