//! The play phase: every legal use of the active player's cards, one option per distinct
//! usable face and target; the follow-up questions (铁索连环's second target, 借刀杀人's
//! victim, 丈八蛇矛's two cards); recasting; and declaring a use.

use tianhei_core::text;
use tianhei_core::{Seat, SeatSet, Text, cards::Step};

use crate::{
    card::{CardId, Colour, Kind, Name, Slot, UsedCard, Zone},
    choices::Act,
    frame::{Frame, In, Next, PlayMore, Ret, UseCtx, UseStep, replies, reply},
    game::Game,
};

impl Game {
    pub(crate) fn step_play(&mut self, input: In) -> Next {
        let s = self.active;
        if !self.alive(s) || self.outcome.is_some() {
            return Step::Done(Ret::None);
        }
        match reply(input) {
            None => {
                let acts = self.play_acts(s);
                self.ask(
                    s,
                    "guozhan.play",
                    Text::new(
                        "出牌阶段：使用一张牌，或结束出牌",
                        "Play phase: use a card, or end the phase",
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            Some(Act::End) | Some(Act::Pass) => Step::Done(Ret::None),
            Some(act) => match self.defer_for_reveal(s, act) {
                Some(f) => Step::Call(f),
                None => match self.play(s, act) {
                    Some(f) => Step::Call(f),
                    None => Step::Again,
                },
            },
        }
    }

    /// Whether `s` may use another 【杀】 this play phase.
    pub(crate) fn may_sha(&self, s: Seat) -> bool {
        self.turn.sha_used == 0
            || self.has_active(s, Name::Crossbow)
            || self.has_skill(s, crate::skills::Skill::Paoxiao)
    }

    /// Seats `s` may 【杀】: living others within attack range, from `s`'s right.
    pub(crate) fn sha_targets(&self, s: Seat) -> Vec<Seat> {
        let range = self.attack_range(s);
        self.others(s)
            .filter(|&t| self.distance(s, t) <= range)
            .collect()
    }

    /// Whether `t` has a card in any area.
    pub(crate) fn has_any_card(&self, t: Seat) -> bool {
        self.card_count(t) + self.judge_area(t).len() > 0
    }

    fn has_in_judge(&self, t: Seat, name: Name) -> bool {
        self.judge_tricks(t).any(|(_, n)| n == name)
    }

    /// Legal 借刀杀人 victims of `holder`: seats he could 【杀】.
    pub(crate) fn collateral_victims(&self, holder: Seat) -> Vec<Seat> {
        let range = self.attack_range(holder);
        self.others(holder)
            .filter(|&b| self.distance(holder, b) <= range)
            .collect()
    }

    /// 顺手牵羊's distance limit for `s` (2 with 势力渗透(主黑)).
    fn snatch_reach(&self, s: Seat) -> u32 {
        if self.has_skill(s, crate::skills::Skill::Qicai) {
            u32::MAX
        } else if self.clause(s, crate::faction::Clause::MainBlack) {
            2
        } else {
            1
        }
    }

    /// Every option of `s`'s play phase, "end" first.
    pub(crate) fn play_acts(&self, s: Seat) -> Vec<Act> {
        let mut acts = vec![Act::End];
        let p = &self.players[s.index()];
        let hand = self.hand(s);
        let may_sha = self.may_sha(s);
        let mut sha_targets: Option<Vec<Seat>> = None;
        let mut faces: Vec<(Name, Colour)> = Vec::with_capacity(hand.len());
        for &c in hand {
            let card = self.card(c);
            let face = (
                card.name,
                if card.name.is_sha() {
                    card.colour()
                } else {
                    Colour::None
                },
            );
            if faces.contains(&face) {
                continue;
            }
            faces.push(face);
            let use_on = |acts: &mut Vec<Act>, t: Seat| {
                acts.push(Act::Use {
                    card: c,
                    target: Some(t),
                })
            };
            let use_plain = |acts: &mut Vec<Act>| {
                acts.push(Act::Use {
                    card: c,
                    target: None,
                })
            };
            match card.name {
                Name::Sha | Name::FireSha | Name::ThunderSha => {
                    if may_sha {
                        let ts = sha_targets.get_or_insert_with(|| self.sha_targets(s));
                        for &t in ts.iter() {
                            use_on(&mut acts, t);
                        }
                        if card.name == Name::Sha && self.has_active(s, Name::Fan) {
                            for &t in ts.iter() {
                                acts.push(Act::Fan { card: c, target: t });
                            }
                        }
                    }
                }
                Name::Shan | Name::Nullify | Name::HegNullify => {}
                Name::Tea => {
                    if p.hp < p.max_hp {
                        use_plain(&mut acts);
                    }
                }
                Name::Jiu => {
                    if self.turn.jiu_used == 0 {
                        use_plain(&mut acts);
                    }
                }
                Name::Dismantle => {
                    for t in self.others(s).filter(|&t| self.has_any_card(t)) {
                        use_on(&mut acts, t);
                    }
                }
                Name::Snatch => {
                    let reach = self.snatch_reach(s);
                    for t in self
                        .others(s)
                        .filter(|&t| self.has_any_card(t) && self.distance(s, t) <= reach)
                    {
                        use_on(&mut acts, t);
                    }
                }
                Name::Duel => {
                    for t in self.others(s) {
                        use_on(&mut acts, t);
                    }
                }
                Name::Collateral => {
                    for t in self.others(s) {
                        let armed = self.equipped(t, Slot::Weapon).is_some();
                        if armed && !self.collateral_victims(t).is_empty() {
                            use_on(&mut acts, t);
                        }
                    }
                }
                Name::IronChain => {
                    for t in self.alive_from(s) {
                        use_on(&mut acts, t);
                    }
                    acts.push(Act::Recast(c));
                }
                Name::FireAttack => {
                    for t in self.alive_from(s) {
                        let n = self.hand(t).len();
                        if (t == s && n > 1) || (t != s && n > 0) {
                            use_on(&mut acts, t);
                        }
                    }
                }
                Name::Savage | Name::Archery => {
                    if self.others(s).next().is_some() {
                        use_plain(&mut acts);
                    }
                }
                Name::ExNihilo | Name::Salvation | Name::Grace | Name::Await => {
                    use_plain(&mut acts);
                }
                Name::KnownBoth => {
                    for t in self.others(s) {
                        let o = &self.players[t.index()];
                        let hidden = !o.character_up || !o.main.revealed || !o.second.revealed;
                        if !self.hand(t).is_empty() || hidden {
                            use_on(&mut acts, t);
                        }
                    }
                    acts.push(Act::Recast(c));
                }
                Name::Befriend => {
                    if self.side(s).is_some() {
                        for t in self.others(s).filter(|&t| self.different_sides(s, t)) {
                            use_on(&mut acts, t);
                        }
                    }
                }
                Name::Indulgence => {
                    for t in self
                        .others(s)
                        .filter(|&t| !self.has_in_judge(t, Name::Indulgence))
                    {
                        use_on(&mut acts, t);
                    }
                }
                Name::Supply => {
                    for t in self.others(s).filter(|&t| {
                        !self.has_in_judge(t, Name::Supply)
                            && (self.distance(s, t) <= 1
                                || self.has_skill(s, crate::skills::Skill::Qicai))
                    }) {
                        use_on(&mut acts, t);
                    }
                }
                Name::Lightning => {
                    if !self.has_in_judge(s, Name::Lightning) {
                        use_plain(&mut acts);
                    }
                }
                _ => {
                    if matches!(card.name.kind(), Kind::Equip(_)) {
                        use_plain(&mut acts);
                    }
                }
            }
        }
        if may_sha && hand.len() >= 2 && self.has_active(s, Name::Spear) {
            let ts = sha_targets.unwrap_or_else(|| self.sha_targets(s));
            acts.extend(ts.into_iter().map(|t| Act::Spear(Some(t))));
        }
        self.skill_play_acts(s, &mut acts);
        acts
    }

    /// Carries out a play-phase choice other than ending the phase.
    fn play(&mut self, s: Seat, act: Act) -> Option<Frame> {
        match act {
            Act::Use { card, target } => {
                let name = self.card(card).name;
                Some(match (name, target) {
                    (Name::IronChain, Some(t)) => {
                        Frame::PlayMore(PlayMore::Chain { card, first: t })
                    }
                    (Name::Collateral, Some(t)) => {
                        Frame::PlayMore(PlayMore::Collateral { card, holder: t })
                    }
                    _ => {
                        let used = UsedCard::real(self.card(card));
                        let targets = self.default_targets(s, name, target);
                        self.declare_use(s, used, targets, None)
                    }
                })
            }
            Act::Fan { card, target } => {
                let used = UsedCard::converted(Name::FireSha, &[self.card(card)], Some(Name::Fan));
                Some(self.declare_use(s, used, vec![target], None))
            }
            Act::Spear(Some(target)) => Some(Frame::PlayMore(PlayMore::Spear { user: s, target })),
            Act::Recast(card) => {
                self.recast(s, card);
                None
            }
            Act::ViewAs { .. } | Act::Skill { .. } => self.play_skill(s, act),
            _ => None,
        }
    }

    /// Targets of a card whose user names none (or names one): self-targeted cards,
    /// the area cards, and the cards for all or for a faction.
    fn default_targets(&self, s: Seat, name: Name, target: Option<Seat>) -> Vec<Seat> {
        if let Some(t) = target {
            return vec![t];
        }
        match name {
            Name::Savage | Name::Archery => self.others(s).collect(),
            Name::Salvation | Name::Grace => self.alive_from(s),
            Name::Await => self
                .alive_from(s)
                .into_iter()
                .filter(|&t| t == s || self.same_faction(s, t))
                .collect(),
            _ => vec![s],
        }
    }

    pub(crate) fn step_play_more(&mut self, more: &mut PlayMore, input: In) -> Next {
        let s = match *more {
            PlayMore::Spear { user, .. } => user,
            _ => self.active,
        };
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        let mut picked = replies(input).into_iter();
        let Some(reply) = picked.next() else {
            let (kind, text, acts, default, pick) = match &*more {
                PlayMore::Chain { first, .. } => {
                    let mut acts = vec![Act::NoTarget];
                    acts.extend(
                        self.alive_from(s)
                            .into_iter()
                            .filter(|t| t != first)
                            .map(Act::Target),
                    );
                    (
                        "guozhan.second_target",
                        Text::new(
                            "铁索连环：选择第二名目标，或不选",
                            "Iron Chain: choose a second target, or none",
                        ),
                        acts,
                        vec![0],
                        1,
                    )
                }
                PlayMore::Collateral { holder, .. } => {
                    let acts: Vec<Act> = self
                        .collateral_victims(*holder)
                        .into_iter()
                        .map(Act::Target)
                        .collect();
                    (
                        "guozhan.collateral_victim",
                        text!(
                            "借刀杀人：选择{}号需对其使用【杀】的角色",
                            "Collateral: choose whom seat {} must Slash",
                            holder.num()
                        ),
                        acts,
                        vec![0],
                        1,
                    )
                }
                PlayMore::Spear { .. } => {
                    let acts: Vec<Act> = self.hand(s).iter().map(|&c| Act::Card(c)).collect();
                    (
                        "guozhan.spear_cards",
                        Text::new(
                            "丈八蛇矛：选择两张手牌当【杀】",
                            "Serpent Spear: choose two hand cards to use as a Slash",
                        ),
                        acts,
                        vec![0, 1],
                        2,
                    )
                }
            };
            if acts.len() < pick {
                return Step::Done(Ret::None);
            }
            if pick == 1 {
                self.ask(s, kind, text, acts, 0);
            } else {
                self.ask_many(s, kind, text, acts, (pick, pick), default);
            }
            return Step::Wait;
        };
        match *more {
            PlayMore::Chain { card, first } => {
                let mut targets = vec![first];
                if let Act::Target(t) = reply {
                    targets.push(t);
                }
                let order = self.seating.from(s);
                let ordered: Vec<Seat> = order.filter(|t| targets.contains(t)).collect();
                let used = UsedCard::real(self.card(card));
                Step::Become(self.declare_use(s, used, ordered, None))
            }
            PlayMore::Collateral { card, holder } => {
                if let Act::Target(b) = reply {
                    let used = UsedCard::real(self.card(card));
                    return Step::Become(self.declare_use(s, used, vec![holder], Some(b)));
                }
                Step::Done(Ret::None)
            }
            PlayMore::Spear { target, .. } => {
                let mut cards: Vec<CardId> = Vec::with_capacity(2);
                for a in std::iter::once(reply).chain(picked) {
                    if let Act::Card(c) = a {
                        cards.push(c);
                    }
                }
                if cards.len() == 2 {
                    let cards = [self.card(cards[0]), self.card(cards[1])];
                    let used = UsedCard::converted(Name::Sha, &cards, Some(Name::Spear));
                    return Step::Become(self.declare_use(s, used, vec![target], None));
                }
                Step::Done(Ret::None)
            }
        }
    }

    /// 重铸: the card goes to the discard pile and its user draws one.
    fn recast(&mut self, s: Seat, card: CardId) {
        if !self.hand_to(s, card, Zone::Discard) {
            return;
        }
        let l = self.card(card).label();
        self.say_cards(
            tianhei_core::Audience::All,
            "guozhan.recast",
            text!("{}号重铸了{}", "Seat {} recasts {}", s.num(), l),
            &[card],
        );
        self.draw(s, 1);
    }

    /// Declares a use: its cards go to the processing zone; a 【杀】 counts against the
    /// play phase's limit and takes the 酒 drunk; a 【酒】 counts against its own.
    pub(crate) fn declare_use(
        &mut self,
        user: Seat,
        card: UsedCard,
        targets: Vec<Seat>,
        victim: Option<Seat>,
    ) -> Frame {
        self.hand_to_table(user, &card.cards);
        let mut drunk = 0;
        let in_play = user == self.active && self.phase == crate::phase::Phase::Play;
        if card.name.is_sha() && in_play {
            self.turn.sha_used += 1;
            self.turn.sha_touched = true;
            drunk = std::mem::take(&mut self.turn.drunk);
        }
        if card.name == Name::Jiu && in_play {
            self.turn.jiu_used += 1;
        }
        Frame::Use(Box::new(UseCtx {
            user,
            card,
            targets,
            victim,
            next: 0,
            current: None,
            cancelled: SeatSet::EMPTY,
            all_nullified: SeatSet::EMPTY,
            armor_ignored: SeatSet::EMPTY,
            drunk,
            effected: SeatSet::EMPTY,
            grace: Vec::new(),
            no_dodge: SeatSet::EMPTY,
            awaiting: Vec::new(),
            step: UseStep::Declared,
        }))
    }
}
