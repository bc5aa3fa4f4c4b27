//! One test per neutral event (issue 16), named by the card. The six events in neither deck
//! (Muster, Retreat, Support of the Kingdom, Dance With Dragons, Seductive Promise, Westeros
//! Bleeds) have no physical card in a game: their registered ability is run directly.

use super::cards_lannister::{challenge, challenges, hand, kill};
use super::kit::{card, finish_challenges, keys, play, put_in_hand, put_in_play};
use crate::engine::{GameRng, LogEntry, Seat};
use crate::games::thrones::data::{Icon, data};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::ability::{Context, Source, Target, Trigger};
use crate::games::thrones::state::statics::{claim, strength};
use crate::games::thrones::state::windows::WindowKind;
use crate::games::thrones::state::{Challenge, Step, Thrones};

fn knelt(g: &Thrones, id: &str) -> bool {
    g.in_play(card(id)).expect("in play").knelt
}

/// Runs the ability of the pool card `id` (in neither deck) for `seat` on `target`, after
/// checking it is one of its options now; any physical card stands in as its source.
fn run(g: &mut Thrones, rng: &mut GameRng, seat: Seat, id: &str, target: Target, ctx: Context) -> Vec<LogEntry> {
    let row = data().cards.iter().find(|c| c.id == id).expect("a pool card");
    let effect = row.effects.iter().find(|e| e.name() == "unit").expect("a unit");
    let a = crate::games::thrones::cards::of_effect(effect)
        .next()
        .expect("registered");
    let src = Source {
        seat,
        card: card("distraction"),
        effect,
    };
    let options = (a.options)(g, &src, ctx);
    assert!(options.contains(&target), "{id}: {target:?} not among {options:?}");
    let mut log = Vec::new();
    (a.resolve)(g, &src, &target, ctx, rng, &mut log);
    crate::games::thrones::rules::windows::settle(g, rng, &mut log);
    g.check_invariants_or_panic();
    log
}

/// A decided challenge of `kind` won by `winner` (for the responses to it).
fn decided(g: &mut Thrones, kind: Icon, attacker: Seat, winner: Seat, attack: u16, defence: u16) {
    g.challenge = Some(Challenge {
        kind,
        attacker,
        step: Step::Resolved,
        attackers: Vec::new(),
        defenders: Vec::new(),
        bypassed: Vec::new(),
        winner: Some(winner),
        attack,
        defence,
    });
}

#[test]
fn winter_is_coming_raises_the_stark_claim_for_the_challenge() {
    let (mut g, mut rng) = challenges(31);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 0, &["winter-is-coming"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!(claim(&g, 0), 1);
    play(&mut g, &mut rng, 0, "use winter-is-coming");
    assert_eq!(claim(&g, 0), 2);
    super::kit::pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "defend");
    super::kit::pass_windows(&mut g, &mut rng);
    assert!(g.challenge.is_none());
    assert_eq!(claim(&g, 0), 1, "for that challenge only");
}

#[test]
fn kings_in_the_north_kneels_two_stark_characters_that_gain_a_power_each() {
    let (mut g, mut rng) = challenges(32);
    put_in_play(&mut g, 0, &["robb-stark", "hodor", "arya-stark"]);
    put_in_hand(&mut g, 0, &["kings-in-the-north"]);
    finish_challenges(&mut g);
    super::cards_lannister::pass_windows_until(&mut g, &mut rng, WindowKind::AfterDominance);
    let log = play(&mut g, &mut rng, 0, "use kings-in-the-north robb-stark hodor");
    assert_eq!(keys(&log).iter().filter(|k| **k == "thrones-log-kneels").count(), 2);
    for id in ["robb-stark", "hodor"] {
        assert_eq!(g.in_play(card(id)).unwrap().power, 1);
    }
    assert_eq!(g.in_play(card("arya-stark")).unwrap().power, 0);
}

#[test]
fn lethal_counterattack_kills_every_attacker_for_two_kneeling_starks() {
    let (mut g, mut rng) = challenges(33);
    put_in_play(&mut g, 0, &["robb-stark", "hodor", "arya-stark"]);
    put_in_play(&mut g, 1, &["the-hound", "ser-jaime-lannister"]);
    put_in_hand(&mut g, 0, &["lethal-counterattack"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack the-hound ser-jaime-lannister");
    assert_eq!(waiting_window(&g).map(|(s, _)| s), Some(0));
    play(&mut g, &mut rng, 0, "use lethal-counterattack robb-stark hodor");
    assert!(
        g.players[1].discard.contains(&card("the-hound")),
        "killed: his discard pile"
    );
    assert!(g.players[1].dead.contains(&card("ser-jaime-lannister")));
    assert!(knelt(&g, "robb-stark") && knelt(&g, "hodor"));
}

#[test]
fn i_never_bet_against_my_family_lowers_the_attackers_claim_by_x() {
    let (mut g, mut rng) = challenges(34);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["ser-jaime-lannister", "lannisport-steward"]);
    put_in_hand(&mut g, 1, &["i-never-bet-against-my-family"]);
    g.players[1].gold = 3;
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    let log = play(
        &mut g,
        &mut rng,
        1,
        "use i-never-bet-against-my-family ser-jaime-lannister 1",
    );
    assert!(keys(&log).contains(&"thrones-log-claim-change"));
    assert_eq!(g.players[1].gold, 2);
    assert!(knelt(&g, "ser-jaime-lannister"));
    super::kit::pass_windows(&mut g, &mut rng);
    assert!(g.challenge.is_none(), "no defender, no claim question");
    assert!(
        g.in_play(card("lannisport-steward")).is_some(),
        "Stark won with no claim left: nobody dies"
    );
}

#[test]
fn insidious_ways_gives_two_str_and_draws_two_on_a_win() {
    let (mut g, mut rng) = challenges(35);
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 1, &["insidious-ways"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack the-hound");
    play(&mut g, &mut rng, 1, "use insidious-ways the-hound");
    assert_eq!(strength(&g, card("the-hound")), 6);
    super::kit::pass_windows(&mut g, &mut rng);
    let log = play(&mut g, &mut rng, 0, "defend hodor");
    let mut log = log;
    while let Some((seat, _)) = waiting_window(&g) {
        log.extend(play(&mut g, &mut rng, seat, "pass"));
    }
    assert!(keys(&log).contains(&"thrones-log-resolve"));
    assert_eq!(g.players[1].hand.len(), 2, "6 against 4: Lannister won and drew 2");
}

#[test]
fn a_lannister_pays_his_debts_kills_a_winning_character_after_a_loss() {
    let (mut g, mut rng) = challenges(36);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["ser-jaime-lannister"]);
    put_in_hand(&mut g, 1, &["a-lannister-pays-his-debts"]);
    challenge(&mut g, &mut rng, 0, "power", "robb-stark", "");
    assert_eq!(
        waiting_window(&g).map(|(s, w)| (s, w.kind)),
        Some((1, WindowKind::AfterChallenge))
    );
    play(
        &mut g,
        &mut rng,
        1,
        "use a-lannister-pays-his-debts ser-jaime-lannister robb-stark",
    );
    assert!(g.players[0].dead.contains(&card("robb-stark")));
    assert!(knelt(&g, "ser-jaime-lannister"));
}

#[test]
fn muster_kneels_a_knight_to_search_for_a_knight_character() {
    let (mut g, mut rng) = super::kit::at_marshal(37, super::cards_lannister::PLOTS);
    put_in_play(&mut g, 0, &["ser-rodrik-cassel"]);
    run(
        &mut g,
        &mut rng,
        0,
        "muster",
        Target::card(card("ser-rodrik-cassel")),
        Context::None,
    );
    assert!(knelt(&g, "ser-rodrik-cassel"));
    let items: Vec<&str> = g.asks[0]
        .items
        .iter()
        .map(|&c| crate::games::thrones::state::card_id(c))
        .collect();
    assert_eq!(
        items,
        ["knight-of-the-tumblestone"],
        "the Stark deck's one other Knight"
    );
    play(&mut g, &mut rng, 0, "choose knight-of-the-tumblestone");
    assert_eq!(hand(&g, 0), ["knight-of-the-tumblestone"]);
}

#[test]
fn retreat_puts_a_killed_unique_character_in_hand_instead() {
    let (mut g, mut rng) = challenges(38);
    put_in_play(&mut g, 0, &["robb-stark"]);
    kill(&mut g, &mut rng, &["robb-stark"]);
    let t = Trigger::Killed {
        seat: 0,
        card: card("robb-stark"),
    };
    run(&mut g, &mut rng, 0, "retreat", Target::none(), Context::Trigger(&t));
    assert_eq!(hand(&g, 0), ["robb-stark"]);
    assert!(g.players[0].dead.is_empty());
}

#[test]
fn support_of_the_kingdom_takes_a_gold_location_after_a_power_win() {
    let (mut g, mut rng) = challenges(39);
    put_in_play(&mut g, 0, &["great-keep-1", "winterfell-castle"]);
    decided(&mut g, Icon::Power, 0, 1, 0, 3);
    let t = Trigger::Won { winner: 1 };
    let a = crate::games::thrones::cards::find("support-of-the-kingdom").unwrap();
    let castle = Target::card(card("winterfell-castle"));
    let row = data().cards.iter().find(|c| c.id == "support-of-the-kingdom").unwrap();
    let src = Source {
        seat: 1,
        card: card("distraction"),
        effect: &row.effects[0],
    };
    assert!(
        !(a.options)(&g, &src, Context::Trigger(&t)).contains(&castle),
        "Winterfell Castle gives no gold"
    );
    run(
        &mut g,
        &mut rng,
        1,
        "support-of-the-kingdom",
        Target::card(card("great-keep-1")),
        Context::Trigger(&t),
    );
    assert_eq!(g.controller(card("great-keep-1")), Some(1));
}

#[test]
fn dance_with_dragons_finds_no_dragon_and_shuffles() {
    let (mut g, mut rng) = challenges(40);
    let before = g.players[1].deck.clone();
    let log = run(&mut g, &mut rng, 1, "dance-with-dragons", Target::none(), Context::None);
    assert!(keys(&log).contains(&"thrones-log-searched"));
    assert!(g.asks.is_empty(), "nothing to choose");
    assert_eq!(g.players[1].deck.len(), before.len());
    assert_ne!(g.players[1].deck, before, "shuffled");
}

#[test]
fn seductive_promise_takes_a_non_unique_character_after_a_power_win_by_four() {
    let (mut g, mut rng) = challenges(41);
    put_in_play(&mut g, 0, &["hodor", "winterfell-honor-guard"]);
    decided(&mut g, Icon::Power, 0, 1, 2, 5);
    let t = Trigger::Won { winner: 1 };
    let a = crate::games::thrones::cards::find("seductive-promise").unwrap();
    let row = data().cards.iter().find(|c| c.id == "seductive-promise").unwrap();
    let src = Source {
        seat: 1,
        card: card("distraction"),
        effect: &row.effects[0],
    };
    assert!((a.options)(&g, &src, Context::Trigger(&t)).is_empty(), "by 3 only");
    decided(&mut g, Icon::Power, 0, 1, 2, 6);
    assert!(
        !(a.options)(&g, &src, Context::Trigger(&t)).contains(&Target::card(card("hodor"))),
        "Hodor is unique"
    );
    run(
        &mut g,
        &mut rng,
        1,
        "seductive-promise",
        Target::card(card("winterfell-honor-guard")),
        Context::Trigger(&t),
    );
    assert_eq!(g.controller(card("winterfell-honor-guard")), Some(1));
}

#[test]
fn westeros_bleeds_discards_every_character() {
    let (mut g, mut rng) = challenges(42);
    put_in_play(&mut g, 0, &["hodor", "great-keep-1"]);
    put_in_play(&mut g, 1, &["the-hound", "tyrion-lannister"]);
    run(&mut g, &mut rng, 1, "westeros-bleeds", Target::none(), Context::None);
    assert!(g.players.iter().all(|p| p.characters().next().is_none()));
    assert!(g.players[0].discard.contains(&card("hodor")), "discarded, not killed");
    assert!(g.players[1].discard.contains(&card("tyrion-lannister")));
    assert!(g.in_play(card("great-keep-1")).is_some(), "locations stay");
}
