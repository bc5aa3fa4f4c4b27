//! Games saved before the card events kept typed state: saves written mid-event by that code
//! (`fixtures/*.json`) must load and play on exactly like the same game played now.
//!
//! Each scenario is a short script from the standard opening to a point inside a card's event
//! (the save), then the moves that follow it. The fixtures were written by the code before the
//! change (commit ace39f2, `cargo test --test it write_old_save_fixtures -- --ignored`).

use warroom::engine::{AnyMatch, Viewer};
use warroom::games::Registry;

use super::support::*;

/// Who says a line of a scenario.
#[derive(Clone, Copy)]
enum By {
    Edit,
    Seat(usize),
    /// A move the seat may not make.
    Refused(usize),
}

use By::{Edit, Refused, Seat};

const RUSSIA: By = Seat(USSR);
const AMERICA: By = Seat(US);

struct Scenario {
    name: &'static str,
    /// From the standard opening (seed 1) to the save.
    before: &'static [(By, &'static str)],
    /// What follows the save.
    after: &'static [(By, &'static str)],
}

/// Ask Not's pending draw holds the discarded card; Chernobyl, Missile Envy and We Will Bury You
/// are in effect through their old top-level fields.
const ASK_NOT: Scenario = Scenario {
    name: "ask_not",
    before: &[
        (Edit, "set turn 8"),
        (
            Edit,
            "set hand ussr europe-scoring nasser decolonization socialist-governments",
        ),
        (
            Edit,
            "set hand us middle-east-scoring chernobyl ask-not-what-your-country-can-do-for-you truman-doctrine defectors special-relationship",
        ),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (RUSSIA, "play nasser influence finland"),
        (AMERICA, "play chernobyl event choose europe"),
        (RUSSIA, "play decolonization influence afghanistan:2"),
        (Edit, "set deck-top fidel korean-war vietnam-revolts"),
        (AMERICA, "play ask-not-what-your-country-can-do-for-you event"),
        (AMERICA, "choose truman-doctrine"),
        (Edit, "set missile-envy us"),
        (Edit, "set bury-you on"),
    ],
    after: &[
        (AMERICA, "choose defectors"),
        (AMERICA, "done"),
        // Chernobyl keeps the USSR's ops out of Europe.
        (Refused(USSR), "play socialist-governments influence poland"),
        (RUSSIA, "play socialist-governments influence afghanistan:3"),
        (AMERICA, "play special-relationship influence canada"),
    ],
};

/// Warsaw Pact between its second and third wiped country (question 2).
const WARSAW_PACT: Scenario = Scenario {
    name: "warsaw_pact",
    before: &[
        (Edit, "set hand ussr europe-scoring warsaw-pact-formed nasser"),
        (Edit, "set hand us middle-east-scoring duck-and-cover defectors"),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (Edit, "set influence poland 0 1"),
        (Edit, "set influence hungary 0 1"),
        (Edit, "set influence romania 0 1"),
        (Edit, "set influence bulgaria 0 1"),
        (Edit, "set influence czechoslovakia 0 1"),
        (RUSSIA, "play warsaw-pact-formed event choose wipe choose poland"),
    ],
    after: &[
        (RUSSIA, "choose hungary"),
        (RUSSIA, "choose romania"),
        (RUSSIA, "choose bulgaria"),
        (AMERICA, "play defectors influence canada"),
    ],
};

/// Grain Sales: the taken card waits in a pending resume beneath the US's question.
const GRAIN_SALES: Scenario = Scenario {
    name: "grain_sales",
    before: &[
        (Edit, "set turn 4"),
        (Edit, "set hand ussr europe-scoring nasser decolonization"),
        (
            Edit,
            "set hand us middle-east-scoring grain-sales-to-soviets truman-doctrine",
        ),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (RUSSIA, "play nasser influence finland"),
        (AMERICA, "play grain-sales-to-soviets event"),
    ],
    after: &[
        (AMERICA, "choose return"),
        (AMERICA, "influence place canada:2"),
        (RUSSIA, "play decolonization influence afghanistan:2"),
    ],
};

/// De-Stalinization halfway through its removals, its placing stage to follow.
const DE_STALINIZATION: Scenario = Scenario {
    name: "de_stalinization",
    before: &[
        (Edit, "set hand ussr europe-scoring de-stalinization nasser"),
        (Edit, "set hand us middle-east-scoring duck-and-cover defectors"),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (RUSSIA, "play de-stalinization event remove east-germany"),
    ],
    after: &[
        (RUSSIA, "remove poland"),
        (RUSSIA, "done"),
        (RUSSIA, "place france libya"),
        (AMERICA, "play defectors influence canada"),
    ],
};

/// Our Man in Tehran: the cards seen and not yet discarded ride in its pending resume.
const TEHRAN: Scenario = Scenario {
    name: "tehran",
    before: &[
        (Edit, "set turn 8"),
        (Edit, "set hand ussr europe-scoring nasser decolonization"),
        (
            Edit,
            "set hand us middle-east-scoring our-man-in-tehran truman-doctrine",
        ),
        (
            Edit,
            "set deck-top fidel korean-war vietnam-revolts blockade suez-crisis",
        ),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (RUSSIA, "play nasser influence finland"),
        (Edit, "set influence iran 0 2"),
        (AMERICA, "play our-man-in-tehran event choose fidel"),
    ],
    after: &[
        (AMERICA, "choose blockade"),
        (AMERICA, "done"),
        (RUSSIA, "play decolonization influence afghanistan:2"),
    ],
};

/// Latin American Debt Crisis refused by the US: the USSR's first doubling (question 1).
const DEBT_CRISIS: Scenario = Scenario {
    name: "debt_crisis",
    before: &[
        (Edit, "set turn 8"),
        (Edit, "set hand ussr europe-scoring latin-american-debt-crisis nasser"),
        (Edit, "set hand us middle-east-scoring duck-and-cover defectors"),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (Edit, "set influence argentina 2 0"),
        (Edit, "set influence brazil 1 0"),
        (Edit, "set influence chile 1 0"),
        (RUSSIA, "play latin-american-debt-crisis event"),
        (AMERICA, "choose let-ussr-double"),
    ],
    after: &[
        (RUSSIA, "choose argentina"),
        (RUSSIA, "choose chile"),
        (AMERICA, "play defectors influence canada"),
    ],
};

/// Che's first coup granted, its resume point (a second coup) beneath.
const CHE: Scenario = Scenario {
    name: "che",
    before: &[
        (Edit, "set turn 8"),
        (Edit, "set hand ussr europe-scoring che nasser"),
        (Edit, "set hand us middle-east-scoring duck-and-cover defectors"),
        (RUSSIA, "headline europe-scoring"),
        (AMERICA, "headline middle-east-scoring"),
        (Edit, "set influence nicaragua 0 1"),
        (Edit, "set influence guatemala 0 1"),
        (RUSSIA, "play che event coup"),
    ],
    after: &[
        (RUSSIA, "coup nicaragua"),
        (RUSSIA, "coup guatemala"),
        (AMERICA, "play defectors influence canada"),
    ],
};

const SCENARIOS: [Scenario; 7] = [
    ASK_NOT,
    WARSAW_PACT,
    GRAIN_SALES,
    DE_STALINIZATION,
    TEHRAN,
    DEBT_CRISIS,
    CHE,
];

fn fixture_path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it/twilight_struggle/fixtures")
        .join(format!("old_save_{name}.json"))
}

fn say(m: &mut Box<dyn AnyMatch>, by: By, line: &str) {
    match by {
        Edit => edit(m, line),
        Seat(seat) => {
            ok(m, seat, line);
        }
        Refused(seat) => {
            refused(m, seat, line);
        }
    }
}

/// The scenario played up to its save.
fn played_to_save(s: &Scenario) -> Box<dyn AnyMatch> {
    let mut m = after_setup(1);
    for &(by, line) in s.before {
        say(&mut m, by, line);
    }
    m
}

fn old_save(name: &str) -> String {
    std::fs::read_to_string(fixture_path(name)).expect("the fixture is there")
}

/// Whether a saved state is in the form before typed card state: the three old card fields, and
/// a step with a stage number (a question or resume point) or a spread's numbered `then`.
fn in_the_old_form(saved: &str) -> bool {
    let v: serde_json::Value = serde_json::from_str(saved).expect("json");
    let game = &v["game"];
    let stack = game["stack"].as_array().cloned().unwrap_or_default();
    ["missile_envy", "bury_you", "chernobyl"]
        .iter()
        .all(|f| game.get(f).is_some())
        && game.get("card_state").is_none()
        && stack.iter().any(|step| step["stage"].is_u64() || step["then"].is_u64())
}

/// A save without the trail (the sights of the seat's current run of moves, which only the AI
/// levels read): an older save has none, by design, and starts a new trail from its next move.
fn rules_state(m: &dyn AnyMatch) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(&m.save()).expect("json");
    v.as_object_mut().expect("an object").remove("trail");
    v
}

#[test]
fn games_saved_mid_event_before_typed_card_state_load_and_play_on_like_games_played_now() {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    for s in &SCENARIOS {
        let saved = old_save(s.name);
        assert!(in_the_old_form(&saved), "{}: the fixture keeps the old form", s.name);
        let mut old = kind.load(&saved).expect("the old save loads");
        let mut now = played_to_save(s);
        // The old save reads as exactly the game the same moves make now.
        assert_eq!(
            rules_state(old.as_ref()),
            rules_state(now.as_ref()),
            "{}: loaded",
            s.name
        );
        for viewer in [Viewer::Public, Viewer::Seat(USSR), Viewer::Seat(US)] {
            assert_eq!(old.view(viewer), now.view(viewer), "{}: view", s.name);
        }
        for &(by, line) in s.after {
            match by {
                Edit => {
                    edit(&mut old, line);
                    edit(&mut now, line);
                }
                Seat(seat) => assert_eq!(
                    ok(&mut old, seat, line),
                    ok(&mut now, seat, line),
                    "{}: `{line}`",
                    s.name
                ),
                Refused(seat) => assert_eq!(
                    refused(&mut old, seat, line).text,
                    refused(&mut now, seat, line).text,
                    "{}: `{line}`",
                    s.name
                ),
            }
            assert_eq!(
                rules_state(old.as_ref()),
                rules_state(now.as_ref()),
                "{}: after `{line}`",
                s.name
            );
        }
    }
}

#[test]
fn the_old_card_fields_become_the_cards_own_state() {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let old = kind.load(&old_save(ASK_NOT.name)).expect("the old save loads");
    let v = view(old.as_ref());
    assert_eq!(v["chernobyl_region"], "europe");
    assert_eq!(v["missile_envy"], "us");
    assert_eq!(v["we_will_bury_you"], true);
    let saved: serde_json::Value = serde_json::from_str(&old.save()).expect("json");
    assert_eq!(
        saved["game"]["card_state"],
        serde_json::json!({ "49": "us", "50": null, "94": "europe" })
    );
    // The pending draw remembers the discarded Truman Doctrine (#19), typed.
    let stack = saved["game"]["stack"].as_array().expect("stack");
    assert!(
        stack.contains(&serde_json::json!({ "step": "resume", "card": 77, "memo": { "draw": { "discarded": [19] } } })),
        "{stack:?}"
    );
}
