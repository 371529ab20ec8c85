//! The passive skills the rules outside the characters ask about, by key: a face-up
//! character with one changes how a card, the sending, the fight or the victory check
//! works (`Game::has_up`). Each skill is written in its character's module, which takes
//! its key from here, so the rules ask for it without reaching into the characters.

/// 顾小梦's 尾声, which the victory checks ask for.
pub(crate) const WEI_SHENG: &str = "wei_sheng";
/// 老鳖's 联络, which sending ask for.
pub(crate) const LIAN_LUO: &str = "lian_luo";
/// 李宁玉（SP）'s 应变, which the fight ask for.
pub(crate) const YING_BIAN: &str = "ying_bian";
/// 陈安娜's 译文暗号, which the fight ask for.
pub(crate) const YI_WEN: &str = "yi_wen_an_hao";
/// 阿芙罗拉（间谍）'s 浑水摸鱼, which the card options and sending ask for.
pub(crate) const HUN_SHUI: &str = "hun_shui_mo_yu";
