//! Secret roles: a role's side, its card, how the 法官 calls it at night, what a check on it
//! shows, and who learns whom at the start.

use std::{fmt, hash::Hash};

use serde::Serialize;

use crate::{
    event::Audience,
    scene::Tone,
    seat::{Seat, SeatSet},
    text::Text,
};

/// A side a role wins with (`police`, `wolves`).
pub trait Side: Copy + Eq + fmt::Debug + Serialize + Send + Sync + 'static {
    /// Machine key, as in outcomes (`"police"`).
    fn key(self) -> &'static str;
    /// The side's name (`警察一方` / `The police side`); the summary reads `…获胜` / `… win`.
    fn label(self) -> Text;
}

/// A role dealt face down.
pub trait SecretRole: Copy + Eq + Hash + fmt::Debug + Serialize + Send + Sync + 'static {
    /// The sides roles win with.
    type Side: Side;
    /// What a check on a seat shows (a 预言家's 好人/狼人, the police's three signs).
    type Check: Copy + Eq + fmt::Debug + Serialize + Send + Sync + 'static;

    /// Every role, in table order.
    fn all() -> &'static [Self];
    /// Machine key, as in rule files and records (`"killer"`).
    fn key(self) -> &'static str;
    /// The role's name (`杀手` / `Killer`).
    fn label(self) -> Text;
    /// The side the role wins with.
    fn side(self) -> Self::Side;
    /// What the role's card says it does.
    fn text(self) -> Text;
    /// The colour hosts draw the role with.
    fn tone(self) -> Tone;
    /// What a check on a holder of this role shows, before anything happened in the game
    /// (a game adjusts it for state, such as a spent power).
    fn check(self) -> Self::Check;
    /// How the 法官 wakes the role at night, if it acts: its name as called
    /// (`杀手` / `Killers`) and the question read once eyes are open.
    fn night(self) -> Option<&'static Call> {
        None
    }
    /// Who learns whom when the cards are dealt: each [`Team`] line is written to the
    /// holders of its `members`, naming the holders of its `shown`, in this order.
    fn teams() -> &'static [Team<Self>] {
        &[]
    }
}

/// How the 法官 calls a role at night: `杀手请睁眼。`, the questions, `杀手请闭眼。`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// `杀手请睁眼。` / `Killers, open your eyes.`
    pub open: Text,
    /// The questions read once eyes are open (each with time for a silent answer).
    pub ask: &'static [Text],
    /// `杀手请闭眼。` / `Killers, close your eyes.`
    pub close: Text,
}

/// Holders of `members` learn at the start who holds `shown` (a team learns itself).
#[derive(Clone, Debug)]
pub struct Team<R: 'static> {
    /// Who learns.
    pub members: &'static [R],
    /// Whom they learn.
    pub shown: &'static [R],
    /// The line's label: `杀手同伴` / `Your fellow killers`.
    pub label: Text,
}

/// The roles dealt to a table, seat by seat, and what each seat knows of them at the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal<R> {
    roles: Vec<R>,
}

impl<R: SecretRole> Deal<R> {
    /// Seat `i` holds `roles[i]`.
    pub fn new(roles: Vec<R>) -> Self {
        Deal { roles }
    }

    /// Every seat's role, in seat order.
    pub fn roles(&self) -> &[R] {
        &self.roles
    }

    /// The role of `s`.
    pub fn role(&self, s: Seat) -> R {
        self.roles[s.index()]
    }

    /// The seats holding any of `roles`.
    pub fn holders(&self, roles: &[R]) -> SeatSet {
        (0..self.roles.len())
            .filter(|&i| roles.contains(&self.roles[i]))
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Whether any seat holds `role`.
    pub fn dealt(&self, role: R) -> bool {
        self.roles.contains(&role)
    }

    /// The seats whose role `viewer` knows from the deal: itself, and every team it learns.
    pub fn known_to(&self, viewer: Seat) -> SeatSet {
        let mine = self.role(viewer);
        let mut known = SeatSet::one(viewer);
        for t in R::teams() {
            if t.members.contains(&mine) {
                known = known.union(self.holders(t.shown));
            }
        }
        known
    }

    /// The start's private lines: each seat's role, then each team line to its members.
    pub fn lines(&self) -> Vec<(Audience, Text, bool)> {
        let mut out = Vec::with_capacity(self.roles.len() + 2);
        for (i, r) in self.roles.iter().enumerate() {
            let l = r.label();
            out.push((
                Audience::seat(Seat(i as u8)),
                Text::owned(
                    format!("你的身份是{}", l.zh),
                    format!("Your role: {}", l.en),
                ),
                false,
            ));
        }
        for t in R::teams() {
            let shown: Vec<Seat> = self.holders(t.shown).iter().collect();
            out.push((
                Audience::Seats(self.holders(t.members)),
                team_line(&t.label, &shown),
                true,
            ));
        }
        out
    }
}

/// `杀手同伴：1号、2号` / `Your fellow killers: seats 1, 2`.
pub fn team_line(label: &Text, seats: &[Seat]) -> Text {
    let zh: Vec<String> = seats.iter().map(|s| format!("{}号", s.number())).collect();
    let en: Vec<String> = seats.iter().map(|s| s.number().to_string()).collect();
    Text::owned(
        format!("{}：{}", label.zh, zh.join("、")),
        format!("{}: seats {}", label.en, en.join(", ")),
    )
}

/// `3号、5号` / `3, 5`: seats as players write them.
pub fn seat_list(seats: impl IntoIterator<Item = Seat>) -> (String, String) {
    let (mut zh, mut en) = (String::new(), String::new());
    for (i, s) in seats.into_iter().enumerate() {
        if i > 0 {
            zh.push('、');
            en.push_str(", ");
        }
        zh.push_str(&format!("{}号", s.number()));
        en.push_str(s.num());
    }
    (zh, en)
}

#[cfg(test)]
pub(crate) mod tests {
    use serde::Serialize;

    use super::*;

    /// A two-role game for the kit's own tests: wolves who know each other, and villagers.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
    pub enum R {
        Wolf,
        Villager,
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
    pub enum S {
        Wolves,
        Village,
    }

    impl Side for S {
        fn key(self) -> &'static str {
            match self {
                S::Wolves => "wolves",
                S::Village => "village",
            }
        }
        fn label(self) -> Text {
            match self {
                S::Wolves => Text::new("狼人", "The wolves"),
                S::Village => Text::new("村民", "The village"),
            }
        }
    }

    static WOLF_CALL: Call = Call {
        open: Text::new("狼人请睁眼。", "Wolves, open your eyes."),
        ask: &[Text::new(
            "请选择今晚要杀的人。",
            "Choose tonight's victim.",
        )],
        close: Text::new("狼人请闭眼。", "Wolves, close your eyes."),
    };

    static TEAMS: [Team<R>; 1] = [Team {
        members: &[R::Wolf],
        shown: &[R::Wolf],
        label: Text::new("狼人同伴", "Your pack"),
    }];

    impl SecretRole for R {
        type Side = S;
        type Check = bool;
        fn all() -> &'static [Self] {
            &[R::Wolf, R::Villager]
        }
        fn key(self) -> &'static str {
            match self {
                R::Wolf => "wolf",
                R::Villager => "villager",
            }
        }
        fn label(self) -> Text {
            match self {
                R::Wolf => Text::new("狼人", "Wolf"),
                R::Villager => Text::new("村民", "Villager"),
            }
        }
        fn side(self) -> S {
            match self {
                R::Wolf => S::Wolves,
                R::Villager => S::Village,
            }
        }
        fn text(self) -> Text {
            self.label()
        }
        fn tone(self) -> Tone {
            Tone::Plain
        }
        fn check(self) -> bool {
            self == R::Wolf
        }
        fn night(self) -> Option<&'static Call> {
            (self == R::Wolf).then_some(&WOLF_CALL)
        }
        fn teams() -> &'static [Team<Self>] {
            &TEAMS
        }
    }

    #[test]
    fn a_team_learns_itself_and_nobody_else_learns_anything() {
        let d = Deal::new(vec![R::Villager, R::Wolf, R::Villager, R::Wolf]);
        assert_eq!(d.known_to(Seat(1)).len(), 2);
        assert!(d.known_to(Seat(1)).contains(Seat(3)));
        assert_eq!(d.known_to(Seat(0)), SeatSet::one(Seat(0)));
        let lines = d.lines();
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[4].1.zh, "狼人同伴：2号、4号");
        assert_eq!(lines[4].1.en, "Your pack: seats 2, 4");
        assert_eq!(lines[0].1.zh, "你的身份是村民");
    }
}
