//! The night script: ordered steps, each a single seat's or a group's decision, narrated
//! every night with the same lines and pauses whether its role can act or not (unless the
//! step's rule stops calling it), collected into the night ledger that the game resolves
//! at dawn.
//!
//! Night prompts are secret, the public sees only narration, and game code sees the night
//! through [`Night`], which can write private lines and the ledger but nothing public: a
//! night cannot show anyone who was asked or what was done.

use crate::{
    event::Pace,
    prompt::Prompt,
    seat::{Seat, SeatSet},
    text::Text,
};

use super::{
    NightDay, OptOf, Town,
    group::{GroupDecision, GroupOutcome},
    ledger::{Action, Ledger},
    offer::{Offered, Opt},
    phase::{Cx, Done, Flow, Phase, Showing},
    role::SecretRole,
    stage::{Asking, NightPhase},
};

/// When a step is narrated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Called {
    /// Every night while its role was dealt, with the same pauses whether its holder is
    /// alive, dead or spent (and asking nobody then).
    IfDealt,
    /// Only while someone can act: the step is no longer called once its role is out or
    /// spent (杀人游戏's 秘匪 and 秘警, as the seed says).
    WhileAble,
}

/// One step of the night script.
#[derive(Clone, Debug)]
pub struct Step<G: NightDay> {
    /// The game's name for it.
    pub step: G::Step,
    /// The role it calls: its narration ([`SecretRole::night`]) and whether it was dealt.
    pub role: G::Role,
    /// The prompt kind (`sharen.kill`).
    pub kind: &'static str,
    /// `Some` for a group decision, with what a pick of nobody is called (`不杀`).
    pub group: Option<Text>,
    /// When it is narrated.
    pub called: Called,
}

/// The night script: the steps in order and how night falls and day breaks.
#[derive(Clone, Debug)]
pub struct Script<G: NightDay> {
    /// `天黑了，请大家闭眼。`
    pub fall: Text,
    /// `天亮了，请大家睁眼。`
    pub rise: Text,
    /// The steps, in order.
    pub steps: Vec<Step<G>>,
    /// Rounds of asking a group again when its members disagree.
    pub rounds: u32,
    /// Seconds a host gives a night decision.
    pub seconds: u32,
    /// Whether every living seat not asked at a step is asked the night question
    /// 「你怀疑谁？」 meanwhile ([`NightQuestion`]), so that every phone lights up alike.
    pub question: bool,
}

/// The night question, a house rule: while a step asks its role, every other living seat
/// is asked 「你怀疑谁？」 over the seats alive, so a lit phone at night tells nothing. The
/// answers change no rule; the moderator's log keeps them for the 复盘 (「大家的怀疑」).
#[derive(
    Copy,
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    serde::Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum NightQuestion {
    /// Asked in rooms where people play on phones (a host turns it on when it seats
    /// people); not in simulations.
    #[default]
    #[schemars(title = "in rooms with phones", extend("zh" = "有手机的房间"))]
    Phones,
    /// Always asked.
    #[schemars(title = "always", extend("zh" = "总是"))]
    On,
    /// Never asked.
    #[schemars(title = "never", extend("zh" = "从不"))]
    Off,
}

impl NightQuestion {
    /// The option key in every night/day rule set that has it.
    pub const KEY: &'static str = "night_question";

    /// Whether the question is asked at a table (`On`; `Phones` is made `On` by a host
    /// that seats people).
    pub fn asked(self) -> bool {
        self == NightQuestion::On
    }
}

impl<G: NightDay> Step<G> {
    /// The step `step` of `role`, asked as `kind`: one seat decides, and it is narrated
    /// whenever its role was dealt ([`Called::IfDealt`]).
    pub fn new(step: G::Step, role: G::Role, kind: &'static str) -> Self {
        Step {
            step,
            role,
            kind,
            group: None,
            called: Called::IfDealt,
        }
    }

    /// The step as a group decision, a pick of nobody called `nobody` (`不杀`).
    pub fn group(mut self, nobody: Text) -> Self {
        self.group = Some(nobody);
        self
    }

    /// The step narrated by the rule `called`.
    pub fn called(mut self, called: Called) -> Self {
        self.called = called;
        self
    }
}

impl<G: NightDay> Script<G> {
    /// A script with the usual lines (`天黑了，请大家闭眼。` / `天亮了，请大家睁眼。`).
    pub fn new(steps: Vec<Step<G>>, rounds: u32, seconds: u32) -> Self {
        Script {
            fall: Text::new(
                "天黑了，请大家闭眼。",
                "Night falls. Everyone, close your eyes.",
            ),
            rise: Text::new(
                "天亮了，请大家睁眼。",
                "Day breaks. Everyone, open your eyes.",
            ),
            steps,
            rounds,
            seconds,
            question: false,
        }
    }
}

/// A question to one seat: the options and the default a host applies at its deadline.
#[derive(Clone, Debug)]
pub struct Ask<X> {
    /// The question.
    pub question: Text,
    /// The options (none: nothing to decide, the step passes).
    pub options: Vec<Offered<X>>,
    /// The default option's index.
    pub default: usize,
}

impl<X> Ask<X> {
    /// A question whose default is the first option.
    pub fn new(question: Text, options: Vec<Offered<X>>) -> Self {
        Ask {
            question,
            options,
            default: 0,
        }
    }
}

/// What a step decided.
#[derive(Copy, Clone, Debug)]
pub enum Act<'a, X> {
    /// A single seat picked an option.
    One {
        /// Who.
        seat: Seat,
        /// The option.
        opt: Opt<X>,
    },
    /// A group settled on a seat (or on nobody).
    Group {
        /// The members who decided.
        members: &'a [Seat],
        /// Their pick.
        pick: Option<Seat>,
    },
    /// Nobody could act (the step was narrated all the same).
    Nobody,
}

/// The night as game code sees it: the town to read, the ledger to write, and lines only
/// for some seats or the moderator.
pub struct Night<'a, G: NightDay> {
    town: &'a mut Town<G>,
}

impl<'a, G: NightDay> Night<'a, G> {
    pub(crate) fn new(town: &'a mut Town<G>) -> Self {
        Night { town }
    }

    /// The town.
    pub fn town(&self) -> &Town<G> {
        self.town
    }

    /// Tonight's ledger so far.
    pub fn ledger(&self) -> &Ledger<G::Step> {
        &self.town.ledger
    }

    /// Records an action in the ledger.
    pub fn record(&mut self, by: G::Step, action: Action, target: Seat) {
        self.town.ledger.push(by, action, target);
    }

    /// A line for these seats only.
    pub fn tell(&mut self, to: SeatSet, key: &'static str, text: Text) {
        self.town.tell(to, key, text);
    }

    /// A line for one seat only.
    pub fn tell_one(&mut self, to: Seat, key: &'static str, text: Text) {
        self.town.tell(SeatSet::one(to), key, text);
    }

    /// A line for the moderator only.
    pub fn note(&mut self, key: &'static str, text: Text) {
        self.town.note(key, text);
    }
}

/// A group member's pick in the last round: (member, pick; `None` for nobody).
pub type Pick = (Seat, Option<Seat>);

impl NightPhase {
    /// The group decision in progress, if `seat` is one of its members.
    pub fn group_of(&self, seat: Seat) -> Option<&GroupDecision<Option<Seat>>> {
        match &self.asking {
            Asking::Group(g) if g.members().contains(&seat) => Some(g),
            _ => None,
        }
    }

    /// Runs the script from the current step until a step asks someone.
    fn run<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        loop {
            let Some(spec) = cx.game.script().steps.get(self.step).cloned() else {
                self.note_suspicions(cx.town);
                let deaths = cx.game.dawn(&mut Night::new(cx.town));
                let rise = cx.game.script().rise.clone();
                cx.town.narrate(rise, Pace::SHORT);
                // The day begins with the rise: what is said before the dawn's announcement
                // (the sheriff's election) belongs to this day.
                cx.town.held = cx.town.day;
                cx.town.day = cx.town.night;
                cx.town.pending = deaths;
                return Flow::Done(Done::Finished);
            };
            let call = spec.role.night();
            let narrated = match spec.called {
                Called::IfDealt => cx.town.deal().dealt(spec.role),
                Called::WhileAble => !cx.game.actors(cx.town, spec.step).is_empty(),
            };
            if !narrated {
                self.step += 1;
                continue;
            }
            if let Some(call) = call {
                cx.town.narrate(call.open.clone(), Pace::SHORT);
                for line in call.ask {
                    cx.town.narrate(line.clone(), Pace::ACTION);
                }
            }
            cx.game.wake(&mut Night::new(cx.town), spec.step);
            let actors = cx.game.actors(cx.town, spec.step);
            let asked = self.ask(cx, &spec, actors, 1);
            self.question(cx, asked);
            if !asked.is_empty() {
                return Flow::Wait;
            }
            cx.game
                .act(&mut Night::new(cx.town), spec.step, super::Act::Nobody);
            if !self.questioned.is_empty() {
                self.decided = true;
                return Flow::Wait;
            }
            self.close(cx, &spec);
        }
    }

    /// Asks the night question of every living seat but `asked` (those the step asks)
    /// that has no open question yet, when the script asks it.
    fn question<G: NightDay>(&mut self, cx: &mut Cx<'_, G>, asked: SeatSet) {
        if !cx.game.script().question {
            return;
        }
        let seconds = cx.game.script().seconds;
        let alive = cx.town.alive();
        let kind = cx.town.keys().suspect;
        for seat in alive.iter() {
            if asked.contains(seat) || self.questioned.contains(seat) {
                continue;
            }
            let others: Vec<Seat> = alive.iter().filter(|&s| s != seat).collect();
            if others.is_empty() {
                continue;
            }
            // The default: the seat suspected last at this night, else the next seat alive.
            let last = self
                .suspicions
                .iter()
                .find(|(s, _)| *s == seat)
                .and_then(|(_, t)| *t);
            let next = cx.town.seating().next_where(seat, |s| alive.contains(s));
            let default = (last.or(next))
                .and_then(|t| others.iter().position(|&s| s == t))
                .unwrap_or(0);
            let options = others.iter().map(|&s| Offered::seat(s)).collect();
            let text = crate::text!("你怀疑谁？", "Whom do you suspect?");
            cx.town.offer(options, |o| {
                Prompt::one(seat, kind, text, o)
                    .with_default(vec![default])
                    .secret()
                    .with_timeout(seconds)
            });
            self.questioned.insert(seat);
        }
    }

    /// Tonight's suspicions, for the moderator's log (the 复盘's 「大家的怀疑」).
    fn note_suspicions<G: NightDay>(&mut self, town: &mut Town<G>) {
        if self.suspicions.is_empty() {
            return;
        }
        let mut all = std::mem::take(&mut self.suspicions);
        all.sort_by_key(|(s, _)| *s);
        let none = Text::new("无", "nobody");
        let picks = picks_text(&all, &none);
        let key = town.keys().suspect;
        town.note(
            key,
            Text::owned(
                format!("大家的怀疑：{}", picks.zh),
                format!("Suspicions: {}", picks.en),
            ),
        );
    }

    /// Opens the step's prompts: the seats asked, none when nobody can be.
    fn ask<G: NightDay>(
        &mut self,
        cx: &mut Cx<'_, G>,
        spec: &Step<G>,
        actors: Vec<Seat>,
        round: u32,
    ) -> SeatSet {
        let Some(&first) = actors.first() else {
            return SeatSet::EMPTY;
        };
        let seconds = cx.game.script().seconds;
        match spec.group {
            None => {
                let ask = cx.game.ask(&Night::new(cx.town), spec.step, first);
                if ask.options.is_empty() {
                    return SeatSet::EMPTY;
                }
                cx.town.offer(ask.options, |o| {
                    Prompt::one(first, spec.kind, ask.question, o)
                        .with_default(vec![ask.default])
                        .secret()
                        .with_timeout(seconds)
                });
                self.asking = Asking::One;
                SeatSet::one(first)
            }
            Some(_) => {
                let ask = cx.game.ask(&Night::new(cx.town), spec.step, first);
                if ask.options.is_empty() {
                    return SeatSet::EMPTY;
                }
                let question = if round == 1 {
                    ask.question
                } else {
                    crate::text!(
                        "意见不一致（第{}轮）：请看同伴的选择，重新选择",
                        "You disagreed (round {}): see your partners' picks and choose again",
                        round
                    )
                };
                // Asked again: each option marks the partners who picked it last round.
                let mut options = ask.options;
                if let Asking::Group(g) = &self.asking
                    && round > 1
                {
                    for o in &mut options {
                        let by: Vec<Seat> = (g.previous().iter())
                            .filter(|&&(_, t)| t == o.opt.seat())
                            .map(|&(s, _)| s)
                            .collect();
                        if !by.is_empty() {
                            o.choice.detail = Some(picked_by(&by));
                        }
                    }
                }
                for &m in &actors {
                    cx.town.offer(options.clone(), |o| {
                        Prompt::one(m, spec.kind, question.clone(), o)
                            .secret()
                            .of_group()
                            .with_timeout(seconds)
                    });
                }
                if round == 1 {
                    let rounds = cx.game.script().rounds;
                    self.asking = Asking::Group(GroupDecision::new(actors.clone(), rounds));
                }
                actors.iter().copied().collect()
            }
        }
    }

    fn close<G: NightDay>(&mut self, cx: &mut Cx<'_, G>, spec: &Step<G>) {
        if let Some(call) = spec.role.night() {
            cx.town.narrate(call.close.clone(), Pace::SHORT);
        }
        self.asking = Asking::Nobody;
        self.decided = false;
        self.step += 1;
    }
}

impl<G: NightDay> Phase<G> for NightPhase {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        cx.town.night += 1;
        cx.town.day_ended = false;
        cx.town.ledger.clear();
        self.suspicions.clear();
        self.questioned = SeatSet::EMPTY;
        let n = cx.town.night;
        let key = cx.town.keys().night;
        cx.town.announce(key, crate::text!("第{}夜", "Night {}", n));
        let fall = cx.game.script().fall.clone();
        cx.town.narrate(fall, Pace::SHORT);
        self.step = 0;
        self.run(cx)
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        let Some(spec) = cx.game.script().steps.get(self.step).cloned() else {
            return Flow::Wait;
        };
        if self.questioned.contains(seat) {
            self.questioned.remove(seat);
            self.suspicions.retain(|(s, _)| *s != seat);
            self.suspicions.push((seat, opt.seat()));
            if !(self.decided && self.questioned.is_empty()) {
                return Flow::Wait;
            }
            self.close(cx, &spec);
            return self.run(cx);
        }
        match std::mem::take(&mut self.asking) {
            Asking::Nobody => return Flow::Wait,
            Asking::One => {
                let act = super::Act::One { seat, opt };
                cx.game.act(&mut Night::new(cx.town), spec.step, act);
            }
            Asking::Group(mut group) => {
                group.pick(seat, opt.seat());
                if !group.all_in() {
                    self.asking = Asking::Group(group);
                    return Flow::Wait;
                }
                match group.settle(&mut cx.town.rng) {
                    GroupOutcome::Again => {
                        tell_disagreement(cx.town, &group, spec.group.as_ref());
                        let members = group.members().to_vec();
                        let round = group.round();
                        self.asking = Asking::Group(group);
                        let asked = self.ask(cx, &spec, members, round);
                        // Asked again while the group is: every phone lights up alike.
                        self.question(cx, asked);
                        return Flow::Wait;
                    }
                    GroupOutcome::Agreed(pick) | GroupOutcome::Forced(pick) => {
                        let act = super::Act::Group {
                            members: group.members(),
                            pick,
                        };
                        cx.game.act(&mut Night::new(cx.town), spec.step, act);
                    }
                }
            }
        }
        if !self.questioned.is_empty() {
            self.decided = true;
            return Flow::Wait;
        }
        self.close(cx, &spec);
        self.run(cx)
    }

    fn showing(&self) -> Showing<'_> {
        Showing::Night
    }
}

/// Tells a group that disagreed what each member picked (`1号→8号`), before asking again.
fn tell_disagreement<G: NightDay>(
    town: &mut Town<G>,
    group: &GroupDecision<Option<Seat>>,
    nobody: Option<&Text>,
) {
    let to: SeatSet = group.members().iter().copied().collect();
    let (zh, en): (Vec<String>, Vec<String>) = group
        .previous()
        .iter()
        .map(|&(s, t)| match t {
            Some(t) => (
                format!("{}号→{}号", s.number(), t.number()),
                format!("{}→seat {}", s.number(), t.number()),
            ),
            None => {
                let none = nobody.map_or(("—", "nobody"), |t| (&t.zh, &t.en));
                (
                    format!("{}号→{}", s.number(), none.0),
                    format!("{}→{}", s.number(), none.1),
                )
            }
        })
        .unzip();
    let key = town.keys().group;
    town.tell(
        to,
        key,
        Text::owned(
            format!("意见不一致：{}", zh.join("，")),
            format!("No agreement: {}", en.join(", ")),
        ),
    );
}

/// What a bot in a group decision picks when the group is asked again after disagreeing,
/// given the group's picks of the previous round: in the second round the pick of the
/// lowest-seated person in the group (`people`: the seats people play, public at the
/// table), or of the lowest seat when the group has no person; from the third round on its
/// own previous pick. So bots converge on a person's pick and then hold it: a person who
/// keeps a pick is met in the second round, and one who moves to the bots' first picks
/// finds them waiting on his own. `None` when `previous` says nothing (the first round).
pub fn follow(
    previous: &[(Seat, Option<Seat>)],
    current: &[(Seat, Option<Seat>)],
    round: u32,
    me: Seat,
    people: SeatSet,
) -> Option<Option<Seat>> {
    // A person who has picked this round leads: a host lets the bots of a group answer
    // after its people, so the group settles whether the person kept a pick or moved to
    // a bot's.
    let person_now = current
        .iter()
        .filter(|(s, _)| people.contains(*s))
        .min_by_key(|(s, _)| *s);
    if round >= 2
        && let Some(&(_, pick)) = person_now
    {
        return Some(pick);
    }
    let leader = if round <= 2 {
        previous
            .iter()
            .filter(|(s, _)| people.contains(*s))
            .min_by_key(|(s, _)| *s)
            .or_else(|| previous.iter().min_by_key(|(s, _)| *s))
    } else {
        previous.iter().find(|(s, _)| *s == me)
    };
    leader.map(|&(_, pick)| pick)
}

/// A group's picks as its members read them: `1号→8号  3号→不杀` / `1→seat 8  3→nobody`.
pub fn picks_text(previous: &[(Seat, Option<Seat>)], nobody: &Text) -> Text {
    let (zh, en): (Vec<String>, Vec<String>) = previous
        .iter()
        .map(|&(s, t)| match t {
            Some(t) => (
                format!("{}号→{}号", s.number(), t.number()),
                format!("{}→seat {}", s.number(), t.number()),
            ),
            None => (
                format!("{}号→{}", s.number(), nobody.zh),
                format!("{}→{}", s.number(), nobody.en),
            ),
        })
        .unzip();
    Text::owned(zh.join("  "), en.join("  "))
}

/// Who picked an option last round, under it on the members' phones: `1号、3号选了` /
/// `picked by 1, 3`.
fn picked_by(by: &[Seat]) -> Text {
    let nums: Vec<&str> = by.iter().map(|s| s.num()).collect();
    let mut zh = nums.join("号、");
    zh.push_str("号选了");
    let mut en = String::from("picked by ");
    en.push_str(&nums.join(", "));
    Text::owned(zh, en)
}

/// A group pick's words: `8号` / `seat 8`, or what nobody is called.
pub fn describe(pick: Option<Seat>, nobody: &Text) -> Text {
    match pick {
        Some(s) => Text::owned(format!("{}号", s.number()), format!("seat {}", s.number())),
        None => nobody.clone(),
    }
}

#[allow(unused)]
fn _role_bound<R: SecretRole>() {}

#[cfg(test)]
mod tests {
    use super::*;

    const NOBODY: Text = Text::new("不杀", "nobody");

    #[test]
    fn bots_asked_again_follow_the_person_in_their_group_then_hold() {
        // Seat 1 is a person who picked 8号; the bots at 3号 and 5号 picked others.
        let previous = [
            (Seat(0), Some(Seat(7))),
            (Seat(2), Some(Seat(4))),
            (Seat(4), Some(Seat(5))),
        ];
        let person = SeatSet::one(Seat(0));
        assert_eq!(
            follow(&previous, &[], 2, Seat(2), person),
            Some(Some(Seat(7)))
        );
        // A person who is not the lowest seat leads all the same.
        let person = SeatSet::one(Seat(4));
        assert_eq!(
            follow(&previous, &[], 2, Seat(0), person),
            Some(Some(Seat(5)))
        );
        // Bots alone follow the lowest seat.
        assert_eq!(
            follow(&previous, &[], 2, Seat(4), SeatSet::EMPTY),
            Some(Some(Seat(7)))
        );
        // From the third round each holds its own last pick.
        let held = [(Seat(0), Some(Seat(4))), (Seat(2), Some(Seat(7)))];
        assert_eq!(follow(&held, &[], 3, Seat(2), person), Some(Some(Seat(7))));
        assert_eq!(follow(&[], &[], 1, Seat(2), person), None);
        // A person who has picked this round leads from the second round on, whether he
        // kept his pick or moved to a bot's; in the first round each bot picks its own.
        let now = [(Seat(4), Some(Seat(7)))];
        assert_eq!(
            follow(&previous, &now, 2, Seat(0), person),
            Some(Some(Seat(7)))
        );
        assert_eq!(follow(&held, &now, 3, Seat(2), person), Some(Some(Seat(7))));
        assert_eq!(follow(&[], &now, 1, Seat(2), person), None);
    }

    #[test]
    fn picks_are_written_with_seat_numbers() {
        let previous = [(Seat(0), Some(Seat(7))), (Seat(2), None)];
        let t = picks_text(&previous, &NOBODY);
        assert_eq!(t.zh, "1号→8号  3号→不杀");
        assert_eq!(t.en, "1→seat 8  3→nobody");
    }
}
