//! The machine keys of a game's events and of the kit's prompt kinds, each prefixed with
//! the game's name (`sharen.dawn`, `langren.vote`): build them once with [`keys!`](crate::keys!).

/// Event keys and prompt kinds the kit writes for one game.
#[derive(Debug)]
pub struct Keys {
    /// A seat's role, at the start (event).
    pub role: &'static str,
    /// A team line (event).
    pub team: &'static str,
    /// `第2夜` (event).
    pub night: &'static str,
    /// A group's disagreement, shown to its members (event).
    pub group: &'static str,
    /// The night question 「你怀疑谁？」 (prompt) and what everyone suspected (event).
    pub suspect: &'static str,
    /// The dawn's deaths (event).
    pub dawn: &'static str,
    /// `第2天：从5号开始发言` (event).
    pub day: &'static str,
    /// A speech: the call (event) and the prompt.
    pub speech: &'static str,
    /// Last words: the call (event) and the prompt.
    pub last_words: &'static str,
    /// A vote: its opening (event) and the prompt.
    pub vote: &'static str,
    /// One cast vote (event).
    pub ballot: &'static str,
    /// A tie and what follows (event).
    pub tie: &'static str,
    /// A seat voted out, or nobody (event).
    pub out: &'static str,
    /// An exit's hook (the prompt kind of a seat that is out, pass-only if it has none).
    pub exit: &'static str,
    /// The sheriff's election, badge and direction (events).
    pub sheriff: &'static str,
    /// Running for sheriff (prompt).
    pub run: &'static str,
    /// Withdrawing from the election, 退水 (prompt).
    pub withdraw: &'static str,
    /// The sheriff's vote (prompt).
    pub elect: &'static str,
    /// The sheriff picks the speaking direction (prompt).
    pub order: &'static str,
    /// The sheriff passes or tears the badge (prompt).
    pub badge: &'static str,
    /// The result (event).
    pub over: &'static str,
    /// Every role, at the end (event).
    pub reveal: &'static str,
}

/// What a night/day prompt asks, typed: what bots and tests match on, never the prompt's
/// kind string or its words ([`Play::question`](super::Play::question)).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Question<S> {
    /// A night step of the game's script.
    Night(S),
    /// The night question 「你怀疑谁？」.
    Suspect,
    /// A speech (the day's, a campaign, a runoff).
    Speech,
    /// Last words.
    LastWords,
    /// A vote (the day's or the sheriff's).
    Vote,
    /// An exit's hook (pass-only where the seat has none).
    Exit,
    /// Running for sheriff.
    Run,
    /// Withdrawing from the election (退水).
    Withdraw,
    /// The sheriff's vote.
    Elect,
    /// The sheriff picks the speaking direction.
    Order,
    /// The sheriff passes or tears the badge.
    Badge,
}

impl Keys {
    /// The kit's question a prompt `kind` names, if it is one of the kit's.
    pub fn question<S>(&self, kind: &str) -> Option<Question<S>> {
        let kit = [
            (self.suspect, Question::Suspect),
            (self.speech, Question::Speech),
            (self.last_words, Question::LastWords),
            (self.vote, Question::Vote),
            (self.exit, Question::Exit),
            (self.run, Question::Run),
            (self.withdraw, Question::Withdraw),
            (self.elect, Question::Elect),
            (self.order, Question::Order),
            (self.badge, Question::Badge),
        ];
        // Known by address first (the kit's prompts carry these very strings), by text for
        // a prompt read back.
        let i = (kit.iter().position(|(k, _)| std::ptr::eq(*k, kind)))
            .or_else(|| kit.iter().position(|(k, _)| *k == kind))?;
        kit.into_iter().nth(i).map(|(_, q)| q)
    }
}

/// The [`Keys`] of the game named `$game`: `keys!("sharen")` gives `sharen.dawn`, ….
#[macro_export]
macro_rules! keys {
    ($game:literal) => {
        $crate::nightday::Keys {
            role: concat!($game, ".role"),
            team: concat!($game, ".team"),
            night: concat!($game, ".night"),
            group: concat!($game, ".group"),
            suspect: concat!($game, ".suspect"),
            dawn: concat!($game, ".dawn"),
            day: concat!($game, ".day"),
            speech: concat!($game, ".speech"),
            last_words: concat!($game, ".last_words"),
            vote: concat!($game, ".vote"),
            ballot: concat!($game, ".ballot"),
            tie: concat!($game, ".tie"),
            out: concat!($game, ".out"),
            exit: concat!($game, ".exit"),
            sheriff: concat!($game, ".sheriff"),
            run: concat!($game, ".run"),
            withdraw: concat!($game, ".withdraw"),
            elect: concat!($game, ".elect"),
            order: concat!($game, ".order"),
            badge: concat!($game, ".badge"),
            over: concat!($game, ".over"),
            reveal: concat!($game, ".reveal"),
        }
    };
}

#[cfg(test)]
mod tests {
    static K: super::Keys = crate::keys!("demo");

    #[test]
    fn keys_carry_the_games_prefix() {
        assert_eq!(K.dawn, "demo.dawn");
        assert_eq!(K.last_words, "demo.last_words");
    }
}
