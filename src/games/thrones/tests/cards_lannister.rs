//! One test per Lannister card ability (issue 16), named by the card: each plays the card through
//! the typed moves where it can and checks what it changed.

use super::kit::{
    at_challenges, at_marshal, card, choose_plots, finish_challenges, keys, pass_windows, play, put_in_hand,
    put_in_play, refused, round_one,
};
use crate::engine::{Game, GameRng, LogEntry, Seat, Viewer};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::statics::strength;
use crate::games::thrones::state::{Step, Thrones};

/// Plots without a static ability of their own (Stark's, Lannister's).
pub const PLOTS: [&str; 2] = ["calling-the-banners", "mutual-blackmail"];

/// A round-1 challenges phase (casual windows), Stark first and active, empty hands.
pub fn challenges(seed: u64) -> (Thrones, GameRng) {
    at_challenges(seed, PLOTS)
}

/// `seat` makes a challenge of `kind` with `attackers`; the other player defends with
/// `defenders` if asked; the action windows on the way are passed. Stops when the challenge is
/// decided and a response window waits, or when it is over. If `seat` is not active, the active
/// player first makes no more challenges.
pub fn challenge(
    g: &mut Thrones,
    rng: &mut GameRng,
    seat: Seat,
    kind: &str,
    attackers: &str,
    defenders: &str,
) -> Vec<LogEntry> {
    if let crate::games::thrones::state::Phase::Challenges { active, .. } = g.phase
        && active != seat
    {
        play(g, rng, active, "done");
    }
    let mut log = play(g, rng, seat, &format!("challenge {kind}"));
    log.extend(play(g, rng, seat, &format!("attack {attackers}")));
    while let Some(c) = &g.challenge {
        match c.step {
            Step::Stealth => log.extend(play(g, rng, seat, "stealth")),
            Step::Defenders => log.extend(play(g, rng, 1 - seat, &format!("defend {defenders}"))),
            Step::Resolved => break,
            _ => match waiting_window(g) {
                Some((s, w)) if w.trigger.is_none() || c.winner.is_none() => {
                    log.extend(play(g, rng, s, "pass"));
                }
                _ => break,
            },
        }
    }
    log
}

/// The cards in `seat`'s hand, by id.
pub fn hand(g: &Thrones, seat: Seat) -> Vec<&'static str> {
    g.players[seat]
        .hand
        .iter()
        .map(|&c| crate::games::thrones::state::card_id(c))
        .collect()
}

fn knelt(g: &Thrones, id: &str) -> bool {
    g.in_play(card(id)).expect("in play").knelt
}

/// Kills `ids` through "would die" (as an ability would) and moves the game on.
pub fn kill(g: &mut Thrones, rng: &mut GameRng, ids: &[&str]) -> Vec<LogEntry> {
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(g, ids.iter().map(|id| card(id)).collect(), true, &mut log);
    crate::games::thrones::rules::windows::settle(g, rng, &mut log);
    g.check_invariants_or_panic();
    log
}

#[test]
fn joffrey_baratheon_gains_power_when_a_lord_or_lady_dies_three_times_a_round() {
    let (mut g, mut rng) = challenges(1);
    put_in_play(&mut g, 1, &["joffrey-baratheon"]);
    put_in_play(
        &mut g,
        0,
        &["hodor", "robb-stark", "arya-stark", "catelyn-stark", "sansa-stark"],
    );
    kill(&mut g, &mut rng, &["hodor"]);
    assert_eq!(
        g.in_play(card("joffrey-baratheon")).unwrap().power,
        0,
        "Hodor is no Lord"
    );
    kill(
        &mut g,
        &mut rng,
        &["robb-stark", "arya-stark", "catelyn-stark", "sansa-stark"],
    );
    assert_eq!(
        g.in_play(card("joffrey-baratheon")).unwrap().power,
        3,
        "a Lord and Ladies, but 3 times a round at most"
    );
}

#[test]
fn tyrion_lannister_draws_a_card_for_one_gold_after_an_intrigue_win() {
    let (mut g, mut rng) = challenges(2);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    g.players[1].gold = 3;
    challenge(&mut g, &mut rng, 1, "intrigue", "tyrion-lannister", "");
    assert_eq!(waiting_window(&g).map(|(s, _)| s), Some(1), "Lannister may respond");
    play(&mut g, &mut rng, 1, "use tyrion-lannister");
    assert_eq!(g.players[1].hand.len(), 1);
    assert_eq!(g.players[1].gold, 2);
    assert!(g.challenge.is_none(), "once: the window closes");
}

#[test]
fn cersei_lannister_kneels_a_character_that_does_not_stand_this_round() {
    let (mut g, mut rng) = challenges(3);
    put_in_play(&mut g, 1, &["cersei-lannister"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    g.players[1].gold = 2;
    finish_challenges(&mut g);
    assert_eq!(
        refused(&g, &mut rng, 1, "use cersei-lannister cersei-lannister"),
        "thrones-err-cannot-use"
    );
    let log = play(&mut g, &mut rng, 1, "use cersei-lannister robb-stark");
    assert_eq!(
        keys(&log).iter().filter(|k| **k == "thrones-log-kneels").count(),
        1,
        "Robb kneels (Cersei's kneeling is her cost)"
    );
    assert_eq!(g.players[1].gold, 0);
    pass_windows(&mut g, &mut rng);
    assert!(
        matches!(g.phase, crate::games::thrones::state::Phase::Plot(_)),
        "the next round"
    );
    assert!(
        knelt(&g, "robb-stark"),
        "Robb stayed kneeling through the standing phase"
    );
    assert!(!knelt(&g, "cersei-lannister"), "Cersei stood");
}

#[test]
fn tywin_lannister_brings_two_gold_at_the_start_of_marshalling() {
    let (mut g, mut rng) = round_one(4);
    put_in_play(&mut g, 1, &["tywin-lannister"]);
    let gold = g.players[1].gold;
    choose_plots(&mut g, &mut rng, ["calling-the-banners", "mutual-blackmail"]);
    play(&mut g, &mut rng, 0, "first stark");
    assert!(matches!(
        g.phase,
        crate::games::thrones::state::Phase::Marshal { active: 0, .. }
    ));
    assert_eq!(g.players[1].gold, gold + 2, "before Lannister's own income");
}

#[test]
fn ser_ilyn_payne_kneels_to_kill_a_character_with_two_str_or_less() {
    let (mut g, mut rng) = at_marshal(5, PLOTS);
    put_in_play(&mut g, 0, &["arya-stark", "hodor"]);
    put_in_play(&mut g, 1, &["ser-ilyn-payne"]);
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        refused(&g, &mut rng, 1, "use ser-ilyn-payne hodor"),
        "thrones-err-cannot-use",
        "Hodor has 4 STR"
    );
    play(&mut g, &mut rng, 1, "use ser-ilyn-payne arya-stark");
    assert!(g.players[0].dead.contains(&card("arya-stark")));
    assert!(knelt(&g, "ser-ilyn-payne"));
}

#[test]
fn the_hound_discards_the_top_card_or_himself_at_the_start_of_dominance() {
    let (mut g, mut rng) = challenges(6);
    put_in_play(&mut g, 1, &["the-hound"]);
    let top = *g.players[1].deck.last().unwrap();
    finish_challenges(&mut g);
    assert_eq!(g.asks.first().map(|a| a.seat), Some(1), "his controller chooses");
    play(&mut g, &mut rng, 1, "choose");
    assert!(g.players[1].discard.contains(&top), "the top card goes");
    assert!(g.in_play(card("the-hound")).is_some());

    let (mut g, mut rng) = challenges(6);
    put_in_play(&mut g, 1, &["the-hound"]);
    finish_challenges(&mut g);
    play(&mut g, &mut rng, 1, "choose the-hound");
    assert!(g.players[1].discard.contains(&card("the-hound")), "or he goes");
}

#[test]
fn chella_returns_a_location_to_its_owners_hand_for_its_cost() {
    let (mut g, mut rng) = challenges(7);
    put_in_play(&mut g, 1, &["chella-daughter-of-cheyk"]);
    put_in_play(&mut g, 0, &["winterfell-castle"]);
    g.players[1].gold = 3;
    challenge(&mut g, &mut rng, 1, "military", "chella-daughter-of-cheyk", "");
    play(&mut g, &mut rng, 1, "use chella-daughter-of-cheyk winterfell-castle");
    assert!(g.players[0].hand.contains(&card("winterfell-castle")));
    assert_eq!(g.players[1].gold, 0, "Winterfell Castle costs 3");
}

#[test]
fn bronn_stands_instead_of_the_chosen_character_dying() {
    let (mut g, mut rng) = challenges(8);
    put_in_play(&mut g, 1, &["bronn", "lannisport-steward"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "use bronn lannisport-steward");
    assert_eq!(g.players[1].gold, 0);
    g.in_play_mut(card("bronn")).unwrap().knelt = true;
    kill(&mut g, &mut rng, &["lannisport-steward"]);
    assert!(g.in_play(card("lannisport-steward")).is_some(), "not killed");
    assert!(!knelt(&g, "bronn"), "Bronn stood instead");
    kill(&mut g, &mut rng, &["lannisport-steward"]);
    assert!(
        g.players[1].dead.contains(&card("lannisport-steward")),
        "Bronn stands: no longer"
    );
}

#[test]
fn grand_maester_pycelle_takes_his_top_card_after_the_opponent_shows_cards() {
    let (mut g, mut rng) = at_challenges(9, ["building-season", "mutual-blackmail"]);
    put_in_play(&mut g, 1, &["grand-maester-pycelle"]);
    let e = g
        .plot(0)
        .unwrap()
        .effects
        .iter()
        .find(|e| e.name() == "when-revealed")
        .unwrap();
    let mut log = Vec::new();
    crate::games::thrones::cards::plots::resolve(&mut g, 0, e, &mut rng, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    let found = g.asks[0].items[0];
    play(
        &mut g,
        &mut rng,
        0,
        &format!("choose {}", crate::games::thrones::state::card_id(found)),
    );
    let log = play(&mut g, &mut rng, 1, "choose");
    assert_eq!(g.players[1].hand.len(), 1, "Pycelle's reveal");
    let top = g.players[1].hand[0];
    assert!(keys(&log).contains(&"thrones-log-reveals-top"));
    assert!(
        !g.hidden_card_ids(Viewer::Seat(0))
            .contains(&crate::games::thrones::state::card_id(top).to_string()),
        "a revealed card is known to both"
    );
}

#[test]
fn raff_the_sweetling_looks_at_the_top_card_and_may_put_it_at_the_bottom() {
    let (mut g, mut rng) = challenges(10);
    put_in_play(&mut g, 1, &["raff-the-sweetling"]);
    g.players[1].gold = 1;
    play(&mut g, &mut rng, 0, "done");
    let top = *g.players[0].deck.last().unwrap();
    let id = crate::games::thrones::state::card_id(top).to_string();
    let log = play(&mut g, &mut rng, 1, "use raff-the-sweetling");
    let look = log.iter().find(|e| e.text.key == "thrones-log-you-look-top").unwrap();
    assert_eq!(
        look.audience,
        crate::engine::Audience::Only(1),
        "only Raff's controller"
    );
    assert!(!g.hidden_card_ids(Viewer::Seat(1)).contains(&id));
    assert!(g.hidden_card_ids(Viewer::Seat(0)).contains(&id));
    assert!(g.hidden_card_ids(Viewer::Public).contains(&id));
    play(&mut g, &mut rng, 1, &format!("choose {id}"));
    assert_eq!(g.players[0].deck[0], top, "at the bottom");
    assert_eq!(g.players[1].gold, 0);
}

#[test]
fn ser_jacelyn_bywater_makes_the_opponent_discard_at_random_when_killed() {
    let (mut g, mut rng) = challenges(11);
    put_in_play(&mut g, 1, &["ser-jacelyn-bywater"]);
    put_in_hand(&mut g, 0, &["hodor"]);
    kill(&mut g, &mut rng, &["ser-jacelyn-bywater"]);
    assert!(g.players[0].hand.is_empty());
    assert!(g.players[0].discard.contains(&card("hodor")));
}

#[test]
fn enemy_informer_kneels_a_character_after_it_is_played_once() {
    let (mut g, mut rng) = at_marshal(12, PLOTS);
    put_in_play(&mut g, 0, &["robb-stark", "hodor"]);
    put_in_hand(&mut g, 1, &["enemy-informer"]);
    play(&mut g, &mut rng, 0, "done");
    g.players[1].gold = 5;
    play(&mut g, &mut rng, 1, "marshal enemy-informer");
    play(&mut g, &mut rng, 1, "use enemy-informer robb-stark");
    assert!(knelt(&g, "robb-stark"));
    pass_windows(&mut g, &mut rng);
    assert!(!knelt(&g, "hodor"), "a response answers its trigger once");
}

#[test]
fn qyburns_informers_draw_two_after_an_intrigue_win_they_took_part_in() {
    let (mut g, mut rng) = challenges(13);
    put_in_play(&mut g, 1, &["qyburns-informers"]);
    challenge(&mut g, &mut rng, 1, "intrigue", "qyburns-informers", "");
    assert_eq!(g.players[1].hand.len(), 2);
}

#[test]
fn cerseis_attendant_kneels_a_character_after_cersei_dies() {
    let (mut g, mut rng) = challenges(14);
    put_in_play(&mut g, 1, &["cersei-lannister", "cerseis-attendant"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    kill(&mut g, &mut rng, &["cersei-lannister"]);
    assert_eq!(g.asks.first().map(|a| a.seat), Some(1));
    play(&mut g, &mut rng, 1, "choose robb-stark");
    assert!(knelt(&g, "robb-stark"));
}

#[test]
fn lannisport_city_gains_a_power_for_one_gold_after_an_intrigue_win() {
    let (mut g, mut rng) = challenges(15);
    put_in_play(&mut g, 1, &["lannisport-city", "lannisport-steward"]);
    g.players[1].gold = 2;
    challenge(&mut g, &mut rng, 1, "intrigue", "lannisport-steward", "");
    let before = g.players[1].power;
    play(&mut g, &mut rng, 1, "use lannisport-city");
    assert_eq!(g.players[1].power, before + 1);
    assert_eq!(g.players[1].gold, 1);
}

#[test]
fn lannisport_brothel_kneels_a_character_again_after_it_stands() {
    let (mut g, mut rng) = challenges(16);
    put_in_play(&mut g, 1, &["lannisport-brothel"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    g.in_play_mut(card("robb-stark")).unwrap().knelt = true;
    finish_challenges(&mut g);
    pass_windows_until(
        &mut g,
        &mut rng,
        crate::games::thrones::state::windows::WindowKind::AfterStanding,
    );
    play(&mut g, &mut rng, 1, "use lannisport-brothel robb-stark");
    assert!(knelt(&g, "robb-stark") && knelt(&g, "lannisport-brothel"));
}

/// Passes every window until one of `kind` waits.
pub fn pass_windows_until(g: &mut Thrones, rng: &mut GameRng, kind: crate::games::thrones::state::windows::WindowKind) {
    while let Some((seat, w)) = waiting_window(g) {
        if w.kind == kind {
            return;
        }
        play(g, rng, seat, "pass");
    }
    panic!("no {kind:?} window came");
}

#[test]
fn call_their_bluff_shows_the_hand_and_discards_every_card_of_the_name() {
    let (mut g, mut rng) = challenges(17);
    put_in_play(&mut g, 0, &["great-keep-1"]);
    put_in_hand(&mut g, 0, &["great-keep-2", "great-keep-3", "hodor"]);
    put_in_hand(&mut g, 1, &["call-their-bluff"]);
    g.players[1].gold = 2;
    finish_challenges(&mut g);
    assert_eq!(
        refused(&g, &mut rng, 1, "use call-their-bluff named:hodor"),
        "thrones-err-cannot-use",
        "only a name in sight may be named"
    );
    let log = play(&mut g, &mut rng, 1, "use call-their-bluff named:great-keep");
    assert_eq!(hand(&g, 0), ["hodor"]);
    assert!(g.players[0].discard.contains(&card("great-keep-3")));
    assert!(keys(&log).contains(&"thrones-log-shows-hand"));
    assert!(
        !g.hidden_card_ids(Viewer::Seat(1)).contains(&"hodor".to_string()),
        "shown"
    );
}

#[test]
fn im_you_writ_small_stays_as_an_attachment_giving_two_str() {
    let (mut g, mut rng) = challenges(18);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    put_in_hand(&mut g, 1, &["im-you-writ-small"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "use im-you-writ-small tyrion-lannister");
    assert_eq!(strength(&g, card("tyrion-lannister")), 5);
    assert!(!g.players[1].discard.contains(&card("im-you-writ-small")));
    kill(&mut g, &mut rng, &["tyrion-lannister"]);
    assert!(
        g.players[1].discard.contains(&card("im-you-writ-small")),
        "it goes with him"
    );
}

#[test]
fn youve_killed_the_wrong_dwarf_kneels_a_non_noble_that_gains_a_power() {
    let (mut g, mut rng) = challenges(19);
    put_in_play(&mut g, 0, &["hodor", "robb-stark"]);
    put_in_hand(&mut g, 1, &["youve-killed-the-wrong-dwarf"]);
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        refused(&g, &mut rng, 1, "use youve-killed-the-wrong-dwarf robb-stark"),
        "thrones-err-cannot-use",
        "Robb is Noble"
    );
    play(&mut g, &mut rng, 1, "use youve-killed-the-wrong-dwarf hodor");
    let hodor = g.in_play(card("hodor")).unwrap();
    assert!(hodor.knelt);
    assert_eq!(hodor.power, 1);
}

#[test]
fn ser_gregor_clegane_kneeling_kills_a_kneeling_weak_character_and_stands() {
    let (mut g, mut rng) = challenges(20);
    put_in_play(&mut g, 1, &["ser-gregor-clegane"]);
    put_in_play(&mut g, 0, &["arya-stark", "sansa-stark"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        refused(&g, &mut rng, 1, "use ser-gregor-clegane arya-stark"),
        "thrones-err-cannot-use",
        "only while he kneels"
    );
    g.in_play_mut(card("ser-gregor-clegane")).unwrap().knelt = true;
    g.in_play_mut(card("arya-stark")).unwrap().knelt = true;
    assert_eq!(
        refused(&g, &mut rng, 1, "use ser-gregor-clegane sansa-stark"),
        "thrones-err-cannot-use",
        "Sansa stands"
    );
    play(&mut g, &mut rng, 1, "use ser-gregor-clegane arya-stark");
    assert!(g.players[0].dead.contains(&card("arya-stark")));
    assert!(!knelt(&g, "ser-gregor-clegane"));
    assert_eq!(g.players[1].gold, 0);
}
