//! 挑选角色: each player is offered two characters and keeps one, all at once; then
//! identities are told, hidden characters lie face-down and public ones face-up, and
//! three cards are dealt to each player (seed 000's order).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text, cards::Ask};

use crate::classic::{
    act::Act,
    characters::Character,
    game::{Game, Status},
};

impl Game {
    /// Opens one prompt per player who has not chosen yet (simultaneous).
    pub(crate) fn open_picks(&mut self) {
        for s in self.seating.all() {
            if self.players[s.index()].character.is_some() || self.asks.is_asked(s) {
                continue;
            }
            let [a, b] = self.offered[s.index()];
            let ask = Ask::one(
                s,
                "fengsheng.pick",
                Text::new(
                    "挑选角色：从这两张角色牌中选一张作为你的角色（身份牌在选好后发放）",
                    "Choose your character: keep one of these two (identities are dealt once everyone has chosen)",
                ),
                vec![Act::Pick { character: a }, Act::Pick { character: b }],
            );
            let made = ask.made(&*self);
            self.asks.open(made);
        }
    }

    /// `s` keeps `c`, one of the characters offered.
    pub(crate) fn answer_pick(&mut self, s: Seat, c: Character) {
        self.players[s.index()].character = Some(c);
        let n = c.name();
        self.tell(
            &[s],
            "fengsheng.picked",
            text!("你选择了角色【{}】", "You choose {}", n),
        );
        if self.players.iter().all(|p| p.character.is_some()) {
            for p in &mut self.players {
                let hidden = p.character.is_some_and(|c| c.hidden());
                p.face_up = !hidden;
                p.known = !hidden;
            }
            self.deal_hands();
            self.start();
        }
    }

    /// After 挑选角色: who plays which public character; 潜伏 ones lie face-down (their
    /// owner is told which).
    pub(crate) fn announce_characters(&mut self) {
        for s in self.seating.all() {
            let p = &self.players[s.index()];
            let Some(c) = p.character else { continue };
            if p.status != Status::Alive {
                continue;
            }
            let n = c.name();
            let g = c.info().gender.name();
            if p.face_up {
                self.log.push(
                    Audience::All,
                    "fengsheng.character",
                    text!(
                        "{}号的角色：【{}】（{}）",
                        "Seat {}'s character: {} ({})",
                        s.number(),
                        n,
                        g
                    ),
                );
            } else {
                self.log.push(
                    Audience::All,
                    "fengsheng.character_hidden",
                    text!(
                        "{}号的角色盖伏（潜伏角色）",
                        "Seat {}'s character lies face-down (hidden)",
                        s.number()
                    ),
                );
                self.tell(
                    &[s],
                    "fengsheng.my_character",
                    text!(
                        "你的角色是【{}】（{}，潜伏，盖伏）",
                        "Your character is {} ({}, hidden, face-down)",
                        n,
                        g
                    ),
                );
            }
        }
    }
}
