//! The rule-set options of 杀人游戏 and the role tables.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tianhei_core::mech::roles::{RoleTable, table_problems};
use tianhei_core::nightday::{Cause, Exit, NightQuestion};

use crate::role::Role;

/// What happens at dawn when nobody died.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PeacefulNight {
    /// Straight on to the next night (the seed).
    #[default]
    #[schemars(title = "skip the day", extend("zh" = "跳过白天"))]
    SkipDay,
    /// Hold the day anyway.
    #[schemars(title = "hold the day", extend("zh" = "照常白天"))]
    Discuss,
}

/// One exit step: exits are counted night 1, day 1, night 2, day 2, …
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ExitStep(pub u32);

impl ExitStep {
    /// The step of night `n` (from 1).
    pub fn night(n: u32) -> Self {
        ExitStep(2 * n - 1)
    }

    /// The step of the vote of day `n` (from 1).
    pub fn day(n: u32) -> Self {
        ExitStep(2 * n)
    }

    /// The step `exit` happened at: a vote's day, else its night.
    pub fn of(exit: &Exit) -> Self {
        match exit.cause {
            Cause::Vote => ExitStep::day(exit.night),
            _ => ExitStep::night(exit.night),
        }
    }
}

impl Serialize for ExitStep {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (what, n) = if self.0 % 2 == 1 {
            ("night", self.0.div_ceil(2))
        } else {
            ("day", self.0 / 2)
        };
        s.serialize_str(&format!("{what} {n}"))
    }
}

impl<'de> Deserialize<'de> for ExitStep {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let bad = || {
            serde::de::Error::custom(format!(
                "`{s}` is not an exit step: write \"night N\" or \"day N\""
            ))
        };
        let (what, n) = s.trim().split_once(' ').ok_or_else(bad)?;
        let n: u32 = n.trim().parse().map_err(|_| bad())?;
        match (what, n) {
            (_, 0) => Err(bad()),
            ("night", n) => Ok(ExitStep::night(n)),
            ("day", n) => Ok(ExitStep::day(n)),
            _ => Err(bad()),
        }
    }
}

/// Last words for a range of player counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LastWords {
    /// Smallest and largest player count, inclusive.
    pub players: [usize; 2],
    /// Exits up to and including this step give last words.
    #[schemars(with = "String")]
    pub until: ExitStep,
}

/// A house role table for one player count: how many of each role.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct RoleCounts {
    /// 警察.
    #[schemars(title = "police", extend("zh" = "警察"))]
    pub police: usize,
    /// 平民.
    #[schemars(title = "civilian", extend("zh" = "平民"))]
    pub civilian: usize,
    /// 杀手.
    #[schemars(title = "killer", extend("zh" = "杀手"))]
    pub killer: usize,
    /// 医生.
    #[schemars(title = "doctor", extend("zh" = "医生"))]
    pub doctor: usize,
    /// 秘警.
    #[schemars(title = "secret police", extend("zh" = "秘警"))]
    pub secret_police: usize,
    /// 秘匪.
    #[schemars(title = "secret killer", extend("zh" = "秘匪"))]
    pub secret_killer: usize,
}

impl RoleCounts {
    fn row(&self) -> Vec<(Role, usize)> {
        vec![
            (Role::Police, self.police),
            (Role::Civilian, self.civilian),
            (Role::Killer, self.killer),
            (Role::Doctor, self.doctor),
            (Role::SecretPolice, self.secret_police),
            (Role::SecretKiller, self.secret_killer),
        ]
    }
}

/// The options of a 杀人游戏 rule set (`game = "sharen"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct SharenRules {
    /// Replace one police with a 秘警.
    #[schemars(title = "Secret police", extend("zh" = ["秘警", "把一名警察换成秘警。"]))]
    pub secret_police: bool,
    /// Replace one killer with a 秘匪.
    #[schemars(title = "Secret killer", extend("zh" = ["秘匪", "把一名杀手换成秘匪。"]))]
    pub secret_killer: bool,
    /// Times a group is asked in all, the first included, before the most-picked wins.
    #[schemars(title = "Rounds to agree", range(min = 1, max = 9), extend("zh" = ["商议轮数", "一组人（杀手、警察）最多被问几轮，仍不一致时取得票最多者。"]))]
    pub consensus_rounds: u32,
    /// Killers may choose to kill nobody.
    #[schemars(title = "No kill allowed", extend("zh" = ["允许空刀", "杀手可以选择不杀人。"]))]
    pub allow_no_kill: bool,
    /// Keep calling the 秘匪's and 秘警's steps, with the same pacing, after they are out or
    /// have used their power. The seed stops calling them, which tells the table that a
    /// seat voted out by day was the 秘匪 when 「秘匪请睁眼」 is not heard that night.
    #[schemars(title = "Always call the secret roles", extend("zh" = ["秘警秘匪每夜照常叫", "秘匪、秘警出局或用过能力后，夜里仍照常叫他们，停顿相同，免得泄露身份。"]))]
    pub call_spent_secret_roles: bool,
    /// What a dawn without deaths leads to.
    #[schemars(title = "Peaceful night", extend("zh" = ["平安夜", "夜里无人死亡时：跳过白天直接入夜，或照常白天。"]))]
    pub peaceful_night: PeacefulNight,
    /// Last-words cut-offs by player count.
    #[schemars(title = "Last words", extend("zh" = ["遗言", "按人数分段：到第几夜/第几天为止的出局者有遗言。"]))]
    pub last_words: Vec<LastWords>,
    /// Seconds a host gives each speech.
    #[schemars(title = "Speech seconds", range(min = 10, max = 600), extend("zh" = ["发言秒数", "主持给每次发言的秒数。"]))]
    pub speech_seconds: u32,
    /// The night question 「你怀疑谁？」 to every living seat not asked at a step, so a lit
    /// phone tells nothing; the answers go to the 复盘 and change no rule.
    #[schemars(title = "Night question", extend("zh" = ["夜间提问", "夜里每一步，没被叫到的活人手机上问「你怀疑谁？」，人人都要点，亮屏不再泄露身份；答案只进复盘。"]))]
    pub night_question: NightQuestion,
    /// House role tables for other player counts (or to replace the seed's), keyed by
    /// the player count: `[options.tables.8]`.
    #[schemars(title = "Role tables", extend("zh" = ["身份配置", "按人数的自定身份表（可新增人数或替换原表）。"]))]
    pub tables: BTreeMap<String, RoleCounts>,
}

impl Default for SharenRules {
    fn default() -> Self {
        SharenRules {
            secret_police: true,
            secret_killer: true,
            consensus_rounds: 3,
            allow_no_kill: false,
            call_spent_secret_roles: false,
            peaceful_night: PeacefulNight::SkipDay,
            last_words: vec![
                LastWords {
                    players: [11, 14],
                    until: ExitStep::night(2),
                },
                LastWords {
                    players: [15, 16],
                    until: ExitStep::day(2),
                },
            ],
            speech_seconds: 90,
            night_question: NightQuestion::default(),
            tables: BTreeMap::new(),
        }
    }
}

impl SharenRules {
    /// The role table: the seed's rows for 11–16 with the secret-role options, and
    /// any house rows.
    pub fn role_table(&self) -> RoleTable<Role> {
        let mut t = RoleTable::new();
        for n in 11..=16 {
            let (mut killers, mut police) = if n <= 14 { (3, 3) } else { (4, 4) };
            let sk = usize::from(self.secret_killer);
            let sp = usize::from(self.secret_police);
            killers -= sk;
            police -= sp;
            let civilians = n - killers - police - sk - sp - 1;
            t.set(
                n,
                vec![
                    (Role::Police, police),
                    (Role::Civilian, civilians),
                    (Role::Killer, killers),
                    (Role::Doctor, 1),
                    (Role::SecretPolice, sp),
                    (Role::SecretKiller, sk),
                ],
            );
        }
        t.set_rows(&self.tables, RoleCounts::row);
        t
    }

    /// The last exit step that gives last words with `players` players. Counts no entry
    /// covers use the first entry's cut-off.
    pub fn last_words_until(&self, players: usize) -> Option<ExitStep> {
        self.last_words
            .iter()
            .find(|l| (l.players[0]..=l.players[1]).contains(&players))
            .or(self.last_words.first())
            .map(|l| l.until)
    }

    pub(crate) fn table_problems(&self) -> Vec<String> {
        table_problems(&self.tables, 8, RoleCounts::row, |_, at, c, problems| {
            if c.killer == 0 || c.police == 0 {
                problems.push(format!("{at}: needs at least one killer and one police"));
            }
            if c.civilian == 0 {
                problems.push(format!(
                    "{at}: needs at least one 平民 (civilian); an unused 秘警 does not count as one, so without a 平民 the killers win at the first check"
                ));
            }
            if c.doctor > 1 || c.secret_police > 1 || c.secret_killer > 1 {
                problems.push(format!("{at}: at most one doctor, one 秘警 and one 秘匪"));
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use tianhei_core::RuleSet;

    use super::*;

    #[test]
    fn seed_tables_with_and_without_secret_roles() {
        let t = SharenRules::default().role_table();
        assert_eq!(
            t.row(12).unwrap(),
            &[
                (Role::Police, 2),
                (Role::Civilian, 5),
                (Role::Killer, 2),
                (Role::Doctor, 1),
                (Role::SecretPolice, 1),
                (Role::SecretKiller, 1)
            ]
        );
        let classic = SharenRules {
            secret_police: false,
            secret_killer: false,
            ..SharenRules::default()
        };
        let row = classic.role_table();
        assert_eq!(
            row.row(15).unwrap()[..3],
            [(Role::Police, 4), (Role::Civilian, 6), (Role::Killer, 4)]
        );
        assert_eq!(row.counts(), (11..=16).collect::<Vec<_>>());
        assert!(row.problems().is_empty());
    }

    #[test]
    fn exit_steps_read_and_write_as_words() {
        let l: LastWords = toml::from_str("players = [11, 14]\nuntil = \"night 2\"").unwrap();
        assert_eq!(l.until, ExitStep(3));
        assert!(toml::from_str::<LastWords>("players = [11, 14]\nuntil = \"noon 2\"").is_err());
        assert_eq!(
            serde_json::to_string(&ExitStep::day(2)).unwrap(),
            "\"day 2\""
        );
    }

    #[test]
    fn house_tables_are_checked() {
        let mut r = SharenRules::default();
        r.tables.insert(
            "8".into(),
            RoleCounts {
                police: 2,
                civilian: 3,
                killer: 2,
                doctor: 1,
                ..Default::default()
            },
        );
        assert!(r.check().is_empty());
        assert!(r.seat_counts().contains(&8));
        r.tables.insert(
            "9".into(),
            RoleCounts {
                police: 2,
                civilian: 3,
                killer: 2,
                ..Default::default()
            },
        );
        r.tables.insert("x".into(), RoleCounts::default());
        assert_eq!(r.check().len(), 2, "{:?}", r.check());
    }
}
