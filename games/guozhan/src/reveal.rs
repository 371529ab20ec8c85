//! Revealing (明置) faction cards and characters, determining a faction and the 野心家
//! rule, 重整, the end check and the outcome.
//!
//! The end is checked only while every living seat has a determined faction (the seed):
//! then if every living seat is on one side, that side wins — its members living and dead;
//! a careerist wins only as the last one alive. `max_rounds` ends the game with no winner.

use tianhei_core::text;
use tianhei_core::{GameResult, Outcome, Seat, SeatOutcome, Text};

use crate::{
    faction::{Side, Which},
    game::Game,
};

impl Game {
    /// `s` reveals faction card `w` (a no-op if it is face-up already).
    pub(crate) fn reveal_faction(&mut self, s: Seat, w: Which) {
        let p = &mut self.players[s.index()];
        let card = match w {
            Which::Main => &mut p.main,
            Which::Second => &mut p.second,
        };
        if card.revealed {
            return;
        }
        card.revealed = true;
        let colour = card.colour;
        let name = w.name();
        self.say(
            "guozhan.reveal_faction",
            text!(
                "{}号明置了{}：{}",
                "Seat {} reveals its {}: {}",
                s.num(),
                name,
                colour.symbol()
            ),
        );
        if self.players[s.index()].determined() {
            self.determine(s);
        }
    }

    /// Both faction cards of `s` are face-up: his faction is determined, and he becomes a
    /// careerist if its members (determined, not careerists, the dead included, him too)
    /// now outnumber half the players.
    fn determine(&mut self, s: Seat) {
        let Some(f) = self.faction(s) else {
            return;
        };
        let members = self
            .seating
            .all()
            .filter(|&o| o != s && !self.players[o.index()].careerist && self.faction(o) == Some(f))
            .count()
            + 1;
        let name = f.name();
        if members > self.seating.len() / 2 {
            self.players[s.index()].careerist = true;
            self.say(
                "guozhan.careerist",
                text!("{}号确定势力为{}，但该势力已有{}人，超过总人数的一半：{}号成为野心家", "Seat {} determines the {}, which would have {} members, more than half the players: seat {} becomes a careerist", s.num(), name, &members.to_string(), s.num()),
            );
        } else {
            self.say(
                "guozhan.determined",
                text!("{}号确定势力：{}", "Seat {} is of the {}", s.num(), name),
            );
        }
    }

    /// `s`'s character is revealed (by death here; by skills later).
    pub(crate) fn reveal_character(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        if p.character_up {
            return;
        }
        p.character_up = true;
        let c = p.character;
        let (n, g) = (c.name(), c.gender().name());
        self.say(
            "guozhan.reveal_character",
            text!(
                "{}号明置了角色牌：{}（{}）",
                "Seat {} reveals its character: {} ({})",
                s.num(),
                n,
                g
            ),
        );
    }

    /// 重整: `s`'s main faction card turns sideways, or upright if it already was. A seat
    /// whose turn is about to start while sideways sets it upright and skips that turn.
    pub fn reorganize(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        p.reorganized = !p.reorganized;
        let line = if p.reorganized {
            text!(
                "{}号重整：主势力牌横置，将跳过下一个回合",
                "Seat {} reorganizes: its main faction card turns sideways and it will skip its next turn",
                s.num()
            )
        } else {
            text!(
                "{}号已在重整，主势力牌改为竖置",
                "Seat {} was reorganizing: its main faction card is set upright again",
                s.num()
            )
        };
        self.say("guozhan.reorganize", line);
    }

    /// Whether the game is over now: `Some(Some(side))` when every living seat is
    /// determined and on `side`, `Some(None)` when nobody is alive, `None` otherwise.
    pub(crate) fn ended(&self) -> Option<Option<Side>> {
        let alive = self.alive_seats();
        let mut sides = alive.iter().map(|s| self.side(s));
        let Some(first) = sides.next() else {
            return Some(None);
        };
        let first = first?;
        let mut one = true;
        for side in sides {
            match side {
                None => return None,
                Some(x) if x != first => one = false,
                Some(_) => {}
            }
        }
        one.then_some(Some(first))
    }

    /// Ends the game if every living seat is determined and all are on one side.
    pub(crate) fn check_end(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        match self.ended() {
            Some(Some(side)) => self.finish_win(side),
            Some(None) => self.finish_no_winner(),
            None => {}
        }
    }

    fn finish_win(&mut self, side: Side) {
        let seats: Vec<SeatOutcome> = self
            .seating
            .all()
            .map(|s| {
                let won = self.side(s) == Some(side);
                self.seat_outcome(s, won)
            })
            .collect();
        let winners: Vec<&str> = seats
            .iter()
            .filter(|o| o.won)
            .map(|o| o.seat.num())
            .collect();
        let list = Text::owned(winners.join("号、"), winners.join(", "));
        let name = side.name();
        self.say(
            "guozhan.victory",
            text!("{}获胜：{}号", "The {} wins: seat(s) {}", name, list),
        );
        self.reveal_all();
        self.outcome = Some(Outcome {
            result: GameResult::Win {
                side: side.key().into(),
                label: name.clone(),
            },
            seats,
            summary: text!("{}获胜（{}号）", "The {} wins (seat(s) {})", name, list),
        });
    }

    /// The game ends with no winner (the round limit, or nobody left alive).
    pub(crate) fn finish_no_winner(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let rounds = self.opts.max_rounds.to_string();
        self.say(
            "guozhan.no_winner",
            text!(
                "已进行{}轮，游戏结束，无人获胜",
                "{} rounds are over: the game ends with no winner",
                &rounds
            ),
        );
        self.reveal_all();
        let seats = self
            .seating
            .all()
            .map(|s| self.seat_outcome(s, false))
            .collect();
        self.outcome = Some(Outcome {
            result: GameResult::Draw,
            seats,
            summary: Text::new("无人获胜", "Nobody wins"),
        });
    }

    fn seat_outcome(&self, s: Seat, won: bool) -> SeatOutcome {
        let p = &self.players[s.index()];
        let n = p.character.name();
        let (m, c) = (p.main.colour.symbol(), p.second.colour.symbol());
        let tag = if p.careerist { "·野心家" } else { "" };
        let tag_en = if p.careerist { ", careerist" } else { "" };
        SeatOutcome {
            seat: s,
            side: self.side(s).map_or("undetermined", |x| x.key()).into(),
            role: text!("{}（{}{}{}）", "{} ({}{}{})", n, m, c, (tag, tag_en)),
            won,
            score: i32::from(won),
        }
    }

    fn reveal_all(&mut self) {
        let parts: Vec<(String, String)> = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                let n = p.character.name();
                let (m, c) = (p.main.colour.symbol(), p.second.colour.symbol());
                let tag = if p.careerist { "·野心家" } else { "" };
                (
                    format!("{}号{}{m}{c}{tag}", s.number(), n.zh),
                    format!(
                        "seat {} {} {m}{c}{}",
                        s.number(),
                        n.en,
                        if p.careerist { " (careerist)" } else { "" }
                    ),
                )
            })
            .collect();
        let zh: Vec<&str> = parts.iter().map(|p| p.0.as_str()).collect();
        let en: Vec<&str> = parts.iter().map(|p| p.1.as_str()).collect();
        self.say(
            "guozhan.reveal_all",
            text!(
                "全部公开：{}",
                "Everything revealed: {}",
                (zh.join("，"), en.join(", "))
            ),
        );
    }
}
