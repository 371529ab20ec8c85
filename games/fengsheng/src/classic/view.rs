//! What each viewer may see: a seat sees its hand and identity, every intel area, the
//! face of intel in transit only if it may (the sender, a 破译 or 速译 user, 文本 or a
//! 密电 turned up), the stack (a 试探's variant only for its user, its target and a 真相
//! user), and counts of the piles. Identities of others show once revealed (death, loss,
//! a skill that turns the card up, game over). Characters: every face-up one, with its
//! skills and printed mission; a face-down one only to its owner, or to everyone once it
//! has been face-up (everyone saw it). Your own 机密任务 when you are 打酱油的, and what
//! 合谋 showed you. The moderator sees all.

use serde::{Serialize, Serializer, ser::SerializeSeq};
use tianhei_core::text;
use tianhei_core::{Seat, Text, Viewer};

use crate::classic::{
    act::{Act, Target},
    card::{Card, CardId, Faction, Kind, Stamp},
    characters::{Character, Mission, Skill, SkillKind},
    frame::WindowKind,
    game::{Game, Peek, ProbeResult, Status},
    turn::Phase,
    zone::Zone,
};

/// A game's view for one viewer.
#[derive(Clone, Debug, Serialize)]
pub struct FsView {
    /// Who is looking.
    pub viewer: Viewer,
    /// The viewer's own seat, identity and hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub me: Option<Me>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is.
    #[serde(rename = "active_seat")]
    pub active: Seat,
    /// Turn number, from 1.
    pub turn: u32,
    /// The phase or passing step.
    pub phase: Phase,
    /// The open priority window, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub window: Option<WindowKind>,
    /// Who holds priority, if a window is open.
    #[serde(rename = "priority_seat", skip_serializing_if = "Option::is_none")]
    pub priority: Option<Seat>,
    /// The intel being passed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transit: Option<TransitView>,
    /// The stack, bottom first.
    pub stack: Vec<StackView>,
    /// Cards in the draw pile.
    pub deck: usize,
    /// Cards in the discard pile (face-up).
    pub discard: usize,
    /// Cards removed from the game (used 试探).
    pub removed: usize,
    /// Players locked this turn.
    #[serde(rename = "locked_seats")]
    pub locked: Vec<Seat>,
    /// What the viewer's own 试探 revealed (all of them, for the moderator).
    pub probes: Vec<ProbeResult>,
    /// Players who died, in order (the missions count them).
    #[serde(rename = "death_seats")]
    pub deaths: Vec<Seat>,
    /// What each option of the viewer's open prompt means, in the prompt's order (what
    /// bots reason about; hosts read the prompt's keys and labels instead).
    #[serde(skip)]
    pub offers: Vec<Act>,
}

/// A character card as the viewer may see it: its name, gender (none while face-down),
/// skills with their text, and the 机密任务 printed on it.
#[derive(Clone, Copy, Debug)]
pub struct CharacterView {
    /// The character.
    pub character: Character,
    /// Lying face-up.
    pub face_up: bool,
}

impl Serialize for CharacterView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let info = self.character.info();
        let mut m = s.serialize_map(Some(6))?;
        m.serialize_entry("name", &self.character.name())?;
        m.serialize_entry("face_up", &self.face_up)?;
        m.serialize_entry("hidden", &info.hidden)?;
        let gender = if self.face_up {
            info.gender.name()
        } else {
            Text::new("无（盖伏）", "none (face-down)")
        };
        m.serialize_entry("gender", &gender)?;
        let skills: Vec<SkillView> = info.skills.iter().map(|&s| SkillView(s)).collect();
        m.serialize_entry("skills", &skills)?;
        // The 机密任务 printed on the card: a win condition only for 打酱油的.
        m.serialize_entry("printed_mission", &info.mission.text())?;
        m.end()
    }
}

struct SkillView(Skill);

/// One line per skill: `【狙击】（响应式）翻开此角色牌，然后烧毁…`.
impl Serialize for SkillView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (n, t) = (self.0.name(), self.0.text());
        let (kz, ke) = match self.0.info().kind {
            SkillKind::Response => ("响应式", "response"),
            SkillKind::Automatic => ("自动式", "automatic"),
        };
        text!("【{}】（{}）{}", "{} ({}): {}", n, (kz, ke), t).serialize(s)
    }
}

fn mission_text<S: Serializer>(m: &Option<Mission>, s: S) -> Result<S::Ok, S::Error> {
    match m {
        Some(m) => m.text().serialize(s),
        None => s.serialize_none(),
    }
}

/// The viewer's own seat.
#[derive(Clone, Debug, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// Its identity (none while characters are being chosen: identities come after).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub identity: Option<Faction>,
    /// Its hand.
    #[serde(serialize_with = "card_list")]
    pub hand: Vec<Card>,
    /// Its character, face-up or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub character: Option<CharacterView>,
    /// The two characters offered, while choosing.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub offered: Vec<CharacterView>,
    /// Your 机密任务: your win condition as 打酱油的.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "mission_text"
    )]
    pub mission: Option<Mission>,
    /// Identity cards you have looked at (合谋).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub peeks: Vec<Peek>,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Alive, dead or lost.
    pub status: Status,
    /// The identity, when the viewer may know it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub identity: Option<Faction>,
    /// The identity card lies face-up (a skill turned it, or death, loss).
    pub identity_shown: bool,
    /// The character, when the viewer may know it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub character: Option<CharacterView>,
    /// The player's character lies face-down (public, whoever it is).
    pub face_down: bool,
    /// Cards in hand.
    pub hand_count: usize,
    /// Intel in front of the seat, face-up.
    #[serde(serialize_with = "card_list")]
    pub intel: Vec<Card>,
    /// The hand itself, for the moderator only.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "opt_card_list"
    )]
    pub hand: Option<Vec<Card>>,
}

/// The intel being passed.
#[derive(Clone, Debug, Serialize)]
pub struct TransitView {
    /// Who sent it.
    #[serde(rename = "sender_seat")]
    pub sender: Seat,
    /// How it travels.
    pub stamp: Stamp,
    /// Where it is.
    #[serde(rename = "holder_seat")]
    pub holder: Seat,
    /// Whether it travels left (after 退回).
    pub reversed: bool,
    /// The 直达 target.
    #[serde(rename = "direct_to_seat", skip_serializing_if = "Option::is_none")]
    pub direct_to: Option<Seat>,
    /// Players taken out of this passing by 调虎离山.
    #[serde(rename = "lured_seats")]
    pub lured: Vec<Seat>,
    /// Who has seen the face (public: the sender and 破译 users).
    #[serde(rename = "seen_seats")]
    pub seen: Vec<Seat>,
    /// Lying face-up (文本, or turned up by 揭露).
    pub face_up: bool,
    /// The card, only if the viewer may see it.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_card")]
    pub card: Option<Card>,
}

/// A card on the stack.
#[derive(Clone, Debug, Serialize)]
pub struct StackView {
    /// Who used it.
    #[serde(rename = "user_seat")]
    pub user: Seat,
    /// The card it is or counts as (none for a skill that is no card).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<Kind>,
    /// The skill used.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_skill")]
    pub skill: Option<Skill>,
    /// The card face (a 试探's only for its user and target).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "opt_card")]
    pub card: Option<Card>,
    /// The seat it targets.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_seat: Option<Seat>,
    /// The black intel it targets (烧毁).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_card: Option<CardId>,
    /// The stack position it targets (识破).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_entry: Option<u8>,
    /// Negated by a resolved 识破.
    pub negated: bool,
}

impl Game {
    /// The view for `viewer`.
    pub fn view_for(&self, viewer: Viewer) -> FsView {
        let moderator = viewer == Viewer::Moderator;
        let me_seat = viewer.seat().filter(|s| s.index() < self.players.len());
        let cards = |ids: &[CardId]| -> Vec<Card> { ids.iter().map(|&c| *self.card(c)).collect() };
        let over = self.outcome.is_some();
        let picking = self.turn.phase == Phase::Pick;
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = Seat(i as u8);
                let mine = me_seat == Some(seat);
                let out = p.status != Status::Alive && !self.dying.contains(seat);
                let known = moderator
                    || over
                    || (mine && !picking)
                    || (out && !p.identity_taken)
                    || p.identity_shown;
                let sees_character = moderator || over || mine || p.face_up || p.known || out;
                PlayerView {
                    seat,
                    status: p.status,
                    identity: known.then_some(p.identity),
                    identity_shown: p.identity_shown,
                    character: p.character.filter(|_| sees_character).map(|character| {
                        CharacterView {
                            character,
                            face_up: p.face_up,
                        }
                    }),
                    face_down: p.character.is_some() && !p.face_up,
                    hand_count: self.hand(seat).len(),
                    intel: cards(self.intel(seat)),
                    hand: moderator.then(|| cards(self.hand(seat))),
                }
            })
            .collect();
        let transit = self.turn.transit.as_ref().map(|t| {
            let may = moderator || t.face_up || me_seat.is_some_and(|s| t.seen.contains(s));
            TransitView {
                sender: t.sender,
                stamp: t.stamp,
                holder: t.holder,
                reversed: t.reversed,
                direct_to: t.direct_to,
                lured: t.lured.iter().collect(),
                seen: t
                    .seen
                    .iter()
                    .filter(|&s| s.index() < self.players.len())
                    .collect(),
                face_up: t.face_up,
                card: may.then(|| *self.card(t.card)),
            }
        });
        let mut stack = Vec::new();
        if let Some(w) = &self.turn.window {
            let entries = w
                .priority
                .stack()
                .iter()
                .map(|e| (e.seat, e.action, false))
                .chain(w.in_resolution.map(|(s, e)| (s, e, true)));
            for (user, e, resolving) in entries {
                let target_seat = match e.target {
                    Target::Seat(s) => Some(s),
                    _ => None,
                };
                let card = e.card().map(|c| self.card(c));
                let secret = card.is_some_and(|c| c.kind == Kind::Probe)
                    && matches!(e.used, crate::classic::frame::Used::Card(_));
                let visible = !secret
                    || moderator
                    || me_seat.is_some_and(|s| {
                        s == user
                            || Some(s) == target_seat
                            || (resolving && w.probe_seen.contains(s))
                    });
                stack.push(StackView {
                    user,
                    kind: self.entry_kind(&e),
                    skill: e.skill(),
                    card: card.filter(|_| visible).copied(),
                    target_seat,
                    target_card: match e.target {
                        Target::Card(tc) => Some(tc),
                        _ => None,
                    },
                    target_entry: match e.target {
                        Target::Entry(i) => Some(i),
                        _ => None,
                    },
                    negated: e.negated,
                });
            }
        }
        FsView {
            viewer,
            me: me_seat.map(|s| {
                let p = &self.players[s.index()];
                let jiangyou = p.identity == Faction::Jiangyou && !picking;
                Me {
                    seat: s,
                    identity: (!picking).then_some(p.identity),
                    hand: cards(self.hand(s)),
                    character: p.character.map(|character| CharacterView {
                        character,
                        face_up: p.face_up,
                    }),
                    offered: if picking && p.character.is_none() {
                        self.offered[s.index()]
                            .iter()
                            .map(|&character| CharacterView {
                                character,
                                face_up: true,
                            })
                            .collect()
                    } else {
                        Vec::new()
                    },
                    mission: p.character.filter(|_| jiangyou).map(Character::mission),
                    peeks: self
                        .peeks
                        .iter()
                        .filter(|k| k.viewer == s)
                        .copied()
                        .collect(),
                }
            }),
            players,
            active: self.turn.active,
            turn: self.turn.number,
            phase: self.turn.phase,
            window: self.turn.window.as_ref().map(|w| w.kind),
            priority: self
                .turn
                .window
                .as_ref()
                .filter(|w| !w.resolving)
                .map(|w| w.priority.holder()),
            transit,
            stack,
            deck: self.zones.count(Zone::Deck),
            discard: self.zones.count(Zone::Discard),
            removed: self.zones.count(Zone::Removed),
            locked: self.turn.locked.iter().collect(),
            probes: self
                .probes
                .iter()
                .filter(|p| moderator || me_seat == Some(p.user))
                .copied()
                .collect(),
            deaths: self.deaths.clone(),
            offers: me_seat.map(|s| self.offers_of(s)).unwrap_or_default(),
        }
    }

    /// What the options of `s`'s open prompt mean.
    fn offers_of(&self, s: Seat) -> Vec<Act> {
        self.asks
            .prompts()
            .iter()
            .find(|p| p.seat == s)
            .and_then(|p| self.asks.offers(p.id))
            .map(<[Act]>::to_vec)
            .unwrap_or_default()
    }
}

/// A card as hosts show it: its id and a bilingual name with colour, type, stamp and, for
/// a 试探, its variant (`红色【试探】·密电（猜军情处，抽二）`). Bots read the typed [`Card`].
#[derive(Serialize)]
struct CardJson {
    id: CardId,
    name: Text,
}

fn card_json(c: &Card) -> CardJson {
    let (l, m) = (c.label(), c.stamp.name());
    let (vz, ve) = match c.probe {
        Some(p) => {
            let g = p.guess.name();
            let (ez, ee) = match p.effect {
                crate::classic::card::ProbeEffect::Draw => ("抽二", "draw 2"),
                crate::classic::card::ProbeEffect::Discard => ("弃一", "discard 1"),
            };
            (
                format!("（猜{}，{}）", g.zh, ez),
                format!(" ({}? {})", g.en, ee),
            )
        }
        None => (String::new(), String::new()),
    };
    CardJson {
        id: c.id,
        name: text!("{}·{}{}", "{} · {}{}", l, m, (vz, ve)),
    }
}

fn opt_skill<S: Serializer>(s: &Option<Skill>, ser: S) -> Result<S::Ok, S::Error> {
    match s {
        Some(k) => k.name().serialize(ser),
        None => ser.serialize_none(),
    }
}

fn card_list<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(cards.len()))?;
    for c in cards {
        seq.serialize_element(&card_json(c))?;
    }
    seq.end()
}

fn opt_card_list<S: Serializer>(cards: &Option<Vec<Card>>, s: S) -> Result<S::Ok, S::Error> {
    match cards {
        Some(v) => card_list(v, s),
        None => s.serialize_none(),
    }
}

fn opt_card<S: Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
    match card {
        Some(c) => card_json(c).serialize(s),
        None => s.serialize_none(),
    }
}
