//! What each viewer of 谍战篇 may see (the only way state leaves the game; `scene` draws
//! it): every seat's intel by colour, the pending intel face-down unless it is
//! face-up (its face for those who have seen it), who is dying, the viewer's own
//! identity and task and hand. Identities stay hidden at death; all are shown at the end.

use serde::Serialize;
use tianhei_core::{Seat, Viewer};

use super::{
    deck::{Arrow, Card},
    identity::Identity,
    opt::Opt,
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
