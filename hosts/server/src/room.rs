//! One tokio task per room owns its [`Match`] (no locks around game state): seats, host
//! controls, bots, deadlines, storage of every accepted answer before its acknowledgement.
//! This module holds the room's state and its task loop; `seats` binds connections to
//! seats, `host` has the host controls and bots, `play` answers, deadlines and scoring,
//! `idle` ends rooms nobody is connected to, `flush` sends each viewer what changed,
//! `think` hands strong bots' decisions to the search pool.

use std::{collections::HashMap, sync::Arc};

use serde_json::json;
use tianhei_core::{AnswerError, Bot, Match, PromptId, RuleFile};
use tokio::{sync::mpsc, time::Instant};

use crate::{
    command::{Attach, Reply, RoomCmd},
    commit::RoomDb,
    config::Config,
    hub::Hub,
    limits::AddrKey,
    protocol::{ClientMsg, ProtoError},
    push::Sub,
    store::{RoomRow, ScoreRow, SeatRow, StoreError, StoredRoom, Write},
};

mod flush;
mod host;
mod idle;
pub(crate) mod pacing;
mod play;
mod seats;
mod think;

/// Where a room is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Seats are filling.
    Lobby,
    /// A game is running.
    Playing,
    /// The last game is over; another may start.
    Finished,
    /// Closed by the host.
    Ended,
}

impl Status {
    /// Its name in the protocol.
    pub fn name(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Ended => "ended",
        }
    }
}

/// The game being played and the room's machinery around it.
pub struct Game {
    /// The match.
    pub m: Match,
    /// Bots of bot seats.
    pub bots: Vec<Option<Box<dyn Bot>>>,
    /// When each open human prompt times out.
    pub deadlines: HashMap<PromptId, Instant>,
    /// When each open bot prompt is answered.
    pub bot_due: HashMap<PromptId, Instant>,
    /// The outcome has been stored and scored.
    pub scored: bool,
    /// Search bots of bot seats (strong bots; `bots` holds their heuristic fallback).
    pub searchers: Vec<Option<think::Searcher>>,
    /// The narration clock: what viewers may receive, and when prompts show.
    pub pacing: pacing::Pacing,
    /// What the table shows: each state from its narration line on.
    pub table: pacing::TableShows,
}

/// A seat of the room.
pub struct SeatSlot {
    /// Who holds it, as stored.
    pub row: SeatRow,
    /// The connection showing it, if any.
    pub sub: Option<Sub>,
    /// Revision of this seat's pushes.
    pub rev: u64,
    /// Hash of the last content pushed.
    pub hash: u64,
    /// What that content was made of (see [`flush::Pushed`]).
    pub pushed: Option<Box<flush::Pushed>>,
    /// The address that joined it, while this process has it (seats per address are
    /// capped; a restored seat counts for nobody).
    pub addr: Option<AddrKey>,
}

/// A room: its task's whole state.
pub struct Room {
    /// Stored description.
    pub row: RoomRow,
    /// The rule set.
    pub rules: Arc<RuleFile>,
    /// Seats.
    pub seats: Vec<SeatSlot>,
    /// Spectators and host screens.
    pub public: Vec<Sub>,
    /// Revision of public pushes.
    pub public_rev: u64,
    /// Hash of the last public content.
    pub public_hash: u64,
    /// How much of the game's released log the public content was last taken at: public
    /// lines past it are a change (a viewer's own position is not: a new watcher or a
    /// `sync` changes nothing for the others).
    pub public_log_pos: usize,
    /// Life stage.
    pub status: Status,
    /// Games started (the current game's number).
    pub game_no: u32,
    /// The current or last game.
    pub game: Option<Game>,
    /// Running score table.
    pub scores: Vec<ScoreRow>,
    /// Retry pushes to lagging connections at this time.
    pub retry_at: Option<Instant>,
    /// Since when nobody is connected (see the `idle` module).
    pub idle_since: Option<Instant>,
    /// The address of the host screen's last connection: the party's own router, whose
    /// phones may fill every seat.
    pub host_addr: Option<AddrKey>,
    pub(crate) config: Arc<Config>,
    pub(crate) db: RoomDb,
    /// Whether the game draws worlds, so its bots can search (strong bots may be chosen).
    pub searchable: bool,
    /// The search pool, and where its thoughts come back (the receiver is the task's).
    thinkers: Arc<crate::think::Thinkers>,
    thoughts: (
        mpsc::UnboundedSender<crate::think::Thought>,
        Option<mpsc::UnboundedReceiver<crate::think::Thought>>,
    ),
}

/// The revision a viewer's first push of this server start counts from.
fn rev_base(epoch: u64) -> u64 {
    // Below 2^53 (exact in JavaScript) for two million restarts.
    (epoch & ((1 << 21) - 1)) << 32
}

fn store_err(e: StoreError) -> ProtoError {
    eprintln!("tianhei-server: {e}");
    ProtoError::new(
        "storage",
        format!("服务器没能保存，请再试一次 / the server could not save this; try again ({e})"),
    )
}

fn answer_error(e: AnswerError) -> ProtoError {
    let code = serde_json::to_value(&e)
        .ok()
        .and_then(|v| v.get("code").and_then(|c| c.as_str().map(str::to_string)))
        .unwrap_or_else(|| "refused".into());
    // For people: Chinese first, no prompt id or option index counted from 0.
    let message = match &e {
        AnswerError::Refused { reason } => format!("{} / {}", reason.zh, reason.en),
        AnswerError::StalePrompt { .. } => {
            "这一步已经回答过或已结束 / this step was answered already or is over".into()
        }
        AnswerError::NotYourPrompt { seat, .. } => format!(
            "这一步由{n}号回答 / seat {n} answers this",
            n = seat.number()
        ),
        AnswerError::WrongCount { min, max, .. } if min == max => {
            format!("请选{min}项 / pick {min}")
        }
        AnswerError::WrongCount { min, max, .. } => {
            format!("请选{min}到{max}项 / pick {min} to {max}")
        }
        AnswerError::NoSuchOption { .. } => "没有这个选项 / no such option".into(),
        AnswerError::Repeated { .. } => "同一项选了两次 / an option was picked twice".into(),
        AnswerError::GameOver => "游戏已结束 / the game is over".into(),
    };
    ProtoError::new(&code, message)
}

/// Most commands a room handles between two flushes.
const COALESCE: usize = 32;

impl Room {
    /// A new empty room of `hub`.
    pub fn new(row: RoomRow, rules: Arc<RuleFile>, hub: &Hub) -> Room {
        let base = rev_base(hub.epoch);
        let seats = (0..row.seats)
            .map(|_| SeatSlot {
                row: SeatRow::Empty,
                sub: None,
                rev: base,
                hash: 0,
                pushed: None,
                addr: None,
            })
            .collect();
        let (ttx, trx) = mpsc::unbounded_channel();
        let searchable = (rules.rules.start(row.seats, 0).ok()).is_some_and(|t| t.fork().is_some());
        Room {
            searchable,
            row,
            rules,
            seats,
            public: Vec::new(),
            public_rev: base,
            public_hash: 0,
            public_log_pos: 0,
            status: Status::Lobby,
            game_no: 0,
            game: None,
            scores: Vec::new(),
            retry_at: None,
            idle_since: None,
            host_addr: None,
            config: hub.config.clone(),
            db: RoomDb::new(hub.db.clone(), None),
            thinkers: hub.thinkers.clone(),
            thoughts: (ttx, Some(trx)),
        }
    }

    /// Writes through the group committer; a failure is the `storage` error.
    pub(crate) fn write(
        &self,
        w: Write,
    ) -> impl std::future::Future<Output = Result<(), ProtoError>> + Send + 'static {
        let db = self.db.clone();
        async move { db.write(w).await.map_err(store_err) }
    }

    /// A room of `hub` loaded from storage, its current game replayed to where it was.
    pub fn restore(s: StoredRoom, hub: &Hub) -> Result<Room, String> {
        let rules = Arc::new(RuleFile::parse(&s.room.rules_src).map_err(|e| e.to_string())?);
        let mut room = Room::new(s.room, rules, hub);
        for (slot, row) in room.seats.iter_mut().zip(s.seats) {
            slot.row = row;
        }
        room.scores = s.scores;
        room.game_no = s.games;
        if let Some(rec) = s.current {
            let mut m = Match::from_record_start(&rec).map_err(|e| e.to_string())?;
            for (i, a) in rec.answers.iter().enumerate() {
                m.answer(a.seat, a.prompt, &a.choice)
                    .map_err(|e| format!("answer {i} is refused on replay: {e}"))?;
            }
            let over = m.outcome().is_some();
            let pacing = pacing::Pacing::new(
                room.config.pace_scale,
                m.table().log().len(),
                Instant::now(),
            );
            room.game = Some(Game {
                pacing,
                table: Default::default(),
                bots: Vec::new(),
                m,
                deadlines: HashMap::new(),
                bot_due: HashMap::new(),
                scored: rec.outcome.is_some(),
                searchers: Vec::new(),
            });
            room.make_bots();
            room.status = if over {
                Status::Finished
            } else {
                Status::Playing
            };
        }
        Ok(room)
    }

    /// The room's task: handles commands, timers and pushes until the room ends or the
    /// server shuts down (then it first handles the commands already queued, so their
    /// writes complete and their replies go out; the room is restored at the next start).
    pub async fn run(mut self, mut rx: mpsc::Receiver<RoomCmd>, hub: Arc<Hub>) {
        let mut stop = hub.shutdown_signal();
        let Some(mut thoughts) = self.thoughts.1.take() else {
            return;
        };
        self.settle().await;
        self.note_presence();
        loop {
            let wake = self.next_wake();
            tokio::select! {
                biased;
                _ = crate::hub::stopped(&mut stop) => {
                    while let Ok(cmd) = rx.try_recv() {
                        self.handle(cmd, &hub).await;
                    }
                    self.flush();
                    return;
                }
                cmd = rx.recv() => match cmd {
                    Some(cmd) => {
                        self.handle(cmd, &hub).await;
                        // Commands that queued meanwhile are handled before the one
                        // flush below: under load a room pushes each viewer one state
                        // for a burst of answers instead of one per answer.
                        for _ in 1..COALESCE {
                            let Ok(cmd) = rx.try_recv() else { break };
                            self.handle(cmd, &hub).await;
                            if self.status == Status::Ended {
                                break;
                            }
                        }
                    }
                    None => break,
                },
                Some(t) = thoughts.recv() => self.take_thought(t),
                _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.on_timer().await;
                    self.expire_if_idle().await;
                }
            }
            self.note_presence();
            self.flush();
            if self.status == Status::Ended {
                break;
            }
            if self.db.lost() {
                eprintln!(
                    "tianhei-server: room {} is run by another process now; stopping it here",
                    self.row.code
                );
                break;
            }
        }
        hub.remove(&self.row.code);
    }

    /// Runs the room's writes under the lease `fence` (a shared store).
    /// The room with its viewers' revisions counted from `epoch` (a fresh one from the
    /// store when a process takes the room over, so no viewer's revision goes back to the
    /// smaller epoch its new process started with). Before anything is pushed.
    pub fn with_epoch(mut self, epoch: u64) -> Room {
        let base = rev_base(epoch);
        for s in &mut self.seats {
            s.rev = base;
        }
        self.public_rev = base;
        self
    }

    pub fn with_fence(mut self, fence: Option<u64>) -> Room {
        self.db = RoomDb::new(self.db.committer(), fence);
        self
    }

    fn next_wake(&self) -> Option<Instant> {
        let g = self.game.as_ref();
        let times = g
            .into_iter()
            .flat_map(|g| g.deadlines.values().chain(g.bot_due.values()))
            .copied();
        let paced = g.and_then(|g| g.pacing.next_wake(Instant::now()));
        times
            .chain(paced)
            .chain(self.retry_at)
            .chain(self.idle_deadline())
            .min()
    }

    async fn handle(&mut self, cmd: RoomCmd, hub: &Hub) {
        match cmd {
            RoomCmd::Attach {
                conn,
                addr,
                who,
                out,
                reply,
            } => {
                let r = self.attach(conn, addr, who, out).await;
                let _ = reply.send(r);
            }
            RoomCmd::Detach { conn, leave } => {
                if leave {
                    let _ = self.leave_seat(conn, None).await;
                }
                self.detach(conn);
            }
            RoomCmd::Msg { conn, msg, reply } => {
                let r = self.message(conn, msg).await;
                if self.status == Status::Ended {
                    // Out of the registry before the reply, so the host's next `create`
                    // no longer counts this room.
                    hub.remove(&self.row.code);
                }
                let ok = r.is_ok();
                let _ = reply.send(r);
                if ok {
                    self.settle().await;
                }
            }
        }
    }

    pub(super) async fn message(&mut self, conn: u64, msg: ClientMsg) -> Reply {
        match msg {
            ClientMsg::Sync => {
                for s in self
                    .seats
                    .iter_mut()
                    .filter_map(|s| s.sub.as_mut())
                    .chain(self.public.iter_mut())
                {
                    if s.conn == conn {
                        s.reset();
                    }
                }
                Ok(("synced", json!({})))
            }
            ClientMsg::Answer { prompt, choice } => self.answer(conn, prompt, choice).await,
            ClientMsg::FillBots
            | ClientMsg::Remove { .. }
            | ClientMsg::Bots { .. }
            | ClientMsg::Start
            | ClientMsg::NewGame
            | ClientMsg::End => {
                if !self.is_host(conn) {
                    return Err(ProtoError::new(
                        "not_host",
                        "只有房主可以操作 / only the room's host may do this",
                    ));
                }
                self.host_action(msg).await
            }
            other => Err(ProtoError::new(
                "wrong_state",
                format!("房间内不能发这条消息 / {other:?} is not sent inside a room"),
            )),
        }
    }
}
