//! Passing ahead (issue 34): in a window a player may pass to the end of the challenge, the phase
//! or the round; until then it is not asked where only a card hidden from the other player could
//! be used — its own choice, so being asked still depends on nothing hidden (spec §3). A card it
//! has in play still asks. Rulebook: after each action the opponent gets a chance to act or pass
//! (seed 002 L654-660); passing ahead is that pass, given in advance.

use super::kit::{at_challenges, play, put_in_hand, put_in_play, refused};
use crate::engine::{Game, GameRng, Viewer};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::windows::WindowKind;
use crate::games::thrones::state::{Phase, Step, Thrones};

/// A round-1 challenges phase in the strict mode, Stark (seat 0) active and first, Stark with
/// two attackers and Lannister with The Hound (military only: it cannot defend a power
/// challenge) and gold for The Lion's Will: both could hold a usable card, so both are asked in
/// every window.
fn strict_challenges(seed: u64) -> (Thrones, GameRng) {
    let (mut g, rng) = at_challenges(seed, ["calling-the-banners", "blockade"]);
    g.casual = false;
    put_in_play(&mut g, 0, &["robb-stark", "knight-of-the-tumblestone"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[1].gold = 2;
    (g, rng)
}

fn window(g: &Thrones) -> Option<(usize, WindowKind)> {
    waiting_window(g).map(|(s, w)| (s, w.kind))
}

/// The notations offered to the seat a window waits on.
fn offered(g: &Thrones) -> Vec<String> {
    g.pending()[0].options.iter().map(|o| o.notation.clone()).collect()
}

/// Answers one thing asked: a window with a pass, a question with its smallest answer, a
/// player at its challenges menu makes no more challenges. Returns the seat a window asked.
fn step(g: &mut Thrones, rng: &mut GameRng) -> Option<usize> {
    use crate::engine::{Ask, Selection};
    if let Some((s, _)) = waiting_window(g) {
        play(g, rng, s, "pass");
        return Some(s);
    }
    let prompt = g.pending().into_iter().next().expect("something is asked");
    let line = match prompt.ask {
        Ask::One => ["done", "no-save"]
            .iter()
            .find_map(|w| prompt.options.iter().find(|o| o.notation == *w))
            .unwrap_or(&prompt.options[0])
            .notation
            .clone(),
        Ask::Several { min, .. } => prompt
            .answer(&Selection::Several((0..min as usize).collect()))
            .expect("the smallest answer"),
        _ => panic!("not asked in this game: {prompt:?}"),
    };
    play(g, rng, prompt.seat, &line);
    None
}

/// Answers what is asked ([`step`]) until `stop` holds, calling `on_window` with each seat a
/// window asked.
fn run_until(g: &mut Thrones, rng: &mut GameRng, stop: impl Fn(&Thrones) -> bool, mut on_window: impl FnMut(usize)) {
    for _ in 0..500 {
        if stop(g) {
            return;
        }
        if let Some(s) = step(g, rng) {
            on_window(s);
        }
    }
    panic!("did not come to a stop in {:?}", g.phase);
}

/// How many windows asked each seat on the way to `stop` ([`run_until`]).
fn asked_until(g: &mut Thrones, rng: &mut GameRng, stop: impl Fn(&Thrones) -> bool) -> [usize; 2] {
    let mut asked = [0, 0];
    run_until(g, rng, stop, |s| asked[s] += 1);
    asked
}

/// Stark starts its military challenge with the Knight of the Tumblestone; Lannister is asked in
/// the attackers window next.
fn military_challenge(g: &mut Thrones, rng: &mut GameRng) {
    play(g, rng, 0, "challenge military");
    play(g, rng, 0, "attack knight-of-the-tumblestone");
    pass_until_asked(g, rng, 1);
}

/// Passes every window until `seat` is asked in one (or nothing is open).
fn pass_until_asked(g: &mut Thrones, rng: &mut GameRng, seat: usize) {
    while let Some((s, _)) = waiting_window(g) {
        if s == seat {
            return;
        }
        play(g, rng, s, "pass");
    }
}

/// Stark starts a power challenge with Robb Stark and passes its attackers window.
fn power_challenge(g: &mut Thrones, rng: &mut GameRng) {
    play(g, rng, 0, "challenge power");
    play(g, rng, 0, "attack robb-stark");
    play(g, rng, 0, "pass");
    assert_eq!(window(g), Some((1, WindowKind::Attackers)));
}

#[test]
fn passing_to_the_end_of_the_challenge_skips_its_windows_only() {
    let (mut g, mut rng) = strict_challenges(1);
    power_challenge(&mut g, &mut rng);
    assert_eq!(
        offered(&g),
        ["pass", "pass challenge", "pass phase", "pass round"],
        "every reach of a pass is offered in a challenge"
    );
    play(&mut g, &mut rng, 1, "pass challenge");
    let asked = asked_until(&mut g, &mut rng, |g| g.challenge.is_none());
    assert_eq!(asked[1], 0, "Lannister is not asked again in this challenge");
    military_challenge(&mut g, &mut rng);
    assert_eq!(
        window(&g),
        Some((1, WindowKind::Attackers)),
        "asked again in the next challenge"
    );
}

#[test]
fn passing_to_the_end_of_the_phase_lasts_the_phase() {
    let (mut g, mut rng) = strict_challenges(2);
    power_challenge(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "pass phase");
    assert_eq!(g.view(Viewer::Seat(1))["passing_ahead"], "phase");
    assert_eq!(
        g.view(Viewer::Seat(0))["passing_ahead"],
        serde_json::Value::Null,
        "a seat's view shows its own choice only"
    );
    let first = asked_until(&mut g, &mut rng, |g| g.challenge.is_none());
    military_challenge(&mut g, &mut rng);
    assert_ne!(
        window(&g).map(|w| w.0),
        Some(1),
        "Lannister is not asked after attackers"
    );
    let rest = asked_until(&mut g, &mut rng, |g| g.phase == Phase::Dominance);
    assert_eq!(first[1] + rest[1], 0, "Lannister is asked in no window of the phase");
    pass_until_asked(&mut g, &mut rng, 1);
    assert_eq!(
        window(&g),
        Some((1, WindowKind::Dominance)),
        "asked again in the next phase"
    );
}

#[test]
fn passing_to_the_end_of_the_round_lasts_until_the_next_round() {
    let (mut g, mut rng) = strict_challenges(3);
    power_challenge(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "pass round");
    let asked = asked_until(&mut g, &mut rng, |g| g.round == 2);
    assert_eq!(asked[1], 0, "Lannister is asked in no window of round 1");
    run_until(&mut g, &mut rng, |g| window(g).is_some_and(|(s, _)| s == 1), |_| {});
    assert_eq!(g.round, 2, "asked again in the next round");
    assert!(g.ahead[1].is_none(), "a new round forgets it");
}

#[test]
fn a_card_in_play_still_asks_while_passing_ahead() {
    let (mut g, mut rng) = strict_challenges(4);
    put_in_play(&mut g, 1, &["bronn"]);
    power_challenge(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "pass phase");
    play(&mut g, &mut rng, 1, "defend");
    pass_until_asked(&mut g, &mut rng, 1);
    assert_eq!(
        window(&g),
        Some((1, WindowKind::Defenders)),
        "Bronn can be used (2 gold, any phase): Lannister is asked, as everyone can see"
    );
    let options = offered(&g);
    assert!(options.iter().any(|o| o.starts_with("use bronn")), "{options:?}");
    assert!(
        options.ends_with(&["pass round".to_string()]) && !options.contains(&"pass phase".to_string()),
        "only a wider pass is offered again: {options:?}"
    );
}

#[test]
fn what_the_other_player_reads_after_a_pass_ahead_does_not_depend_on_the_hand() {
    let reads = |in_hand: bool| {
        let (mut g, mut rng) = strict_challenges(5);
        let held = if in_hand {
            "the-lions-will"
        } else {
            "lannisport-steward"
        };
        put_in_hand(&mut g, 1, &[held]);
        power_challenge(&mut g, &mut rng);
        play(&mut g, &mut rng, 1, "pass phase");
        let mut seen = Vec::new();
        while g.round == 1 {
            let public: Vec<_> = g.pending().into_iter().map(|p| (p.seat, p.question)).collect();
            seen.push((g.awaiting(), public, g.status(Viewer::Seat(0)), g.view(Viewer::Seat(0))));
            step(&mut g, &mut rng);
        }
        seen
    };
    let (holding, not) = (reads(true), reads(false));
    assert!(holding.len() > 5, "{} positions", holding.len());
    assert_eq!(holding, not, "Stark learns nothing of Lannister's hand");
}

#[test]
fn a_pass_ahead_is_refused_where_it_has_no_meaning() {
    let (mut g, mut rng) = strict_challenges(6);
    assert_eq!(
        refused(&g, &mut rng, 0, "pass round"),
        "thrones-err-no-window",
        "no window is open"
    );
    run_until(
        &mut g,
        &mut rng,
        |g| window(g) == Some((1, WindowKind::Dominance)),
        |_| {},
    );
    assert_eq!(offered(&g), ["pass", "pass phase", "pass round"]);
    assert_eq!(refused(&g, &mut rng, 1, "pass challenge"), "thrones-err-no-challenge");
    assert_eq!(refused(&g, &mut rng, 1, "pass never"), "thrones-err-bad-line");
}

#[test]
fn standing_auto_passes_still_pass_for_a_player_without_asking() {
    let (mut g, mut rng) = strict_challenges(7);
    g.set_auto_pass(1, "attackers", true).unwrap();
    play(&mut g, &mut rng, 0, "challenge power");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    play(&mut g, &mut rng, 0, "pass");
    assert_ne!(
        window(&g),
        Some((1, WindowKind::Attackers)),
        "Lannister passed by its standing choice"
    );
    assert_ne!(g.challenge.as_ref().map(|c| c.step), Some(Step::AfterAttackers));
}
