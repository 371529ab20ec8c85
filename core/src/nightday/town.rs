//! The town: what every night/day game keeps the same way — the seats and the roles dealt,
//! who is still in, the nights and days, the exits, the night ledger, the sheriff's badge,
//! the prompts, the log, the seeded generator and the outcome.

use serde::Serialize;

use crate::{
    event::{Audience, Log, Pace},
    outcome::{GameResult, Outcome, SeatOutcome},
    prompt::{Choice, Prompt, PromptBook, PromptId},
    rng::GameRng,
    seat::{Seat, SeatSet, Seating},
    text::Text,
    view::Viewer,
};

use super::{
    Keys, NightDay, OptOf,
    ledger::Ledger,
    offer::{Offered, split},
    role::{Deal, SecretRole, Side},
};

/// Why a seat left.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    /// Died in the night (announced at dawn).
    Night,
    /// Voted out.
    Vote,
    /// Taken out by another exit's hook (a hunter's shot).
    Hook,
    /// Left mid-speech by its own hand (a wolf's 自爆).
    Interrupt,
}

/// One seat leaving.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Exit {
    /// Who.
    pub seat: Seat,
    /// Why.
    pub cause: Cause,
    /// The night number when it happened (day N follows night N).
    pub night: u32,
    /// By day (after the dawn's announcement), or at night.
    pub by_day: bool,
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End<S> {
    /// This side won.
    Win(S),
    /// Nobody won.
    Draw,
}

/// The side type of a game.
pub type SideOf<G> = <<G as NightDay>::Role as SecretRole>::Side;

/// The sheriff's badge (警徽).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Badge {
    /// Who holds it.
    pub holder: Option<Seat>,
    /// An election is to be held at the next dawn.
    pub due: bool,
    /// Torn, or lost for the rest of the game (警徽流失).
    pub lost: bool,
    /// Elections stopped by a seat leaving mid-speech (a wolf's 自爆).
    pub interrupted: u8,
}

/// The shared state of a night/day game.
#[derive(Clone, Debug)]
pub struct Town<G: NightDay> {
    keys: &'static Keys,
    seating: Seating,
    pub(crate) deal: Deal<G::Role>,
    alive: SeatSet,
    pub(crate) rng: GameRng,
    pub(crate) book: PromptBook,
    /// What the options of each open prompt mean, in the prompt's order.
    offers: Vec<(PromptId, Vec<OptOf<G>>)>,
    pub(crate) log: Log,
    pub(crate) night: u32,
    /// The last day held or being held (day N follows night N; 0 before the first).
    pub(crate) day: u32,
    /// The day before the rise set `day`, back when the dawn skips the day.
    pub(crate) held: u32,
    exits: Vec<Exit>,
    pub(crate) last_deaths: Vec<Seat>,
    /// Tonight's deaths, resolved at dawn and announced by the dawn phase.
    pub(crate) pending: SeatSet,
    pub(crate) ledger: Ledger<G::Step>,
    pub(crate) badge: Badge,
    /// The day ends at the next phase boundary (a seat left mid-speech).
    pub(crate) day_ended: bool,
    /// Today's speaking order.
    pub(crate) order: Vec<Seat>,
    outcome: Option<Outcome>,
}

impl<G: NightDay> Town<G> {
    pub(crate) fn new(keys: &'static Keys, roles: Vec<G::Role>, rng: GameRng) -> Self {
        let n = roles.len();
        Town {
            keys,
            seating: Seating::new(n),
            deal: Deal::new(roles),
            alive: SeatSet::first(n),
            rng,
            book: PromptBook::new(),
            offers: Vec::new(),
            log: Log::new(),
            night: 0,
            day: 0,
            held: 0,
            exits: Vec::new(),
            last_deaths: Vec::new(),
            pending: SeatSet::EMPTY,
            ledger: Ledger::default(),
            badge: Badge::default(),
            day_ended: false,
            order: Vec::new(),
            outcome: None,
        }
    }

    /// The game's keys.
    pub fn keys(&self) -> &'static Keys {
        self.keys
    }

    /// The seating.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.seating.len()
    }

    /// The deal.
    pub fn deal(&self) -> &Deal<G::Role> {
        &self.deal
    }

    /// The role dealt to `s`.
    pub fn role(&self, s: Seat) -> G::Role {
        self.deal.role(s)
    }

    /// Every seat's role as dealt.
    pub fn roles(&self) -> &[G::Role] {
        self.deal.roles()
    }

    /// Whether `s` is still in the game.
    pub fn is_alive(&self, s: Seat) -> bool {
        self.alive.contains(s)
    }

    /// The seats still in the game.
    pub fn alive(&self) -> SeatSet {
        self.alive
    }

    /// The seats still in the game holding `role`.
    pub fn alive_with(&self, role: G::Role) -> SeatSet {
        self.alive
            .iter()
            .filter(|&s| self.role(s) == role)
            .collect()
    }

    /// The night number (from 1).
    pub fn night(&self) -> u32 {
        self.night
    }

    /// The day number of the last day held or being held (day N follows night N): a day
    /// a peaceful night skipped is not counted, so during night 2 after a skipped day 1
    /// it reads 0; 0 before the first day.
    pub fn day(&self) -> u32 {
        self.day
    }

    /// Whether `s` was still in the game during night `k` (it had not left before it).
    pub fn in_on_night(&self, s: Seat, k: u32) -> bool {
        !self.exits.iter().any(|e| e.seat == s && e.night < k)
    }

    /// Every exit so far, in order.
    pub fn exits(&self) -> &[Exit] {
        &self.exits
    }

    /// The deaths announced at the last dawn, in seat order.
    pub fn last_deaths(&self) -> &[Seat] {
        &self.last_deaths
    }

    /// The last night's ledger (kept until the next night falls).
    pub fn ledger(&self) -> &Ledger<G::Step> {
        &self.ledger
    }

    /// The badge.
    pub fn badge(&self) -> Badge {
        self.badge
    }

    /// The sheriff, if any and alive.
    pub fn sheriff(&self) -> Option<Seat> {
        self.badge.holder.filter(|&s| self.is_alive(s))
    }

    /// Today's speaking order (votes and runoffs follow it).
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// The generator, for a day decision of the game's (ties, a random start).
    pub fn rng(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    /// The whole log.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The open prompts.
    pub fn prompts(&self) -> &[Prompt] {
        self.book.list()
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Opens a prompt of the options `offered`: `build` makes it from the options as
    /// hosts see them; an answer comes back as the option chosen, typed.
    pub fn offer(
        &mut self,
        offered: Vec<Offered<G::Offer>>,
        build: impl FnOnce(Vec<Choice>) -> Prompt,
    ) -> PromptId {
        let (choices, opts) = split(offered);
        let p = build(choices);
        debug_assert_eq!(p.options.len(), opts.len(), "a prompt keeps its options");
        let id = self.book.open(p);
        self.offers.push((id, opts));
        id
    }

    /// What the options of `seat`'s open prompt mean, in the prompt's order (what bots
    /// read; empty when it has none).
    pub fn offers_to(&self, seat: Seat) -> &[OptOf<G>] {
        self.book
            .list()
            .iter()
            .find(|p| p.seat == seat)
            .and_then(|p| self.offers.iter().find(|(id, _)| *id == p.id))
            .map_or(&[], |(_, o)| o.as_slice())
    }

    /// What the options of `viewer`'s open prompt mean, for a view's `offers` (a seat's
    /// own; empty for the public and the moderator, who are asked nothing).
    pub fn offers_for(&self, viewer: Viewer) -> Vec<OptOf<G>> {
        viewer
            .seat()
            .map_or_else(Vec::new, |s| self.offers_to(s).to_vec())
    }

    /// Closes prompt `id` (already checked) and gives the option at `index`, typed.
    pub(crate) fn close(&mut self, id: PromptId, index: usize) -> Option<OptOf<G>> {
        self.book.close(id)?;
        let at = self.offers.iter().position(|(i, _)| *i == id)?;
        let (_, opts) = self.offers.remove(at);
        opts.get(index).copied()
    }

    /// A line everyone sees.
    pub fn announce(&mut self, key: &'static str, text: Text) {
        self.log.push(Audience::All, key, text);
    }

    /// A line for these seats only.
    pub fn tell(&mut self, to: SeatSet, key: &'static str, text: Text) {
        self.log.push(Audience::Seats(to), key, text);
    }

    /// A line for the moderator only.
    pub fn note(&mut self, key: &'static str, text: Text) {
        self.log.push(Audience::Moderator, key, text);
    }

    /// A line of the 法官's script, read aloud, with its pause.
    pub fn narrate(&mut self, text: Text, pace: Pace) {
        self.log.narrate(text, pace);
    }

    /// Takes a seat out of the game.
    pub(crate) fn take_out(&mut self, exit: Exit) {
        self.alive.remove(exit.seat);
        self.exits.push(exit);
    }

    /// Ends the game: every seat's side, role, result and score; the summary and every
    /// role are told to everyone.
    pub(crate) fn finish(&mut self, end: End<SideOf<G>>, game: &G) {
        self.book.clear();
        self.offers.clear();
        let seats = self
            .seating
            .all()
            .map(|s| {
                let role = self.role(s);
                SeatOutcome {
                    seat: s,
                    side: role.side().key().into(),
                    role: role.label(),
                    won: end == End::Win(role.side()),
                    score: game.score(role, end),
                }
            })
            .collect();
        let (result, summary) = match end {
            End::Win(side) => {
                let l = side.label();
                (
                    GameResult::Win {
                        side: side.key().into(),
                        label: l.clone(),
                    },
                    Text::owned(format!("{}获胜", l.zh), format!("{} win", l.en)),
                )
            }
            End::Draw => (GameResult::Draw, Text::new("平局", "Draw")),
        };
        self.log
            .push(Audience::All, self.keys.over, summary.clone());
        let (zh, en): (Vec<String>, Vec<String>) = self
            .seating
            .all()
            .map(|s| {
                let l = self.role(s).label();
                (
                    format!("{}号{}", s.number(), l.zh),
                    format!("{} {}", s.number(), l.en),
                )
            })
            .unzip();
        self.log.push(
            Audience::All,
            self.keys.reveal,
            Text::owned(zh.join("，"), en.join(", ")),
        );
        self.outcome = Some(Outcome {
            result,
            seats,
            summary,
        });
    }

    /// Checks the kit's invariants.
    pub(crate) fn check(&self) -> Result<(), String> {
        let n = self.seats();
        if self.roles().len() != n {
            return Err("roles and seats differ in number".into());
        }
        let counted: usize = G::Role::all()
            .iter()
            .map(|&r| self.roles().iter().filter(|&&x| x == r).count())
            .sum();
        if counted != n {
            return Err(format!("{counted} role cards accounted for, {n} dealt"));
        }
        let dead = n - self.alive.len();
        if dead != self.exits.len() {
            return Err(format!(
                "{dead} seats out but {} exits recorded",
                self.exits.len()
            ));
        }
        if self.outcome.is_none() && self.book.list().is_empty() {
            return Err("no prompt open and no outcome".into());
        }
        if self.outcome.is_some() && !self.book.list().is_empty() {
            return Err("prompts open after the end".into());
        }
        Ok(())
    }
}
