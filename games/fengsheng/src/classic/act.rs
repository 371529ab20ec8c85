//! What an option of a prompt means ([`Act`]) and what a card use is aimed at.

use serde::{Deserialize, Serialize};
use tianhei_core::Seat;

use crate::classic::{
    card::{CardId, Kind, Probe},
    characters::data::{Character, Skill},
};

/// What a card use is aimed at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "id", rename_all = "snake_case")]
pub enum Target {
    /// Nothing (破译, 退回, 截获, 真伪莫辨).
    None,
    /// A player.
    Seat(Seat),
    /// A black intel to burn.
    Card(CardId),
    /// The card at this position of the stack (from the bottom), to negate.
    Entry(u8),
}

/// What an option of the open prompt means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// 让过.
    Pass,
    /// Use a hand card.
    Use {
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Send a hand card as intel (to a seat, for 直达).
    Send {
        /// The card.
        card: CardId,
        /// The 直达 target.
        to: Option<Seat>,
    },
    /// Accept the intel.
    Accept,
    /// Decline: the intel is passed on through another 情报传递 step (a 直达, back to
    /// its sender).
    Decline {
        /// The intel is a 直达 (the option's label says it goes back to the sender).
        direct: bool,
    },
    /// Discard this card (a right 试探 of the discard kind, 真相, 揭露).
    Discard {
        /// The card.
        card: CardId,
    },
    /// Use a hand card as another kind (预谋, 亮剑, 换日: as 锁定).
    UseAs {
        /// The card.
        card: CardId,
        /// The kind it is used as.
        kind: Kind,
        /// Its target.
        target: Target,
    },
    /// Use a 响应式 skill (it goes on the stack).
    Skill {
        /// The skill.
        skill: Skill,
        /// Its target.
        target: Target,
    },
    /// 偷龙转凤: discard this card and swap the arriving intel with the deck top.
    Switch {
        /// The card discarded.
        card: CardId,
    },
    /// 挑选角色: keep this character.
    Pick {
        /// The character.
        character: Character,
    },
    /// Use this triggered skill.
    Fire {
        /// The skill.
        skill: Skill,
    },
    /// Do not use it.
    Skip,
    /// Stop here (place or pick no more).
    Stop,
    /// Keep the card yourself (嗜血 gives it to yourself).
    KeepCard,
    /// Put this hand card back on top of the deck.
    Top {
        /// The card.
        card: CardId,
    },
    /// Give this hand card face-down to `to`.
    Give {
        /// The card.
        card: CardId,
        /// The receiver.
        to: Seat,
    },
    /// Place this hand card face-up as intel in front of `to`.
    Place {
        /// The card.
        card: CardId,
        /// The player.
        to: Seat,
    },
    /// Pick an intel lying in front of a player, for `why`.
    Intel {
        /// The intel.
        card: CardId,
        /// What happens to it.
        why: IntelUse,
    },
    /// 偷天: move this true intel into `to`'s hand.
    IntelTo {
        /// The intel.
        card: CardId,
        /// Whose hand.
        to: Seat,
    },
    /// Pick a player, for `why`.
    Choose {
        /// The player.
        seat: Seat,
        /// What for.
        why: SeatUse,
    },
    /// 城府: act as if the probe's guess were right (or wrong), whatever the truth.
    Answer {
        /// Act as the guessed identity.
        right: bool,
        /// The probe's variant (for the label).
        probe: Probe,
    },
    /// 搜取: keep the card looked at, in hand or as intel.
    Keep {
        /// As intel (else in hand).
        as_intel: bool,
    },
}

/// What a picked intel is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntelUse {
    /// Burn it (狙击, 计中计, 爱情).
    Burn,
    /// Obtain it yourself (掩护, 收买).
    Take,
    /// Put it back on top of the deck (潜藏伏击).
    ToTop,
    /// Swap it with the deck top (临危受命).
    Swap,
}

/// What a picked player is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeatUse {
    /// Take a random card from his hand (阴谋, 阳谋).
    TakeFrom,
    /// Hand him your whole hand (遗志).
    GiveHand,
    /// Look at his hand (后著).
    Look,
    /// Place black intel in front of him (黄雀在后).
    Target,
    /// Win with you (风度).
    Companion,
}
