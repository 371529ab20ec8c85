//! 谍战篇's state: its zones (every card in one), the turn in progress, the intel being
//! passed or fought over, who is dead, out or dying, and the log with its guard.

use tianhei_core::{
    Audience, Outcome, Seat, SeatSet, Text,
    cards::{Asks, CardLog, Engine, Zones},
    rng::GameRng,
    seat::Seating,
};
use tianhei_core::{text, zones};

use super::{
    Diezhan,
    deck::{Arrow, Card, CardId, Colour},
    frame::Frame,
    identity::Identity,
    opt::Opt,
};

zones! {
    /// Where a card can be. The pending intel is seen by those it was shown
    /// (`Pending::seen`), which the game tells.
    pub enum Zone {
        /// The draw pile (its top is the last card).
        Deck => nobody,
        /// The discard pile (face-up).
        Discard => everyone,
        /// Removed from the game (a used 试探 or 密令).
        Removed => nobody,
        /// The intel being passed or fought over (待收情报).
        Pending => nobody,
        /// A card being used.
        Resolving => everyone,
        /// Turned up by 风云变幻 and still to be taken.
        Revealed => everyone,
        /// Left in the box: not in this game's deck.
        Box => nobody,
        /// A player's hand.
        Hand(Seat) => owner,
        /// A player's intel area (face-up).
        Intel(Seat) => everyone,
    }
}

/// "Seat N draws k" for k = 0…3, made once.
static DRAWS: [super::once::PerSeat; 4] = [
    std::sync::LazyLock::new(Default::default),
    std::sync::LazyLock::new(Default::default),
    std::sync::LazyLock::new(Default::default),
    std::sync::LazyLock::new(Default::default),
];

/// The phase of the turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 摸牌阶段.
    Draw,
    /// 出牌阶段.
    Main,
    /// 传递阶段开始时.
    Send,
    /// 传递阶段: stop by stop.
    Passing,
    /// 争夺阶段.
    Fight,
    /// 接收阶段.
    Receive,
    /// 回合结束时.
    End,
}

impl Phase {
    /// The phase's name.
    pub fn name(self) -> Text {
        let (zh, en) = match self {
            Phase::Draw => ("摸牌阶段", "Draw"),
            Phase::Main => ("出牌阶段", "Main phase"),
            Phase::Send => ("传递阶段开始时", "Sending"),
            Phase::Passing => ("传递阶段", "Passing"),
            Phase::Fight => ("争夺阶段", "Fight"),
            Phase::Receive => ("接收阶段", "Receiving"),
            Phase::End => ("回合结束", "Turn end"),
        };
        Text::new(zh, en)
    }
}

/// The turn in progress.
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    /// Whose turn.
    pub(crate) active: Seat,
    /// How many turns have started.
    pub(crate) number: u32,
    /// Its phase.
    pub(crate) phase: Phase,
    /// Players who may not use cards this turn (调虎离山).
    pub(crate) no_cards: SeatSet,
    /// Players whose character skills are void this turn (调虎离山).
    pub(crate) no_skills: SeatSet,
    /// The 争夺阶段 was ended by a skill (定论).
    pub(crate) fight_over: bool,
    /// Cards nobody may use from hand this turn (强令).
    pub(crate) banned: Vec<super::deck::Kind>,
    /// Players who may not choose to accept intel this turn (信鸽联络).
    pub(crate) cannot_accept: SeatSet,
    /// A colour declared for the intel sent this turn, and by whom (江湖令).
    pub(crate) declared: Option<(Seat, Colour)>,
    /// 守口如瓶 has made both draw this turn.
    pub(crate) both_drew: bool,
    /// Until turn end every hand card of the first kind is used as the second (变则通).
    pub(crate) convert: Option<(super::deck::Kind, super::deck::Kind)>,
    /// Players who must accept the intel this turn (诱敌深入).
    pub(crate) must_accept: SeatSet,
    /// What a skill that sends instead decided, for the sending to go on with.
    pub(crate) skill_send: Option<super::frame::SkillSend>,
}

/// The intel on its way or fought over.
#[derive(Clone, Debug)]
pub(crate) struct Pending {
    /// The card.
    pub(crate) card: CardId,
    /// 情报传出者: fixed when it was sent.
    pub(crate) sender: Seat,
    /// Whom it lies in front of.
    pub(crate) holder: Seat,
    /// How it travels.
    pub(crate) arrow: Arrow,
    /// The player locked when it was sent.
    pub(crate) lock: Option<Seat>,
    /// Face-up (欲擒故纵, a black one shown by 破译).
    pub(crate) face_up: bool,
    /// Who has seen its face (its sender, a 破译 user, a 调包 player).
    pub(crate) seen: SeatSet,
}

/// A game of 谍战篇.
#[derive(Clone)]
pub struct Game {
    pub(crate) rules: Diezhan,
    pub(crate) seating: Seating,
    pub(crate) cards: Vec<Card>,
    pub(crate) identity: Vec<Identity>,
    /// The identities as dealt (承志 may move one later); the record's deal.
    pub(crate) dealt: Vec<Identity>,
    pub(crate) dead: SeatSet,
    pub(crate) out: SeatSet,
    /// In 濒死 now.
    pub(crate) dying: SeatSet,
    /// Died in the death being processed (诱变者 and 清道夫 may still win).
    pub(crate) dying_now: SeatSet,
    pub(crate) zones: Zones<Zone, CardId>,
    pub(crate) asks: Asks<Opt>,
    pub(crate) log: CardLog,
    pub(crate) rng: GameRng,
    pub(crate) engine: Engine<Frame>,
    pub(crate) turn: Turn,
    pub(crate) pending: Option<Pending>,
    pub(crate) outcome: Option<Outcome>,
    /// Each seat's character (none when played without).
    pub(crate) chars: Vec<Option<super::roster::Seated>>,
    /// Seats whose character has lain face-up since they took it: the table knows it
    /// even when it is turned face-down again.
    pub(crate) chars_shown: SeatSet,
    /// The characters each seat was offered at the start (the seat saw them).
    pub(crate) offered: Vec<Vec<super::roster::CharacterId>>,
    /// What happened since the last node, for the trigger skills.
    pub(crate) events: Vec<super::frame::Event>,
    /// Skills used this turn (once a turn, once per main or fight phase).
    pub(crate) used_turn: Vec<(Seat, super::frame::SkillRef)>,
    /// Skills used this game (once a game).
    pub(crate) used_game: Vec<(Seat, super::frame::SkillRef)>,
    /// The character cards not offered, face-down (后来人 draws from its top).
    pub(crate) char_pile: Vec<super::roster::CharacterId>,
    /// Players whose identity card was taken (顾小梦's 承志): they have none.
    pub(crate) identity_gone: SeatSet,
    /// The card between its use and its resolution, while skills answer it.
    pub(crate) in_use: Option<InUse>,
}

/// A card in use, as the skills that answer it before it resolves leave it.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct InUse {
    /// The physical card (none for a card "视为使用").
    pub(crate) card: Option<CardId>,
    /// Nullified (避风): spent without effect.
    pub(crate) void: bool,
    /// Goes to this player's hand once it has resolved, instead of the discard (就计).
    pub(crate) keep: Option<Seat>,
}

impl Game {
    /// The starting hands: 3 each, from the first player.
    pub(crate) fn deal_hands(&mut self) {
        self.tell(
            "diezhan.first",
            text!(
                "{}号先开始，每人摸3张起始手牌",
                "Seat {} goes first; everyone draws 3",
                self.turn.active.number()
            ),
        );
        for s in self.seating.from(self.turn.active) {
            self.draw(s, 3);
        }
    }

    /// Alive and not out.
    pub(crate) fn alive(&self, s: Seat) -> bool {
        !self.dead.contains(s) && !self.out.contains(s)
    }

    /// Seats alive, in seat order from `from`.
    pub(crate) fn alive_from(&self, from: Seat) -> Vec<Seat> {
        self.seating.from(from).filter(|&s| self.alive(s)).collect()
    }

    /// The card.
    pub(crate) fn card(&self, c: CardId) -> Card {
        self.cards[c as usize]
    }

    /// A hand.
    pub(crate) fn hand(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Hand(s))
    }

    /// An intel area.
    pub(crate) fn intel(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Intel(s))
    }

    /// Intel cards of `s` counting as `colour`.
    pub(crate) fn count(&self, s: Seat, colour: Colour) -> usize {
        self.intel(s)
            .iter()
            .filter(|&&c| self.card(c).colours.has(colour))
            .count()
    }

    /// True intel cards of `s` (a red-blue card is one).
    pub(crate) fn true_count(&self, s: Seat) -> usize {
        self.intel(s)
            .iter()
            .filter(|&&c| self.card(c).colours.is_true())
            .count()
    }

    /// Whether `s` may use hand cards now (not banned by 调虎离山).
    pub(crate) fn may_use_cards(&self, s: Seat) -> bool {
        self.alive(s) && !self.turn.no_cards.contains(s)
    }

    /// Whether `s` may use a hand card of `kind` now (not banned by 调虎离山, 禁闭 or 强令).
    pub(crate) fn may_use(&self, s: Seat, kind: super::deck::Kind) -> bool {
        self.may_use_cards(s) && !self.turn.banned.contains(&kind)
    }

    /// What the hand card `c` is used as now: its kind, or the kind 变则通 made it.
    pub(crate) fn use_kind(&self, c: CardId) -> super::deck::Kind {
        let k = self.card(c).kind;
        match self.turn.convert {
            Some((a, b)) if a == k => b,
            _ => k,
        }
    }

    /// Cards of `kind` in `s`'s hand.
    pub(crate) fn hand_of(&self, s: Seat, kind: super::deck::Kind) -> Vec<CardId> {
        self.hand(s)
            .iter()
            .copied()
            .filter(|&c| self.card(c).kind == kind)
            .collect()
    }

    /// Whether `who` (`None`: everyone) may see card `c` where it lies.
    pub(crate) fn sees(&self, c: CardId, who: Option<Seat>) -> bool {
        match self.zones.zone_of(c) {
            Zone::Discard | Zone::Intel(_) | Zone::Resolving | Zone::Revealed => true,
            Zone::Hand(h) => who == Some(h),
            Zone::Deck | Zone::Removed | Zone::Box => false,
            Zone::Pending => self
                .pending
                .as_ref()
                .is_some_and(|p| p.face_up || who.is_some_and(|w| p.seen.contains(w))),
        }
    }

    /// A line naming `cards`, checked against who may see them where they lie.
    pub(crate) fn say(
        &mut self,
        audience: Audience,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let mut log = std::mem::take(&mut self.log);
        log.say(audience, key, text, cards, |c, who| self.sees(c, who));
        self.log = log;
    }

    /// A line to the two seats `cards` passed between.
    pub(crate) fn say_passed(
        &mut self,
        from: Seat,
        to: Seat,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let mut log = std::mem::take(&mut self.log);
        log.say_passed(from, to, key, text, cards, |c, who| self.sees(c, who));
        self.log = log;
    }

    /// A public line naming no card.
    pub(crate) fn tell(&mut self, key: &'static str, text: Text) {
        self.log.push(Audience::All, key, text);
    }

    /// `红【截获】↑、黑【误导】←`.
    pub(crate) fn names(&self, cards: &[CardId]) -> Text {
        self.names_after(("", ""), cards)
    }

    /// `before` followed by [`Game::names`] of `cards`, made in one string per language.
    fn names_after(&self, before: (&str, &str), cards: &[CardId]) -> Text {
        let mut zh = String::with_capacity(before.0.len() + 24 * cards.len());
        let mut en = String::with_capacity(before.1.len() + 24 * cards.len());
        zh.push_str(before.0);
        en.push_str(before.1);
        for (i, &c) in cards.iter().enumerate() {
            if i > 0 {
                zh.push('、');
                en.push_str(", ");
            }
            let l = self.card(c).label();
            zh.push_str(&l.zh);
            en.push_str(&l.en);
        }
        Text::owned(zh, en)
    }

    /// `s` draws `n` (the discards are shuffled in when the deck runs out; with both
    /// empty he draws what exists).
    pub(crate) fn draw(&mut self, s: Seat, n: usize) -> Vec<CardId> {
        let mut drawn = Vec::with_capacity(n);
        for _ in 0..n {
            match self
                .zones
                .draw(Zone::Deck, Zone::Discard, Zone::Hand(s), &mut self.rng)
            {
                Some(c) => drawn.push(c),
                None => break,
            }
        }
        if !drawn.is_empty() {
            let text = self.names_after(("你摸了", "You draw "), &drawn);
            self.say(Audience::seat(s), "diezhan.drew", text, &drawn);
        }
        let n = drawn.len();
        let make = |seat: usize| text!("{}号摸了{}张牌", "Seat {} draws {}", seat, n);
        let line = match DRAWS.get(n) {
            Some(cache) => super::once::per_seat(cache, s, make),
            None => make(s.number()),
        };
        self.tell("diezhan.draws", line);
        drawn
    }

    /// Discards `c` face-up (a card in use that a skill keeps goes to its hand instead).
    pub(crate) fn discard(&mut self, c: CardId) {
        self.spend(c, Zone::Discard);
    }

    /// A used card leaves play for `to` (the discard, or removed for 试探) once it has
    /// resolved: into a hand instead if a skill keeps it (就计).
    pub(crate) fn spend(&mut self, c: CardId, to: Zone) {
        if let Some(InUse {
            card: Some(u),
            keep: Some(k),
            ..
        }) = self.in_use
            && u == c
        {
            self.in_use = None;
            // A card the table saw is named; a face-down one (试探) by its kind only.
            let (l, shown) = if self.sees(c, None) {
                (self.card(c).label(), vec![c])
            } else {
                (self.card(c).kind.name(), Vec::new())
            };
            self.say(
                Audience::All,
                "diezhan.kept",
                text!(
                    "{}号将结算后的{}收入手牌",
                    "Seat {} takes the resolved {} into his hand",
                    k.number(),
                    l
                ),
                &shown,
            );
            self.zones.move_to(c, Zone::Hand(k));
            return;
        }
        self.zones.move_to(c, to);
    }

    /// Whether the game is over.
    pub(crate) fn over(&self) -> bool {
        self.outcome.is_some()
    }
}
