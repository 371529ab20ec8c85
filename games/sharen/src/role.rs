//! The six roles, their sides, labels and the seed's score table.

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

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
    /// The role's name.
    pub fn label(self) -> Text {
        match self {
            Role::Police => Text::new("警察", "Police"),
            Role::Civilian => Text::new("平民", "Civilian"),
            Role::Killer => Text::new("杀手", "Killer"),
            Role::Doctor => Text::new("医生", "Doctor"),
            Role::SecretPolice => Text::new("秘警", "Secret police"),
            Role::SecretKiller => Text::new("秘匪", "Secret killer"),
        }
    }

    /// Machine key, as in rule files and records.
    pub fn key(self) -> &'static str {
        match self {
            Role::Police => "police",
            Role::Civilian => "civilian",
            Role::Killer => "killer",
            Role::Doctor => "doctor",
            Role::SecretPolice => "secret_police",
            Role::SecretKiller => "secret_killer",
        }
    }

    /// The side the role wins with.
    pub fn side(self) -> Side {
        match self {
            Role::Killer | Role::SecretKiller => Side::Killers,
            _ => Side::Police,
        }
    }

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

/// The two sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Police, civilians, doctor and 秘警.
    Police,
    /// Killers and 秘匪.
    Killers,
}

impl Side {
    /// Machine key.
    pub fn key(self) -> &'static str {
        match self {
            Side::Police => "police",
            Side::Killers => "killers",
        }
    }

    /// The side's name.
    pub fn label(self) -> Text {
        match self {
            Side::Police => Text::new("警察一方", "The police side"),
            Side::Killers => Text::new("杀手一方", "The killers"),
        }
    }
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
