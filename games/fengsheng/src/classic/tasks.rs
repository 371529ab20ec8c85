//! Work that must happen before the turn goes on: resolving a stack entry (its
//! triggers, its effect, spending its card), obtaining intel (败露, victory, death,
//! triggers), dealing 真伪莫辨, settling a death, timing points and questions.
//!
//! Tasks sit on a stack (last in, first out), so the consequences of an event are
//! settled before the next event of the same batch: a death in the middle of
//! 真伪莫辨 is settled (its skills too) before the next player takes a card. Each becomes
//! a frame of the engine; a question is a frame that waits for its answer
//! (`Frame::Ask`), a timing point the kit's `Fire`.

use tianhei_core::text;
use tianhei_core::{Audience, Seat};

use crate::classic::{
    card::{CardId, Colour},
    frame::{Source, Task},
    game::Game,
    zone::Zone,
};

impl Game {
    /// Runs one pending task.
    pub(crate) fn exec(&mut self, task: Task) {
        match task {
            Task::Effect => self.entry_effect(),
            Task::Done => self.entry_done(),
            Task::Obtained {
                seat,
                cards,
                source,
            } => self.obtained(seat, cards, source),
            Task::Muddle {
                user,
                cards,
                order,
                next,
                dealt,
            } => self.muddle_next(user, cards, order, next, dealt),
            Task::AfterDeath { seat } => self.after_death(seat),
            // Questions and timing points run as frames of their own (`Frame::from`).
            Task::Fire(_) | Task::Ask(_) | Task::Asked(_) => {}
        }
    }

    /// `cards` go face-up in front of `seat` at once; at once 败露, then victory; death
    /// and the obtain skills follow as a task.
    pub(crate) fn obtain(&mut self, seat: Seat, cards: Vec<CardId>, source: Source) {
        self.obtain_together(vec![(seat, cards)], source);
    }

    /// Cards go face-up in front of several players in one act (釜底抽薪): all of them are
    /// placed first, then 败露, then one victory check over every seat, so two teams that
    /// complete their colour together win together (seed 000: several winners at once).
    /// Deaths and the obtain skills follow as tasks, in the order given.
    pub(crate) fn obtain_together(&mut self, placed: Vec<(Seat, Vec<CardId>)>, source: Source) {
        let mut took = Vec::with_capacity(placed.len());
        for (seat, cards) in placed {
            if cards.is_empty() {
                continue;
            }
            if !self.alive(seat) && !self.dying.contains(seat) {
                // Nobody left to take them (a skill aimed at a player who is out): discarded.
                for c in cards {
                    self.discard(c);
                }
                continue;
            }
            for &c in &cards {
                self.zones.move_to(c, Zone::Intel(seat));
            }
            took.push((seat, cards));
        }
        // 败露 comes before any victory: a face-up 小白 past six intel is out first.
        for &(s, _) in &took {
            if self.alive(s) {
                self.bai_lu(s);
            }
        }
        took.retain(|(seat, _)| self.alive(*seat));
        if took.is_empty() || self.outcome.is_some() || self.check_standing() {
            return;
        }
        for (seat, cards) in took.into_iter().rev() {
            self.tasks.push(Task::Obtained {
                seat,
                cards,
                source,
            });
        }
    }

    fn obtained(&mut self, seat: Seat, cards: Vec<CardId>, source: Source) {
        if !self.alive(seat) {
            return;
        }
        if !matches!(source, Source::Muddle { .. }) {
            self.fire_obtained(seat, &cards, source);
        }
        if self.count(seat, Colour::Black) >= 3 {
            self.die(seat, source.by());
        }
    }

    /// 真伪莫辨: N = living players; N cards from the deck, shuffled; from the user
    /// rightwards each living player takes one face-up as intel. A victory part-way ends
    /// the game at once; a death part-way is settled before the next card; cards left
    /// over (a player died) are discarded. Obtain skills fire once it has all resolved.
    pub(crate) fn muddle(&mut self, user: Seat) {
        use rand::seq::SliceRandom;
        let alive = self.alive_seats();
        let mut cards: Vec<CardId> = Vec::with_capacity(alive.len());
        for _ in 0..alive.len() {
            match (self.zones).draw(Zone::Deck, Zone::Discard, Zone::Dealing, &mut self.rng) {
                Some(c) => cards.push(c),
                None => break,
            }
        }
        cards.shuffle(&mut self.rng);
        self.log.push(
            Audience::All,
            "fengsheng.muddle",
            tianhei_core::text!(
                "从牌库顶取{}张牌洗匀，从{}号开始每人取一张作为情报",
                "{} cards from the deck top are shuffled; from seat {} each takes one as intel",
                cards.len(),
                user.number()
            ),
        );
        let order: Vec<Seat> = self.seating.from(user).collect();
        self.tasks.push(Task::Muddle {
            user,
            cards,
            order,
            next: 0,
            dealt: Vec::new(),
        });
    }

    fn muddle_next(
        &mut self,
        user: Seat,
        mut cards: Vec<CardId>,
        order: Vec<Seat>,
        mut next: usize,
        mut dealt: Vec<(Seat, CardId)>,
    ) {
        while next < order.len() && !self.alive(order[next]) {
            next += 1;
        }
        if next >= order.len() || cards.is_empty() {
            for c in cards {
                self.discard(c);
            }
            // Obtain skills fire now, in dealing order (英雄本色 waits for the whole card):
            // the first dealt is pushed last, so it runs first.
            for &(s, c) in dealt.iter().rev() {
                if self.alive(s) {
                    self.fire_obtained(s, &[c], Source::Muddle { user });
                }
            }
            return;
        }
        let s = order[next];
        let Some(c) = cards.pop() else { return };
        // Turned face-up in front of him, then said (obtaining keeps it last there).
        self.zones.move_to(c, Zone::Intel(s));
        let l = self.card(c).label();
        self.say_cards(
            Audience::All,
            "fengsheng.muddle_take",
            text!(
                "{}号获得情报：{}",
                "Seat {} takes the intel {}",
                s.number(),
                l
            ),
            &[c],
        );
        dealt.push((s, c));
        self.tasks.push(Task::Muddle {
            user,
            cards,
            order,
            next: next + 1,
            dealt,
        });
        self.obtain(s, vec![c], Source::Muddle { user });
    }
}
