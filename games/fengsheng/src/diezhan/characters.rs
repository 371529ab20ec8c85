//! 谍战篇's character cards (reference §6.1) and the mechanism every character shares:
//! each player is dealt `characters_offered` and keeps one; hidden characters (the mask
//! icon) lie face-down, public ones face-up; a flip skill turns its card face-up, some
//! skills turn it face-down again; a character has a gender only while face-up. The 63
//! cards are read from `data/diezhan-characters.toml`. Their skills are the characters
//! issue's: until they land, `characters = true` is refused by the rule set.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Seat, Text,
    cards::{Ask, Input, Step},
};

use super::{
    Diezhan,
    deck::Set,
    flow::{Frame, Ret},
    opt::Opt,
    state::Game,
};

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

/// The characters dealt by these rules: the boxes in play, neither online-only ones nor
/// SP墨红霜 (her texts read the real person's gender).
pub fn pool(rules: &Diezhan) -> Vec<CharacterId> {
    roster()
        .iter()
        .filter(|c| rules.uses(c.from) && !c.online && !c.name.starts_with("墨红霜（SP）"))
        .map(|c| c.id)
        .collect()
}

/// A seat's character.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Seated {
    pub(crate) id: CharacterId,
    pub(crate) face_up: bool,
}

/// Choosing characters: everyone at once, each keeps one of those offered.
#[derive(Clone, Debug)]
pub struct Pick {
    offered: Vec<Vec<CharacterId>>,
}

impl Pick {
    pub(crate) fn new(offered: Vec<Vec<CharacterId>>) -> Self {
        Pick { offered }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        if let Input::Answer(a) = input
            && let Some(&Opt::Character { id }) = a.one()
        {
            g.chars[a.seat.index()] = Some(Seated { id, face_up: false });
            let n = roster()[id as usize].title();
            g.log.push(
                tianhei_core::Audience::seat(a.seat),
                "diezhan.picked",
                Text::owned(
                    format!("你选择了角色【{}】", n.zh),
                    format!("You keep {}", n.en),
                ),
            );
        }
        if g.chars.iter().any(Option::is_none) {
            if g.asks.prompts().is_empty() {
                for s in g.seating.all() {
                    if g.chars[s.index()].is_some() {
                        continue;
                    }
                    let opts = self.offered[s.index()]
                        .iter()
                        .map(|&id| Opt::Character { id })
                        .collect();
                    g.asks.open(Ask::one(
                        s,
                        "diezhan.pick",
                        Text::new(
                            "选择角色：从发给你的角色牌中留一张",
                            "Choose your character: keep one of those dealt to you",
                        ),
                        opts,
                    ));
                }
            }
            return Step::Wait;
        }
        for s in g.seating.all() {
            let Some(c) = g.chars[s.index()] else {
                continue;
            };
            let card = &roster()[c.id as usize];
            if !card.hidden {
                g.turn_up(s);
            } else {
                g.tell(
                    "diezhan.character_down",
                    Text::owned(
                        format!("{}号的角色面朝下（潜伏角色）", s.number()),
                        format!("Seat {}'s character lies face-down (hidden)", s.number()),
                    ),
                );
            }
        }
        g.deal_hands();
        Step::Become(Frame::Game)
    }
}

impl Game {
    /// `s`'s character is turned face-up (a flip skill, or a public one at the start).
    pub(crate) fn turn_up(&mut self, s: Seat) {
        let Some(c) = self.chars[s.index()].as_mut() else {
            return;
        };
        c.face_up = true;
        let card = &roster()[c.id as usize];
        let n = card.title();
        let g = if card.female {
            ("女", "female")
        } else {
            ("男", "male")
        };
        self.tell(
            "diezhan.character_up",
            Text::owned(
                format!("{}号的角色：【{}】（{}）", s.number(), n.zh, g.0),
                format!("Seat {}'s character: {} ({})", s.number(), n.en, g.1),
            ),
        );
    }

    /// `s`'s character is turned face-down (翻至面朝下). The skills that do it come with
    /// the characters issue; the tests use it meanwhile.
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn turn_down(&mut self, s: Seat) {
        if let Some(c) = self.chars[s.index()].as_mut() {
            c.face_up = false;
            self.tell(
                "diezhan.character_down",
                Text::owned(
                    format!("{}号的角色翻至面朝下", s.number()),
                    format!("Seat {}'s character is turned face-down", s.number()),
                ),
            );
        }
    }

    /// A character's gender exists only face-up: `Some(true)` female, `Some(false)` male.
    pub(crate) fn gender(&self, s: Seat) -> Option<bool> {
        self.chars[s.index()]
            .filter(|c| c.face_up)
            .map(|c| roster()[c.id as usize].female)
    }
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
        let pool = pool(&Diezhan::default());
        assert_eq!(pool.len(), 33 + 13 + 15 - 1, "without SP墨红霜");
    }

    #[test]
    fn each_keeps_one_of_two_hidden_ones_lie_face_down_and_gender_shows_only_face_up() {
        use tianhei_core::{Table, Viewer};
        let rules = Diezhan {
            characters: true,
            ..Diezhan::default()
        };
        let mut g = Game::new(rules, 5, 3).expect("deal");
        assert_eq!(g.prompts().len(), 5, "everyone chooses at once");
        assert!(g.prompts().iter().all(|p| p.options.len() == 2));
        for s in 0..5u8 {
            let p = g
                .prompts()
                .iter()
                .find(|p| p.seat == Seat(s))
                .expect("asked")
                .clone();
            g.answer(Seat(s), p.id, &[0]).expect("kept");
        }
        assert!(g.hand(Seat(0)).len() == 3, "hands come after characters");
        for s in g.seating.all() {
            let c = g.chars[s.index()].expect("kept one");
            let card = &roster()[c.id as usize];
            assert_eq!(c.face_up, !card.hidden);
            assert_eq!(g.gender(s), c.face_up.then_some(card.female));
            let other = Seat((s.0 + 1) % 5);
            let seen = g.view_of(Viewer::Seat(other)).players[s.index()]
                .character
                .clone()
                .expect("a character");
            assert_eq!(
                seen.card.is_some(),
                c.face_up,
                "a face-down one is nobody's but his"
            );
        }
        let s = g
            .seating
            .all()
            .find(|&s| g.chars[s.index()].is_some_and(|c| c.face_up))
            .expect("a public one");
        g.turn_down(s);
        assert_eq!(g.gender(s), None, "a face-down character has no gender");
        g.turn_up(s);
        assert!(g.gender(s).is_some());
        g.check_invariants().expect("invariants");
    }

    #[test]
    fn a_bad_character_file_reports_every_problem() {
        let src = "characters = [\n{ name = \"x\", female = true, hidden = false, box = \"attic\", skills = [\"a\"] },\n{ name = \"y\", female = true, hidden = false, box = \"base\", skills = [] },\n]\n";
        let e = parse_roster(src).unwrap_err();
        assert_eq!(e.len(), 2, "{e:?}");
    }
}
