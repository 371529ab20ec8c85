//! What each viewer may see. A seat sees its own hand, face-down character and faction
//! cards; of everyone, what is face-up: revealed characters (with gender) and faction
//! cards, HP and max HP (the HP card is public), hand counts, equipment (upright or
//! sideways), judge areas, 横置 and 重整; the piles' sizes, the card being resolved and
//! its targets, the 无懈可击 chain, and who must answer (never a secret prompt). What a
//! seat learned by 知己知彼 stays in its own view. The moderator sees everything.

use serde::{Serialize, Serializer, ser::SerializeSeq};
use tianhei_core::text;
use tianhei_core::{Seat, Text, Viewer};

use crate::{
    card::{Card, CardId, Name, Slot, Zone},
    character::{Character, Gender},
    choices::{Act, PeekAt},
    faction::{FColour, Faction, FactionCard},
    frame::Frame,
    game::Game,
    phase::Phase,
    skills::Skill,
};

/// A game's view for one viewer.
#[derive(Clone, Debug, Serialize)]
pub struct GzView {
    /// Who is looking.
    pub viewer: Viewer,
    /// The viewer's own seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub me: Option<Me>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is.
    #[serde(rename = "active_seat")]
    pub active: Seat,
    /// Round number, from 1.
    pub round: u32,
    /// The round limit.
    #[serde(skip)]
    pub max_rounds: u32,
    /// The phase.
    #[serde(serialize_with = "phase_name")]
    pub phase: Phase,
    /// Cards in the draw pile.
    pub deck: usize,
    /// Cards in the discard pile.
    pub discard: usize,
    /// Cards face-up in the processing zone (being used, judged, revealed).
    #[serde(serialize_with = "card_list", skip_serializing_if = "Vec::is_empty")]
    pub table: Vec<Card>,
    /// The card being resolved (the innermost use).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolving: Option<Resolving>,
    /// The open 无懈可击 window.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nullify: Option<NullifyView>,
    /// Who must answer now (secret prompts are never listed).
    #[serde(rename = "waiting_seats", skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<Seat>,
    /// 【酒】 drunk by the active player and not yet spent.
    #[serde(skip_serializing_if = "is_zero")]
    pub drunk: u8,
    /// 【杀】 the active player used this play phase.
    #[serde(skip_serializing_if = "is_zero")]
    pub sha_used: u8,
    /// Whether the 势力渗透 clauses are on.
    #[serde(skip)]
    pub infiltration: bool,
    /// What the viewer learned by 知己知彼 (all of it, for the moderator).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub peeks: Vec<PeekView>,
    /// What each option of the viewer's open prompt means, in the prompt's order (what
    /// bots reason about; hosts read the prompt's keys and labels instead).
    #[serde(skip)]
    pub offers: Vec<Act>,
    /// The skill whose process asks the viewer's open prompt (制衡's cards), so bots
    /// recognise the question by its skill, not by its words.
    #[serde(skip)]
    pub asking: Option<Skill>,
}

/// The viewer's own seat.
#[derive(Clone, Debug, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// The character kept (face-down or not).
    #[serde(serialize_with = "character_name")]
    pub character: Character,
    /// The main faction card.
    #[serde(serialize_with = "faction_card")]
    pub main: FactionCard,
    /// The secondary faction card.
    #[serde(serialize_with = "faction_card")]
    pub second: FactionCard,
    /// The hand.
    #[serde(serialize_with = "card_list")]
    pub hand: Vec<Card>,
    /// The characters dealt that left the game.
    #[serde(
        serialize_with = "character_names",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub left: Vec<Character>,
    /// The skills of the character kept (usable by revealing it while face-down).
    #[serde(
        skip_serializing_if = "<[Skill]>::is_empty",
        serialize_with = "skill_list"
    )]
    pub skills: &'static [Skill],
    /// Still choosing which character to keep: `character` is only the first dealt.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub choosing: bool,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Still in the game.
    pub alive: bool,
    /// Current HP.
    pub hp: i32,
    /// Max HP (the HP card).
    pub max_hp: i32,
    /// Cards in hand.
    pub hand_count: usize,
    /// The character, once face-up.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "opt_character"
    )]
    pub character: Option<Character>,
    /// The gender: a face-down character has none.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_gender")]
    pub gender: Option<Gender>,
    /// The main faction card's colour, once face-up.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_colour")]
    pub main: Option<FColour>,
    /// The secondary card's colour, once face-up.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_colour")]
    pub second: Option<FColour>,
    /// The faction, once determined.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "opt_faction"
    )]
    pub faction: Option<Faction>,
    /// A careerist (public once he determined his faction).
    #[serde(skip_serializing_if = "is_false")]
    pub careerist: bool,
    /// 重整: the main faction card is sideways (public even while face-down).
    #[serde(skip_serializing_if = "is_false")]
    pub reorganized: bool,
    /// 横置 (chained).
    #[serde(skip_serializing_if = "is_false")]
    pub chained: bool,
    /// Dying now.
    #[serde(skip_serializing_if = "is_false")]
    pub dying: bool,
    /// The equipment area by slot (weapon, armour, +1 horse, −1 horse).
    #[serde(skip_serializing_if = "no_equipment", serialize_with = "equipment")]
    pub equipment: [Option<EquipView>; 4],
    /// The judge area, oldest first.
    #[serde(serialize_with = "card_list", skip_serializing_if = "Vec::is_empty")]
    pub judge: Vec<Card>,
    /// The hand itself: the moderator only.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "opt_card_list"
    )]
    pub hand: Option<Vec<Card>>,
    /// Face-down things: the moderator only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden: Option<Hidden>,
    /// The skills of the character, once face-up (serialized with name and text).
    #[serde(
        skip_serializing_if = "<[Skill]>::is_empty",
        serialize_with = "skill_list"
    )]
    pub skills: &'static [Skill],
}

/// A skill as views serialize it: key, name and text.
#[derive(Serialize)]
struct SkillView {
    skill: Skill,
    name: Text,
    text: Text,
}

fn skill_list<S: Serializer>(ks: &&'static [Skill], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(ks.len()))?;
    for &k in ks.iter() {
        seq.serialize_element(&SkillView {
            skill: k,
            name: k.name(),
            text: k.text(),
        })?;
    }
    seq.end()
}

/// What the moderator sees of a seat that others may not.
#[derive(Clone, Debug, Serialize)]
pub struct Hidden {
    /// The character.
    #[serde(serialize_with = "character_name")]
    pub character: Character,
    /// The main faction card's colour.
    #[serde(serialize_with = "colour")]
    pub main: FColour,
    /// The secondary's.
    #[serde(serialize_with = "colour")]
    pub second: FColour,
}

/// An equipment card in its area (shown as `【寒冰剑】♠2`, `（横置）` when sideways).
#[derive(Clone, Debug)]
pub struct EquipView {
    /// The card.
    pub card: Card,
    /// Sideways (横置): it does nothing until its owner's next turn.
    pub sideways: bool,
}

impl Serialize for EquipView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let l = self.card.label();
        if self.sideways {
            text!("{}（横置）", "{} (sideways)", l).serialize(s)
        } else {
            l.serialize(s)
        }
    }
}

/// The card being resolved.
#[derive(Clone, Debug, Serialize)]
pub struct Resolving {
    /// Who uses it.
    #[serde(rename = "user_seat")]
    pub user: Seat,
    /// What it counts as.
    #[serde(serialize_with = "name_label")]
    pub name: Name,
    /// The cards it is made of (the card itself, or what was converted).
    #[serde(serialize_with = "card_list")]
    pub cards: Vec<Card>,
    /// Converted (丈八蛇矛's two cards as 【杀】, …) rather than the card itself.
    #[serde(skip_serializing_if = "is_false")]
    pub converted: bool,
    /// Its targets.
    #[serde(rename = "target_seats")]
    pub targets: Vec<Seat>,
    /// The target being resolved now.
    #[serde(rename = "current_seat", skip_serializing_if = "Option::is_none")]
    pub current: Option<Seat>,
}

/// An open 无懈可击 window.
#[derive(Clone, Debug, Serialize)]
pub struct NullifyView {
    /// The trick answered.
    #[serde(serialize_with = "name_label")]
    pub trick: Name,
    /// Its target.
    #[serde(rename = "target_seat")]
    pub target: Seat,
    /// Who used a 无懈可击 so far, in order.
    #[serde(rename = "chain_seats")]
    pub chain: Vec<Seat>,
}

/// What a seat learned with 知己知彼, as views show it.
#[derive(Clone, Debug, Serialize)]
pub struct PeekView {
    /// Who looked.
    #[serde(rename = "user_seat")]
    pub user: Seat,
    /// At whom.
    #[serde(rename = "target_seat")]
    pub target: Seat,
    /// At what.
    pub what: PeekAt,
    /// The hand seen.
    #[serde(serialize_with = "card_list", skip_serializing_if = "Vec::is_empty")]
    pub hand: Vec<Card>,
    /// The faction card's colour seen.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_colour")]
    pub colour: Option<FColour>,
    /// The character seen.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "opt_character"
    )]
    pub character: Option<Character>,
    /// When.
    pub round: u32,
}

impl Game {
    /// The view for `viewer`.
    pub fn view_for(&self, viewer: Viewer) -> GzView {
        let moderator = viewer == Viewer::Moderator;
        let me_seat = viewer.seat().filter(|s| s.index() < self.players.len());
        let over = self.outcome.is_some();
        let cards = |ids: &[CardId]| -> Vec<Card> { ids.iter().map(|&c| *self.card(c)).collect() };
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = Seat(i as u8);
                let all = moderator || over;
                PlayerView {
                    seat,
                    alive: p.alive,
                    hp: p.hp,
                    max_hp: p.max_hp,
                    hand_count: self.hand(seat).len(),
                    character: (p.character_up || all).then_some(p.character),
                    gender: p.character_up.then(|| p.character.gender()),
                    main: (p.main.revealed || all).then_some(p.main.colour),
                    second: (p.second.revealed || all).then_some(p.second.colour),
                    faction: self.faction(seat),
                    careerist: p.careerist,
                    reorganized: p.reorganized,
                    chained: p.chained,
                    dying: p.dying,
                    equipment: Slot::ALL.map(|k| {
                        self.equipped(seat, k).map(|c| EquipView {
                            card: *self.card(c),
                            sideways: p.sideways[k.index()],
                        })
                    }),
                    judge: cards(self.judge_area(seat)),
                    hand: moderator.then(|| cards(self.hand(seat))),
                    hidden: moderator.then_some(Hidden {
                        character: p.character,
                        main: p.main.colour,
                        second: p.second.colour,
                    }),
                    skills: self.shown_skills(seat),
                }
            })
            .collect();
        let mut resolving = None;
        let mut nullify = None;
        for f in self.engine.frames().iter().rev() {
            match f {
                Frame::Use(u) if resolving.is_none() => {
                    resolving = Some(Resolving {
                        user: u.user,
                        name: u.card.name,
                        cards: cards(&u.card.cards),
                        converted: !u.card.real,
                        targets: u.targets.clone(),
                        current: u.current,
                    });
                }
                Frame::Nullify(n) if nullify.is_none() && resolving.is_none() => {
                    nullify = Some(NullifyView {
                        trick: n.trick,
                        target: n.target,
                        chain: n.window.stack().iter().map(|e| e.seat).collect(),
                    });
                }
                _ => {}
            }
        }
        let mut waiting: Vec<Seat> = self
            .asks
            .prompts()
            .iter()
            .filter(|p| !p.secret)
            .map(|p| p.seat)
            .collect();
        waiting.dedup();
        GzView {
            viewer,
            me: me_seat.map(|s| {
                let p = &self.players[s.index()];
                let choosing = self
                    .asks
                    .prompts()
                    .iter()
                    .any(|q| q.seat == s && q.kind == "guozhan.character");
                Me {
                    seat: s,
                    character: p.character,
                    main: p.main,
                    second: p.second,
                    hand: cards(self.hand(s)),
                    left: if choosing {
                        Vec::new()
                    } else {
                        p.dealt
                            .iter()
                            .copied()
                            .filter(|&c| c != p.character)
                            .collect()
                    },
                    skills: if choosing { &[] } else { self.skills_of(s) },
                    choosing,
                }
            }),
            players,
            active: self.active,
            round: self.round,
            max_rounds: self.opts.max_rounds,
            phase: self.phase,
            deck: self.zones.count(Zone::Deck),
            discard: self.zones.count(Zone::Discard),
            table: cards(self.zones.cards(Zone::Table)),
            resolving,
            nullify,
            waiting,
            drunk: self.turn.drunk,
            sha_used: self.turn.sha_used,
            infiltration: self.opts.infiltration,
            peeks: self
                .peeks
                .iter()
                .filter(|p| moderator || me_seat == Some(p.user))
                .map(|p| PeekView {
                    user: p.user,
                    target: p.target,
                    what: p.what,
                    hand: cards(&p.hand),
                    colour: p.colour,
                    character: p.character,
                    round: p.round,
                })
                .collect(),
            offers: me_seat
                .and_then(|s| {
                    let p = self.asks.prompts().iter().find(|p| p.seat == s)?;
                    Some(self.asks.offers(p.id)?.to_vec())
                })
                .unwrap_or_default(),
            asking: me_seat
                .filter(|&s| self.asks.prompts().iter().any(|p| p.seat == s))
                .and_then(|_| match self.engine.frames().last() {
                    Some(Frame::Skill(k)) => Some(k.skill),
                    _ => None,
                }),
        }
    }
}

fn no_equipment(e: &[Option<EquipView>; 4]) -> bool {
    e.iter().all(Option::is_none)
}

fn equipment<S: Serializer>(e: &[Option<EquipView>; 4], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(None)?;
    for x in e.iter().flatten() {
        seq.serialize_element(x)?;
    }
    seq.end()
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn card_list<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(cards.len()))?;
    for c in cards {
        seq.serialize_element(&c.label())?;
    }
    seq.end()
}

fn opt_card_list<S: Serializer>(cards: &Option<Vec<Card>>, s: S) -> Result<S::Ok, S::Error> {
    match cards {
        Some(v) => card_list(v, s),
        None => s.serialize_none(),
    }
}

fn character_name<S: Serializer>(c: &Character, s: S) -> Result<S::Ok, S::Error> {
    c.describe().serialize(s)
}

fn opt_character<S: Serializer>(c: &Option<Character>, s: S) -> Result<S::Ok, S::Error> {
    match c {
        Some(c) => c.describe().serialize(s),
        None => s.serialize_none(),
    }
}

fn character_names<S: Serializer>(cs: &[Character], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(cs.len()))?;
    for c in cs {
        seq.serialize_element(&c.name())?;
    }
    seq.end()
}

fn colour<S: Serializer>(c: &FColour, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.symbol())
}

fn opt_colour<S: Serializer>(c: &Option<FColour>, s: S) -> Result<S::Ok, S::Error> {
    match c {
        Some(c) => s.serialize_str(c.symbol()),
        None => s.serialize_none(),
    }
}

fn faction_card<S: Serializer>(c: &FactionCard, s: S) -> Result<S::Ok, S::Error> {
    let sym = c.colour.symbol();
    if c.revealed {
        text!("{}（明置）", "{} (face-up)", sym).serialize(s)
    } else {
        text!("{}（暗置）", "{} (face-down)", sym).serialize(s)
    }
}

fn opt_gender<S: Serializer>(g: &Option<Gender>, s: S) -> Result<S::Ok, S::Error> {
    match g {
        Some(g) => g.name().serialize(s),
        None => s.serialize_none(),
    }
}

fn opt_faction<S: Serializer>(f: &Option<Faction>, s: S) -> Result<S::Ok, S::Error> {
    match f {
        Some(f) => f.name().serialize(s),
        None => s.serialize_none(),
    }
}

fn name_label<S: Serializer>(n: &Name, s: S) -> Result<S::Ok, S::Error> {
    n.label().serialize(s)
}

fn phase_name<S: Serializer>(p: &Phase, s: S) -> Result<S::Ok, S::Error> {
    p.name().serialize(s)
}
