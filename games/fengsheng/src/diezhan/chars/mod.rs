//! 谍战篇's characters, one module each: its name as the roster prints it and its skills
//! ([`Skill`] values: text, timing, what they do, the bot's wish). Adding a character is
//! its module and one line of [`WRITTEN`]; its card's facts (gender, hidden, box) are the
//! roster's line in `data/diezhan-characters.toml`.
//!
//! What the characters share: [`ask`], the one question most skills ask; the moves many
//! skills make (put a card into an intel area, take an intel into the hand), below.

mod a_fu_luo_la;
pub(crate) mod a_fu_luo_la_spy;
pub(crate) mod ask;
mod bai_cang_lang;
mod bai_fei_fei;
mod bai_fei_fei_sp;
mod bai_kun_shan;
mod bai_xiao_nian;
mod bian_yun_jiang;
pub(crate) mod chen_an_na;
mod chen_da_er;
mod cheng_xiao_die;
mod cheng_xiao_die_sp;
mod chi_jing_hai;
mod duan_mu_jing;
mod duan_mu_jing_sp;
mod fei_yuan_long_chuan;
mod gao_qiao_zhi_zi;
pub(crate) mod gu_xiao_meng;
mod gu_xiao_meng_sp;
mod gui_jiao;
mod han_mei;
pub(crate) mod han_mei_adult;
mod han_mei_young;
mod huang_ji_ren;
mod jian_xian_sheng;
mod jin_sheng_huo;
mod jin_zi_lai;
pub(crate) mod lao_bie;
mod lao_han;
mod lao_hu;
mod li_ning_yu;
pub(crate) mod li_ning_yu_sp;
mod li_shu_yun;
mod li_xing;
mod lian_yuan;
mod lian_yuan_sp;
mod ling_su_qiu;
mod ma_li_ya;
mod mao_bu_ba;
mod mo_hong_shuang_sp;
mod pei_ling;
mod qian_min;
mod qin_wu_ming;
pub(crate) mod qin_yuan_yuan;
mod shang_yu;
mod shao_xiu;
mod sheng_lao_ban;
mod sp_lovers;
mod wang_fu_gui;
mod wang_kui;
mod wang_tian_xiang;
mod wu_zhi_guo;
mod xiao_jiu;
mod xiao_jiu_adult;
mod xiao_jiu_young;
mod xiao_ling_dang;
mod xuan_qing_zi;
mod ya_pao;
mod zhang_yi_ting;
mod zheng_wen_xian;

use std::sync::LazyLock;
use tianhei_core::text;

use tianhei_core::{Audience, Seat};

use super::{
    deck::{CardId, Colour, Colours},
    roster::{CharacterId, roster},
    skill::Skill,
    state::{Game, Zone},
};

/// The characters whose skills are written: the roster's name and the skills.
static WRITTEN: &[(&str, &[Skill])] = &[
    (a_fu_luo_la::NAME, a_fu_luo_la::SKILLS),
    (a_fu_luo_la_spy::NAME, a_fu_luo_la_spy::SKILLS),
    (bai_cang_lang::NAME, bai_cang_lang::SKILLS),
    (bai_fei_fei::NAME, bai_fei_fei::SKILLS),
    (bai_fei_fei_sp::NAME, bai_fei_fei_sp::SKILLS),
    (bai_kun_shan::NAME, bai_kun_shan::SKILLS),
    (bai_xiao_nian::NAME, bai_xiao_nian::SKILLS),
    (bian_yun_jiang::NAME, bian_yun_jiang::SKILLS),
    (chen_an_na::NAME, chen_an_na::SKILLS),
    (chen_da_er::NAME, chen_da_er::SKILLS),
    (chi_jing_hai::NAME, chi_jing_hai::SKILLS),
    (cheng_xiao_die::NAME, cheng_xiao_die::SKILLS),
    (cheng_xiao_die_sp::NAME, cheng_xiao_die_sp::SKILLS),
    (duan_mu_jing::NAME, duan_mu_jing::SKILLS),
    (duan_mu_jing_sp::NAME, duan_mu_jing_sp::SKILLS),
    (fei_yuan_long_chuan::NAME, fei_yuan_long_chuan::SKILLS),
    (gao_qiao_zhi_zi::NAME, gao_qiao_zhi_zi::SKILLS),
    (gu_xiao_meng::NAME, gu_xiao_meng::SKILLS),
    (gu_xiao_meng_sp::NAME, gu_xiao_meng_sp::SKILLS),
    (gui_jiao::NAME, gui_jiao::SKILLS),
    (han_mei::NAME, han_mei::SKILLS),
    (han_mei_adult::NAME, han_mei_adult::SKILLS),
    (han_mei_young::NAME, han_mei_young::SKILLS),
    (huang_ji_ren::NAME, huang_ji_ren::SKILLS),
    (jian_xian_sheng::NAME, jian_xian_sheng::SKILLS),
    (jin_sheng_huo::NAME, jin_sheng_huo::SKILLS),
    (jin_zi_lai::NAME, jin_zi_lai::SKILLS),
    (lao_bie::NAME, lao_bie::SKILLS),
    (lao_han::NAME, lao_han::SKILLS),
    (lao_hu::NAME, lao_hu::SKILLS),
    (li_ning_yu::NAME, li_ning_yu::SKILLS),
    (li_ning_yu_sp::NAME, li_ning_yu_sp::SKILLS),
    (li_shu_yun::NAME, li_shu_yun::SKILLS),
    (li_xing::NAME, li_xing::SKILLS),
    (ling_su_qiu::NAME, ling_su_qiu::SKILLS),
    (lian_yuan::NAME, lian_yuan::SKILLS),
    (lian_yuan_sp::NAME, lian_yuan_sp::SKILLS),
    (ma_li_ya::NAME, ma_li_ya::SKILLS),
    (mao_bu_ba::NAME, mao_bu_ba::SKILLS),
    (mo_hong_shuang_sp::NAME, mo_hong_shuang_sp::SKILLS),
    (pei_ling::NAME, pei_ling::SKILLS),
    (qian_min::NAME, qian_min::SKILLS),
    (qin_wu_ming::NAME, qin_wu_ming::SKILLS),
    (qin_yuan_yuan::NAME, qin_yuan_yuan::SKILLS),
    (shang_yu::NAME, shang_yu::SKILLS),
    (shao_xiu::NAME, shao_xiu::SKILLS),
    (sheng_lao_ban::NAME, sheng_lao_ban::SKILLS),
    (sp_lovers::HAN_MEI, sp_lovers::HAN_MEI_SKILLS),
    (sp_lovers::XIAO_JIU, sp_lovers::XIAO_JIU_SKILLS),
    (wang_fu_gui::NAME, wang_fu_gui::SKILLS),
    (wang_kui::NAME, wang_kui::SKILLS),
    (wang_tian_xiang::NAME, wang_tian_xiang::SKILLS),
    (wu_zhi_guo::NAME, wu_zhi_guo::SKILLS),
    (xiao_jiu::NAME, xiao_jiu::SKILLS),
    (xiao_jiu_adult::NAME, xiao_jiu_adult::SKILLS),
    (xiao_jiu_young::NAME, xiao_jiu_young::SKILLS),
    (xiao_ling_dang::NAME, xiao_ling_dang::SKILLS),
    (xuan_qing_zi::NAME, xuan_qing_zi::SKILLS),
    (ya_pao::NAME, ya_pao::SKILLS),
    (zhang_yi_ting::NAME, zhang_yi_ting::SKILLS),
    (zheng_wen_xian::NAME, zheng_wen_xian::SKILLS),
];

/// Per roster number, its skills (none for a character not written yet).
static BY_ID: LazyLock<Vec<&'static [Skill]>> = LazyLock::new(|| {
    roster()
        .iter()
        .map(|c| {
            WRITTEN
                .iter()
                .find(|(n, _)| *n == c.name)
                .map_or(&[][..], |&(_, s)| s)
        })
        .collect()
});

/// The skills of character `id`.
pub(crate) fn skills(id: CharacterId) -> &'static [Skill] {
    BY_ID.get(id as usize).copied().unwrap_or(&[])
}

/// The heuristic's wish for a skill that may make its owner put a pure-black hand card
/// into his own intel area (歼敌风行, 赌命): fine without one in hand or with no black intel
/// yet; not with one black intel or more.
pub(crate) fn black_risk(v: &super::view::DzView, s: tianhei_core::Seat) -> i32 {
    let Some(me) = v.me.as_ref() else { return 0 };
    let pure_black = me.hand.iter().any(|c| c.colours.is_pure_black());
    let blacks = v.players[s.index()]
        .intel
        .iter()
        .filter(|c| c.colours.has(Colour::Black))
        .count();
    if !pure_black || blacks == 0 { 1 } else { -1 }
}

/// Whether character `id`'s skills are written (only those are dealt).
pub(crate) fn written(id: CharacterId) -> bool {
    !skills(id).is_empty()
}

impl Game {
    /// `by` puts `card` (from wherever it is) into `to`'s intel area: 置入, not receiving.
    pub(crate) fn put_intel(&mut self, by: Seat, card: CardId, to: Seat) {
        self.zones.move_to(card, Zone::Intel(to));
        self.event(super::frame::Event::Put { by, to, card });
        let l = self.card(card).label();
        self.say(
            Audience::All,
            "diezhan.put_intel",
            text!(
                "{}号将{}置入{}号的情报区",
                "Seat {} puts {} into seat {}'s intel area",
                by.number(),
                l,
                to.number()
            ),
            &[card],
        );
    }

    /// Whose intel area `card` lies in, if any.
    pub(crate) fn owner_of_intel(&self, card: CardId) -> Option<Seat> {
        match self.zones.zone_of(card) {
            Zone::Intel(t) => Some(t),
            _ => None,
        }
    }

    /// `by` takes the intel `card` (face-up in an intel area) into his hand.
    pub(crate) fn take_intel(&mut self, by: Seat, card: CardId) {
        let l = self.card(card).label();
        self.say(
            Audience::All,
            "diezhan.take_intel",
            text!(
                "{}号将情报{}收入手牌",
                "Seat {} takes the intel {} into his hand",
                by.number(),
                l
            ),
            &[card],
        );
        self.zones.move_to(card, Zone::Hand(by));
    }

    /// `by` discards the intel `card` from an intel area.
    pub(crate) fn discard_intel(&mut self, by: Seat, card: CardId) {
        self.discard(card);
        let l = self.card(card).label();
        self.say(
            Audience::All,
            "diezhan.discard_intel",
            text!(
                "{}号弃置情报{}",
                "Seat {} discards the intel {}",
                by.number(),
                l
            ),
            &[card],
        );
    }

    /// `by` moves the pending intel in front of `to` (a skill, not a card).
    pub(crate) fn move_pending(&mut self, by: Seat, to: Seat) {
        if let Some(p) = self.pending.as_mut() {
            p.holder = to;
            self.tell(
                "diezhan.intel_moved",
                text!(
                    "{}号将情报移到{}号面前",
                    "Seat {} moves the intel in front of seat {}",
                    by.number(),
                    to.number()
                ),
            );
        }
    }

    /// The intel cards of `s` that have `colour`, as options.
    pub(crate) fn intel_opts(&self, s: Seat, colour: Option<Colour>) -> Vec<super::opt::Opt> {
        self.intel(s)
            .iter()
            .filter(|&&c| colour.is_none_or(|k| self.card(c).colours.has(k)))
            .map(|&card| super::opt::Opt::Intel { seat: s, card })
            .collect()
    }

    /// The pending intel is discarded and `card` takes its place in front of `to`,
    /// face-up or not (the sender stays).
    pub(crate) fn replace_pending(&mut self, card: CardId, to: Seat, face_up: bool) {
        let Some(old) = self.pending.as_ref().map(|p| p.card) else {
            return;
        };
        self.discard(old);
        let l = self.card(old).label();
        self.say(
            Audience::All,
            "diezhan.intel_lost",
            text!("情报{}被弃置", "The intel {} is discarded", l),
            &[old],
        );
        self.zones.move_to(card, Zone::Pending);
        if let Some(p) = self.pending.as_mut() {
            p.card = card;
            p.holder = to;
            p.face_up = face_up;
            p.seen = tianhei_core::SeatSet::EMPTY;
        }
    }

    /// `s` shows the two hand cards `cards` if they share a colour (对症下药, 套取): the
    /// colours they share; `None` (nothing shown) otherwise.
    pub(crate) fn show_pair(&mut self, s: Seat, cards: &[CardId]) -> Option<Colours> {
        let [a, b] = cards[..] else {
            return None;
        };
        let shared = self.card(a).colours.common(self.card(b).colours);
        if shared.is_empty() {
            return None;
        }
        let names = self.names(cards);
        self.log.show(
            Audience::All,
            "diezhan.shown",
            text!("{}号展示手牌：{}", "Seat {} shows {}", s.number(), names),
        );
        Some(shared)
    }

    /// `by` takes a random card of `from`'s hand, unseen by the others (the two see it).
    pub(crate) fn take_random(&mut self, by: Seat, from: Seat) -> Option<CardId> {
        let c = self.random_hand_card(from)?;
        self.take_from(by, from, c);
        Some(c)
    }

    /// `by` takes `c` from `from`'s hand, unseen by the others (the two see it).
    pub(crate) fn take_from(&mut self, by: Seat, from: Seat, c: CardId) {
        self.event(super::frame::Event::Gave { from, to: by });
        self.zones.move_to(c, Zone::Hand(by));
        let l = self.card(c).label();
        self.say_passed(
            from,
            by,
            "diezhan.took_random",
            text!(
                "{}号获得{}号的手牌{}",
                "Seat {0} takes {2} from seat {1}",
                by.number(),
                from.number(),
                l
            ),
            &[c],
        );
        self.tell(
            "diezhan.took_random_n",
            text!(
                "{}号获得{}号的一张手牌",
                "Seat {} takes a card from seat {}",
                by.number(),
                from.number()
            ),
        );
    }

    /// A random card of `t`'s hand.
    pub(crate) fn random_hand_card(&mut self, t: Seat) -> Option<CardId> {
        let n = self.hand(t).len();
        if n == 0 {
            return None;
        }
        let i = rand::RngExt::random_range(&mut self.rng, 0..n);
        Some(self.hand(t)[i])
    }

    /// Whether `card` in `t`'s intel area would make three of one of its colours there.
    pub(crate) fn would_three(&self, t: Seat, card: CardId) -> bool {
        let here = self.intel(t).contains(&card);
        self.card(card)
            .colours
            .iter()
            .any(|k| self.count(t, k) + usize::from(!here) >= 3)
    }

    /// `by` takes `card` from `from`'s hand and shows it to all.
    pub(crate) fn take_shown(&mut self, by: Seat, from: Seat, card: CardId) {
        self.event(super::frame::Event::Gave { from, to: by });
        self.zones.move_to(card, Zone::Revealed);
        let l = self.card(card).label();
        self.say(
            Audience::All,
            "diezhan.take_shown",
            text!(
                "{}号从{}号手牌中抽出{}并展示",
                "Seat {0} takes {2} from seat {1}'s hand and shows it",
                by.number(),
                from.number(),
                l
            ),
            &[card],
        );
        self.zones.move_to(card, Zone::Hand(by));
    }

    /// Whether `s`'s hand holds a card with black in it.
    pub(crate) fn has_black_in_hand(&self, s: Seat) -> bool {
        self.hand(s)
            .iter()
            .any(|&c| self.card(c).colours.has(Colour::Black))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_written_character_is_in_the_roster_with_its_skills_in_printed_order() {
        for (name, skills) in WRITTEN {
            let c = roster()
                .iter()
                .find(|c| c.name == *name)
                .unwrap_or_else(|| panic!("{name} is not in the roster"));
            let names: Vec<&str> = skills.iter().map(|k| k.name.0).collect();
            assert_eq!(names, c.skills, "{name}");
            assert!(written(c.id));
        }
        // A key names one skill: two characters may share a skill (暗度陈仓), not a key.
        let mut keys: Vec<(&str, &str)> = WRITTEN
            .iter()
            .flat_map(|(_, s)| s.iter().map(|k| (k.key, k.name.0)))
            .collect();
        keys.sort();
        keys.dedup();
        let mut only: Vec<&str> = keys.iter().map(|k| k.0).collect();
        only.dedup();
        assert_eq!(only.len(), keys.len(), "skill keys are unique");
    }
}
