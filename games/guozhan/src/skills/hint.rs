//! What the heuristic bot tells a skill when it asks for the skill's hint: plain facts
//! read off its view, so a skill's module can score its own use without the bot's types.

/// How a seat looks to the bot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Stance {
    Friend,
    Maybe,
    Unknown,
    Enemy,
}

/// A play-phase option of a skill, as the bot sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlayHint {
    /// How much the bot wants to hurt the option's target (negative: to help); 0 without one.
    pub hostile: i32,
    /// What the card the option spends is worth keeping, by thirds; 0 without one.
    pub cost: i32,
    /// Living others the bot is hostile to.
    pub enemies: i32,
    /// Living others it is not hostile to.
    pub friends: i32,
    /// The bot's HP.
    pub hp: i32,
    /// Hand cards the bot holds.
    pub hand: i32,
    /// 【杀】s in the bot's hand.
    pub shas: i32,
    /// Whether the bot holds a 【茶】 or 【酒】.
    pub holds_tea: bool,
    /// Whether the bot is wounded.
    pub wounded: bool,
    /// How the option's target looks, if it has one.
    pub target: Option<Stance>,
}

/// A trigger skill the bot may use now, as it sees it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TriggerHint {
    /// The bot's HP.
    pub hp: i32,
    /// Hand cards the bot holds.
    pub hand: i32,
    /// 【杀】s in the bot's hand.
    pub shas: i32,
    /// How much the bot wants to hurt the seat the card being resolved is now on, if any.
    pub current: Option<i32>,
}
