//! The six roles, their sides, labels, night calls, check results and the seed's score
//! table.

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
    /// 警察 (J): checks a player each night with the other police.
    Police,
    /// 平民: no night action.
    Civilian,
    /// 杀手 (F): kills a player each night with the other killers.
    Killer,
    /// 医生 (Y): heals a player each night.
    Doctor,
    /// 秘警 (T): may execute once; becomes a civilian after.
    SecretPolice,
    /// 秘匪 (M): may kill once; becomes a killer after.
    SecretKiller,
}

/// Every role, in table order.
pub const ROLES: [Role; 6] = [
    Role::Police,
    Role::Civilian,
    Role::Killer,
    Role::Doctor,
    Role::SecretPolice,
    Role::SecretKiller,
];

impl Role {
    /// Points by the seed's score table for a game that ended with `result`.
    pub fn score(self, result: Option<Side>) -> i32 {
        match (result, self) {
            (None, _) => 5,
            (Some(Side::Police), Role::Police | Role::SecretPolice | Role::Doctor) => 30,
            (Some(Side::Police), Role::Civilian) => 20,
            (Some(Side::Police), Role::Killer | Role::SecretKiller) => -10,
            (Some(Side::Killers), Role::Killer | Role::SecretKiller) => 30,
            (Some(Side::Killers), Role::Civilian) => -5,
            (Some(Side::Killers), Role::Police | Role::SecretPolice | Role::Doctor) => -10,
        }
    }
}

static KILLER_CALL: Call = Call {
    open: Text::new("杀手请睁眼。", "Killers, open your eyes."),
    ask: &[Text::new(
        "杀手请确认同伴，统一意见杀掉一位玩家。",
        "Killers, see each other and agree on one player to kill.",
    )],
    close: Text::new("杀手请闭眼。", "Killers, close your eyes."),
};

static POWER: [Text; 1] = [Text::new("是否行使权利？", "Will you use your power?")];

static SECRET_KILLER_CALL: Call = Call {
    open: Text::new("秘匪请睁眼。", "Secret killer, open your eyes."),
    ask: &POWER,
    close: Text::new("秘匪请闭眼。", "Secret killer, close your eyes."),
};

static SECRET_POLICE_CALL: Call = Call {
    open: Text::new("秘警请睁眼。", "Secret police, open your eyes."),
    ask: &POWER,
    close: Text::new("秘警请闭眼。", "Secret police, close your eyes."),
};

static DOCTOR_CALL: Call = Call {
    open: Text::new("医生请睁眼。", "Doctor, open your eyes."),
    ask: &[Text::new("请选择医治对象。", "Choose whom to heal.")],
    close: Text::new("医生请闭眼。", "Doctor, close your eyes."),
};

static POLICE_CALL: Call = Call {
    open: Text::new("警察请睁眼。", "Police, open your eyes."),
    ask: &[Text::new(
        "警察请确认同伴，统一意见选择要验证身份的玩家。",
        "Police, see each other and agree on one player to check.",
    )],
    close: Text::new("警察请闭眼。", "Police, close your eyes."),
};

/// Killers learn each other, police learn each other; the 秘匪 and 秘警 stay unknown.
static TEAMS: [Team<Role>; 2] = [
    Team {
        members: &[Role::Killer],
        shown: &[Role::Killer],
        label: Text::new("杀手同伴", "Your fellow killers"),
    },
    Team {
        members: &[Role::Police],
        shown: &[Role::Police],
        label: Text::new("警察同伴", "Your fellow police"),
    },
];

impl nightday::SecretRole for Role {
    type Side = Side;
    type Check = CheckResult;

    fn all() -> &'static [Self] {
        &ROLES
    }
    /// Machine key, as in rule files and records.
    fn key(self) -> &'static str {
        match self {
            Role::Police => "police",
            Role::Civilian => "civilian",
            Role::Killer => "killer",
            Role::Doctor => "doctor",
            Role::SecretPolice => "secret_police",
            Role::SecretKiller => "secret_killer",
        }
    }
    /// The role's name.
    fn label(self) -> Text {
        match self {
            Role::Police => Text::new("警察", "Police"),
            Role::Civilian => Text::new("平民", "Civilian"),
            Role::Killer => Text::new("杀手", "Killer"),
            Role::Doctor => Text::new("医生", "Doctor"),
            Role::SecretPolice => Text::new("秘警", "Secret police"),
            Role::SecretKiller => Text::new("秘匪", "Secret killer"),
        }
    }
    /// The side the role wins with.
    fn side(self) -> Side {
        match self {
            Role::Killer | Role::SecretKiller => Side::Killers,
            _ => Side::Police,
        }
    }
    /// What a role does, as its card says.
    fn text(self) -> Text {
        match self {
            Role::Police => Text::new(
                "每晚和其他警察一起验一名玩家，法官用手势告诉你们他是匪、好人还是特殊。找出杀手，白天带大家投票。",
                "Each night, check a player with the other police; the moderator signs killer, good or special. Find the killers and lead the day's vote.",
            ),
            Role::Civilian => Text::new(
                "夜里没有行动。白天听发言、投票，找出杀手。",
                "No night action. Listen, vote, find the killers by day.",
            ),
            Role::Killer => Text::new(
                "每晚和其他杀手一起杀一名玩家。白天隐藏身份，杀光警察或平民即获胜。",
                "Each night, kill a player with the other killers. Hide by day; win when the police or the civilians are all gone.",
            ),
            Role::Doctor => Text::new(
                "每晚给一名玩家打一针：救下当晚被杀的人；没被杀的人挨两针会医死。",
                "Each night, give a player a needle: it saves tonight's victim; two needles on someone unhurt kill them.",
            ),
            Role::SecretPolice => Text::new(
                "警察一方，警察不知道你。全场一次：夜里处决一名玩家——是杀手或秘匪则死，否则只留针孔。之后你成为平民。",
                "Police side, unknown to the police. Once per game, execute a player at night: a killer or 秘匪 dies, anyone else only gets a needle mark. Then you are a civilian.",
            ),
            Role::SecretKiller => Text::new(
                "杀手一方，杀手不知道你。全场一次：夜里杀一名非杀手玩家，之后你和杀手一起睁眼。",
                "Killers' side, unknown to the killers. Once per game, kill a non-killer at night; then you wake with the killers.",
            ),
        }
    }
    /// A role's colour: the killers' side red, the police blue, the doctor green.
    fn tone(self) -> Tone {
        match self {
            Role::Killer | Role::SecretKiller => Tone::Red,
            Role::Police | Role::SecretPolice => Tone::Blue,
            Role::Doctor => Tone::Green,
            Role::Civilian => Tone::Plain,
        }
    }
    /// Unused roles: the doctor and the unused secret roles show 特殊.
    fn check(self) -> CheckResult {
        match self {
            Role::Killer => CheckResult::Killer,
            Role::Doctor | Role::SecretPolice | Role::SecretKiller => CheckResult::Special,
            Role::Police | Role::Civilian => CheckResult::Good,
        }
    }
    fn night(self) -> Option<&'static Call> {
        match self {
            Role::Killer => Some(&KILLER_CALL),
            Role::SecretKiller => Some(&SECRET_KILLER_CALL),
            Role::SecretPolice => Some(&SECRET_POLICE_CALL),
            Role::Doctor => Some(&DOCTOR_CALL),
            Role::Police => Some(&POLICE_CALL),
            Role::Civilian => None,
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
            Side::Police => "police",
            Side::Killers => "killers",
        }
    }
    /// The side's name.
    fn label(self) -> Text {
        match self {
            Side::Police => Text::new("警察一方", "The police side"),
            Side::Killers => Text::new("杀手一方", "The killers"),
        }
    }
}

/// The two sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Police, civilians, doctor and 秘警.
    Police,
    /// Killers and 秘匪.
    Killers,
}

/// What the police learn from a check (the 法官's hand signs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckResult {
    /// 匪: a killer, or a 秘匪 who used his power.
    Killer,
    /// 好人: police, civilians, a 秘警 who used his power.
    Good,
    /// 特殊 (index finger forward): the doctor, an unused 秘警 or 秘匪.
    Special,
}

impl CheckResult {
    /// The answer's words.
    pub fn label(self) -> Text {
        match self {
            CheckResult::Killer => Text::new("匪", "killer"),
            CheckResult::Good => Text::new("好人", "good"),
            CheckResult::Special => Text::new("特殊（食指向前）", "special (index finger forward)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_table_matches_the_seed() {
        let police_win = ROLES.map(|r| r.score(Some(Side::Police)));
        assert_eq!(police_win, [30, 20, -10, 30, 30, -10]);
        let killers_win = ROLES.map(|r| r.score(Some(Side::Killers)));
        assert_eq!(killers_win, [-10, -5, 30, -10, -10, 30]);
        assert_eq!(ROLES.map(|r| r.score(None)), [5; 6]);
    }
}
