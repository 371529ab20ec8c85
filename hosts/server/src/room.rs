//! One tokio task per room owns its [`Match`] (no locks around game state): seats, host
//! controls, bots, deadlines, storage of every accepted answer before its acknowledgement.

use std::{collections::HashMap, sync::Arc, time::Duration};

use serde_json::{Value, json};
use tianhei_core::{
    AnswerError, Bot, BotKind, GameRecord, Match, PromptId, RuleFile, Seat, Viewer,
};
use tokio::{
    sync::{mpsc, oneshot},
    time::Instant,
};

use crate::{
    config::{Config, validate_name},
    hub::Hub,
    identity::{new_seed, new_token, public_prompt_id, token_eq},
    protocol::{ClientMsg, ProtoError},
    push::{Out, Sub},
    store::{RoomRow, ScoreRow, SeatRow, Store, StoreError, StoredRoom},
};

/// A reply to a command: the reply `type` and its fields, or an error.
pub type Reply = Result<(&'static str, Value), ProtoError>;

/// Who a connection wants to be in a room.
#[derive(Debug)]
pub enum Attach {
    /// Take a seat under a name.
    Join {
        /// Player name.
        name: String,
        /// A particular seat.
        seat: Option<usize>,
    },
    /// Resume a seat or the host role by token.
    Resume {
        /// The token.
        token: String,
    },
    /// Watch the public view.
    Watch,
}

/// What connections ask of a room.
#[derive(Debug)]
pub enum RoomCmd {
    /// Bind a connection; its pushes go to `out`.
    Attach {
        /// Connection id.
        conn: u64,
        /// As whom.
        who: Attach,
        /// The connection's outbox.
        out: Out,
        /// Where the reply goes.
        reply: oneshot::Sender<Reply>,
    },
    /// The connection is gone.
    Detach {
        /// Connection id.
        conn: u64,
    },
    /// A message from a bound connection.
    Msg {
        /// Connection id.
        conn: u64,
        /// The message.
        msg: ClientMsg,
        /// Where the reply goes.
        reply: oneshot::Sender<Reply>,
    },
}

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
    pub(crate) config: Arc<Config>,
    pub(crate) store: Arc<dyn Store>,
}

fn store_err(e: StoreError) -> ProtoError {
    eprintln!("tianhei-server: {e}");
    ProtoError::new(
        "storage",
        format!("the server could not save this; try again ({e})"),
    )
}

/// Runs a blocking storage call off the async threads.
pub(crate) async fn blocking<T: Send + 'static>(
    store: &Arc<dyn Store>,
    f: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    let s = store.clone();
    tokio::task::spawn_blocking(move || f(&*s))
        .await
        .map_err(|e| StoreError(format!("storage task failed: {e}")))?
}

fn answer_error(e: AnswerError) -> ProtoError {
    let code = serde_json::to_value(&e)
        .ok()
        .and_then(|v| v.get("code").and_then(|c| c.as_str().map(str::to_string)))
        .unwrap_or_else(|| "refused".into());
    let message = match &e {
        AnswerError::Refused { reason } => format!("{} / {}", reason.zh, reason.en),
        _ => e.to_string(),
    };
    ProtoError::new(&code, message)
}

fn bot_name(seat: usize) -> String {
    format!("机器人{}", seat + 1)
}

impl Room {
    /// A new empty room.
    pub fn new(
        row: RoomRow,
        rules: Arc<RuleFile>,
        config: Arc<Config>,
        store: Arc<dyn Store>,
    ) -> Room {
        let seats = (0..row.seats)
            .map(|_| SeatSlot {
                row: SeatRow::Empty,
                sub: None,
                rev: 0,
                hash: 0,
            })
            .collect();
        Room {
            row,
            rules,
            seats,
            public: Vec::new(),
            public_rev: 0,
            public_hash: 0,
            status: Status::Lobby,
            game_no: 0,
            game: None,
            scores: Vec::new(),
            retry_at: None,
            config,
            store,
        }
    }

    /// A room loaded from storage, its current game replayed to where it was.
    pub fn restore(
        s: StoredRoom,
        config: Arc<Config>,
        store: Arc<dyn Store>,
    ) -> Result<Room, String> {
        let rules = Arc::new(RuleFile::parse(&s.room.rules_src).map_err(|e| e.to_string())?);
        let mut room = Room::new(s.room, rules, config, store);
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
            room.game = Some(Game {
                bots: Vec::new(),
                m,
                deadlines: HashMap::new(),
                bot_due: HashMap::new(),
                scored: rec.outcome.is_some(),
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

    /// The room's task: handles commands, timers and pushes until the room ends.
    pub async fn run(mut self, mut rx: mpsc::Receiver<RoomCmd>, hub: Arc<Hub>) {
        self.settle().await;
        loop {
            let wake = self.next_wake();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.on_timer().await;
                }
            }
            self.flush();
            if self.status == Status::Ended {
                break;
            }
        }
        hub.remove(&self.row.code);
    }

    fn next_wake(&self) -> Option<Instant> {
        let g = self.game.as_ref();
        let times = g
            .into_iter()
            .flat_map(|g| g.deadlines.values().chain(g.bot_due.values()))
            .copied();
        times.chain(self.retry_at).min()
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Attach {
                conn,
                who,
                out,
                reply,
            } => {
                let r = self.attach(conn, who, out).await;
                let _ = reply.send(r);
            }
            RoomCmd::Detach { conn } => self.detach(conn),
            RoomCmd::Msg { conn, msg, reply } => {
                let r = self.message(conn, msg).await;
                let ok = r.is_ok();
                let _ = reply.send(r);
                if ok {
                    self.settle().await;
                }
            }
        }
    }

    fn seat_of(&self, conn: u64) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.sub.as_ref().is_some_and(|s| s.conn == conn))
            .map(|i| Seat(i as u8))
    }

    fn is_host(&self, conn: u64) -> bool {
        self.public.iter().any(|s| s.conn == conn && s.host)
    }

    fn detach(&mut self, conn: u64) {
        for slot in &mut self.seats {
            if slot.sub.as_ref().is_some_and(|s| s.conn == conn) {
                slot.sub = None;
            }
        }
        self.public.retain(|s| s.conn != conn);
    }

    async fn save_seats(&mut self) -> Result<(), ProtoError> {
        let rows: Vec<SeatRow> = self.seats.iter().map(|s| s.row.clone()).collect();
        let code = self.row.code.clone();
        blocking(&self.store, move |s| s.save_seats(&code, &rows))
            .await
            .map_err(store_err)
    }

    async fn attach(&mut self, conn: u64, who: Attach, out: Out) -> Reply {
        if self.status == Status::Ended {
            return Err(ProtoError::new(
                "no_room",
                "this room has ended / 房间已结束",
            ));
        }
        self.detach(conn);
        match who {
            Attach::Watch => {
                if self.public.len() >= self.config.max_spectators {
                    return Err(ProtoError::new(
                        "too_many_spectators",
                        "this room has as many watchers as it takes",
                    ));
                }
                self.public.push(Sub::new(conn, out, false));
                Ok(("watching", json!({"code": self.row.code})))
            }
            Attach::Resume { token } => {
                if token_eq(&token, &self.row.host_token) {
                    self.public.retain(|s| !s.host);
                    self.public.push(Sub::new(conn, out, true));
                    return Ok((
                        "resumed",
                        json!({"code": self.row.code, "host": true, "seat": null}),
                    ));
                }
                let found = self.seats.iter().position(
                    |s| matches!(&s.row, SeatRow::Human { token: t, .. } if token_eq(t, &token)),
                );
                let Some(i) = found else {
                    return Err(ProtoError::new(
                        "bad_token",
                        "this token holds no seat here; join again / 身份无效，请重新加入",
                    ));
                };
                if let Some(old) = self.seats[i].sub.take() {
                    old.notice(
                        "replaced",
                        "this seat was opened on another device / 该座位已在其他设备打开",
                    );
                }
                self.seats[i].sub = Some(Sub::new(conn, out, false));
                Ok((
                    "resumed",
                    json!({"code": self.row.code, "host": false, "seat": i}),
                ))
            }
            Attach::Join { name, seat } => {
                if !matches!(self.status, Status::Lobby | Status::Finished) {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "the game is running; join when it is over / 游戏进行中",
                    ));
                }
                let name = validate_name(&name, self.config.max_name_chars)
                    .map_err(|m| ProtoError::new("bad_name", m))?;
                if self.seats.iter().any(|s| matches!(&s.row, SeatRow::Human { name: n, .. } | SeatRow::Bot { name: n } if *n == name)) {
                    return Err(ProtoError::new("name_taken", "someone here has that name; pick another / 名字已被使用"));
                }
                let i = match seat {
                    Some(i) if i >= self.seats.len() => {
                        return Err(ProtoError::new(
                            "bad_seat",
                            format!("there are {} seats, numbered from 0", self.seats.len()),
                        ));
                    }
                    Some(i) if self.seats[i].row != SeatRow::Empty => {
                        return Err(ProtoError::new(
                            "seat_taken",
                            "that seat is taken / 该座位已有人",
                        ));
                    }
                    Some(i) => i,
                    None => self
                        .seats
                        .iter()
                        .position(|s| s.row == SeatRow::Empty)
                        .ok_or_else(|| {
                            ProtoError::new("room_full", "every seat is taken / 座位已满")
                        })?,
                };
                let token = new_token();
                self.seats[i].row = SeatRow::Human {
                    name,
                    token: token.clone(),
                };
                if let Err(e) = self.save_seats().await {
                    self.seats[i].row = SeatRow::Empty;
                    return Err(e);
                }
                self.seats[i].sub = Some(Sub::new(conn, out, false));
                Ok((
                    "joined",
                    json!({"code": self.row.code, "seat": i, "token": token}),
                ))
            }
        }
    }

    async fn message(&mut self, conn: u64, msg: ClientMsg) -> Reply {
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
            | ClientMsg::Start
            | ClientMsg::NewGame
            | ClientMsg::End => {
                if !self.is_host(conn) {
                    return Err(ProtoError::new(
                        "not_host",
                        "only the room's host may do this / 只有房主可以操作",
                    ));
                }
                self.host_action(msg).await
            }
            other => Err(ProtoError::new(
                "wrong_state",
                format!("{other:?} is not sent inside a room"),
            )),
        }
    }

    async fn answer(&mut self, conn: u64, prompt: u64, choice: Vec<usize>) -> Reply {
        let seat = self.seat_of(conn).ok_or_else(|| {
            ProtoError::new(
                "not_seated",
                "join or resume a seat before answering / 请先入座",
            )
        })?;
        let secret = self.row.secret.clone();
        let Some(game) = self.game.as_mut() else {
            return Err(ProtoError::new(
                "wrong_state",
                "no game is running / 游戏尚未开始",
            ));
        };
        if game.m.outcome().is_some() {
            return Err(ProtoError::new(
                "game_over",
                "the game is over / 游戏已结束",
            ));
        }
        let found = game
            .m
            .prompts()
            .iter()
            .find(|p| public_prompt_id(&secret, p.id) == prompt);
        let id = match found {
            Some(p) if p.seat == seat => p.id,
            // Someone else's public prompt: saying so reveals nothing.
            Some(p) if !p.secret => {
                return Err(ProtoError::new(
                    "not_your_prompt",
                    format!("prompt {prompt} is for seat {}, not you", p.seat.number()),
                ));
            }
            // A secret prompt of another seat answers exactly like one that does not exist.
            _ => {
                return Err(ProtoError::new(
                    "stale_prompt",
                    format!("prompt {prompt} is not open for you (answered already or withdrawn)"),
                ));
            }
        };
        game.m.answer(seat, id, &choice).map_err(answer_error)?;
        self.persist_last().await?;
        Ok(("answered", json!({"prompt": prompt})))
    }

    /// Stores the last accepted answer; on failure undoes it by replaying the stored ones.
    async fn persist_last(&mut self) -> Result<(), ProtoError> {
        let Some(game) = self.game.as_mut() else {
            return Ok(());
        };
        let idx = game.m.answers().len() - 1;
        let a = game.m.answers()[idx].clone();
        let (code, no) = (self.row.code.clone(), self.game_no);
        let r = blocking(&self.store, move |s| s.append_answer(&code, no, idx, &a)).await;
        if let Err(e) = r {
            let mut rec = game.m.record();
            rec.answers.pop();
            if let Ok(m) = Match::replay(&rec) {
                game.m = m;
            }
            return Err(store_err(e));
        }
        Ok(())
    }

    async fn host_action(&mut self, msg: ClientMsg) -> Reply {
        match msg {
            ClientMsg::FillBots => {
                if !matches!(self.status, Status::Lobby | Status::Finished) {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "seats are fixed while a game runs",
                    ));
                }
                let mut filled = 0;
                for (i, s) in self.seats.iter_mut().enumerate() {
                    if s.row == SeatRow::Empty {
                        s.row = SeatRow::Bot { name: bot_name(i) };
                        filled += 1;
                    }
                }
                self.save_seats().await?;
                Ok(("filled", json!({"bots": filled})))
            }
            ClientMsg::Remove { seat } => {
                if seat >= self.seats.len() {
                    return Err(ProtoError::new(
                        "bad_seat",
                        format!("there are {} seats, numbered from 0", self.seats.len()),
                    ));
                }
                let playing = self.status == Status::Playing;
                let slot = &mut self.seats[seat];
                if let Some(sub) = slot.sub.take() {
                    sub.notice("removed", "the host freed your seat / 房主已让出你的座位");
                }
                slot.row = if playing {
                    SeatRow::Bot {
                        name: bot_name(seat),
                    }
                } else {
                    SeatRow::Empty
                };
                self.save_seats().await?;
                if playing {
                    self.make_bots();
                }
                Ok(("removed", json!({"seat": seat})))
            }
            ClientMsg::Start => {
                if self.status != Status::Lobby {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "the room has started already; use new_game after a game",
                    ));
                }
                self.start_game().await
            }
            ClientMsg::NewGame => {
                if self.status != Status::Finished {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "another game starts when this one is over",
                    ));
                }
                self.start_game().await
            }
            ClientMsg::End => {
                let code = self.row.code.clone();
                blocking(&self.store, move |s| s.end_room(&code))
                    .await
                    .map_err(store_err)?;
                self.status = Status::Ended;
                self.flush();
                for slot in &mut self.seats {
                    if let Some(sub) = slot.sub.take() {
                        sub.notice("room_ended", "the host ended the room / 房主已结束房间");
                    }
                }
                for sub in self.public.drain(..).filter(|s| !s.host) {
                    sub.notice("room_ended", "the host ended the room / 房主已结束房间");
                }
                Ok(("ended", json!({"code": self.row.code})))
            }
            _ => Err(ProtoError::new("wrong_state", "not a host action")),
        }
    }

    async fn start_game(&mut self) -> Reply {
        if let Some(i) = self.seats.iter().position(|s| s.row == SeatRow::Empty) {
            return Err(ProtoError::new(
                "seats_empty",
                format!(
                    "seat {} is empty: wait for players or fill with bots / 还有空座位",
                    i + 1
                ),
            ));
        }
        let no = self.game_no + 1;
        let seed = match self.row.seed {
            Some(s) => s.wrapping_add(no as u64 - 1),
            None => new_seed(),
        };
        let m = Match::new(self.rules.clone(), self.seats.len(), seed)
            .map_err(|e| ProtoError::new("setup_failed", e.to_string()))?;
        let start: GameRecord = m.record();
        let code = self.row.code.clone();
        blocking(&self.store, move |s| s.start_game(&code, no, &start))
            .await
            .map_err(store_err)?;
        self.game_no = no;
        self.game = Some(Game {
            m,
            bots: Vec::new(),
            deadlines: HashMap::new(),
            bot_due: HashMap::new(),
            scored: false,
        });
        self.make_bots();
        self.status = Status::Playing;
        for s in self
            .seats
            .iter_mut()
            .filter_map(|s| s.sub.as_mut())
            .chain(self.public.iter_mut())
        {
            s.reset();
        }
        Ok(("started", json!({"game": no})))
    }

    fn make_bots(&mut self) {
        let Some(g) = self.game.as_mut() else { return };
        let seed = g.m.seed();
        let n = self.seats.len();
        g.bots.resize_with(n, || None);
        for (i, slot) in self.seats.iter().enumerate() {
            let is_bot = matches!(slot.row, SeatRow::Bot { .. });
            if is_bot && g.bots[i].is_none() {
                g.bots[i] = Some(self.rules.rules.bot(
                    BotKind::Heuristic,
                    Seat(i as u8),
                    seed ^ (0x9e37_79b9 * (i as u64 + 1)),
                ));
            } else if !is_bot {
                g.bots[i] = None;
            }
        }
    }

    /// After any change: bots answer (at once, or scheduled), deadlines are set, a finished
    /// game is stored and scored.
    async fn settle(&mut self) {
        let mut guard = 0;
        loop {
            guard += 1;
            let Some(g) = self.game.as_mut() else { return };
            if g.m.outcome().is_some() {
                break;
            }
            let now = Instant::now();
            let delay = self.config.bot_delay;
            let bot_prompt =
                g.m.prompts()
                    .iter()
                    .find(|p| g.bots.get(p.seat.index()).is_some_and(Option::is_some))
                    .map(|p| p.id);
            match bot_prompt {
                Some(id) if delay.is_zero() && guard < 100_000 => {
                    if self.bot_answer(id).await.is_err() {
                        return;
                    }
                }
                _ => {
                    let ids: Vec<(PromptId, bool, u32)> =
                        g.m.prompts()
                            .iter()
                            .map(|p| {
                                (
                                    p.id,
                                    g.bots.get(p.seat.index()).is_some_and(Option::is_some),
                                    p.timeout_secs,
                                )
                            })
                            .collect();
                    g.bot_due
                        .retain(|id, _| ids.iter().any(|(i, _, _)| i == id));
                    g.deadlines
                        .retain(|id, _| ids.iter().any(|(i, _, _)| i == id));
                    for (id, bot, timeout) in ids {
                        if bot {
                            g.bot_due.entry(id).or_insert(now + delay);
                        } else if let Some(d) = self.config.deadline(timeout) {
                            g.deadlines.entry(id).or_insert(now + d);
                        }
                    }
                    break;
                }
            }
        }
        self.finish().await;
    }

    async fn bot_answer(&mut self, id: PromptId) -> Result<(), ProtoError> {
        let Some(g) = self.game.as_mut() else {
            return Ok(());
        };
        let Some(p) = g.m.prompts().iter().find(|p| p.id == id).cloned() else {
            return Ok(());
        };
        let choice = match g.bots.get_mut(p.seat.index()).and_then(Option::as_mut) {
            Some(bot) => bot.choose(&g.m.view(Viewer::Seat(p.seat)), &p),
            None => p.default.clone(),
        };
        if g.m.answer(p.seat, id, &choice).is_err() {
            g.m.answer_default(id).map_err(answer_error)?;
        }
        g.bot_due.remove(&id);
        self.persist_last().await
    }

    async fn on_timer(&mut self) {
        let now = Instant::now();
        if self.retry_at.is_some_and(|t| t <= now) {
            self.retry_at = None;
        }
        let Some(g) = self.game.as_mut() else { return };
        let bots: Vec<PromptId> = g
            .bot_due
            .iter()
            .filter(|(_, t)| **t <= now)
            .map(|(id, _)| *id)
            .collect();
        let late: Vec<PromptId> = g
            .deadlines
            .iter()
            .filter(|(_, t)| **t <= now)
            .map(|(id, _)| *id)
            .collect();
        for id in bots {
            let _ = self.bot_answer(id).await;
        }
        for id in late {
            let Some(g) = self.game.as_mut() else { break };
            g.deadlines.remove(&id);
            if g.m.answer_default(id).is_ok() {
                let _ = self.persist_last().await;
            }
        }
        self.settle().await;
    }

    async fn finish(&mut self) {
        let Some(g) = self.game.as_mut() else { return };
        let Some(outcome) = g.m.outcome().cloned() else {
            return;
        };
        self.status = Status::Finished;
        g.deadlines.clear();
        g.bot_due.clear();
        if g.scored {
            return;
        }
        let mut scores = self.scores.clone();
        for so in &outcome.seats {
            let name = match self.seats.get(so.seat.index()).map(|s| &s.row) {
                Some(SeatRow::Human { name, .. } | SeatRow::Bot { name }) => name.clone(),
                _ => format!("{}号", so.seat.number()),
            };
            let i = match scores.iter().position(|r| r.name == name) {
                Some(i) => i,
                None => {
                    scores.push(ScoreRow {
                        name,
                        games: 0,
                        wins: 0,
                        score: 0,
                    });
                    scores.len() - 1
                }
            };
            scores[i].games += 1;
            scores[i].wins += so.won as u32;
            scores[i].score += so.score as i64;
        }
        let (code, no, stored) = (self.row.code.clone(), self.game_no, scores.clone());
        match blocking(&self.store, move |s| {
            s.finish_game(&code, no, &outcome, &stored)
        })
        .await
        {
            Ok(()) => {
                self.scores = scores;
                g.scored = true;
            }
            Err(e) => eprintln!("tianhei-server: room {}: {e}", self.row.code),
        }
    }

    /// Schedules another push attempt for lagging connections.
    pub(crate) fn retry_soon(&mut self) {
        if self.retry_at.is_none() {
            self.retry_at = Some(Instant::now() + Duration::from_millis(100));
        }
    }
}
