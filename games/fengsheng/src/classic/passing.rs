//! Passing intel (传递情报阶段): choosing the card, the 情报传递 step and where the intel
//! goes next (skipping the dead and the lured, 直达, back to the sender), 情报到达, and
//! 情报接收 (accept, decline, or forced acceptance when locked).

use tianhei_core::{Audience, Seat, SeatSet, Text, text};

use crate::classic::{
    act::Act,
    card::{CardId, Stamp},
    frame::Source,
    frame::Step,
    game::Game,
    turn::{Phase, Transit},
    zone::Zone,
};

impl Game {
    pub(crate) fn ask_send(&mut self) {
        self.turn.phase = Phase::Send;
        let s = self.turn.active;
        if self.hand(s).is_empty() {
            self.turn.failed_send = true;
            self.log.push(
                Audience::All,
                "fengsheng.cannot_send",
                text!(
                    "{}号没有手牌可传出情报，回合结束时输掉游戏",
                    "Seat {} has no card to pass as intel and loses at the end of the turn",
                    s.number()
                ),
            );
            self.turn.step = Step::Play2;
            return;
        }
        let mut acts = Vec::new();
        for card in self.hand_faces(s) {
            let c = card.id;
            if card.stamp == Stamp::Direct {
                for t in self.seating.from(self.seating.next(s)) {
                    if t != s && self.alive(t) {
                        acts.push(Act::Send {
                            card: c,
                            to: Some(t),
                        });
                    }
                }
            } else {
                acts.push(Act::Send { card: c, to: None });
            }
        }
        self.ask(
            s,
            "fengsheng.send",
            Text::new(
                "传递情报：选一张手牌当作情报传出",
                "Pass intel: choose a hand card to send as intel",
            ),
            acts,
            0,
        );
    }

    /// Sends a hand card as intel.
    pub(crate) fn send(&mut self, s: Seat, card: CardId, to: Option<Seat>) {
        self.zones.move_to(card, Zone::Transit);
        let c = self.card(card);
        let mut seen = SeatSet::one(s);
        if c.stamp == Stamp::Open {
            seen = SeatSet::first(self.seating.len());
        }
        self.turn.transit = Some(Transit {
            card,
            sender: s,
            stamp: c.stamp,
            holder: s,
            reversed: false,
            direct_to: to,
            lured: SeatSet::EMPTY,
            seen,
            bounced: false,
            face_up: c.stamp == Stamp::Open,
            switched: false,
        });
        let m = c.stamp.name();
        let line = match (c.stamp, to) {
            (Stamp::Direct, Some(t)) => {
                text!(
                    "{}号以直达方式把情报传给{}号",
                    "Seat {} sends intel direct to seat {}",
                    s.number(),
                    t.number()
                )
            }
            (Stamp::Open, _) => {
                let l = c.label();
                text!(
                    "{}号以文本方式传出情报：{}",
                    "Seat {} sends open intel: {}",
                    s.number(),
                    l
                )
            }
            _ => text!(
                "{}号以{}方式传出情报",
                "Seat {} sends {} intel",
                s.number(),
                m
            ),
        };
        let open = c.stamp == Stamp::Open;
        let named: &[CardId] = if open { &[card] } else { &[] };
        self.say_cards(Audience::All, "fengsheng.send", line, named);
        if !open {
            let l = c.label();
            self.say_cards(
                Audience::seat(s),
                "fengsheng.sent_card",
                text!("你传出的情报是{}", "The intel you sent is {}", l),
                &[card],
            );
        }
        self.turn.step = Step::Passing;
    }

    /// After the 情报传递 window: where does the intel go?
    pub(crate) fn move_intel(&mut self) {
        let Some(t) = self.turn.transit.clone() else {
            // Intercepted: it was received while the window resolved.
            self.turn.step = Step::Play2;
            return;
        };
        let excluded = |g: &Game, s: Seat| t.lured.contains(s) && !g.turn.locked.contains(s);
        let dest = if t.stamp == Stamp::Direct {
            match t.direct_to {
                Some(d) if t.holder == t.sender && self.alive(d) && !excluded(self, d) => Some(d),
                _ => None,
            }
        } else {
            let n = self.seating.len();
            let mut at = t.holder;
            let mut found = None;
            for _ in 1..n {
                at = if t.reversed {
                    self.seating.prev(at)
                } else {
                    self.seating.next(at)
                };
                if at == t.sender {
                    break;
                }
                if self.alive(at) && !excluded(self, at) {
                    found = Some(at);
                    break;
                }
            }
            found
        };
        match dest {
            Some(d) => {
                if let Some(t) = self.turn.transit.as_mut() {
                    t.holder = d;
                    t.bounced = false;
                    t.switched = false;
                }
                self.log.push(
                    Audience::All,
                    "fengsheng.arrive",
                    text!("情报到达{}号面前", "The intel reaches seat {}", d.number()),
                );
                self.turn.step = Step::Arrival;
            }
            None => self.back_to_sender(),
        }
    }

    /// Intel nobody took returns to its sender, who must accept it; if the sender is
    /// dead it is discarded.
    pub(crate) fn back_to_sender(&mut self) {
        let Some(t) = self.turn.transit.take() else {
            self.turn.step = Step::Play2;
            return;
        };
        if self.alive(t.sender) {
            self.log.push(
                Audience::All,
                "fengsheng.back_to_sender",
                text!(
                    "情报回到传出者{}号处，强制接收",
                    "The intel returns to its sender, seat {}, who must accept it",
                    t.sender.number()
                ),
            );
            self.turn.transit = Some(t.clone());
            self.receive(t.sender);
        } else {
            self.log.push(
                Audience::All,
                "fengsheng.intel_discarded",
                Text::new(
                    "传出者已死亡且无人接收，情报置入弃牌堆",
                    "The sender is dead and nobody took the intel: it is discarded",
                ),
            );
            self.discard(t.card);
            self.turn.step = Step::Play2;
        }
    }

    pub(crate) fn after_arrival(&mut self) {
        let Some(t) = self.turn.transit.as_ref() else {
            self.turn.step = Step::Play2;
            return;
        };
        if !self.alive(t.holder) {
            // The holder died at arrival: passing continues (a 直达 returns), through
            // another 情报传递 step.
            self.turn.step = Step::Passing;
            return;
        }
        if t.bounced {
            self.turn.step = Step::Passing;
        } else {
            self.turn.step = Step::Receive;
        }
    }

    pub(crate) fn ask_receive(&mut self) {
        self.turn.phase = Phase::Receive;
        let Some(t) = self.turn.transit.as_ref() else {
            self.turn.step = Step::Play2;
            return;
        };
        let h = t.holder;
        if self.turn.locked.contains(h) {
            self.log.push(
                Audience::All,
                "fengsheng.must_accept",
                text!(
                    "{}号被锁定，必须接收情报",
                    "Seat {} is locked and must accept the intel",
                    h.number()
                ),
            );
            self.receive(h);
            return;
        }
        let direct = t.stamp == Stamp::Direct;
        self.ask(
            h,
            "fengsheng.receive",
            Text::new(
                "情报接收：是否接收这张情报？",
                "Receive: accept this intel?",
            ),
            // Declining first, as passing is first everywhere else: 1 never means "take it".
            vec![Act::Decline { direct }, Act::Accept],
            0,
        );
    }

    /// The holder declines: the intel is passed on again, through another 情报传递 step
    /// (seed 000: 「再次进行【1、情报传递】步骤」); for a 直达 that passing is back to its
    /// sender, and `move_intel` sends it there once the step's window closes.
    pub(crate) fn decline(&mut self, s: Seat) {
        self.log.push(
            Audience::All,
            "fengsheng.decline",
            text!("{}号不接收情报", "Seat {} declines the intel", s.number()),
        );
        self.turn.step = Step::Passing;
    }

    /// `s` receives the intel in transit: face-up into the intel area.
    pub(crate) fn receive(&mut self, s: Seat) {
        let Some(t) = self.turn.transit.take() else {
            return;
        };
        self.turn.step = Step::Play2;
        // Face-up in front of him first, then said (obtaining keeps it last there).
        self.zones.move_to(t.card, Zone::Intel(s));
        let l = self.card(t.card).label();
        self.say_cards(
            Audience::All,
            "fengsheng.receive",
            text!(
                "{}号接收情报：{}",
                "Seat {} receives the intel: {}",
                s.number(),
                l
            ),
            &[t.card],
        );
        self.obtain(s, vec![t.card], Source::Passed { sender: t.sender });
    }
}

#[cfg(test)]
mod tests {
    //! Rules that only a character skill can reach in the classic game (a death in
    //! mid-passing); the tests kill a player directly, as a skill would.

    use tianhei_core::{Seat, Table};

    use crate::classic::{
        card::{CountSet, Faction, Kind, catalogue},
        game::{Arranged, Game, Status},
        zone::Zone,
    };

    fn id(kind: Kind) -> u8 {
        catalogue(CountSet::A)
            .expect("deck")
            .iter()
            .find(|c| c.kind == kind)
            .expect("kind exists")
            .id
    }

    fn game(hands: Vec<Vec<u8>>) -> Game {
        Game::arranged(Arranged {
            count_set: CountSet::A,
            last_faction_wins: false,
            identities: vec![
                Faction::Qianfu,
                Faction::Junqing,
                Faction::Qianfu,
                Faction::Junqing,
            ],
            hands,
            intel: vec![Vec::new(); 4],
            deck_top: Vec::new(),
            rest_to_discard: false,
            dead: Vec::new(),
            first: Seat(0),
            seed: 3,
            characters: Vec::new(),
            flipped: Vec::new(),
            jiangyou_alliance: false,
        })
        .expect("deals")
    }

    fn say(g: &mut Game, key: &str) {
        let p = g.prompts()[0].clone();
        let i = p
            .find(key)
            .unwrap_or_else(|| panic!("{key} not in {:?}", p.options));
        g.answer(p.seat, p.id, &[i]).expect("accepted");
    }

    fn pass_window(g: &mut Game) {
        while g.prompts()[0].kind == "fengsheng.priority" {
            say(g, "pass");
        }
    }

    #[test]
    fn intel_nobody_takes_is_discarded_when_the_sender_is_dead() {
        let sent = id(Kind::Decode);
        let mut g = game(vec![vec![sent], vec![], vec![], vec![]]);
        pass_window(&mut g);
        say(&mut g, &format!("send:c{sent}"));
        g.players[0].status = Status::Dead; // as if a skill had killed the sender
        let before = g.zones.count(Zone::Discard);
        for _ in 0..3 {
            pass_window(&mut g);
            say(&mut g, "decline");
        }
        pass_window(&mut g);
        assert!(g.turn.transit.is_none());
        assert_eq!(g.zones.count(Zone::Discard), before + 1);
        assert!(g.seating.all().all(|s| g.intel(s).is_empty()));
    }

    #[test]
    fn an_intercept_whose_user_died_before_it_resolves_is_void() {
        let sent = id(Kind::Decode);
        let ic = id(Kind::Intercept);
        let mut g = game(vec![vec![sent], vec![], vec![ic], vec![]]);
        pass_window(&mut g);
        say(&mut g, &format!("send:c{sent}"));
        say(&mut g, "pass");
        say(&mut g, "pass");
        say(&mut g, &format!("intercept:c{ic}"));
        g.players[2].status = Status::Dead;
        say(&mut g, "pass");
        say(&mut g, "pass");
        say(&mut g, "pass");
        assert!(g.turn.transit.is_some(), "the intel is still passing");
        assert!(g.intel(Seat(2)).is_empty());
    }
}
