//! An arranged table for scenario tests: identities, hands and intel laid out by hand,
//! the turn started where the test says, prompts answered by key.

use tianhei_core::{Prompt, Seat, Table, Viewer, cards::Engine};

use crate::diezhan::{
    Diezhan,
    deck::{CardId, Colours, Kind},
    frame::{Frame, TurnStep},
    identity::{Identity, Task},
    state::{Game, Zone},
};

pub(super) struct T {
    pub(super) g: Game,
}

pub(super) const Q: Identity = Identity::Qianfu;
pub(super) const G: Identity = Identity::Tegong;

pub(super) fn m(t: Task) -> Identity {
    Identity::Mystery(t)
}

/// `ids.len()` players with these identities, empty hands and intel areas, played
/// without characters.
pub(super) fn table(ids: &[Identity]) -> T {
    table_with(
        Diezhan {
            characters: false,
            ..Diezhan::default()
        },
        ids,
    )
}

/// Like [`table`], played with characters; nobody has one until [`T::character`].
pub(super) fn table_chars(ids: &[Identity]) -> T {
    table_with(
        Diezhan {
            characters: true,
            ..Diezhan::default()
        },
        ids,
    )
}

pub(super) fn table_with(rules: Diezhan, ids: &[Identity]) -> T {
    let mut g = Game::new(rules, ids.len(), 1).expect("deal");
    g.asks.clear();
    g.engine.clear();
    g.identity = ids.to_vec();
    g.chars = vec![None; ids.len()];
    for s in g.seating.all() {
        for c in g.hand(s).to_vec() {
            g.zones.move_to(c, Zone::Deck);
        }
    }
    T { g }
}

fn colours(s: &str) -> Colours {
    use crate::diezhan::deck::Colour::*;
    let cs: Vec<_> = s
        .chars()
        .map(|c| match c {
            'R' => Red,
            'B' => Blue,
            _ => Black,
        })
        .collect();
    Colours::of(&cs)
}

impl T {
    /// Seat `s` has the character printed `name`, face-up or not.
    pub(super) fn character(&mut self, s: u8, name: &str, face_up: bool) {
        let id = crate::diezhan::roster::roster()
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("no character {name}"))
            .id;
        self.g.chars[s as usize] = Some(crate::diezhan::roster::Seated { id, face_up });
    }

    /// Whether seat `s`'s character is face-up.
    pub(super) fn face_up(&self, s: u8) -> bool {
        self.g.chars[s as usize].is_some_and(|c| c.face_up)
    }

    /// Hand sizes.
    pub(super) fn hand_len(&self, s: u8) -> usize {
        self.g.hand(Seat(s)).len()
    }

    /// Whether seat `s` is asked something of this kind.
    pub(super) fn is_asked(&self, s: u8, kind: &str) -> bool {
        self.g
            .prompts()
            .iter()
            .any(|p| p.seat == Seat(s) && p.kind == kind)
    }

    /// The first card of `kind` for which `pred` holds, from the deck or the box.
    fn find_where(&self, kind: Kind, pred: impl Fn(&crate::diezhan::Card) -> bool) -> CardId {
        self.g
            .cards
            .iter()
            .find(|c| {
                c.kind == kind
                    && pred(c)
                    && matches!(self.g.zones.zone_of(c.id), Zone::Deck | Zone::Box)
            })
            .unwrap_or_else(|| panic!("no such {kind:?} left"))
            .id
    }

    /// A card of `kind` and colours (`"RK"`) from the deck or the box.
    fn find(&self, kind: Kind, cs: &str) -> CardId {
        let want = colours(cs);
        self.find_where(kind, |c| c.colours == want)
    }

    /// Puts such a card in `s`'s hand.
    pub(super) fn hand(&mut self, s: u8, kind: Kind, cs: &str) -> CardId {
        let c = self.find(kind, cs);
        self.g.zones.move_to(c, Zone::Hand(Seat(s)));
        c
    }

    /// Puts the first card of `kind` for which `pred` holds in `s`'s hand.
    pub(super) fn hand_where(
        &mut self,
        s: u8,
        kind: Kind,
        pred: impl Fn(&crate::diezhan::Card) -> bool,
    ) -> CardId {
        let c = self.find_where(kind, pred);
        self.g.zones.move_to(c, Zone::Hand(Seat(s)));
        c
    }

    /// Puts a card of these colours (any kind) into `s`'s intel area.
    pub(super) fn intel(&mut self, s: u8, cs: &str) -> CardId {
        let want = colours(cs);
        let c = self
            .g
            .cards
            .iter()
            .find(|c| c.colours == want && self.g.zones.zone_of(c.id) == Zone::Deck)
            .expect("a card of these colours")
            .id;
        self.g.zones.move_to(c, Zone::Intel(Seat(s)));
        c
    }

    /// Puts this card on top of the deck.
    pub(super) fn top(&mut self, kind: Kind, cs: &str) -> CardId {
        let c = self.find(kind, cs);
        self.g.zones.move_to(c, Zone::Deck);
        c
    }

    /// `s`'s turn starts at its main phase (no draw), then play goes on.
    pub(super) fn main(&mut self, s: u8) {
        self.start(s, TurnStep::Main);
    }

    /// `s`'s turn starts at its draw phase.
    pub(super) fn turn(&mut self, s: u8) {
        self.start(s, TurnStep::Draw);
    }

    fn start(&mut self, s: u8, step: TurnStep) {
        self.g.turn.active = Seat(s);
        self.g.turn.number = 1;
        self.g.engine.start(Frame::Game);
        self.g.engine.start(Frame::Turn(step));
        Engine::<Frame>::run(&mut self.g);
    }

    /// The open prompt of `s`.
    pub(super) fn prompt(&self, s: u8) -> &Prompt {
        self.g
            .prompts()
            .iter()
            .find(|p| p.seat == Seat(s))
            .unwrap_or_else(|| panic!("seat {} is not asked; open: {:?}", s + 1, self.asked()))
    }

    /// Who is asked, and what (`kind@seat`).
    pub(super) fn asked(&self) -> Vec<String> {
        self.g
            .prompts()
            .iter()
            .map(|p| format!("{}@{}", p.kind, p.seat.number()))
            .collect()
    }

    /// The option keys of `s`'s prompt.
    pub(super) fn keys(&self, s: u8) -> Vec<String> {
        self.prompt(s)
            .options
            .iter()
            .map(|o| o.key.to_string())
            .collect()
    }

    /// `s` answers the option with this key. A main-phase use (`use:c12:to:2`) is the
    /// card chosen (`choose:c12`), then its target if a target is asked.
    pub(super) fn say(&mut self, s: u8, key: &str) {
        if let Some(rest) = key.strip_prefix("use:")
            && self.prompt(s).kind == "diezhan.main"
        {
            let card = rest.split(':').next().expect("card");
            self.answer_key(s, &format!("choose:{card}"));
            if self
                .g
                .prompts()
                .iter()
                .any(|p| p.seat == Seat(s) && p.kind == "diezhan.target")
            {
                self.answer_key(s, key);
            }
            return;
        }
        self.answer_key(s, key);
    }

    fn answer_key(&mut self, s: u8, key: &str) {
        let p = self.prompt(s).clone();
        let i = p
            .options
            .iter()
            .position(|o| o.key == key)
            .unwrap_or_else(|| panic!("seat {} has no option {key}: {:?}", s + 1, self.keys(s)));
        self.g.answer(Seat(s), p.id, &[i]).expect("accepted");
        self.g.check_invariants().expect("invariants");
    }

    /// `s` answers a pick-many prompt with these keys.
    pub(super) fn say_many(&mut self, s: u8, keys: &[&str]) {
        let p = self.prompt(s).clone();
        let idx: Vec<usize> = keys
            .iter()
            .map(|k| p.options.iter().position(|o| o.key == *k).expect("option"))
            .collect();
        self.g.answer(Seat(s), p.id, &idx).expect("accepted");
        self.g.check_invariants().expect("invariants");
    }

    /// Everyone asked with only a pass (or `pass`) lets it go, until someone else is
    /// asked something else; at most `n` answers.
    pub(super) fn pass_all(&mut self, n: usize) {
        for _ in 0..n {
            let Some(p) = self
                .g
                .prompts()
                .iter()
                .find(|p| p.options.iter().any(|o| o.key == "pass"))
                .cloned()
            else {
                return;
            };
            let i = p
                .options
                .iter()
                .position(|o| o.key == "pass")
                .expect("pass");
            self.g.answer(p.seat, p.id, &[i]).expect("accepted");
            self.g.check_invariants().expect("invariants");
        }
    }

    /// Every open prompt of this kind is passed, until another kind is asked.
    pub(super) fn pass_kind(&mut self, kind: &str) {
        while let Some(p) = self.g.prompts().iter().find(|p| p.kind == kind).cloned() {
            let i = p
                .options
                .iter()
                .position(|o| o.key == "pass")
                .expect("pass");
            self.g.answer(p.seat, p.id, &[i]).expect("accepted");
            self.g.check_invariants().expect("invariants");
        }
    }

    /// `s` ends his main phase and sends `card` to seat number `to` (1-based, as keys).
    pub(super) fn send(&mut self, s: u8, card: CardId, to: usize) {
        self.say(s, "end");
        let key = format!("send:{}:to:{to}", self.c(card));
        self.say(s, &key);
    }

    /// In `from`'s turn, an ↑ 截获 of these colours is sent to `to` (seat index), who
    /// accepts; then every question that can be passed is passed.
    pub(super) fn deliver(&mut self, from: u8, cs: &str, to: u8) {
        let c = self.hand(from, Kind::Intercept, cs);
        self.main(from);
        self.send(from, c, to as usize + 1);
        self.say(to, "accept");
        self.pass_all(30);
    }

    /// `c`'s key fragment (`c12`).
    pub(super) fn c(&self, c: CardId) -> String {
        format!("c{c}")
    }

    /// Public log lines.
    pub(super) fn public(&self) -> Vec<String> {
        self.lines(Viewer::Public)
    }

    pub(super) fn lines(&self, v: Viewer) -> Vec<String> {
        self.g
            .log()
            .for_viewer(v, 0)
            .map(|e| e.text.zh.to_string())
            .collect()
    }

    pub(super) fn winners(&self) -> Vec<u8> {
        self.g
            .outcome()
            .map(|o| o.winners().map(|s| s.0).collect())
            .unwrap_or_default()
    }

    pub(super) fn zone(&self, c: CardId) -> Zone {
        self.g.zones.zone_of(c)
    }
}
