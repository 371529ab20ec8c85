//! Engine operations no card of the deck triggers (skills will), reachable for scenario
//! tests while the active player is asked in the play phase: HP loss, damage with no card,
//! 重整, an equipment card set sideways.

use tianhei_core::Seat;

use crate::{
    card::{Nature, Slot},
    game::Game,
};

/// An operation to run between two answers (tests).
#[doc(hidden)]
#[derive(Copy, Clone, Debug)]
pub enum Interject {
    /// `seat` loses `n` HP.
    LoseHp(Seat, i32),
    /// `amount` damage of `nature` from `source` to `target`.
    Damage {
        /// The source.
        source: Option<Seat>,
        /// The target.
        target: Seat,
        /// How much.
        amount: i32,
        /// Its nature.
        nature: Nature,
    },
    /// `seat` reorganizes (重整).
    Reorganize(Seat),
    /// The equipment in `seat`'s `slot` turns sideways.
    Sideways(Seat, Slot),
}

impl Game {
    /// Runs `op` while the active player is asked in the play phase: the question is
    /// withdrawn, the operation resolves (asking whatever it must), then the play phase
    /// asks again.
    #[doc(hidden)]
    pub fn interject(&mut self, op: Interject) -> Result<(), String> {
        let at_play = self.asks.prompts().len() == 1
            && self.asks.prompts()[0].kind == "guozhan.play"
            && matches!(self.engine.frames().last(), Some(crate::frame::Frame::Play));
        if !at_play {
            return Err("interject only while the play phase asks".into());
        }
        self.asks.clear();
        let frame = match op {
            Interject::LoseHp(s, n) => self.lose_hp(s, n),
            Interject::Damage {
                source,
                target,
                amount,
                nature,
            } => Some(self.damage(source, target, amount, nature, None)),
            Interject::Reorganize(s) => {
                self.reorganize(s);
                None
            }
            Interject::Sideways(s, slot) => {
                self.set_equipment_sideways(s, slot);
                None
            }
        };
        if let Some(f) = frame {
            self.engine.start(f);
        }
        self.run();
        Ok(())
    }
}
