//! The end of a player and of the game: obtaining intel (then triggers, victory and
//! death in that order), death at a third black intel, losing by failing to pass, the
//! last living player's declaration, `last_faction_wins`, and the outcome.

use tianhei_core::{Audience, GameResult, Outcome, Seat, SeatOutcome, Text};

use crate::{
    card::{CardId, Colour, Faction},
    game::{Game, Phase, Status},
    hooks::Trigger,
};

impl Game {
    /// `card` goes face-up in front of `s`; then triggers, victory, death.
    pub(crate) fn gain_intel(&mut self, s: Seat, card: CardId) {
        self.players[s.index()].intel.push(card);
        self.fire(Trigger::ObtainIntel { seat: s, card });
        self.check_victory(s);
        if self.outcome.is_none() && self.count(s, Colour::Black) >= 3 {
            self.die(s);
        }
    }

    fn check_victory(&mut self, s: Seat) {
        let p = &self.players[s.index()];
        if p.status != Status::Alive {
            return;
        }
        if let Some(colour) = p.identity.colour()
            && self.count(s, colour) >= 3
        {
            let f = p.identity;
            let (fz, fe) = (f.name(), colour.name());
            self.log.push(
                Audience::All,
                "fengsheng.victory",
                Text::owned(
                    format!(
                        "{}号集齐三张{}情报，宣告胜利：{}获胜",
                        s.number(),
                        fe.zh,
                        fz.zh
                    ),
                    format!(
                        "Seat {} holds three {} intel and declares victory: {} wins",
                        s.number(),
                        fe.en,
                        fz.en
                    ),
                ),
            );
            self.finish_faction(f);
        }
        // Secret missions (打酱油的) are checked here once characters exist; the first
        // game deals none.
    }

    /// A third black intel kills: reveal, discard everything, death triggers.
    pub(crate) fn die(&mut self, s: Seat) {
        self.players[s.index()].status = Status::Dead;
        let f = self.players[s.index()].identity.name();
        self.log.push(
            Audience::All,
            "fengsheng.death",
            Text::owned(
                format!("{}号获得第三张假情报，死亡。身份：{}", s.number(), f.zh),
                format!(
                    "Seat {} holds a third black intel and dies. Identity: {}",
                    s.number(),
                    f.en
                ),
            ),
        );
        self.fire(Trigger::Death { seat: s });
        self.discard_all(s);
        self.check_last_standing();
    }

    /// Failing to pass intel loses the game: reveal and discard, no death triggers.
    pub(crate) fn lose(&mut self, s: Seat) {
        self.players[s.index()].status = Status::Lost;
        let f = self.players[s.index()].identity.name();
        self.log.push(
            Audience::All,
            "fengsheng.lost",
            Text::owned(
                format!("{}号未能传出情报，输掉游戏。身份：{}", s.number(), f.zh),
                format!(
                    "Seat {} could not pass intel and loses. Identity: {}",
                    s.number(),
                    f.en
                ),
            ),
        );
        self.discard_all(s);
        self.check_last_standing();
    }

    fn discard_all(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        let cards: Vec<CardId> = p.hand.drain(..).chain(p.intel.drain(..)).collect();
        for c in cards {
            self.deck.discard(c);
        }
    }

    /// The last living player declares victory; with `last_faction_wins`, one faction
    /// left alive wins.
    pub(crate) fn check_last_standing(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let living = self.living();
        let mut it = living.iter();
        match (it.next(), living.len()) {
            (None, _) => self.finish_draw(),
            (Some(last), 1) => {
                let f = self.players[last.index()].identity;
                let fz = f.name();
                self.log.push(
                    Audience::All,
                    "fengsheng.last_standing",
                    Text::owned(
                        format!("只剩{}号存活，宣告胜利：{}获胜", last.number(), fz.zh),
                        format!(
                            "Only seat {} is left and declares victory: {} wins",
                            last.number(),
                            fz.en
                        ),
                    ),
                );
                self.finish_faction(f);
            }
            (Some(first), _) => {
                let f = self.players[first.index()].identity;
                if self.opts.last_faction_wins
                    && f != Faction::Jiangyou
                    && living.iter().all(|s| self.players[s.index()].identity == f)
                {
                    let fz = f.name();
                    self.log.push(
                        Audience::All,
                        "fengsheng.last_faction",
                        Text::owned(
                            format!("存活者皆属{}，{}获胜", fz.zh, fz.zh),
                            format!("Everyone left is {}: {} wins", fz.en, fz.en),
                        ),
                    );
                    self.finish_faction(f);
                }
            }
        }
    }

    fn finish_faction(&mut self, f: Faction) {
        let seats = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                let won = p.identity == f && p.status != Status::Lost;
                SeatOutcome {
                    seat: s,
                    side: p.identity.key().into(),
                    role: p.identity.name(),
                    won,
                    score: i32::from(won),
                }
            })
            .collect();
        let name = f.name();
        self.outcome = Some(Outcome {
            result: GameResult::Win {
                side: f.key().into(),
                label: name.clone(),
            },
            seats,
            summary: Text::owned(format!("{}获胜", name.zh), format!("{} wins", name.en)),
        });
        self.reveal_all();
    }

    fn finish_draw(&mut self) {
        let seats = self
            .seating
            .all()
            .map(|s| {
                let p = &self.players[s.index()];
                SeatOutcome {
                    seat: s,
                    side: p.identity.key().into(),
                    role: p.identity.name(),
                    won: false,
                    score: 0,
                }
            })
            .collect();
        self.outcome = Some(Outcome {
            result: GameResult::Draw,
            seats,
            summary: Text::new("无人获胜", "Nobody wins"),
        });
        self.reveal_all();
    }

    fn reveal_all(&mut self) {
        self.phase = Phase::Over;
        let parts: Vec<(String, String)> = self
            .seating
            .all()
            .map(|s| {
                let f = self.players[s.index()].identity.name();
                (
                    format!("{}号{}", s.number(), f.zh),
                    format!("seat {} {}", s.number(), f.en),
                )
            })
            .collect();
        let zh: Vec<&str> = parts.iter().map(|p| p.0.as_str()).collect();
        let en: Vec<&str> = parts.iter().map(|p| p.1.as_str()).collect();
        self.log.push(
            Audience::All,
            "fengsheng.reveal",
            Text::owned(
                format!("身份公开：{}", zh.join("，")),
                format!("Identities: {}", en.join(", ")),
            ),
        );
    }
}
