//! Scenario harness: deal an arranged table, then answer prompts by option key the way
//! the seed tells its examples ("A passes", "B uses 烧毁 on …").
#![allow(dead_code)]

use tianhei_core::{Prompt, Seat, Table, Viewer};
use tianhei_fengsheng::classic::{
    Arranged, CardId, Character, Colour, CountSet, Faction, FsView, Game, Kind, card::catalogue,
    choices::short_key,
};

pub const A: Seat = Seat(0);
pub const B: Seat = Seat(1);
pub const C: Seat = Seat(2);
pub const D: Seat = Seat(3);
pub const E: Seat = Seat(4);
pub const F: Seat = Seat(5);

pub const G: Seat = Seat(6);

pub const Q: Faction = Faction::Qianfu;
pub const J: Faction = Faction::Junqing;
pub const Y: Faction = Faction::Jiangyou;

/// Builds an arranged start, handing out distinct cards of the catalogue.
pub struct Deal {
    pub a: Arranged,
    used: Vec<bool>,
}

impl Deal {
    pub fn new(identities: &[Faction]) -> Deal {
        let n = identities.len();
        Deal {
            a: Arranged {
                count_set: CountSet::A,
                last_faction_wins: false,
                identities: identities.to_vec(),
                hands: vec![Vec::new(); n],
                intel: vec![Vec::new(); n],
                deck_top: Vec::new(),
                rest_to_discard: false,
                dead: Vec::new(),
                first: A,
                seed: 1,
                characters: Vec::new(),
                flipped: Vec::new(),
                jiangyou_alliance: false,
            },
            used: vec![false; 81],
        }
    }

    /// An unused card of this kind and colour.
    pub fn card(&mut self, kind: Kind, colour: Colour) -> CardId {
        let cards = catalogue(CountSet::A).expect("deck data loads");
        let c = cards
            .iter()
            .find(|c| c.kind == kind && c.colour == colour && !self.used[c.id as usize])
            .unwrap_or_else(|| panic!("no unused {kind:?} {colour:?}"));
        self.used[c.id as usize] = true;
        c.id
    }

    /// An unused card of this colour, of any kind but 试探 and 真伪莫辨 (kept for tests
    /// that name them).
    pub fn any(&mut self, colour: Colour) -> CardId {
        let cards = catalogue(CountSet::A).expect("deck data loads");
        let free = |k: Kind, used: &[bool]| {
            cards
                .iter()
                .filter(|c| c.kind == k && c.colour == colour && !used[c.id as usize])
                .count()
        };
        // The kind with the most unused copies of this colour, so specific cards named
        // later are still there.
        let kind = Kind::ALL
            .into_iter()
            .filter(|k| !matches!(k, Kind::Probe | Kind::Muddle))
            .max_by_key(|&k| free(k, &self.used))
            .expect("kinds");
        self.card(kind, colour)
    }

    /// Puts an unused card of `colour` in front of `seat`.
    pub fn intel_of(&mut self, seat: Seat, colour: Colour) -> CardId {
        let c = self.any(colour);
        self.a.intel[seat.index()].push(c);
        c
    }

    /// Puts an unused card of `colour` on top of the deck (call in draw order).
    pub fn top_of(&mut self, colour: Colour) -> CardId {
        let c = self.any(colour);
        self.a.deck_top.push(c);
        c
    }

    /// Gives `seat` an unused card of `colour`.
    pub fn hand_of(&mut self, seat: Seat, colour: Colour) -> CardId {
        let c = self.any(colour);
        self.a.hands[seat.index()].push(c);
        c
    }

    /// Gives `seat` a card; returns its id.
    pub fn hand(&mut self, seat: Seat, kind: Kind, colour: Colour) -> CardId {
        let c = self.card(kind, colour);
        self.a.hands[seat.index()].push(c);
        c
    }

    /// Puts intel in front of `seat`.
    pub fn intel(&mut self, seat: Seat, kind: Kind, colour: Colour) -> CardId {
        let c = self.card(kind, colour);
        self.a.intel[seat.index()].push(c);
        c
    }

    /// Puts a card on top of the deck (call in draw order).
    pub fn top(&mut self, kind: Kind, colour: Colour) -> CardId {
        let c = self.card(kind, colour);
        self.a.deck_top.push(c);
        c
    }

    /// Gives `seat` a character (the game then plays with characters).
    pub fn character(&mut self, seat: Seat, c: Character) {
        let n = self.a.identities.len();
        if self.a.characters.is_empty() {
            self.a.characters = vec![None; n];
        }
        self.a.characters[seat.index()] = Some(c);
    }

    /// `seat`'s character starts the other way up (a hidden one face-up).
    pub fn flipped(&mut self, seat: Seat) {
        self.a.flipped.push(seat);
    }

    /// Several unused cards of this kind and colour in `seat`'s hand.
    pub fn hands(&mut self, seat: Seat, kind: Kind, colour: Colour, n: usize) -> Vec<CardId> {
        (0..n).map(|_| self.hand(seat, kind, colour)).collect()
    }

    /// Puts every card not yet named into `seat`'s hand (to empty deck and discard).
    pub fn rest_to_hand(&mut self, seat: Seat) {
        for id in 0..81u8 {
            if !self.used[id as usize] {
                self.used[id as usize] = true;
                self.a.hands[seat.index()].push(id);
            }
        }
    }

    pub fn start(self, first: Seat) -> T {
        let mut a = self.a;
        a.first = first;
        T {
            g: Game::arranged(a).expect("arranged game deals"),
        }
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

    pub fn keys(&self) -> Vec<String> {
        self.prompt()
            .options
            .iter()
            .map(|c| c.key.to_string())
            .collect()
    }

    /// Whether `seat` is offered `key` now (exact or without the card part).
    pub fn offered(&self, seat: Seat, key: &str) -> bool {
        self.holder() == seat && self.find(key).is_some()
    }

    fn find(&self, key: &str) -> Option<usize> {
        let p = self.prompt();
        p.find(key)
            .or_else(|| p.options.iter().position(|c| short_key(&c.key) == key))
    }

    /// `seat` answers with the option `key` (exact, or without the `:c<card>` part).
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
                "seat {} is not offered `{key}`; options: {:?}",
                seat.number(),
                self.keys()
            )
        });
        self.g.answer(seat, p.id, &[i]).expect("answer accepted");
        self.g.check_invariants().expect("invariants hold");
    }

    /// Each seat passes priority, in this order.
    pub fn passes(&mut self, seats: &[Seat]) {
        for &s in seats {
            self.say(s, "pass");
        }
    }

    /// Passes until the prompt is no longer a priority prompt (the window closed).
    pub fn all_pass(&mut self) {
        let mut guard = 0;
        while self.g.outcome().is_none() && self.prompt().kind == "fengsheng.priority" {
            let s = self.holder();
            self.say(s, "pass");
            guard += 1;
            assert!(guard < 1000, "window never closes");
        }
    }

    /// Passes priority windows until the prompt is not a priority prompt or belongs to
    /// `seat` with `key` offered.
    pub fn pass_until(&mut self, seat: Seat, key: &str) {
        let mut guard = 0;
        while self.g.outcome().is_none()
            && self.prompt().kind == "fengsheng.priority"
            && !self.offered(seat, key)
        {
            let s = self.holder();
            self.say(s, "pass");
            guard += 1;
            assert!(guard < 1000, "never offered {key}");
        }
        assert!(
            self.offered(seat, key),
            "seat {} is not offered {key}: {:?}",
            seat.number(),
            self.keys()
        );
    }

    /// Whether the open prompt is secret.
    pub fn secret(&self) -> bool {
        self.prompt().secret
    }

    /// Whether `seat`'s character lies face-up (public view).
    pub fn face_up(&self, s: Seat) -> bool {
        !self.public().players[s.index()].face_down
    }

    /// Passes every priority window until `seat` is asked for the intel to send.
    pub fn pass_until_send(&mut self, seat: Seat) {
        self.all_pass();
        assert_eq!(self.kind(), "fengsheng.send", "expected the send prompt");
        assert_eq!(self.holder(), seat);
    }

    pub fn phase(&self) -> tianhei_fengsheng::classic::Phase {
        self.public().phase
    }

    pub fn view(&self, s: Seat) -> FsView {
        self.g.view_for(Viewer::Seat(s))
    }

    pub fn public(&self) -> FsView {
        self.g.view_for(Viewer::Public)
    }

    pub fn moderator(&self) -> FsView {
        self.g.view_for(Viewer::Moderator)
    }

    pub fn intel(&self, s: Seat) -> Vec<CardId> {
        self.moderator().players[s.index()]
            .intel
            .iter()
            .map(|c| c.id)
            .collect()
    }

    pub fn hand(&self, s: Seat) -> Vec<CardId> {
        self.view(s)
            .me
            .map(|m| m.hand.iter().map(|c| c.id).collect())
            .unwrap_or_default()
    }

    pub fn kind(&self) -> String {
        self.prompt().kind.to_string()
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
}
