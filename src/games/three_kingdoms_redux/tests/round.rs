//! Whole rounds through the pure engine: drafts, alliance, bidding, resolution, upkeep, and
//! random complete games with invariants after every step (the prompt layer comes next; this
//! drives the same functions it will call).

use super::super::data::Kingdom;
use super::super::prompts::notation::TkrAction;
use super::super::rules::bidding::{alliance_choices, choose_alliance, current_bidder, free_generals, pass, place};
use super::super::rules::round::{actor, done, to_perform};
use super::super::rules::setup::{pick, setup};
use super::super::state::{GeneralIx, Phase, Placement, Space, ThreeKingdoms};
use crate::engine::{GameRng, LogEntry};

/// Answers whatever is asked with random legal choices; `false` when the game is over.
fn step(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
    match &g.phase {
        Phase::Draft(d) => {
            let waiting = d.picks.waiting();
            let seat = waiting.iter().next().expect("someone drafts");
            let mut drawn = d.drawn[seat].clone();
            rng.shuffle(&mut drawn);
            drawn.truncate(usize::from(d.keep[seat]));
            pick(g, Kingdom::of_seat(seat), drawn, log).expect("a legal draft pick");
        }
        Phase::Alliance => {
            let choices = alliance_choices(g);
            let space = choices[rng.below(choices.len())];
            choose_alliance(g, g.bid_order[2], space, log).expect("a legal alliance space");
        }
        Phase::Bidding { .. } => {
            let k = current_bidder(g).expect("a bidder");
            let generals = free_generals(g, k);
            if rng.below(6) == 0 {
                pass(g, k, log).expect("a pass");
                return true;
            }
            let general: GeneralIx = generals[rng.below(generals.len())];
            let open: Vec<Space> = Space::ALL
                .into_iter()
                .filter(|s| s.open_to(k))
                .filter(|s| !matches!(s, Space::Tribal(_)) || !g.placements.iter().any(|p| p.space == *s))
                .collect();
            let space = open[rng.below(open.len())];
            let p = Placement::plain(k, general, space);
            place(g, p, log).expect("a plain placement is legal");
        }
        Phase::Resolution { .. } if super::super::cards::benefits::asking(g, actor(g).expect("an actor")).is_some() => {
            let k = actor(g).expect("an actor");
            benefit(g, k, rng, log);
        }
        Phase::RoundEnd => {
            let k = g.owed.first().expect("a benefit owed").kingdom;
            benefit(g, k, rng, log);
        }
        Phase::Resolution { .. } => {
            let k = actor(g).expect("an actor");
            let spaces = to_perform(g, k);
            if spaces.is_empty() || rng.below(8) == 0 {
                done(g, k, rng, log).expect("done");
                return true;
            }
            let space = spaces[rng.below(spaces.len())];
            let mut acts = super::super::rules::action_check::candidate_acts(g, k, space);
            rng.shuffle(&mut acts);
            if !acts
                .into_iter()
                .any(|a| super::super::rules::round::act(g, k, space, &a, log).is_ok())
            {
                // Nothing legal there (say, no gold for the Han Emperor): decline it by passing on.
                done(g, k, rng, log).expect("done");
            }
        }
        Phase::Over => return false,
    }
    true
}

/// `k` takes one of its owed card benefits, or finishes them, at random.
fn benefit(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let choices = super::super::prompts::benefits::choices(g, k);
    assert!(!choices.is_empty(), "a benefit owed with nothing to choose");
    match choices[rng.below(choices.len())].0.clone() {
        TkrAction::Benefit(card, pick) => super::super::rules::benefits::choose(g, k, card, &pick, rng, log),
        _ => super::super::rules::benefits::finish(g, k, rng, log),
    }
    .expect("a legal benefit");
}

fn check(g: &ThreeKingdoms) {
    super::super::rules::invariants::check(g).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn random_complete_games_keep_their_invariants_and_end_by_round_12() {
    let games: u64 = std::env::var("TKR_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let mut rounds = Vec::new();
    // Card benefits that ask their owner: at the end of a round, and right after an action.
    let (mut round_end_asks, mut after_action_asks) = (0, 0);
    for seed in 0..games {
        let mut rng = GameRng::new(seed);
        let (mut g, _) = setup(&mut rng);
        let mut log = Vec::new();
        let mut steps = 0;
        while step(&mut g, &mut rng, &mut log) {
            check(&g);
            match g.phase {
                Phase::RoundEnd => round_end_asks += 1,
                Phase::Resolution { .. } if !g.owed.is_empty() => after_action_asks += 1,
                _ => {}
            }
            steps += 1;
            assert!(steps < 5_000, "seed {seed}: no end");
        }
        rounds.push(g.round);
        let scores = super::super::rules::scoring::final_scores(&g);
        assert_eq!(scores.len(), 3);
        for s in &scores {
            assert_eq!(s.total, s.lines.iter().map(|(_, v)| v).sum::<i32>(), "seed {seed}");
        }
    }
    assert!(rounds.iter().all(|&r| (1..=12).contains(&r)));
    // Random play reaches the later rounds (the game is not cut short by a bug).
    let mean = rounds.iter().map(|&r| f64::from(r)).sum::<f64>() / rounds.len() as f64;
    assert!(mean > 6.0, "mean last round {mean}");
    if games >= 50 {
        assert!(
            round_end_asks > 0 && after_action_asks > 0,
            "random play reaches benefit choices: {round_end_asks} at round ends, {after_action_asks} after actions"
        );
    }
    eprintln!(
        "{games} random games, mean last round {mean:.1}; {round_end_asks} round-end and {after_action_asks} after-action benefit choices"
    );
}

#[test]
fn r15_a_round_runs_conflict_then_resolution_then_upkeep_into_the_next() {
    let mut rng = GameRng::new(4);
    let (mut g, _) = setup(&mut rng);
    let mut log = Vec::new();
    while g.round == 1 {
        assert!(step(&mut g, &mut rng, &mut log));
    }
    assert_eq!(g.round, 2);
    assert!(g.placements.is_empty() && g.winners.is_empty());
    assert!(g.last_alliance_space.is_some(), "R-22: remembered for round 2");
    assert_eq!(g.phase, Phase::Alliance, "no recruitment in round 2 (R-16)");
    while g.round == 2 {
        assert!(step(&mut g, &mut rng, &mut log));
    }
    assert!(matches!(g.phase, Phase::Draft(_)), "R-16: recruitment opens round 3");
}
