//! The heuristic bot in a group decision with a person: they meet instead of swapping.

mod support;

use support::*;
use tianhei_core::{Bot, Table, Viewer, nightday::heuristic::HeuristicBot};
use tianhei_sharen::bot::SharenBot;

/// The bot's answer to its open kill prompt, as the seat number it picks.
fn bot_picks(
    g: &mut tianhei_sharen::SharenGame,
    bot: &mut HeuristicBot<SharenBot>,
    n: usize,
) -> usize {
    let p = prompt_of(g, n);
    let choice = bot.choose(&g.view(Viewer::Seat(seat(n))), &p);
    let target = p.options[choice[0]].seat.expect("a seat").number();
    g.answer(seat(n), p.id, &choice).expect("legal");
    target
}

#[test]
fn a_killer_who_switches_to_the_bot_partners_pick_meets_it() {
    // 1号 is a person, 12号 a bot; both killers.
    let mut g = table("KCCPPPYCCCCK");
    let mut bot = HeuristicBot::new(SharenBot::new(7, seat(12)));
    let kill_asked =
        |g: &tianhei_sharen::SharenGame| asked(g).iter().any(|(_, k)| *k == Q::Night(Step::Kill));
    // Round 1: the person picks someone the bot did not.
    let bot1 = bot_picks(&mut g, &mut bot, 12);
    let mine1 = if bot1 == 2 { 3 } else { 2 };
    pick(&mut g, 1, mine1);
    assert!(kill_asked(&g), "they disagreed: asked again");
    // Round 2: the person switches to the bot's pick; the bot follows the lowest seat
    // (the person's first pick), so they cross.
    pick(&mut g, 1, bot1);
    let bot2 = bot_picks(&mut g, &mut bot, 12);
    assert_eq!(
        bot2, mine1,
        "round 2: the bot follows the lowest seat's pick"
    );
    assert!(kill_asked(&g), "crossed: asked a third time");
    // Round 3: the person switches to the bot's new pick; the bot holds it.
    pick(&mut g, 1, bot2);
    let bot3 = bot_picks(&mut g, &mut bot, 12);
    assert_eq!(bot3, bot2, "round 3: the bot holds its pick");
    assert!(!kill_asked(&g), "they agreed");
    assert!(
        lines_for(&g, 1)
            .iter()
            .any(|l| l.contains(&format!("杀手决定：{bot2}号"))),
        "{:?}",
        lines_for(&g, 1)
    );
}

#[test]
fn a_bot_told_who_the_person_is_takes_his_pick_when_asked_again() {
    // 1号 is a bot and 12号 a person, both killers; the bot knows 12号 is a person (a host
    // tells it). Without that it would follow the lowest seat: itself.
    let mut g = table("KCCPPPYCCCCK");
    let mut bot = HeuristicBot::new(SharenBot::new(7, seat(1)));
    bot.people(tianhei_core::SeatSet::one(seat(12)));
    let kill_asked =
        |g: &tianhei_sharen::SharenGame| asked(g).iter().any(|(_, k)| *k == Q::Night(Step::Kill));
    let bot1 = bot_picks(&mut g, &mut bot, 1);
    let mine = if bot1 == 2 { 3 } else { 2 };
    pick(&mut g, 12, mine);
    assert!(kill_asked(&g), "they disagreed: asked again");
    // Round 2: the person keeps the pick and the bot goes along with it.
    pick(&mut g, 12, mine);
    assert_eq!(
        bot_picks(&mut g, &mut bot, 1),
        mine,
        "the bot takes the person's pick"
    );
    assert!(!kill_asked(&g), "they agreed in the second round");
    assert!(
        lines_for(&g, 12)
            .iter()
            .any(|l| l.contains(&format!("杀手决定：{mine}号"))),
        "{:?}",
        lines_for(&g, 12)
    );
}
