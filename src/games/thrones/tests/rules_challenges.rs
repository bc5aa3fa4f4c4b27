//! One test per challenge rule (R-49 … … ), named by it.

use super::kit::{at_challenges, card, keys, pass_windows, play, put_in_hand, put_in_play, refused};
use crate::engine::{Ask, Game, Viewer};
use crate::games::thrones::state::{Phase, Step};
use crate::games::thrones::view::view;

fn step(g: &crate::games::thrones::Thrones) -> Option<Step> {
    g.challenge.as_ref().map(|c| c.step)
}

fn items(g: &crate::games::thrones::Thrones, seat: usize) -> Vec<String> {
    g.pending()
        .into_iter()
        .find(|p| p.seat == seat)
        .map(|p| p.options.into_iter().map(|o| o.notation).collect())
        .unwrap_or_default()
}

#[test]
fn r50_the_first_player_makes_all_challenges_then_the_other() {
    let (mut g, mut rng) = at_challenges(1, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    assert_eq!(refused(&g, &mut rng, 1, "challenge military"), "thrones-err-not-active");
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(
        g.phase,
        Phase::Challenges {
            active: 1,
            second: true
        }
    );
    play(&mut g, &mut rng, 1, "challenge military");
}

#[test]
fn r51_at_most_one_challenge_of_each_type() {
    let (mut g, mut rng) = at_challenges(2, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "greatjon-umber"]);
    assert_eq!(items(&g, 0), ["challenge military", "challenge power", "done"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    pass_windows(&mut g, &mut rng);
    assert_eq!(
        items(&g, 0),
        ["challenge power", "done"],
        "military made; Greatjon can still make power"
    );
    assert_eq!(refused(&g, &mut rng, 0, "challenge military"), "thrones-err-made");
}

#[test]
fn r52_r54_attackers_with_the_icon_kneel_then_defenders_then_resolution() {
    let (mut g, mut rng) = at_challenges(3, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "catelyn-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "challenge military");
    assert_eq!(step(&g), Some(Step::Attackers));
    assert_eq!(items(&g, 0), ["robb-stark"], "Catelyn has no military icon");
    assert_eq!(refused(&g, &mut rng, 0, "attack catelyn-stark"), "thrones-err-attacker");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert!(g.players[0].find(card("robb-stark")).unwrap().knelt);
    assert_eq!(step(&g), Some(Step::Defenders));
    let defend = g.pending().pop().unwrap();
    assert_eq!((defend.seat, defend.verb.as_str()), (1, "defend"));
    play(&mut g, &mut rng, 1, "defend the-hound");
    assert!(g.challenge.is_none(), "resolved");
}

#[test]
fn r49_r55_kneeling_characters_cannot_attack() {
    let (mut g, mut rng) = at_challenges(4, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "hodor"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("robb-stark"));
    assert_eq!(
        refused(&g, &mut rng, 0, "challenge military"),
        "thrones-err-no-attackers"
    );
    assert_eq!(items(&g, 0), ["done"]);
}

#[test]
fn r56_at_least_one_attacker_or_no_challenge() {
    let (mut g, mut rng) = at_challenges(5, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    play(&mut g, &mut rng, 0, "challenge military");
    let prompt = g.pending().pop().unwrap();
    assert_eq!(
        prompt.ask,
        Ask::Several {
            min: 0,
            max: 1,
            budget: None
        }
    );
    play(&mut g, &mut rng, 0, "attack");
    assert!(g.challenge.is_none() && g.made[0].is_empty(), "taken back, not made");
    assert!(!g.players[0].find(card("robb-stark")).unwrap().knelt);
}

#[test]
fn r57_stealth_keeps_picked_characters_out_of_the_defence() {
    let (mut g, mut rng) = at_challenges(6, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    put_in_play(&mut g, 0, &["catelyn-stark", "sansa-stark", "benjen-stark"]);
    play(&mut g, &mut rng, 1, "challenge intrigue");
    play(&mut g, &mut rng, 1, "attack tyrion-lannister");
    assert_eq!(step(&g), Some(Step::Stealth));
    let prompt = g.pending().pop().unwrap();
    assert_eq!(
        prompt.ask,
        Ask::Several {
            min: 0,
            max: 1,
            budget: None
        },
        "one stealth attacker"
    );
    assert_eq!(items(&g, 1), ["catelyn-stark", "sansa-stark"]);
    assert_eq!(
        refused(&g, &mut rng, 1, "stealth catelyn-stark sansa-stark"),
        "thrones-err-stealth-count"
    );
    play(&mut g, &mut rng, 1, "stealth catelyn-stark");
    assert_eq!(items(&g, 0), ["sansa-stark"]);
    assert_eq!(refused(&g, &mut rng, 0, "defend catelyn-stark"), "thrones-err-defender");
}

#[test]
fn r58_r59_defending_is_optional_defenders_kneel_kneeling_ones_cannot() {
    let (mut g, mut rng) = at_challenges(7, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound", "ser-gregor-clegane"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("ser-gregor-clegane"));
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!(items(&g, 1), ["the-hound"], "Gregor is kneeling");
    assert_eq!(
        refused(&g, &mut rng, 1, "defend ser-gregor-clegane"),
        "thrones-err-defender"
    );
    let mut declined = g.clone();
    let log = play(&mut declined, &mut rng, 1, "defend");
    assert!(keys(&log).contains(&"thrones-log-no-defence"));
    play(&mut g, &mut rng, 1, "defend the-hound");
    assert!(g.players[1].find(card("the-hound")).unwrap().knelt);
}

#[test]
fn r60_a_participant_that_leaves_play_no_longer_counts() {
    let (mut g, mut rng) = at_challenges(8, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["tyrion-lannister", "cersei-lannister"]);
    put_in_play(&mut g, 0, &["catelyn-stark"]);
    play(&mut g, &mut rng, 1, "challenge intrigue");
    play(&mut g, &mut rng, 1, "attack tyrion-lannister cersei-lannister");
    // Cersei leaves play before the resolution (as an ability could make her).
    let mut log = Vec::new();
    crate::games::thrones::state::steps::leave_play(
        &mut g,
        card("cersei-lannister"),
        crate::games::thrones::state::steps::Leave::Discarded,
        &mut log,
    );
    play(&mut g, &mut rng, 1, "stealth");
    let mut log = play(&mut g, &mut rng, 0, "defend catelyn-stark");
    log.extend(pass_windows(&mut g, &mut rng));
    let resolve = log.iter().find(|e| e.text.key == "thrones-log-resolve").unwrap();
    assert_eq!(
        resolve.text.args.get("attack"),
        Some(&crate::engine::Arg::Num(3)),
        "Tyrion alone"
    );
}

#[test]
fn r61_the_higher_str_wins_and_ties_go_to_the_attacker() {
    let (mut g, mut rng) = at_challenges(9, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["raff-the-sweetling"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    let log = play(&mut g, &mut rng, 1, "defend raff-the-sweetling");
    let resolve = log.iter().find(|e| e.text.key == "thrones-log-resolve").unwrap();
    assert_eq!(resolve.text.args.get("attack"), Some(&crate::engine::Arg::Num(2)));
    assert_eq!(resolve.text.args.get("defence"), Some(&crate::engine::Arg::Num(2)));
    assert!(
        keys(&log).contains(&"thrones-log-military-claim"),
        "2 against 2: the attacker wins"
    );
    let (mut g, mut rng) = at_challenges(9, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    let log = play(&mut g, &mut rng, 1, "defend the-hound");
    assert!(!keys(&log).contains(&"thrones-log-military-claim"), "4 beats 2");
}

#[test]
fn r62_military_claim_the_defender_chooses_any_of_its_characters() {
    let (mut g, mut rng) = at_challenges(10, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["greatjon-umber"]);
    put_in_play(&mut g, 1, &["raff-the-sweetling", "tyrion-lannister"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack greatjon-umber");
    play(&mut g, &mut rng, 1, "defend raff-the-sweetling");
    assert_eq!(step(&g), Some(Step::Claim));
    let prompt = g.pending().pop().unwrap();
    assert_eq!(prompt.seat, 1);
    assert_eq!(
        prompt.ask,
        Ask::Several {
            min: 1,
            max: 1,
            budget: None
        }
    );
    assert_eq!(
        items(&g, 1),
        ["raff-the-sweetling", "tyrion-lannister"],
        "not only participants"
    );
    play(&mut g, &mut rng, 1, "kill tyrion-lannister");
    assert!(g.players[1].dead.contains(&card("tyrion-lannister")));
    assert!(g.challenge.is_none());
}

#[test]
fn r63_intrigue_claim_discards_at_random() {
    let mut discarded = std::collections::BTreeSet::new();
    for seed in 0..12 {
        let (mut g, mut rng) = at_challenges(seed, ["snowed-under", "blockade"]);
        put_in_play(&mut g, 0, &["catelyn-stark"]);
        put_in_hand(&mut g, 1, &["the-hound", "bronn", "shae"]);
        play(&mut g, &mut rng, 0, "challenge intrigue");
        let log = play(&mut g, &mut rng, 0, "attack catelyn-stark");
        assert!(keys(&log).contains(&"thrones-log-intrigue-claim"));
        assert_eq!(g.players[1].hand.len(), 2);
        discarded.insert(g.players[1].discard[0]);
    }
    assert!(discarded.len() > 1, "not always the same card");
}

#[test]
fn r64_power_claim_moves_power_from_the_defenders_banner() {
    let (mut g, mut rng) = at_challenges(11, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["catelyn-stark"]);
    put_in_play(&mut g, 1, &["cersei-lannister"]);
    g.players[1].power = 3;
    g.players[1].find_mut(card("cersei-lannister")).unwrap().power = 2;
    crate::games::thrones::state::steps::kneel(&mut g, card("cersei-lannister"));
    play(&mut g, &mut rng, 0, "challenge power");
    play(&mut g, &mut rng, 0, "attack catelyn-stark");
    assert_eq!(g.players[1].power, 2, "one from the banner (claim 1)");
    assert_eq!(
        g.players[1].find(card("cersei-lannister")).unwrap().power,
        2,
        "never from a character"
    );
    assert_eq!(g.players[0].power, 1 + 1, "the moved power, and 1 unopposed");
}

#[test]
fn r65_claim_is_carried_out_as_far_as_possible() {
    let (mut g, mut rng) = at_challenges(12, ["the-power-of-arms", "blockade"]);
    put_in_play(&mut g, 0, &["catelyn-stark", "robb-stark"]);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    g.players[1].power = 1;
    play(&mut g, &mut rng, 0, "challenge power");
    play(&mut g, &mut rng, 0, "attack catelyn-stark");
    play(&mut g, &mut rng, 1, "defend");
    assert_eq!(g.players[1].power, 0, "claim 2, one to give");
    play(&mut g, &mut rng, 0, "challenge military");
    let log = play(&mut g, &mut rng, 0, "attack robb-stark");
    assert!(
        g.pending().iter().all(|p| p.seat == 0),
        "one character for claim 2: no choice to ask"
    );
    assert!(keys(&log).contains(&"thrones-log-killed"));
    assert!(g.players[1].dead.contains(&card("tyrion-lannister")));
}

#[test]
fn r66_military_claim_kills_different_characters() {
    let (mut g, mut rng) = at_challenges(13, ["the-power-of-arms", "blockade"]);
    put_in_play(&mut g, 0, &["greatjon-umber"]);
    put_in_play(&mut g, 1, &["raff-the-sweetling", "tyrion-lannister", "bronn"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("raff-the-sweetling"));
    crate::games::thrones::state::steps::kneel(&mut g, card("bronn"));
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack greatjon-umber");
    let prompt = g.pending().pop().unwrap();
    assert_eq!(
        prompt.ask,
        Ask::Several {
            min: 2,
            max: 2,
            budget: None
        }
    );
    assert_eq!(refused(&g, &mut rng, 1, "kill bronn bronn"), "thrones-err-claim-card");
    assert_eq!(refused(&g, &mut rng, 1, "kill bronn"), "thrones-err-claim-count");
    play(&mut g, &mut rng, 1, "kill bronn raff-the-sweetling");
    assert_eq!(g.players[1].dead.len(), 2);
}

#[test]
fn r67_a_defenders_win_has_no_claim() {
    let (mut g, mut rng) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["catelyn-stark"]);
    put_in_play(&mut g, 1, &["cersei-lannister", "tyrion-lannister"]);
    put_in_hand(&mut g, 1, &["shae"]);
    play(&mut g, &mut rng, 0, "challenge intrigue");
    let log = play(&mut g, &mut rng, 0, "attack catelyn-stark");
    assert!(!keys(&log).contains(&"thrones-log-intrigue-claim"));
    let log = play(&mut g, &mut rng, 1, "defend cersei-lannister tyrion-lannister");
    assert!(!keys(&log).contains(&"thrones-log-intrigue-claim"));
    assert_eq!(g.players[1].hand.len(), 1);
}

#[test]
fn r68_an_undefended_win_gains_one_more_power() {
    let (mut g, mut rng) = at_challenges(15, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    play(&mut g, &mut rng, 0, "challenge military");
    let log = play(&mut g, &mut rng, 0, "attack robb-stark");
    assert!(keys(&log).contains(&"thrones-log-gains-power"));
    assert_eq!(g.players[0].power, 1);
    // Defended by 0 STR counts as unopposed too (Hear Me Roar takes Raff's… no: a 1-STR
    // character without intrigue drops to 0).
    let (mut g, mut rng) = at_challenges(15, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["lannisport-weaponsmith"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    play(&mut g, &mut rng, 1, "defend lannisport-weaponsmith");
    assert_eq!(g.players[0].power, 1, "defence 0: unopposed");
}

#[test]
fn r69_renown_on_the_winning_side_gains_power_on_the_card() {
    let (mut g, mut rng) = at_challenges(16, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1", "robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack eddard-stark-1 robb-stark");
    play(&mut g, &mut rng, 1, "defend the-hound");
    assert_eq!(g.players[0].find(card("eddard-stark-1")).unwrap().power, 1);
    assert_eq!(g.players[0].power, 0, "defended: no unopposed power");
    // A renown defender whose side wins gains it too.
    let (mut g, mut rng) = at_challenges(16, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["bronn"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack bronn");
    play(&mut g, &mut rng, 0, "defend eddard-stark-1");
    assert!(
        g.players[0].dead.contains(&card("eddard-stark-1")),
        "3 against 3: the attacker wins, and claim kills the losing renown defender"
    );
    let (mut g, mut rng) = at_challenges(16, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 1, &["raff-the-sweetling"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    play(&mut g, &mut rng, 1, "challenge military");
    play(&mut g, &mut rng, 1, "attack raff-the-sweetling");
    play(&mut g, &mut rng, 0, "defend eddard-stark-1");
    assert_eq!(g.players[0].find(card("eddard-stark-1")).unwrap().power, 1);
}

#[test]
fn r75_r76_house_power_on_the_banner_character_power_on_the_card_and_back_to_the_pool() {
    let (mut g, mut rng) = at_challenges(17, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    play(&mut g, &mut rng, 0, "challenge power");
    play(&mut g, &mut rng, 0, "attack eddard-stark-1");
    assert_eq!(g.players[0].power, 1, "unopposed: on the banner");
    assert_eq!(
        g.players[0].find(card("eddard-stark-1")).unwrap().power,
        1,
        "renown: on him"
    );
    assert_eq!(g.players[0].total_power(), 2);
    let mut log = Vec::new();
    crate::games::thrones::state::steps::leave_play(
        &mut g,
        card("eddard-stark-1"),
        crate::games::thrones::state::steps::Leave::Killed,
        &mut log,
    );
    assert_eq!(g.players[0].total_power(), 1);
}

#[test]
fn r81_r82_r83_both_piles_are_public_killed_to_dead_discarded_to_discard() {
    let (mut g, mut rng) = at_challenges(18, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "catelyn-stark"]);
    put_in_play(&mut g, 1, &["bronn"]);
    put_in_hand(&mut g, 1, &["shae"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    play(&mut g, &mut rng, 1, "defend");
    play(&mut g, &mut rng, 0, "challenge intrigue");
    play(&mut g, &mut rng, 0, "attack catelyn-stark");
    let public = view(&g, Viewer::Public);
    assert_eq!(public["players"][1]["dead"][0], "bronn");
    assert_eq!(public["players"][1]["discard"][0], "shae");
    assert_eq!(view(&g, Viewer::Seat(0))["players"][1]["dead"][0], "bronn");
}

#[test]
fn r89_a_duplicate_saves_a_character_that_would_die() {
    let setup = |seed| {
        let (mut g, mut rng) = at_challenges(seed, ["snowed-under", "blockade"]);
        g.phase = Phase::Challenges {
            active: 1,
            second: true,
        };
        put_in_play(&mut g, 1, &["the-hound"]);
        put_in_play(&mut g, 0, &["eddard-stark-1"]);
        super::kit::lift(&mut g, card("eddard-stark-2"));
        g.players[0]
            .find_mut(card("eddard-stark-1"))
            .unwrap()
            .duplicates
            .push(card("eddard-stark-2"));
        crate::games::thrones::state::steps::kneel(&mut g, card("eddard-stark-1"));
        play(&mut g, &mut rng, 1, "challenge military");
        play(&mut g, &mut rng, 1, "attack the-hound");
        (g, rng)
    };
    let (mut g, mut rng) = setup(19);
    let prompt = g.pending().pop().unwrap();
    assert_eq!((prompt.seat, prompt.question.key.as_ref()), (0, "thrones-q-save"));
    play(&mut g, &mut rng, 0, "save");
    let e = g.players[0].find(card("eddard-stark-1")).expect("saved");
    assert!(e.duplicates.is_empty());
    assert!(g.players[0].discard.contains(&card("eddard-stark-2")));
    assert!(g.challenge.is_none() && g.kills.is_none());
    let (mut g, mut rng) = setup(19);
    play(&mut g, &mut rng, 0, "no-save");
    assert!(g.players[0].dead.contains(&card("eddard-stark-1")));
    assert!(g.players[0].discard.contains(&card("eddard-stark-2")));
}
