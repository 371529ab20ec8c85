//! The phases of a turn (准备, 判定, 摸牌, 出牌, 弃牌, 结束), with setup and the end.

use serde::{Deserialize, Serialize};

/// The phases of a turn, as views show them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Choosing characters and arranging faction cards.
    Setup,
    /// 回合开始 (before 准备).
    TurnStart,
    /// 准备阶段.
    Prepare,
    /// 判定阶段.
    Judge,
    /// 摸牌阶段.
    Draw,
    /// 出牌阶段.
    Play,
    /// 弃牌阶段.
    Discard,
    /// 结束阶段.
    Finish,
    /// The game is over.
    Over,
}

impl Phase {
    /// The six phases of a turn, in order.
    pub const TURN: [Phase; 6] = [
        Phase::Prepare,
        Phase::Judge,
        Phase::Draw,
        Phase::Play,
        Phase::Discard,
        Phase::Finish,
    ];

    /// `出牌阶段` / `play phase`.
    pub fn name(self) -> tianhei_core::Text {
        use tianhei_core::Text;
        match self {
            Phase::Setup => Text::new("选将", "setup"),
            Phase::TurnStart => Text::new("回合开始", "turn start"),
            Phase::Prepare => Text::new("准备阶段", "prepare phase"),
            Phase::Judge => Text::new("判定阶段", "judge phase"),
            Phase::Draw => Text::new("摸牌阶段", "draw phase"),
            Phase::Play => Text::new("出牌阶段", "play phase"),
            Phase::Discard => Text::new("弃牌阶段", "discard phase"),
            Phase::Finish => Text::new("结束阶段", "finish phase"),
            Phase::Over => Text::new("游戏结束", "game over"),
        }
    }

    /// The phase after this one in a turn.
    pub fn next(self) -> Option<Phase> {
        let i = Phase::TURN.iter().position(|&p| p == self)?;
        Phase::TURN.get(i + 1).copied()
    }

    /// A bit for the set of phases to skip.
    pub(crate) fn bit(self) -> u8 {
        match self {
            Phase::Prepare => 1,
            Phase::Judge => 2,
            Phase::Draw => 4,
            Phase::Play => 8,
            Phase::Discard => 16,
            Phase::Finish => 32,
            _ => 0,
        }
    }
}
