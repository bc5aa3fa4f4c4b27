//! Helpers for the Twilight Struggle rules tests: the standard opening, moves that must be accepted
//! or refused (a refusal must leave the saved game byte for byte as it was), and view readers.
//!
//! Seat 0 is the USSR, seat 1 the US.

use serde_json::Value;
use warroom::engine::{AnyMatch, Applied, Arg, Audience, LogEntry, RuleError, Text, Viewer};
use warroom::games::twilight_struggle;

use super::new_match;

pub const USSR: usize = 0;
pub const US: usize = 1;

pub fn view(m: &dyn AnyMatch) -> Value {
    m.view(Viewer::Public)
}

pub fn private(m: &dyn AnyMatch, seat: usize) -> Value {
    m.view(Viewer::Seat(seat))
}

pub fn phase(m: &dyn AnyMatch) -> String {
    view(m)["phase"].as_str().unwrap_or("").to_string()
}

pub fn num(m: &dyn AnyMatch, key: &str) -> i64 {
    view(m)[key]
        .as_i64()
        .unwrap_or_else(|| panic!("view key {key} is not a number"))
}

pub fn vp(m: &dyn AnyMatch) -> i64 {
    num(m, "vp")
}

pub fn defcon(m: &dyn AnyMatch) -> i64 {
    num(m, "defcon")
}

/// `(ussr, us)` influence in a country.
pub fn inf(m: &dyn AnyMatch, country: &str) -> (i64, i64) {
    let v = &view(m)["influence"][country];
    (v["ussr"].as_i64().unwrap_or(0), v["us"].as_i64().unwrap_or(0))
}

/// `"ussr"`, `"us"` or `""` (nobody controls it).
pub fn control(m: &dyn AnyMatch, country: &str) -> String {
    view(m)["control"][country].as_str().unwrap_or("").to_string()
}

pub fn pair(m: &dyn AnyMatch, key: &str) -> (i64, i64) {
    let v = &view(m)[key];
    (v["ussr"].as_i64().unwrap_or(-1), v["us"].as_i64().unwrap_or(-1))
}

pub fn hand(m: &dyn AnyMatch, seat: usize) -> Vec<String> {
    strings(&private(m, seat)["you"]["hand"])
}

pub fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
        .unwrap_or_default()
}

pub fn pending_seats(m: &dyn AnyMatch) -> Vec<usize> {
    m.pending().iter().map(|p| p.seat).collect()
}

pub fn options(m: &dyn AnyMatch, seat: usize) -> Vec<String> {
    m.pending()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.options)
        .map(|c| c.notation)
        .collect()
}

pub fn has_option(m: &dyn AnyMatch, seat: usize, notation: &str) -> bool {
    options(m, seat).iter().any(|o| o == notation)
}

/// Applies a move that must be accepted; checks the invariants after it.
pub fn ok(m: &mut Box<dyn AnyMatch>, seat: usize, line: &str) -> Applied {
    let applied = m.apply(seat, line).unwrap_or_else(|e| {
        panic!(
            "`{line}` by seat {seat} refused: {:?}; options {:?}",
            e.text,
            options(m.as_ref(), seat)
        )
    });
    m.check_invariants().unwrap_or_else(|e| panic!("after `{line}`: {e}"));
    applied
}

pub fn edit(m: &mut Box<dyn AnyMatch>, command: &str) {
    m.edit(command)
        .unwrap_or_else(|e| panic!("edit `{command}` refused: {:?}", e.text));
    m.check_invariants()
        .unwrap_or_else(|e| panic!("after edit `{command}`: {e}"));
}

/// Applies a move that must be refused; checks that the saved game (state, RNG, move counter) is
/// unchanged and returns the error.
pub fn refused(m: &mut Box<dyn AnyMatch>, seat: usize, line: &str) -> RuleError {
    let before = m.save();
    let err = m
        .apply(seat, line)
        .err()
        .unwrap_or_else(|| panic!("`{line}` by seat {seat} was accepted"));
    assert_eq!(m.save(), before, "refused `{line}` changed the game");
    err
}

/// [`refused`], and the error names the rule by its message key.
pub fn refused_with(m: &mut Box<dyn AnyMatch>, seat: usize, line: &str, key: &str) -> RuleError {
    let err = refused(m, seat, line);
    assert_eq!(
        err.text.key, key,
        "`{line}` refused for the wrong reason: {:?}",
        err.text
    );
    err
}

/// Public log texts with this key.
pub fn logged<'a>(log: &'a [LogEntry], key: &str) -> Vec<&'a Text> {
    log.iter()
        .filter(|e| e.audience == Audience::All && e.text.key == key)
        .map(|e| &e.text)
        .collect()
}

pub fn arg_num(text: &Text, name: &str) -> i64 {
    match text.args.get(name) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{}: argument {name} is {other:?}", text.key),
    }
}

pub fn arg_key(text: &Text, name: &str) -> String {
    match text.args.get(name) {
        Some(Arg::Text(t)) => t.key.to_string(),
        Some(Arg::Str(s)) => s.clone(),
        other => panic!("{}: argument {name} is {other:?}", text.key),
    }
}

/// The standard openings of the strategy guide (seed 000 lines 2855, 2891): USSR East Germany 4
/// (3 fixed + 1), Poland 4, Yugoslavia 1; US West Germany 4, Italy 3. Turn 1, headline next.
pub fn after_setup(seed: u64) -> Box<dyn AnyMatch> {
    let mut m = new_match(&[], seed);
    ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
    ok(&mut m, US, "place west-germany:4 italy:3");
    assert_eq!(phase(m.as_ref()), "headline");
    m
}

/// Hands for both sides, then both headline a scoring card that scores nothing after the
/// standard opening (USSR: Europe Scoring, 5 VP each; US: Middle East Scoring, nobody present),
/// so VP stay 0 and nothing else moves. Action round 1 of turn 1: the USSR chooses a card.
pub fn action_round(ussr_hand: &[&str], us_hand: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = after_setup(1);
    edit(&mut m, &format!("set hand ussr europe-scoring {}", ussr_hand.join(" ")));
    edit(
        &mut m,
        &format!("set hand us middle-east-scoring {}", us_hand.join(" ")),
    );
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    m
}

/// Seven cards each for the fixtures: USSR 3/3/2/2/2/1/1 ops, US 3/3/3/2/2/1/1 ops (no event part 1
/// resolves).
pub const USSR_CARDS: [&str; 7] = [
    "socialist-governments",
    "suez-crisis",
    "decolonization",
    "arab-israeli-war",
    "the-cambridge-five",
    "blockade",
    "nasser",
];
pub const US_CARDS: [&str; 7] = [
    "duck-and-cover",
    "five-year-plan",
    "east-european-unrest",
    "defectors",
    "special-relationship",
    "truman-doctrine",
    "cia-created",
];

/// Action round 1 with the fixture hands.
pub fn standard_round() -> Box<dyn AnyMatch> {
    action_round(&USSR_CARDS, &US_CARDS)
}

/// Plays whatever comes first until `done` holds: cards for influence (scoring cards when they
/// must be played), first listed countries, `keep` on the box-6 discard. Headline phases are
/// answered with the first card offered. Used to get through rounds a test does not look at.
pub fn autoplay(m: &mut Box<dyn AnyMatch>, done: impl Fn(&dyn AnyMatch) -> bool) {
    for _ in 0..2_000 {
        if done(m.as_ref()) || m.outcome().is_some() {
            return;
        }
        step(m);
    }
    panic!("autoplay did not reach its goal");
}

/// One decision as [`autoplay`] takes it.
pub fn step(m: &mut Box<dyn AnyMatch>) {
    let prompt = m.pending()[0].clone();
    let notations: Vec<&str> = prompt.options.iter().map(|o| o.notation.as_str()).collect();
    let pick = match phase(m.as_ref()).as_str() {
        "choose-use" => ["influence", "space", "realign", "coup", "event"]
            .into_iter()
            .find(|u| notations.contains(u))
            .expect("some use"),
        "space-discard" => "keep",
        _ => notations
            .iter()
            .copied()
            .find(|n| *n != "back" && *n != "reset" && *n != "pass")
            .or_else(|| notations.first().copied())
            .expect("some option"),
    };
    let pick = pick.to_string();
    ok(m, prompt.seat, &pick);
}

/// Ends the current turn quickly: both sides are put at their last action rounds (as many as the
/// scoring cards either must still play), which [`autoplay`] plays; stops at the next turn's
/// headline (or the end of the game).
pub fn finish_turn(m: &mut Box<dyn AnyMatch>) {
    let turn = num(m.as_ref(), "turn");
    let rounds = if turn <= 3 { 6 } else { 7 };
    let scoring = [USSR, US]
        .into_iter()
        .map(|s| hand(m.as_ref(), s).iter().filter(|c| is_scoring(c)).count() as i64)
        .max()
        .unwrap_or(0)
        .max(1);
    edit(m, &format!("set round {}", rounds - scoring + 1));
    autoplay(m, |g| num(g, "turn") > turn);
}

pub fn is_scoring(card_id: &str) -> bool {
    twilight_struggle::card(card_id).is_some_and(|c| c.scoring)
}

/// Moves on to action round 1 of turn `target` (an era change is played through: the last
/// rounds with [`autoplay`], the headline with the first cards offered).
pub fn to_turn(m: &mut Box<dyn AnyMatch>, target: i64) {
    loop {
        let turn = num(m.as_ref(), "turn");
        let era_end = match turn {
            ..=3 => 3,
            4..=7 => 7,
            _ => 10,
        };
        if target <= era_end {
            edit(m, &format!("set turn {target}"));
            return;
        }
        edit(m, &format!("set turn {era_end}"));
        finish_turn(m);
        autoplay(m, |g| phase(g) == "choose-card");
    }
}

/// Every country back to no influence (scoring tests build their own maps).
pub fn clear_map(m: &mut Box<dyn AnyMatch>) {
    for c in twilight_struggle::countries() {
        edit(m, &format!("set influence {} 0 0", c.id));
    }
}
