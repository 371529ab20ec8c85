//! What each card does (reference §4.3): the main-phase cards (平衡 澄清 威逼 利诱 试探
//! 风云变幻 调虎离山), 破译 at a stop, and the fight cards (截获 误导 调包). 密令 and 欲擒故纵
//! are in `sending`; 澄清 on a dying player in `node`.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, Text,
    cards::{Ask, Input, Step},
};

use super::{
    deck::{CardId, Colour, Kind},
    frame::{Effect, Event, Frame, Ret},
    opt::{Opt, Use},
    passive::HUN_SHUI,
    state::{Game, Zone},
};

impl Game {
    /// The main-phase uses of `card` in `s`'s hand, added to `uses`.
    pub(crate) fn uses_of(&self, s: Seat, card: CardId, uses: &mut Vec<Use>) {
        let alive = self.alive_from(s);
        let others = alive.iter().copied().filter(|&t| t != s);
        match self.card(card).kind {
            Kind::Balance => uses.extend(others.map(|target| Use::Balance { card, target })),
            Kind::Probe => uses.extend(others.map(|target| Use::Probe { card, target })),
            Kind::Coerce => uses.extend(others.map(|target| Use::Coerce { card, target })),
            Kind::Entice => uses.extend(alive.iter().map(|&target| Use::Entice { card, target })),
            Kind::LureAway => {
                uses.extend(alive.iter().map(|&target| Use::LureAway { card, target }))
            }
            Kind::Clarify => {
                for &t in &alive {
                    for &intel in self.intel(t) {
                        if self.card(intel).colours.has(Colour::Black) {
                            uses.push(Use::Clarify { card, intel });
                        }
                    }
                }
            }
            Kind::Winds => uses.push(Use::Winds { card }),
            _ => {}
        }
        if self.card(card).kind != Kind::LureAway && self.has_up(s, HUN_SHUI) {
            // 浑水摸鱼: any hand card as 调虎离山.
            uses.extend(alive.iter().map(|&target| Use::LureAway { card, target }));
        }
    }

    /// `s` uses `u`; its effect frame when it asks questions.
    pub(crate) fn use_main(&mut self, s: Seat, u: Use) -> Option<Effect> {
        let card = u.card();
        let kind = u.kind();
        let target = match u {
            Use::Clarify { intel, .. } => self.owner_of_intel(intel),
            u => u.target(),
        };
        self.event(Event::Used {
            user: s,
            kind,
            target,
        });
        if let Use::Probe { target, .. } | Use::Coerce { target, .. } = u
            && (self.no_effect(s, target, card) || self.deep_mind(s, target, card))
        {
            return None;
        }
        if let Use::Probe { target, .. } = u {
            return self.probe(s, target, card);
        }
        if kind == Kind::LureAway && self.card(card).kind != kind {
            self.mark_used(s, HUN_SHUI);
        }
        self.zones.move_to(card, Zone::Resolving);
        let on = target.map_or_else(
            || Text::new("", ""),
            |t| text!("对{}号", " on seat {}", t.number()),
        );
        let l = super::opt::used_as(card, kind);
        self.say(
            Audience::All,
            "diezhan.use",
            text!("{}号{}使用{}", "Seat {0} uses {2}{1}", s.number(), on, l),
            &[card],
        );
        let effect = match u {
            Use::Balance { target, .. } => {
                self.balance(s, target);
                None
            }
            Use::Clarify { intel, .. } => {
                self.discard(intel);
                self.say(
                    Audience::All,
                    "diezhan.clarified",
                    text!(
                        "弃置情报{}",
                        "The intel {} is discarded",
                        self.card(intel).label()
                    ),
                    &[intel],
                );
                None
            }
            Use::Coerce { target, .. } => Some(Effect::CoerceName {
                user: s,
                target,
                card: Some(card),
            }),
            Use::Entice { target, .. } => {
                self.entice(s, target);
                None
            }
            Use::Winds { .. } => self.winds(s, card),
            Use::LureAway { target, .. } => Some(Effect::LureAway {
                user: s,
                target,
                card,
            }),
            Use::Probe { .. } => None,
        };
        if effect.is_none() && self.zones.zone_of(card) == Zone::Resolving {
            self.discard(card);
        }
        effect
    }

    /// 调虎离山's effect: `t`'s cards (or skills) are off this turn.
    fn lure_away(&mut self, t: Seat, cards: bool) {
        if cards {
            self.turn.no_cards.insert(t);
        } else {
            self.turn.no_skills.insert(t);
        }
        self.tell(
            "diezhan.lured",
            text!(
                "本回合{}号{}",
                "This turn seat {} {}",
                t.number(),
                (
                    if cards {
                        "不能使用手牌"
                    } else {
                        "的角色技能无效"
                    },
                    if cards {
                        "cannot use cards"
                    } else {
                        "has no skills"
                    }
                )
            ),
        );
    }

    /// 平衡: both discard their hands, then each draws 3, the user first.
    fn balance(&mut self, s: Seat, t: Seat) {
        for who in [s, t] {
            let hand = self.hand(who).to_vec();
            for &c in &hand {
                self.discard(c);
            }
            if !hand.is_empty() {
                let names = self.names(&hand);
                self.say(
                    Audience::All,
                    "diezhan.discards",
                    text!(
                        "{}号弃置手牌：{}",
                        "Seat {} discards the hand: {}",
                        who.number(),
                        names
                    ),
                    &hand,
                );
            }
        }
        self.draw(s, 3);
        self.draw(t, 3);
    }

    /// 威逼 naming `name`: he gives one of them, or shows his hand to the user.
    fn coerce(&mut self, s: Seat, t: Seat, card: Option<CardId>, name: Kind) -> Option<Effect> {
        self.tell(
            "diezhan.coerce_name",
            text!(
                "{}号指定了【{}】",
                "Seat {} names {}",
                s.number(),
                name.name()
            ),
        );
        let named = self.hand_of(t, name);
        match named.len() {
            0 => {
                let hand = self.hand(t).to_vec();
                let names = self.names(&hand);
                self.tell(
                    "diezhan.coerce_none",
                    text!(
                        "{}号没有【{}】，向{}号展示手牌",
                        "Seat {} has no {} and shows the hand to seat {}",
                        t.number(),
                        name.name(),
                        s.number()
                    ),
                );
                self.log.show(
                    Audience::seat(s),
                    "diezhan.coerce_look",
                    text!(
                        "{}号的手牌：{}",
                        "Seat {}'s hand: {}",
                        t.number(),
                        (
                            if hand.is_empty() {
                                "（无）".into()
                            } else {
                                names.zh.into_owned()
                            },
                            if hand.is_empty() {
                                "(none)".into()
                            } else {
                                names.en.into_owned()
                            }
                        )
                    ),
                );
                None
            }
            1 => {
                self.give(t, s, &named);
                None
            }
            _ => Some(Effect::CoerceGive {
                user: s,
                target: t,
                card,
                name,
            }),
        }
    }

    /// `from` gives `cards` face-down to `to`: both see them.
    pub(crate) fn give(&mut self, from: Seat, to: Seat, cards: &[CardId]) {
        self.event(Event::Gave { from, to });
        for &c in cards {
            self.zones.move_to(c, Zone::Hand(to));
        }
        let names = self.names(cards);
        self.say_passed(
            from,
            to,
            "diezhan.given",
            text!(
                "{}号交给{}号：{}",
                "Seat {} gives seat {}: {}",
                from.number(),
                to.number(),
                names
            ),
            cards,
        );
        self.tell(
            "diezhan.gives",
            text!(
                "{}号交给{}号{}张牌",
                "Seat {} gives seat {} {} card(s)",
                from.number(),
                to.number(),
                cards.len()
            ),
        );
    }

    /// 利诱: the deck top goes into `t`'s intel area, or into the user's hand if it would
    /// give `t` three of one of its colours. The card is turned up for all to see.
    pub(crate) fn entice(&mut self, s: Seat, t: Seat) {
        let Some(top) = self.zones.peek(Zone::Deck, Zone::Discard, &mut self.rng) else {
            self.tell(
                "diezhan.entice_empty",
                Text::new("牌堆已空", "The deck is empty"),
            );
            return;
        };
        let c = self.card(top);
        let three = c.colours.iter().any(|k| self.count(t, k) + 1 >= 3);
        let l = c.label();
        if three {
            self.zones.move_to(top, Zone::Hand(s));
            self.log.show(
                Audience::All,
                "diezhan.entice_hand",
                text!("牌堆顶是{}，会让{}号集齐三张同色，改为收入{}号手牌", "The deck top is {}: it would give seat {} three of a colour, so seat {} takes it", l, t.number(), s.number()),
            );
        } else {
            self.zones.move_to(top, Zone::Intel(t));
            self.say(
                Audience::All,
                "diezhan.entice_intel",
                text!(
                    "牌堆顶的{}置入{}号的情报区",
                    "The deck top {} goes into seat {}'s intel area",
                    l,
                    t.number()
                ),
                &[top],
            );
        }
    }

    /// 试探: given face-down (the two see it), he draws or discards 1 by his identity, the
    /// card is removed from the game.
    fn probe(&mut self, s: Seat, t: Seat, card: CardId) -> Option<Effect> {
        // Face-down, seen by the two only: out of play at once (a 就计 that keeps it
        // takes it from there once it has resolved).
        self.zones.move_to(card, Zone::Removed);
        self.tell(
            "diezhan.probe",
            text!(
                "{}号对{}号使用【试探】",
                "Seat {} uses a Probe on seat {}",
                s.number(),
                t.number()
            ),
        );
        let mut both = SeatSet::one(s);
        both.insert(t);
        let c = self.card(card);
        self.log.show(
            Audience::Seats(both),
            "diezhan.probe_card",
            text!("这张试探是{}", "The Probe is {}", c.label()),
        );
        let Some(p) = c.probe else {
            self.spend(card, Zone::Removed);
            return None;
        };
        if p.draws(self.identity[t.index()].side()) {
            self.draw(t, 1);
            self.spend(card, Zone::Removed);
            return None;
        }
        let effect = match self.hand(t).len() {
            0 => {
                self.tell(
                    "diezhan.probe_nothing",
                    text!(
                        "{}号需弃置1张手牌，但没有手牌",
                        "Seat {} must discard 1 but has no hand",
                        t.number()
                    ),
                );
                None
            }
            1 => {
                let only = self.hand(t)[0];
                self.discard_from_hand(t, only);
                None
            }
            _ => Some(Effect::ProbeDiscard { target: t, card }),
        };
        if effect.is_none() {
            self.spend(card, Zone::Removed);
        }
        effect
    }

    /// `s` discards `c` from his hand, face-up.
    pub(crate) fn discard_from_hand(&mut self, s: Seat, c: CardId) {
        self.discard(c);
        let l = self.card(c).label();
        self.say(
            Audience::All,
            "diezhan.discarded",
            text!("{}号弃置了{}", "Seat {} discards {}", s.number(), l),
            &[c],
        );
    }

    /// 风云变幻: as many cards as players alive are turned up; each takes one in turn.
    fn winds(&mut self, s: Seat, card: CardId) -> Option<Effect> {
        let order = self.alive_from(s);
        let mut up = Vec::new();
        for _ in 0..order.len() {
            match self
                .zones
                .draw(Zone::Deck, Zone::Discard, Zone::Revealed, &mut self.rng)
            {
                Some(c) => up.push(c),
                None => break,
            }
        }
        let names = self.names(&up);
        self.say(
            Audience::All,
            "diezhan.winds",
            text!("翻开：{}", "Turned up: {}", names),
            &up,
        );
        Some(Effect::Winds { card, order, at: 0 })
    }

    /// 破译 by the holder `h`: he looks at the intel; `Some(intel)` when it is face-down
    /// with black in it (he may turn it up and draw 1).
    pub(crate) fn decode(&mut self, h: Seat, card: CardId) -> Option<CardId> {
        self.zones.move_to(card, Zone::Resolving);
        self.event(Event::Used {
            user: h,
            kind: Kind::Decode,
            target: Some(h),
        });
        self.say(
            Audience::All,
            "diezhan.decode",
            text!(
                "{}号使用{}",
                "Seat {} uses {}",
                h.number(),
                self.card(card).label()
            ),
            &[card],
        );
        let p = self.pending.as_mut()?;
        p.seen.insert(h);
        let (intel, face_up) = (p.card, p.face_up);
        let l = self.card(intel).label();
        self.log.show(
            Audience::seat(h),
            "diezhan.decoded",
            text!("你看到情报是{}", "The intel is {}", l),
        );
        if !face_up && self.card(intel).colours.has(Colour::Black) {
            Some(intel)
        } else {
            self.discard(card);
            None
        }
    }

    /// After 破译: the black intel is turned face-up, its holder draws 1.
    pub(crate) fn reveal_decoded(&mut self, h: Seat) {
        let Some(p) = self.pending.as_mut() else {
            return;
        };
        p.face_up = true;
        let intel = p.card;
        let l = self.card(intel).label();
        self.say(
            Audience::All,
            "diezhan.revealed",
            text!(
                "{}号翻开情报：{}",
                "Seat {} turns the intel face-up: {}",
                h.number(),
                l
            ),
            &[intel],
        );
        self.draw(h, 1);
    }

    /// A fight card: 截获, 误导 or 调包.
    pub(crate) fn use_fight(&mut self, s: Seat, o: Opt) {
        let Some(p) = self.pending.clone() else {
            return;
        };
        let kind = match o {
            Opt::Intercept { .. } => Kind::Intercept,
            Opt::Mislead { .. } => Kind::Mislead,
            _ => Kind::Switch,
        };
        self.event(Event::Used {
            user: s,
            kind,
            target: Some(p.holder),
        });
        match o {
            Opt::Intercept { card } | Opt::Mislead { card, .. } => {
                self.zones.move_to(card, Zone::Resolving);
                let to = match o {
                    Opt::Mislead { to, .. } => to,
                    _ => s,
                };
                let l = self.card(card).label();
                self.say(
                    Audience::All,
                    "diezhan.fight_use",
                    text!(
                        "{}号使用{}，情报移到{}号面前",
                        "Seat {} uses {}: the intel moves in front of seat {}",
                        s.number(),
                        l,
                        to.number()
                    ),
                    &[card],
                );
                if let Some(p) = self.pending.as_mut() {
                    p.holder = to;
                }
                self.discard(card);
            }
            Opt::Switch { card } => {
                self.discard(p.card);
                let old = self.card(p.card).label();
                self.zones.move_to(card, Zone::Pending);
                if let Some(q) = self.pending.as_mut() {
                    q.card = card;
                    q.face_up = false;
                    q.seen = SeatSet::one(s);
                }
                self.say(
                    Audience::All,
                    "diezhan.switch",
                    text!("{}号使用【调包】，面朝下放上新情报；原情报{}被弃置", "Seat {} uses Switch, laying a new intel face-down; the old one, {}, is discarded", s.number(), old),
                    &[p.card],
                );
            }
            _ => {}
        }
    }
}

impl Effect {
    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        match self {
            &mut Effect::CoerceName { user, target, card } => match input {
                Input::Answer(a) => {
                    let Some(&Opt::Name { kind }) = a.one() else {
                        if let Some(card) = card {
                            g.discard(card);
                        }
                        return Step::Done(Ret::None);
                    };
                    match g.coerce(user, target, card, kind) {
                        Some(next) => {
                            *self = next;
                            Step::Again
                        }
                        None => {
                            if let Some(card) = card {
                                g.discard(card);
                            }
                            Step::Done(Ret::None)
                        }
                    }
                }
                _ => g.ask(Ask::one(
                    user,
                    "diezhan.coerce_name",
                    Text::new("威逼：指定一种牌", "Coerce: name a card"),
                    Kind::COERCIBLE
                        .into_iter()
                        .map(|kind| Opt::Name { kind })
                        .collect(),
                )),
            },
            &mut Effect::LureAway { user, target, card } => match input {
                Input::Answer(a) => {
                    let cards = a.one() == Some(&Opt::Ban { cards: true });
                    g.lure_away(target, cards);
                    g.discard(card);
                    Step::Done(Ret::None)
                }
                _ => g.ask(Ask::one(
                    user,
                    "diezhan.lure_away",
                    Text::new("调虎离山：本回合让他……", "Lure Away: this turn he…"),
                    vec![Opt::Ban { cards: true }, Opt::Ban { cards: false }],
                )),
            },
            Effect::CoerceGive {
                user,
                target,
                card,
                name,
            } => match input {
                Input::Answer(a) => {
                    if let Some(&Opt::Pick { card: c }) = a.one() {
                        g.give(*target, *user, &[c]);
                    }
                    if let Some(card) = *card {
                        g.discard(card);
                    }
                    Step::Done(Ret::None)
                }
                _ => {
                    let named: Vec<Opt> = g
                        .hand_of(*target, *name)
                        .into_iter()
                        .map(|card| Opt::Pick { card })
                        .collect();
                    g.ask(Ask::one(
                        *target,
                        "diezhan.coerce_give",
                        text!(
                            "威逼：选择一张指定的牌交给{}号",
                            "Coerced: choose a named card to give seat {}",
                            user.number()
                        ),
                        named,
                    ))
                }
            },
            Effect::ProbeDiscard {
                target,
                card: probe,
            } => match input {
                Input::Answer(a) => {
                    if let Some(&Opt::Pick { card }) = a.one() {
                        g.discard_from_hand(*target, card);
                    }
                    g.spend(*probe, Zone::Removed);
                    Step::Done(Ret::None)
                }
                _ => {
                    let hand: Vec<Opt> = g
                        .hand(*target)
                        .iter()
                        .map(|&card| Opt::Pick { card })
                        .collect();
                    g.ask(Ask::one(
                        *target,
                        "diezhan.probe_discard",
                        Text::new("试探：弃置一张手牌", "Probe: discard a card"),
                        hand,
                    ))
                }
            },
            Effect::Winds { card, order, at } => {
                if let Input::Answer(a) = input {
                    if let Some(&Opt::Take { card: c, intel }) = a.one() {
                        let who = a.seat;
                        let to = if intel {
                            Zone::Intel(who)
                        } else {
                            Zone::Hand(who)
                        };
                        self_take(g, who, c, to);
                    }
                    *at += 1;
                }
                loop {
                    let up = g.zones.cards(Zone::Revealed).to_vec();
                    let Some(&who) = order.get(*at) else { break };
                    if up.is_empty() {
                        break;
                    }
                    if !g.alive(who) {
                        *at += 1;
                        continue;
                    }
                    let mut opts = Vec::new();
                    for &c in &up {
                        opts.push(Opt::Take {
                            card: c,
                            intel: false,
                        });
                        let k = g.card(c).colours;
                        if !g.intel(who).iter().any(|&i| g.card(i).colours.shares(k)) {
                            opts.push(Opt::Take {
                                card: c,
                                intel: true,
                            });
                        }
                    }
                    return g.ask(Ask::one(
                        who,
                        "diezhan.winds_take",
                        Text::new(
                            "风云变幻：选择一张翻开的牌收入手牌（或置入没有同色情报的情报区）",
                            "Shifting Winds: take a card turned up into your hand (or into your intel area if no intel there shares a colour)",
                        ),
                        opts,
                    ));
                }
                for c in g.zones.cards(Zone::Revealed).to_vec() {
                    g.discard(c);
                }
                g.discard(*card);
                Step::Done(Ret::None)
            }
        }
    }
}

/// A card turned up by 风云变幻 taken into a hand or an intel area (置入, not receiving).
fn self_take(g: &mut Game, who: Seat, c: CardId, to: Zone) {
    g.zones.move_to(c, to);
    let l = g.card(c).label();
    let (zh, en) = if matches!(to, Zone::Intel(_)) {
        ("置入情报区", "into the intel area")
    } else {
        ("收入手牌", "into the hand")
    };
    g.log.show(
        Audience::All,
        "diezhan.winds_taken",
        text!(
            "{}号将{}{}",
            "Seat {} takes {} {}",
            who.number(),
            l,
            (zh, en)
        ),
    );
}
