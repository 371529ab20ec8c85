//! The end of a player: death at a third black intel (skills at death, then the cards
//! are discarded and the character and identity revealed), losing (failing to pass, or
//! 小白's 败露: revealed and discarded, no death skills), and the last living player.
//! Victory declarations and the outcome are in `missions`.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use crate::classic::{
    card::{Colour, Faction},
    characters::{Character, Skill},
    frame::Task,
    game::{Game, Status},
    missions::Reason,
    zone::Zone,
};

impl Game {
    /// A third black intel kills `s` (caused by `by`, for 亲手): missions met by this death
    /// are declared at once; otherwise the skills that fire at a death run (from the dead
    /// player rightwards), then `after_death` settles it.
    pub(crate) fn die(&mut self, s: Seat, by: Seat) {
        self.players[s.index()].status = Status::Dead;
        self.dying.insert(s);
        self.deaths.push(s);
        self.log.push(
            Audience::All,
            "fengsheng.death",
            text!(
                "{}号获得第三张假情报，死亡",
                "Seat {} holds a third black intel and dies",
                s.number()
            ),
        );
        if self.opts.characters && self.death_missions(s, by) {
            return;
        }
        self.tasks.push(Task::AfterDeath { seat: s });
        if self.opts.characters {
            self.fire_death(s);
        }
    }

    /// The skills at a death have run: unless 救美 saved him, the dead player's
    /// character and identity are revealed and his cards discarded; then the missions
    /// that count dead factions, and the last living player.
    pub(crate) fn after_death(&mut self, s: Seat) {
        self.dying.remove(s);
        if self.players[s.index()].status != Status::Dead {
            return;
        }
        self.reveal(s);
        self.discard_all(s);
        if self.opts.characters {
            let p = &self.players[s.index()];
            if !p.identity_taken {
                match p.identity {
                    Faction::Qianfu => self.faction_died[0] = true,
                    Faction::Junqing => self.faction_died[1] = true,
                    Faction::Jiangyou => {}
                }
            }
            if self.faction_missions(s) {
                return;
            }
        }
        self.check_last_standing();
    }

    /// `s` loses (failing to pass intel, or 小白's 败露): revealed and discarded, no
    /// death skills.
    pub(crate) fn lose(&mut self, s: Seat, why: Text) {
        self.players[s.index()].status = Status::Lost;
        self.log.push(Audience::All, "fengsheng.lost", why);
        self.reveal(s);
        self.discard_all(s);
        if self.opts.characters && self.faction_missions(s) {
            return;
        }
        self.check_last_standing();
    }

    /// Failing to pass intel loses the game at the end of the turn.
    pub(crate) fn lose_unable_to_pass(&mut self, s: Seat) {
        let line = text!(
            "{}号未能传出情报，输掉游戏",
            "Seat {} could not pass intel and loses",
            s.number()
        );
        self.lose(s, line);
    }

    /// 败露: a face-up 小白 holding six or more intel loses at once (before any
    /// victory). Returns whether he lost.
    pub(crate) fn bai_lu(&mut self, s: Seat) -> bool {
        if !self.up_has(s, Skill::BaiLu) || self.intel(s).len() < 6 {
            return false;
        }
        let line = text!(
            "{}号【小白】获得第六张情报，【败露】：输掉游戏",
            "Seat {}'s Xiao Bai holds a sixth intel and is Exposed: he loses",
            s.number()
        );
        self.lose(s, line);
        true
    }

    /// The character turns face-up and the identity card is shown (unless 临危受命
    /// took it).
    fn reveal(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        p.face_up = p.character.is_some();
        p.known = p.character.is_some();
        let (mut zh, mut en) = if p.identity_taken {
            (
                format!("{}号的身份牌已被取走", s.number()),
                format!("Seat {}'s identity card was taken", s.number()),
            )
        } else {
            p.identity_shown = true;
            let f = p.identity.name();
            (
                format!("{}号公开身份：{}", s.number(), f.zh),
                format!("Seat {} reveals the identity: {}", s.number(), f.en),
            )
        };
        if let Some(c) = p.character {
            let n = c.name();
            zh += &format!("；角色：{}", n.zh);
            en += &format!("; character: {}", n.en);
        }
        self.log.push(
            Audience::All,
            "fengsheng.reveal_player",
            Text::owned(zh, en),
        );
    }

    fn discard_all(&mut self, s: Seat) {
        self.zones.move_all(Zone::Hand(s), Zone::Discard);
        self.zones.move_all(Zone::Intel(s), Zone::Discard);
    }

    /// The last living player declares victory; with `last_faction_wins`, one faction
    /// left alive wins; nobody left is a draw.
    pub(crate) fn check_last_standing(&mut self) {
        if self.outcome.is_some() || self.declaring() {
            return;
        }
        let alive = self.alive_seats();
        let mut it = alive.iter();
        match (it.next(), alive.len()) {
            (None, _) => self.finish_draw(),
            (Some(last), 1) => self.declare(vec![(last, Reason::LastStanding)]),
            (Some(first), _) => {
                let f = self.players[first.index()].identity;
                if self.opts.last_faction_wins
                    && f != Faction::Jiangyou
                    && alive.iter().all(|s| self.players[s.index()].identity == f)
                {
                    self.declare(vec![(first, Reason::LastFaction)]);
                }
            }
        }
    }

    /// A victory is being declared (柒佰 is choosing for 风度).
    pub(crate) fn declaring(&self) -> bool {
        self.choosing_companion()
    }

    /// Whether `s` (alive) is female: a face-up female character, or 小白.
    pub fn female(&self, s: Seat) -> bool {
        use crate::classic::characters::Gender;
        self.players[s.index()]
            .up()
            .is_some_and(|c| matches!(c.info().gender, Gender::Female | Gender::Both))
    }

    /// Whether `s` is male: a face-up male character, or 小白.
    pub fn male(&self, s: Seat) -> bool {
        use crate::classic::characters::Gender;
        self.players[s.index()]
            .up()
            .is_some_and(|c| matches!(c.info().gender, Gender::Male | Gender::Both))
    }

    /// True intel (red and blue) in front of `s`.
    pub fn true_count(&self, s: Seat) -> usize {
        self.count(s, Colour::Red) + self.count(s, Colour::Blue)
    }

    /// Whether `s`'s character is `c` (face-up or not).
    pub fn is(&self, s: Seat, c: Character) -> bool {
        self.players[s.index()].character == Some(c)
    }
}
