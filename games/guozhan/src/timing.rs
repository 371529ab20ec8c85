//! Timing points (the moments handlers respond to) and the handlers: equipment effects
//! and trigger skills.

use serde::{Deserialize, Serialize};

use crate::{
    card::{Name, Slot},
    phase::Phase,
    skills::data::Skill,
};

/// A moment handlers respond to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// A turn begins (after equipment is set upright).
    TurnStart,
    /// A phase starts (洛神 at 准备, 突袭 at 摸牌, 闭月 and 据守 at 结束).
    PhaseStart(Phase),
    /// A phase ends.
    PhaseEnd(Phase),
    /// The number of cards the 摸牌阶段 draws is set (英姿, 裸衣).
    DrawCount,
    /// A card was used (使用): after its user and targets are announced.
    CardUsed,
    /// A card was played (打出) in answer to a request.
    CardPlayed,
    /// A card targeted a seat (指定目标后: 青釭剑, 雌雄双股剑, 铁骑).
    TargetConfirmed,
    /// A card is about to take effect on a target (armour; then the 无懈可击 window).
    CardEffected,
    /// A 【杀】 was cancelled by 【闪】 (贯石斧, 猛进).
    SlashMissed,
    /// A card finished resolving.
    CardFinished,
    /// Source side, before damage (寒冰剑, 麒麟弓, 裸衣).
    DamageCaused,
    /// Target side, before damage (藤甲, 白银狮子).
    DamageInflicted,
    /// HP was reduced by damage.
    DamageDone,
    /// Source side, after damage (三尖两刃刀, 狂斧).
    AfterDamage,
    /// Target side, after damage (奸雄, 刚烈).
    AfterDamaged,
    /// HP was recovered.
    HpRecovered,
    /// HP was lost (not damage).
    HpLost,
    /// A seat entered dying.
    Dying,
    /// A seat died (before its cards are discarded).
    Death,
    /// A judgement card may be replaced.
    JudgeRetrial,
    /// A judgement's result is fixed.
    JudgeResult,
    /// Cards moved between zones.
    CardsMoved,
    /// A faction card was revealed.
    FactionRevealed,
    /// A character was revealed.
    CharacterRevealed,
}

/// The equipment slots whose cards act at `t`.
pub(crate) fn slots_at(t: Timing) -> &'static [Slot] {
    match t {
        Timing::TargetConfirmed
        | Timing::SlashMissed
        | Timing::DamageCaused
        | Timing::AfterDamage => &[Slot::Weapon],
        Timing::CardEffected | Timing::DamageInflicted => &[Slot::Armor],
        _ => &[],
    }
}

/// Something that acts at a timing point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Handler {
    /// The effect of an equipment card in its owner's area.
    Equip(Name),
    /// A character's trigger skill (face-up, or face-down: its owner is asked in secret).
    Skill(Skill),
}
