//! One test per Stark and neutral card with an ability (`cards/stark.rs`, `cards/neutral.rs`,
//! the formulas of `cards.tsv`), named by the card.

use super::kit::{
    at_challenges, at_marshal, card, finish_challenges, lift, pass_windows, play, plot, put_in_hand, put_in_play,
    refused,
};
use crate::engine::{Game, GameRng};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::{Attached, Phase, Thrones};

fn attach(g: &mut Thrones, id: &str, host: &str) {
    let (a, h) = (card(id), card(host));
    lift(g, a);
    let seat = g.controller(h).unwrap();
    g.players[seat]
        .find_mut(h)
        .unwrap()
        .attachments
        .push(Attached { card: a, knelt: false });
}

fn options(g: &Thrones) -> Vec<String> {
    g.pending()
        .into_iter()
        .flat_map(|p| p.options.into_iter().map(|o| o.notation))
        .collect()
}

fn knelt(g: &Thrones, id: &str) -> bool {
    g.in_play(card(id)).unwrap().knelt
}

/// Stark (seat 0) attacks with `attackers` in a challenge of `kind`; windows passed.
fn attack(g: &mut Thrones, rng: &mut GameRng, kind: &str, attackers: &str) {
    play(g, rng, 0, &format!("challenge {kind}"));
    play(g, rng, 0, &format!("attack {attackers}"));
    pass_windows(g, rng);
}

#[test]
fn ice_kills_another_character_in_the_challenge() {
    let (mut g, mut rng) = at_challenges(1, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    attach(&mut g, "ice", "robb-stark");
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "defend the-hound");
    assert!(options(&g).contains(&"use ice the-hound".to_string()));
    play(&mut g, &mut rng, 0, "use ice the-hound");
    assert!(
        g.players[1].discard.contains(&card("the-hound")),
        "killed (the Hound goes to the discard pile)"
    );
    assert!(g.players[0].discard.contains(&card("ice")), "Ice is discarded");
}

#[test]
fn catelyn_stark_makes_a_participants_str_not_count() {
    let (mut g, mut rng) = at_challenges(2, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["tywin-lannister"]);
    put_in_play(&mut g, 0, &["catelyn-stark"]);
    play(&mut g, &mut rng, 1, "challenge power");
    play(&mut g, &mut rng, 1, "attack tywin-lannister");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 0, "defend catelyn-stark");
    assert_eq!(
        waiting_window(&g).map(|w| w.0),
        Some(0),
        "Catelyn's response is offered"
    );
    let mut log = play(&mut g, &mut rng, 0, "use catelyn-stark tywin-lannister");
    log.extend(pass_windows(&mut g, &mut rng));
    let resolve = log.iter().find(|e| e.text.key == "thrones-log-resolve").unwrap();
    assert_eq!(
        format!("{:?}", resolve.text.args.get("attack")),
        "Some(Num(0))",
        "Tywin's STR does not count"
    );
}

#[test]
fn arya_stark_takes_stealth_and_renown_for_the_phase() {
    let (mut g, mut rng) = at_challenges(3, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["arya-stark"]);
    put_in_play(&mut g, 1, &["lurkers-at-harrenhal"]);
    g.players[0].gold = 1;
    let stealthy = crate::games::thrones::state::statics::has_keyword(
        &g,
        card("lurkers-at-harrenhal"),
        crate::games::thrones::data::Keyword::Stealth,
    );
    assert!(stealthy, "the Lurkers have stealth");
    play(&mut g, &mut rng, 0, "use arya-stark lurkers-at-harrenhal");
    assert_eq!(g.players[0].gold, 0);
    use crate::games::thrones::data::Keyword::Stealth;
    use crate::games::thrones::state::statics::has_keyword;
    assert!(has_keyword(&g, card("arya-stark"), Stealth));
    assert!(!has_keyword(&g, card("lurkers-at-harrenhal"), Stealth));
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    pass_windows(&mut g, &mut rng);
    assert!(
        has_keyword(&g, card("lurkers-at-harrenhal"), Stealth),
        "back at the end of the phase"
    );
}

#[test]
fn robb_stark_kills_a_character_of_the_loser_after_a_military_win() {
    let (mut g, mut rng) = at_challenges(4, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["lannisport-steward", "lurkers-at-harrenhal"]);
    for c in ["lannisport-steward", "lurkers-at-harrenhal"] {
        crate::games::thrones::state::steps::kneel(&mut g, card(c));
    }
    attack(&mut g, &mut rng, "military", "robb-stark");
    // Claim 1 (Calling the Banners): Lannister picks one; then Robb's response kills the other.
    play(&mut g, &mut rng, 1, "kill lannisport-steward");
    assert!(options(&g).contains(&"use robb-stark lurkers-at-harrenhal".to_string()));
    play(&mut g, &mut rng, 0, "use robb-stark lurkers-at-harrenhal");
    assert!(g.players[1].dead.contains(&card("lurkers-at-harrenhal")));
}

#[test]
fn sansa_stark_lets_the_attaching_player_draw() {
    let (mut g, mut rng) = at_marshal(5, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["sansa-stark"]);
    put_in_hand(&mut g, 0, &["bodyguard"]);
    g.players[0].gold = 5;
    let hand = g.players[0].hand.len();
    play(&mut g, &mut rng, 0, "marshal bodyguard on sansa-stark");
    assert_eq!(g.players[0].hand.len(), hand, "played one, drew one");
}

#[test]
fn greatjon_umber_kneels_to_join_a_military_challenge() {
    let (mut g, mut rng) = at_challenges(6, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "greatjon-umber"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    let mut log = play(&mut g, &mut rng, 0, "use greatjon-umber");
    log.extend(pass_windows(&mut g, &mut rng));
    assert!(knelt(&g, "greatjon-umber"));
    let resolve = log.iter().find(|e| e.text.key == "thrones-log-resolve").unwrap();
    let both = crate::games::thrones::state::card_of(card("robb-stark")).strength
        + crate::games::thrones::state::card_of(card("greatjon-umber")).strength;
    assert_eq!(
        format!("{:?}", resolve.text.args.get("attack")),
        format!("Some(Num({both}))")
    );
}

#[test]
fn bran_stark_reveals_another_plot_in_the_plot_phase() {
    let (mut g, mut rng) = super::kit::round_one(7);
    put_in_play(&mut g, 0, &["bran-stark"]);
    super::kit::choose_plots(&mut g, &mut rng, ["calling-the-banners", "blockade"]);
    let chooser = match g.phase {
        Phase::FirstPlayer { chooser } => chooser,
        _ => panic!("first player next"),
    };
    play(&mut g, &mut rng, chooser, "first stark");
    assert_eq!(
        waiting_window(&g).map(|w| w.0),
        Some(0),
        "the plot window is Stark's: Bran"
    );
    play(&mut g, &mut rng, 0, "use bran-stark plot:the-power-of-arms");
    assert_eq!(g.players[0].plot, Some(plot("the-power-of-arms")));
    assert!(g.players[0].used_plots.contains(&plot("calling-the-banners")));
    assert!(knelt(&g, "bran-stark"));
}

#[test]
fn winterfell_honor_guard_plays_for_the_opponent_and_comes_back_after_its_win() {
    let (mut g, mut rng) = at_challenges(8, ["calling-the-banners", "blockade"]);
    put_in_hand(&mut g, 0, &["winterfell-honor-guard"]);
    play(&mut g, &mut rng, 0, "use winterfell-honor-guard");
    assert!(
        g.players[1].find(card("winterfell-honor-guard")).is_some(),
        "under Lannister's control"
    );
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack winterfell-honor-guard");
    pass_windows(&mut g, &mut rng);
    assert!(
        g.players[0].find(card("winterfell-honor-guard")).is_some(),
        "won with it: back to Stark"
    );
}

#[test]
fn lannisport_honor_guard_plays_for_the_opponent_too() {
    let (mut g, mut rng) = at_challenges(9, ["calling-the-banners", "blockade"]);
    put_in_hand(&mut g, 1, &["lannisport-honor-guard"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "use lannisport-honor-guard");
    assert!(g.players[0].find(card("lannisport-honor-guard")).is_some());
}

#[test]
fn kennel_master_returns_to_hand_with_three_direwolves() {
    let (mut g, mut rng) = at_challenges(10, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["kennel-master", "shaggydog", "direwolf-pup", "grey-wind"]);
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("kennel-master")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    play(&mut g, &mut rng, 0, "use kennel-master");
    assert!(g.players[0].hand.contains(&card("kennel-master")));
    assert!(!g.players[0].dead.contains(&card("kennel-master")));
}

#[test]
fn trident_reinforcements_come_back_from_a_full_dead_pile_in_dominance() {
    let (mut g, mut rng) = at_challenges(11, ["calling-the-banners", "blockade"]);
    for id in ["trident-reinforcements", "hodor", "robb-stark"] {
        let c = card(id);
        lift(&mut g, c);
        g.players[0].dead.push(c);
    }
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert!(options(&g).contains(&"use trident-reinforcements".to_string()));
    play(&mut g, &mut rng, 0, "use trident-reinforcements");
    assert!(g.players[0].hand.contains(&card("trident-reinforcements")));
}

#[test]
fn winterfell_reserves_puts_a_discarded_card_back_on_its_deck() {
    let (mut g, mut rng) = at_challenges(12, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_play(&mut g, 0, &["winterfell-reserves"]);
    let top = card("summer");
    lift(&mut g, top);
    g.players[0].discard.push(top);
    g.players[0].gold = 1;
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack the-hound");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 0, "defend winterfell-reserves");
    play(&mut g, &mut rng, 0, "use winterfell-reserves summer");
    assert_eq!(g.players[0].deck.last(), Some(&top));
    assert_eq!(g.players[0].gold, 0);
}

#[test]
fn winterfell_kennels_searches_the_deck_for_a_direwolf() {
    let (mut g, mut rng) = at_challenges(13, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["winterfell-kennels"]);
    g.players[0].gold = 1;
    play(&mut g, &mut rng, 0, "use winterfell-kennels");
    let items = g.asks[0].items.clone();
    assert!(!items.is_empty());
    assert!(
        items
            .iter()
            .all(|&c| crate::games::thrones::state::card_of(c).has_trait("direwolf"))
    );
    let pick = crate::games::thrones::state::card_id(items[0]).to_string();
    play(&mut g, &mut rng, 0, &format!("choose {pick}"));
    assert!(g.players[0].hand.contains(&items[0]));
}

#[test]
fn bran_the_builders_legacy_puts_a_cheap_location_into_play() {
    let (mut g, mut rng) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_hand(&mut g, 0, &["bran-the-builders-legacy"]);
    g.players[0].gold = 3;
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    play(&mut g, &mut rng, 0, "use bran-the-builders-legacy");
    let items = g.asks[0].items.clone();
    assert!(
        items
            .iter()
            .all(|&c| crate::games::thrones::state::card_of(c).cost <= 2)
    );
    let pick = crate::games::thrones::state::card_id(items[0]).to_string();
    play(&mut g, &mut rng, 0, &format!("choose {pick}"));
    assert!(g.players[0].find(items[0]).is_some());
}

#[test]
fn guilty_kneels_a_noble_to_kill_a_non_stark_character() {
    let (mut g, mut rng) = at_challenges(15, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    put_in_hand(&mut g, 0, &["guilty"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    let log = play(&mut g, &mut rng, 0, "use guilty eddard-stark-1 tyrion-lannister");
    assert!(
        log.iter().any(|e| e.text.key == "thrones-log-kneels"),
        "Eddard kneels (he stands again at standing)"
    );
    assert!(g.players[1].dead.contains(&card("tyrion-lannister")));
}

#[test]
fn benjen_stark_shuffles_the_dead_piles_back_when_he_dies() {
    let (mut g, mut rng) = at_challenges(16, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["benjen-stark"]);
    let dead = card("hodor");
    lift(&mut g, dead);
    g.players[0].dead.push(dead);
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("benjen-stark")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    assert!(g.players[0].dead.is_empty());
    assert!(g.players[0].deck.contains(&dead) && g.players[0].deck.contains(&card("benjen-stark")));
}

#[test]
fn jon_snow_gains_power_after_a_win_he_took_part_in() {
    let (mut g, mut rng) = at_challenges(17, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["jon-snow"]);
    attack(&mut g, &mut rng, "power", "jon-snow");
    assert_eq!(g.players[0].find(card("jon-snow")).unwrap().power, 1);
}

#[test]
fn ghost_saves_a_nights_watch_character_and_jon_and_ghost_are_immune_to_events() {
    let (mut g, mut rng) = at_challenges(18, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["jon-snow", "ghost"]);
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("jon-snow")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    play(&mut g, &mut rng, 0, "use ghost");
    assert!(g.players[0].find(card("jon-snow")).is_some() && knelt(&g, "ghost"));
    use crate::games::thrones::state::statics::immune;
    let event = card("the-lions-will");
    assert!(immune(&g, card("jon-snow"), event, 1) && immune(&g, card("ghost"), event, 1));
    assert!(!immune(&g, card("jon-snow"), card("the-hound"), 1), "not to characters");
}

#[test]
fn lordship_makes_a_lord_with_a_power_icon_and_four_str_in_dominance() {
    let (mut g, _) = at_challenges(19, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "shaggydog"]);
    attach(&mut g, "lordship", "hodor");
    use crate::games::thrones::state::statics::{has_icon, has_trait, strength};
    assert!(
        has_trait(&g, card("hodor"), "lord") && has_icon(&g, card("hodor"), crate::games::thrones::data::Icon::Power)
    );
    let before = strength(&g, card("hodor"));
    g.phase = Phase::Dominance;
    assert_eq!(strength(&g, card("hodor")), before + 4);
    assert!(strength(&g, card("shaggydog")) >= 4, "Shaggydog sees a Stark Lord now");
}

#[test]
fn milk_of_the_poppy_blanks_the_character_it_is_on() {
    let (mut g, _) = at_challenges(20, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["ser-rodrik-cassel"]);
    let rodrik = card("ser-rodrik-cassel");
    assert!(!crate::games::thrones::state::statics::kneels_when_declared(
        rodrik,
        crate::games::thrones::data::Icon::Military,
        true
    ));
    attach(&mut g, "milk-of-the-poppy", "ser-rodrik-cassel");
    assert!(crate::games::thrones::state::statics::blanked(&g, rodrik));
}

#[test]
fn magister_illyrio_taxes_the_challenges_of_a_named_type() {
    let (mut g, mut rng) = at_challenges(22, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["magister-illyrio"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "use magister-illyrio military");
    play(&mut g, &mut rng, 0, "done");
    g.players[1].gold = 3;
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack the-hound");
    assert_eq!((g.players[1].gold, g.players[0].gold), (2, 1));
}

#[test]
fn shae_kneels_a_character_of_a_player_with_more_power() {
    let (mut g, mut rng) = at_challenges(23, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["shae"]);
    put_in_play(&mut g, 0, &["hodor"]);
    assert_eq!(refused(&g, &mut rng, 1, "use shae hodor"), "thrones-err-cannot-use");
    g.players[0].power = 2;
    play(&mut g, &mut rng, 1, "use shae hodor");
    assert!(knelt(&g, "hodor") && knelt(&g, "shae"));
}

#[test]
fn the_iron_throne_locks_responses_while_it_stands() {
    let (mut g, mut rng) = at_challenges(24, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["tywin-lannister", "the-iron-throne"]);
    put_in_play(&mut g, 0, &["catelyn-stark"]);
    play(&mut g, &mut rng, 1, "challenge power");
    play(&mut g, &mut rng, 1, "attack tywin-lannister");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 0, "defend catelyn-stark");
    assert!(
        !options(&g).iter().any(|o| o.starts_with("use catelyn-stark")),
        "Catelyn's response is locked"
    );
}

#[test]
fn snowed_under_returns_a_kneeling_card_of_each_player_to_hand() {
    let (mut g, mut rng) = at_challenges(25, ["snowed-under", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_play(&mut g, 1, &["lannisport-steward"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("hodor"));
    crate::games::thrones::state::steps::kneel(&mut g, card("lannisport-steward"));
    finish_challenges(&mut g);
    assert_eq!(g.asks.len(), 2, "one question per player's cards");
    play(&mut g, &mut rng, 0, "choose hodor");
    play(&mut g, &mut rng, 0, "choose lannisport-steward");
    assert!(g.players[0].hand.contains(&card("hodor")));
    assert!(g.players[1].hand.contains(&card("lannisport-steward")));
}

#[test]
fn nymeria_kneels_to_save_the_character_she_is_on() {
    let (mut g, mut rng) = at_challenges(26, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["arya-stark"]);
    attach(&mut g, "nymeria", "arya-stark");
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("arya-stark")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    play(&mut g, &mut rng, 0, "use nymeria");
    assert!(g.players[0].find(card("arya-stark")).is_some());
}

#[test]
fn gilded_plate_pays_a_gold_and_is_discarded_to_save() {
    let (mut g, mut rng) = at_challenges(27, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    attach(&mut g, "gilded-plate", "tyrion-lannister");
    g.players[1].gold = 1;
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("tyrion-lannister")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    play(&mut g, &mut rng, 1, "use gilded-plate");
    assert!(g.players[1].find(card("tyrion-lannister")).is_some());
    assert_eq!(g.players[1].gold, 0);
    assert!(g.players[1].discard.contains(&card("gilded-plate")));
}

#[test]
fn maester_aemon_kneels_to_save_a_nights_watch_character() {
    let (mut g, mut rng) = at_challenges(28, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["maester-aemon", "jon-snow"]);
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![card("jon-snow")], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    play(&mut g, &mut rng, 0, "use maester-aemon");
    assert!(g.players[0].find(card("jon-snow")).is_some() && knelt(&g, "maester-aemon"));
}

#[test]
fn distinct_mastery_stands_a_war_or_noble_character() {
    let (mut g, mut rng) = at_challenges(29, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1", "hodor"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("eddard-stark-1"));
    crate::games::thrones::state::steps::kneel(&mut g, card("hodor"));
    put_in_hand(&mut g, 0, &["distinct-mastery-1"]);
    let opts = options(&g);
    assert!(opts.contains(&"use distinct-mastery-1 eddard-stark-1".to_string()));
    assert!(
        !opts.iter().any(|o| o.ends_with(" hodor")),
        "Hodor has none of the traits"
    );
    play(&mut g, &mut rng, 0, "use distinct-mastery-1 eddard-stark-1");
    assert!(!knelt(&g, "eddard-stark-1"));
}

#[test]
fn grey_wind_costs_two_less_while_robb_is_in_play() {
    let (mut g, _) = at_marshal(30, ["the-power-of-arms", "blockade"]);
    let printed = u16::from(crate::games::thrones::state::card_of(card("grey-wind")).cost);
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, card("grey-wind")),
        printed
    );
    put_in_play(&mut g, 0, &["robb-stark"]);
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, card("grey-wind")),
        printed - 2
    );
}

#[test]
fn lady_costs_two_less_with_sansa_and_gives_her_str_and_renown() {
    let (mut g, _) = at_marshal(31, ["the-power-of-arms", "blockade"]);
    put_in_play(&mut g, 0, &["sansa-stark"]);
    let printed = u16::from(crate::games::thrones::state::card_of(card("lady")).cost);
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, card("lady")),
        printed - 2
    );
    let before = crate::games::thrones::state::statics::strength(&g, card("sansa-stark"));
    put_in_play(&mut g, 0, &["lady"]);
    assert_eq!(
        crate::games::thrones::state::statics::strength(&g, card("sansa-stark")),
        before + 1
    );
    assert!(crate::games::thrones::state::statics::has_keyword(
        &g,
        card("sansa-stark"),
        crate::games::thrones::data::Keyword::Renown
    ));
}

#[test]
fn house_tully_recruiter_and_godswood_lower_the_next_stark_character() {
    let (mut g, mut rng) = at_marshal(32, ["the-power-of-arms", "blockade"]);
    put_in_play(&mut g, 0, &["house-tully-recruiter", "godswood"]);
    put_in_hand(&mut g, 0, &["robb-stark"]);
    g.players[0].gold = 10;
    play(&mut g, &mut rng, 0, "use house-tully-recruiter");
    play(&mut g, &mut rng, 0, "use godswood");
    let printed = u16::from(crate::games::thrones::state::card_of(card("robb-stark")).cost);
    // The largest discount that fits applies to the next card; the other waits for the next one.
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, card("robb-stark")),
        printed.saturating_sub(2)
    );
}

#[test]
fn street_of_steel_lowers_the_next_character_with_a_military_icon() {
    let (mut g, mut rng) = at_marshal(33, ["the-power-of-arms", "blockade"]);
    put_in_play(&mut g, 0, &["street-of-steel"]);
    g.players[0].gold = 10;
    play(&mut g, &mut rng, 0, "use street-of-steel");
    let robb = card("robb-stark");
    let printed = u16::from(crate::games::thrones::state::card_of(robb).cost);
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, robb),
        printed - 1,
        "Robb has a military icon"
    );
    let sansa = card("sansa-stark");
    assert_eq!(
        crate::games::thrones::rules::marshal::cost(&g, 0, sansa),
        u16::from(crate::games::thrones::state::card_of(sansa).cost),
        "Sansa has none"
    );
}

#[test]
fn varys_must_discard_an_ally_and_himself_when_he_is_the_only_one() {
    let (mut g, mut rng) = at_marshal(34, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Marshal {
        active: 1,
        second: true,
    };
    put_in_hand(&mut g, 1, &["varys"]);
    g.players[1].gold = 5;
    play(&mut g, &mut rng, 1, "marshal varys");
    assert!(
        g.players[1].discard.contains(&card("varys")),
        "the only Ally: Varys goes"
    );
    let (mut g, mut rng) = at_marshal(35, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Marshal {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_hand(&mut g, 1, &["varys"]);
    g.players[1].gold = 5;
    play(&mut g, &mut rng, 1, "marshal varys");
    assert_eq!(g.asks[0].seat, 1);
    play(&mut g, &mut rng, 1, "choose hodor");
    assert!(g.players[0].discard.contains(&card("hodor")) && g.players[1].find(card("varys")).is_some());
}
