//! Scenes: what one viewer sees, in a small typed vocabulary every host draws without
//! knowing the game.
//!
//! A game builds a [`Scene`] from the *view* of a viewer (never from its whole state), so a
//! scene can show no more than the view allows. Hosts draw it: the table screen (a TV), a
//! phone, the terminal. The vocabulary:
//!
//! - a [`Banner`]: the phase, the round, whose turn it is, one status line, night or day;
//! - the seat ring: one [`SeatCard`] per seat with its number, whether it is out, whether it
//!   holds the turn or speaks, its role where everyone knows it and apart from that the role
//!   only the viewer knows, [`Badge`]s (HP 3/4, intel by colour, hand count) and face-up
//!   cards in front of it;
//! - the viewer's private [`Panel`] (role card and its text, team, checks, mission), which
//!   hosts keep behind a deliberate reveal;
//! - [`Zone`]s of cards shown by their face ([`CardFace`]), a hand among them;
//! - the [`Pending`] items (a stack, a card being resolved) as "user → card → targets";
//! - a vote [`Tally`]; public [`Fact`]s.
//!
//! Seats are [`SeatNo`]: it serializes as `{"no": 3}`, the number players see, never as an
//! index, so no host can print a seat counted from 0. Every label is a bilingual [`Text`].
//!
//! ```
//! use tianhei_core::{Seat, Text, scene::{Badge, Scene, Tone}};
//! let mut s = Scene::new(3, Text::new("第1夜", "Night 1"));
//! s.banner.night = true;
//! s.seat_mut(Seat(2)).out = Some(Text::new("出局", "Out"));
//! s.seat_mut(Seat(0)).badges.push(Badge::new(Text::new("手牌3", "3 cards"), Tone::Plain));
//! let json = serde_json::to_value(&s).unwrap();
//! assert_eq!(json["seats"][2]["seat"]["no"], 3);
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer, ser::SerializeStruct};

use crate::{seat::Seat, text::Text};

/// A seat in a scene: serialized as `{"no": n}` with the 1-based number players see.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeatNo(pub Seat);

impl From<Seat> for SeatNo {
    fn from(s: Seat) -> Self {
        SeatNo(s)
    }
}

impl Serialize for SeatNo {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("SeatNo", 1)?;
        st.serialize_field("no", &self.0.number())?;
        st.end()
    }
}

impl<'de> Deserialize<'de> for SeatNo {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct No {
            no: usize,
        }
        let n = No::deserialize(d)?.no;
        if n == 0 || n > crate::seat::MAX_SEATS {
            return Err(serde::de::Error::custom(format!(
                "seat number {n} is not 1–64"
            )));
        }
        Ok(SeatNo(Seat((n - 1) as u8)))
    }
}

/// Seats as scene seats.
pub fn seat_nos(seats: impl IntoIterator<Item = Seat>) -> Vec<SeatNo> {
    seats.into_iter().map(SeatNo).collect()
}

/// A colour hosts draw a badge, a card or a role with.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    /// No colour.
    #[default]
    Plain,
    /// Red (风声 red intel, hearts and diamonds, the killers' side).
    Red,
    /// Blue (风声 blue intel, the police's side).
    Blue,
    /// Black (风声 black intel, spades and clubs).
    Black,
    /// Gold: something that stands out (a careerist, a winner).
    Gold,
    /// Green: good news (healed, a "good" check).
    Green,
    /// Grey: out of play, disabled.
    Grey,
}

/// A short label with a colour: `HP 3/4`, `红2`, `手牌5`, `横置`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Badge {
    /// What it says.
    pub text: Text,
    /// How it is drawn.
    pub tone: Tone,
}

impl Badge {
    /// A badge.
    pub fn new(text: Text, tone: Tone) -> Self {
        Badge { text, tone }
    }
}

/// The phase banner: the biggest line on the table screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Banner {
    /// The phase (`天黑请闭眼`, `出牌阶段`, `投票`).
    pub phase: Text,
    /// The round (`第2夜`, `第3回合`), if the game counts them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<Text>,
    /// Whose turn it is, where turns are public.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<SeatNo>,
    /// One short status line (`情报在4号面前`, `平票，再投一次`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Text>,
    /// Night: hosts darken the screen.
    #[serde(default)]
    pub night: bool,
    /// The game is over.
    #[serde(default)]
    pub over: bool,
}

/// One seat of the ring as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCard {
    /// The seat; hosts add the name they gave it.
    pub seat: SeatNo,
    /// Why the seat is out of the game (`出局`, `死亡`, `失败`); `None` while it plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out: Option<Text>,
    /// The seat holds the turn.
    #[serde(default)]
    pub turn: bool,
    /// The seat speaks now.
    #[serde(default)]
    pub speaking: bool,
    /// The seat's role or identity as everyone knows it (revealed at death, at the end).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<Badge>,
    /// A role only this viewer knows (its own, its team's; every role, for the moderator).
    /// Hosts keep it with the private panel, never on a screen others may see.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<Badge>,
    /// Game badges: HP, intel counts, hand count, states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub badges: Vec<Badge>,
    /// Face-up cards in front of the seat (intel, equipment).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardFace>,
}

impl SeatCard {
    /// A seat that plays, with nothing known about it.
    pub fn new(seat: Seat) -> Self {
        SeatCard {
            seat: SeatNo(seat),
            out: None,
            turn: false,
            speaking: false,
            role: None,
            secret: None,
            badges: Vec::new(),
            cards: Vec::new(),
        }
    }
}

/// A card as players see its face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFace {
    /// Its name (`截获`, `杀`, `茶`).
    pub name: Text,
    /// Its colour.
    #[serde(default)]
    pub tone: Tone,
    /// The corner mark: suit and number (`♥7`), where the game has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<Text>,
    /// A second line: a stamp (`密电`), a variant, a state (`横置`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Text>,
}

impl CardFace {
    /// A card face with a name and a colour.
    pub fn new(name: Text, tone: Tone) -> Self {
        CardFace {
            name,
            tone,
            corner: None,
            note: None,
        }
    }

    /// Sets the second line.
    pub fn with_note(mut self, note: Text) -> Self {
        self.note = Some(note);
        self
    }

    /// Sets the corner mark.
    pub fn with_corner(mut self, corner: Text) -> Self {
        self.corner = Some(corner);
        self
    }
}

/// A zone of cards: a hand, the intel in transit, a pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zone {
    /// Its name (`你的手牌`, `传递中的情报`).
    pub title: Text,
    /// Whose zone it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<SeatNo>,
    /// Only this viewer may see it: hosts keep it with the private panel.
    #[serde(default)]
    pub private: bool,
    /// The cards the viewer sees.
    #[serde(default)]
    pub cards: Vec<CardFace>,
    /// Face-down cards in the zone the viewer cannot see.
    #[serde(default)]
    pub hidden: u32,
    /// Reference, not play: the texts of a face-up character's skills rather than cards on
    /// the table. A shared screen may show only the names; a player's own screen the texts.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reference: bool,
}

/// Something being resolved: "user → card → targets".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who used it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<SeatNo>,
    /// The card or power.
    pub item: CardFace,
    /// The seats it targets.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<SeatNo>,
    /// A target that is not a seat (`4号面前的黑色情报`, `1号的【截获】`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Text>,
    /// Its state, if not plain (`已被识破`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<Text>,
}

/// One vote cast.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cast {
    /// Who voted.
    pub voter: SeatNo,
    /// For whom; `None` abstained.
    pub pick: Option<SeatNo>,
}

/// Votes a candidate has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Count {
    /// The candidate.
    pub seat: SeatNo,
    /// Votes (1.5 for a sheriff's).
    pub votes: f64,
}

/// A vote as it is being cast.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    /// What is voted on (`放逐投票`, `平票再投`).
    pub title: Text,
    /// Who may be voted for.
    pub candidates: Vec<SeatNo>,
    /// Votes cast so far, in order.
    pub casts: Vec<Cast>,
    /// Votes per candidate, most first (candidates with none left out).
    pub counts: Vec<Count>,
    /// Who votes now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voter: Option<SeatNo>,
}

impl Tally {
    /// A tally of one-vote casts, counted.
    pub fn counted(title: Text, candidates: Vec<SeatNo>, casts: Vec<Cast>) -> Self {
        let mut counts: Vec<Count> = Vec::new();
        for c in &casts {
            if let Some(p) = c.pick {
                match counts.iter_mut().find(|k| k.seat == p) {
                    Some(k) => k.votes += 1.0,
                    None => counts.push(Count {
                        seat: p,
                        votes: 1.0,
                    }),
                }
            }
        }
        counts.sort_by(|a, b| b.votes.total_cmp(&a.votes).then(a.seat.cmp(&b.seat)));
        Tally {
            title,
            candidates,
            casts,
            counts,
            voter: None,
        }
    }
}

/// A labelled fact: `牌堆 42`, `队友 3号、7号`, `验人 5号 好人`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fact {
    /// What it is about.
    pub label: Text,
    /// Its value in words (may be empty when `seats` says it all).
    pub value: Text,
    /// Seats it names, for hosts to show with their names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatNo>,
}

impl Fact {
    /// A fact in words.
    pub fn new(label: Text, value: Text) -> Self {
        Fact {
            label,
            value,
            seats: Vec::new(),
        }
    }

    /// A fact naming seats.
    pub fn seats(label: Text, seats: Vec<SeatNo>) -> Self {
        Fact {
            label,
            value: Text::new("", ""),
            seats,
        }
    }

    /// What is known of one seat: `3号：好人` / `seat 3: good`.
    pub fn on_seat(label: Text, seat: crate::seat::Seat, value: Text) -> Self {
        let n = seat.number();
        Fact {
            label,
            value: Text::owned(
                format!("{n}号：{}", value.zh),
                format!("seat {n}: {}", value.en),
            ),
            seats: vec![SeatNo(seat)],
        }
    }

    /// A number.
    pub fn count(label: Text, n: usize) -> Self {
        let s = n.to_string();
        Fact::new(label, Text::owned(s.clone(), s))
    }
}

/// The viewer's private panel: a seat's role card, team, checks and mission, or the
/// moderator's notes. Hosts keep it behind a deliberate reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Panel {
    /// The role's name (`杀手`), or a heading.
    pub title: Text,
    /// Its colour.
    #[serde(default)]
    pub tone: Tone,
    /// What the role does or wants.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
    /// Facts only the viewer has: team, checks, mission, partners' picks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub facts: Vec<Fact>,
    /// The secret is not dealt yet (a seat still choosing the character its secret comes
    /// with): the title is a placeholder, and hosts hold the role reveal back until it is
    /// dealt.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undealt: bool,
}

/// What one viewer sees.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// The phase banner.
    pub banner: Banner,
    /// Every seat, in seat order.
    pub seats: Vec<SeatCard>,
    /// The viewer's private panel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub private: Option<Panel>,
    /// Zones of cards (hands, intel in transit).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub zones: Vec<Zone>,
    /// What is being resolved, bottom first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<Pending>,
    /// The vote in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tally: Option<Tally>,
    /// Public facts (deck size, day number).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub facts: Vec<Fact>,
}

impl Scene {
    /// A scene of `seats` plain seats under a banner showing `phase`.
    pub fn new(seats: usize, phase: Text) -> Self {
        Scene {
            banner: Banner {
                phase,
                round: None,
                turn: None,
                line: None,
                night: false,
                over: false,
            },
            seats: (0..seats).map(|i| SeatCard::new(Seat(i as u8))).collect(),
            private: None,
            zones: Vec::new(),
            pending: Vec::new(),
            tally: None,
            facts: Vec::new(),
        }
    }

    /// The card of seat `s`.
    ///
    /// # Panics
    /// If `s` is not a seat of the scene (a game bug).
    pub fn seat_mut(&mut self, s: Seat) -> &mut SeatCard {
        &mut self.seats[s.index()]
    }

    /// Every seat the scene names anywhere, for tests that check seat references.
    pub fn seat_refs(&self) -> Vec<SeatNo> {
        let mut v: Vec<SeatNo> = self.banner.turn.into_iter().collect();
        v.extend(self.seats.iter().map(|s| s.seat));
        for f in self
            .facts
            .iter()
            .chain(self.private.iter().flat_map(|p| &p.facts))
        {
            v.extend(&f.seats);
        }
        for z in &self.zones {
            v.extend(z.owner);
        }
        for p in &self.pending {
            v.extend(p.user);
            v.extend(&p.targets);
        }
        if let Some(t) = &self.tally {
            v.extend(&t.candidates);
            v.extend(t.voter);
            for c in &t.casts {
                v.push(c.voter);
                v.extend(c.pick);
            }
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_serialize_as_the_number_players_see_and_read_back() {
        let json = serde_json::to_string(&SeatNo(Seat(11))).unwrap();
        assert_eq!(json, r#"{"no":12}"#);
        let back: SeatNo = serde_json::from_str(&json).unwrap();
        assert_eq!(back, SeatNo(Seat(11)));
        assert!(serde_json::from_str::<SeatNo>(r#"{"no":0}"#).is_err());
    }

    #[test]
    fn a_tally_counts_votes_most_first_and_leaves_abstentions_out() {
        let c = |v: u8, p: Option<u8>| Cast {
            voter: SeatNo(Seat(v)),
            pick: p.map(|p| SeatNo(Seat(p))),
        };
        let t = Tally::counted(
            Text::new("投票", "Vote"),
            seat_nos([Seat(1), Seat(2)]),
            vec![c(0, Some(2)), c(1, Some(1)), c(3, Some(2)), c(4, None)],
        );
        assert_eq!(t.counts.len(), 2);
        assert_eq!(
            (t.counts[0].seat, t.counts[0].votes),
            (SeatNo(Seat(2)), 2.0)
        );
        assert_eq!(t.counts[1].votes, 1.0);
    }

    #[test]
    fn seat_refs_lists_every_seat_the_scene_names() {
        let mut s = Scene::new(4, Text::new("白天", "Day"));
        s.banner.turn = Some(SeatNo(Seat(3)));
        s.facts
            .push(Fact::seats(Text::new("队友", "Team"), seat_nos([Seat(1)])));
        let refs = s.seat_refs();
        assert!(refs.contains(&SeatNo(Seat(3))) && refs.contains(&SeatNo(Seat(1))));
        assert_eq!(refs.len(), 6);
    }
}
