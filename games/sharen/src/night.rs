//! The night script: killers → 秘匪 → 秘警 → doctor → police → dawn. Every step is
//! narrated with the same pacing whether or not its role can act; the 秘匪's and
//! 秘警's steps are no longer called once they are out or have used the power.

use tianhei_core::{
    Audience, Choice, Pace, Prompt, Seat, SeatSet, Text,
    mech::group::{GroupDecision, GroupOutcome},
    text,
};

use crate::{
    game::{AfterWords, SharenGame, Stage, Tonight},
    role::{CheckResult, Role},
    rules::{ExitStep, PeacefulNight},
};

/// Prompt kinds of the night.
pub(crate) mod kind {
    pub const KILL: &str = "sharen.kill";
    pub const SECRET_KILL: &str = "sharen.secret_kill";
    pub const EXECUTE: &str = "sharen.execute";
    pub const HEAL: &str = "sharen.heal";
    pub const CHECK: &str = "sharen.check";
}

/// Seconds a host gives a night action.
const NIGHT_SECONDS: u32 = 60;

/// A police check as the police remember it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Check {
    /// The night of the check.
    pub night: u32,
    /// Who was checked.
    pub target: Seat,
    /// The answer.
    pub result: CheckResult,
    /// The police who saw the answer.
    #[serde(skip)]
    pub known_by: SeatSet,
}

impl SharenGame {
    pub(crate) fn start_night(&mut self) {
        self.night += 1;
        self.tonight = Tonight::default();
        self.log.push(
            Audience::All,
            "sharen.night",
            text!("第{}夜", "Night {}"; self.night),
        );
        self.log.narrate(
            Text::new(
                "天黑了，请大家闭眼。",
                "Night falls. Everyone, close your eyes.",
            ),
            Pace::SHORT,
        );
        self.killers_step();
    }

    /// Living killers, with a 秘匪 who has used his power.
    pub(crate) fn killer_side(&self) -> Vec<Seat> {
        self.living()
            .filter(|&s| self.current_role(s) == Role::Killer)
            .collect()
    }

    fn killers_step(&mut self) {
        self.log.narrate(
            Text::new("杀手请睁眼。", "Killers, open your eyes."),
            Pace::SHORT,
        );
        self.log.narrate(
            Text::new(
                "杀手请确认同伴，统一意见杀掉一位玩家。",
                "Killers, see each other and agree on one player to kill.",
            ),
            Pace::ACTION,
        );
        let members = self.killer_side();
        self.announce_joined_secret_killer(&members);
        if members.is_empty() {
            self.end_killers(None);
            return;
        }
        let group = GroupDecision::new(members, self.rules.consensus_rounds);
        self.ask_killers(&group);
        self.stage = Stage::Killers(group);
    }

    /// A 秘匪 who used his power wakes with the killers from the next night on.
    fn announce_joined_secret_killer(&mut self, members: &[Seat]) {
        for &s in members {
            if self.role(s) == Role::SecretKiller && !self.joined_announced {
                self.joined_announced = true;
                let to: SeatSet = members.iter().copied().collect();
                self.log.push(
                    Audience::Seats(to),
                    "sharen.team",
                    Text::fill(
                        "秘匪{}号加入杀手",
                        "The secret killer, seat {}, joins the killers",
                        &[s.num()],
                    ),
                );
            }
        }
    }

    fn ask_killers(&mut self, group: &GroupDecision<Option<Seat>>) {
        let mut options: Vec<Choice> = self
            .living()
            .filter(|&s| self.current_role(s) != Role::Killer)
            .map(Choice::seat)
            .collect();
        if self.rules.allow_no_kill || options.is_empty() {
            options.push(Choice::new(
                "no_kill",
                Text::new("今晚不杀人", "Kill nobody tonight"),
            ));
        }
        let first = Text::new("请选择今晚要杀的人", "Choose tonight's victim");
        self.ask_group(group.members(), group.round(), kind::KILL, first, options);
    }

    pub(crate) fn on_kill(&mut self, seat: Seat, target: Option<Seat>) {
        let Stage::Killers(mut group) = std::mem::replace(&mut self.stage, Stage::Over) else {
            return;
        };
        group.pick(seat, target);
        if !group.all_in() {
            self.stage = Stage::Killers(group);
            return;
        }
        match group.settle(&mut self.rng) {
            GroupOutcome::Again => {
                self.tell_disagreement(group.members(), group.previous());
                self.ask_killers(&group);
                self.stage = Stage::Killers(group);
            }
            GroupOutcome::Agreed(t) | GroupOutcome::Forced(t) => {
                let to: SeatSet = group.members().iter().copied().collect();
                self.log.push(Audience::Seats(to), "sharen.kill", {
                    let (zh, en) = describe(t);
                    Text::owned(
                        format!("杀手决定：{zh}"),
                        format!("The killers chose: {en}"),
                    )
                });
                self.end_killers(t);
            }
        }
    }

    fn end_killers(&mut self, target: Option<Seat>) {
        if let Some(t) = target {
            if self.role(t) == Role::SecretKiller && !self.spent[t.index()] {
                self.log.push(
                    Audience::Moderator,
                    "sharen.kill",
                    Text::fill(
                        "杀手杀{}号，但秘匪不会被杀手杀死",
                        "The killers chose seat {}, the secret killer: no effect",
                        &[t.num()],
                    ),
                );
            } else {
                self.tonight.attacked.insert(t);
                self.tonight.killers_victim = Some(t);
                self.log.push(
                    Audience::Moderator,
                    "sharen.kill",
                    Text::fill("杀手杀{}号", "The killers attack seat {}", &[t.num()]),
                );
            }
        } else {
            self.log.push(
                Audience::Moderator,
                "sharen.kill",
                Text::new("杀手今晚不杀人", "The killers kill nobody"),
            );
        }
        self.log.narrate(
            Text::new("杀手请闭眼。", "Killers, close your eyes."),
            Pace::SHORT,
        );
        self.secret_step(Role::SecretKiller);
    }

    /// The 秘匪's or 秘警's step: called while that role is alive and unused (the seed); with
    /// `call_spent_secret_roles`, narrated with the same pacing after that too, while the
    /// role was dealt, asking nobody.
    fn secret_step(&mut self, role: Role) {
        let who = self
            .seating
            .all()
            .find(|&s| self.role(s) == role && self.is_alive(s) && !self.spent[s.index()]);
        let Some(s) = who else {
            let dealt = self.roles.contains(&role);
            if dealt && self.rules.call_spent_secret_roles {
                let (open, close) = secret_lines(role);
                self.log.narrate(open, Pace::SHORT);
                self.log.narrate(
                    Text::new("是否行使权利？", "Will you use your power?"),
                    Pace::ACTION,
                );
                self.log.narrate(close, Pace::SHORT);
            }
            return self.after_secret(role);
        };
        let open = secret_lines(role).0;
        let act = match role {
            Role::SecretKiller => kind::SECRET_KILL,
            _ => kind::EXECUTE,
        };
        self.log.narrate(open, Pace::SHORT);
        self.log.narrate(
            Text::new("是否行使权利？", "Will you use your power?"),
            Pace::ACTION,
        );
        let mut options = vec![Choice::new(
            "pass",
            Text::new("不行使权利", "Do not use it"),
        )];
        options.extend(self.living().filter(|&t| t != s).map(Choice::seat));
        let question = match role {
            Role::SecretKiller => Text::new(
                "是否行使权利？选择要杀的人，或不行使",
                "Use your power? Choose whom to kill, or pass",
            ),
            _ => Text::new(
                "是否行使权利？选择要处决的人，或不行使",
                "Use your power? Choose whom to execute, or pass",
            ),
        };
        self.ask(
            Prompt::one(s, act, question, options)
                .secret()
                .with_timeout(NIGHT_SECONDS),
        );
        self.stage = if role == Role::SecretKiller {
            Stage::SecretKiller
        } else {
            Stage::SecretPolice
        };
    }

    fn after_secret(&mut self, role: Role) {
        if role == Role::SecretKiller {
            self.secret_step(Role::SecretPolice)
        } else {
            self.doctor_step()
        }
    }

    /// The 秘匪's kill or the 秘警's execution, once: the 秘匪's hits anyone but a
    /// killer; the 秘警's kills a killer or 秘匪 and leaves a needle mark on anyone else.
    /// Either way the power is spent.
    pub(crate) fn on_power(&mut self, role: Role, seat: Seat, target: Option<Seat>) {
        let spent_role = role == Role::SecretKiller;
        if let Some(t) = target {
            self.spent[seat.index()] = true;
            let hits_killer = matches!(self.role(t), Role::Killer | Role::SecretKiller);
            let (key, moderator, own) = if spent_role {
                let line = if self.current_role(t) == Role::Killer {
                    (
                        "秘匪杀{}号（杀手）：无效",
                        "The secret killer chose seat {}, a killer: no effect",
                    )
                } else {
                    self.tonight.attacked.insert(t);
                    ("秘匪杀{}号", "The secret killer attacks seat {}")
                };
                let own = (
                    "你行使了权利：杀{}号。从下一夜起你与杀手一起睁眼",
                    "You used your power on seat {}. From the next night you wake with the killers",
                );
                (kind::SECRET_KILL, line, own)
            } else {
                let line = if hits_killer {
                    self.tonight.attacked.insert(t);
                    ("秘警处决{}号", "The secret police execute seat {}")
                } else {
                    self.tonight.marks.insert(t);
                    (
                        "秘警处决{}号：无效，留下针孔",
                        "The secret police chose seat {}: no effect but a needle mark",
                    )
                };
                let own = (
                    "你行使了权利：处决{}号。你现在是平民",
                    "You used your power on seat {}. You are now a civilian",
                );
                (kind::EXECUTE, line, own)
            };
            self.log.push(
                Audience::Moderator,
                key,
                Text::fill(moderator.0, moderator.1, &[t.num()]),
            );
            self.log.push(
                Audience::seat(seat),
                key,
                Text::fill(own.0, own.1, &[t.num()]),
            );
        }
        self.log.narrate(secret_lines(role).1, Pace::SHORT);
        self.after_secret(role);
    }

    fn doctor_step(&mut self) {
        let Some(doctor) = self.seating.all().find(|&s| self.role(s) == Role::Doctor) else {
            return self.police_step();
        };
        self.log.narrate(
            Text::new("医生请睁眼。", "Doctor, open your eyes."),
            Pace::SHORT,
        );
        self.log.narrate(
            Text::new("请选择医治对象。", "Choose whom to heal."),
            Pace::ACTION,
        );
        if !self.is_alive(doctor) {
            return self.end_doctor();
        }
        let options: Vec<Choice> = self.living().map(Choice::seat).collect();
        // The deadline's default must hurt nobody, the doctor least: another seat that got
        // no needle mark last night (a second mark in a row would kill it).
        let marked_last_night = |s: Seat| self.marked[s.index()] == Some(self.night - 1);
        let harmless = options
            .iter()
            .position(|c| c.seat.is_some_and(|s| s != doctor && !marked_last_night(s)))
            .or_else(|| {
                options
                    .iter()
                    .position(|c| c.seat.is_some_and(|s| !marked_last_night(s)))
            })
            .unwrap_or(0);
        let p = Prompt::one(
            doctor,
            kind::HEAL,
            Text::new(
                "请选择医治对象（可以医治自己）",
                "Choose whom to heal (yourself too)",
            ),
            options,
        )
        .with_default(vec![harmless])
        .secret()
        .with_timeout(NIGHT_SECONDS);
        self.ask(p);
        self.stage = Stage::Doctor;
    }

    pub(crate) fn on_heal(&mut self, seat: Seat, target: Option<Seat>) {
        if let Some(h) = target {
            if self.tonight.attacked.contains(h) {
                self.tonight.attacked.remove(h);
                self.log.push(
                    Audience::Moderator,
                    "sharen.heal",
                    Text::fill(
                        "医生医治{}号：医活",
                        "The doctor heals seat {}: saved",
                        &[h.num()],
                    ),
                );
            } else {
                self.tonight.marks.insert(h);
                self.log.push(
                    Audience::Moderator,
                    "sharen.heal",
                    Text::fill(
                        "医生医治{}号：留下针孔",
                        "The doctor heals seat {}: a needle mark",
                        &[h.num()],
                    ),
                );
            }
            self.log.push(
                Audience::seat(seat),
                "sharen.heal",
                Text::fill("你医治了{}号", "You healed seat {}", &[h.num()]),
            );
        }
        self.end_doctor();
    }

    fn end_doctor(&mut self) {
        self.log.narrate(
            Text::new("医生请闭眼。", "Doctor, close your eyes."),
            Pace::SHORT,
        );
        self.police_step();
    }

    fn police_step(&mut self) {
        self.log.narrate(
            Text::new("警察请睁眼。", "Police, open your eyes."),
            Pace::SHORT,
        );
        self.log.narrate(
            Text::new(
                "警察请确认同伴，统一意见选择要验证身份的玩家。",
                "Police, see each other and agree on one player to check.",
            ),
            Pace::ACTION,
        );
        let members: Vec<Seat> = self
            .living()
            .filter(|&s| self.role(s) == Role::Police)
            .collect();
        let options = self.police_options();
        if members.is_empty() || options.is_empty() {
            return self.end_police();
        }
        let group = GroupDecision::new(members, self.rules.consensus_rounds);
        self.ask_police(&group, options);
        self.stage = Stage::Police(group);
    }

    fn ask_police(&mut self, group: &GroupDecision<Seat>, options: Vec<Choice>) {
        let first = Text::new("请选择要验证身份的玩家", "Choose whom to check");
        self.ask_group(group.members(), group.round(), kind::CHECK, first, options);
    }

    pub(crate) fn on_check(&mut self, seat: Seat, target: Option<Seat>) {
        let Stage::Police(mut group) = std::mem::replace(&mut self.stage, Stage::Over) else {
            return;
        };
        let Some(target) = target else { return };
        group.pick(seat, target);
        if !group.all_in() {
            self.stage = Stage::Police(group);
            return;
        }
        let to: SeatSet = group.members().iter().copied().collect();
        match group.settle(&mut self.rng) {
            GroupOutcome::Again => {
                let previous: Vec<(Seat, Option<Seat>)> = group
                    .previous()
                    .iter()
                    .map(|&(m, t)| (m, Some(t)))
                    .collect();
                self.tell_disagreement(group.members(), &previous);
                let options = self.police_options();
                self.ask_police(&group, options);
                self.stage = Stage::Police(group);
            }
            GroupOutcome::Agreed(t) | GroupOutcome::Forced(t) => {
                let result = self.check_result(t);
                self.checks.push(Check {
                    night: self.night,
                    target: t,
                    result,
                    known_by: to,
                });
                self.log.push(
                    Audience::Seats(to),
                    "sharen.check",
                    Text::owned(
                        format!("验证{}号：{}", t.number(), result.label().zh),
                        format!("Check of seat {}: {}", t.number(), result.label().en),
                    ),
                );
                self.end_police();
            }
        }
    }

    /// Asks every member of a group decision the same secret question; from the second
    /// round on, the question says they disagreed.
    fn ask_group(
        &mut self,
        members: &[Seat],
        round: u32,
        kind: &'static str,
        first: Text,
        options: Vec<Choice>,
    ) {
        let question = if round == 1 {
            first
        } else {
            text!("意见不一致（第{}轮）：请看同伴的选择，重新选择", "You disagreed (round {}): see your partners' picks and choose again"; round)
        };
        for &m in members {
            let p = Prompt::one(m, kind, question.clone(), options.clone())
                .secret()
                .with_timeout(NIGHT_SECONDS);
            self.ask(p);
        }
    }

    /// Whom the police may check: every living seat but the police themselves.
    fn police_options(&self) -> Vec<Choice> {
        self.living()
            .filter(|&s| self.role(s) != Role::Police)
            .map(Choice::seat)
            .collect()
    }

    /// Tells a group that disagreed what each member picked (`1号→8号`), before asking again.
    fn tell_disagreement(&mut self, members: &[Seat], previous: &[(Seat, Option<Seat>)]) {
        let to: SeatSet = members.iter().copied().collect();
        let (zh, en): (Vec<String>, Vec<String>) = previous
            .iter()
            .map(|&(s, t)| {
                let (tz, te) = describe(t);
                (
                    format!("{}号→{tz}", s.number()),
                    format!("{}→{te}", s.number()),
                )
            })
            .unzip();
        self.log.push(
            Audience::Seats(to),
            "sharen.group",
            Text::owned(
                format!("意见不一致：{}", zh.join("，")),
                format!("No agreement: {}", en.join(", ")),
            ),
        );
    }

    /// The answer the police get for `t` now.
    pub fn check_result(&self, t: Seat) -> CheckResult {
        match (self.role(t), self.spent[t.index()]) {
            (Role::Killer, _) | (Role::SecretKiller, true) => CheckResult::Killer,
            (Role::Doctor, _) | (Role::SecretPolice, false) | (Role::SecretKiller, false) => {
                CheckResult::Special
            }
            _ => CheckResult::Good,
        }
    }

    fn end_police(&mut self) {
        self.log.narrate(
            Text::new("警察请闭眼。", "Police, close your eyes."),
            Pace::SHORT,
        );
        self.dawn();
    }

    /// Dawn: attacks that were not healed kill; a second mark on consecutive nights
    /// kills (医死); deaths are announced without causes.
    fn dawn(&mut self) {
        let night = self.night;
        let mut deaths = self.tonight.attacked;
        for m in self.tonight.marks.iter() {
            if self.marked[m.index()] == Some(night - 1) && self.is_alive(m) && !deaths.contains(m)
            {
                deaths.insert(m);
                self.log.push(
                    Audience::Moderator,
                    "sharen.needle",
                    Text::fill(
                        "{}号连续两晚针孔，医死",
                        "Seat {} has needle marks two nights running and dies",
                        &[m.num()],
                    ),
                );
            }
            self.marked[m.index()] = Some(night);
        }
        self.log.narrate(
            Text::new(
                "天亮了，请大家睁眼。",
                "Day breaks. Everyone, open your eyes.",
            ),
            Pace::SHORT,
        );
        let deaths: Vec<Seat> = deaths.iter().collect();
        for &d in &deaths {
            self.alive[d.index()] = false;
            self.exits.push((d, ExitStep::night(night)));
        }
        if deaths.is_empty() {
            self.log.push(
                Audience::All,
                "sharen.dawn",
                Text::new("昨晚是平安夜，没有人死亡", "Nobody died last night"),
            );
        } else {
            let list: Vec<String> = deaths.iter().map(|d| d.number().to_string()).collect();
            self.log.push(
                Audience::All,
                "sharen.dawn",
                Text::owned(
                    format!("昨晚死亡：{}号", list.join("号、")),
                    format!("Died last night: seat {}", list.join(", ")),
                ),
            );
        }
        self.last_deaths = deaths.clone();
        if self.check_win() {
            return;
        }
        let then = if deaths.is_empty() && self.rules.peaceful_night == PeacefulNight::SkipDay {
            AfterWords::Night
        } else {
            AfterWords::Day
        };
        match deaths.as_slice() {
            [one] if self.gives_last_words(ExitStep::night(night)) => self.last_words(*one, then),
            _ => self.continue_after(then),
        }
    }
}

/// A group's pick in both languages: `8号` / `seat 8`, or nobody.
fn describe(t: Option<Seat>) -> (String, String) {
    match t {
        Some(s) => (format!("{}号", s.number()), format!("seat {}", s.number())),
        None => ("不杀".to_string(), "nobody".to_string()),
    }
}

/// The 秘匪's or 秘警's opening and closing lines.
fn secret_lines(role: Role) -> (Text, Text) {
    if role == Role::SecretKiller {
        (
            Text::new("秘匪请睁眼。", "Secret killer, open your eyes."),
            Text::new("秘匪请闭眼。", "Secret killer, close your eyes."),
        )
    } else {
        (
            Text::new("秘警请睁眼。", "Secret police, open your eyes."),
            Text::new("秘警请闭眼。", "Secret police, close your eyes."),
        )
    }
}
