//! The turn: 回合开始, 抽牌, 出牌（1）, 传递情报 (its three steps), 出牌（2）, 回合结束;
//! receiving intel, deaths, losses and victory.

use tianhei_core::{
    Audience, Choice, GameResult, Outcome, Pace, Prompt, Seat, SeatOutcome, SeatSet, Text,
    mech::priority::PriorityRound, text,
};

use crate::{
    card::{CardId, Colour, Faction, Stamp},
    choices,
    game::{Act, DRAW, Game, Phase, Status, Step, Transit, Window, WindowKind},
    hooks::Trigger,
};

impl Game {
    /// Advances until a prompt is open or the game is over.
    pub(crate) fn run(&mut self) {
        while self.outcome.is_none() && self.book.list().is_empty() {
            let turn_step = matches!(
                self.step,
                Step::Draw | Step::Play1 | Step::Send | Step::Play2 | Step::TurnEnd
            );
            if turn_step && !self.alive(self.active) {
                self.step = Step::NextTurn;
            }
            match self.step {
                Step::TurnStart => self.turn_start(),
                Step::Draw => {
                    self.phase = Phase::Draw;
                    self.draw(self.active, DRAW);
                    self.step = Step::Play1;
                }
                Step::Play1 => {
                    self.phase = Phase::Play1;
                    self.open_window(WindowKind::Play1, Step::Send);
                }
                Step::Send => self.ask_send(),
                Step::Passing => {
                    self.phase = Phase::Passing;
                    self.open_window(WindowKind::Passing, Step::Move);
                }
                Step::Move => self.move_intel(),
                Step::Arrival => {
                    self.phase = Phase::Arrival;
                    self.open_window(WindowKind::Arrival, Step::AfterArrival);
                }
                Step::AfterArrival => self.after_arrival(),
                Step::Receive => self.ask_receive(),
                Step::Play2 => {
                    self.phase = Phase::Play2;
                    self.open_window(WindowKind::Play2, Step::TurnEnd);
                }
                Step::TurnEnd => {
                    self.phase = Phase::TurnEnd;
                    self.open_window(WindowKind::TurnEnd, Step::NextTurn);
                }
                Step::NextTurn => self.next_turn(),
                Step::Window => self.drive_window(),
            }
        }
        if self.outcome.is_some() {
            self.book.clear();
            self.acts.clear();
            self.phase = Phase::Over;
        }
    }

    fn turn_start(&mut self) {
        self.turn += 1;
        self.phase = Phase::TurnStart;
        self.locked = SeatSet::EMPTY;
        self.failed_send = false;
        let n = self.active.number();
        self.log.narrate(
            text!("{}号的回合开始", "Seat {}'s turn begins"; n),
            Pace::SHORT,
        );
        self.open_window(WindowKind::TurnStart, Step::Draw);
    }

    /// Opens a priority window from the active player, or goes straight on when the
    /// window could hold nothing: at turn start and turn end only 烧毁 (and 识破 on it)
    /// can be used, so those windows open only while black intel lies on the table.
    /// That test reads public facts only, so skipping leaks nothing about hands.
    pub(crate) fn open_window(&mut self, kind: WindowKind, after: Step) {
        if matches!(kind, WindowKind::TurnStart | WindowKind::TurnEnd) && !self.any_black_intel() {
            self.step = after;
            return;
        }
        let mut round = PriorityRound::open(self.active);
        let living = self.living();
        if let tianhei_core::mech::priority::Next::Closed =
            round.reopen(self.seating, |s| living.contains(s))
        {
            self.step = after;
            return;
        }
        self.window = Some(Window {
            kind,
            round,
            resolving: false,
            in_resolution: None,
            stop: false,
            after,
        });
        self.step = Step::Window;
    }

    /// Draws up to `n` cards for `s`; skipped when deck and discard pile are both empty.
    pub(crate) fn draw(&mut self, s: Seat, n: usize) {
        let mut got: Vec<CardId> = Vec::with_capacity(n);
        for _ in 0..n {
            match self.deck.draw(&mut self.rng) {
                Some(c) => got.push(c),
                None => break,
            }
        }
        let num = s.number();
        if got.is_empty() {
            self.log.push(
                Audience::All,
                "fengsheng.draw_skipped",
                text!("牌库与弃牌堆皆空，{}号不抽牌", "Deck and discard pile are empty: seat {} draws nothing"; num),
            );
            return;
        }
        self.log.push(
            Audience::All,
            "fengsheng.draw",
            text!("{}号抽了{}张牌", "Seat {} draws {} card(s)"; num, got.len()),
        );
        let names: Vec<Text> = got.iter().map(|&c| self.card(c).label()).collect();
        self.log.push(
            Audience::seat(s),
            "fengsheng.drawn",
            Text::owned(
                format!("你抽到：{}", join(&names, true)),
                format!("You drew: {}", join(&names, false)),
            ),
        );
        self.players[s.index()].hand.extend(got);
    }

    fn ask_send(&mut self) {
        self.phase = Phase::Send;
        let s = self.active;
        if self.players[s.index()].hand.is_empty() {
            self.failed_send = true;
            self.log.push(
                Audience::All,
                "fengsheng.cannot_send",
                text!("{}号没有手牌可传出情报，回合结束时输掉游戏", "Seat {} has no card to pass as intel and loses at the end of the turn"; s.number()),
            );
            self.step = Step::Play2;
            return;
        }
        let mut acts = Vec::new();
        let hand = &self.players[s.index()].hand;
        for (i, &c) in hand.iter().enumerate() {
            let card = self.card(c);
            if hand[..i].iter().any(|&o| self.card(o).same_face(card)) {
                continue;
            }
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
        self.take_from_hand(s, card);
        let c = self.card(card);
        let mut seen = SeatSet::one(s);
        if c.stamp == Stamp::Open {
            seen = SeatSet::first(self.seating.len());
        }
        self.transit = Some(Transit {
            card,
            sender: s,
            stamp: c.stamp,
            holder: s,
            reversed: false,
            direct_to: to,
            lured: SeatSet::EMPTY,
            seen,
            bounced: false,
        });
        let m = c.stamp.name();
        let line = match (c.stamp, to) {
            (Stamp::Direct, Some(t)) => Text::owned(
                format!("{}号以直达方式把情报传给{}号", s.number(), t.number()),
                format!(
                    "Seat {} sends intel direct to seat {}",
                    s.number(),
                    t.number()
                ),
            ),
            (Stamp::Open, _) => {
                let l = c.label();
                Text::owned(
                    format!("{}号以文本方式传出情报：{}", s.number(), l.zh),
                    format!("Seat {} sends open intel: {}", s.number(), l.en),
                )
            }
            _ => Text::owned(
                format!("{}号以{}方式传出情报", s.number(), m.zh),
                format!("Seat {} sends {} intel", s.number(), m.en),
            ),
        };
        self.log.push(Audience::All, "fengsheng.send", line);
        if c.stamp != Stamp::Open {
            let l = c.label();
            self.log.push(
                Audience::seat(s),
                "fengsheng.sent_card",
                Text::owned(
                    format!("你传出的情报是{}", l.zh),
                    format!("The intel you sent is {}", l.en),
                ),
            );
        }
        self.step = Step::Passing;
    }

    /// After the 情报传递 window: where does the intel go?
    fn move_intel(&mut self) {
        let Some(t) = self.transit.clone() else {
            // Intercepted: it was received while the window resolved.
            self.step = Step::Play2;
            return;
        };
        let excluded = |g: &Game, s: Seat| t.lured.contains(s) && !g.locked.contains(s);
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
                if let Some(t) = self.transit.as_mut() {
                    t.holder = d;
                    t.bounced = false;
                }
                self.log.push(
                    Audience::All,
                    "fengsheng.arrive",
                    text!("情报到达{}号面前", "The intel reaches seat {}"; d.number()),
                );
                self.step = Step::Arrival;
            }
            None => self.back_to_sender(),
        }
    }

    /// Intel nobody took returns to its sender, who must accept it; if the sender is
    /// dead it is discarded.
    pub(crate) fn back_to_sender(&mut self) {
        let Some(t) = self.transit.take() else {
            self.step = Step::Play2;
            return;
        };
        if self.alive(t.sender) {
            self.log.push(
                Audience::All,
                "fengsheng.back_to_sender",
                text!("情报回到传出者{}号处，强制接收", "The intel returns to its sender, seat {}, who must accept it"; t.sender.number()),
            );
            self.transit = Some(t.clone());
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
            self.deck.discard(t.card);
            self.step = Step::Play2;
        }
    }

    fn after_arrival(&mut self) {
        let Some(t) = self.transit.as_ref() else {
            self.step = Step::Play2;
            return;
        };
        if !self.alive(t.holder) {
            // The holder died at arrival: passing continues (a 直达 returns).
            if t.stamp == Stamp::Direct {
                self.back_to_sender();
            } else {
                self.step = Step::Passing;
            }
            return;
        }
        if t.bounced {
            self.step = Step::Passing;
        } else {
            self.step = Step::Receive;
        }
    }

    fn ask_receive(&mut self) {
        self.phase = Phase::Receive;
        let Some(t) = self.transit.as_ref() else {
            self.step = Step::Play2;
            return;
        };
        let h = t.holder;
        if self.locked.contains(h) {
            self.log.push(
                Audience::All,
                "fengsheng.must_accept",
                text!("{}号被锁定，必须接收情报", "Seat {} is locked and must accept the intel"; h.number()),
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
            vec![Act::Accept, Act::Decline { direct }],
            1,
        );
    }

    /// The holder declines: a 直达 goes back to its sender; other intel moves on.
    pub(crate) fn decline(&mut self, s: Seat, direct: bool) {
        self.log.push(
            Audience::All,
            "fengsheng.decline",
            text!("{}号不接收情报", "Seat {} declines the intel"; s.number()),
        );
        if direct {
            self.back_to_sender();
        } else {
            self.step = Step::Passing;
        }
    }

    /// `s` receives the intel in transit: face-up into the intel area.
    pub(crate) fn receive(&mut self, s: Seat) {
        let Some(t) = self.transit.take() else {
            return;
        };
        self.step = Step::Play2;
        let l = self.card(t.card).label();
        self.log.push(
            Audience::All,
            "fengsheng.receive",
            Text::owned(
                format!("{}号接收情报：{}", s.number(), l.zh),
                format!("Seat {} receives the intel: {}", s.number(), l.en),
            ),
        );
        self.gain_intel(s, t.card);
    }

    /// `card` goes face-up in front of `s`; then triggers, victory, death.
    pub(crate) fn gain_intel(&mut self, s: Seat, card: CardId) {
        self.players[s.index()].intel.push(card);
        self.fire(Trigger::ObtainIntel { seat: s, card });
        self.check_victory(s);
        if self.outcome.is_none() && self.count(s, Colour::Black) >= 3 {
            self.die(s);
        }
    }

    fn check_victory(&mut self, s: Seat) {
        let p = &self.players[s.index()];
        if p.status != Status::Alive {
            return;
        }
        if let Some(colour) = p.identity.colour()
            && self.count(s, colour) >= 3
        {
            let f = p.identity;
            let (fz, fe) = (f.name(), colour.name());
            self.log.push(
                Audience::All,
                "fengsheng.victory",
                Text::owned(
                    format!(
                        "{}号集齐三张{}情报，宣告胜利：{}获胜",
                        s.number(),
                        fe.zh,
                        fz.zh
                    ),
                    format!(
                        "Seat {} holds three {} intel and declares victory: {} wins",
                        s.number(),
                        fe.en,
                        fz.en
                    ),
                ),
            );
            self.finish_faction(f);
        }
        // Secret missions (打酱油的) are checked here once characters exist; the first
        // game deals none.
    }

    /// A third black intel kills: reveal, discard everything, death triggers.
    pub(crate) fn die(&mut self, s: Seat) {
        self.players[s.index()].status = Status::Dead;
        let f = self.players[s.index()].identity.name();
        self.log.push(
            Audience::All,
            "fengsheng.death",
            Text::owned(
                format!("{}号获得第三张假情报，死亡。身份：{}", s.number(), f.zh),
                format!(
                    "Seat {} holds a third black intel and dies. Identity: {}",
                    s.number(),
                    f.en
                ),
            ),
        );
        self.fire(Trigger::Death { seat: s });
        self.discard_all(s);
        self.check_last_standing();
    }

    /// Failing to pass intel loses the game: reveal and discard, no death triggers.
    fn lose(&mut self, s: Seat) {
        self.players[s.index()].status = Status::Lost;
        let f = self.players[s.index()].identity.name();
        self.log.push(
            Audience::All,
            "fengsheng.lost",
            Text::owned(
                format!("{}号未能传出情报，输掉游戏。身份：{}", s.number(), f.zh),
                format!(
                    "Seat {} could not pass intel and loses. Identity: {}",
                    s.number(),
                    f.en
                ),
            ),
        );
        self.discard_all(s);
        self.check_last_standing();
    }

    fn discard_all(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        let cards: Vec<CardId> = p.hand.drain(..).chain(p.intel.drain(..)).collect();
        for c in cards {
            self.deck.discard(c);
        }
    }

    /// The last living player declares victory; with `last_faction_wins`, one faction
    /// left alive wins.
    fn check_last_standing(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let living = self.living();
        let mut it = living.iter();
        match (it.next(), living.len()) {
            (None, _) => self.finish_draw(),
            (Some(last), 1) => {
                let f = self.players[last.index()].identity;
                let fz = f.name();
                self.log.push(
                    Audience::All,
                    "fengsheng.last_standing",
                    Text::owned(
                        format!("只剩{}号存活，宣告胜利：{}获胜", last.number(), fz.zh),
                        format!(
                            "Only seat {} is left and declares victory: {} wins",
                            last.number(),
                            fz.en
                        ),
                    ),
                );
                self.finish_faction(f);
            }
            (Some(first), _) => {
                let f = self.players[first.index()].identity;
                if self.opts.last_faction_wins
                    && f != Faction::Jiangyou
                    && living.iter().all(|s| self.players[s.index()].identity == f)
                {
                    let fz = f.name();
                    self.log.push(
                        Audience::All,
                        "fengsheng.last_faction",
                        Text::owned(
                            format!("存活者皆属{}，{}获胜", fz.zh, fz.zh),
                            format!("Everyone left is {}: {} wins", fz.en, fz.en),
                        ),
                    );
                    self.finish_faction(f);
                }
            }
        }
    }

    fn finish_faction(&mut self, f: Faction) {
        let seats = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                let won = p.identity == f && p.status != Status::Lost;
                SeatOutcome {
                    seat: s,
                    side: p.identity.key().into(),
                    role: p.identity.name(),
                    won,
                    score: i32::from(won),
                }
            })
            .collect();
        let name = f.name();
        self.outcome = Some(Outcome {
            result: GameResult::Win {
                side: f.key().into(),
                label: name.clone(),
            },
            seats,
            summary: Text::owned(format!("{}获胜", name.zh), format!("{} wins", name.en)),
        });
        self.reveal_all();
    }

    fn finish_draw(&mut self) {
        let seats = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                SeatOutcome {
                    seat: s,
                    side: p.identity.key().into(),
                    role: p.identity.name(),
                    won: false,
                    score: 0,
                }
            })
            .collect();
        self.outcome = Some(Outcome {
            result: GameResult::Draw,
            seats,
            summary: Text::new("无人获胜", "Nobody wins"),
        });
        self.reveal_all();
    }

    fn reveal_all(&mut self) {
        self.phase = Phase::Over;
        let parts: Vec<(String, String)> = self
            .seating
            .all()
            .map(|s| {
                let f = self.players[s.index()].identity.name();
                (
                    format!("{}号{}", s.number(), f.zh),
                    format!("seat {} {}", s.number(), f.en),
                )
            })
            .collect();
        let zh: Vec<&str> = parts.iter().map(|p| p.0.as_str()).collect();
        let en: Vec<&str> = parts.iter().map(|p| p.1.as_str()).collect();
        self.log.push(
            Audience::All,
            "fengsheng.reveal",
            Text::owned(
                format!("身份公开：{}", zh.join("，")),
                format!("Identities: {}", en.join(", ")),
            ),
        );
    }

    fn next_turn(&mut self) {
        if self.failed_send && self.alive(self.active) {
            self.lose(self.active);
            if self.outcome.is_some() {
                return;
            }
        }
        self.failed_send = false;
        self.locked = SeatSet::EMPTY;
        self.transit = None;
        let living = self.living();
        match self.seating.next_where(self.active, |s| living.contains(s)) {
            Some(s) => {
                self.active = s;
                self.step = Step::TurnStart;
            }
            None => self.check_last_standing(),
        }
    }

    /// Opens a prompt for `s` whose options are `acts`.
    pub(crate) fn ask(
        &mut self,
        s: Seat,
        kind: &'static str,
        text: Text,
        acts: Vec<Act>,
        default: usize,
    ) {
        let options: Vec<Choice> = acts.iter().map(|&a| choices::choice(self, a)).collect();
        let p = Prompt::one(s, kind, text, options).with_default(vec![default]);
        self.acts = acts;
        self.book.open(p);
    }

    /// Removes `card` from the hand of `s`.
    pub(crate) fn take_from_hand(&mut self, s: Seat, card: CardId) {
        let hand = &mut self.players[s.index()].hand;
        if let Some(i) = hand.iter().position(|&c| c == card) {
            hand.remove(i);
        }
    }
}

/// Joins card names for a log line.
pub(crate) fn join(names: &[Text], zh: bool) -> String {
    let parts: Vec<&str> = names
        .iter()
        .map(|t| if zh { &*t.zh } else { &*t.en })
        .collect();
    parts.join(if zh { "、" } else { ", " })
}

#[cfg(test)]
mod tests {
    //! Rules that only a character skill can reach in the classic game (a death in
    //! mid-passing); the tests kill a player directly, as a skill would.

    use tianhei_core::{Seat, Table};

    use crate::{
        card::{CountSet, Faction, Kind, catalogue},
        game::{Arranged, Game, Status},
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
        let before = g.deck.discard_len();
        for _ in 0..3 {
            pass_window(&mut g);
            say(&mut g, "decline");
        }
        pass_window(&mut g);
        assert!(g.transit.is_none());
        assert_eq!(g.deck.discard_len(), before + 1);
        assert!(g.players.iter().all(|p| p.intel.is_empty()));
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
        assert!(g.transit.is_some(), "the intel is still passing");
        assert!(g.players[2].intel.is_empty());
    }
}
