//! One test per setup rule (R-2, R-11 … R-21), named by it.

use super::kit::{card, empty_hand, new_game, play, put_in_hand, refused};
use crate::engine::{Game, GameOptions, GameRng, Viewer};
use crate::games::thrones::Thrones;
use crate::games::thrones::data::{House, data};
use crate::games::thrones::rules::setup::{Houses, setup};
use crate::games::thrones::state::{Phase, card_id, plot_id};
use crate::games::thrones::view::{hidden_card_ids, view};

/// Both seats keep their setup hands.
fn keep_both(g: &mut Thrones, rng: &mut GameRng) {
    play(g, rng, 0, "keep");
    play(g, rng, 1, "keep");
}

#[test]
fn r2_two_players_one_stark_one_lannister() {
    let mut rng = GameRng::new(1);
    assert_eq!(
        Thrones::setup(3, &GameOptions::new(), &mut rng).unwrap_err().text.key,
        "thrones-err-two-players"
    );
    for seed in 0..20 {
        let (g, _) = new_game(seed);
        assert_ne!(g.players[0].house, g.players[1].house);
    }
}

#[test]
fn r11_houses_at_random_or_by_agreement() {
    let options = |v: &str| GameOptions::from([("houses".to_string(), v.to_string())]);
    let mut rng = GameRng::new(3);
    let (g, _) = Thrones::setup(2, &options("p1-lannister"), &mut rng).unwrap();
    assert_eq!(g.players[0].house, House::Lannister);
    let (g, _) = Thrones::setup(2, &options("p1-stark"), &mut rng).unwrap();
    assert_eq!(g.players[0].house, House::Stark);
    let firsts: Vec<House> = (0..16)
        .map(|seed| setup(Houses::Random, false, &mut GameRng::new(seed)).0.players[0].house)
        .collect();
    assert!(firsts.contains(&House::Stark) && firsts.contains(&House::Lannister));
    assert!(Thrones::setup(2, &options("targaryen"), &mut rng).is_err());
}

#[test]
fn r12_plot_decks_are_the_standard_sets() {
    let (g, _) = new_game(5);
    for p in &g.players {
        let ids: Vec<&str> = p.plot_deck.iter().map(|&q| plot_id(q)).collect();
        let set: Vec<&str> = data().plot_sets[p.house.index()]
            .iter()
            .map(|&q| data().plots[q].id)
            .collect();
        assert_eq!(ids, set, "the plot deck is the set, in its order");
    }
    assert!(
        g.players[0]
            .plot_deck
            .iter()
            .any(|&q| plot_id(q) == "calling-the-banners")
    );
    assert!(g.players[1].plot_deck.iter().any(|&q| plot_id(q) == "hear-me-roar"));
}

#[test]
fn r13_house_decks_are_shuffled_plot_decks_are_not() {
    let order = |seed| {
        let (g, _) = new_game(seed);
        let p = &g.players[0];
        let mut all = p.deck.clone();
        all.extend(&p.hand);
        (all, p.plot_deck.clone())
    };
    let (a, pa) = order(1);
    let (b, pb) = order(2);
    assert_ne!(a, b, "two seeds shuffle differently");
    assert_eq!(pa, pb);
}

#[test]
fn r14_each_player_draws_seven_setup_cards() {
    let (g, _) = new_game(7);
    for p in &g.players {
        assert_eq!(p.hand.len(), 7);
        assert_eq!(p.deck.len(), 43);
    }
    assert!(matches!(g.phase, Phase::Mulligan(_)));
}

#[test]
fn r15_one_mulligan_each_in_secret() {
    let (mut g, mut rng) = new_game(8);
    let before = g.players[0].hand.clone();
    let log = play(&mut g, &mut rng, 0, "mulligan");
    assert_eq!(g.players[0].hand, before, "nothing happens before both have chosen");
    assert!(
        log.iter().all(|e| e.text.key == "flow-log-picked"),
        "the others learn only that it chose"
    );
    assert_eq!(view(&g, Viewer::Public)["secret"], serde_json::Value::Null);
    assert_eq!(view(&g, Viewer::Seat(0))["secret"]["mulligan"], true);
    assert_eq!(refused(&g, &mut rng, 0, "keep"), "flow-err-already-answered");
    play(&mut g, &mut rng, 1, "keep");
    let p = &g.players[0];
    assert!(p.mulliganed && p.hand.len() == 7 && p.deck.len() == 43);
    assert_ne!(p.hand, before, "seven new cards");
    assert!(!g.players[1].mulliganed);
    assert!(
        matches!(g.phase, Phase::Setup { .. }),
        "one mulligan only: setup goes on"
    );
}

#[test]
fn r16_setup_places_characters_and_locations_face_down_in_secret() {
    let (mut g, mut rng) = new_game(9);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["arya-stark", "ice", "winter-is-coming", "godswood"]);
    let prompt = g.pending().into_iter().find(|p| p.seat == 0).unwrap();
    assert!(prompt.secret);
    let offered: Vec<&str> = prompt.options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(offered, ["limited none", "limited godswood"]);
    play(&mut g, &mut rng, 0, "limited none");
    let prompt = g.pending().into_iter().find(|p| p.seat == 0).unwrap();
    let offered: Vec<&str> = prompt.options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(offered, ["arya-stark"], "no attachment, no event, no second limited");
    assert_eq!(refused(&g, &mut rng, 0, "place ice"), "thrones-err-setup-card");
    assert_eq!(
        refused(&g, &mut rng, 0, "place winter-is-coming"),
        "thrones-err-setup-card"
    );
    play(&mut g, &mut rng, 0, "place arya-stark");
    assert!(g.players[0].in_play.is_empty(), "face down until both have placed");
    let hidden = hidden_card_ids(&g, Viewer::Seat(1));
    assert!(hidden.contains(&"arya-stark".to_string()));
    assert!(!view(&g, Viewer::Public).to_string().contains("arya-stark"));
    assert_eq!(view(&g, Viewer::Seat(0))["secret"]["placed"][0], "arya-stark");
}

#[test]
fn r17_setup_costs_at_most_five_gold() {
    let (mut g, mut rng) = new_game(10);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["arya-stark", "jon-snow", "robb-stark"]);
    let prompt = g.pending().into_iter().find(|p| p.seat == 0).unwrap();
    assert_eq!(
        prompt.ask,
        crate::engine::Ask::Several {
            min: 0,
            max: 3,
            budget: Some(5)
        }
    );
    assert_eq!(
        refused(&g, &mut rng, 0, "place arya-stark robb-stark"),
        "thrones-err-setup-gold"
    );
    play(&mut g, &mut rng, 0, "place arya-stark jon-snow");
}

/// The rulebook's example (L212-222): Arya, Jon and one Winterfell keep (our Great Keep) make
/// exactly 5 gold; the second keep is refused because it is limited; Hand of the King and "Not
/// Today" are not characters or locations (here: an attachment and an event).
#[test]
fn r18_at_most_one_limited_card_the_rulebooks_example() {
    let (mut g, mut rng) = new_game(11);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(
        &mut g,
        0,
        &[
            "arya-stark",
            "jon-snow",
            "eddard-stark-1",
            "bodyguard",
            "winter-is-coming",
            "great-keep-1",
            "great-keep-2",
        ],
    );
    let prompt = g.pending().into_iter().find(|p| p.seat == 0).unwrap();
    let offered: Vec<&str> = prompt.options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(
        offered,
        ["limited none", "limited great-keep-1"],
        "one copy of the keep offered"
    );
    assert_eq!(
        refused(&g, &mut rng, 0, "place arya-stark"),
        "thrones-err-setup-limited-first"
    );
    play(&mut g, &mut rng, 0, "limited great-keep-1");
    assert_eq!(refused(&g, &mut rng, 0, "place great-keep-2"), "thrones-err-setup-card");
    play(&mut g, &mut rng, 0, "place arya-stark jon-snow");
    assert_eq!(
        view(&g, Viewer::Seat(0))["secret"]["placed"],
        serde_json::json!(["arya-stark", "jon-snow", "great-keep-1"])
    );
}

#[test]
fn r19_one_unique_card_of_a_name() {
    let (mut g, mut rng) = new_game(12);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["eddard-stark-1", "eddard-stark-2"]);
    let prompt = g.pending().into_iter().find(|p| p.seat == 0).unwrap();
    let offered: Vec<&str> = prompt.options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(offered, ["eddard-stark-1"], "one copy of a unique name is offered");
    assert_eq!(
        refused(&g, &mut rng, 0, "place eddard-stark-1 eddard-stark-2"),
        "thrones-err-setup-card"
    );
}

#[test]
fn r20_setups_are_revealed_together_with_no_ability() {
    let (mut g, mut rng) = new_game(13);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["eddard-stark-1"]);
    play(&mut g, &mut rng, 0, "place eddard-stark-1");
    let limited = crate::games::thrones::rules::setup::limited_choices(&g, 1);
    if !limited.is_empty() {
        play(&mut g, &mut rng, 1, "limited none");
    }
    let log = play(&mut g, &mut rng, 1, "place");
    let eddard = g.players[0].find(card("eddard-stark-1")).expect("revealed in play");
    assert_eq!(eddard.power, 0, "his enters-play power does not fire in setup");
    assert!(!eddard.knelt);
    assert!(log.iter().any(|e| e.text.key == "thrones-log-setup-reveal"));
}

#[test]
fn r21_both_refill_to_seven_after_the_reveal() {
    let (mut g, mut rng) = new_game(14);
    keep_both(&mut g, &mut rng);
    empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["arya-stark", "jon-snow"]);
    play(&mut g, &mut rng, 0, "place arya-stark jon-snow");
    if !crate::games::thrones::rules::setup::limited_choices(&g, 1).is_empty() {
        play(&mut g, &mut rng, 1, "limited none");
    }
    play(&mut g, &mut rng, 1, "place");
    for p in &g.players {
        assert_eq!(p.hand.len(), 7);
    }
    assert!(matches!(g.phase, Phase::Plot(_)), "round 1 begins with the plot phase");
    assert_eq!(g.round, 1);
    let _ = card_id(card("arya-stark"));
}
