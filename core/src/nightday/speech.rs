//! Speeches: each listed seat speaks once, in order. A speech prompt offers `done`, and any
//! options the game adds (a claim, a wolf's 自爆); an option that takes the speaker out of
//! the game interrupts the speeches and ends the day.

use crate::{
    prompt::Prompt,
    scene::CardFace,
    seat::{Seat, Seating},
    text::Text,
};

use super::{
    NightDay, OptOf,
    offer::{Offered, Opt},
    phase::{Cx, Done, Flow, Phase, Showing},
    stage::{Exits, Speeches, Stage},
    town::{Cause, Exit},
};

/// Speaking order: the seats for which `keep` holds, once each, going right from `start`
/// (included).
pub fn rotation(seating: Seating, start: Seat, keep: impl Fn(Seat) -> bool) -> Vec<Seat> {
    seating.from(start).filter(|&s| keep(s)).collect()
}

/// Options a speaker has besides `done` (claims, a 自爆), and the subjects they are
/// grouped under ([`Choice::subject`](crate::prompt::Choice::subject) indexes `subjects`).
#[derive(Clone, Debug)]
pub struct Extra<X> {
    /// The options.
    pub options: Vec<Offered<X>>,
    /// Their subjects.
    pub subjects: Vec<CardFace>,
}

impl<X> Default for Extra<X> {
    fn default() -> Self {
        Extra {
            options: Vec::new(),
            subjects: Vec::new(),
        }
    }
}

/// What a speech option the game added did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Spoke {
    /// The speech is over; the next seat speaks.
    Done,
    /// The speaker left the game at once (a wolf's 自爆): the speeches stop and the day
    /// ends. The game has told the table why.
    Out,
}

impl Speeches {
    /// Who speaks now.
    pub fn current(&self) -> Option<Seat> {
        self.order.get(self.next).copied()
    }

    /// The order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    fn ask<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        while let Some(s) = self.current() {
            if cx.town.is_alive(s) {
                let keys = cx.town.keys();
                cx.town.announce(
                    keys.speech,
                    crate::text!("请{}号发言", "Seat {}, please speak", s.num()),
                );
                let extra = cx.game.speech_options(cx.town, s, self.speech);
                let mut options = Vec::with_capacity(extra.options.len() + 1);
                options.push(Offered::new(Opt::Done, Text::new("发言完毕", "Done")));
                options.extend(extra.options);
                let seconds = cx.game.day().speech_seconds;
                cx.town.offer(options, |o| {
                    let mut p = Prompt::one(
                        s,
                        keys.speech,
                        Text::new(
                            "轮到你发言，说完后确认",
                            "Your turn to speak; confirm when done",
                        ),
                        o,
                    )
                    .with_timeout(seconds)
                    .as_signal();
                    p.subjects = extra.subjects;
                    p
                });
                return Flow::Wait;
            }
            self.next += 1;
        }
        Flow::Done(Done::Finished)
    }
}

impl<G: NightDay> Phase<G> for Speeches {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        self.ask(cx)
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        let spoke = match opt {
            Opt::Game(x) => cx.game.spoke(cx.town, seat, x),
            _ => Spoke::Done,
        };
        if spoke == Spoke::Out {
            let exit = Exit {
                seat,
                cause: Cause::Interrupt,
                night: cx.town.night,
                by_day: true,
            };
            cx.town.take_out(exit);
            cx.town.day_ended = true;
            self.interrupted = Some(seat);
            return Flow::Push(Stage::Exits(Exits::new(vec![exit])));
        }
        self.next += 1;
        self.ask(cx)
    }

    fn resume(&mut self, _: &mut Cx<'_, G>, _: Done) -> Flow<G> {
        match self.interrupted {
            Some(s) => Flow::Done(Done::Interrupted(s)),
            None => Flow::Done(Done::Finished),
        }
    }

    fn showing(&self) -> Showing<'_> {
        match self.current() {
            Some(s) => Showing::Speech(s, self.speech),
            None => Showing::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_starts_at_start_and_skips_filtered() {
        let v = rotation(Seating::new(6), Seat(4), |s| s != Seat(0));
        assert_eq!(v, vec![Seat(4), Seat(5), Seat(1), Seat(2), Seat(3)]);
    }
}
