//! The roles of 狼人杀, their sides, cards, night calls and what the 预言家 sees.

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Text,
    nightday::{self, Call, Team},
    scene::Tone,
};

/// A role as dealt.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// 狼人: kills at night with the pack; may 自爆 by day.
    Wolf,
    /// 平民: no night action.
    Villager,
    /// 预言家: checks a seat each night.
    Seer,
    /// 女巫: one antidote and one poison.
    Witch,
    /// 猎人: shoots when out (not when poisoned).
    Hunter,
    /// 白痴: voted out, reveals and stays, without a vote.
    Idiot,
    /// 守卫: protects a seat each night.
    Guard,
}

/// Every role, in table order.
pub const ROLES: [Role; 7] = [
    Role::Wolf,
    Role::Villager,
    Role::Seer,
    Role::Witch,
    Role::Hunter,
    Role::Idiot,
    Role::Guard,
];

impl Role {
    /// A 神 (god): 预言家, 女巫, 猎人, 白痴, 守卫.
    pub fn is_god(self) -> bool {
        !matches!(self, Role::Wolf | Role::Villager)
    }
}

/// The two sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// 好人: everyone but the wolves.
    Good,
    /// 狼人.
    Wolves,
}

/// What the 预言家 learns of a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckResult {
    /// 好人.
    Good,
    /// 狼人.
    Wolf,
}

impl CheckResult {
    /// The answer's words.
    pub fn label(self) -> Text {
        match self {
            CheckResult::Good => Text::new("好人", "good"),
            CheckResult::Wolf => Text::new("狼人", "a wolf"),
        }
    }
}

static GUARD_CALL: Call = Call {
    open: Text::new("守卫请睁眼。", "Guard, open your eyes."),
    ask: &[Text::new("你要守护谁？", "Whom do you protect tonight?")],
    close: Text::new("守卫请闭眼。", "Guard, close your eyes."),
};

static WOLF_CALL: Call = Call {
    open: Text::new("狼人请睁眼。", "Wolves, open your eyes."),
    ask: &[Text::new(
        "狼人请确认同伴，统一意见杀掉一位玩家。",
        "Wolves, see each other and agree on one player to kill.",
    )],
    close: Text::new("狼人请闭眼。", "Wolves, close your eyes."),
};

static WITCH_CALL: Call = Call {
    open: Text::new("女巫请睁眼。", "Witch, open your eyes."),
    ask: &[
        Text::new(
            "今晚他被杀了，你要用解药吗？",
            "This player was killed tonight. Will you use your antidote?",
        ),
        Text::new("你要用毒药吗？", "Will you use your poison?"),
    ],
    close: Text::new("女巫请闭眼。", "Witch, close your eyes."),
};

static SEER_CALL: Call = Call {
    open: Text::new("预言家请睁眼。", "Seer, open your eyes."),
    ask: &[Text::new("你要查验谁？", "Whom do you check?")],
    close: Text::new("预言家请闭眼。", "Seer, close your eyes."),
};

/// The wolves learn each other on the first night.
static TEAMS: [Team<Role>; 1] = [Team {
    members: &[Role::Wolf],
    shown: &[Role::Wolf],
    label: Text::new("狼人同伴", "Your pack"),
}];

impl nightday::SecretRole for Role {
    type Side = Side;
    type Check = CheckResult;

    fn all() -> &'static [Self] {
        &ROLES
    }
    /// Machine key, as in rule files and records.
    fn key(self) -> &'static str {
        match self {
            Role::Wolf => "wolf",
            Role::Villager => "villager",
            Role::Seer => "seer",
            Role::Witch => "witch",
            Role::Hunter => "hunter",
            Role::Idiot => "idiot",
            Role::Guard => "guard",
        }
    }
    /// The role's name.
    fn label(self) -> Text {
        match self {
            Role::Wolf => Text::new("狼人", "Wolf"),
            Role::Villager => Text::new("平民", "Villager"),
            Role::Seer => Text::new("预言家", "Seer"),
            Role::Witch => Text::new("女巫", "Witch"),
            Role::Hunter => Text::new("猎人", "Hunter"),
            Role::Idiot => Text::new("白痴", "Idiot"),
            Role::Guard => Text::new("守卫", "Guard"),
        }
    }
    /// The side the role wins with.
    fn side(self) -> Side {
        match self {
            Role::Wolf => Side::Wolves,
            _ => Side::Good,
        }
    }
    fn text(self) -> Text {
        match self {
            Role::Wolf => Text::new(
                "每晚和狼同伴一起杀一人。白天隐藏身份；发言时可以自爆：立即出局，白天结束。",
                "Each night, kill a player with your pack. Hide by day; while speeches go on you may reveal yourself (自爆): you are out at once and night falls.",
            ),
            Role::Villager => Text::new(
                "夜里没有行动。白天听发言、投票，找出狼人。",
                "No night action. Listen, vote, find the wolves by day.",
            ),
            Role::Seer => Text::new(
                "每晚查验一名玩家，得知他是好人还是狼人。",
                "Each night, check a player: you learn whether they are good or a wolf.",
            ),
            Role::Witch => Text::new(
                "一瓶解药、一瓶毒药，每晚最多用一瓶。有解药时，你会得知当晚被杀的人。",
                "One antidote and one poison, at most one a night. While you hold the antidote you are told tonight's victim.",
            ),
            Role::Hunter => Text::new(
                "出局时（被毒死除外）可以开枪带走一名玩家，也可以不开。",
                "When you are out (but not poisoned) you may shoot a player, or not.",
            ),
            Role::Idiot => Text::new(
                "被投票放逐时翻牌，留在场上，但此后不能投票。夜里被杀或被枪杀则出局。",
                "Voted out, you reveal and stay in the game, but never vote again. Killed at night or shot, you are out.",
            ),
            Role::Guard => Text::new(
                "每晚守护一名玩家（可以守自己），不能连续两晚守同一人。守护挡狼刀、挡不住毒药；同守同救则死亡。",
                "Each night, protect a player (yourself too), never the same one two nights running. It stops the wolves, not poison; protected and saved the same night, the seat dies.",
            ),
        }
    }
    fn tone(self) -> Tone {
        match self {
            Role::Wolf => Tone::Red,
            Role::Villager => Tone::Plain,
            _ => Tone::Blue,
        }
    }
    fn check(self) -> CheckResult {
        match self {
            Role::Wolf => CheckResult::Wolf,
            _ => CheckResult::Good,
        }
    }
    fn night(self) -> Option<&'static Call> {
        match self {
            Role::Guard => Some(&GUARD_CALL),
            Role::Wolf => Some(&WOLF_CALL),
            Role::Witch => Some(&WITCH_CALL),
            Role::Seer => Some(&SEER_CALL),
            _ => None,
        }
    }
    fn teams() -> &'static [Team<Self>] {
        &TEAMS
    }
}

impl nightday::Side for Side {
    /// Machine key.
    fn key(self) -> &'static str {
        match self {
            Side::Good => "good",
            Side::Wolves => "wolves",
        }
    }
    /// The side's name.
    fn label(self) -> Text {
        match self {
            Side::Good => Text::new("好人", "The good"),
            Side::Wolves => Text::new("狼人", "The wolves"),
        }
    }
}
