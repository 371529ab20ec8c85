//! The processes in resolution, as a stack of frames (the FreeKill-style event stack).
//!
//! The frames run on the card kit's engine ([`tianhei_core::cards::Engine`], held in the
//! game): the innermost frame steps until a prompt opens or the stack is empty (then the
//! next turn starts). A frame that needs a sub-process (a prompt's answer, a 无懈可击
//! window, damage, a judgement…) calls it; the child's [`Ret`] is the parent's next input.
//! Handlers at timing points find the data they change (a damage's amount, a use's
//! targets) in the nearest frame of that kind below them.

use tianhei_core::{
    Seat, SeatSet,
    cards::{Broke, Early, Fire, Input, Step, window::Window},
};

use crate::{
    card::{CardId, Name, Nature, UsedCard},
    choices::Act,
    phase::Phase,
    skills::data::Skill,
    timing::{Handler, Timing},
};

/// What a frame's step receives.
pub(crate) type In = Input<Ret, Act>;
/// What a frame's step asks of the engine.
pub(crate) type Next = Step<Frame>;

/// The act answered (or replayed to the frame after a reveal), if any.
pub(crate) fn reply(input: In) -> Option<Act> {
    match input {
        Input::Answer(a) => a.chosen.into_iter().next(),
        Input::Child(Ret::Replay(act)) => Some(act),
        _ => None,
    }
}

/// Every act answered (a pick of several).
pub(crate) fn replies(input: In) -> Vec<Act> {
    match input {
        Input::Answer(a) => a.chosen,
        Input::Child(Ret::Replay(act)) => vec![act],
        _ => Vec::new(),
    }
}

/// What the child returned ([`Ret::None`] for anything else).
pub(crate) fn ret(input: In) -> Ret {
    match input {
        Input::Child(r) => r,
        _ => Ret::None,
    }
}

/// Whether the timing point fired just before was broken by a handler.
pub(crate) fn broke(input: &In) -> bool {
    matches!(input, Input::Child(Ret::Broke(true)))
}

/// What a finished child process returns to its parent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Ret {
    /// Nothing.
    #[default]
    None,
    /// A timing point: whether a handler broke it (the default rule is skipped).
    Broke(bool),
    /// A reveal before a skill is done: the frame below reads the skill's act again.
    Replay(Act),
    /// Yes or no: a 无懈可击 window cancelled the trick; a seat answered with the card asked.
    Bool(bool),
    /// A judgement: the card (if the piles held one) and whether the result is good.
    Judge {
        /// The judgement card.
        card: Option<CardId>,
        /// Whether it matched what the judgement was for.
        good: bool,
    },
    /// Damage dealt (0 when prevented).
    Amount(i32),
    /// A card chosen from a seat's areas.
    Card(Option<CardId>),
}

impl From<Broke> for Ret {
    fn from(b: Broke) -> Ret {
        Ret::Broke(b.0)
    }
}

/// Setup steps.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SetupStep {
    /// Ask everyone to choose a character.
    Characters,
    /// Read the characters; ask everyone to arrange faction cards.
    Arrange,
    /// Read the arrangements; deal the starting hands; start the first turn.
    Deal,
}

/// A turn's progress.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TurnCtx {
    /// Whose turn.
    pub seat: Seat,
    /// Where it is.
    pub step: TurnStep,
}

/// Steps of a turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TurnStep {
    /// 重整 check, equipment upright, turn-start timing.
    Begin,
    /// Offer to reveal a faction card.
    Reveal,
    /// Read the reveal answer.
    Revealed,
    /// 预亮: ask a seat with a face-down character which trigger skill to mark.
    Preshow,
    /// Read the mark.
    Preshown,
    /// A phase starts (timing), unless skipped.
    Start(Phase),
    /// The phase's default rule, unless a handler broke it.
    Proceed(Phase),
    /// 摸牌: draw after the draw-count timing.
    DrawNow,
    /// A phase ends (timing).
    End(Phase),
    /// The turn is over.
    Over,
}

/// A card use in progress.
#[derive(Clone, Debug)]
pub struct UseCtx {
    /// Who uses it.
    pub user: Seat,
    /// The card, real or converted.
    pub card: UsedCard,
    /// Its targets, in resolution order.
    pub targets: Vec<Seat>,
    /// 借刀杀人: the seat the weapon holder must use 【杀】 on.
    pub victim: Option<Seat>,
    /// Index of the next target to confirm or resolve.
    pub next: usize,
    /// The target being confirmed or resolved now.
    pub current: Option<Seat>,
    /// Targets removed (取消) after they were chosen.
    pub cancelled: SeatSet,
    /// Targets 无懈可击·国 cancelled the card for ("all of that faction").
    pub all_nullified: SeatSet,
    /// Targets whose armour this use ignores (青釭剑).
    pub armor_ignored: SeatSet,
    /// +damage from 酒 (a 【杀】).
    pub drunk: u8,
    /// Targets the card took effect on (以逸待劳 discards after every draw).
    pub effected: SeatSet,
    /// 五谷丰登: the revealed cards still to take (in the processing zone).
    pub grace: Vec<CardId>,
    /// Targets that may not answer this 【杀】 with 【闪】 (铁骑).
    pub no_dodge: SeatSet,
    /// 以逸待劳: the targets that discard after every draw, in the order of the use.
    pub awaiting: Vec<Seat>,
    /// Where the use is.
    pub step: UseStep,
}

/// Steps of a card use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UseStep {
    /// Announced; the card-used timing.
    Declared,
    /// After a target is confirmed (timing per target).
    Confirm,
    /// Before the effects: 五谷丰登 reveals its cards; equipment and delayed tricks land.
    Prepare,
    /// One target's effect after another.
    Effects,
    /// After every effect: 以逸待劳's discards, the card to the discard pile.
    Finish,
    /// 以逸待劳: this many targets still to discard.
    Awaiting(u8),
    /// The card-finished timing has run.
    Done,
}

/// One card's effect on one target.
#[derive(Clone, Debug)]
pub struct EffectCtx {
    /// The target.
    pub target: Seat,
    /// Where it is.
    pub step: EffStep,
    /// An armour (or a handler) made the card have no effect on the target.
    pub no_effect: bool,
    /// 决斗: whose turn it is to play 【杀】; 三尖两刃刀 etc. reuse it as "the other seat".
    pub turn: Seat,
    /// 火攻: the card shown.
    pub shown: Option<CardId>,
    /// Counter for repeated picks (过河拆桥's 异色 second card, 五谷丰登's 黑白 second card).
    pub picks: u8,
    /// 贯石斧 made a dodged 【杀】 hit anyway.
    pub forced: bool,
}

/// Steps of an effect, card by card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffStep {
    /// The card-effected timing (armour).
    Start,
    /// The 无懈可击 window, for tricks.
    Window,
    /// Read the window's result.
    AfterWindow,
    /// The card's own effect (the default rule).
    Apply,
    /// 【杀】: read the 闪 answer.
    ShaAnswered,
    /// 【杀】: after the missed timing (贯石斧 may force a hit).
    ShaMissed,
    /// 决斗: ask the seat whose turn it is.
    DuelAsk,
    /// 决斗: read its answer.
    DuelAnswered,
    /// 南蛮入侵 / 万箭齐发: read the answer.
    AoeAnswered,
    /// 过河拆桥 / 顺手牵羊: read the picked card.
    Picked,
    /// 借刀杀人: read the weapon holder's choice.
    CollateralChosen,
    /// 火攻: read the shown card.
    FireShown,
    /// 火攻: read the user's discard.
    FireDiscarded,
    /// 五谷丰登: read the taken card.
    GraceTaken,
    /// 知己知彼: read the choice.
    Peeked,
    /// Finished.
    Done,
}

/// A 无懈可击 on the stack of a window.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NullEntry {
    /// The card.
    pub card: CardId,
    /// 无懈可击·国 used for "all of that faction".
    pub all: bool,
}

/// A 无懈可击 window for one target of a trick.
#[derive(Clone, Debug)]
pub struct NullCtx {
    /// The trick (or delayed trick) being answered.
    pub trick: Name,
    /// Its user (none for a delayed trick at judge time).
    pub user: Option<Seat>,
    /// The target it is about to take effect on.
    pub target: Seat,
    /// The window: priority and the stack of 无懈可击.
    pub window: Window<NullEntry>,
    /// Answers of the lap given before the seat's turn came (the lap is asked at once).
    pub early: Early<Act>,
    /// The current lap's prompts are open (asked again after a 无懈可击).
    pub asked: bool,
    /// Whether 无懈可击·国 may choose "all of that faction" against the trick.
    pub can_all: bool,
}

/// Asking a seat for 【闪】 or 【杀】 (使用 or 打出).
#[derive(Clone, Debug)]
pub struct RespondCtx {
    /// Who is asked.
    pub seat: Seat,
    /// 【闪】 or 【杀】.
    pub want: Name,
    /// 打出 (true) or 使用 (false).
    pub play: bool,
    /// How many are needed.
    pub need: u8,
    /// How many were given.
    pub got: u8,
    /// Who asks (the user of the card being answered).
    pub from: Option<Seat>,
    /// 八卦阵 may still be tried (once per card asked).
    pub bagua: bool,
    /// The asking card ignores the seat's armour (青釭剑).
    pub armor_ignored: bool,
    /// Where it is.
    pub step: RespondStep,
}

/// Steps of a request for a card.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RespondStep {
    /// Ask.
    Ask,
    /// Read the answer.
    Answered,
    /// A card was given (after its used/played timing): enough, or ask again.
    Given,
    /// 丈八蛇矛: read the two cards.
    SpearCards,
    /// 八卦阵: read the judgement.
    Bagua,
}

/// One damage in the pipeline.
#[derive(Clone, Debug)]
pub struct DamageCtx {
    /// The source (none for 闪电, or when the source died).
    pub source: Option<Seat>,
    /// Who takes it.
    pub target: Seat,
    /// How much.
    pub amount: i32,
    /// Its nature.
    pub nature: Nature,
    /// The card that caused it.
    pub card: Option<Name>,
    /// A 【杀】 its source used on the target caused it (weapons act on these).
    pub by_sha: bool,
    /// The causing card ignores the target's armour (青釭剑).
    pub armor_ignored: bool,
    /// Passed along a chain (no further propagation, no weapon effects).
    pub chain: bool,
    /// Prevented by a handler.
    pub prevented: bool,
    /// The target was chained and the damage elemental: pass it on when done.
    pub propagate: bool,
    /// Where it is.
    pub step: DamageStep,
}

impl DamageCtx {
    /// `amount` damage of `nature` from `source` to `target`, caused by `card`.
    pub fn new(
        source: Option<Seat>,
        target: Seat,
        amount: i32,
        nature: Nature,
        card: Option<Name>,
    ) -> Self {
        DamageCtx {
            source,
            target,
            amount,
            nature,
            card,
            by_sha: false,
            armor_ignored: false,
            chain: false,
            prevented: false,
            propagate: false,
            step: DamageStep::Caused,
        }
    }
}

/// Steps of the damage pipeline (reference §1.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DamageStep {
    /// Source side: 造成伤害时 (寒冰剑, 麒麟弓).
    Caused,
    /// Target side: 受到伤害时 (藤甲, 白银狮子).
    Inflicted,
    /// HP is reduced; dying at 0.
    Done,
    /// 造成伤害后 (三尖两刃刀).
    After,
    /// 受到伤害后.
    AfterTarget,
    /// Unchain; pass elemental damage along the chain.
    Complete,
    /// Passing along the chain, one seat at a time.
    Chain,
}

/// A dying seat being asked for 【茶】.
#[derive(Clone, Debug)]
pub struct DyingCtx {
    /// Who is dying.
    pub seat: Seat,
    /// The source of the damage that brought him to 0 (the killer, if he dies).
    pub killer: Option<Seat>,
    /// Seats to ask, in order from the current player.
    pub order: Vec<Seat>,
    /// The seat being asked.
    pub at: usize,
    /// Where it is.
    pub step: DyingStep,
}

/// Steps of dying.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DyingStep {
    /// The dying timing.
    Start,
    /// Ask the next seat.
    Ask,
    /// Read the answer.
    Answered,
}

/// A death.
#[derive(Copy, Clone, Debug)]
pub struct DeathCtx {
    /// Who died.
    pub seat: Seat,
    /// The killer.
    pub killer: Option<Seat>,
    /// After the death timing: discard, reward or punish.
    pub buried: bool,
}

/// What a judgement is for, and what counts as its good result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum JudgeReason {
    /// 乐不思蜀: ♥ is good (the play phase is kept).
    Indulgence,
    /// 兵粮寸断: ♣ is good.
    Supply,
    /// 闪电: ♠2–9 strikes ("good" means it strikes).
    Lightning,
    /// 八卦阵: red counts as 【闪】.
    Bagua,
    /// A skill's judgement (刚烈: not ♥; 洛神: black; 铁骑: red).
    Skill(Skill),
}

/// A judgement.
#[derive(Copy, Clone, Debug)]
pub struct JudgeCtx {
    /// Whose judgement.
    pub seat: Seat,
    /// What for.
    pub reason: JudgeReason,
    /// The card flipped.
    pub card: Option<CardId>,
    /// 0: flip; 1: after the retrial timing; 2: after the result timing.
    pub step: u8,
}

/// One delayed trick resolving in its owner's judge phase.
#[derive(Copy, Clone, Debug)]
pub struct DelayedCtx {
    /// The owner of the judge area.
    pub seat: Seat,
    /// The card.
    pub card: CardId,
    /// What it acts as.
    pub name: Name,
    /// Where it is.
    pub step: DelayedStep,
}

/// Steps of a delayed trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DelayedStep {
    /// Take it from the area; open the 无懈可击 window.
    Start,
    /// Read the window.
    AfterWindow,
    /// Read the judgement.
    Judged,
}

/// Why a seat discards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DiscardReason {
    /// 弃牌阶段: down to the hand limit.
    Phase,
    /// 以逸待劳: two cards, equipment allowed.
    Await,
}

/// A seat must discard `count` cards.
#[derive(Copy, Clone, Debug)]
pub struct DiscardCtx {
    /// Who.
    pub seat: Seat,
    /// How many.
    pub count: usize,
    /// Why (and whether equipment may go).
    pub reason: DiscardReason,
    /// Asked already (read the answer).
    pub asked: bool,
}

/// What a card picked from another seat's areas is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PickPurpose {
    /// 过河拆桥: discard it.
    Dismantle,
    /// 顺手牵羊: take it.
    Snatch,
    /// 寒冰剑: discard it (hand and equipment only).
    IceSword,
    /// 麒麟弓: discard a horse.
    Kylin,
}

/// Picking a card from a seat's areas.
#[derive(Copy, Clone, Debug)]
pub struct PickCtx {
    /// Who picks.
    pub picker: Seat,
    /// Whose card.
    pub from: Seat,
    /// What for.
    pub purpose: PickPurpose,
    /// "Pass" is offered.
    pub optional: bool,
    /// Asked already (read the answer).
    pub asked: bool,
}

/// An equipment effect that asks its owner (or another seat) something.
#[derive(Copy, Clone, Debug)]
pub struct EquipCtx {
    /// The equipment.
    pub name: Name,
    /// Its owner.
    pub owner: Seat,
    /// The other seat it concerns (the 【杀】's target).
    pub other: Seat,
    /// Progress, card by card.
    pub step: u8,
    /// A card chosen along the way (三尖两刃刀's discard).
    pub card: Option<CardId>,
}

/// A follow-up question in the play phase before a use is declared.
#[derive(Clone, Debug)]
pub enum PlayMore {
    /// 铁索连环: an optional second target after `first`.
    Chain {
        /// The card.
        card: CardId,
        /// The first target.
        first: Seat,
    },
    /// 借刀杀人: who the weapon holder must 【杀】.
    Collateral {
        /// The card.
        card: CardId,
        /// The weapon holder.
        holder: Seat,
    },
    /// 丈八蛇矛: the two hand cards, for a 【杀】 by `user` on `target`.
    Spear {
        /// Who uses the 【杀】 (the active player, or a 借刀杀人 weapon holder).
        user: Seat,
        /// The target.
        target: Seat,
    },
}

/// A process in resolution.
#[derive(Clone, Debug)]
pub enum Frame {
    /// Setup.
    Setup(SetupStep),
    /// A turn.
    Turn(TurnCtx),
    /// The judge phase: delayed tricks still to resolve (next one last).
    JudgePhase(Vec<CardId>),
    /// One delayed trick.
    Delayed(DelayedCtx),
    /// The play phase: ask the active player for an action.
    Play,
    /// A follow-up question before a use.
    PlayMore(PlayMore),
    /// A card use.
    Use(Box<UseCtx>),
    /// A card's effect on one target.
    Effect(Box<EffectCtx>),
    /// A 无懈可击 window.
    Nullify(Box<NullCtx>),
    /// A request for 【闪】 or 【杀】.
    Respond(RespondCtx),
    /// Damage.
    Damage(Box<DamageCtx>),
    /// Dying.
    Dying(DyingCtx),
    /// A death.
    Death(DeathCtx),
    /// A judgement.
    Judge(JudgeCtx),
    /// A forced discard.
    Discard(DiscardCtx),
    /// Picking a card from a seat's areas.
    Pick(PickCtx),
    /// A timing point (the card kit's).
    Fire(Fire<Timing, Handler>),
    /// A timing point fired as the last act of a process, in its place: it hands nothing
    /// to the frame below.
    FireLast(Fire<Timing, Handler>),
    /// An equipment effect that asks.
    Equip(EquipCtx),
    /// A skill's process.
    Skill(Box<SkillCtx>),
}

/// A skill's process in resolution (questions, judgements, cards chosen).
#[derive(Clone, Debug)]
pub struct SkillCtx {
    /// The skill.
    pub skill: Skill,
    /// Its owner.
    pub owner: Seat,
    /// Where the process is.
    pub stage: Stage,
    /// The seat it concerns (the damage's source, the 【杀】's target…).
    pub target: Option<Seat>,
    /// A second seat (离间's duellist).
    pub other: Option<Seat>,
    /// Cards chosen along the way.
    pub cards: Vec<crate::card::CardId>,
    /// A play-phase or answer choice waiting for the faction card to reveal first.
    pub act: Option<Act>,
    /// Set by a step of the skill to ask its owner once more whether to use it (洛神).
    pub ask_again: bool,
}

/// Where a skill's process is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Ask the owner whether to use it (a trigger skill).
    Ask,
    /// The owner answered.
    Asked,
    /// A use waits for the owner to choose which faction card to reveal (FAQ 1).
    RevealChoice,
    /// The faction card was chosen.
    RevealChosen,
    /// Used: at this step of the skill's own steps (its module's `Step`, as a number).
    Effect(u8),
}

impl SkillCtx {
    /// The process of trigger skill `skill` of `owner`, from asking him.
    pub(crate) fn new(skill: Skill, owner: Seat) -> Self {
        SkillCtx {
            skill,
            owner,
            stage: Stage::Ask,
            target: None,
            other: None,
            cards: Vec::new(),
            act: None,
            ask_again: false,
        }
    }

    /// The process of `skill`, already used by `owner` (an active skill), from its first
    /// step.
    pub(crate) fn used(skill: Skill, owner: Seat) -> Self {
        SkillCtx {
            stage: Stage::Effect(0),
            ..SkillCtx::new(skill, owner)
        }
    }
}
