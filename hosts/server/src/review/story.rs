//! The 复盘 told as a story, for any game: each step says who acted (with the role or
//! identity the moderator knows), what they were asked and what they chose (the card it
//! used, the seat it named), the lines it added with whom each was written to, and whether
//! it is a moment that decided the game (someone out, a role shown to all, the end). The
//! host knows no game: it reads the prompt that was open and the option picked, and the
//! scenes before and after.

use serde::Serialize;
use tianhei_core::{
    Audience, Event, Match, Prompt, RecordedAnswer, Seat, Viewer,
    scene::{Badge, CardFace, Scene, SeatNo, Zone},
    text::Text,
};

/// One option picked.
#[derive(Clone, Debug, Serialize)]
pub struct Chosen {
    /// What the player read.
    pub label: Text,
    /// The words within its card (`对3号`), where the label repeats the card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub short: Option<Text>,
    /// The card the option uses, if it is grouped under one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardFace>,
    /// The seat it names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<SeatNo>,
}

/// A line of the log as the review tells it.
#[derive(Clone, Debug, Serialize)]
pub struct Line {
    /// The text.
    pub text: Text,
    /// Written to these seats only (a 「你…」 line names its reader this way).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<SeatNo>,
    /// Only the moderator had it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub moderator: bool,
}

impl Line {
    /// The line of `e`.
    pub fn of(e: &Event) -> Line {
        let (to, moderator) = match e.audience {
            Audience::All => (Vec::new(), false),
            Audience::Seats(set) => (set.iter().map(SeatNo::from).collect(), false),
            Audience::Moderator => (Vec::new(), true),
        };
        Line {
            text: e.text.clone(),
            to,
            moderator,
        }
    }
}

/// Why a step matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Moment {
    /// A seat went out (died, was voted out, lost).
    Out,
    /// A seat's role or identity was shown to everyone.
    Shown,
    /// The game ended.
    End,
}

/// One step of the story: the answer that made it.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// The step (answers so far, counted from 1).
    pub step: usize,
    /// Who answered.
    pub seat: SeatNo,
    /// Their role or identity as the moderator knew it then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<Badge>,
    /// The question.
    pub question: Text,
    /// What they chose.
    pub chose: Vec<Chosen>,
    /// A pass, or a prompt that left no choice: a step a story may fold away.
    pub minor: bool,
    /// Asked in secret (at night).
    pub secret_prompt: bool,
    /// The lines the step added.
    pub lines: Vec<Line>,
    /// Why it matters, if it does.
    pub moments: Vec<Moment>,
    /// Seats that went out at this step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<SeatNo>,
}

/// What the story needs of the scenes around a step.
pub struct Around {
    /// Who was out, by seat.
    out: Vec<bool>,
    /// Whose role everyone knew, by seat.
    shown: Vec<bool>,
}

impl Around {
    /// Reads `m` as it is now.
    pub fn of(m: &Match) -> Around {
        let public = m.scene(Viewer::Public);
        Around {
            out: public.seats.iter().map(|s| s.out.is_some()).collect(),
            shown: public.seats.iter().map(|s| s.role.is_some()).collect(),
        }
    }
}

/// The step `a` made, told from the prompt it answered, the moderator's scene before it and
/// the lines and scenes after it.
pub fn step(
    step: usize,
    a: &RecordedAnswer,
    prompt: Option<&Prompt>,
    before: &Scene,
    around: (&Around, &Around),
    lines: &[Event],
    over: bool,
) -> Step {
    let seat = before.seats.get(a.seat.index());
    let secret = seat.and_then(|s| s.secret.clone().or_else(|| s.role.clone()));
    let (question, chose, minor, secret_prompt) = match prompt {
        Some(p) => {
            let chose: Vec<Chosen> = a
                .choice
                .iter()
                .filter_map(|&i| p.options.get(i))
                .map(|o| Chosen {
                    label: o.label.clone(),
                    short: o.short.clone(),
                    card: o.subject.and_then(|k| p.subjects.get(k as usize)).cloned(),
                    seat: o.seat.map(SeatNo::from),
                })
                .collect();
            let pass = a
                .choice
                .iter()
                .filter_map(|&i| p.options.get(i))
                .all(|o| o.key == "pass" || o.key == "skip");
            (p.text.clone(), chose, p.forced() || pass, p.secret)
        }
        None => (Text::new("", ""), Vec::new(), true, false),
    };
    let (was, now) = around;
    let out: Vec<SeatNo> = (0..now.out.len())
        .filter(|&i| now.out[i] && !was.out.get(i).copied().unwrap_or(false))
        .map(|i| SeatNo::from(Seat(i as u8)))
        .collect();
    let mut moments = Vec::new();
    if !out.is_empty() {
        moments.push(Moment::Out);
    }
    if (0..now.shown.len()).any(|i| now.shown[i] && !was.shown.get(i).copied().unwrap_or(false)) {
        moments.push(Moment::Shown);
    }
    if over {
        moments.push(Moment::End);
    }
    Step {
        step,
        seat: SeatNo::from(a.seat),
        secret,
        question,
        chose,
        minor,
        secret_prompt,
        lines: lines.iter().map(Line::of).collect(),
        moments,
        out,
    }
}

/// The moderator's scene of `m` with every seat's private zones (its hand) as that seat
/// sees them, where the moderator's own scene does not show them: the review shows every
/// hand whatever the game draws for its moderator.
pub fn with_hands(m: &Match) -> Scene {
    let mut scene = m.scene(Viewer::Moderator);
    let seats = scene.seats.len();
    for i in 0..seats {
        let no = SeatNo::from(Seat(i as u8));
        let shown = |z: &Zone| z.private && z.owner == Some(no);
        if scene.zones.iter().any(shown) {
            continue;
        }
        let own = m.scene(Viewer::Seat(Seat(i as u8)));
        for mut z in own.zones.into_iter().filter(|z| z.private && !z.reference) {
            z.owner = Some(no);
            z.title = theirs(&z.title, Seat(i as u8));
            scene.zones.push(z);
        }
    }
    scene
}

/// A title written to its reader (「你的手牌」, "Your hand") as the review names it for
/// everyone (「3号的手牌」, "Seat 3's hand").
fn theirs(t: &Text, seat: Seat) -> Text {
    let no = seat.index() + 1;
    let zh = match t.zh.strip_prefix("你的") {
        Some(rest) => format!("{no}号的{rest}"),
        None => format!("{no}号：{}", t.zh),
    };
    let en = match t.en.strip_prefix("Your ") {
        Some(rest) => format!("Seat {no}'s {rest}"),
        None => format!("Seat {no}: {}", t.en),
    };
    Text::owned(zh, en)
}
