//! The heuristic bot: a sensible beginner, playing from its own seat's view only.
//!
//! It reads sides off the faction cards it can see: a determined seat of its own faction is
//! a friend, one of another side an enemy; a seat with one revealed card that differs from
//! its own card in that place is an enemy; others are unknown (attacked less eagerly). It
//! attacks enemies, saves itself and its friends when dying, keeps 【闪】 and 【茶】,
//! equips what it draws, reveals its faction cards to claim rewards, and leaves its last
//! faction card face-down when revealing it would make it a careerist. It uses its skills:
//! view-as cards like the cards they make, 苦肉 only at safe HP, 制衡 on its least useful
//! cards, 仁德 and healing to its side, 离间 and 反间 on seats it believes are enemies,
//! and reveals a face-down character for a trigger skill when the skill is worth a little
//! secrecy (据守 hardly ever: it costs a turn).

use rand::RngExt;
use tianhei_core::{
    Bot, Decision, Prompt, Seat, View,
    rng::{GameRng, game_rng},
};

use crate::{
    card::{Card, CardId, Kind, Name, catalogue},
    choices::{Act, PeekAt},
    faction::FColour,
    skills::{
        Skill,
        hint::{PlayHint, Stance, TriggerHint},
    },
    view::{GzView, PlayerView},
};

/// A sensible beginner.
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: GameRng,
    seat: Seat,
}

impl Heuristic {
    /// A heuristic bot for `seat` of a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        Heuristic {
            rng: game_rng(seed, 2000 + seat.0 as u64),
            seat,
        }
    }
}

/// What the bot reads off its view.
struct Read<'a> {
    v: &'a GzView,
    me: Seat,
    main: FColour,
    second: FColour,
    careerist: bool,
    /// The bot's faction has as many determined members as it may have: anyone else of it
    /// determining it would be a careerist.
    full: bool,
}

impl Read<'_> {
    fn p(&self, s: Seat) -> &PlayerView {
        &self.v.players[s.index()]
    }

    fn stance(&self, s: Seat) -> Stance {
        if s == self.me {
            return Stance::Friend;
        }
        let p = self.p(s);
        if self.careerist || p.careerist {
            return Stance::Enemy;
        }
        let main_ok = p.main.is_none_or(|c| c == self.main);
        let second_ok = p.second.is_none_or(|c| c == self.second);
        match (main_ok && second_ok, p.main.is_some() && p.second.is_some()) {
            (false, _) => Stance::Enemy,
            (true, true) => Stance::Friend,
            // The faction is full: one more of it would be a careerist.
            (true, false) if self.full => Stance::Enemy,
            (true, false) if p.main.is_some() || p.second.is_some() => Stance::Maybe,
            _ => Stance::Unknown,
        }
    }

    /// How much the bot wants to hurt `s` (negative: to help).
    fn hostility(&self, s: Seat) -> i32 {
        match self.stance(s) {
            Stance::Friend => -4,
            Stance::Maybe => -1,
            Stance::Unknown => 1,
            Stance::Enemy => 3,
        }
    }

    fn hand(&self) -> &[Card] {
        self.v.me.as_ref().map_or(&[], |m| m.hand.as_slice())
    }

    fn shas(&self) -> usize {
        self.hand().iter().filter(|c| c.name.is_sha()).count()
    }

    fn wounded(&self, s: Seat) -> bool {
        let p = self.p(s);
        p.hp < p.max_hp
    }

    /// Whether revealing the last face-down faction card would make the bot a careerist.
    fn would_be_careerist(&self) -> bool {
        let mine = crate::faction::Faction::of(self.main, self.second);
        let members = self
            .v
            .players
            .iter()
            .filter(|p| p.seat != self.me && !p.careerist && p.faction == Some(mine))
            .count();
        members + 1 > self.v.players.len() / 2
    }
}

/// How much the bot wants to keep a card in hand.
fn keep_value(c: &Card) -> i32 {
    match c.name {
        Name::Tea => 9,
        Name::Nullify | Name::HegNullify => 7,
        Name::Shan => 6,
        Name::Jiu => 4,
        Name::Sha | Name::FireSha | Name::ThunderSha => 5,
        Name::ExNihilo | Name::Snatch | Name::Dismantle | Name::Indulgence => 5,
        n if matches!(n.kind(), Kind::Equip(_)) => 3,
        Name::Lightning => 0,
        _ => 3,
    }
}

fn card(id: CardId) -> Option<&'static Card> {
    catalogue().ok()?.get(id as usize)
}

/// The card an option uses, takes or names.
fn act_card(act: Act) -> Option<CardId> {
    match act {
        Act::Use { card, .. }
        | Act::Play(card)
        | Act::Fan { card, .. }
        | Act::Recast(card)
        | Act::Card(card)
        | Act::NullifyAll(card)
        | Act::ViewAs { card, .. } => Some(card),
        _ => None,
    }
}

/// The seat an option names.
fn act_seat(act: Act) -> Option<Seat> {
    match act {
        Act::Use { target, .. }
        | Act::Spear(target)
        | Act::ViewAs { target, .. }
        | Act::Skill { target, .. } => target,
        Act::Fan { target, .. } | Act::Target(target) => Some(target),
        _ => None,
    }
}

impl Bot for Heuristic {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        self.decide(view, prompt).choice
    }

    /// Scores are the bot's own. One pick: four times its judgement of the option plus
    /// noise (0–2), so one step of judgement is 4 and a softmax at a temperature of about
    /// 4 gives each option's probability. Several seats (突袭): how hostile it is to each
    /// seat. Several cards (discards, costs): minus how much it wants to keep each card.
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        let n = prompt.options.len();
        let fallback = || Decision::only(prompt.default.clone(), n);
        let Some(v) = view.downcast_ref::<GzView>() else {
            return fallback();
        };
        let Some(me) = &v.me else {
            return fallback();
        };
        let r = Read {
            v,
            me: self.seat,
            main: me.main.colour,
            second: me.second.colour,
            careerist: v.players[self.seat.index()].careerist,
            full: false,
        };
        let mine = crate::faction::Faction::of(r.main, r.second);
        let members = v
            .players
            .iter()
            .filter(|p| !p.careerist && p.faction == Some(mine))
            .count();
        let determined = v.players[self.seat.index()].faction.is_some();
        // A bot that would become a careerist by determining sees everyone as an enemy.
        let r = Read {
            full: members >= v.players.len() / 2,
            careerist: r.careerist || (!determined && r.would_be_careerist()),
            ..r
        };
        let offers = &v.offers;
        if offers.len() != n {
            return fallback();
        }
        let seat_of = |i: usize| act_seat(offers[i]);
        let card_of = |i: usize| act_card(offers[i]);
        if prompt.max > 1 && offers.iter().all(|a| matches!(a, Act::Target(_))) {
            // Several seats (突袭): the most hostile first.
            let hostility: Vec<i32> = (0..n)
                .map(|i| seat_of(i).map_or(0, |s| r.hostility(s)))
                .collect();
            let mut idx: Vec<usize> = (0..n).collect();
            idx.sort_by_key(|&i| -hostility[i]);
            idx.truncate(prompt.max as usize);
            idx.retain(|&i| seat_of(i).is_some_and(|s| r.hostility(s) > 0));
            if idx.is_empty() {
                idx.push(0);
            }
            let mut scores: Vec<f64> = hostility.iter().map(|&h| f64::from(h)).collect();
            // The seat taken when none is hostile is the one the bot settles for.
            if let [only] = idx[..]
                && hostility[only] <= 0
            {
                scores[only] = scores.iter().fold(f64::MIN, |a, &b| a.max(b)) + 1.0;
            }
            return Decision {
                choice: idx,
                scores,
            };
        }
        if prompt.max > 1 || prompt.min != 1 {
            // Several cards (discards, costs): the least valuable ones; equipment in use
            // is worth more than the same card in hand.
            let in_hand = |id: CardId| me.hand.iter().any(|c| c.id == id);
            let keep: Vec<i32> = (0..n)
                .map(|i| {
                    card_of(i).map_or(0, |id| {
                        let v = card(id).map_or(0, keep_value);
                        if in_hand(id) { v } else { v + 4 }
                    })
                })
                .collect();
            let mut idx: Vec<usize> = (0..n).collect();
            idx.sort_by_key(|&i| keep[i]);
            // 制衡: every card not worth keeping (at least one).
            let keep_n = if v.asking == Some(Skill::Zhiheng) {
                idx.iter()
                    .filter(|&&i| {
                        card_of(i)
                            .and_then(card)
                            .is_some_and(|c| keep_value(c) <= 3 && in_hand(c.id))
                    })
                    .count()
            } else {
                0
            };
            idx.truncate(keep_n.max(prompt.min.max(1) as usize));
            idx.truncate(prompt.max as usize);
            let scores = keep.iter().map(|&k| -f64::from(k)).collect();
            return Decision {
                choice: idx,
                scores,
            };
        }
        let scores = offers
            .iter()
            .map(|&act| {
                let noise = self.rng.random_range(0..3);
                f64::from(self.score(&r, &prompt.kind, act) * 4 + noise)
            })
            .collect();
        Decision::best(scores)
    }
}

impl Heuristic {
    fn score(&mut self, r: &Read, kind: &str, act: Act) -> i32 {
        let c = act_card(act).and_then(card);
        let t = act_seat(act);
        match kind {
            "guozhan.character" => match act {
                Act::Character(ch) => character_score(ch),
                _ => 0,
            },
            "guozhan.reveal" => match act {
                Act::Keep => 0,
                _ => {
                    let me = r.p(r.me);
                    let last = me.main.is_some() || me.second.is_some();
                    if last && r.would_be_careerist() {
                        -5
                    } else {
                        3
                    }
                }
            },
            "guozhan.play" => match act {
                Act::ViewAs { skill, .. } | Act::Skill { skill, .. } => {
                    self.skill_play_score(r, skill, c, t)
                }
                _ => self.play_score(r, act, c, t),
            },
            "guozhan.skill" | "guozhan.skill_secret" | "guozhan.preshow" => match act {
                Act::Invoke(k, w) => trigger_score(r, k, w.is_some()),
                _ => 0,
            },
            "guozhan.ganglie" => {
                let me = r.p(r.me);
                match act {
                    Act::Yes if me.hp <= 1 || me.hand_count >= 4 => 2,
                    Act::Yes => 0,
                    _ => 1,
                }
            }
            "guozhan.kuangfu" => 1,
            "guozhan.kuangfu_where" => i32::from(act == Act::Yes),
            "guozhan.lijian" => t.map_or(0, |s| r.hostility(s)),
            "guozhan.respond" => match act {
                Act::Pass => 0,
                Act::Bagua => 5,
                Act::Spear(_) => 1,
                _ => 3,
            },
            "guozhan.nullify" => self.nullify_score(r, act),
            "guozhan.tea" => match (act, t) {
                (Act::Pass, _) => 0,
                (_, Some(s)) if r.stance(s) == Stance::Friend => 5,
                (_, Some(_)) => -5,
                _ => 5,
            },
            "guozhan.pick" => match (act, c) {
                (Act::Hand, _) => 2,
                (Act::Pass, _) => 0,
                (_, Some(c)) if matches!(c.name.kind(), Kind::Delayed) => -2,
                (_, Some(c)) if c.name.slot().is_some() => 3,
                _ => 1,
            },
            "guozhan.confirm" => i32::from(act == Act::Yes),
            "guozhan.kylin_bow" | "guozhan.triblade" => match act {
                Act::Pass => 0,
                _ => 1 + c.map_or(0, |c| -keep_value(c) / 3),
            },
            "guozhan.triblade_target" | "guozhan.collateral_victim" | "guozhan.second_target" => {
                match t {
                    Some(s) => r.hostility(s),
                    None => 0,
                }
            }
            "guozhan.fire_discard" => match (act, r.v.resolving.as_ref().and_then(|x| x.current)) {
                (Act::Pass, _) => 0,
                (_, Some(s)) => r.hostility(s) - c.map_or(0, |c| keep_value(c) / 3),
                _ => 0,
            },
            "guozhan.fire_show" | "guozhan.double_sword" => match act {
                Act::LetDraw => 1,
                _ => 5 - c.map_or(0, keep_value),
            },
            "guozhan.grace" => c.map_or(0, keep_value),
            "guozhan.peek" => match act {
                Act::Peek(PeekAt::Main | PeekAt::Second) => 3,
                Act::Peek(PeekAt::Hand) => 2,
                _ => 1,
            },
            "guozhan.collateral" => match (act, t) {
                (Act::Give, _) => 0,
                (_, Some(s)) => r.hostility(s),
                _ => 0,
            },
            _ => 0,
        }
    }

    fn play_score(&mut self, r: &Read, act: Act, c: Option<&Card>, t: Option<Seat>) -> i32 {
        let me = r.me;
        let hostile = t.map_or(0, |s| r.hostility(s));
        let others: Vec<Seat> =
            r.v.players
                .iter()
                .filter(|p| p.alive && p.seat != me)
                .map(|p| p.seat)
                .collect();
        let enemies = others.iter().filter(|&&s| r.hostility(s) > 0).count() as i32;
        let friends = others.len() as i32 - enemies;
        // 【杀】 of each kind, and the equipment that makes one.
        let slash = match act {
            // Equipping 丈八蛇矛 or 朱雀羽扇 reads as the 【杀】 it makes (no target: never
            // worth it). A quirk of the key-reading bot, kept so games stay as recorded.
            Act::Use { .. } if c.is_some_and(|c| c.name == Name::Spear) => Some(Name::Sha),
            Act::Use { .. } if c.is_some_and(|c| c.name == Name::Fan) => Some(Name::FireSha),
            Act::Use { .. } => c.map(|c| c.name).filter(|n| n.is_sha()),
            Act::Fan { .. } => Some(Name::FireSha),
            Act::Spear(_) => Some(Name::Sha),
            _ => None,
        };
        let fan = matches!(act, Act::Fan { .. });
        match act {
            Act::End => 0,
            Act::Recast(_) => 1,
            _ if slash.is_some() => {
                if hostile <= 0 {
                    return -3;
                }
                let armour = t.and_then(|s| {
                    r.p(s).equipment[crate::card::Slot::Armor.index()]
                        .as_ref()
                        .map(|e| e.card.name)
                });
                let plain = slash == Some(Name::Sha) && !fan;
                let blocked = match (armour, c) {
                    (Some(Name::Vine), _) if plain => true,
                    (Some(Name::Renwang), Some(c)) => c.colour() == crate::card::Colour::Black,
                    _ => false,
                };
                if blocked {
                    return -2;
                }
                let fire = slash == Some(Name::FireSha);
                let fire_on_vine = armour == Some(Name::Vine) && fire;
                hostile
                    + 1
                    + i32::from(fire_on_vine) * 2
                    + i32::from(r.v.drunk > 0)
                    + i32::from(fan)
            }
            _ => {
                let Some(c) = c else {
                    return -1;
                };
                match c.name {
                    Name::Tea => 4,
                    Name::Jiu => {
                        let can_hit = r.shas() > 0 && r.v.sha_used == 0;
                        if can_hit && enemies > 0 && r.p(me).hp >= 2 {
                            2
                        } else {
                            -2
                        }
                    }
                    Name::ExNihilo | Name::Await | Name::Befriend => 4,
                    Name::Grace => 2,
                    Name::Salvation => {
                        let w_friends = r
                            .v
                            .players
                            .iter()
                            .filter(|p| p.alive && r.wounded(p.seat) && r.hostility(p.seat) <= 0)
                            .count() as i32;
                        let w_enemies =
                            r.v.players
                                .iter()
                                .filter(|p| p.alive && r.wounded(p.seat) && r.hostility(p.seat) > 0)
                                .count() as i32;
                        w_friends - w_enemies
                    }
                    Name::Savage | Name::Archery => enemies - friends,
                    Name::Dismantle | Name::Snatch | Name::Duel | Name::FireAttack => {
                        if c.name == Name::Duel && r.shas() == 0 {
                            hostile - 2
                        } else {
                            hostile
                        }
                    }
                    Name::Indulgence | Name::Supply => hostile,
                    Name::Collateral => hostile,
                    Name::IronChain => {
                        if t == Some(me) {
                            -1
                        } else {
                            hostile - 1
                        }
                    }
                    Name::KnownBoth => match t.map(|s| r.stance(s)) {
                        Some(Stance::Unknown | Stance::Maybe) => 2,
                        _ => 0,
                    },
                    Name::Lightning => self.rng.random_range(-2..1),
                    n => match n.slot() {
                        Some(slot) => {
                            let taken = r.p(me).equipment[slot.index()].is_some();
                            if taken { -1 } else { 5 }
                        }
                        None => 0,
                    },
                }
            }
        }
    }

    /// A play-phase option of a skill: view-as uses read as the card they make, active
    /// skills by what they do.
    fn skill_play_score(
        &mut self,
        r: &Read,
        skill: Skill,
        c: Option<&Card>,
        t: Option<Seat>,
    ) -> i32 {
        let me = r.p(r.me);
        let others = |hostile: bool| {
            r.v.players
                .iter()
                .filter(|p| p.alive && p.seat != r.me && (r.hostility(p.seat) > 0) == hostile)
                .count() as i32
        };
        skill.bot_play(&PlayHint {
            hostile: t.map_or(0, |s| r.hostility(s)),
            cost: c.map_or(0, |c| keep_value(c) / 3),
            enemies: others(true),
            friends: others(false),
            hp: me.hp,
            hand: me.hand_count as i32,
            shas: r.shas() as i32,
            holds_tea: r
                .hand()
                .iter()
                .any(|c| matches!(c.name, Name::Tea | Name::Jiu)),
            wounded: r.wounded(r.me),
            target: t.map(|s| r.stance(s)),
        })
    }

    fn nullify_score(&mut self, r: &Read, act: Act) -> i32 {
        if act == Act::Pass {
            return 0;
        }
        let Some(n) = r.v.nullify.as_ref() else {
            return -1;
        };
        let harmful = matches!(
            n.trick,
            Name::Dismantle
                | Name::Snatch
                | Name::Duel
                | Name::Collateral
                | Name::FireAttack
                | Name::Savage
                | Name::Archery
                | Name::Indulgence
                | Name::Supply
                | Name::Lightning
        );
        let target = r.hostility(n.target);
        // Whether the trick taking effect now is good for the bot.
        let trick_good = if harmful { target > 0 } else { target <= 0 };
        // An odd chain cancels the trick; one more 无懈可击 flips it.
        let cancelled_now = n.chain.len() % 2 == 1;
        let good_now = trick_good != cancelled_now;
        let all = i32::from(matches!(act, Act::NullifyAll(_)));
        if good_now { -3 } else { 3 + all }
    }
}

fn character_score(c: crate::character::Character) -> i32 {
    // HP, plus a beginner's sense of which skills carry a game.
    c.max_hp() + c.skills().iter().map(|k| k.pick_bonus()).sum::<i32>()
}

/// Whether to use trigger skill `k` (revealing a faction card first when `faction`).
fn trigger_score(r: &Read, k: Skill, faction: bool) -> i32 {
    let me = r.p(r.me);
    let current = r.v.resolving.as_ref().and_then(|x| x.current);
    let base = k.bot_trigger(&TriggerHint {
        hp: me.hp,
        hand: me.hand_count as i32,
        shas: r.shas() as i32,
        current: current.map(|s| r.hostility(s)),
    });
    // Revealing costs a little secrecy; a faction card first costs more.
    let cost = i32::from(me.character.is_none()) + i32::from(faction);
    base - cost
}
