//! Identities (reference §3): 潜伏战线, 特工机关 and 神秘人, whose identity card is one of
//! the seven tasks (§5); the identity table at 4–9 players (§3.2).

use serde::{Deserialize, Serialize};
use tianhei_core::Text;
use tianhei_core::text;

use super::deck::{Set, Side};

/// A 神秘人's task (his identity card).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// 镇压者: during your turn, a player with at least 2 true intel dies.
    Suppressor,
    /// 篡夺者: during your turn, anyone declares victory: you win instead.
    Usurper,
    /// 双面间谍: you have 3 red or 3 blue.
    DoubleAgent,
    /// 诱变者: a player has 3 red or 3 blue but does not declare.
    Mutator,
    /// 先行者: when you die, you hold at least 1 true intel.
    Pioneer,
    /// 搅局者: at the end of your turn every other living player holds at least 2 true
    /// intel.
    Disturber,
    /// 清道夫: a player with at most 1 red and at most 1 blue intel dies.
    Sweeper,
}

impl Task {
    /// The seven, by box.
    pub const ALL: [Task; 7] = [
        Task::Suppressor,
        Task::Usurper,
        Task::DoubleAgent,
        Task::Mutator,
        Task::Pioneer,
        Task::Disturber,
        Task::Sweeper,
    ];

    /// The box its card comes in.
    pub fn set(self) -> Set {
        match self {
            Task::Suppressor | Task::Usurper | Task::DoubleAgent => Set::Base,
            Task::Mutator | Task::Pioneer => Set::Tiewuzi,
            Task::Disturber | Task::Sweeper => Set::Laoyangfang,
        }
    }

    /// `镇压者`.
    pub fn name(self) -> Text {
        let (zh, en) = match self {
            Task::Suppressor => ("镇压者", "Suppressor"),
            Task::Usurper => ("篡夺者", "Usurper"),
            Task::DoubleAgent => ("双面间谍", "Double Agent"),
            Task::Mutator => ("诱变者", "Mutator"),
            Task::Pioneer => ("先行者", "Pioneer"),
            Task::Disturber => ("搅局者", "Disturber"),
            Task::Sweeper => ("清道夫", "Sweeper"),
        };
        Text::new(zh, en)
    }

    /// The task as printed.
    pub fn text(self) -> Text {
        let (zh, en) = match self {
            Task::Suppressor => (
                "你的回合中，一名真情报不少于2张的玩家死亡时，你获胜。",
                "In your turn, a player with at least 2 true intel dies: you win.",
            ),
            Task::Usurper => (
                "你的回合中，有人宣告胜利时，由你代替他们获胜。",
                "In your turn, anyone declares victory: you win instead of them.",
            ),
            Task::DoubleAgent => (
                "你集齐3张红色情报或3张蓝色情报时，你获胜。",
                "You have 3 red or 3 blue intel: you win.",
            ),
            Task::Mutator => (
                "有人集齐3张红色或蓝色情报却未宣胜时，你获胜。",
                "Someone has 3 red or 3 blue intel and does not declare: you win.",
            ),
            Task::Pioneer => (
                "你死亡时，若你有不少于1张真情报，你获胜。",
                "When you die holding at least 1 true intel, you win.",
            ),
            Task::Disturber => (
                "你的回合结束时，若其他存活玩家的真情报都不少于2张，你获胜。",
                "At the end of your turn, every other living player has at least 2 true intel: you win.",
            ),
            Task::Sweeper => (
                "红色和蓝色情报都不多于1张的玩家死亡时，你获胜。",
                "A player with at most 1 red and at most 1 blue intel dies: you win.",
            ),
        };
        Text::new(zh, en)
    }

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Task::Suppressor => "suppressor",
            Task::Usurper => "usurper",
            Task::DoubleAgent => "double_agent",
            Task::Mutator => "mutator",
            Task::Pioneer => "pioneer",
            Task::Disturber => "disturber",
            Task::Sweeper => "sweeper",
        }
    }
}

/// A player's identity card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Identity {
    /// 潜伏战线.
    Qianfu,
    /// 特工机关.
    Tegong,
    /// 神秘人 with this task.
    Mystery(Task),
}

impl Identity {
    /// Its faction.
    pub fn side(self) -> Side {
        match self {
            Identity::Qianfu => Side::Qianfu,
            Identity::Tegong => Side::Tegong,
            Identity::Mystery(_) => Side::Mystery,
        }
    }

    /// The task, for a 神秘人.
    pub fn task(self) -> Option<Task> {
        match self {
            Identity::Mystery(t) => Some(t),
            _ => None,
        }
    }

    /// `潜伏战线`, `神秘人（镇压者）`.
    pub fn name(self) -> Text {
        match self {
            Identity::Mystery(t) => text!("神秘人（{}）", "Mystery Agent ({})", t.name()),
            i => i.side().name(),
        }
    }

    /// The identity whose key is `key`.
    pub fn from_key(key: &str) -> Option<Identity> {
        match key {
            "qianfu" => Some(Identity::Qianfu),
            "tegong" => Some(Identity::Tegong),
            _ => Task::ALL
                .into_iter()
                .find(|t| t.key() == key)
                .map(Identity::Mystery),
        }
    }

    /// The side key in outcomes (`qianfu`, `tegong`, a task's).
    pub fn key(self) -> &'static str {
        match self {
            Identity::Qianfu => "qianfu",
            Identity::Tegong => "tegong",
            Identity::Mystery(t) => t.key(),
        }
    }
}

/// 潜伏, 特工 and 神秘人 at `seats` players (reference §3.2).
pub fn identity_table(seats: usize) -> Option<(usize, usize, usize)> {
    Some(match seats {
        4 => (1, 1, 2),
        5 => (2, 2, 1),
        6 => (2, 2, 2),
        7 => (3, 3, 1),
        8 => (3, 3, 2),
        9 => (3, 3, 3),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_identity_table_seats_everyone() {
        for n in 4..=9 {
            let (q, t, m) = identity_table(n).expect("4–9");
            assert_eq!(q + t + m, n);
            assert_eq!(q, t);
        }
        assert!(identity_table(3).is_none());
    }
}
