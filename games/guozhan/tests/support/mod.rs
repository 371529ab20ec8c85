//! Scenario harness: deal an arranged table (characters, faction cards, hands, areas,
//! deck top), then answer prompts by option key the way a rule's example reads ("A uses
//! 【杀】 on B", "B passes").
#![allow(dead_code)]

use tianhei_core::{Prompt, Seat, Table, Viewer};
use tianhei_guozhan::{
    Arranged, ArrangedSeat, CardId, Character, FColour, Game, GzView, Interject, Name, Options,
    Suit, card::catalogue, choices::short_key,
};

pub const A: Seat = Seat(0);
pub const B: Seat = Seat(1);
pub const C: Seat = Seat(2);
pub const D: Seat = Seat(3);
pub const E: Seat = Seat(4);
pub const F: Seat = Seat(5);
pub const G: Seat = Seat(6);
pub const H: Seat = Seat(7);

pub const BK: FColour = FColour::Black;
pub const WH: FColour = FColour::White;

/// Builds an arranged start, handing out distinct cards of the catalogue.
pub struct Deal {
    pub a: Arranged,
    used: Vec<bool>,
    /// The deck top as it will be: a card, or a place for any spare card.
    top: Vec<Option<CardId>>,
}

impl Deal {
    /// `n` seats, all male 4-HP characters, faction cards ◆◆ face-down.
    pub fn new(n: usize) -> Deal {
        let males = [
            Character::CaoCao,
            Character::XiahouDun,
            Character::ZhangLiao,
            Character::XuChu,
            Character::CaoRen,
            Character::LiuBei,
            Character::GuanYu,
            Character::ZhangFei,
            Character::ZhaoYun,
            Character::MaChao,
        ];
        Deal {
            a: Arranged {
                opts: Options {
                    skills: false,
                    ..Options::default()
                },
                seats: (0..n)
                    .map(|i| ArrangedSeat::new(males[i], BK, BK))
                    .collect(),
                deck_top: Vec::new(),
                rest_to_discard: false,
                first: A,
                seed: 1,
            },
            used: vec![false; 108],
            top: Vec::new(),
        }
    }

    /// `n` seats with skills on; every seat's character has no trigger skill and no
    /// lock skill (孙权, 甘宁, 黄盖, 袁绍, 刘备, 赵云…), so only the skills a test sets up
    /// ask anything.
    pub fn quiet(n: usize) -> Deal {
        let quiet = [
            Character::SunQuan,
            Character::GanNing,
            Character::HuangGai,
            Character::YuanShao,
            Character::LiuBei,
            Character::ZhaoYun,
            Character::GuanYu,
            Character::HuaTuo,
        ];
        let mut d = Deal::new(n);
        d.skills(true);
        d.options(false);
        for (i, s) in d.a.seats.iter_mut().enumerate() {
            s.character = quiet[i % quiet.len()];
        }
        d
    }

    /// Seat `s` is `c`, face-up, with both faction cards face-up (◆◆).
    pub fn up(&mut self, s: Seat, c: Character) {
        let seat = self.seat(s);
        seat.character = c;
        seat.character_up = true;
        seat.main.1 = true;
        seat.second.1 = true;
    }

    /// Seat `s`'s arranged state.
    pub fn seat(&mut self, s: Seat) -> &mut ArrangedSeat {
        &mut self.a.seats[s.index()]
    }

    /// Seat `s`'s faction cards, main and secondary, both face-up or both face-down.
    pub fn faction(&mut self, s: Seat, main: FColour, second: FColour, revealed: bool) {
        let seat = self.seat(s);
        seat.main = (main, revealed);
        seat.second = (second, revealed);
    }

    /// An unused card named `name` (of `suit`, if given).
    pub fn card_of(&mut self, name: Name, suit: Option<Suit>) -> CardId {
        let cards = catalogue().expect("deck data loads");
        let c = cards
            .iter()
            .find(|c| {
                c.name == name && suit.is_none_or(|s| c.suit == s) && !self.used[c.id as usize]
            })
            .unwrap_or_else(|| panic!("no unused {name:?} {suit:?}"));
        self.used[c.id as usize] = true;
        c.id
    }

    /// An unused card named `name`.
    pub fn card(&mut self, name: Name) -> CardId {
        self.card_of(name, None)
    }

    /// Gives `seat` a card named `name`.
    pub fn hand(&mut self, seat: Seat, name: Name) -> CardId {
        let c = self.card(name);
        self.seat(seat).hand.push(c);
        c
    }

    /// Gives `seat` a card named `name` of `suit`.
    pub fn hand_of(&mut self, seat: Seat, name: Name, suit: Suit) -> CardId {
        let c = self.card_of(name, Some(suit));
        self.seat(seat).hand.push(c);
        c
    }

    /// Puts equipment `name` in `seat`'s area.
    pub fn equip(&mut self, seat: Seat, name: Name) -> CardId {
        let c = self.card(name);
        self.seat(seat).equip.push(c);
        c
    }

    /// Puts delayed trick `name` in `seat`'s judge area.
    pub fn judge(&mut self, seat: Seat, name: Name) -> CardId {
        let c = self.card(name);
        self.seat(seat).judge.push(c);
        c
    }

    /// Puts a card on top of the deck (call in draw order).
    pub fn top(&mut self, name: Name) -> CardId {
        let c = self.card(name);
        self.top.push(Some(c));
        c
    }

    /// Puts a card of `suit` on top of the deck (call in draw order).
    pub fn top_of(&mut self, name: Name, suit: Suit) -> CardId {
        let c = self.card_of(name, Some(suit));
        self.top.push(Some(c));
        c
    }

    /// Keeps the next `n` draws for spare cards (chosen at the start from what no test
    /// named: 【闪】 first, which changes no play-phase option, then 【杀】, then any).
    pub fn top_filler(&mut self, n: usize) {
        self.top.extend(std::iter::repeat_n(None, n));
    }

    fn spare(&mut self) -> Option<CardId> {
        let cards = catalogue().expect("deck data loads");
        for want in [Some(Name::Shan), Some(Name::Sha), None] {
            if let Some(c) = cards.iter().find(|c| {
                !self.used[c.id as usize]
                    && want.is_none_or(|w| c.name == w)
                    && !matches!(c.name, Name::Nullify | Name::HegNullify)
            }) {
                self.used[c.id as usize] = true;
                return Some(c.id);
            }
        }
        None
    }

    pub fn options(&mut self, infiltration: bool) {
        self.a.opts.infiltration = infiltration;
    }

    /// Turns the characters' skills on (scenario tests of cards keep them off).
    pub fn skills(&mut self, on: bool) {
        self.a.opts.skills = on;
    }

    pub fn start(mut self, first: Seat) -> T {
        let top = std::mem::take(&mut self.top);
        for c in top {
            let c = match c {
                Some(c) => Some(c),
                None => self.spare(),
            };
            self.a.deck_top.extend(c);
        }
        let mut a = self.a;
        a.first = first;
        let g = Game::arranged(a).expect("arranged game deals");
        g.check_invariants().expect("invariants hold at the start");
        T { g }
    }
}

pub struct T {
    pub g: Game,
}

impl T {
    pub fn prompt(&self) -> &Prompt {
        self.g.prompts().first().expect("a prompt is open")
    }

    pub fn holder(&self) -> Seat {
        self.prompt().seat
    }

    pub fn kind(&self) -> String {
        self.prompt().kind.to_string()
    }

    pub fn keys(&self) -> Vec<String> {
        self.prompt()
            .options
            .iter()
            .map(|c| c.key.to_string())
            .collect()
    }

    fn find(&self, key: &str) -> Option<usize> {
        let p = self.prompt();
        p.find(key)
            .or_else(|| p.options.iter().position(|c| short_key(&c.key) == key))
    }

    /// Whether `seat` is asked now and offered `key` (exact, or without `:c<card>`).
    pub fn offered(&self, seat: Seat, key: &str) -> bool {
        self.g.outcome().is_none() && self.holder() == seat && self.find(key).is_some()
    }

    /// `seat` answers with the option `key`.
    pub fn say(&mut self, seat: Seat, key: &str) {
        let p = self.prompt().clone();
        assert_eq!(
            p.seat,
            seat,
            "expected seat {} to be asked, but seat {} is ({}; options {:?})",
            seat.number(),
            p.seat.number(),
            p.kind,
            self.keys()
        );
        let i = self.find(key).unwrap_or_else(|| {
            panic!(
                "seat {} is not offered `{key}` ({}); options: {:?}",
                seat.number(),
                p.kind,
                self.keys()
            )
        });
        self.g.answer(seat, p.id, &[i]).expect("answer accepted");
        self.g.check_invariants().expect("invariants hold");
    }

    /// `seat` picks several options (a multi-pick prompt).
    pub fn pick(&mut self, seat: Seat, keys: &[&str]) {
        let p = self.prompt().clone();
        assert_eq!(
            p.seat,
            seat,
            "{} asked, not {}",
            p.seat.number(),
            seat.number()
        );
        let idx: Vec<usize> = keys
            .iter()
            .map(|k| {
                self.find(k)
                    .unwrap_or_else(|| panic!("`{k}` not offered; options {:?}", self.keys()))
            })
            .collect();
        self.g.answer(seat, p.id, &idx).expect("answer accepted");
        self.g.check_invariants().expect("invariants hold");
    }

    /// Everyone asked in a 无懈可击 window passes until the window closes.
    pub fn no_nullify(&mut self) {
        let mut guard = 0;
        while self.g.outcome().is_none() && self.kind() == "guozhan.nullify" {
            let s = self.holder();
            self.say(s, "pass");
            guard += 1;
            assert!(guard < 100, "the window never closes");
        }
    }

    /// Answers "keep" to the reveal prompt and passes 无懈可击 windows until `seat` is
    /// asked in its play phase.
    pub fn play_to(&mut self, seat: Seat) {
        let mut guard = 0;
        loop {
            assert!(self.g.outcome().is_none(), "the game ended");
            let k = self.kind();
            let s = self.holder();
            match k.as_str() {
                "guozhan.play" if s == seat => return,
                "guozhan.play" => self.say(s, "end"),
                "guozhan.reveal" => self.say(s, "keep"),
                "guozhan.preshow" => self.say(s, "pass"),
                "guozhan.nullify"
                | "guozhan.respond"
                | "guozhan.tea"
                | "guozhan.skill"
                | "guozhan.skill_secret" => self.say(s, "pass"),
                "guozhan.discard" => {
                    let n = self.prompt().min as usize;
                    let keys: Vec<String> = self.keys()[..n].to_vec();
                    let refs: Vec<&str> = keys.iter().map(String::as_str).collect();
                    self.pick(s, &refs);
                }
                other => panic!("play_to: unexpected prompt {other} for seat {}", s.number()),
            }
            guard += 1;
            assert!(
                guard < 500,
                "never reached seat {}'s play phase",
                seat.number()
            );
        }
    }

    /// Ends `seat`'s play phase.
    pub fn end_play(&mut self, seat: Seat) {
        self.say(seat, "end");
    }

    pub fn interject(&mut self, op: Interject) {
        self.g.interject(op).expect("interject at the play phase");
        self.g.check_invariants().expect("invariants hold");
    }

    pub fn view(&self, s: Seat) -> GzView {
        self.g.view_for(Viewer::Seat(s))
    }

    pub fn public(&self) -> GzView {
        self.g.view_for(Viewer::Public)
    }

    pub fn moderator(&self) -> GzView {
        self.g.view_for(Viewer::Moderator)
    }

    pub fn hp(&self, s: Seat) -> i32 {
        self.public().players[s.index()].hp
    }

    pub fn alive(&self, s: Seat) -> bool {
        self.public().players[s.index()].alive
    }

    pub fn hand(&self, s: Seat) -> Vec<CardId> {
        self.view(s)
            .me
            .map(|m| m.hand.iter().map(|c| c.id).collect())
            .unwrap_or_default()
    }

    pub fn hand_count(&self, s: Seat) -> usize {
        self.public().players[s.index()].hand_count
    }

    pub fn equipment(&self, s: Seat) -> Vec<CardId> {
        self.public().players[s.index()]
            .equipment
            .iter()
            .flatten()
            .map(|e| e.card.id)
            .collect()
    }

    pub fn judge_area(&self, s: Seat) -> Vec<CardId> {
        self.public().players[s.index()]
            .judge
            .iter()
            .map(|c| c.id)
            .collect()
    }

    pub fn chained(&self, s: Seat) -> bool {
        self.public().players[s.index()].chained
    }

    /// Log lines (Chinese) visible to `viewer`.
    pub fn log(&self, viewer: Viewer) -> Vec<String> {
        self.g
            .log()
            .for_viewer(viewer, 0)
            .map(|e| e.text.zh.to_string())
            .collect()
    }

    pub fn log_has(&self, viewer: Viewer, needle: &str) -> bool {
        self.log(viewer).iter().any(|l| l.contains(needle))
    }

    pub fn outcome_key(&self) -> Option<String> {
        self.g.outcome().map(|o| o.result_key().to_string())
    }

    pub fn winners(&self) -> Vec<Seat> {
        self.g
            .outcome()
            .map(|o| o.winners().collect())
            .unwrap_or_default()
    }
}
