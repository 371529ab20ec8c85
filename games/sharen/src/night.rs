//! The night of 杀人游戏: killers → 秘匪 → 秘警 → doctor → police, and the dawn's needle
//! marks. The kit narrates every step with the same pacing whether its role can act or not
//! (the 秘匪's and 秘警's steps are no longer called once they are out or have used the
//! power, unless `call_spent_secret_roles`); this is what each step asks and does.

use tianhei_core::{
    Seat, SeatSet, Text,
    nightday::{Act, Action, Ask, Night, Offered, Opt, Town, night::describe},
    text,
};

use crate::{
    game::{Check, Sharen},
    keys::{KEYS, NoKill, Step, kind},
    role::{CheckResult, Role},
};

impl Sharen {
    /// A 秘匪 who used his power wakes with the killers from the next night on.
    pub(crate) fn announce_joined_secret_killer(&mut self, night: &mut Night<'_, Sharen>) {
        let members = self.killer_side(night.town());
        for &s in &members {
            if night.town().role(s) == Role::SecretKiller && !self.joined_announced {
                self.joined_announced = true;
                night.tell(
                    members.iter().copied().collect(),
                    KEYS.team,
                    text!(
                        "秘匪{}号加入杀手",
                        "The secret killer, seat {}, joins the killers",
                        s.num()
                    ),
                );
            }
        }
    }

    /// What `seat` is asked at `step`.
    pub(crate) fn question(&self, town: &Town<Sharen>, step: Step, seat: Seat) -> Ask<NoKill> {
        match step {
            Step::Kill => {
                let mut options: Vec<Offered<NoKill>> = town
                    .alive()
                    .iter()
                    .filter(|&s| self.current_role(town, s) != Role::Killer)
                    .map(Offered::seat)
                    .collect();
                if self.rules.allow_no_kill || options.is_empty() {
                    options.push(Offered::game(
                        NoKill::NoKill,
                        Text::new("今晚不杀人", "Kill nobody tonight"),
                    ));
                }
                Ask::new(
                    Text::new("请选择今晚要杀的人", "Choose tonight's victim"),
                    options,
                )
            }
            Step::SecretKill | Step::Execute => {
                let mut options = vec![Offered::new(
                    Opt::Pass,
                    Text::new("不行使权利", "Do not use it"),
                )];
                options.extend(
                    town.alive()
                        .iter()
                        .filter(|&t| t != seat)
                        .map(Offered::seat),
                );
                let question = if step == Step::SecretKill {
                    Text::new(
                        "是否行使权利？选择要杀的人，或不行使",
                        "Use your power? Choose whom to kill, or pass",
                    )
                } else {
                    Text::new(
                        "是否行使权利？选择要处决的人，或不行使",
                        "Use your power? Choose whom to execute, or pass",
                    )
                };
                Ask::new(question, options)
            }
            Step::Heal => {
                let options: Vec<Offered<NoKill>> =
                    town.alive().iter().map(Offered::seat).collect();
                // The deadline's default must hurt nobody, the doctor least: another seat
                // that got no needle mark last night (a second mark in a row would kill it).
                let night = town.night();
                let marked_last_night = |s: Seat| self.marked[s.index()] == Some(night - 1);
                let harmless = options
                    .iter()
                    .position(|c| {
                        c.opt
                            .seat()
                            .is_some_and(|s| s != seat && !marked_last_night(s))
                    })
                    .or_else(|| {
                        options
                            .iter()
                            .position(|c| c.opt.seat().is_some_and(|s| !marked_last_night(s)))
                    })
                    .unwrap_or(0);
                Ask {
                    question: Text::new(
                        "请选择医治对象（可以医治自己）",
                        "Choose whom to heal (yourself too)",
                    ),
                    options,
                    default: harmless,
                }
            }
            Step::Check => Ask::new(
                Text::new("请选择要验证身份的玩家", "Choose whom to check"),
                town.alive()
                    .iter()
                    .filter(|&s| town.role(s) != Role::Police)
                    .map(Offered::seat)
                    .collect(),
            ),
        }
    }

    /// What a step's decision does.
    pub(crate) fn on_act(
        &mut self,
        night: &mut Night<'_, Sharen>,
        step: Step,
        act: Act<'_, NoKill>,
    ) {
        match (step, act) {
            (Step::Kill, Act::Group { members, pick }) => {
                let chose = describe(pick, &Text::new("不杀", "nobody"));
                night.tell(
                    members.iter().copied().collect(),
                    kind::KILL,
                    Text::owned(
                        format!("杀手决定：{}", chose.zh),
                        format!("The killers chose: {}", chose.en),
                    ),
                );
                self.end_killers(night, pick);
            }
            (Step::Kill, _) => self.end_killers(night, None),
            (Step::SecretKill | Step::Execute, Act::One { seat, opt }) => {
                if let Some(t) = opt.seat() {
                    self.on_power(night, step, seat, t);
                }
            }
            (Step::Heal, Act::One { seat, opt }) => {
                if let Some(h) = opt.seat() {
                    self.on_heal(night, seat, h);
                }
            }
            (
                Step::Check,
                Act::Group {
                    members,
                    pick: Some(t),
                },
            ) => {
                let to: SeatSet = members.iter().copied().collect();
                let result = self.check_result(night.town(), t);
                self.checks.push(Check {
                    night: night.town().night(),
                    target: t,
                    result,
                    known_by: to,
                });
                night.tell(
                    to,
                    kind::CHECK,
                    Text::owned(
                        format!("验证{}号：{}", t.number(), result.label().zh),
                        format!("Check of seat {}: {}", t.number(), result.label().en),
                    ),
                );
            }
            _ => {}
        }
    }

    fn end_killers(&mut self, night: &mut Night<'_, Sharen>, target: Option<Seat>) {
        let Some(t) = target else {
            night.note(
                kind::KILL,
                Text::new("杀手今晚不杀人", "The killers kill nobody"),
            );
            return;
        };
        if night.town().role(t) == Role::SecretKiller && !self.spent[t.index()] {
            night.note(
                kind::KILL,
                text!(
                    "杀手杀{}号，但秘匪不会被杀手杀死",
                    "The killers chose seat {}, the secret killer: no effect",
                    t.num()
                ),
            );
        } else {
            night.record(Step::Kill, Action::Attack, t);
            night.note(
                kind::KILL,
                text!("杀手杀{}号", "The killers attack seat {}", t.num()),
            );
        }
    }

    /// The 秘匪's kill or the 秘警's execution, once: the 秘匪's hits anyone but a
    /// killer; the 秘警's kills a killer or 秘匪 and leaves a needle mark on anyone else.
    /// Either way the power is spent.
    fn on_power(&mut self, night: &mut Night<'_, Sharen>, step: Step, seat: Seat, t: Seat) {
        self.spent[seat.index()] = true;
        let town = night.town();
        let n = t.num();
        let (key, line, own) = if step == Step::SecretKill {
            let line = if self.current_role(town, t) == Role::Killer {
                text!(
                    "秘匪杀{}号（杀手）：无效",
                    "The secret killer chose seat {}, a killer: no effect",
                    n
                )
            } else {
                night.record(step, Action::Attack, t);
                text!("秘匪杀{}号", "The secret killer attacks seat {}", n)
            };
            let own = text!(
                "你行使了权利：杀{}号。从下一夜起你与杀手一起睁眼",
                "You used your power on seat {}. From the next night you wake with the killers",
                n
            );
            (kind::SECRET_KILL, line, own)
        } else {
            let line = if matches!(town.role(t), Role::Killer | Role::SecretKiller) {
                night.record(step, Action::Attack, t);
                text!("秘警处决{}号", "The secret police execute seat {}", n)
            } else {
                night.record(step, Action::Mark, t);
                text!(
                    "秘警处决{}号：无效，留下针孔",
                    "The secret police chose seat {}: no effect but a needle mark",
                    n
                )
            };
            let own = text!(
                "你行使了权利：处决{}号。你现在是平民",
                "You used your power on seat {}. You are now a civilian",
                n
            );
            (kind::EXECUTE, line, own)
        };
        night.note(key, line);
        night.tell_one(seat, key, own);
    }

    /// A heal saves a seat attacked tonight; on anyone else it leaves a needle mark.
    fn on_heal(&mut self, night: &mut Night<'_, Sharen>, seat: Seat, h: Seat) {
        if night.ledger().unsaved().contains(h) {
            night.record(Step::Heal, Action::Save, h);
            night.note(
                kind::HEAL,
                text!(
                    "医生医治{}号：医活",
                    "The doctor heals seat {}: saved",
                    h.num()
                ),
            );
        } else {
            night.record(Step::Heal, Action::Mark, h);
            night.note(
                kind::HEAL,
                text!(
                    "医生医治{}号：留下针孔",
                    "The doctor heals seat {}: a needle mark",
                    h.num()
                ),
            );
        }
        night.tell_one(
            seat,
            kind::HEAL,
            text!("你医治了{}号", "You healed seat {}", h.num()),
        );
    }

    /// Dawn: attacks that were not healed kill; a second mark on consecutive nights kills
    /// (医死).
    pub(crate) fn resolve(&mut self, night: &mut Night<'_, Sharen>) -> SeatSet {
        let n = night.town().night();
        let mut deaths = night.ledger().unsaved();
        for m in night.ledger().targets(Action::Mark).iter() {
            if self.marked[m.index()] == Some(n - 1)
                && night.town().is_alive(m)
                && !deaths.contains(m)
            {
                deaths.insert(m);
                night.note(
                    "sharen.needle",
                    text!(
                        "{}号连续两晚针孔，医死",
                        "Seat {} has needle marks two nights running and dies",
                        m.num()
                    ),
                );
            }
            self.marked[m.index()] = Some(n);
        }
        deaths
    }

    /// The answer the police get for `t` now.
    pub(crate) fn check_result(&self, town: &Town<Sharen>, t: Seat) -> CheckResult {
        match (town.role(t), self.spent[t.index()]) {
            (Role::SecretKiller, true) => CheckResult::Killer,
            (Role::SecretPolice, true) => CheckResult::Good,
            (r, _) => tianhei_core::nightday::SecretRole::check(r),
        }
    }
}
