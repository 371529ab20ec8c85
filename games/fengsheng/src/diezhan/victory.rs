//! Who wins (reference §3.4–3.7, §5), in the order of a victory check: declarations by
//! collection (潜伏 3 red, 特工 3 blue, 双面间谍 either, else the 诱变者), or by a death task
//! (镇压者, 先行者, 清道夫), or the 搅局者 at his turn's end; then the 篡夺者 takes the win in
//! his turn. A victory by a condition is checked before the last-faction end.

use tianhei_core::text;
use tianhei_core::{Audience, GameResult, Outcome, Seat, SeatOutcome, SeatSet, Text};

use super::{
    chars::qin_yuan_yuan,
    deck::Colour,
    frame::Frame,
    identity::{Identity, Task},
    passive::WEI_SHENG,
    roster,
    state::Game,
};

/// What a victory check found.
pub(crate) enum Won {
    /// No victory.
    No,
    /// The game is over.
    Over,
    /// A victory that asks first (比翼双飞): run this frame, which ends the game.
    Ask(Frame),
}

impl Game {
    fn holder_of(&self, task: Task) -> Option<Seat> {
        self.seating
            .all()
            .find(|&s| self.identity[s.index()] == Identity::Mystery(task) && !self.out.contains(s))
    }

    /// Everyone of `s`'s faction who is not out (both factions in the 4-player variant);
    /// a 神秘人 alone. A player without identity card (承志 took it) is on no side.
    pub(crate) fn team_of(&self, s: Seat) -> SeatSet {
        let me = self.identity[s.index()];
        let four = self.seating.len() == 4;
        let mut team = SeatSet::EMPTY;
        for t in self.seating.all() {
            if self.out.contains(t) || (t != s && self.identity_gone.contains(t)) {
                continue;
            }
            let it = self.identity[t.index()];
            let with = match me {
                Identity::Mystery(_) => t == s,
                _ => it == me || (four && it.task().is_none()),
            };
            if with {
                team.insert(t);
            }
        }
        team
    }

    /// In the 篡夺者's turn, a declaration makes him the only winner.
    fn usurp(&self, winners: SeatSet) -> SeatSet {
        let a = self.turn.active;
        if !winners.is_empty()
            && self.identity[a.index()] == Identity::Mystery(Task::Usurper)
            && !self.out.contains(a)
            && !winners.contains(a)
        {
            SeatSet::one(a)
        } else {
            winners
        }
    }

    /// A victory declared by `declarers`, with `winners`: the 篡夺者 first, then
    /// 比翼双飞 (which asks), else the game ends.
    fn declared(&mut self, declarers: SeatSet, winners: SeatSet) -> Won {
        if winners.is_empty() {
            return Won::No;
        }
        let usurped = self.usurp(winners);
        if usurped != winners {
            self.finish(usurped);
            return Won::Over;
        }
        if let Some(f) = qin_yuan_yuan::offer(self, declarers, winners) {
            return Won::Ask(f);
        }
        self.finish(winners);
        Won::Over
    }

    /// The collection check (step 3 of every node).
    pub(crate) fn collection_check(&mut self) -> Won {
        let mut winners = SeatSet::EMPTY;
        let mut declarers = SeatSet::EMPTY;
        for s in self.alive_from(self.turn.active) {
            let red = self.count(s, Colour::Red) >= 3;
            let blue = self.count(s, Colour::Blue) >= 3;
            if !red && !blue {
                continue;
            }
            let declares = match self.identity[s.index()] {
                Identity::Qianfu => red,
                Identity::Tegong => blue,
                Identity::Mystery(Task::DoubleAgent) => true,
                Identity::Mystery(_) => false,
            };
            if declares {
                winners = winners.union(self.team_of(s));
                declarers.insert(s);
            } else if let Some(m) = self.holder_of(Task::Mutator)
                && (self.alive(m) || self.dying_now.contains(m))
            {
                winners.insert(m);
                declarers.insert(m);
            }
        }
        self.lovers_declare(&mut declarers, &mut winners);
        self.declared(declarers, winners)
    }

    /// The death check (step 9) for the players who just died.
    pub(crate) fn death_check(&mut self, dead: &[Seat]) -> Won {
        let mut winners = SeatSet::EMPTY;
        if let Some(m) = self.holder_of(Task::Suppressor)
            && m == self.turn.active
            && dead.iter().any(|&d| self.true_count(d) >= 2)
        {
            winners.insert(m);
        }
        if let Some(m) = self.holder_of(Task::Pioneer)
            && dead.contains(&m)
            && self.true_count(m) >= 1
        {
            winners.insert(m);
        }
        if let Some(m) = self.holder_of(Task::Sweeper)
            && (self.alive(m) || self.dying_now.contains(m))
            && dead
                .iter()
                .any(|&d| self.count(d, Colour::Red) <= 1 && self.count(d, Colour::Blue) <= 1)
        {
            winners.insert(m);
        }
        self.declared(winners, winners)
    }

    /// The 搅局者's check, last thing of his turn.
    pub(crate) fn disturber_check(&mut self) {
        let a = self.turn.active;
        if self.over()
            || self.identity[a.index()] != Identity::Mystery(Task::Disturber)
            || self.out.contains(a)
        {
            return;
        }
        let others: Vec<Seat> = self.alive_from(a).into_iter().filter(|&s| s != a).collect();
        if !others.is_empty() && others.iter().all(|&s| self.true_count(s) >= 2) {
            self.finish(SeatSet::one(a));
        }
    }

    /// The last faction (online rule) or the last survivor (physical rule); everyone
    /// dead: nobody wins. True if the game ended.
    pub(crate) fn last_faction_check(&mut self) -> bool {
        if self.over() {
            return true;
        }
        let living = self.alive_from(Seat(0));
        let Some(&first) = living.first() else {
            self.finish(SeatSet::EMPTY);
            return true;
        };
        if self.rules.last_faction_wins {
            let four = self.seating.len() == 4;
            let ids: Vec<Identity> = living.iter().map(|s| self.identity[s.index()]).collect();
            let one_faction = match ids[0] {
                Identity::Mystery(_) => living.len() == 1,
                i => ids.iter().all(|&j| j == i || (four && j.task().is_none())),
            };
            if one_faction {
                // Not a declaration: no 篡夺者.
                let mut w = SeatSet::EMPTY;
                for &s in &living {
                    w = w.union(self.team_of(s));
                }
                self.finish(w);
                return true;
            }
            false
        } else if living.len() == 1 {
            let w = self.usurp(self.team_of(first));
            self.finish(w);
            true
        } else {
            false
        }
    }

    /// The game ends with `winners` (nobody: a draw); every identity is turned up. 顾小梦's
    /// 尾声: when she wins face-up and alive, the players without identity card win too.
    pub(crate) fn finish(&mut self, mut winners: SeatSet) {
        if winners.iter().any(|s| self.has_up(s, WEI_SHENG)) {
            winners = winners.union(self.identity_gone);
        }
        let seats: Vec<SeatOutcome> = self
            .seating
            .all()
            .map(|s| {
                let i = self.identity[s.index()];
                let won = winners.contains(s);
                // The identity with the character he ends with (`潜伏战线·老鬼（…）`), as
                // classic 风声 names its roles.
                let role = match self.chars[s.index()] {
                    Some(c) => {
                        let (n, t) = (i.name(), &roster::roster()[c.id as usize].name);
                        text!("{}·{}", "{} · {}", n, t)
                    }
                    None => i.name(),
                };
                SeatOutcome {
                    seat: s,
                    side: i.key().into(),
                    role,
                    won,
                    // A winner scores by the identity he holds now (a co-winner too).
                    score: if won { self.rules.points(i) as i32 } else { 0 },
                }
            })
            .collect();
        let mut keys: Vec<&'static str> = Vec::new();
        let mut names: Vec<Text> = Vec::new();
        for s in winners.iter() {
            let i = self.identity[s.index()];
            if !keys.contains(&i.key()) {
                keys.push(i.key());
                names.push(i.name());
            }
        }
        let list: Vec<String> = winners
            .iter()
            .map(|s| format!("{}号", s.number()))
            .collect();
        let list_en: Vec<String> = winners.iter().map(|s| s.number().to_string()).collect();
        let (result, summary) = if winners.is_empty() {
            (GameResult::Draw, Text::new("无人获胜", "Nobody wins"))
        } else {
            let zh: Vec<String> = names.iter().map(|t| t.zh.to_string()).collect();
            let en: Vec<String> = names.iter().map(|t| t.en.to_string()).collect();
            let label = Text::owned(zh.join("、"), en.join(", "));
            (
                GameResult::Win {
                    side: keys.join("+").into(),
                    label: label.clone(),
                },
                text!(
                    "{}获胜：{}",
                    "{} win: seat {}",
                    label,
                    (list.join("、"), list_en.join(", "))
                ),
            )
        };
        self.log
            .push(Audience::All, "diezhan.over", summary.clone());
        let ids: Vec<String> = self
            .seating
            .all()
            .map(|s| format!("{}号{}", s.number(), self.identity[s.index()].name().zh))
            .collect();
        let ids_en: Vec<String> = self
            .seating
            .all()
            .map(|s| format!("seat {} {}", s.number(), self.identity[s.index()].name().en))
            .collect();
        self.log.push(
            Audience::All,
            "diezhan.identities",
            text!(
                "身份：{}",
                "Identities: {}",
                (ids.join("，"), ids_en.join("; "))
            ),
        );
        self.outcome = Some(Outcome {
            result,
            seats,
            summary,
        });
        self.asks.clear();
    }
}
