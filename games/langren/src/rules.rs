//! The rule-set options of 狼人杀 and its boards (role tables).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tianhei_core::mech::roles::{RoleTable, table_problems};
use tianhei_core::nightday::NightQuestion;

use crate::role::Role;

/// When the 女巫 may save herself.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SelfSave {
    /// On the first night only.
    #[default]
    #[schemars(title = "first night only", extend("zh" = "仅首夜"))]
    FirstNight,
    /// Never.
    #[schemars(title = "never", extend("zh" = "不能自救"))]
    Never,
    /// Any night.
    #[schemars(title = "any night", extend("zh" = "每夜都可"))]
    Always,
}

/// The wolves' win condition.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Win {
    /// 屠边: every 神 out, or every 平民 out.
    #[default]
    #[schemars(title = "one side out (屠边)", extend("zh" = "屠边"))]
    Side,
    /// 屠城: every non-wolf out.
    #[schemars(title = "everyone out (屠城)", extend("zh" = "屠城"))]
    All,
}

/// One board: how many of each role for a player count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct RoleCounts {
    /// 狼人.
    #[schemars(title = "wolf", extend("zh" = "狼人"))]
    pub wolf: usize,
    /// 平民.
    #[schemars(title = "villager", extend("zh" = "平民"))]
    pub villager: usize,
    /// 预言家.
    #[schemars(title = "seer", extend("zh" = "预言家"))]
    pub seer: usize,
    /// 女巫.
    #[schemars(title = "witch", extend("zh" = "女巫"))]
    pub witch: usize,
    /// 猎人.
    #[schemars(title = "hunter", extend("zh" = "猎人"))]
    pub hunter: usize,
    /// 白痴.
    #[schemars(title = "idiot", extend("zh" = "白痴"))]
    pub idiot: usize,
    /// 守卫.
    #[schemars(title = "guard", extend("zh" = "守卫"))]
    pub guard: usize,
}

impl RoleCounts {
    fn row(&self) -> Vec<(Role, usize)> {
        vec![
            (Role::Wolf, self.wolf),
            (Role::Villager, self.villager),
            (Role::Seer, self.seer),
            (Role::Witch, self.witch),
            (Role::Hunter, self.hunter),
            (Role::Idiot, self.idiot),
            (Role::Guard, self.guard),
        ]
    }

    fn gods(&self) -> usize {
        self.seer + self.witch + self.hunter + self.idiot + self.guard
    }
}

/// The options of a 狼人杀 rule set (`game = "langren"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct LangrenRules {
    /// Boards by player count (`[options.tables.12]`); when none is given, the rulings'
    /// 9-player and 12-player (预女猎白) boards.
    #[schemars(title = "Boards", extend("zh" = ["板子", "按人数的身份配置；不写则用 9 人和 12 人（预女猎白）标准板。"]))]
    pub tables: BTreeMap<String, RoleCounts>,
    /// A sheriff (警长) is elected before the first dawn's announcement.
    #[schemars(title = "Sheriff", extend("zh" = ["警长", "首个天亮公布前竞选警长。"]))]
    pub sheriff: bool,
    /// The wolves may kill nobody (空刀).
    #[schemars(title = "No kill allowed", extend("zh" = ["允许空刀", "狼人可以选择不杀人。"]))]
    pub allow_no_kill: bool,
    /// When the 女巫 may save herself.
    #[schemars(title = "Witch saves herself", extend("zh" = ["女巫自救", "女巫何时可以救自己。"]))]
    pub witch_self_save: SelfSave,
    /// The 猎人's shot resolves before the win check of his own exit.
    #[schemars(title = "Hunter shoots first", extend("zh" = ["猎人先开枪", "猎人出局时先开枪，再判胜负。"]))]
    pub hunter_shoots_before_end: bool,
    /// 屠边 (`side`) or 屠城 (`all`).
    #[schemars(title = "Wolves win by", extend("zh" = ["狼人胜利条件", "屠边或屠城。"]))]
    pub win: Win,
    /// Times the wolves are asked in all, the first included, before the most picked wins.
    #[schemars(title = "Rounds to agree", range(min = 1, max = 9), extend("zh" = ["商议轮数", "狼人最多被问几轮，仍不一致时取得票最多者。"]))]
    pub consensus_rounds: u32,
    /// Seconds a host gives each speech.
    #[schemars(title = "Speech seconds", range(min = 10, max = 600), extend("zh" = ["发言秒数", "主持给每次发言的秒数。"]))]
    pub speech_seconds: u32,
    /// The night question 「你怀疑谁？」 to every living seat not asked at a step, so a lit
    /// phone tells nothing; the answers go to the 复盘 and change no rule.
    #[schemars(title = "Night question", extend("zh" = ["夜间提问", "夜里每一步，没被叫到的活人手机上问「你怀疑谁？」，人人都要点，亮屏不再泄露身份；答案只进复盘。"]))]
    pub night_question: NightQuestion,
}

impl Default for LangrenRules {
    fn default() -> Self {
        LangrenRules {
            tables: BTreeMap::new(),
            sheriff: true,
            allow_no_kill: false,
            witch_self_save: SelfSave::FirstNight,
            hunter_shoots_before_end: true,
            win: Win::Side,
            consensus_rounds: 3,
            speech_seconds: 90,
            night_question: NightQuestion::default(),
        }
    }
}

/// The rulings' boards: 9 players (3 狼人, 3 平民, 预言家, 女巫, 猎人) and 12 (预女猎白).
pub fn standard_tables() -> BTreeMap<String, RoleCounts> {
    let mut t = BTreeMap::new();
    t.insert(
        "9".into(),
        RoleCounts {
            wolf: 3,
            villager: 3,
            seer: 1,
            witch: 1,
            hunter: 1,
            ..RoleCounts::default()
        },
    );
    t.insert(
        "12".into(),
        RoleCounts {
            wolf: 4,
            villager: 4,
            seer: 1,
            witch: 1,
            hunter: 1,
            idiot: 1,
            ..RoleCounts::default()
        },
    );
    t
}

impl LangrenRules {
    /// The boards in force.
    pub fn boards(&self) -> BTreeMap<String, RoleCounts> {
        if self.tables.is_empty() {
            standard_tables()
        } else {
            self.tables.clone()
        }
    }

    /// The role table.
    pub fn role_table(&self) -> RoleTable<Role> {
        let mut t = RoleTable::new();
        t.set_rows(&self.boards(), RoleCounts::row);
        t
    }

    pub(crate) fn table_problems(&self) -> Vec<String> {
        table_problems(&self.tables, 12, RoleCounts::row, |n, at, c, problems| {
            if c.wolf == 0 || c.wolf + 1 > n {
                problems.push(format!(
                    "{at}: needs at least one wolf and one other player"
                ));
            }
            if self.win == Win::Side && (c.villager == 0 || c.gods() == 0) {
                problems.push(format!(
                    "{at}: 屠边 (`win = \"side\"`) needs at least one 平民 and one 神, else the wolves win at the first check"
                ));
            }
            if [c.seer, c.witch, c.hunter, c.idiot, c.guard]
                .iter()
                .any(|&k| k > 1)
            {
                problems.push(format!(
                    "{at}: at most one of each 神 (seer, witch, hunter, idiot, guard)"
                ));
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use tianhei_core::RuleSet;

    use super::*;

    #[test]
    fn the_standard_boards_seat_nine_and_twelve() {
        let r = LangrenRules::default();
        assert_eq!(r.seat_counts(), vec![9, 12]);
        assert!(r.role_table().problems().is_empty());
        assert!(r.check().is_empty());
    }

    #[test]
    fn a_board_without_villagers_is_refused_for_side_wins() {
        let mut r = LangrenRules::default();
        r.tables.insert(
            "6".into(),
            RoleCounts {
                wolf: 2,
                seer: 1,
                witch: 1,
                hunter: 1,
                guard: 1,
                ..RoleCounts::default()
            },
        );
        assert_eq!(r.check().len(), 1, "{:?}", r.check());
        r.win = Win::All;
        assert!(r.check().is_empty());
    }
}
