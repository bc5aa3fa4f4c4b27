//! Scenario tests per rule group (R-numbers from the spec). Positions are built with `set` edits
//! and forced fallout rolls (`force_roll(chart + 1)`: the chart value is `roll(100) - 1`).

use serde_json::Value;
use warroom::engine::{AnyMatch, Audience, LogEntry, RuleError, Text, Viewer};
use warroom::i18n::{Lang, catalog};

use super::new_match;

pub(super) fn view(m: &dyn AnyMatch) -> Value {
    m.view(Viewer::Public)
}

pub(super) fn player(m: &dyn AnyMatch, seat: usize) -> Value {
    view(m)["players"][seat].clone()
}

pub(super) fn pop(m: &dyn AnyMatch, seat: usize) -> u64 {
    player(m, seat)["population"].as_u64().expect("population")
}

fn phase(m: &dyn AnyMatch) -> String {
    view(m)["phase"].as_str().unwrap_or("").to_string()
}

pub(super) fn options(m: &dyn AnyMatch, seat: usize) -> Vec<String> {
    m.pending()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.options)
        .map(|c| c.notation)
        .collect()
}

pub(super) fn pending_seats(m: &dyn AnyMatch) -> Vec<usize> {
    m.pending().iter().map(|p| p.seat).collect()
}

pub(super) fn ok(m: &mut Box<dyn AnyMatch>, seat: usize, notation: &str) -> Vec<LogEntry> {
    let applied = m.apply(seat, notation).unwrap_or_else(|e| {
        panic!(
            "`{notation}` by p{} refused: {:?}; options {:?}",
            seat + 1,
            e.text,
            options(m.as_ref(), seat)
        )
    });
    m.check_invariants()
        .unwrap_or_else(|e| panic!("after `{notation}`: {e}"));
    applied.log
}

pub(super) fn edit(m: &mut Box<dyn AnyMatch>, command: &str) {
    m.edit(command)
        .unwrap_or_else(|e| panic!("edit `{command}` refused: {:?}", e.text));
    m.check_invariants()
        .unwrap_or_else(|e| panic!("after edit `{command}`: {e}"));
}

/// Applies a move that must be refused, and checks the game is unchanged.
pub(super) fn refused(m: &mut Box<dyn AnyMatch>, seat: usize, notation: &str) -> RuleError {
    let before = m.save();
    let err = m.apply(seat, notation).expect_err(notation);
    assert_eq!(m.save(), before, "refused `{notation}` changed the game");
    err
}

/// Sets the chart value of the next fallout roll.
fn chart(m: &mut Box<dyn AnyMatch>, value: u32) {
    m.force_roll(value + 1);
}

/// A match whose opening (secret sweep, queue picks) is done with first options and left
/// everybody alive at peace with p1 to place (the first such seed from 42 on).
fn started(seats: usize) -> Box<dyn AnyMatch> {
    for seed in 42.. {
        let mut m = new_match(seats, seed);
        while matches!(
            phase(m.as_ref()).as_str(),
            "opening-sweep" | "opening-queue" | "peace-swap" | "retaliation"
        ) {
            let p = m.pending()[0].clone();
            ok(&mut m, p.seat, &p.options[0].notation);
        }
        let v = view(m.as_ref());
        if v["turn"] == "p1" && v["war"] == false && v["dead"] == 0 && pending_seats(m.as_ref()) == vec![0] {
            return m;
        }
    }
    unreachable!("some seed starts cleanly")
}

/// A standard position: everyone holds harmless cards, the draw pile top is harmless, p1 is to
/// place, everyone has 30 M. `queues[s]` is seat s's queue (front first), default `wh10 wh10`.
fn position(seats: usize, queues: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = started(seats);
    for s in 0..seats {
        // Shrink every hand to one card first so the named cards below are free.
        let one = ["wh10", "wh20", "prop5", "prop10", "wh50"]
            .iter()
            .any(|k| m.edit(&format!("set hand p{} {k}", s + 1)).is_ok());
        assert!(one);
        edit(&mut m, &format!("set queue p{}", s + 1));
        edit(&mut m, &format!("set skip p{} 0", s + 1));
    }
    for s in 0..seats {
        edit(
            &mut m,
            &format!("set queue p{} {}", s + 1, queues.get(s).copied().unwrap_or("wh10 wh10")),
        );
        edit(
            &mut m,
            &format!("set hand p{} prop5 prop5 wh10 wh10 wh10 wh50 prop10", s + 1),
        );
        edit(&mut m, &format!("set pop p{} 30", s + 1));
    }
    // Harmless cards on top of the draw pile (no Secrets), whichever are still available.
    let mut stacked = 0;
    let harmless = ["wh10", "wh20", "wh50", "prop10", "prop25", "prop5"];
    for key in harmless.iter().cycle().take(60) {
        if stacked < 12 && m.edit(&format!("set deck-top {key}")).is_ok() {
            stacked += 1;
        }
    }
    m
}

fn cards_of(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c["card"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn r2_r4_population_deal_hands_and_bank() {
    for seats in 2..=6 {
        let mut m = new_match(seats, 1);
        while phase(m.as_ref()) != "opening-queue" {
            let p = m.pending()[0].clone();
            ok(&mut m, p.seat, &p.options[0].notation);
        }
        let v = view(m.as_ref());
        let players: u64 = (0..seats).map(|s| pop(m.as_ref(), s)).sum();
        assert_eq!(
            players + v["bank"].as_u64().unwrap_or(0) + v["dead"].as_u64().unwrap_or(0),
            240
        );
        assert!(
            v["bank"].as_u64().unwrap_or(0) >= 4,
            "bank keeps the undealt population cards"
        );
        for s in (0..seats).filter(|&s| player(m.as_ref(), s)["alive"] == true) {
            let p = player(m.as_ref(), s);
            assert_eq!(
                p["hand_count"].as_u64().unwrap_or(0) + p["queue_count"].as_u64().unwrap_or(0),
                9,
                "9 cards each (R-4)"
            );
        }
    }
}

#[test]
fn r5_opening_sweep_resolves_secrets_and_replaces_them() {
    // Find a seed whose first sweep step asks for a secret target.
    let mut found = false;
    for seed in 0..200 {
        let mut m = new_match(3, seed);
        let v = view(m.as_ref());
        if v["phase"] != "opening-sweep" || v["pending"][0]["decision"] != "secret-target" {
            continue;
        }
        found = true;
        let seat = m.pending()[0].seat;
        let opts = options(m.as_ref(), seat);
        assert!(opts.iter().all(|o| o.starts_with("target p")), "{opts:?}");
        assert!(!opts.contains(&format!("target p{}", seat + 1)), "never yourself");
        refused(&mut m, seat, &format!("target p{}", seat + 1));
        ok(&mut m, seat, &opts[0]);
        while phase(m.as_ref()) == "opening-sweep" {
            let p = m.pending()[0].clone();
            ok(&mut m, p.seat, &p.options[0].notation);
        }
        for s in 0..3 {
            let hand = cards_of(&m.view(Viewer::Seat(s))["you"]["hand"]);
            let secrets = [
                "testban",
                "summit",
                "ambassador",
                "boom",
                "peacecorps",
                "beatniks",
                "oldladies",
                "moon",
                "taxes",
                "popboom",
                "quake",
                "tornado",
                "neutral",
                "supergerm",
                "vaporized",
            ];
            assert!(
                hand.iter().all(|c| !secrets.contains(&c.as_str())),
                "no secret left after the sweep: {hand:?}"
            );
            if m.view(Viewer::Public)["players"][s]["alive"] == true {
                assert_eq!(hand.len(), 9, "replacements drawn");
            }
        }
        break;
    }
    assert!(found, "some seed opens with a secret");
}

#[test]
fn r6_opening_queue_is_a_simultaneous_secret_pick_in_two_taps() {
    let mut m = (0..)
        .map(|seed| {
            let mut m = new_match(3, seed);
            while phase(m.as_ref()) == "opening-sweep" {
                let p = m.pending()[0].clone();
                ok(&mut m, p.seat, &p.options[0].notation);
            }
            m
        })
        .find(|m| phase(m.as_ref()) == "opening-queue" && m.pending().len() == 3)
        .expect("a seed with a plain opening");
    let prompts = m.pending();
    assert_eq!(prompts.len(), 3, "every seat decides at once");
    assert!(
        prompts
            .iter()
            .all(|p| p.secret && p.options.iter().all(|o| o.notation.starts_with("first ")))
    );
    let hand0 = cards_of(&m.view(Viewer::Seat(0))["you"]["hand"]);
    let err = refused(&mut m, 0, &format!("second {}", hand0[0]));
    assert_eq!(err.text.key, "nw-err-opening-order");
    ok(&mut m, 0, &format!("first {}", hand0[0]));
    assert!(options(m.as_ref(), 0).iter().all(|o| o.starts_with("second ")));
    assert_eq!(
        player(m.as_ref(), 0)["queue_count"],
        0,
        "nothing public until all are in"
    );
    ok(&mut m, 0, &format!("second {}", hand0[1]));
    assert!(!pending_seats(m.as_ref()).contains(&0));
    // The one-line form.
    let hand1 = cards_of(&m.view(Viewer::Seat(1))["you"]["hand"]);
    ok(&mut m, 1, &format!("queue {} {}", hand1[0], hand1[1]));
    assert_eq!(player(m.as_ref(), 1)["queue_count"], 0);
    let hand2 = cards_of(&m.view(Viewer::Seat(2))["you"]["hand"]);
    ok(&mut m, 2, &format!("queue {} {}", hand2[0], hand2[1]));
    assert_eq!(phase(m.as_ref()), "turn");
    let you = m.view(Viewer::Seat(0))["you"].clone();
    assert_eq!(
        cards_of(&you["queue"]),
        vec![hand0[0].clone(), hand0[1].clone()],
        "slot #1 then slot #2"
    );
    // p1 drew up to 10 (hand + queue), unless a drawn Secret is waiting for its target.
    if view(m.as_ref())["pending"][0]["decision"] == "place" {
        let seat = m.pending()[0].seat;
        let mine = m.view(Viewer::Seat(seat))["you"].clone();
        assert_eq!(cards_of(&mine["hand"]).len() + cards_of(&mine["queue"]).len(), 10);
    }
}

#[test]
fn r12_propaganda_in_peace_takes_population() {
    let mut m = position(2, &["prop10 wh10"]);
    ok(&mut m, 0, "place prop5");
    assert_eq!(options(m.as_ref(), 0), vec!["target p2"]);
    ok(&mut m, 0, "target p2");
    assert_eq!((pop(m.as_ref(), 0), pop(m.as_ref(), 1)), (40, 20));
}

#[test]
fn r12_r46_propaganda_takes_at_most_all_and_eliminates_without_retaliation() {
    let mut m = position(3, &["prop25 wh10"]);
    edit(&mut m, "set pop p2 3");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    assert_eq!(pop(m.as_ref(), 0), 33);
    assert_eq!(player(m.as_ref(), 1)["alive"], false);
    assert_ne!(phase(m.as_ref()), "retaliation", "no retaliation after propaganda");
    assert_eq!(player(m.as_ref(), 1)["hand_count"], 0, "cards discarded");
}

#[test]
fn r13_propaganda_in_war_is_discarded() {
    let mut m = position(2, &["prop25 wh10"]);
    edit(&mut m, "set war on");
    ok(&mut m, 0, "place prop5");
    assert_eq!((pop(m.as_ref(), 0), pop(m.as_ref(), 1)), (30, 30));
    assert_eq!(view(m.as_ref())["discard_top"]["card"], "prop25");
    assert_eq!(pending_seats(m.as_ref()), vec![1], "p2's turn");
}

/// p1 has `carrier` face up, p2 has passed; p1 places and reveals `warhead` next.
fn armed(seats: usize, carrier: &str, warhead: &str) -> Box<dyn AnyMatch> {
    let mut m = position(seats, &[&format!("{carrier} {warhead}")]);
    ok(&mut m, 0, "place wh10");
    assert_eq!(player(m.as_ref(), 0)["face_up"]["card"], carrier, "R-14: armed face up");
    for s in 1..seats {
        ok(&mut m, s, "place wh10");
    }
    m
}

#[test]
fn r15_r41_attack_needs_a_named_target_and_starts_war() {
    let mut m = armed(3, "atlas", "wh20");
    ok(&mut m, 0, "place prop5");
    assert_eq!(view(m.as_ref())["pending"][0]["decision"], "attack-target");
    assert_eq!(options(m.as_ref(), 0), vec!["target p2", "target p3"]);
    assert_eq!(view(m.as_ref())["war"], false, "war starts when the target is named");
    assert_eq!(refused(&mut m, 0, "target p1").text.key, "nw-err-target");
    assert_eq!(refused(&mut m, 0, "pass").text.key, "nw-err-unknown");
    ok(&mut m, 0, "target p3");
    assert_eq!(view(m.as_ref())["war"], true);
    // the target is asked even with nothing to intercept.
    assert_eq!(pending_seats(m.as_ref()), vec![2]);
    assert_eq!(options(m.as_ref(), 2), vec!["pass"]);
    chart(&mut m, 40);
    ok(&mut m, 2, "pass");
    assert_eq!(pop(m.as_ref(), 2), 25, "20 MT kills 5 M as printed on 36-49");
    assert_eq!(view(m.as_ref())["dead"], 5);
    assert_eq!(view(m.as_ref())["last_fallout"]["roll"], 40);
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null, "missile spent");
}

#[test]
fn r16_incompatible_warhead_discards_carrier_and_warhead() {
    let mut m = armed(2, "atlas", "wh50");
    ok(&mut m, 0, "place prop5");
    assert_eq!(view(m.as_ref())["war"], false);
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null);
    assert_eq!(pending_seats(m.as_ref()), vec![1]);
}

#[test]
fn r17_r18_lone_warhead_and_carrier_followed_by_non_warhead_are_discarded() {
    let mut m = position(2, &["wh20 polaris"]);
    ok(&mut m, 0, "place prop5");
    assert_eq!(
        view(m.as_ref())["discard_top"]["card"],
        "wh20",
        "R-17: no carrier, discarded"
    );
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 0, "place wh10");
    assert_eq!(player(m.as_ref(), 0)["face_up"]["card"], "polaris");
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 0, "place wh10");
    // prop5 revealed after the armed Polaris: the carrier is discarded, propaganda resolves.
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null);
    assert_eq!(options(m.as_ref(), 0), vec!["target p2"]);
}

#[test]
fn r31_only_target_may_intercept() {
    let mut m = armed(3, "polaris", "wh10");
    edit(&mut m, "set hand p3 am-s prop5 prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    assert_eq!(pending_seats(m.as_ref()), vec![1]);
    let before = m.save();
    assert!(
        m.apply(2, "intercept am-s").is_err(),
        "p3 may not intercept an attack on p2"
    );
    assert_eq!(m.save(), before);
}

#[test]
fn r32_anti_missile_letters_and_refusals() {
    let mut m = armed(2, "saturn", "wh50");
    edit(&mut m, "set hand p2 am-a am-p prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    assert_eq!(options(m.as_ref(), 1), vec!["pass"], "A and P do not stop a Saturn");
    let err = refused(&mut m, 1, "intercept am-a");
    assert_eq!(err.text.key, "nw-err-intercept-letter");
    assert_eq!(refused(&mut m, 1, "intercept am-s").text.key, "nw-err-not-in-hand");
    assert_eq!(refused(&mut m, 1, "intercept wh10").text.key, "nw-err-not-anti-missile");
    assert_eq!(refused(&mut m, 1, "intercept banana").text.key, "nw-err-unknown-card");
    let misspelt = refused(&mut m, 1, "intercept prop55");
    assert_eq!(
        misspelt.text.args.get("hint"),
        Some(&warroom::engine::Arg::Text(Box::new(
            warroom::engine::Text::new("did-you-mean").str("word", "prop5".to_string())
        )))
    );
    assert_eq!(refused(&mut m, 1, "fire").text.key, "nw-err-unknown");

    let mut m = armed(2, "polaris", "wh10");
    edit(&mut m, "set hand p2 am-p prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    assert_eq!(
        options(m.as_ref(), 1),
        vec!["intercept am-p", "pass"],
        "P stops Polaris"
    );
}

#[test]
fn r33_r34_r36_interception_discards_draws_and_interceptor_moves_next() {
    let mut m = armed(3, "atlas", "wh20");
    edit(&mut m, "set hand p3 am-b prop5 prop5 prop5 prop5 prop5 prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p3");
    edit(&mut m, "set deck-top wh10");
    ok(&mut m, 2, "intercept am-b");
    assert_eq!(pop(m.as_ref(), 2), 30);
    assert_eq!(
        view(m.as_ref())["war"],
        true,
        "an intercepted attack still started the war"
    );
    // 7 − anti-missile + replacement = 7; then p3's own turn draws to 10 (hand 8 + queue 2).
    assert_eq!(
        player(m.as_ref(), 2)["hand_count"].as_u64(),
        Some(8),
        "replacement drawn at once"
    );
    let hand = cards_of(&m.view(Viewer::Seat(2))["you"]["hand"]);
    assert!(!hand.contains(&"am-b".to_string()));
    // p3 takes the next turn, p2 is passed over.
    assert_eq!(pending_seats(m.as_ref()), vec![2]);
    assert_eq!(view(m.as_ref())["turn"], "p3");
}

#[test]
fn r113_fallout_chart_ranges() {
    // (chart value, p2's loss, p1's loss) for a 20 MT warhead (kill 5) on an Atlas.
    let cases = [
        (0, 0, 5),
        (4, 0, 5),
        (5, 0, 0),
        (9, 0, 0),
        (10, 3, 0),
        (22, 3, 0),
        (23, 6, 0),
        (35, 6, 0),
        (36, 5, 0),
        (49, 5, 0),
        (50, 7, 0),
        (63, 7, 0),
        (64, 10, 0),
        (76, 10, 0),
        (77, 15, 0),
        (89, 15, 0),
        (90, 10, 0),
        (94, 10, 0),
        (95, 15, 0),
        (99, 15, 0),
    ];
    for (roll, target_loss, attacker_loss) in cases {
        let mut m = armed(2, "atlas", "wh20");
        ok(&mut m, 0, "place prop5");
        ok(&mut m, 0, "target p2");
        chart(&mut m, roll);
        ok(&mut m, 1, "pass");
        assert_eq!(30 - pop(m.as_ref(), 1), target_loss, "roll {roll}: target");
        assert_eq!(
            30 - pop(m.as_ref(), 0),
            attacker_loss,
            "roll {roll}: attacker (booster explosion)"
        );
        assert_eq!(view(m.as_ref())["dead"].as_u64(), Some(target_loss + attacker_loss));
    }
    // Shelters never make a loss negative: 10 MT (kill 2) − 2 = 0.
    let mut m = armed(2, "polaris", "wh10");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 15);
    ok(&mut m, 1, "pass");
    assert_eq!(pop(m.as_ref(), 1), 30);
}

#[test]
fn r113_stockpile_hit_with_100_mt_destroys_the_world() {
    let mut m = armed(3, "saturn", "wh100");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 97);
    ok(&mut m, 1, "pass");
    let outcome = m.outcome().expect("game over");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary.key, "nw-outcome-world-destroyed");
    assert_eq!(
        view(m.as_ref())["dead"].as_u64().unwrap_or(0) + view(m.as_ref())["bank"].as_u64().unwrap_or(0),
        240
    );
    assert!(m.pending().is_empty());
}

#[test]
fn r116_b70_drops_on_successive_turns_within_its_payload() {
    let mut m = position(2, &["b70 wh20"]);
    edit(&mut m, "set hand p1 wh20 wh20 prop5 prop5 wh10 wh10 wh50");
    ok(&mut m, 0, "place wh20"); // queue: wh20, wh20
    assert_eq!(player(m.as_ref(), 0)["bomber_payload_left"], 50);
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 0, "place wh20"); // reveals wh20 → first drop
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    assert_eq!(pop(m.as_ref(), 1), 25);
    assert_eq!(
        player(m.as_ref(), 0)["face_up"]["card"],
        "b70",
        "the bomber keeps flying"
    );
    assert_eq!(player(m.as_ref(), 0)["bomber_payload_left"], 30);
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 0, "place prop5"); // second drop, wh20
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    assert_eq!(pop(m.as_ref(), 1), 20);
    assert_eq!(player(m.as_ref(), 0)["bomber_payload_left"], 10);
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 0, "place prop5"); // third wh20 exceeds the 10 MT left: bomber and warhead discarded
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null);
    assert_eq!(pending_seats(m.as_ref()), vec![1]);
}

#[test]
fn r116_bomber_out_of_fuel_hits_nobody() {
    let mut m = armed(2, "b70", "wh50");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 2);
    ok(&mut m, 1, "pass");
    assert_eq!((pop(m.as_ref(), 0), pop(m.as_ref(), 1)), (30, 30));
    assert_eq!(
        player(m.as_ref(), 0)["face_up"],
        Value::Null,
        "bomber and load discarded"
    );
    assert_eq!(view(m.as_ref())["last_fallout"]["result"], "no-fuel");
}

#[test]
fn r116_intercepted_bomber_is_spent() {
    let mut m = armed(2, "b70", "wh10");
    edit(&mut m, "set hand p2 am-b prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    ok(&mut m, 1, "intercept am-b");
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null);
}

#[test]
fn r46_retaliation_after_nuclear_elimination() {
    let mut m = armed(3, "atlas", "wh20");
    edit(&mut m, "set pop p2 3");
    edit(&mut m, "set hand p2 polaris wh10 atlas wh20 prop5");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    assert_eq!(player(m.as_ref(), 1)["alive"], false);
    assert_eq!(phase(m.as_ref()), "retaliation");
    let revealed = cards_of(&player(m.as_ref(), 1)["retaliation"]);
    assert_eq!(revealed.len(), 7, "hand + queue revealed: {revealed:?}");
    let opts = options(m.as_ref(), 1);
    for expected in [
        "strike polaris wh10 p1",
        "strike atlas wh20 p3",
        "strike atlas wh10 p1",
        "done",
    ] {
        assert!(opts.contains(&expected.to_string()), "{expected} in {opts:?}");
    }
    assert!(!opts.contains(&"strike polaris wh20 p1".to_string()));
    assert_eq!(refused(&mut m, 1, "strike polaris wh20 p1").text.key, "nw-err-strike");
    assert_eq!(refused(&mut m, 1, "strike atlas wh20 p2").text.key, "nw-err-target");
    ok(&mut m, 1, "strike atlas wh20 p1");
    assert_eq!(pending_seats(m.as_ref()), vec![0], "the struck player may intercept");
    chart(&mut m, 77);
    ok(&mut m, 0, "pass");
    assert_eq!(pop(m.as_ref(), 0), 15);
    ok(&mut m, 1, "strike polaris wh10 p3");
    chart(&mut m, 40);
    ok(&mut m, 2, "pass");
    assert_eq!(pop(m.as_ref(), 2), 28);
    // Only wh10s are left for... nothing: no carrier remains, the retaliation ends by itself.
    assert_ne!(phase(m.as_ref()), "retaliation");
    // peace returns after the chain, then the secret swap window.
    assert_eq!(view(m.as_ref())["war"], false);
    assert_eq!(phase(m.as_ref()), "peace-swap");
    let prompts = m.pending();
    assert_eq!(prompts.iter().map(|p| p.seat).collect::<Vec<_>>(), vec![0, 2]);
    assert!(prompts.iter().all(|p| p.secret));
}

#[test]
fn r46_retaliation_after_secret_elimination() {
    let mut m = position(2, &["wh10 wh10"]);
    edit(&mut m, "set hand p1 atlas wh20 prop5");
    edit(&mut m, "set pop p1 20");
    edit(&mut m, "set deck-top supergerm prop10");
    ok(&mut m, 0, "place prop5");
    // p2 draws the Supergerm at the start of its turn.
    assert_eq!(view(m.as_ref())["pending"][0]["decision"], "secret-target");
    ok(&mut m, 1, "target p1");
    assert_eq!(player(m.as_ref(), 0)["alive"], false);
    assert_eq!(phase(m.as_ref()), "retaliation");
    assert!(options(m.as_ref(), 0).contains(&"strike atlas wh20 p2".to_string()));
}

#[test]
fn r51_retaliation_chain_new_retaliator_goes_first() {
    let mut m = armed(3, "atlas", "wh20");
    edit(&mut m, "set pop p2 3");
    edit(&mut m, "set pop p3 4");
    edit(&mut m, "set hand p2 polaris wh10 polaris wh10");
    edit(&mut m, "set hand p3 atlas wh20");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    ok(&mut m, 1, "strike polaris wh10 p3");
    chart(&mut m, 77); // 2 + 10 = 12 ≥ 4: p3 is wiped out
    ok(&mut m, 2, "pass");
    assert_eq!(player(m.as_ref(), 2)["alive"], false);
    assert_eq!(pending_seats(m.as_ref()), vec![2], "the new retaliator goes first");
    assert_eq!(
        options(m.as_ref(), 2),
        vec!["strike atlas wh20 p1", "strike atlas wh10 p1", "done"]
    );
    ok(&mut m, 2, "done");
    assert_eq!(
        pending_seats(m.as_ref()),
        vec![1],
        "then the outer retaliation continues"
    );
    assert_eq!(options(m.as_ref(), 1), vec!["strike polaris wh10 p1", "done"]);
    ok(&mut m, 1, "done");
    let outcome = m.outcome().expect("only p1 is left");
    assert_eq!(outcome.winners, vec![0]);
}

#[test]
fn r53_r54_no_survivor_means_no_winner() {
    let mut m = armed(2, "atlas", "wh20");
    edit(&mut m, "set pop p1 5");
    edit(&mut m, "set pop p2 3");
    edit(&mut m, "set hand p2 atlas wh20");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    assert!(m.outcome().is_none(), "the game waits for the retaliation");
    ok(&mut m, 1, "strike atlas wh20 p1");
    chart(&mut m, 40);
    ok(&mut m, 0, "pass");
    let outcome = m.outcome().expect("over");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary.key, "nw-outcome-no-winner");
}

#[test]
fn r44_peace_swap_exchanges_queue_cards_secretly_then_play_goes_on() {
    let mut m = armed(3, "atlas", "wh20");
    edit(&mut m, "set pop p2 3");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 40);
    ok(&mut m, 1, "pass");
    assert_eq!(phase(m.as_ref()), "peace-swap", "p2 had nothing to retaliate with");
    let queue_before = cards_of(&m.view(Viewer::Seat(2))["you"]["queue"]);
    assert_eq!(refused(&mut m, 2, "swap 3 prop5").text.key, "nw-err-slot");
    ok(&mut m, 2, "swap 1 prop5");
    let you = m.view(Viewer::Seat(2))["you"].clone();
    assert_eq!(cards_of(&you["queue"])[0], "prop5");
    assert!(cards_of(&you["hand"]).contains(&queue_before[0]));
    assert_eq!(player(m.as_ref(), 2)["queue_count"], 2);
    // Each face-down card is swapped once ("the two face-down cards for cards in hand").
    assert_eq!(refused(&mut m, 2, "swap 1 prop5").text.key, "nw-err-slot-swapped");
    // The card taken out of slot 1 may go into slot 2; `back` then restores both slots.
    ok(&mut m, 2, &format!("swap 2 {}", queue_before[0]));
    let after = cards_of(&m.view(Viewer::Seat(2))["you"]["queue"]);
    assert_eq!(after, vec!["prop5".to_string(), queue_before[0].clone()]);
    ok(&mut m, 2, "back");
    assert_eq!(cards_of(&m.view(Viewer::Seat(2))["you"]["queue"]), queue_before);
    assert_eq!(refused(&mut m, 2, "back").text.key, "nw-err-nothing-swapped");
    ok(&mut m, 2, "swap 1 prop5");
    ok(&mut m, 2, "done");
    ok(&mut m, 0, "keep");
    assert_eq!(phase(m.as_ref()), "turn");
    assert_eq!(
        view(m.as_ref())["turn"],
        "p3",
        "play continues clockwise from p1's turn (p2 is out)"
    );
}

#[test]
fn r63_secret_effects() {
    // Skip a turn: p2 draws Test Ban and makes p1 lose its next turn.
    let mut m = position(2, &["wh10 wh10"]);
    edit(&mut m, "set deck-top testban prop10");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 1, "target p1");
    assert_eq!(player(m.as_ref(), 0)["skip_turns"], 1);
    ok(&mut m, 1, "place prop5");
    assert_eq!(view(m.as_ref())["turn"], "p2", "p1's turn was skipped");
    assert_eq!(player(m.as_ref(), 0)["skip_turns"], 0);

    // Steal, to-bank, gain from bank.
    for (card, p1, p2, bank_change) in [("moon", 25, 35, 0i64), ("neutral", 20, 30, 10), ("quake", 20, 30, 0)] {
        let mut m = position(2, &["wh10 wh10"]);
        let bank = view(m.as_ref())["bank"].as_i64().unwrap_or(0);
        edit(&mut m, &format!("set deck-top {card} prop10"));
        ok(&mut m, 0, "place prop5");
        ok(&mut m, 1, "target p1");
        assert_eq!(
            (pop(m.as_ref(), 0), pop(m.as_ref(), 1)),
            (p1 as u64, p2 as u64),
            "{card}"
        );
        assert_eq!(
            view(m.as_ref())["bank"].as_i64().unwrap_or(0) - bank,
            bank_change,
            "{card}"
        );
    }
    let mut m = position(2, &["wh10 wh10"]);
    let bank = view(m.as_ref())["bank"].as_u64().unwrap_or(0);
    edit(&mut m, "set deck-top popboom prop10");
    ok(&mut m, 0, "place prop5");
    assert_eq!(pop(m.as_ref(), 1), 30 + 5.min(bank));
    assert_eq!(
        player(m.as_ref(), 1)["hand_count"].as_u64(),
        Some(8),
        "replaced: hand + queue = 10"
    );
}

#[test]
fn r114_skipped_turn_is_the_whole_turn() {
    let mut m = position(3, &["wh10 wh10"]);
    edit(&mut m, "set skip p2 1");
    let hand_before = player(m.as_ref(), 1)["hand_count"].clone();
    ok(&mut m, 0, "place prop5");
    assert_eq!(view(m.as_ref())["turn"], "p3");
    assert_eq!(
        player(m.as_ref(), 1)["hand_count"],
        hand_before,
        "no draw on a skipped turn"
    );
}

#[test]
fn r38_r40_deterrent_show_and_hide() {
    let mut m = position(2, &["wh10 wh10"]);
    edit(&mut m, "set hand p1 saturn wh100 am-s prop5");
    ok(&mut m, 0, "show saturn");
    ok(&mut m, 0, "show wh100");
    assert_eq!(
        cards_of(&m.view(Viewer::Seat(1))["players"][0]["shown"]),
        vec!["saturn", "wh100"],
        "public"
    );
    assert_eq!(refused(&mut m, 0, "show am-s").text.key, "nw-err-deterrent-full");
    assert_eq!(refused(&mut m, 0, "hide am-s").text.key, "nw-err-not-shown");
    ok(&mut m, 0, "hide wh100");
    assert_eq!(cards_of(&player(m.as_ref(), 0)["shown"]), vec!["saturn"]);
    assert_eq!(pending_seats(m.as_ref()), vec![0], "showing does not end the turn");
    ok(&mut m, 0, "place saturn");
    assert!(
        cards_of(&player(m.as_ref(), 0)["shown"]).is_empty(),
        "a placed card leaves the display"
    );
}

#[test]
fn concede_never_leaves_the_game_stuck() {
    // Conceding on your own turn: the next player's turn starts.
    let mut m = position(3, &["wh10 wh10"]);
    m.concede(0).expect("concede");
    m.check_invariants().expect("invariants");
    assert_eq!(pending_seats(m.as_ref()), vec![1]);
    assert_eq!(view(m.as_ref())["dead"], 30);

    // Conceding while owing an interception: the attack resolves as a pass.
    let mut m = armed(3, "atlas", "wh20");
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    chart(&mut m, 2);
    m.concede(1).expect("concede");
    m.check_invariants().expect("invariants");
    assert_eq!(pop(m.as_ref(), 0), 25, "the attacker's booster still blew up");
    assert_eq!(pending_seats(m.as_ref()), vec![2]);

    // The last opponent concedes: the other player wins.
    let mut m = position(2, &["wh10 wh10"]);
    m.concede(1).expect("concede");
    assert_eq!(m.outcome().expect("over").winners, vec![0]);
}

#[test]
fn edits_conserve_and_refuse_unknown_forms() {
    let mut m = position(2, &["wh10 wh10"]);
    let bank = view(m.as_ref())["bank"].as_u64().unwrap_or(0);
    edit(&mut m, "set pop p1 25");
    assert_eq!(view(m.as_ref())["bank"].as_u64(), Some(bank + 5));
    assert_eq!(
        m.edit("set pop p1 999").expect_err("too much").text.key,
        "nw-err-edit-bank"
    );
    assert_eq!(
        m.edit("set hand p1 testban").expect_err("secret").text.key,
        "nw-err-edit-secret"
    );
    let err = m.edit("set colour p1 red").expect_err("unknown");
    assert_eq!(err.text.key, "nw-err-edit-unknown");
    edit(&mut m, "set deck-top wh50 atlas");
    edit(&mut m, "set war on");
    assert_eq!(view(m.as_ref())["war"], true);
    ok(&mut m, 0, "place prop5");
    // p2 draws one card (7 + 2 = 9 → 10): the top one, wh50.
    assert!(cards_of(&m.view(Viewer::Seat(1))["you"]["hand"]).contains(&"wh50".to_string()));
}

#[test]
fn hidden_information_stays_hidden() {
    let mut m = position(3, &["wh10 wh10"]);
    edit(&mut m, "set deck-top atlas prop10");
    let log = ok(&mut m, 0, "place prop5");
    // p2 drew the Atlas: only p2's own log line names it.
    for entry in &log {
        let names_card = entry.text.keys().contains(&"nw-card-atlas");
        if names_card {
            assert_eq!(entry.audience, Audience::Only(1), "{entry:?}");
        }
    }
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(2)] {
        let text = m.view(viewer).to_string();
        for id in m.hidden_card_ids(viewer) {
            assert!(!text.contains(&format!("\"{id}\"")), "{viewer:?} sees {id}");
        }
        assert!(
            m.view(viewer)["you"]["hand"]
                .as_array()
                .is_none_or(|_| viewer != Viewer::Public)
        );
    }
    assert!(m.view(Viewer::Public).get("you").is_none());
    // Prompts for simultaneous picks are secret; the public pending list has no options.
    assert!(view(m.as_ref())["pending"][0].get("options").is_none());
}

/// Every message id the game produces exists in English and Korean.
#[test]
fn i18n_every_produced_key_exists_in_both_languages() {
    fn check(text: &Text) {
        for key in text.keys() {
            assert!(
                catalog().has(Lang::En, key) && catalog().has(Lang::Ko, key),
                "missing message id {key}"
            );
        }
    }
    for seed in 0..6 {
        let mut m = new_match(2 + seed as usize % 5, seed);
        let mut n = 0u64;
        while m.outcome().is_none() && n < 3000 {
            let prompts = m.pending();
            let p = &prompts[(n as usize * 7) % prompts.len()];
            check(&p.question);
            p.options.iter().for_each(|o| check(&o.label));
            p.free_form.iter().for_each(check);
            if let Err(e) = m.apply(p.seat, "nonsense") {
                check(&e.text);
            }
            let notation = p.options[(n as usize * 13 + seed as usize) % p.options.len()]
                .notation
                .clone();
            let seat = p.seat;
            m.apply(seat, &notation)
                .expect("listed option")
                .log
                .iter()
                .for_each(|e| check(&e.text));
            m.status(Viewer::Seat(seat)).iter().for_each(check);
            n += 1;
        }
        if let Some(o) = m.outcome() {
            check(&o.summary);
        }
    }
}

#[test]
fn r11_empty_draw_pile_reshuffles_the_discard_pile() {
    for seed in 0..50u64 {
        let mut m = new_match(6, seed);
        for n in 0..4000usize {
            if m.outcome().is_some() {
                break;
            }
            let before = view(m.as_ref());
            let prompts = m.pending();
            let p = &prompts[n % prompts.len()];
            let notation = p.options[(n * 31 + seed as usize) % p.options.len()].notation.clone();
            let log = ok(&mut m, p.seat, &notation);
            if log.iter().any(|e| e.text.key == "nw-log-reshuffle") {
                assert!(
                    before["draw_count"].as_u64().unwrap_or(99) < 10,
                    "the pile was nearly empty"
                );
                let after = view(m.as_ref());
                assert!(after["draw_count"].as_u64().unwrap_or(0) > 0, "a new draw pile");
                assert!(
                    after["discard_count"].as_u64().unwrap_or(99) < before["discard_count"].as_u64().unwrap_or(0),
                    "the discard pile went into it"
                );
                return;
            }
        }
    }
    panic!("no game ran out of cards");
}

#[test]
fn status_lines_show_your_own_cards_only() {
    let m = position(2, &["atlas wh20"]);
    let mine = m.status(Viewer::Seat(0));
    let public = m.status(Viewer::Public);
    assert!(
        mine.iter()
            .any(|t| t.key == "nw-status-your-queue" && t.keys().contains(&"nw-card-atlas"))
    );
    assert!(public.iter().all(|t| !t.key.starts_with("nw-status-your")));
    assert!(
        m.status(Viewer::Seat(1))
            .iter()
            .all(|t| !t.keys().contains(&"nw-card-atlas"))
    );
}

#[test]
fn queue_edits_are_refused_during_the_opening() {
    let mut m = new_match(2, 3);
    assert!(matches!(phase(m.as_ref()).as_str(), "opening-sweep" | "opening-queue"));
    assert_eq!(
        m.edit("set queue p1 wh10 wh10").expect_err("opening").text.key,
        "nw-err-edit-opening"
    );
    assert_eq!(
        m.edit("set hand p1").expect_err("empty").text.key,
        "nw-err-edit-empty-hand"
    );
}

/// Inputs that are never legal are refused in every state, with the game unchanged.
#[test]
fn every_refusal_leaves_the_game_unchanged() {
    let never_legal = [
        "target p9",
        "first banana",
        "swap 3 wh10",
        "strike polaris wh100 p2",
        "place",
        "hide",
        "intercept",
        "queue wh10",
    ];
    for seed in 0..30u64 {
        let mut m = new_match(2 + seed as usize % 5, seed);
        for n in 0..400usize {
            if m.outcome().is_some() {
                break;
            }
            let prompts = m.pending();
            let p = &prompts[n % prompts.len()];
            let bad = never_legal[(n + seed as usize) % never_legal.len()];
            let err = refused(&mut m, p.seat, bad);
            assert!(err.text.key.starts_with("nw-err-"), "{bad}: {:?}", err.text);
            let notation = p.options[(n * 17 + seed as usize) % p.options.len()].notation.clone();
            ok(&mut m, p.seat, &notation);
        }
    }
}

#[test]
fn r3_first_player_is_the_owner_or_random() {
    let registry = warroom::games::Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut options = warroom::engine::GameOptions::new();
    options.insert("first_player".into(), "random".into());
    let firsts: std::collections::BTreeSet<String> = (0..40)
        .map(|seed| {
            let (_, log) = kind
                .create(4, &options, seed)
                .expect("random first player is a valid option");
            let setup = log.iter().find(|e| e.text.key == "nw-log-setup").expect("setup line");
            format!("{:?}", setup.text.args.get("first"))
        })
        .collect();
    assert!(firsts.len() > 1, "random picks different first players: {firsts:?}");
    for seed in 0..5 {
        let (_, log) = kind
            .create(4, &warroom::engine::GameOptions::new(), seed)
            .expect("default");
        let setup = log.iter().find(|e| e.text.key == "nw-log-setup").expect("setup line");
        assert_eq!(
            setup.text.args.get("first"),
            Some(&warroom::engine::Arg::Seat(0)),
            "the owner moves first"
        );
    }
    let mut bad = warroom::engine::GameOptions::new();
    bad.insert("first_player".into(), "youngest".into());
    assert_eq!(
        kind.create(4, &bad, 1).err().map(|e| e.text.key.to_string()),
        Some("err-bad-option-value".to_string())
    );
    assert!(
        kind.create(7, &warroom::engine::GameOptions::new(), 1).is_err(),
        "2–6 seats"
    );
}
