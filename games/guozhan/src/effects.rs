//! Each card's effect on one target (the default rule of the card-effect timing):
//! 【杀】 and its 【闪】, 【茶】, 【酒】, and every instant trick — 过河拆桥, 顺手牵羊, 决斗,
//! 借刀杀人, 无中生有, 铁索连环, 火攻, 南蛮入侵, 万箭齐发, 桃园结义, 五谷丰登, 以逸待劳,
//! 知己知彼, 远交近攻 — with the 势力渗透 clauses of the rulings.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, Text,
    cards::{Input, Step},
};

use crate::{
    card::{CardId, Name, Nature, Slot, Suit, UsedCard, Zone},
    choices::{Act, PeekAt},
    faction::Clause,
    frame::{
        DamageCtx, EffStep, EffectCtx, Frame, In, Next, PickCtx, PickPurpose, PlayMore, RespondCtx,
        RespondStep, Ret, reply,
    },
    game::Game,
    peek::Peek,
    skills::Skill,
    timing::Timing,
};

/// Whether the request answered just before was met (the card was given).
fn answered(input: &In) -> bool {
    matches!(input, Input::Child(Ret::Bool(true)))
}

impl Game {
    /// Whether `s`'s revealed faction cards meet 势力渗透 clause `c` (and the rule set
    /// has the clauses on).
    pub fn clause(&self, s: Seat, c: Clause) -> bool {
        let p = &self.players[s.index()];
        self.opts.infiltration && c.holds(p.main, p.second)
    }

    /// Like [`Game::clause`], and says so in the log when it holds.
    fn clause_applies(&mut self, s: Seat, c: Clause, what: Text) -> bool {
        let on = self.clause(s, c);
        if on {
            let n = c.name();
            self.say("guozhan.infiltration", text!("{}：{}", "{}: {}", n, what));
        }
        on
    }

    /// `amount` damage of `nature` from `source` to `target`, caused by `card`.
    pub(crate) fn damage(
        &self,
        source: Option<Seat>,
        target: Seat,
        amount: i32,
        nature: Nature,
        card: Option<Name>,
    ) -> Frame {
        let d = DamageCtx::new(
            source.filter(|&s| self.alive(s)),
            target,
            amount,
            nature,
            card,
        );
        Frame::Damage(Box::new(d))
    }

    /// Asks `seat` for `need` of `want` (打出 when `play`).
    pub(crate) fn respond(
        seat: Seat,
        want: Name,
        play: bool,
        need: u8,
        from: Option<Seat>,
        armor_ignored: bool,
    ) -> Frame {
        Frame::Respond(RespondCtx {
            seat,
            want,
            play,
            need,
            got: 0,
            from,
            bagua: true,
            armor_ignored,
            step: RespondStep::Ask,
        })
    }

    pub(crate) fn effect_step(
        &mut self,
        e: &mut EffectCtx,
        name: Name,
        user: Seat,
        input: In,
    ) -> Next {
        let t = e.target;
        match e.step {
            EffStep::Apply => self.apply(e, name, user),
            EffStep::ShaAnswered => {
                if answered(&input) {
                    e.step = EffStep::ShaMissed;
                    self.fire(Timing::SlashMissed)
                } else {
                    self.sha_hit(t, user)
                }
            }
            EffStep::ShaMissed => {
                if e.forced {
                    self.sha_hit(t, user)
                } else {
                    self.say(
                        "guozhan.dodged",
                        text!(
                            "{}号的【杀】被{}号的【闪】抵消",
                            "Seat {}'s Slash is dodged by seat {}",
                            user.num(),
                            t.num()
                        ),
                    );
                    Step::Done(Ret::None)
                }
            }
            EffStep::AoeAnswered if !answered(&input) => {
                Step::Become(self.damage(Some(user), t, 1, Nature::Normal, Some(name)))
            }
            EffStep::DuelAsk => {
                let who = e.turn;
                let other = if who == t { user } else { t };
                if !self.alive(who) || !self.alive(other) {
                    return Step::Done(Ret::None);
                }
                let double = (who == t
                    && self.clause_applies(
                        user,
                        Clause::WhiteBlack,
                        Text::new(
                            "目标须一次打出两张【杀】",
                            "the target must play two Slashes at a time",
                        ),
                    ))
                    || self.has_skill(other, Skill::Wushuang);
                e.step = EffStep::DuelAnswered;
                Step::Call(Game::respond(
                    who,
                    Name::Sha,
                    true,
                    if double { 2 } else { 1 },
                    Some(other),
                    false,
                ))
            }
            EffStep::DuelAnswered => {
                let who = e.turn;
                let other = if who == t { user } else { t };
                if answered(&input) {
                    e.turn = other;
                    e.step = EffStep::DuelAsk;
                    Step::Again
                } else {
                    Step::Become(self.damage(Some(other), who, 1, Nature::Normal, Some(Name::Duel)))
                }
            }
            EffStep::Picked => {
                if name == Name::Dismantle
                    && e.picks == 0
                    && self.alive(user)
                    && self.has_any_card(t)
                    && self.clause_applies(
                        user,
                        Clause::Mixed,
                        Text::new("可以再弃置其一张牌", "may discard one more of its cards"),
                    )
                {
                    e.picks = 1;
                    return Step::Call(Frame::Pick(PickCtx {
                        picker: user,
                        from: t,
                        purpose: PickPurpose::Dismantle,
                        optional: true,
                        asked: false,
                    }));
                }
                Step::Done(Ret::None)
            }
            EffStep::CollateralChosen => self.collateral_chosen(t, user, input),
            EffStep::FireShown => self.fire_shown(e, user, input),
            EffStep::FireDiscarded => {
                if let Some(Act::Card(c)) = reply(input) {
                    self.discard_cards(user, &[c]);
                    return Step::Become(self.damage(
                        Some(user),
                        t,
                        1,
                        Nature::Fire,
                        Some(Name::FireAttack),
                    ));
                }
                Step::Done(Ret::None)
            }
            EffStep::GraceTaken => self.grace_taken(e, user, input),
            EffStep::Peeked => {
                if let Some(Act::Peek(what)) = reply(input) {
                    self.peek(user, t, what);
                }
                Step::Done(Ret::None)
            }
            _ => Step::Done(Ret::None),
        }
    }

    fn apply(&mut self, e: &mut EffectCtx, name: Name, user: Seat) -> Next {
        let t = e.target;
        match name {
            Name::Sha | Name::FireSha | Name::ThunderSha => {
                let ignored = self.top_use().is_some_and(|u| u.armor_ignored.contains(t));
                if self.top_use().is_some_and(|u| u.no_dodge.contains(t)) {
                    // 铁骑: no 【闪】 may answer.
                    e.step = EffStep::ShaAnswered;
                    return Step::Again;
                }
                let need = if self.has_skill(user, Skill::Wushuang) {
                    2
                } else {
                    1
                };
                e.step = EffStep::ShaAnswered;
                Step::Call(Game::respond(
                    t,
                    Name::Shan,
                    false,
                    need,
                    Some(user),
                    ignored,
                ))
            }
            Name::Tea => {
                self.recover(t, 1);
                Step::Done(Ret::None)
            }
            Name::Jiu => {
                self.turn.drunk += 1;
                self.say(
                    "guozhan.drunk",
                    text!(
                        "{}号本回合使用的下一张【杀】伤害+1",
                        "Seat {}'s next Slash this turn deals 1 more damage",
                        t.num()
                    ),
                );
                Step::Done(Ret::None)
            }
            Name::ExNihilo => {
                let more = self.clause_applies(
                    user,
                    Clause::Pure,
                    Text::new("多摸一张牌", "draws one more card"),
                );
                self.draw(t, if more { 3 } else { 2 });
                Step::Done(Ret::None)
            }
            Name::IronChain => {
                let p = &mut self.players[t.index()];
                p.chained = !p.chained;
                let line = if p.chained {
                    text!("{}号被横置（连环状态）", "Seat {} is chained", t.num())
                } else {
                    text!("{}号被重置（解除连环）", "Seat {} is unchained", t.num())
                };
                self.say("guozhan.chain", line);
                Step::Done(Ret::None)
            }
            Name::Befriend => {
                self.draw(t, 1);
                if self.alive(user) {
                    self.draw(user, 3);
                }
                Step::Done(Ret::None)
            }
            Name::Salvation => {
                let more = t == user
                    && self.clause_applies(
                        user,
                        Clause::MainWhite,
                        Text::new("使用者多回复1点体力", "its user recovers one more HP"),
                    );
                self.recover(t, if more { 2 } else { 1 });
                Step::Done(Ret::None)
            }
            Name::Await => {
                self.draw(t, 2);
                if let Some(u) = self.top_use_mut() {
                    u.effected.insert(t);
                }
                Step::Done(Ret::None)
            }
            Name::Savage | Name::Archery => {
                let want = if name == Name::Savage {
                    Name::Sha
                } else {
                    Name::Shan
                };
                e.step = EffStep::AoeAnswered;
                Step::Call(Game::respond(t, want, true, 1, Some(user), false))
            }
            Name::Duel => {
                e.turn = t;
                e.step = EffStep::DuelAsk;
                Step::Again
            }
            Name::Dismantle | Name::Snatch => {
                if !self.has_any_card(t) || !self.alive(user) {
                    return Step::Done(Ret::None);
                }
                let purpose = if name == Name::Dismantle {
                    PickPurpose::Dismantle
                } else {
                    PickPurpose::Snatch
                };
                e.step = EffStep::Picked;
                Step::Call(Frame::Pick(PickCtx {
                    picker: user,
                    from: t,
                    purpose,
                    optional: false,
                    asked: false,
                }))
            }
            Name::Collateral => self.collateral_ask(e, user),
            Name::FireAttack => {
                let hand = self.hand(t).to_vec();
                if hand.is_empty() {
                    return Step::Done(Ret::None);
                }
                let mut suits: Vec<Suit> = Vec::with_capacity(4);
                let mut acts = Vec::with_capacity(4);
                for c in hand {
                    let suit = self.card(c).suit;
                    if !suits.contains(&suit) {
                        suits.push(suit);
                        acts.push(Act::Card(c));
                    }
                }
                e.step = EffStep::FireShown;
                self.ask(
                    t,
                    "guozhan.fire_show",
                    text!(
                        "火攻：{}号要你展示一张手牌",
                        "Fire Attack: seat {} makes you show a hand card",
                        user.num()
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            Name::Grace => {
                let cards = self.top_use().map(|u| u.grace.clone()).unwrap_or_default();
                if cards.is_empty() {
                    return Step::Done(Ret::None);
                }
                let acts = cards.into_iter().map(Act::Card).collect();
                e.step = EffStep::GraceTaken;
                self.ask(
                    t,
                    "guozhan.grace",
                    Text::new(
                        "五谷丰登：获得一张亮出的牌",
                        "Amazing Grace: take one of the revealed cards",
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            Name::KnownBoth => {
                let o = &self.players[t.index()];
                let mut acts = Vec::with_capacity(4);
                if !self.hand(t).is_empty() {
                    acts.push(Act::Peek(PeekAt::Hand));
                }
                if !o.main.revealed {
                    acts.push(Act::Peek(PeekAt::Main));
                }
                if !o.second.revealed {
                    acts.push(Act::Peek(PeekAt::Second));
                }
                if !o.character_up {
                    acts.push(Act::Peek(PeekAt::Character));
                }
                if acts.is_empty() || !self.alive(user) {
                    return Step::Done(Ret::None);
                }
                e.step = EffStep::Peeked;
                self.ask(
                    user,
                    "guozhan.peek",
                    text!(
                        "知己知彼：选择观看{}号的什么",
                        "Known Both: choose what of seat {} to look at",
                        t.num()
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            _ => Step::Done(Ret::None),
        }
    }

    /// A 【杀】 hits: damage of its nature, +1 per 酒 drunk before it.
    fn sha_hit(&mut self, t: Seat, user: Seat) -> Next {
        let Some((drunk, ignored, nature, name)) = self.top_use().map(|u| {
            (
                u.drunk,
                u.armor_ignored.contains(t),
                u.card.nature(),
                u.card.name,
            )
        }) else {
            return Step::Done(Ret::None);
        };
        let mut d = DamageCtx::new(Some(user), t, 1 + drunk as i32, nature, Some(name));
        d.by_sha = true;
        d.armor_ignored = ignored;
        Step::Become(Frame::Damage(Box::new(d)))
    }

    fn collateral_ask(&mut self, e: &mut EffectCtx, user: Seat) -> Next {
        let holder = e.target;
        let victim = self.top_use().and_then(|u| u.victim);
        if self.equipped(holder, Slot::Weapon).is_none() {
            return Step::Done(Ret::None);
        }
        let mut acts = vec![Act::Give];
        if let Some(b) = victim.filter(|&b| self.alive(b) && b != holder) {
            let hand = self.hand(holder);
            let mut faces = Vec::with_capacity(4);
            for &c in hand {
                let card = self.card(c);
                if card.name.is_sha() && !faces.contains(&(card.name, card.colour())) {
                    faces.push((card.name, card.colour()));
                    acts.push(Act::Use {
                        card: c,
                        target: Some(b),
                    });
                    if card.name == Name::Sha && self.has_active(holder, Name::Fan) {
                        acts.push(Act::Fan { card: c, target: b });
                    }
                }
            }
            if hand.len() >= 2 && self.has_active(holder, Name::Spear) {
                acts.push(Act::Spear(Some(b)));
            }
        }
        let victim_num = victim.map_or("?", |b| b.num());
        e.step = EffStep::CollateralChosen;
        self.ask(
            holder,
            "guozhan.collateral",
            text!(
                "借刀杀人：对{}号使用【杀】，或将武器交给{}号",
                "Collateral: Slash seat {}, or hand your weapon to seat {}",
                victim_num,
                user.num()
            ),
            acts,
            0,
        );
        Step::Wait
    }

    fn collateral_chosen(&mut self, holder: Seat, user: Seat, input: In) -> Next {
        match reply(input) {
            Some(Act::Use {
                card,
                target: Some(b),
            }) => {
                let used = UsedCard::real(self.card(card));
                Step::Become(self.declare_use(holder, used, vec![b], None))
            }
            Some(Act::Fan { card, target }) => {
                let used = UsedCard::converted(Name::FireSha, &[self.card(card)], Some(Name::Fan));
                Step::Become(self.declare_use(holder, used, vec![target], None))
            }
            Some(Act::Spear(Some(target))) => Step::Become(Frame::PlayMore(PlayMore::Spear {
                user: holder,
                target,
            })),
            _ => {
                let Some(w) = self.equipped(holder, Slot::Weapon) else {
                    return Step::Done(Ret::None);
                };
                let l = self.card(w).label();
                self.say_cards(
                    Audience::All,
                    "guozhan.give_weapon",
                    text!(
                        "{}号将{}交给{}号",
                        "Seat {} hands {} to seat {}",
                        holder.num(),
                        l,
                        user.num()
                    ),
                    &[w],
                );
                let to = if self.alive(user) {
                    Zone::Hand(user)
                } else {
                    Zone::Discard
                };
                self.remove_equip(holder, Slot::Weapon, to);
                Step::Done(Ret::None)
            }
        }
    }

    fn fire_shown(&mut self, e: &mut EffectCtx, user: Seat, input: In) -> Next {
        let t = e.target;
        let Some(Act::Card(c)) = reply(input) else {
            return Step::Done(Ret::None);
        };
        e.shown = Some(c);
        let card = *self.card(c);
        let l = card.label();
        self.say_shown(
            Audience::All,
            "guozhan.fire_shown",
            text!("{}号展示了{}", "Seat {} shows {}", t.num(), l),
        );
        if !self.alive(user) {
            return Step::Done(Ret::None);
        }
        let mut acts = vec![Act::Pass];
        let mut names: Vec<Name> = Vec::with_capacity(4);
        for &h in self.hand(user) {
            let hc = self.card(h);
            if hc.suit == card.suit && !names.contains(&hc.name) {
                names.push(hc.name);
                acts.push(Act::Card(h));
            }
        }
        let suit = card.suit.name();
        e.step = EffStep::FireDiscarded;
        self.ask(
            user,
            "guozhan.fire_discard",
            text!(
                "火攻：弃置一张{}手牌，对{}号造成1点火焰伤害",
                "Fire Attack: discard a hand card of {} to deal 1 fire damage to seat {}",
                suit,
                t.num()
            ),
            acts,
            0,
        );
        Step::Wait
    }

    fn grace_taken(&mut self, e: &mut EffectCtx, user: Seat, input: In) -> Next {
        let t = e.target;
        let Some(Act::Card(c)) = reply(input) else {
            return Step::Done(Ret::None);
        };
        let l = self.card(c).label();
        self.say_cards(
            Audience::All,
            "guozhan.grace_take",
            text!("{}号获得了{}", "Seat {} takes {}", t.num(), l),
            &[c],
        );
        if let Some(u) = self.top_use_mut() {
            u.grace.retain(|&x| x != c);
        }
        self.table_to(c, Zone::Hand(t));
        let left = self.top_use().is_some_and(|u| !u.grace.is_empty());
        if t == user
            && e.picks == 0
            && left
            && self.clause_applies(
                user,
                Clause::BlackWhite,
                Text::new("使用者获得两张牌", "its user takes two cards"),
            )
        {
            e.picks = 1;
            e.step = EffStep::Apply;
            return Step::Again;
        }
        Step::Done(Ret::None)
    }

    fn peek(&mut self, user: Seat, t: Seat, what: PeekAt) {
        let o = &self.players[t.index()];
        let part = match what {
            PeekAt::Hand => Text::new("手牌", "hand"),
            PeekAt::Main => Text::new("主势力牌", "main faction card"),
            PeekAt::Second => Text::new("副势力牌", "secondary faction card"),
            PeekAt::Character => Text::new("角色牌", "character"),
        };
        let hand: Vec<CardId> = if what == PeekAt::Hand {
            self.hand(t).to_vec()
        } else {
            Vec::new()
        };
        for &c in &hand {
            self.zones.reveal(c, tianhei_core::SeatSet::one(user));
        }
        let colour = match what {
            PeekAt::Main => Some(o.main.colour),
            PeekAt::Second => Some(o.second.colour),
            _ => None,
        };
        let character = (what == PeekAt::Character).then_some(o.character);
        self.say(
            "guozhan.peek",
            text!(
                "{}号观看了{}号的{}",
                "Seat {} looks at seat {}'s {}",
                user.num(),
                t.num(),
                part
            ),
        );
        let seen = match what {
            PeekAt::Hand => self.cards_text(&hand),
            PeekAt::Main | PeekAt::Second => {
                colour.map(|c| c.name()).unwrap_or(Text::new("?", "?"))
            }
            PeekAt::Character => character
                .map(|c| c.describe())
                .unwrap_or(Text::new("?", "?")),
        };
        self.say_shown(
            Audience::seat(user),
            "guozhan.peek_seen",
            text!(
                "你看到{}号的{}：{}",
                "You see seat {}'s {}: {}",
                t.num(),
                part,
                seen
            ),
        );
        self.peeks.push(Peek {
            user,
            target: t,
            what,
            hand,
            colour,
            character,
            round: self.round,
        });
    }
}
