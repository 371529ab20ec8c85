//! Host controls: fill seats with bots, remove a player, start a game or another one,
//! end the room; and the bots that play bot seats.

use std::{collections::HashMap, sync::Arc};

use serde_json::json;
use tianhei_core::{BotKind, GameRecord, Match, RuleFile, Seat, SeatSet, nightday::NightQuestion};

use super::{Game, Reply, Room, Status, think};
use crate::{
    identity::new_seed,
    names::bot_name,
    protocol::{ClientMsg, ProtoError},
    sqlite::unix_now,
    store::{SeatRow, Strength, Write},
};

impl Room {
    pub(super) async fn host_action(&mut self, msg: ClientMsg) -> Reply {
        match msg {
            ClientMsg::FillBots => {
                if !matches!(self.status, Status::Lobby | Status::Finished) {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "游戏进行中，座位不能变 / seats are fixed while a game runs",
                    ));
                }
                let rows: Vec<SeatRow> = (self.seats.iter().enumerate())
                    .map(|(i, s)| match s.row {
                        SeatRow::Empty => SeatRow::Bot { name: bot_name(i) },
                        _ => s.row.clone(),
                    })
                    .collect();
                let filled = self
                    .seats
                    .iter()
                    .filter(|s| s.row == SeatRow::Empty)
                    .count();
                self.save_rows(rows.clone()).await?;
                for (s, row) in self.seats.iter_mut().zip(rows) {
                    s.row = row;
                }
                Ok(("filled", json!({"bots": filled})))
            }
            ClientMsg::Remove { seat } => {
                if seat >= self.seats.len() {
                    return Err(ProtoError::new(
                        "bad_seat",
                        format!(
                            "没有这个座位（共{n}个） / there are {n} seats, numbered from 0",
                            n = self.seats.len()
                        ),
                    ));
                }
                let playing = self.status == Status::Playing;
                let mut rows: Vec<SeatRow> = self.seats.iter().map(|s| s.row.clone()).collect();
                rows[seat] = if playing {
                    SeatRow::Bot {
                        name: bot_name(seat),
                    }
                } else {
                    SeatRow::Empty
                };
                self.save_rows(rows.clone()).await?;
                let slot = &mut self.seats[seat];
                if let Some(sub) = slot.sub.take() {
                    sub.notice("removed", "房主已让出你的座位 / the host freed your seat");
                }
                slot.row = rows.swap_remove(seat);
                if playing {
                    self.make_bots();
                }
                Ok(("removed", json!({"seat": seat})))
            }
            ClientMsg::Bots { level } => {
                if !matches!(self.status, Status::Lobby | Status::Finished) {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "游戏进行中，机器人强度不能变 / the bots' strength is fixed while a game runs",
                    ));
                }
                let Some(bots) = Strength::parse(&level) else {
                    let shown: String = level.chars().take(32).collect();
                    return Err(ProtoError::new(
                        "bad_bots",
                        format!(
                            "机器人强度只有 normal（普通）和 strong（强），没有「{shown}」 / the bots' strength is `normal` or `strong`, not `{shown}`"
                        ),
                    ));
                };
                if bots == Strength::Strong && !self.searchable {
                    return Err(ProtoError::new(
                        "bad_bots",
                        "这个游戏还没有强机器人（它们要在看不见的牌局里推演） / this game has no strong bots yet (they need the game to draw the worlds a seat cannot tell apart)",
                    ));
                }
                self.write(Write::SetBots {
                    code: self.row.code.clone(),
                    bots,
                })
                .await?;
                self.row.bots = bots;
                Ok(("bots_set", json!({"bots": bots.name()})))
            }
            ClientMsg::Start => {
                if self.status != Status::Lobby {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "游戏已经开始；一局结束后可以再来一局 / the room has started already; use new_game after a game",
                    ));
                }
                self.start_game().await
            }
            ClientMsg::NewGame => {
                if self.status != Status::Finished {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "本局结束后才能再来一局 / another game starts when this one is over",
                    ));
                }
                self.start_game().await
            }
            ClientMsg::End => {
                self.end("房主已结束房间 / the host ended the room").await?;
                Ok(("ended", json!({"code": self.row.code})))
            }
            _ => Err(ProtoError::new(
                "wrong_state",
                "不是房主操作 / not a host action",
            )),
        }
    }

    /// Ends the room: stored as ended first (so it is not restored again; finished games'
    /// records stay served), then every connection but the host's is told `why` and let go.
    pub(super) async fn end(&mut self, why: &str) -> Result<(), ProtoError> {
        self.write(Write::EndRoom {
            code: self.row.code.clone(),
            at: unix_now(),
        })
        .await?;
        self.status = Status::Ended;
        self.flush();
        for slot in &mut self.seats {
            if let Some(sub) = slot.sub.take() {
                sub.notice("room_ended", why);
            }
        }
        for sub in self.public.drain(..).filter(|s| !s.host) {
            sub.notice("room_ended", why);
        }
        Ok(())
    }

    pub(super) async fn start_game(&mut self) -> Reply {
        if let Some(i) = self.seats.iter().position(|s| s.row == SeatRow::Empty) {
            return Err(ProtoError::new(
                "seats_empty",
                format!(
                    "还有空座位 / seat {} is empty: wait for players or fill with bots",
                    i + 1
                ),
            ));
        }
        let no = self.game_no + 1;
        let seed = match self.row.seed {
            Some(s) => s.wrapping_add(no as u64 - 1),
            None => new_seed(),
        };
        let m = Match::new(self.rules_for_play(), self.seats.len(), seed)
            .map_err(|e| ProtoError::new("setup_failed", e.to_string()))?;
        let start: GameRecord = m.record();
        self.write(Write::StartGame {
            code: self.row.code.clone(),
            game: no,
            start,
        })
        .await?;
        self.game_no = no;
        self.game = Some(Game {
            pacing: super::pacing::Pacing::new(
                self.config.pace_scale,
                0,
                tokio::time::Instant::now(),
            ),
            table: Default::default(),
            m,
            bots: Vec::new(),
            deadlines: HashMap::new(),
            bot_due: HashMap::new(),
            scored: false,
            searchers: Vec::new(),
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
        self.public_log_pos = 0;
        Ok(("started", json!({"game": no})))
    }

    /// The room's rules as a game plays them: the night question (a house rule whose
    /// default, `phones`, asks it where people play) turned on when people hold seats, so
    /// every living person's phone lights up alike at night. The game's record keeps the
    /// rules it was played with.
    pub(super) fn rules_for_play(&self) -> Arc<RuleFile> {
        let people = (self.seats.iter()).any(|s| matches!(s.row, SeatRow::Human { .. }));
        let key = NightQuestion::KEY;
        let phones = self.rules.rules.options_value().get(key) == Some(&json!("phones"));
        if people
            && phones
            && let Ok(f) = self.rules.with_settings(&[(key.into(), "\"on\"".into())])
        {
            return Arc::new(f);
        }
        self.rules.clone()
    }

    /// Seats a bot in every bot seat that has none (and none in people's seats): the
    /// heuristic, and with strong bots the search bot beside it (see `think`).
    pub(super) fn make_bots(&mut self) {
        let Some(seed) = self.game.as_ref().map(|g| g.m.seed()) else {
            return;
        };
        let n = self.seats.len();
        let mut searchers: Vec<Option<think::Searcher>> = Vec::new();
        for (i, slot) in self.seats.iter().enumerate() {
            let has = self
                .game
                .as_ref()
                .is_some_and(|g| g.searchers.get(i).is_some_and(Option::is_some));
            let is_bot = matches!(slot.row, SeatRow::Bot { .. });
            searchers.push(match is_bot && !has {
                true => self.searcher(Seat(i as u8), seed ^ (0x9e37_79b9 * (i as u64 + 1))),
                false => None,
            });
        }
        let Some(g) = self.game.as_mut() else { return };
        g.bots.resize_with(n, || None);
        g.searchers.resize_with(n, || None);
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
            if !is_bot {
                g.searchers[i] = None;
            } else if let Some(s) = searchers[i].take() {
                g.searchers[i] = Some(s);
            }
        }
        // Bots go along with the people at the table where players must agree.
        let people: SeatSet = (self.seats.iter().enumerate())
            .filter(|(_, s)| matches!(s.row, SeatRow::Human { .. }))
            .map(|(i, _)| Seat(i as u8))
            .collect();
        for bot in g.bots.iter_mut().flatten() {
            bot.people(people);
        }
        for s in g.searchers.iter_mut().flatten() {
            s.people(people);
        }
    }
}
