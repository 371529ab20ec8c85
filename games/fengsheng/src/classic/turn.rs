//! The turn in progress as one part of the game's state: whose turn it is, its number,
//! the phase and the next step, who is locked, the intel being passed and the open
//! priority window.

use serde::{Deserialize, Serialize};
use tianhei_core::{Seat, SeatSet};

use crate::classic::{
    card::{CardId, Stamp},
    frame::{Step, Window},
};

/// The turn in progress.
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    /// Whose turn it is.
    pub active: Seat,
    /// Turns begun so far.
    pub number: u32,
    /// The phase (or passing step) it is in.
    pub phase: Phase,
    /// What the engine does next when no prompt is open.
    pub step: Step,
    /// Players locked (锁定) this turn.
    pub locked: SeatSet,
    /// The active player could not send intel this turn.
    pub failed_send: bool,
    /// The intel being passed.
    pub transit: Option<Transit>,
    /// The open priority window.
    pub window: Option<Window>,
}

impl Turn {
    /// The first turn, `first`'s, before it starts.
    pub fn new(first: Seat) -> Turn {
        Turn {
            active: first,
            number: 0,
            phase: Phase::TurnStart,
            step: Step::TurnStart,
            locked: SeatSet::EMPTY,
            failed_send: false,
            transit: None,
            window: None,
        }
    }
}

/// The phases of a turn, and the steps of passing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 挑选角色: each player keeps one of two characters.
    Pick,
    /// 回合开始阶段.
    TurnStart,
    /// 抽牌阶段.
    Draw,
    /// 出牌阶段（1）.
    Play1,
    /// 传递情报阶段: choosing the intel to send.
    Send,
    /// 传递情报阶段, step 1: 情报传递.
    Passing,
    /// 传递情报阶段, step 2: 情报到达.
    Arrival,
    /// 传递情报阶段, step 3: 情报接收.
    Receive,
    /// 出牌阶段（2）.
    Play2,
    /// 回合结束阶段.
    TurnEnd,
    /// The game is over.
    Over,
}

impl Phase {
    /// The phase's name.
    pub fn name(self) -> tianhei_core::Text {
        use tianhei_core::Text;
        match self {
            Phase::Pick => Text::new("挑选角色", "choosing characters"),
            Phase::TurnStart => Text::new("回合开始阶段", "turn start"),
            Phase::Draw => Text::new("抽牌阶段", "draw phase"),
            Phase::Play1 => Text::new("出牌阶段（1）", "play phase (1)"),
            Phase::Send => Text::new("传递情报阶段", "passing phase"),
            Phase::Passing => Text::new("情报传递", "intel passing"),
            Phase::Arrival => Text::new("情报到达", "intel arrival"),
            Phase::Receive => Text::new("情报接收", "intel receiving"),
            Phase::Play2 => Text::new("出牌阶段（2）", "play phase (2)"),
            Phase::TurnEnd => Text::new("回合结束阶段", "turn end"),
            Phase::Over => Text::new("游戏结束", "game over"),
        }
    }
}

/// The intel being passed.
#[derive(Clone, Debug)]
pub struct Transit {
    /// The card.
    pub card: CardId,
    /// Who sent it (fixed for the whole passing).
    pub sender: Seat,
    /// How it travels.
    pub stamp: Stamp,
    /// Where it is now: the sender at first, then the player it reached.
    pub holder: Seat,
    /// Passing to the left after an odd number of 退回.
    pub reversed: bool,
    /// The 直达 target.
    pub direct_to: Option<Seat>,
    /// Players 调虎离山 took out of this passing.
    pub lured: SeatSet,
    /// Who has seen the face: the sender and 破译 users (everyone, for 文本).
    pub seen: SeatSet,
    /// A 退回 resolved at the current arrival.
    pub bounced: bool,
    /// The intel lies face-up (文本, or a 密电 that 揭露 turned up).
    pub face_up: bool,
    /// 偷龙转凤 was used at the current arrival.
    pub switched: bool,
}
