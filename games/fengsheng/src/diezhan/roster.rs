//! 谍战篇's 63 character cards (reference §6), read from `data/diezhan-characters.toml`:
//! name, the name players use, gender, hidden (the mask icon), box, skills, online-only;
//! the pool a game deals from; a seat's character.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

use super::{Diezhan, deck::Set};

/// A character's number in the roster.
pub type CharacterId = u8;

/// A character card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterCard {
    /// Its number in the roster.
    pub id: CharacterId,
    /// Its name as printed (`韩梅（特务学员）`).
    pub name: String,
    /// The name players use, where it differs (`青年韩梅`).
    pub alias: Option<String>,
    /// Female (else male), while face-up.
    pub female: bool,
    /// Hidden (the mask icon): starts face-down.
    pub hidden: bool,
    /// Its box.
    pub from: Set,
    /// Its skills' names, in printed order.
    pub skills: Vec<String>,
    /// Online only (not in any box).
    pub online: bool,
}

/// The data file.
pub const CHARACTER_DATA: &str = include_str!("../../data/diezhan-characters.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    characters: Vec<Row>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    name: String,
    alias: Option<String>,
    female: bool,
    hidden: bool,
    #[serde(rename = "box")]
    from: String,
    skills: Vec<String>,
    #[serde(default)]
    online: bool,
}

/// Reads and checks the roster; every problem at once.
pub fn parse_roster(src: &str) -> Result<Vec<CharacterCard>, Vec<String>> {
    let file: File = toml::from_str(src).map_err(|e| vec![format!("character data: {e}")])?;
    let mut bad = Vec::new();
    let mut out = Vec::new();
    for (i, r) in file.characters.into_iter().enumerate() {
        let from = match r.from.as_str() {
            "base" => Set::Base,
            "tiewuzi" => Set::Tiewuzi,
            "laoyangfang" => Set::Laoyangfang,
            b => {
                bad.push(format!(
                    "{}: box {b:?} is not base, tiewuzi or laoyangfang",
                    r.name
                ));
                continue;
            }
        };
        if r.skills.is_empty() {
            bad.push(format!("{}: no skill", r.name));
        }
        if out.iter().any(|c: &CharacterCard| c.name == r.name) {
            bad.push(format!("{}: listed twice", r.name));
        }
        out.push(CharacterCard {
            id: i as CharacterId,
            name: r.name,
            alias: r.alias,
            female: r.female,
            hidden: r.hidden,
            from,
            skills: r.skills,
            online: r.online,
        });
    }
    if bad.is_empty() { Ok(out) } else { Err(bad) }
}

static ROSTER: LazyLock<Result<Vec<CharacterCard>, Vec<String>>> =
    LazyLock::new(|| parse_roster(CHARACTER_DATA));

/// The 63 characters.
pub fn roster() -> &'static [CharacterCard] {
    match &*ROSTER {
        Ok(r) => r,
        Err(e) => panic!("the shipped 谍战篇 character data is broken: {e:?}"),
    }
}

impl CharacterCard {
    /// `韩梅（特务学员）` / the same (names are not translated).
    pub fn title(&self) -> Text {
        let n = match &self.alias {
            Some(a) => format!("{a}·{}", self.name),
            None => self.name.clone(),
        };
        Text::owned(n.clone(), n)
    }
}

/// The characters dealt by these rules: the boxes in play, no online-only ones, SP墨红霜
/// only with her option (her texts read the real person's gender).
pub fn pool(rules: &Diezhan) -> Vec<CharacterId> {
    roster()
        .iter()
        .filter(|c| {
            rules.uses(c.from)
                && !c.online
                && (rules.mo_hong_shuang || !c.name.starts_with("墨红霜（SP）"))
        })
        .map(|c| c.id)
        .collect()
}

/// A seat's character.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Seated {
    pub(crate) id: CharacterId,
    pub(crate) face_up: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roster_holds_each_boxs_characters_with_the_references_flags() {
        let r = roster();
        let count = |b: Set| r.iter().filter(|c| c.from == b && !c.online).count();
        assert_eq!(count(Set::Base), 33);
        assert_eq!(count(Set::Tiewuzi), 13);
        assert_eq!(count(Set::Laoyangfang), 15);
        assert_eq!(r.iter().filter(|c| c.online).count(), 2);
        let base: Vec<_> = r.iter().filter(|c| c.from == Set::Base).collect();
        assert_eq!(
            base.iter().filter(|c| c.hidden).count(),
            12,
            "hidden in the base box"
        );
        assert_eq!(
            base.iter().filter(|c| c.female).count(),
            14,
            "female in the base box"
        );
        let pool_of = pool;
        let pool = pool_of(&Diezhan::default());
        assert_eq!(pool.len(), 33 + 13 + 15 - 1, "without SP墨红霜");
        let with = pool_of(&Diezhan {
            mo_hong_shuang: true,
            ..Diezhan::default()
        });
        assert_eq!(with.len(), 33 + 13 + 15, "SP墨红霜 by her option");
    }

    #[test]
    fn a_bad_character_file_reports_every_problem() {
        let src = "characters = [\n{ name = \"x\", female = true, hidden = false, box = \"attic\", skills = [\"a\"] },\n{ name = \"y\", female = true, hidden = false, box = \"base\", skills = [] },\n]\n";
        let e = parse_roster(src).unwrap_err();
        assert_eq!(e.len(), 2, "{e:?}");
    }
}
