//! What each viewer of Mini Message sees: its view (the only way state leaves the game)
//! and the scene drawn from it.

use serde::Serialize;
use tianhei_core::text;
use tianhei_core::{
    Scene, Seat, Text, Viewer,
    scene::{Badge, CardFace, Panel, Pending, SeatNo, Tone, Zone as SceneZone},
};

use super::{Card, Colour, Frame, Game, Zone};

/// What a viewer sees.
#[derive(Clone, Debug, Serialize)]
pub struct MmView {
    /// Who looks.
    pub viewer: Viewer,
    /// Whose turn.
    pub turn: Option<Seat>,
    /// Every seat.
    pub players: Vec<PlayerView>,
    /// The viewer's own team and hand.
    pub me: Option<Me>,
    /// The card on its way: who holds it; its face for the moderator only.
    pub transit: Option<(Seat, Option<Card>)>,
    /// Cards in the deck.
    pub deck: usize,
}

/// One seat.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Out of the game.
    pub out: bool,
    /// Cards in hand.
    pub hand: usize,
    /// Face-up cards in front of it.
    pub intel: Vec<Card>,
    /// Its team, when the viewer may know it (its own; everyone's at the end or for the
    /// moderator).
    pub team: Option<Colour>,
}

/// The viewer's own seat.
#[derive(Clone, Debug, Serialize)]
pub struct Me {
    /// The seat.
    pub seat: Seat,
    /// Its team.
    pub team: Colour,
    /// Its hand.
    pub hand: Vec<Card>,
}

impl Game {
    pub(super) fn view_of(&self, viewer: Viewer) -> MmView {
        let s = &self.state;
        let all = viewer == Viewer::Moderator || s.over();
        let players = s
            .seating
            .all()
            .map(|x| PlayerView {
                seat: x,
                out: s.out.contains(x),
                hand: s.zones.count(Zone::Hand(x)),
                intel: s
                    .zones
                    .cards(Zone::Intel(x))
                    .iter()
                    .map(|&c| s.cards[c as usize])
                    .collect(),
                team: (all || viewer == Viewer::Seat(x)).then(|| s.teams[x.index()]),
            })
            .collect();
        let holder = s.engine.frames().iter().rev().find_map(|f| match f {
            Frame::Passing(p) => Some(p.holder),
            _ => None,
        });
        let transit = s.zones.top(Zone::Transit).map(|c| {
            (
                holder.unwrap_or(Seat(0)),
                (viewer == Viewer::Moderator).then(|| s.cards[c as usize]),
            )
        });
        MmView {
            viewer,
            turn: s.turn,
            players,
            me: viewer.seat().map(|x| Me {
                seat: x,
                team: s.teams[x.index()],
                hand: s.hand(x),
            }),
            transit,
            deck: s.zones.count(Zone::Deck),
        }
    }
}

pub(super) fn scene_of(v: &MmView) -> Scene {
    let mut sc = Scene::new(v.players.len(), Text::new("传递情报", "Passing"));
    sc.banner.turn = v.turn.map(SeatNo);
    for p in &v.players {
        let card = sc.seat_mut(p.seat);
        card.turn = v.turn == Some(p.seat);
        if p.out {
            card.out = Some(Text::new("出局", "Out"));
        }
        card.badges.push(Badge::new(
            text!("手牌{}", "{} in hand", p.hand),
            Tone::Plain,
        ));
        card.cards = p.intel.iter().map(|c| c.face()).collect();
        if let Some(t) = p.team
            && v.me.as_ref().is_none_or(|m| m.seat != p.seat)
        {
            card.secret = Some(Badge::new(text!("{}方", "{} team", t.name()), t.tone()));
        }
    }
    if let Some(me) = &v.me {
        let t = me.team.name();
        sc.seat_mut(me.seat).secret = Some(Badge::new(text!("{}方", "{} team", t), me.team.tone()));
        sc.private = Some(Panel {
            undealt: false,
            title: text!("{}方", "{} team", t),
            tone: me.team.tone(),
            text: Some(Text::new(
                "你面前集齐三张本方颜色的情报即为本方获胜；三张黑色情报使你出局。",
                "Three cards of your team's colour in front of you win; three black put you out.",
            )),
            facts: Vec::new(),
        });
        sc.zones.push(SceneZone {
            title: Text::new("你的手牌", "Your hand"),
            owner: Some(SeatNo(me.seat)),
            private: true,
            cards: me.hand.iter().map(|c| c.face()).collect(),
            hidden: 0,
            reference: false,
        });
    }
    if let Some((holder, face)) = &v.transit {
        sc.pending.push(Pending {
            user: None,
            item: face.map_or_else(
                || CardFace::new(Text::new("情报（背面）", "a card, face down"), Tone::Plain),
                |c| c.face(),
            ),
            targets: vec![SeatNo(*holder)],
            target: None,
            state: None,
        });
    }
    sc
}
