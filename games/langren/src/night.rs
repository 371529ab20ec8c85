//! The night of 狼人杀: 守卫 → 狼人 → 女巫 → 预言家, and the dawn. The kit narrates every
//! step every night with the same pauses whether its role is alive or not; this is what
//! each step asks and does, and how the dawn reads the ledger (同守同救: protected and
//! saved, the seat dies; the guard does not stop poison).

use tianhei_core::{
    Seat, SeatSet, Text,
    nightday::{Act, Action, Ask, Night, Offered, Opt, night::describe},
    text,
};

use crate::{
    day::Move,
    game::{Langren, SeerCheck},
    keys::{KEYS, Step, kind},
    role::Role,
    rules::SelfSave,
};

impl Langren {
    /// Whom the wolves attacked tonight (none: 空刀).
    pub(crate) fn victim(night: &Night<'_, Langren>) -> Option<Seat> {
        night.ledger().by(Step::Wolves, Action::Attack)
    }

    /// What `seat` is asked at `step`.
    pub(crate) fn question(&self, night: &Night<'_, Langren>, step: Step, seat: Seat) -> Ask<Move> {
        let town = night.town();
        match step {
            Step::Guard => {
                let last = self
                    .guarded
                    .filter(|&(n, _)| n + 1 == town.night())
                    .map(|(_, s)| s);
                let mut options: Vec<Offered<Move>> = town
                    .alive()
                    .iter()
                    .filter(|&s| Some(s) != last)
                    .map(Offered::seat)
                    .collect();
                options.push(Offered::game(
                    Move::Nobody,
                    Text::new("今晚不守护", "Protect nobody tonight"),
                ));
                let question = match last {
                    Some(l) => text!(
                        "请选择今晚守护的人（可以守自己，不能连续两晚守{}号）",
                        "Choose whom to protect tonight (yourself too; not seat {} again)",
                        l.num()
                    ),
                    None => Text::new(
                        "请选择今晚守护的人（可以守自己）",
                        "Choose whom to protect tonight (yourself too)",
                    ),
                };
                let nobody = options.len() - 1;
                Ask {
                    question,
                    options,
                    default: nobody,
                }
            }
            Step::Wolves => {
                let mut options: Vec<Offered<Move>> =
                    town.alive().iter().map(Offered::seat).collect();
                if self.rules.allow_no_kill {
                    options.push(Offered::game(
                        Move::NoKill,
                        Text::new("空刀（今晚不杀人）", "Kill nobody tonight"),
                    ));
                }
                Ask::new(
                    Text::new("请选择今晚要杀的人", "Choose tonight's victim"),
                    options,
                )
            }
            Step::Witch => {
                if !self.antidote && !self.poison {
                    return Ask::new(Text::new("", ""), Vec::new());
                }
                let victim = Self::victim(night);
                let mut options = vec![Offered::new(Opt::Pass, Text::new("不用药", "Use nothing"))];
                let question = match (self.antidote, victim) {
                    (true, Some(v)) => {
                        if self.may_save(town.night(), seat, v) {
                            options.push(Offered::game(
                                Move::Save(v),
                                text!("用解药救{}号", "Save seat {} with the antidote", v.num()),
                            ));
                        }
                        text!(
                            "今晚{}号被杀。你要用解药救他，还是用毒药，或都不用？（每晚最多一瓶）",
                            "Seat {} was killed tonight. Save them, poison someone, or neither? (one potion a night at most)",
                            v.num()
                        )
                    }
                    (true, None) => Text::new(
                        "今晚没有人被杀。你要用毒药吗？",
                        "Nobody was killed tonight. Will you use your poison?",
                    ),
                    (false, _) => Text::new(
                        "你的解药已用完，今晚没有消息。你要用毒药吗？",
                        "Your antidote is spent: you are told nothing. Will you use your poison?",
                    ),
                };
                if self.poison {
                    options.extend(town.alive().iter().filter(|&s| s != seat).map(|s| {
                        Offered::game(Move::Poison(s), text!("毒{}号", "Poison seat {}", s.num()))
                    }));
                }
                Ask::new(question, options)
            }
            Step::Seer => Ask::new(
                Text::new("请选择今晚要查验的人", "Choose whom to check tonight"),
                town.alive()
                    .iter()
                    .filter(|&s| s != seat)
                    .map(Offered::seat)
                    .collect(),
            ),
        }
    }

    /// The witch opens her eyes: while she holds the antidote she is told tonight's victim.
    pub(crate) fn tell_witch(&mut self, night: &mut Night<'_, Langren>) {
        let Some(witch) = night.town().alive_with(Role::Witch).iter().next() else {
            return;
        };
        if !self.antidote {
            return;
        }
        let victim = Self::victim(night);
        self.told = Some((night.town().night(), victim));
        let told = match victim {
            Some(v) => text!("今晚{}号被杀", "Seat {} was killed tonight", v.num()),
            None => Text::new("今晚没有人被杀", "Nobody was killed tonight"),
        };
        night.tell_one(witch, kind::WITCH, told);
    }

    /// Whether the witch at `seat` may save `victim` on night `n`.
    fn may_save(&self, n: u32, seat: Seat, victim: Seat) -> bool {
        victim != seat
            || match self.rules.witch_self_save {
                SelfSave::Always => true,
                SelfSave::Never => false,
                SelfSave::FirstNight => n == 1,
            }
    }

    /// What a step's decision does.
    pub(crate) fn on_act(
        &mut self,
        night: &mut Night<'_, Langren>,
        step: Step,
        act: Act<'_, Move>,
    ) {
        let n = night.town().night();
        match (step, act) {
            (Step::Guard, Act::One { seat, opt }) => {
                self.guarded = opt.seat().map(|s| (n, s));
                match opt.seat() {
                    Some(t) => {
                        night.record(Step::Guard, Action::Protect, t);
                        night.tell_one(
                            seat,
                            kind::GUARD,
                            text!("你守护了{}号", "You protect seat {}", t.num()),
                        );
                        night.note(
                            kind::GUARD,
                            text!("守卫守护{}号", "The guard protects seat {}", t.num()),
                        );
                    }
                    None => {
                        night.tell_one(
                            seat,
                            kind::GUARD,
                            Text::new("你今晚没有守护任何人", "You protect nobody tonight"),
                        );
                        night.note(
                            kind::GUARD,
                            Text::new("守卫空守", "The guard protects nobody"),
                        );
                    }
                }
            }
            (Step::Guard, _) => self.guarded = None,
            (Step::Wolves, Act::Group { members, pick }) => {
                let chose = describe(pick, &Text::new("空刀", "nobody"));
                night.tell(
                    members.iter().copied().collect(),
                    kind::KILL,
                    Text::owned(
                        format!("狼人决定：{}", chose.zh),
                        format!("The wolves chose: {}", chose.en),
                    ),
                );
                match pick {
                    Some(t) => {
                        night.record(Step::Wolves, Action::Attack, t);
                        night.note(
                            kind::KILL,
                            text!("狼人杀{}号", "The wolves attack seat {}", t.num()),
                        );
                    }
                    None => night.note(kind::KILL, Text::new("狼人空刀", "The wolves kill nobody")),
                }
            }
            (Step::Witch, Act::One { seat, opt }) => match opt {
                Opt::Game(Move::Save(v)) => {
                    self.antidote = false;
                    night.record(Step::Witch, Action::Save, v);
                    night.tell_one(
                        seat,
                        kind::WITCH,
                        text!("你用解药救了{}号", "You saved seat {}", v.num()),
                    );
                    night.note(
                        kind::WITCH,
                        text!("女巫救{}号", "The witch saves seat {}", v.num()),
                    );
                }
                Opt::Game(Move::Poison(t)) => {
                    self.poison = false;
                    night.record(Step::Witch, Action::Poison, t);
                    night.tell_one(
                        seat,
                        kind::WITCH,
                        text!("你毒了{}号", "You poisoned seat {}", t.num()),
                    );
                    night.note(
                        kind::WITCH,
                        text!("女巫毒{}号", "The witch poisons seat {}", t.num()),
                    );
                }
                _ => night.note(
                    kind::WITCH,
                    Text::new("女巫不用药", "The witch uses nothing"),
                ),
            },
            (Step::Seer, Act::One { seat, opt }) => {
                if let Some(t) = opt.seat() {
                    let result = tianhei_core::nightday::SecretRole::check(night.town().role(t));
                    self.checks.push(SeerCheck {
                        night: n,
                        target: t,
                        result,
                    });
                    let r = result.label();
                    night.tell_one(
                        seat,
                        kind::CHECK,
                        Text::owned(
                            format!("查验{}号：{}", t.number(), r.zh),
                            format!("Check of seat {}: {}", t.number(), r.en),
                        ),
                    );
                }
            }
            _ => {}
        }
    }

    /// Dawn: the wolves' victim dies unless protected or saved — but protected and saved
    /// the same night, it dies (同守同救); poison kills whoever guards the seat.
    pub(crate) fn resolve(&mut self, night: &mut Night<'_, Langren>) -> SeatSet {
        let ledger = night.ledger();
        let mut deaths = ledger.targets(Action::Poison);
        if let Some(v) = Self::victim(night) {
            let guarded = night.ledger().has(Action::Protect, v);
            let saved = night.ledger().has(Action::Save, v);
            if guarded == saved {
                deaths.insert(v);
                if guarded {
                    night.note(
                        KEYS.dawn,
                        text!(
                            "{}号同守同救，死亡",
                            "Seat {} was protected and saved: dies",
                            v.num()
                        ),
                    );
                }
            }
        }
        deaths
    }
}
