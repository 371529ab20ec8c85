//! Victory: three intel of a team's colour, a 打酱油的's 机密任务 (checked at the moments
//! it names), the last living player; and the declaration itself, which may have
//! several winners at once: a team plus an 打酱油的 whose mission is a declaration by a
//! female (礼服蒙面人) or a male character (大美女), 柒佰's 风度 companion, 酱油同盟, or
//! 蝮蛇 replacing every declarer while nobody has died.
//!
//! Only a living 打酱油的 can meet his mission, except the missions met by his own death
//! (老鬼, 浮萍, 小白 dying first). A player who lost (failing to pass, 败露) never wins.

use tianhei_core::text;
use tianhei_core::{Audience, GameResult, Outcome, Seat, SeatOutcome, SeatSet, Text};

use crate::classic::{
    card::{Colour, Faction, Kind},
    characters::{Character, Mission},
    game::{Game, Status},
    turn::Phase,
};

/// Why a player declares victory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Three intel of his team's colour.
    Team,
    /// His character's 机密任务 (he is 打酱油的).
    Mission,
    /// He is the last living player.
    LastStanding,
    /// `last_faction_wins`: everyone left is of his faction.
    LastFaction,
}

impl Game {
    /// A mission that can be met at any moment (intel or hand contents).
    fn standing_mission(&self, s: Seat) -> bool {
        let Some(c) = self.players[s.index()].character else {
            return false;
        };
        let hand = &self.hand(s);
        let in_hand = |f: &dyn Fn(&crate::classic::card::Card) -> bool| {
            hand.iter().filter(|&&x| f(self.card(x))).count()
        };
        match c.mission() {
            Mission::ThreeRed => self.count(s, Colour::Red) >= 3,
            Mission::ThreeBlue => self.count(s, Colour::Blue) >= 3,
            Mission::FiveTrue => self.true_count(s) >= 5,
            Mission::SixIntel => self.intel(s).len() >= 6,
            Mission::NineCards => hand.len() >= 9,
            Mission::FourCounters => in_hand(&|x| x.kind == Kind::Counter) >= 4,
            Mission::RedBlueHand => {
                in_hand(&|x| x.colour == Colour::Red) >= 3
                    && in_hand(&|x| x.colour == Colour::Blue) >= 3
            }
            _ => false,
        }
    }

    /// Declares victory for everyone who now meets a standing condition: three of his
    /// team's colour, or (打酱油的) a mission about intel or hand contents. Returns whether
    /// the game is over (or a declaration is being settled).
    pub(crate) fn check_standing(&mut self) -> bool {
        if self.outcome.is_some() || self.declaring() {
            return true;
        }
        let mut declarers = Vec::new();
        for s in self.seating.from(self.turn.active) {
            let p = &self.players[s.index()];
            if p.status != Status::Alive {
                continue;
            }
            let met = match p.identity.colour() {
                Some(colour) => self.count(s, colour) >= 3,
                None => self.opts.characters && self.standing_mission(s),
            };
            if met {
                let why = if p.identity == Faction::Jiangyou {
                    Reason::Mission
                } else {
                    Reason::Team
                };
                declarers.push((s, why));
            }
        }
        if declarers.is_empty() {
            return false;
        }
        self.declare(declarers);
        true
    }

    /// Missions about hand contents (老金, 贝雷帽, 钢铁特工, 怪盗九九), which any draw or gift
    /// can meet: checked before every step. Intel only grows through `obtain`, which checks
    /// everything else.
    pub(crate) fn check_hand_missions(&mut self) -> bool {
        if self.outcome.is_some() || self.declaring() {
            return true;
        }
        let mut declarers = Vec::new();
        for s in self.seating.from(self.turn.active) {
            let p = &self.players[s.index()];
            let hoards = p.character.is_some_and(|c| {
                matches!(
                    c.mission(),
                    Mission::RedBlueHand | Mission::FourCounters | Mission::NineCards
                )
            });
            if hoards
                && p.status == Status::Alive
                && p.identity == Faction::Jiangyou
                && self.standing_mission(s)
            {
                declarers.push((s, Reason::Mission));
            }
        }
        if declarers.is_empty() {
            return false;
        }
        self.declare(declarers);
        true
    }

    /// Missions met by `victim`'s death at `by`'s hand (亲手): his own (老鬼, 浮萍, 小白
    /// first to die) and the killer's (闪灵, 黑玫瑰, 职业杀手). Declares them; returns
    /// whether anyone declared.
    pub(crate) fn death_missions(&mut self, victim: Seat, by: Seat) -> bool {
        let mut declarers = Vec::new();
        let p = &self.players[victim.index()];
        if p.identity == Faction::Jiangyou
            && let Some(c) = p.character
        {
            let reds = self
                .hand(victim)
                .iter()
                .filter(|&&x| self.card(x).colour == Colour::Red)
                .count();
            let met = match c.mission() {
                Mission::RedHandAtDeath => reds >= 3,
                Mission::DieSecondOrLater => self.deaths.len() >= 2,
                Mission::FirstToDieOrWipeout => self.deaths.len() == 1,
                _ => false,
            };
            if met {
                if c.mission() == Mission::RedHandAtDeath {
                    self.show_hand(victim);
                }
                declarers.push((victim, Reason::Mission));
            }
        }
        let k = &self.players[by.index()];
        if k.status == Status::Alive
            && k.identity == Faction::Jiangyou
            && let Some(c) = k.character
        {
            let met = match c.mission() {
                Mission::KillWithoutTrue => self.true_count(victim) == 0,
                Mission::KillWithThreeTrue => self.true_count(victim) >= 3,
                Mission::KillSecondOrLater => by != victim && self.deaths.len() >= 2,
                _ => false,
            };
            if met {
                declarers.push((by, Reason::Mission));
            }
        }
        if declarers.is_empty() {
            return false;
        }
        self.declare(declarers);
        true
    }

    fn show_hand(&mut self, s: Seat) {
        let names: Vec<Text> = self.hand(s).iter().map(|&c| self.card(c).label()).collect();
        self.log.show(
            Audience::All,
            "fengsheng.show_hand",
            text!(
                "{}号展示手牌：{}",
                "Seat {} shows the hand: {}",
                s.number(),
                (
                    crate::classic::flow::join(&names, true),
                    crate::classic::flow::join(&names, false)
                )
            ),
        );
    }

    /// Whether no living player holds identity `f`.
    fn wiped_out(&self, f: Faction) -> bool {
        !self
            .seating
            .all()
            .any(|s| self.alive(s) && self.players[s.index()].identity == f)
    }

    /// After `gone` died or lost with his identity revealed: missions that count dead
    /// factions (黄雀, 刀锋, 小马哥) and 小白's wiped-out side. Returns whether anyone
    /// declared.
    pub(crate) fn faction_missions(&mut self, gone: Seat) -> bool {
        let g = &self.players[gone.index()];
        let revealed = if g.identity_taken || g.identity == Faction::Jiangyou {
            None
        } else {
            Some(g.identity)
        };
        let mut declarers = Vec::new();
        for s in self.seating.from(self.turn.active) {
            let p = &self.players[s.index()];
            if p.status != Status::Alive || p.identity != Faction::Jiangyou {
                continue;
            }
            let met = match p.character.map(Character::mission) {
                Some(Mission::BothFactionsDied) => {
                    revealed.is_some() && self.faction_died == [true, true]
                }
                Some(Mission::FirstToDieOrWipeout) => revealed.is_some_and(|f| self.wiped_out(f)),
                _ => false,
            };
            if met {
                declarers.push((s, Reason::Mission));
            }
        }
        if declarers.is_empty() {
            return false;
        }
        self.declare(declarers);
        true
    }

    /// Players declare victory. 蝮蛇 (打酱油的, alive) replaces them all while nobody
    /// has died; otherwise teams win whole, an 打酱油的 alone, then the co-winners:
    /// 礼服蒙面人 when a female declared, 大美女 (≤1 black intel) when a male character
    /// declared, 酱油同盟, and 柒佰's 风度 (he chooses a female; a question).
    pub(crate) fn declare(&mut self, declarers: Vec<(Seat, Reason)>) {
        for &(s, why) in &declarers {
            self.declaration_line(s, why);
        }
        if self.opts.characters
            && self.deaths.is_empty()
            && let Some(v) = self.seating.all().find(|&s| {
                let p = &self.players[s.index()];
                p.status == Status::Alive
                    && p.identity == Faction::Jiangyou
                    && p.character.map(Character::mission) == Some(Mission::NobodyDied)
            })
        {
            self.log.push(
                Audience::All,
                "fengsheng.replaced",
                text!(
                    "还没有玩家死亡：{}号【蝮蛇】完成机密任务，他的胜利使宣告失败",
                    "Nobody has died yet: seat {}'s Viper meets his mission and wins instead",
                    v.number()
                ),
            );
            let mut winners = SeatSet::one(v);
            self.alliance(&mut winners);
            self.finish(winners, SeatSet::EMPTY);
            return;
        }
        let mut winners = SeatSet::EMPTY;
        for &(d, _) in &declarers {
            let p = &self.players[d.index()];
            if p.identity == Faction::Jiangyou || p.identity_taken {
                winners.insert(d);
            } else {
                for s in self.seating.all() {
                    let q = &self.players[s.index()];
                    if q.identity == p.identity && !q.identity_taken {
                        winners.insert(s);
                    }
                }
            }
        }
        if self.opts.characters {
            let female = declarers.iter().any(|&(d, _)| self.female(d));
            let male = declarers.iter().any(|&(d, _)| self.male(d));
            for s in self.seating.all() {
                let p = &self.players[s.index()];
                if p.status != Status::Alive || p.identity != Faction::Jiangyou {
                    continue;
                }
                let co = match p.character.map(Character::mission) {
                    Some(Mission::FemaleDeclares) => female,
                    Some(Mission::MaleDeclaresFewBlack) => {
                        male && self.count(s, Colour::Black) <= 1
                    }
                    _ => false,
                };
                if co && !winners.contains(s) {
                    winners.insert(s);
                    self.log.push(
                        Audience::All,
                        "fengsheng.co_winner",
                        text!(
                            "{}号（打酱油的）完成机密任务，一同胜利",
                            "Seat {} (bystander) meets the mission and wins too",
                            s.number()
                        ),
                    );
                }
            }
            if declarers
                .iter()
                .any(|&(d, _)| self.players[d.index()].identity == Faction::Jiangyou)
            {
                self.alliance(&mut winners);
            }
            for &(d, _) in &declarers {
                if !self.is(d, Character::QiBai) || self.players[d.index()].up().is_none() {
                    continue;
                }
                let options: Vec<Seat> = self
                    .seating
                    .all()
                    .filter(|&s| s != d && self.alive(s) && self.female(s))
                    .collect();
                if !options.is_empty() {
                    self.ask_companion(d, winners);
                    return;
                }
            }
        }
        self.finish(winners, SeatSet::EMPTY);
    }

    /// 酱油同盟: every 打酱油的 wins with one who does.
    fn alliance(&self, winners: &mut SeatSet) {
        if !self.opts.jiangyou_alliance {
            return;
        }
        for s in self.seating.all() {
            if self.players[s.index()].identity == Faction::Jiangyou {
                winners.insert(s);
            }
        }
    }

    fn declaration_line(&mut self, s: Seat, why: Reason) {
        let p = &self.players[s.index()];
        let f = p.identity.name();
        let (zh, en) = match why {
            Reason::Team => {
                let c = p.identity.colour().unwrap_or(Colour::Red).full_name();
                (
                    format!(
                        "{}号集齐三张{}情报，宣告胜利：{}获胜",
                        s.number(),
                        c.zh,
                        f.zh
                    ),
                    format!(
                        "Seat {} holds three {} intel and declares victory: {} wins",
                        s.number(),
                        c.en,
                        f.en
                    ),
                )
            }
            Reason::Mission => {
                let m = p
                    .character
                    .map(|c| c.mission().text())
                    .unwrap_or(Text::new("", ""));
                (
                    format!(
                        "{}号（打酱油的）完成机密任务「{}」，宣告胜利",
                        s.number(),
                        m.zh.trim_end_matches('。')
                    ),
                    format!(
                        "Seat {} (bystander) meets the secret mission \"{}\" and declares victory",
                        s.number(),
                        m.en.trim_end_matches('.')
                    ),
                )
            }
            Reason::LastStanding => (
                format!("只剩{}号存活，宣告胜利：{}获胜", s.number(), f.zh),
                format!(
                    "Only seat {} is left and declares victory: {} wins",
                    s.number(),
                    f.en
                ),
            ),
            Reason::LastFaction => (
                format!("存活者皆属{}，{}获胜", f.zh, f.zh),
                format!("Everyone left is {}: {} wins", f.en, f.en),
            ),
        };
        self.log
            .push(Audience::All, "fengsheng.victory", Text::owned(zh, en));
    }

    /// The game ends: `winners` (a player who lost never wins) and `companions` (风度).
    pub(crate) fn finish(&mut self, winners: SeatSet, companions: SeatSet) {
        let won = |g: &Game, s: Seat| {
            (winners.contains(s) || companions.contains(s))
                && g.players[s.index()].status != Status::Lost
        };
        let seats: Vec<SeatOutcome> = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                let w = won(self, s);
                SeatOutcome {
                    seat: s,
                    // Scored by the identity dealt (rulebook p30, 临危受命); the role
                    // says which card he ended with.
                    side: p.initial.key().into(),
                    role: self.role_text(s),
                    won: w,
                    score: i32::from(w),
                }
            })
            .collect();
        let mut sides: Vec<Faction> = Vec::new();
        for s in self.seating.all() {
            if winners.contains(s) && won(self, s) {
                let f = self.players[s.index()].identity;
                if !sides.contains(&f) {
                    sides.push(f);
                }
            }
        }
        sides.sort();
        let (result, summary) = if sides.is_empty() && companions.is_empty() {
            (GameResult::Draw, Text::new("无人获胜", "Nobody wins"))
        } else {
            let key: Vec<&str> = sides.iter().map(|f| f.key()).collect();
            let names: Vec<Text> = sides.iter().map(|f| f.name()).collect();
            let who: Vec<String> = self
                .seating
                .all()
                .filter(|&s| won(self, s))
                .map(|s| s.number().to_string())
                .collect();
            let label = Text::owned(
                names
                    .iter()
                    .map(|n| n.zh.to_string())
                    .collect::<Vec<_>>()
                    .join("与"),
                names
                    .iter()
                    .map(|n| n.en.to_string())
                    .collect::<Vec<_>>()
                    .join(" and "),
            );
            let summary = if self.opts.characters {
                text!(
                    "{}获胜（{}号）",
                    "{} win (seats {})",
                    label,
                    (who.join("、"), who.join(", "))
                )
            } else {
                text!("{}获胜", "{} wins", label)
            };
            (
                GameResult::Win {
                    side: key.join("+").into(),
                    label,
                },
                summary,
            )
        };
        self.outcome = Some(Outcome {
            result,
            seats,
            summary,
        });
        self.reveal_all();
    }

    /// `军情处` or `军情处·闪灵` (`军情处（原为打酱油的）·致命香水` after 临危受命).
    fn role_text(&self, s: Seat) -> Text {
        let p = &self.players[s.index()];
        let mut f = p.identity.name();
        if p.identity != p.initial {
            let i = p.initial.name();
            f = text!("{}（原为{}）", "{} (dealt {})", f, i);
        }
        match p.character {
            Some(c) => {
                let n = c.name();
                text!("{}·{}", "{} · {}", f, n)
            }
            None => f,
        }
    }

    pub(crate) fn finish_draw(&mut self) {
        self.finish(SeatSet::EMPTY, SeatSet::EMPTY);
    }

    fn reveal_all(&mut self) {
        self.turn.phase = Phase::Over;
        for p in &mut self.players {
            if p.character.is_some() {
                p.face_up = true;
                p.known = true;
            }
        }
        let parts: Vec<(String, String)> = self
            .seating
            .all()
            .map(|s| {
                let r = self.role_text(s);
                (
                    format!("{}号{}", s.number(), r.zh),
                    format!("seat {} {}", s.number(), r.en),
                )
            })
            .collect();
        let zh: Vec<&str> = parts.iter().map(|p| p.0.as_str()).collect();
        let en: Vec<&str> = parts.iter().map(|p| p.1.as_str()).collect();
        self.log.push(
            Audience::All,
            "fengsheng.reveal",
            text!(
                "身份公开：{}",
                "Identities: {}",
                (zh.join("，"), en.join(", "))
            ),
        );
    }
}
