//! One test per when-revealed plot, named by the plot, and the order rule itself.

use super::kit::{at_challenges, card, plot, put_in_hand, put_in_play, round_one};
use crate::engine::{Game, GameRng};
use crate::games::thrones::state::Thrones;

/// Applies a line without the kit's invariant check (plots outside the standard sets are set by
/// hand here).
fn apply(g: &mut Thrones, rng: &mut GameRng, seat: usize, line: &str) -> Vec<crate::engine::LogEntry> {
    let action = g.parse(seat, line).unwrap_or_else(|e| panic!("{line}: {:?}", e.text));
    g.apply(seat, action, rng)
        .unwrap_or_else(|e| panic!("{line}: {:?}", e.text))
}

/// `seat`'s revealed plot becomes `id` and its when-revealed ability resolves now.
fn reveal(g: &mut Thrones, rng: &mut GameRng, seat: usize, id: &str) {
    g.players[seat].plot = Some(plot(id));
    let e = g
        .plot(seat)
        .unwrap()
        .effects
        .iter()
        .find(|e| e.name() == "when-revealed")
        .unwrap();
    let mut log = Vec::new();
    crate::games::thrones::cards::plots::resolve(g, seat, e, rng, &mut log);
    crate::games::thrones::rules::windows::settle(g, rng, &mut log);
}

fn asked(g: &Thrones) -> Option<(usize, Vec<String>)> {
    g.asks.first().map(|a| {
        (
            a.seat,
            a.items
                .iter()
                .map(|&c| crate::games::thrones::state::card_id(c).to_string())
                .collect(),
        )
    })
}

#[test]
fn counting_favors_each_player_draws_three() {
    let (mut g, mut rng) = at_challenges(1, ["calling-the-banners", "blockade"]);
    reveal(&mut g, &mut rng, 0, "counting-favors");
    assert_eq!((g.players[0].hand.len(), g.players[1].hand.len()), (3, 3));
}

#[test]
fn valar_morghulis_kills_every_character() {
    let (mut g, mut rng) = at_challenges(2, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "great-keep-1"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    reveal(&mut g, &mut rng, 0, "valar-morghulis");
    assert!(g.players[0].dead.contains(&card("hodor")));
    assert!(
        g.players[1].discard.contains(&card("the-hound")),
        "the Hound goes to the discard pile"
    );
    assert!(g.players[0].find(card("great-keep-1")).is_some(), "locations stay");
}

#[test]
fn drunken_allegations_each_player_kneels_a_standing_character() {
    let (mut g, mut rng) = at_challenges(3, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    reveal(&mut g, &mut rng, 1, "drunken-allegations");
    assert!(
        g.players[1].find(card("the-hound")).unwrap().knelt,
        "the only one kneels without a question"
    );
    assert_eq!(asked(&g), Some((0, vec!["hodor".into(), "robb-stark".into()])));
    apply(&mut g, &mut rng, 0, "choose robb-stark");
    assert!(g.players[0].find(card("robb-stark")).unwrap().knelt);
    assert!(!g.players[0].find(card("hodor")).unwrap().knelt);
}

#[test]
fn condemned_by_the_realm_the_opponent_picks_which_of_yours_dies() {
    let (mut g, mut rng) = at_challenges(4, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "robb-stark"]);
    reveal(&mut g, &mut rng, 0, "condemned-by-the-realm");
    assert_eq!(asked(&g).map(|a| a.0), Some(1), "Lannister chooses");
    apply(&mut g, &mut rng, 1, "choose robb-stark");
    assert!(g.players[0].dead.contains(&card("robb-stark")));
}

#[test]
fn summoning_season_each_player_searches_for_a_character() {
    let (mut g, mut rng) = at_challenges(5, ["calling-the-banners", "blockade"]);
    reveal(&mut g, &mut rng, 1, "summoning-season");
    let (seat, items) = asked(&g).unwrap();
    assert_eq!(seat, 0, "the first player searches first");
    assert!(items.contains(&"hodor".to_string()));
    assert!(
        items
            .iter()
            .all(|id| crate::games::thrones::state::kind_of(card(id))
                == crate::games::thrones::data::CardType::Character)
    );
    apply(&mut g, &mut rng, 0, "choose hodor");
    assert!(g.players[0].hand.contains(&card("hodor")));
    assert_eq!(asked(&g).map(|a| a.0), Some(1));
    apply(&mut g, &mut rng, 1, "choose");
    assert!(g.players[1].hand.is_empty(), "a search may find nothing");
}

#[test]
fn building_season_each_player_searches_for_a_location() {
    let (mut g, mut rng) = at_challenges(6, ["calling-the-banners", "blockade"]);
    reveal(&mut g, &mut rng, 0, "building-season");
    let (_, items) = asked(&g).unwrap();
    assert!(
        items.iter().all(
            |id| crate::games::thrones::state::kind_of(card(id)) == crate::games::thrones::data::CardType::Location
        )
    );
}

#[test]
fn wildfire_assault_each_keeps_three_characters_the_rest_die_without_saves() {
    let (mut g, mut rng) = at_challenges(7, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "robb-stark", "bran-stark", "sansa-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    reveal(&mut g, &mut rng, 1, "wildfire-assault");
    assert_eq!(asked(&g).map(|a| a.0), Some(0), "only Stark has more than three");
    apply(&mut g, &mut rng, 0, "choose hodor robb-stark bran-stark");
    assert!(g.players[0].dead.contains(&card("sansa-stark")));
    assert_eq!(g.players[0].in_play.len(), 3);
}

#[test]
fn fleeing_to_the_wall_each_keeps_three_locations_the_rest_are_discarded() {
    let (mut g, mut rng) = at_challenges(8, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["great-keep-1", "great-keep-2", "godswood", "narrow-sea"]);
    reveal(&mut g, &mut rng, 0, "fleeing-to-the-wall");
    apply(&mut g, &mut rng, 0, "choose great-keep-1 great-keep-2 godswood");
    assert!(g.players[0].discard.contains(&card("narrow-sea")));
}

#[test]
fn rule_by_decree_the_fullest_hand_discards_down_to_four() {
    let (mut g, mut rng) = at_challenges(9, ["calling-the-banners", "blockade"]);
    put_in_hand(
        &mut g,
        0,
        &[
            "hodor",
            "robb-stark",
            "bran-stark",
            "sansa-stark",
            "arya-stark",
            "summer",
        ],
    );
    put_in_hand(&mut g, 1, &["the-hound"]);
    reveal(&mut g, &mut rng, 1, "rule-by-decree");
    let (seat, items) = asked(&g).unwrap();
    assert_eq!((seat, items.len()), (0, 6));
    assert_eq!(g.asks[0].min, 2);
    apply(&mut g, &mut rng, 0, "choose summer arya-stark");
    assert_eq!(g.players[0].hand.len(), 4);
    assert!(g.players[0].discard.contains(&card("summer")));
}

#[test]
fn rule_by_decree_copied_by_good_for_the_gander_discards_only_cards_still_in_hand() {
    let (mut g, mut rng) = at_challenges(13, ["snowed-under", "blockade"]);
    put_in_hand(
        &mut g,
        0,
        &[
            "hodor",
            "robb-stark",
            "bran-stark",
            "sansa-stark",
            "arya-stark",
            "summer",
        ],
    );
    reveal(&mut g, &mut rng, 1, "rule-by-decree");
    reveal(&mut g, &mut rng, 0, "good-for-the-gander");
    assert_eq!(
        g.asks.len(),
        1,
        "the copy resolves after the first: the hand is at 4 by then"
    );
    apply(&mut g, &mut rng, 0, "choose summer arya-stark");
    assert!(g.asks.is_empty());
    assert_eq!(g.players[0].hand.len(), 4);
    let summers = g.players[0].discard.iter().filter(|&&c| c == card("summer")).count();
    assert_eq!(summers, 1, "a card discarded once is in one zone");
}

#[test]
fn a_searched_card_is_known_to_both_and_the_choices_to_the_searcher() {
    use crate::engine::Viewer;
    let (mut g, mut rng) = at_challenges(14, ["snowed-under", "blockade"]);
    reveal(&mut g, &mut rng, 0, "summoning-season");
    let hodor = "hodor".to_string();
    assert!(!g.hidden_card_ids(Viewer::Seat(0)).contains(&hodor), "listed to Stark");
    assert!(g.hidden_card_ids(Viewer::Seat(1)).contains(&hodor));
    apply(&mut g, &mut rng, 0, "choose hodor");
    assert!(!g.hidden_card_ids(Viewer::Seat(1)).contains(&hodor), "shown");
    assert!(!g.hidden_card_ids(Viewer::Public).contains(&hodor));
}

#[test]
fn good_for_the_gander_copies_the_opponents_when_revealed_ability() {
    let (mut g, mut rng) = at_challenges(10, ["calling-the-banners", "blockade"]);
    g.players[1].plot = Some(plot("counting-favors"));
    reveal(&mut g, &mut rng, 0, "good-for-the-gander");
    assert_eq!((g.players[0].hand.len(), g.players[1].hand.len()), (3, 3));
}

#[test]
fn family_duty_honor_takes_the_house_tully_cards_of_the_top_five() {
    let (mut g, mut rng) = at_challenges(11, ["calling-the-banners", "blockade"]);
    let tully = card("house-tully-recruiter");
    super::kit::lift(&mut g, tully);
    g.players[0].deck.push(tully);
    reveal(&mut g, &mut rng, 0, "family-duty-honor");
    assert_eq!(g.players[0].hand, vec![tully]);
    assert_eq!(g.players[0].deck.len(), 49);
}

#[test]
fn r30_the_first_player_orders_two_when_revealed_abilities() {
    let (mut g, mut rng) = round_one(12);
    for s in 0..2 {
        super::kit::empty_hand(&mut g, s);
    }
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    super::kit::choose_plots(&mut g, &mut rng, ["valar-morghulis", "drunken-allegations"]);
    // Drunken Allegations (4) beats Valar Morghulis (0): Lannister names Stark first player.
    apply(&mut g, &mut rng, 1, "first stark");
    let prompt = g.pending();
    assert_eq!(prompt[0].seat, 0);
    assert_eq!(prompt[0].question.key, "thrones-q-plot-order");
    let log = apply(&mut g, &mut rng, 0, "first lannister");
    let revealed: Vec<String> = log
        .iter()
        .filter(|e| e.text.key == "thrones-log-when-revealed")
        .map(|e| format!("{:?}", e.text))
        .collect();
    assert_eq!(revealed.len(), 2);
    assert!(
        revealed[0].contains("drunken-allegations"),
        "Lannister's plot first, as Stark chose"
    );
    assert!(
        g.players[1].find(card("the-hound")).is_none(),
        "then Valar Morghulis killed everyone"
    );
    assert!(g.players[0].dead.contains(&card("hodor")));
}

#[test]
fn r30_the_second_when_revealed_ability_waits_until_the_first_is_answered() {
    // seed 002 L285-288 (the first player orders the when-revealed abilities) and L648-651 (one
    // effect is resolved completely before the next): Summoning Season's search is answered
    // before Counting Favors draws, so the searched card is still in the deck to be found.
    let (mut g, mut rng) = round_one(13);
    for s in 0..2 {
        super::kit::empty_hand(&mut g, s);
    }
    let swap = |g: &mut Thrones, seat: usize, out: &str, into: &str| {
        let deck = &mut g.players[seat].plot_deck;
        let at = deck.iter().position(|&p| p == plot(out)).unwrap();
        deck[at] = plot(into);
    };
    swap(&mut g, 0, "calling-the-banners", "summoning-season");
    swap(&mut g, 1, "hear-me-roar", "counting-favors");
    // Hodor on top of Stark's deck: the first card the search lists and the first a draw takes.
    let hodor = card("hodor");
    super::kit::lift(&mut g, hodor);
    g.players[0].deck.push(hodor);
    // Initiative 3 each; Lannister has more power, so Stark wins it.
    g.players[1].power = 1;
    apply(&mut g, &mut rng, 0, "plot summoning-season");
    apply(&mut g, &mut rng, 1, "plot counting-favors");
    apply(&mut g, &mut rng, 0, "first stark");
    let log = apply(&mut g, &mut rng, 0, "first stark");
    let revealed =
        |log: &[crate::engine::LogEntry]| log.iter().filter(|e| e.text.key == "thrones-log-when-revealed").count();
    assert_eq!(revealed(&log), 1, "only Summoning Season so far");
    assert!(g.players[0].hand.is_empty(), "Counting Favors has not drawn yet");
    let (seat, items) = asked(&g).unwrap();
    assert_eq!((seat, items[0].as_str()), (0, "hodor"));
    let deck = g.players[0].deck.len();
    apply(&mut g, &mut rng, 0, "choose hodor");
    let log = apply(&mut g, &mut rng, 1, "choose");
    assert_eq!(revealed(&log), 1, "then Counting Favors");
    let p = &g.players[0];
    assert!(p.hand.contains(&hodor));
    assert_eq!(
        (p.hand.len(), p.deck.len()),
        (1 + 3 + 2, deck - 6),
        "Hodor searched, 3 drawn by Counting Favors, 2 in the draw phase"
    );
}
