//! A heuristic bot for Mini Werewolf. Like every bot it sees only its own seat's view
//! (downcast from the erased [`View`]) and the prompt; it never reads the game state.

use rand::seq::IndexedRandom;
use tianhei_core::{
    Bot, Prompt, RandomBot, Seat, View,
    rng::{GameRng, game_rng},
};

use super::view::MiniWolfView;

/// Plays sensibly: a wolf never kills a wolf and follows its pack's earlier pick when
/// they disagree; nobody votes for themselves, wolves never vote for a wolf, villagers
/// vote at random among the others; speeches end at once.
#[derive(Clone, Debug)]
pub struct MiniWolfBot {
    rng: GameRng,
}

impl MiniWolfBot {
    /// A bot for `seat` in a game seeded with `seed` (its own generator stream).
    pub fn new(seed: u64, seat: Seat) -> Self {
        MiniWolfBot {
            rng: game_rng(seed, 2000 + seat.0 as u64),
        }
    }
}

impl Bot for MiniWolfBot {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        let Some(v) = view.downcast_ref::<MiniWolfView>() else {
            return RandomBot::pick(&mut self.rng, prompt);
        };
        let me = v.you.as_ref().map(|y| y.seat);
        // Options naming a seat that is neither me nor (as far as I know) a wolf.
        let fair: Vec<usize> = prompt
            .options
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                c.seat
                    .is_some_and(|s| Some(s) != me && !v.wolf_seats.contains(&s))
            })
            .map(|(i, _)| i)
            .collect();
        match prompt.kind.as_ref() {
            "mini-wolf.kill" => {
                // Second round: go along with the lowest wolf's earlier pick.
                let leader = v.pack_picks.iter().min_by_key(|p| p.wolf_seat);
                if let Some(i) = leader.and_then(|p| prompt.find(&p.target_seat.key())) {
                    return vec![i];
                }
                fair.choose(&mut self.rng)
                    .map(|&i| vec![i])
                    .unwrap_or_else(|| prompt.default.clone())
            }
            "mini-wolf.vote" => fair
                .choose(&mut self.rng)
                .map(|&i| vec![i])
                .unwrap_or_else(|| prompt.default.clone()),
            _ => prompt.default.clone(),
        }
    }
}
