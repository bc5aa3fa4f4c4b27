//! Nuclear Escalation rules tests, named after the seed section they check
//! (`/work/shared/seeds/003_217bd8a0059e794e.txt`, cited as §1.n). Positions are built with `set`
//! edits and forced die rolls (`force_roll(face)`: the fallout die is a d6).

use serde_json::Value;
use warroom::engine::{AnyMatch, LogEntry, Viewer};

use super::new_match_mode;
use super::rules::{edit, ok, options, pending_seats, player, pop, refused, view};

pub(super) fn decision(m: &dyn AnyMatch) -> String {
    view(m)["pending"][0]["decision"].as_str().unwrap_or("").to_string()
}

pub(super) fn keys(log: &[LogEntry]) -> Vec<String> {
    log.iter().map(|e| e.text.key.to_string()).collect()
}

/// Everyone in a response window passes (in seat order).
fn all_pass(m: &mut Box<dyn AnyMatch>) {
    while decision(m.as_ref()) == "respond" {
        let seat = pending_seats(m.as_ref())[0];
        ok(m, seat, "pass");
    }
}

/// An Escalation-rules match past its opening, at peace, nobody hurt, p1 to place.
pub(super) fn started(seats: usize, mode: &str) -> Box<dyn AnyMatch> {
    for seed in 42.. {
        let mut m = new_match_mode(seats, seed, mode);
        let mut guard = 0;
        while !(decision(m.as_ref()) == "place"
            && pending_seats(m.as_ref())
                == vec![
                    view(m.as_ref())["turn"]
                        .as_str()
                        .map_or(0, |t| t[1..].parse::<usize>().unwrap_or(1) - 1),
                ])
            && guard < 200
        {
            let p = m.pending()[0].clone();
            let choice = p.options.iter().find(|o| o.notation == "pass").unwrap_or(&p.options[0]);
            ok(&mut m, p.seat, &choice.notation.clone());
            guard += 1;
        }
        let v = view(m.as_ref());
        if v["turn"] == "p1"
            && v["war"] == false
            && v["dead"] == 0
            && v["virus"].is_null()
            && pending_seats(m.as_ref()) == vec![0]
        {
            return m;
        }
    }
    unreachable!("some seed starts cleanly")
}

/// Everyone holds plain cards, has 30 M, the draw pile top is plain; `queues[s]` is seat s's
/// queue (front first, default `wh10 wh10`); `hands[s]` replaces seat s's default hand.
fn position(seats: usize, mode: &str, queues: &[&str], hands: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = started(seats, mode);
    for s in 0..seats {
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
        let hand = hands
            .get(s)
            .copied()
            .filter(|h| !h.is_empty())
            .unwrap_or("prop5 prop5 wh10 wh10 wh10 wh20 prop10");
        edit(&mut m, &format!("set hand p{} {hand}", s + 1));
        edit(&mut m, &format!("set pop p{} 30", s + 1));
    }
    let mut stacked = 0;
    for key in ["wh10", "wh20", "prop10", "prop5"].iter().cycle().take(60) {
        if stacked < 14 && m.edit(&format!("set deck-top {key}")).is_ok() {
            stacked += 1;
        }
    }
    m
}

/// Places the first card the seat may place (a filler turn).
fn filler(m: &mut Box<dyn AnyMatch>, seat: usize) {
    let first = options(m.as_ref(), seat)
        .into_iter()
        .find(|o| o.starts_with("place "))
        .unwrap_or_else(|| panic!("p{} cannot place: {:?}", seat + 1, options(m.as_ref(), seat)));
    ok(m, seat, &first);
}

/// `carrier` armed face up in front of p1, every other seat has played a harmless turn.
pub(super) fn armed(seats: usize, carrier: &str, warhead: &str, hands: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = position(seats, "escalation", &[&format!("{carrier} {warhead}")], hands);
    ok(&mut m, 0, "place wh10");
    assert_eq!(player(m.as_ref(), 0)["face_up"]["card"], carrier);
    for s in 1..seats {
        ok(&mut m, s, "place wh10");
    }
    m
}

#[test]
fn s1_5_die_hit_kills_printed_loss_plus_face() {
    // Seed §1.5 worked example: a 20 MT warhead kills 5 M; a fallout roll of 3 makes it 8 M.
    let mut m = armed(3, "trident", "wh20", &[]);
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "target p2");
    assert_eq!(view(m.as_ref())["war"], true);
    // Every other living seat is asked the same question, in secret.
    assert_eq!(pending_seats(m.as_ref()), vec![1, 2]);
    assert_eq!(view(m.as_ref())["window"]["event"], "attack");
    let questions: Vec<_> = m.pending().into_iter().map(|p| (p.question, p.secret)).collect();
    assert_eq!(questions[0], questions[1], "same question for target and bystander");
    assert!(questions[0].1, "a secret prompt");
    ok(&mut m, 2, "pass");
    m.force_roll(3);
    ok(&mut m, 1, "pass");
    assert_eq!(pop(m.as_ref(), 1), 30 - 8);
    assert_eq!(view(m.as_ref())["last_fallout"]["result"], "die-hit");
}

#[test]
fn s1_20_misfunction_chart() {
    // (second roll, attacker loss, target loss, attacker skips, target skips)
    let lines = [
        (1, 5, 0, 0, 0),
        (2, 0, 0, 1, 0),
        (3, 0, 0, 0, 0),
        (4, 0, 0, 0, 0),
        (5, 0, 10, 0, 0),
        (6, 0, 10, 0, 1),
    ];
    for (second, own, their, own_skip, their_skip) in lines {
        let mut m = armed(2, "trident", "wh20", &[]);
        ok(&mut m, 0, "place prop5");
        ok(&mut m, 0, "target p2");
        m.force_roll(1);
        m.force_roll(second);
        let log = ok(&mut m, 1, "pass");
        assert_eq!(view(m.as_ref())["last_fallout"]["roll"], 1, "chart line {second}");
        assert_eq!(pop(m.as_ref(), 0), 30 - own, "chart line {second}: attacker");
        assert_eq!(pop(m.as_ref(), 1), 30 - their, "chart line {second}: target");
        assert_eq!(player(m.as_ref(), 0)["skip_turns"], own_skip, "chart line {second}");
        // p2's turn comes at once in a 2-player game: its lost turn is already logged.
        let skipped = keys(&log).contains(&"nw-log-turn-skipped".to_string()) as u64;
        assert_eq!(skipped, their_skip, "chart line {second}");
    }
}

#[test]
fn s1_15_mx_fires_one_warhead_as_10_mt_strikes_at_one_target() {
    // 50 MT on an MX = five 10 MT strikes of 2 M + die; a cloud then 4 spoils only its strike.
    let mut m = armed(3, "mx", "wh50", &[]);
    ok(&mut m, 0, "place prop5");
    assert_eq!(
        options(m.as_ref(), 0),
        vec!["target p2", "target p3"],
        "one target for all strikes"
    );
    ok(&mut m, 0, "target p3");
    ok(&mut m, 1, "pass");
    for face in [2, 3, 1, 4, 5, 6] {
        m.force_roll(face);
    }
    let log = ok(&mut m, 2, "pass");
    assert_eq!(keys(&log).iter().filter(|k| *k == "ne-log-mx-shot").count(), 5);
    assert_eq!(pop(m.as_ref(), 2), 30 - (4 + 5 + 7 + 8));
    assert_eq!(pop(m.as_ref(), 1), 30, "nobody else is hit");
}

#[test]
fn s1_15_mx_cannot_lift_a_10_mt_warhead() {
    let mut m = armed(2, "mx", "wh10", &[]);
    let log = ok(&mut m, 0, "place prop5");
    assert!(keys(&log).contains(&"nw-log-incompatible".to_string()));
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null);
    assert_eq!(view(m.as_ref())["war"], false);
}

#[test]
fn s1_11_b1_drops_warheads_on_successive_turns_up_to_100_mt() {
    // Seed §1.11 example: 20 + 20 + 50 = 90 MT over three turns, at different targets.
    let mut m = position(
        3,
        "escalation",
        &["b1 wh20"],
        &["wh20 wh50 wh10 prop5 prop5 wh10 prop10"],
    );
    ok(&mut m, 0, "place wh20"); // reveals the B-1
    filler(&mut m, 1);
    filler(&mut m, 2);
    let mut dropped = 0;
    for (next, target, megatons) in [("wh50", 1, 20), ("prop5", 2, 20), ("prop5", 1, 50)] {
        let before = pop(m.as_ref(), target);
        ok(&mut m, 0, &format!("place {next}"));
        ok(&mut m, 0, &format!("target p{}", target + 1));
        m.force_roll(2);
        all_pass(&mut m);
        assert_eq!(
            before - pop(m.as_ref(), target),
            [2, 5, 10][[10, 20, 50].iter().position(|&t| t == megatons).unwrap_or(0)] + 2
        );
        dropped += megatons;
        filler(&mut m, 1);
        filler(&mut m, 2);
    }
    assert_eq!(dropped, 90);
    assert_eq!(player(m.as_ref(), 0)["face_up"]["card"], "b1", "10 MT of payload left");
    assert_eq!(player(m.as_ref(), 0)["bomber_payload_left"], 10);
}

#[test]
fn s1_11_shot_down_b1_loses_the_warheads_queued_behind_it() {
    let mut m = armed(
        2,
        "b1",
        "wh20",
        &[
            "wh50 wh10 wh10 prop5 prop5 prop10 wh20",
            "am-b wh10 wh10 prop5 prop5 prop10 wh20",
        ],
    );
    ok(&mut m, 0, "place wh50");
    ok(&mut m, 0, "target p2");
    assert!(options(m.as_ref(), 1).contains(&"intercept am-b".to_string()));
    ok(&mut m, 1, "intercept am-b");
    assert_eq!(player(m.as_ref(), 0)["face_up"], Value::Null, "B-1 shot down");
    // p2 takes the next turn (seed §1.6); p1's queued 50 MT then finds no bomber.
    filler(&mut m, 1);
    let log = ok(&mut m, 0, "place prop5");
    assert!(
        keys(&log).contains(&"nw-log-warhead-no-carrier".to_string()),
        "{:?}",
        keys(&log)
    );
    assert_eq!(pop(m.as_ref(), 1), 30);
}

#[test]
fn s1_12_platform_loads_launches_and_drops_one_warhead_per_turn_uninterceptable() {
    let mut m = position(
        2,
        "escalation",
        &["platform wh10"],
        &[
            "wh50 wh20 wh10 prop5 prop5 prop10 wh10",
            "am-a am-b am-s am-p prop5 prop5 wh10",
        ],
    );
    ok(&mut m, 0, "place prop5");
    assert_eq!(decision(m.as_ref()), "load-platform");
    assert!(refused(&mut m, 0, "load prop5").text.key == "ne-err-load");
    ok(&mut m, 0, "load wh50");
    ok(&mut m, 0, "load wh20");
    let held_before = player(m.as_ref(), 0)["hand_count"].as_u64().unwrap_or(0);
    ok(&mut m, 0, "launch");
    assert_eq!(view(m.as_ref())["window"]["event"], "platform");
    m.force_roll(4);
    let log = ok(&mut m, 1, "pass");
    assert!(keys(&log).contains(&"ne-log-platform-orbit".to_string()));
    assert_eq!(
        player(m.as_ref(), 0)["platforms"][0]["warheads"],
        2,
        "loaded count is public"
    );
    assert_eq!(player(m.as_ref(), 0)["hand_count"].as_u64(), Some(held_before));
    // The values are hidden from everyone else.
    let others = m.view(Viewer::Seat(1)).to_string();
    assert!(
        !others.contains("\"platforms\":[[{"),
        "p2 does not see p1's platform warheads"
    );
    let mine = m.view(Viewer::Seat(0));
    assert_eq!(mine["you"]["platforms"][0].as_array().map(Vec::len), Some(2));
    // After the basic turn: one drop per platform.
    assert_eq!(decision(m.as_ref()), "post-turn");
    ok(&mut m, 0, "platform 1 wh50 p2");
    // The target cannot intercept a platform drop (seed §1.12).
    assert_eq!(options(m.as_ref(), 1), vec!["pass"]);
    assert_eq!(refused(&mut m, 1, "intercept am-s").text.key, "ne-err-intercept");
    m.force_roll(2);
    ok(&mut m, 1, "pass");
    assert_eq!(pop(m.as_ref(), 1), 30 - 12, "50 MT = 10 M + 2");
    assert_eq!(view(m.as_ref())["war"], true);
    assert!(
        !options(m.as_ref(), 0).iter().any(|o| o.starts_with("platform")),
        "one drop per turn"
    );
}

#[test]
fn s1_12_platform_launch_failure_and_crash_at_home() {
    let mut m = position(
        2,
        "escalation",
        &["platform wh10"],
        &["wh50 wh20 wh10 prop5 prop5 prop10 wh10"],
    );
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 0, "load wh50");
    ok(&mut m, 0, "launch");
    m.force_roll(1);
    m.force_roll(1);
    let log = ok(&mut m, 1, "pass");
    assert!(keys(&log).contains(&"ne-log-platform-crash".to_string()));
    assert_eq!(pop(m.as_ref(), 0), 20, "the crash kills 10 M of the owner");
    assert!(player(m.as_ref(), 0)["platforms"].as_array().is_some_and(Vec::is_empty));
    assert_eq!(
        player(m.as_ref(), 0)["hand_count"],
        6,
        "the lost warhead is replaced at once"
    );
}

#[test]
fn s1_13_killer_satellite_rides_a_titan_and_destroys_a_platform() {
    let mut m = position(
        2,
        "escalation",
        &["titan killsat", "platform wh10"],
        &["", "wh50 wh20 wh10 prop5 prop5 prop10 wh10"],
    );
    ok(&mut m, 0, "place wh10"); // Titan armed
    ok(&mut m, 1, "place wh10"); // p2's platform
    ok(&mut m, 1, "load wh50");
    ok(&mut m, 1, "launch");
    m.force_roll(6);
    ok(&mut m, 0, "pass");
    if decision(m.as_ref()) == "post-turn" {
        ok(&mut m, 1, "end");
    }
    ok(&mut m, 0, "place wh10"); // the killer satellite on the Titan
    assert_eq!(view(m.as_ref())["window"]["event"], "satellite");
    all_pass(&mut m);
    assert_eq!(player(m.as_ref(), 0)["satellites"], 1);
    assert!(
        !options(m.as_ref(), 0).iter().any(|o| o.starts_with("kill")),
        "ready from the next turn"
    );
    if decision(m.as_ref()) == "post-turn" {
        ok(&mut m, 0, "end");
    }
    ok(&mut m, 1, "place wh10");
    if decision(m.as_ref()) == "post-turn" {
        ok(&mut m, 1, "end");
    }
    ok(&mut m, 0, "place wh10");
    m.force_roll(3);
    let log = ok(&mut m, 0, "kill p2 1");
    assert!(keys(&log).contains(&"ne-log-satellite-hit".to_string()));
    assert!(player(m.as_ref(), 1)["platforms"].as_array().is_some_and(Vec::is_empty));
    assert_eq!(player(m.as_ref(), 0)["satellites"], 0, "spent");
}

#[test]
fn s1_14_cruise_missile_circles_and_falls_on_its_launcher() {
    // Seed §1.14: launch roll, hovers over the next player, the launcher moves it each turn, a
    // full circle brings it home where it falls; no fallout roll; launching starts no war.
    let mut m = position(3, "escalation", &["cruise wh10"], &[]);
    ok(&mut m, 0, "place wh10");
    assert_eq!(view(m.as_ref())["window"]["event"], "cruise");
    m.force_roll(5);
    all_pass(&mut m);
    assert_eq!(view(m.as_ref())["cruise"][0]["over"], "p2");
    assert_eq!(view(m.as_ref())["war"], false, "launching starts no war");
    assert_eq!(
        player(m.as_ref(), 0)["hand_count"],
        6,
        "a launched cruise missile is not held"
    );
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 2, "place wh10");
    ok(&mut m, 0, "place wh10");
    assert_eq!(options(m.as_ref(), 0), vec!["cruise drop p2", "cruise move p2", "end"]);
    ok(&mut m, 0, "cruise move p2");
    assert_eq!(view(m.as_ref())["cruise"][0]["over"], "p3");
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 2, "place wh10");
    ok(&mut m, 0, "place wh10");
    let log = ok(&mut m, 0, "cruise move p3");
    assert!(keys(&log).contains(&"ne-log-cruise-dry".to_string()));
    assert_eq!(pop(m.as_ref(), 0), 20, "10 M, no fallout roll");
    assert_eq!(view(m.as_ref())["war"], true);
    assert!(view(m.as_ref())["cruise"].as_array().is_some_and(Vec::is_empty));
}

#[test]
fn s1_14_unordered_cruise_missile_moves_on_and_drop_has_no_roll() {
    let mut m = position(3, "escalation", &["cruise wh10"], &[]);
    ok(&mut m, 0, "place wh10");
    m.force_roll(2);
    all_pass(&mut m);
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 2, "place wh10");
    ok(&mut m, 0, "place wh10");
    ok(&mut m, 0, "end"); // forgot the order: it moves on
    assert_eq!(view(m.as_ref())["cruise"][0]["over"], "p3");
    ok(&mut m, 1, "place wh10");
    ok(&mut m, 2, "place wh10");
    ok(&mut m, 0, "place wh10");
    let before = m.save();
    ok(&mut m, 0, "cruise drop p3");
    assert_eq!(pop(m.as_ref(), 2), 20);
    assert_ne!(before, m.save());
}

#[test]
fn s1_16_saboteur_spoils_a_launch_unless_a_spy_unmasks_him() {
    for launcher_has_spy in [false, true] {
        let p1_hand = if launcher_has_spy {
            "spy prop5 wh10 wh10 prop5 prop10 wh20"
        } else {
            ""
        };
        let mut m = armed(
            3,
            "trident",
            "wh20",
            &[p1_hand, "", "saboteur prop5 wh10 wh10 prop5 prop10 wh20"],
        );
        ok(&mut m, 0, "place prop5");
        ok(&mut m, 0, "target p2");
        assert_eq!(options(m.as_ref(), 1), vec!["pass"]);
        assert_eq!(options(m.as_ref(), 2), vec!["sabotage", "pass"]);
        assert_eq!(refused(&mut m, 1, "sabotage").text.key, "ne-err-sabotage");
        ok(&mut m, 2, "sabotage");
        assert_eq!(
            view(m.as_ref())["pending"].as_array().map(Vec::len),
            Some(1),
            "the rest still answer"
        );
        ok(&mut m, 1, "pass");
        assert_eq!(decision(m.as_ref()), "counter-sabotage");
        assert_eq!(pending_seats(m.as_ref()), vec![0], "the launcher is asked");
        if launcher_has_spy {
            m.force_roll(4);
            ok(&mut m, 0, "spy");
            assert_eq!(pop(m.as_ref(), 1), 30 - 9, "the attack goes ahead");
        } else {
            assert_eq!(options(m.as_ref(), 0), vec!["pass"]);
            let log = ok(&mut m, 0, "pass");
            assert!(keys(&log).contains(&"ne-log-spoiled".to_string()));
            assert_eq!(pop(m.as_ref(), 1), 30);
            assert_eq!(
                view(m.as_ref())["war"],
                true,
                "a sabotaged attack still started the war"
            );
        }
        assert_eq!(player(m.as_ref(), 2)["hand_count"], 6, "the saboteur is spent");
    }
}

#[test]
fn s1_17_spies_steal_a_secret_nearest_clockwise_first() {
    let spy_hand = "spy prop5 wh10 wh10 prop5 prop10 wh20";
    let mut m = position(4, "escalation", &["wh10 wh10"], &["", "", spy_hand, spy_hand]);
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 1, "place prop5");
    ok(&mut m, 2, "place prop5");
    // p1 draws at its next turn start: the Secret waits in a steal window.
    edit(&mut m, "set deck-top moon");
    ok(&mut m, 3, "place prop5");
    assert_eq!(view(m.as_ref())["window"]["event"], "secret");
    let drawer = view(m.as_ref())["window"]["actor"].as_str().unwrap_or("").to_string();
    assert_eq!(drawer, "p1");
    // The public does not learn which Secret it is.
    assert!(!view(m.as_ref()).to_string().contains("moon"));
    assert_eq!(options(m.as_ref(), 3), vec!["steal", "pass"]);
    ok(&mut m, 3, "steal");
    ok(&mut m, 2, "steal");
    ok(&mut m, 1, "pass");
    // p3 is nearer clockwise from p1 than p4: p3's spy goes; p1 may counter.
    assert_eq!(decision(m.as_ref()), "counter-spy");
    assert_eq!(pending_seats(m.as_ref()), vec![0]);
    ok(&mut m, 0, "pass");
    assert_eq!(player(m.as_ref(), 2)["stolen_count"], 1);
    assert_eq!(player(m.as_ref(), 3)["hand_count"], 7, "p4 keeps its spy");
    let thief = m.view(Viewer::Seat(2)).to_string();
    assert!(thief.contains("\"moon\""), "the thief may read the stolen Secret");
    assert!(!m.view(Viewer::Seat(3)).to_string().contains("\"moon\""));
}

#[test]
fn s1_17_spy_reads_a_face_down_queue_unless_countered() {
    let spy_hand = "spy spy wh10 wh10 prop5 prop10 wh20";
    let mut m = position(2, "escalation", &["wh10 wh10", "wh20 prop10"], &[spy_hand, spy_hand]);
    assert!(options(m.as_ref(), 0).contains(&"spy p2".to_string()));
    ok(&mut m, 0, "spy p2");
    assert_eq!(decision(m.as_ref()), "counter-spy");
    let log = ok(&mut m, 1, "pass");
    let report = log.iter().find(|e| e.text.key == "ne-log-intel").expect("spy report");
    assert!(report.audience.includes(Viewer::Seat(0)) && !report.audience.includes(Viewer::Public));
    ok(&mut m, 0, "spy p2");
    let log = ok(&mut m, 1, "counter");
    assert!(keys(&log).contains(&"ne-log-counter-spy".to_string()));
    assert!(!keys(&log).contains(&"ne-log-intel".to_string()));
    assert_eq!(decision(m.as_ref()), "place", "p1 still places afterwards");
}

#[test]
fn s1_18_super_virus_is_given_then_passed_on_not_straight_back() {
    let mut m = position(3, "escalation", &[], &[]);
    ok(&mut m, 0, "place prop5");
    ok(&mut m, 1, "place prop5");
    edit(&mut m, "set deck-top virus");
    ok(&mut m, 2, "place prop5");
    // p1 draws the virus at its turn start and gives it away.
    assert_eq!(decision(m.as_ref()), "virus-give");
    m.force_roll(4);
    ok(&mut m, 0, "give p2");
    assert_eq!(pop(m.as_ref(), 1), 26, "the receiver rolls: 4 M");
    assert_eq!(view(m.as_ref())["virus"]["holder"], "p2");
    filler(&mut m, 0);
    filler(&mut m, 1);
    // p2's next turn: pass left or right, not straight back to p1 (3 players), or keep it.
    assert_eq!(options(m.as_ref(), 1), vec!["virus p3", "virus keep"]);
    m.force_roll(6);
    ok(&mut m, 1, "virus p3");
    assert_eq!(pop(m.as_ref(), 2), 24);
    assert_eq!(view(m.as_ref())["virus"]["holder"], "p3");
}

#[test]
fn s1_9_final_retaliation_with_platform_and_cruise_missile_chains() {
    // p2 has a platform in orbit and a cruise missile in flight; wiped out by a nuclear attack, it
    // retaliates with both (seed §1.9), and the victim of its platform retaliates in turn.
    let mut m = position(
        3,
        "escalation",
        &["wh10 trident", "platform cruise"],
        &[
            "wh20 wh10 wh10 prop5 prop5 prop10 wh10",
            "wh50 wh20 wh10 prop5 prop5 prop10 wh10",
            "minuteman wh10 wh10 prop5 prop5 prop10 wh20",
        ],
    );
    ok(&mut m, 0, "place wh20"); // reveals a lone 10 MT (discarded)
    ok(&mut m, 1, "place wh10"); // p2's platform
    ok(&mut m, 1, "load wh50");
    ok(&mut m, 1, "launch");
    m.force_roll(5);
    all_pass(&mut m);
    ok(&mut m, 1, "end");
    ok(&mut m, 2, "place wh10");
    ok(&mut m, 0, "place wh10"); // Trident armed
    ok(&mut m, 1, "place wh10"); // p2's cruise missile
    m.force_roll(4);
    all_pass(&mut m);
    assert_eq!(view(m.as_ref())["cruise"][0]["over"], "p3");
    ok(&mut m, 1, "end");
    ok(&mut m, 2, "place wh10");
    edit(&mut m, "set pop p2 3");
    edit(&mut m, "set pop p3 4");
    ok(&mut m, 0, "place wh10"); // the 20 MT behind the Trident
    ok(&mut m, 0, "target p2");
    m.force_roll(3);
    all_pass(&mut m);
    assert_eq!(pop(m.as_ref(), 1), 0);
    assert_eq!(view(m.as_ref())["phase"], "retaliation");
    let opts = options(m.as_ref(), 1);
    assert!(opts.contains(&"platform 1 wh50 p3".to_string()), "{opts:?}");
    assert!(
        opts.contains(&"cruise p1".to_string()),
        "R-49: the cruise missile may fall anywhere: {opts:?}"
    );
    ok(&mut m, 1, "cruise p1");
    assert_eq!(pop(m.as_ref(), 0), 20, "10 M, no roll");
    ok(&mut m, 1, "platform 1 wh50 p3");
    m.force_roll(2);
    all_pass(&mut m);
    // 50 MT = 10 M + 2 wipes out p3, who retaliates in turn before p2 finishes.
    assert_eq!(pop(m.as_ref(), 2), 0);
    assert_eq!(pending_seats(m.as_ref()), vec![2]);
    assert!(options(m.as_ref(), 2).contains(&"strike minuteman wh10 p1".to_string()));
    ok(&mut m, 2, "strike minuteman wh10 p1");
    m.force_roll(6);
    all_pass(&mut m);
    assert_eq!(pop(m.as_ref(), 0), 12, "2 M + 6");
    while m.outcome().is_none() {
        let p = m.pending()[0].clone();
        let choice = p
            .options
            .iter()
            .find(|o| o.notation == "done" || o.notation == "pass")
            .unwrap_or(&p.options[0]);
        ok(&mut m, p.seat, &choice.notation.clone());
    }
    assert_eq!(m.outcome().map(|o| o.winners), Some(vec![0]));
}

#[test]
fn s1_21_combined_game_deals_more_people_and_merges_the_decks() {
    let m = new_match_mode(4, 7, "combined");
    let v = view(m.as_ref());
    assert_eq!(v["mode"], "combined");
    let people: u64 = (0..4).map(|s| pop(m.as_ref(), s)).sum::<u64>() + v["bank"].as_u64().unwrap_or(0);
    assert_eq!(people, 480, "two population decks");
    let e = new_match_mode(4, 7, "escalation");
    let people: u64 = (0..4).map(|s| pop(e.as_ref(), s)).sum::<u64>() + view(e.as_ref())["bank"].as_u64().unwrap_or(0);
    assert_eq!(people, 240);
    // An unknown mode is refused with the legal values.
    let registry = warroom::games::Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut options = warroom::engine::GameOptions::new();
    options.insert("mode".into(), "proliferation".into());
    let err = kind.create(3, &options, 1).err().expect("refused");
    assert_eq!(err.text.key, "err-bad-option-value");
}

/// Escalation and the combined game play to the end in the terminal, typing option numbers.
#[test]
fn escalation_and_combined_play_to_the_end_in_the_terminal() {
    use std::io::Cursor;
    use warroom::cli::play::{PlaySetup, play};
    let registry = warroom::games::Registry::builtin();
    for mode in ["escalation", "combined"] {
        let mut options = warroom::engine::GameOptions::new();
        options.insert("mode".into(), mode.into());
        let setup = PlaySetup {
            game: "nuclear-war".into(),
            seats: 3,
            seed: 11,
            lang: warroom::i18n::Lang::En,
            options,
            names: vec!["Ada".into(), "Bora".into(), "Chen".into()],
            save: None,
            ai: Vec::new(),
        };
        let mut x: u64 = 0x9e37_79b9;
        let typed: String = (0..150_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                format!("{}\n", 1 + x % 12)
            })
            .collect();
        let mut screen = Vec::new();
        let game = play(&setup, &registry, Cursor::new(typed), &mut screen).expect("plays");
        let screen = String::from_utf8(screen).expect("utf-8");
        let tail: Vec<&str> = screen.lines().rev().take(40).collect();
        assert!(game.outcome().is_some(), "{mode}: the game reached its end: {tail:#?}");
        assert!(
            screen.contains("secret response"),
            "{mode}: response windows were played"
        );
    }
}
