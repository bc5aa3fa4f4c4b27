//! One test per rule of the round's frame (R-3, R-22 … … R-78), named by it.

use super::kit::{
    at_challenges, at_marshal, card, choose_plots, keys, pass_windows, play, plot, put_in_hand, put_in_play, refused,
    round_one,
};
use crate::engine::{Game, Viewer};
use crate::games::thrones::rules::round_end::dominance_total;
use crate::games::thrones::state::steps::check_victory;
use crate::games::thrones::state::{Phase, plot_id};
use crate::games::thrones::view::{hidden_card_ids, view};

#[test]
fn r22_a_round_is_plot_draw_marshalling_challenges_dominance_standing_taxation() {
    let (mut g, mut rng) = round_one(1);
    let mut log = choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    log.extend(play(&mut g, &mut rng, 1, "first stark"));
    for line in ["done", "done"] {
        let Phase::Marshal { active, .. } = g.phase else {
            panic!("marshalling")
        };
        log.extend(play(&mut g, &mut rng, active, line));
    }
    for seat in [0, 1] {
        log.extend(play(&mut g, &mut rng, seat, "done"));
    }
    let order: Vec<&str> = keys(&log)
        .into_iter()
        .filter(|k| {
            [
                "thrones-log-plot",
                "thrones-log-first",
                "thrones-log-draws",
                "thrones-log-income",
                "thrones-log-challenges",
                "thrones-log-dominance",
                "thrones-log-dominance-tie",
                "thrones-log-standing",
                "thrones-log-taxation",
                "thrones-log-round",
            ]
            .contains(k)
        })
        .collect();
    let mut dedup = order.clone();
    dedup.dedup();
    let dominance = if dedup.contains(&"thrones-log-dominance") {
        "thrones-log-dominance"
    } else {
        "thrones-log-dominance-tie"
    };
    assert_eq!(
        dedup,
        [
            "thrones-log-plot",
            "thrones-log-first",
            "thrones-log-draws",
            "thrones-log-income",
            "thrones-log-challenges",
            dominance,
            "thrones-log-standing",
            "thrones-log-taxation",
            "thrones-log-round",
        ]
    );
    assert_eq!(g.round, 2);
    assert!(matches!(g.phase, Phase::Plot(_)));
}

#[test]
fn r23_plots_are_chosen_in_secret() {
    let (mut g, mut rng) = round_one(2);
    let prompts = g.pending();
    assert_eq!(prompts.len(), 2);
    assert!(prompts.iter().all(|p| p.secret && p.options.len() == 7));
    let log = play(&mut g, &mut rng, 0, "plot valar-morghulis");
    assert_eq!(keys(&log), ["flow-log-picked"]);
    assert!(hidden_card_ids(&g, Viewer::Seat(1)).contains(&"valar-morghulis".to_string()));
    assert!(hidden_card_ids(&g, Viewer::Public).contains(&"valar-morghulis".to_string()));
    assert!(!view(&g, Viewer::Public).to_string().contains("valar-morghulis"));
    assert_eq!(view(&g, Viewer::Seat(0))["secret"]["plot"], "valar-morghulis");
    assert_eq!(refused(&g, &mut rng, 1, "plot calling-the-banners"), "thrones-err-plot");
}

#[test]
fn r24_both_plots_are_revealed_together() {
    let (mut g, mut rng) = round_one(3);
    play(&mut g, &mut rng, 1, "plot blockade");
    assert!(g.players[1].plot.is_none());
    let log = play(&mut g, &mut rng, 0, "plot snowed-under");
    assert_eq!(keys(&log).iter().filter(|k| **k == "thrones-log-plot").count(), 2);
    assert_eq!(g.players[0].plot, Some(plot("snowed-under")));
    assert_eq!(g.players[1].plot, Some(plot("blockade")));
}

#[test]
fn r25_a_new_plot_replaces_the_old_which_goes_to_the_used_pile() {
    let (mut g, mut rng) = at_challenges(4, ["calling-the-banners", "blockade"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    choose_plots(&mut g, &mut rng, ["valar-morghulis", "hear-me-roar"]);
    assert_eq!(g.players[0].plot, Some(plot("valar-morghulis")));
    assert_eq!(g.players[0].used_plots, [plot("calling-the-banners")]);
    assert_eq!(g.players[0].plot_deck.len(), 5);
}

#[test]
fn r26_the_last_plot_brings_the_used_ones_back() {
    let (mut g, mut rng) = at_challenges(5, ["calling-the-banners", "blockade"]);
    // Stark has used five plots; one is left in its deck.
    let p = &mut g.players[0];
    let last = p.plot_deck.pop().expect("a plot");
    p.used_plots.append(&mut p.plot_deck);
    p.plot_deck.push(last);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    let Phase::Plot(picks) = &g.phase else {
        panic!("plot phase")
    };
    assert!(!picks.waiting().contains(0), "one plot left: no choice to ask");
    let log = choose_plots(&mut g, &mut rng, ["", "hear-me-roar"]);
    assert!(keys(&log).contains(&"thrones-log-plots-return"));
    let p = &g.players[0];
    assert_eq!(p.plot, Some(last));
    assert!(p.used_plots.is_empty());
    assert_eq!(p.plot_deck.len(), 6, "every used plot but the one just revealed");
    assert!(!p.plot_deck.contains(&last));
}

#[test]
fn r27_the_higher_initiative_wins_it() {
    let (mut g, mut rng) = round_one(6);
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    assert_eq!(g.phase, Phase::FirstPlayer { chooser: 1 }, "6 against 3");
}

#[test]
fn r28_initiative_ties_go_to_less_power_then_at_random() {
    let (mut g, mut rng) = round_one(7);
    g.players[0].power = 2;
    let log = choose_plots(&mut g, &mut rng, ["holding-the-trident", "drunken-allegations"]);
    assert_eq!(
        g.phase,
        Phase::FirstPlayer { chooser: 1 },
        "4 each; Lannister has less power"
    );
    assert!(keys(&log).contains(&"thrones-log-initiative-power"));
    let mut winners = Vec::new();
    for seed in 0..12 {
        let (mut g, mut rng) = round_one(seed);
        let log = choose_plots(&mut g, &mut rng, ["holding-the-trident", "drunken-allegations"]);
        assert!(keys(&log).contains(&"thrones-log-initiative-random"));
        let Phase::FirstPlayer { chooser } = g.phase else {
            panic!()
        };
        winners.push(chooser);
    }
    assert!(winners.contains(&0) && winners.contains(&1), "{winners:?}");
}

#[test]
fn r29_the_initiative_winner_names_the_first_player() {
    let (mut g, mut rng) = round_one(8);
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    let prompts = g.pending();
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, 1);
    let options: Vec<&str> = prompts[0].options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(options, ["first lannister", "first stark"]);
    assert_eq!(refused(&g, &mut rng, 0, "first stark"), "thrones-err-not-now");
    play(&mut g, &mut rng, 1, "first stark");
    assert_eq!(g.first, 0);
    assert_eq!(
        g.phase,
        Phase::Marshal {
            active: 0,
            second: false
        }
    );
}

#[test]
fn r33_each_player_draws_two() {
    let (mut g, mut rng) = round_one(9);
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    let before: Vec<usize> = g.players.iter().map(|p| p.hand.len()).collect();
    play(&mut g, &mut rng, 1, "first lannister");
    for (p, n) in g.players.iter().zip(before) {
        assert_eq!(p.hand.len(), n + 2);
    }
}

#[test]
fn r34_an_empty_deck_draws_nothing() {
    let (mut g, mut rng) = round_one(10);
    let p = &mut g.players[0];
    p.discard.extend(p.deck.drain(1..));
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    let hand = g.players[0].hand.len();
    play(&mut g, &mut rng, 1, "first lannister");
    assert_eq!(g.players[0].hand.len(), hand + 1, "the last card, then nothing");
    assert!(g.players[0].deck.is_empty());
    let (mut g, mut rng) = at_challenges(10, ["calling-the-banners", "blockade"]);
    let deck = std::mem::take(&mut g.players[0].deck);
    g.players[0].discard.extend(deck);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    choose_plots(&mut g, &mut rng, ["valar-morghulis", "hear-me-roar"]);
    let Phase::FirstPlayer { chooser } = g.phase else {
        panic!("first player")
    };
    let log = play(&mut g, &mut rng, chooser, "first stark");
    assert!(keys(&log).contains(&"thrones-log-deck-empty"));
    assert!(!g.is_over(), "no penalty");
}

#[test]
fn r35_there_is_no_hand_limit() {
    let (mut g, mut rng) = at_challenges(11, ["calling-the-banners", "blockade"]);
    let extra: Vec<u8> = g.players[0].deck.drain(..20).collect();
    g.players[0].hand.extend(extra);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(
        g.players[0].hand.len(),
        20,
        "nothing is discarded at the end of the round"
    );
}

#[test]
fn r47_revealing_a_plot_costs_nothing() {
    let (mut g, mut rng) = round_one(12);
    g.players[0].gold = 0;
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    assert_eq!(g.players[0].gold, 0);
}

#[test]
fn r70_after_both_players_challenges_comes_dominance() {
    let (mut g, mut rng) = at_challenges(13, ["calling-the-banners", "blockade"]);
    let log = play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        g.phase,
        Phase::Challenges {
            active: 1,
            second: true
        }
    );
    assert!(!keys(&log).iter().any(|k| k.starts_with("thrones-log-dominance")));
    let log = play(&mut g, &mut rng, 1, "done");
    assert!(keys(&log).iter().any(|k| k.starts_with("thrones-log-dominance")));
}

#[test]
fn r71_dominance_is_standing_str_plus_gold_and_ties_win_nothing() {
    let (mut g, mut rng) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "arya-stark"]);
    put_in_play(&mut g, 1, &["the-hound", "tyrion-lannister"]);
    g.players[0].find_mut(card("arya-stark")).unwrap().knelt = true;
    g.players[0].gold = 2;
    g.players[1].gold = 0;
    assert_eq!(dominance_total(&g, 0), 4 + 2, "Hodor 4 standing, Arya kneeling, 2 gold");
    assert_eq!(dominance_total(&g, 1), 4 + 3);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    // The Hound asks first: the top card of the deck goes instead of him.
    let mut log = play(&mut g, &mut rng, 1, "choose");
    log.extend(pass_windows(&mut g, &mut rng));
    assert!(keys(&log).contains(&"thrones-log-dominance"));
    assert_eq!(g.players[1].power, 1);
    assert_eq!(g.players[0].power, 0);
    let (mut g, mut rng) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    let log = play(&mut g, &mut rng, 1, "choose");
    assert!(keys(&log).contains(&"thrones-log-dominance-tie"));
    assert_eq!(g.players[0].power + g.players[1].power, 0);
}

#[test]
fn r73_standing_stands_every_kneeling_card() {
    let (mut g, mut rng) = at_challenges(15, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "winterfell-castle"]);
    put_in_hand(&mut g, 1, &["gutter-rats-cunning"]);
    crate::games::thrones::state::steps::take_from_hand(&mut g, 1, card("gutter-rats-cunning"));
    let hodor = g.players[0].find_mut(card("hodor")).unwrap();
    hodor.knelt = true;
    hodor.attachments.push(crate::games::thrones::state::Attached {
        card: card("gutter-rats-cunning"),
        knelt: true,
    });
    g.players[0].find_mut(card("winterfell-castle")).unwrap().knelt = true;
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    let hodor = g.players[0].find(card("hodor")).unwrap();
    assert!(!hodor.knelt && !hodor.attachments[0].knelt);
    assert!(!g.players[0].find(card("winterfell-castle")).unwrap().knelt);
}

#[test]
fn r74_taxation_returns_unspent_gold() {
    let (mut g, mut rng) = at_challenges(16, ["calling-the-banners", "blockade"]);
    g.players[0].gold = 3;
    g.players[1].gold = 1;
    play(&mut g, &mut rng, 0, "done");
    let log = play(&mut g, &mut rng, 1, "done");
    assert!(keys(&log).contains(&"thrones-log-taxation"));
    assert_eq!((g.players[0].gold, g.players[1].gold), (0, 0));
}

#[test]
fn r3_r77_fifteen_power_wins_at_once_even_mid_challenge() {
    let (mut g, mut rng) = at_challenges(17, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    g.players[0].power = 14;
    play(&mut g, &mut rng, 0, "challenge power");
    let log = play(&mut g, &mut rng, 0, "attack eddard-stark-1");
    assert!(g.is_over(), "the unopposed power is the 15th");
    assert_eq!(g.winner, Some(0));
    assert!(keys(&log).contains(&"thrones-log-wins"));
    assert_eq!(
        g.players[0].find(card("eddard-stark-1")).unwrap().power,
        0,
        "the game ended before renown"
    );
    assert!(g.pending().is_empty());
    assert_eq!(g.outcome().unwrap().winners, [0]);
}

#[test]
fn r77_power_coming_back_with_a_card_under_control_wins_at_once() {
    // seed 002 L512-516: 15 power on the banner and on characters in play, by any means, ends
    // the game at once. The Winterfell Honor Guard carries 3 power under Lannister's control and
    // goes back to Stark when Lannister wins with it: Stark's 12 become 15.
    let (mut g, mut rng) = at_challenges(23, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 1, &["winterfell-honor-guard"]);
    g.players[1].find_mut(card("winterfell-honor-guard")).unwrap().power = 3;
    g.players[0].power = 12;
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "challenge military");
    let log = play(&mut g, &mut rng, 1, "attack winterfell-honor-guard");
    assert_eq!(
        g.controller(card("winterfell-honor-guard")),
        Some(0),
        "won with it: back to Stark"
    );
    assert_eq!(g.players[0].total_power(), 15);
    assert!(g.is_over(), "the change of control is the 15th power");
    assert_eq!(g.winner, Some(0));
    assert_eq!(keys(&log).last(), Some(&"thrones-log-wins"));
}

#[test]
fn r77_r78_the_victory_check_follows_every_step_whatever_raised_the_total() {
    // seed 002 L512-518: power on characters counts however it got there; both at 15 at once,
    // the first player wins. Two characters gain power outside any gain (as a card entering play
    // with power would): the next step of the game ends it.
    let (mut g, mut rng) = at_challenges(24, ["calling-the-banners", "blockade"]);
    g.first = 1;
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[0].find_mut(card("eddard-stark-1")).unwrap().power = 15;
    g.players[1].find_mut(card("the-hound")).unwrap().power = 15;
    let mut log = Vec::new();
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    assert!(g.is_over());
    assert_eq!(g.winner, Some(1), "Lannister is the first player");
    assert_eq!(keys(&log), ["thrones-log-wins"]);
}

#[test]
fn r78_both_at_fifteen_the_first_player_wins() {
    let (mut g, _) = at_challenges(18, ["calling-the-banners", "blockade"]);
    g.first = 1;
    g.players[0].power = 15;
    g.players[1].power = 16;
    let mut log = Vec::new();
    check_victory(&mut g, &mut log);
    assert_eq!(g.winner, Some(1));
    let (mut g, _) = at_challenges(18, ["calling-the-banners", "blockade"]);
    g.first = 0;
    g.players[0].power = 15;
    g.players[1].power = 16;
    check_victory(&mut g, &mut log);
    assert_eq!(g.winner, Some(0));
    let _ = plot_id(plot("blockade"));
}

#[test]
fn r36_the_first_player_marshals_first_then_the_other() {
    let (mut g, mut rng) = at_marshal(19, ["calling-the-banners", "hear-me-roar"]);
    assert_eq!(
        g.phase,
        Phase::Marshal {
            active: 0,
            second: false
        }
    );
    assert_eq!(refused(&g, &mut rng, 1, "done"), "thrones-err-not-active");
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        g.phase,
        Phase::Marshal {
            active: 1,
            second: true
        }
    );
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(
        g.phase,
        Phase::Challenges {
            active: 0,
            second: false
        }
    );
}

#[test]
fn r4_the_token_pool_is_unlimited() {
    let (mut g, mut rng) = at_marshal(20, ["calling-the-banners", "hear-me-roar"]);
    g.players[1].gold = 19;
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(g.players[1].gold, 19 + 5, "past the box's 20 gold tokens (A-14)");
}

#[test]
fn r9_neutral_cards_are_no_houses() {
    let (mut g, _) = at_challenges(21, ["calling-the-banners", "blockade"]);
    put_in_play(
        &mut g,
        0,
        &["winterfell-castle", "jon-snow", "littlefinger-1", "robb-stark"],
    );
    let str = |c: &str| crate::games::thrones::state::statics::strength(&g, card(c));
    assert_eq!((str("jon-snow"), str("littlefinger-1"), str("robb-stark")), (3, 3, 3));
}

#[test]
fn r10_setup_cards_are_not_in_play_until_revealed() {
    let (mut g, mut rng) = super::kit::new_game(22);
    play(&mut g, &mut rng, 0, "keep");
    play(&mut g, &mut rng, 1, "keep");
    super::kit::empty_hand(&mut g, 0);
    put_in_hand(&mut g, 0, &["robb-stark"]);
    play(&mut g, &mut rng, 0, "place robb-stark");
    assert!(g.in_play(card("robb-stark")).is_none());
    assert!(g.players[0].hand.contains(&card("robb-stark")));
}
