//! What each viewer of 谍战篇 may see (the only way state leaves the game), and the scene
//! drawn from it: every seat's intel by colour, the pending intel face-down unless it is
//! face-up (its face for those who have seen it), who is dying, the viewer's own
//! identity and task and hand. Identities stay hidden at death; all are shown at the end.

use serde::Serialize;
use tianhei_core::{
    Scene, Seat, Text, Viewer,
    scene::{
        Badge, CardFace, Fact, Panel, Pending as ScenePending, SeatNo, Tone, Zone as SceneZone,
    },
};

use super::{
    deck::{Arrow, Card, Side},
    identity::Identity,
    opt::{Opt, card_face, intel_face},
    roster::{CharacterCard, roster},
    state::{Game, Phase, Zone},
};

/// What a viewer sees.
#[derive(Clone, Debug, Serialize)]
pub struct DzView {
    /// Who looks.
    pub viewer: Viewer,
    /// Whose turn, its number and phase.
    pub turn: Seat,
    /// Turns started.
    pub number: u32,
    /// The phase.
    pub phase: Phase,
    /// Every seat.
    pub players: Vec<PlayerView>,
    /// The viewer's own seat.
    pub me: Option<Me>,
    /// The intel being passed or fought over.
    pub pending: Option<PendingView>,
    /// Cards in the deck and in the discard pile.
    pub deck: usize,
    /// Cards discarded.
    pub discard: usize,
    /// The game is over.
    pub over: bool,
    /// What each option of the viewer's open prompt means (for bots; hosts read keys).
    #[serde(skip)]
    pub offers: Vec<Opt>,
}

/// One seat as the viewer may see it.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Dead.
    pub dead: bool,
    /// Out (could not send).
    pub out: bool,
    /// In 濒死.
    pub dying: bool,
    /// Cards in hand.
    pub hand: usize,
    /// Its intel area, face-up.
    pub intel: Vec<Card>,
    /// Its identity, when the viewer may know it (his own; everyone's at the end or for
    /// the moderator).
    pub identity: Option<Identity>,
    /// Cannot use cards this turn (调虎离山).
    pub no_cards: bool,
    /// Its character, as the viewer may see it.
    pub character: Option<CharacterView>,
}

/// A character as the viewer may see it: face-down, only that it is there (its owner
/// knows which); face-up, its name, gender and skills.
#[derive(Clone, Debug, Serialize)]
pub struct CharacterView {
    /// Face-up.
    pub face_up: bool,
    /// The card, when the viewer may see it.
    pub card: Option<&'static CharacterCard>,
    /// Its gender, only while face-up (true: female).
    pub female: Option<bool>,
}

/// The viewer's own seat.
#[derive(Clone, Debug, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// His identity (for a 神秘人, his task).
    pub identity: Identity,
    /// His hand.
    pub hand: Vec<Card>,
}

/// The pending intel.
#[derive(Clone, Debug, Serialize)]
pub struct PendingView {
    /// Its sender.
    pub sender: Seat,
    /// Whom it lies in front of.
    pub holder: Seat,
    /// The player locked.
    pub lock: Option<Seat>,
    /// How it travels (announced when it was sent).
    pub arrow: Arrow,
    /// Face-up.
    pub face_up: bool,
    /// Its face, when the viewer may see it.
    pub card: Option<Card>,
}

impl Game {
    pub(crate) fn view_of(&self, viewer: Viewer) -> DzView {
        let all = viewer == Viewer::Moderator || self.over();
        let players = self
            .seating
            .all()
            .map(|s| PlayerView {
                seat: s,
                dead: self.dead.contains(s),
                out: self.out.contains(s),
                dying: self.dying.contains(s),
                hand: self.hand(s).len(),
                intel: self.intel(s).iter().map(|&c| self.card(c)).collect(),
                identity: (all || viewer == Viewer::Seat(s)).then(|| self.identity[s.index()]),
                no_cards: self.turn.no_cards.contains(s),
                character: self.chars[s.index()].map(|c| CharacterView {
                    face_up: c.face_up,
                    card: (c.face_up || all || viewer == Viewer::Seat(s))
                        .then(|| &roster()[c.id as usize]),
                    female: self.gender(s),
                }),
            })
            .collect();
        let pending = self.pending.as_ref().map(|p| {
            let sees = p.face_up
                || viewer == Viewer::Moderator
                || viewer.seat().is_some_and(|s| p.seen.contains(s));
            PendingView {
                sender: p.sender,
                holder: p.holder,
                lock: p.lock,
                arrow: p.arrow,
                face_up: p.face_up,
                card: sees.then(|| self.card(p.card)),
            }
        });
        let me = viewer.seat().map(|s| Me {
            seat: s,
            identity: self.identity[s.index()],
            hand: self.hand(s).iter().map(|&c| self.card(c)).collect(),
        });
        DzView {
            viewer,
            turn: self.turn.active,
            number: self.turn.number,
            phase: self.turn.phase,
            players,
            me,
            pending,
            deck: self.zones.count(Zone::Deck),
            discard: self.zones.count(Zone::Discard),
            over: self.over(),
            offers: viewer.seat().map(|s| self.offers_of(s)).unwrap_or_default(),
        }
    }

    fn offers_of(&self, s: Seat) -> Vec<Opt> {
        self.asks
            .prompts()
            .iter()
            .find(|p| p.seat == s)
            .and_then(|p| self.asks.offers(p.id))
            .map(<[Opt]>::to_vec)
            .unwrap_or_default()
    }
}

fn side_tone(i: Identity) -> Tone {
    match i.side() {
        Side::Qianfu => Tone::Red,
        Side::Tegong => Tone::Blue,
        Side::Mystery => Tone::Green,
    }
}

/// The scene drawn from a view.
pub(crate) fn scene_of(v: &DzView) -> Scene {
    let phase = if v.over {
        Text::new("游戏结束", "Game over")
    } else {
        v.phase.name()
    };
    let mut sc = Scene::new(v.players.len(), phase);
    sc.banner.turn = Some(SeatNo(v.turn));
    sc.banner.over = v.over;
    for p in &v.players {
        let card = sc.seat_mut(p.seat);
        card.turn = v.turn == p.seat;
        if p.dead {
            card.out = Some(Text::new("死亡", "Dead"));
        } else if p.out {
            card.out = Some(Text::new("出局", "Out"));
        }
        card.badges.push(Badge::new(
            Text::owned(format!("手牌{}", p.hand), format!("{} in hand", p.hand)),
            Tone::Plain,
        ));
        if let Some(c) = &p.character {
            let text = match (c.face_up, c.card) {
                (true, Some(card)) => card.title(),
                (false, Some(card)) => Text::owned(
                    format!("{}（面朝下）", card.title().zh),
                    format!("{} (face-down)", card.title().en),
                ),
                _ => Text::new("角色面朝下", "Character face-down"),
            };
            card.badges.push(Badge::new(
                text,
                if c.face_up { Tone::Gold } else { Tone::Grey },
            ));
        }
        if p.dying {
            card.badges
                .push(Badge::new(Text::new("濒死", "Dying"), Tone::Red));
        }
        if p.no_cards {
            card.badges
                .push(Badge::new(Text::new("不能用牌", "No cards"), Tone::Grey));
        }
        if let Some(q) = &v.pending
            && q.lock == Some(p.seat)
        {
            card.badges
                .push(Badge::new(Text::new("🔒锁定", "🔒 Locked"), Tone::Gold));
        }
        card.cards = p.intel.iter().map(|&c| intel_face(c)).collect();
        if let Some(i) = p.identity {
            if v.over {
                // Every identity is turned up at the end.
                card.role = Some(Badge::new(i.name(), side_tone(i)));
            } else if v.me.as_ref().is_none_or(|m| m.seat != p.seat) {
                card.secret = Some(Badge::new(i.name(), side_tone(i)));
            }
        }
    }
    // Face-up characters' skills, for everyone to read (classic 风声 lists them the same way).
    for p in &v.players {
        if let Some(CharacterView {
            face_up: true,
            card: Some(c),
            ..
        }) = &p.character
        {
            sc.zones.push(skills_zone(p.seat, c));
        }
    }
    // A dying player is the moment: the table waits for 【澄清】.
    let dying: Vec<Seat> = v
        .players
        .iter()
        .filter(|p| p.dying)
        .map(|p| p.seat)
        .collect();
    for &d in &dying {
        sc.pending.push(ScenePending {
            user: None,
            item: CardFace::new(Text::new("濒死", "Dying"), Tone::Red)
                .with_note(Text::new("等待【澄清】", "waiting for Clarify")),
            targets: vec![SeatNo(d)],
            target: None,
            state: None,
        });
    }
    if let Some(&d) = dying.first() {
        sc.banner.line = Some(Text::owned(
            format!("{}号濒死，等待【澄清】", d.number()),
            format!("Seat {} is dying: waiting for Clarify", d.number()),
        ));
    }
    if let Some(me) = &v.me {
        let i = me.identity;
        if !v.over {
            sc.seat_mut(me.seat).secret = Some(Badge::new(i.name(), side_tone(i)));
        }
        let text = match i.task() {
            Some(t) => t.text(),
            None => match i.side().colour() {
                Some(c) => Text::owned(
                    format!("任一本方玩家集齐三张{}色情报，本方获胜。", c.name().zh),
                    format!(
                        "Any player of your faction with three {} intel wins for it.",
                        c.name().en
                    ),
                ),
                None => Text::new("", ""),
            },
        };
        sc.private = Some(Panel {
            undealt: false,
            title: i.name(),
            tone: side_tone(i),
            text: Some(text),
            facts: Vec::new(),
        });
        sc.zones.push(SceneZone {
            title: Text::new("你的手牌", "Your hand"),
            owner: Some(SeatNo(me.seat)),
            private: true,
            cards: me.hand.iter().map(|&c| card_face(c)).collect(),
            hidden: 0,
            reference: false,
        });
    }
    if let Some(q) = &v.pending {
        let item = match q.card {
            Some(c) if q.face_up => intel_face(c),
            Some(c) => {
                let mut f = intel_face(c);
                f.note = Some(Text::owned(
                    format!("面朝下（你看过）{}", f.note.as_ref().map_or("", |n| &n.zh)),
                    format!(
                        "face-down (you saw it) {}",
                        f.note.as_ref().map_or("", |n| &n.en)
                    ),
                ));
                f
            }
            None => CardFace::new(Text::new("情报（背面）", "intel, face-down"), Tone::Plain),
        };
        // Where it goes and whom it locks, as the sender announced.
        let (way_zh, way_en) = match q.arrow {
            Arrow::Right => ("→ 向右传递", "→ passed right"),
            Arrow::Left => ("← 向左传递", "← passed left"),
            Arrow::Up => ("↑ 直达", "↑ straight to"),
        };
        let (lock_zh, lock_en) = match q.lock {
            Some(l) => (
                format!(" · 🔒锁定{}号", l.number()),
                format!(" · 🔒 locks seat {}", l.number()),
            ),
            None => (String::new(), String::new()),
        };
        sc.pending.push(ScenePending {
            user: Some(SeatNo(q.sender)),
            item,
            targets: vec![SeatNo(q.holder)],
            target: Some(Text::owned(
                format!("{way_zh}{lock_zh}"),
                format!("{way_en}{lock_en}"),
            )),
            state: None,
        });
    }
    sc.facts.push(Fact::new(
        Text::new("牌堆", "Deck"),
        Text::owned(v.deck.to_string(), v.deck.to_string()),
    ));
    sc.facts.push(Fact::new(
        Text::new("弃牌堆", "Discard"),
        Text::owned(v.discard.to_string(), v.discard.to_string()),
    ));
    sc
}

/// A face-up character's skills, one face each with its text, as reference (a shared
/// screen shows the names; a player's own screen the texts).
fn skills_zone(seat: Seat, c: &CharacterCard) -> SceneZone {
    let written = super::chars::skills(c.id);
    let cards = if written.is_empty() {
        c.skills
            .iter()
            .map(|k| CardFace::new(Text::owned(k.clone(), k.clone()), Tone::Gold))
            .collect()
    } else {
        written
            .iter()
            .map(|k| {
                CardFace::new(Text::new(k.name.0, k.name.1), Tone::Gold)
                    .with_note(Text::new(k.text.0, k.text.1))
            })
            .collect()
    };
    let t = c.title();
    SceneZone {
        title: Text::owned(
            format!("{}号的角色：{}", seat.number(), t.zh),
            format!("Seat {}'s character: {}", seat.number(), t.en),
        ),
        owner: Some(SeatNo(seat)),
        private: false,
        cards,
        hidden: 0,
        reference: true,
    }
}
