//! The `basic` level plays Three Kingdoms Redux as a sensible beginner (issue 35): it places its
//! generals where they win instead of passing with most of them unused, bids on its own alliance
//! space, leaves a space its ally leads alone while another is there to win, and performs what
//! it won. Each check plays the real AI on the real rules, a few rounds at most, with a small
//! play-out budget so a debug build runs it in seconds.

use super::super::data::Kingdom;
use super::super::rules::bidding::current_bidder;
use super::super::state::{Phase, Placement, Space, ThreeKingdoms};
use super::kit::{bid, bidding_with};
use crate::ai::{Level, Sight, decide_with, decision_rng, search};
use crate::engine::{AnyMatch, Match};

/// A small budget: `basic` judges each move by a few play-outs per world.
const BUDGET: search::Budget = search::Budget {
    playouts: 32,
    ..search::Budget::DEFAULT
};

fn into_match(g: ThreeKingdoms) -> Match<ThreeKingdoms> {
    let (mut m, _) = Match::<ThreeKingdoms>::new(3, &Default::default(), 1).expect("a game");
    m.game = g;
    m
}

/// One `basic` decision of the seat owing one, played; the line.
fn basic_move(m: &mut Match<ThreeKingdoms>, version: i64) -> String {
    let seat = m.pending().first().expect("a decision").seat;
    let line = {
        let sight = Sight::new(m, seat).expect("the seat owes a decision");
        decide_with(Level::Basic, &sight, &mut decision_rng(7, version, seat), BUDGET).expect("an answer")
    };
    AnyMatch::apply(m, seat, &line).unwrap_or_else(|e| panic!("`{line}` refused: {}", e.text.key));
    line
}

/// Plays `basic` for every seat until `stop` holds (or 400 decisions).
fn play_until(m: &mut Match<ThreeKingdoms>, stop: impl Fn(&ThreeKingdoms) -> bool) -> Vec<String> {
    let mut lines = Vec::new();
    for version in 0..400 {
        if stop(&m.game) || m.game.phase == Phase::Over {
            break;
        }
        lines.push(basic_move(m, version));
    }
    lines
}

#[test]
fn basic_places_most_generals_on_its_own_alliance_space_too_and_performs_what_it_won() {
    let generals: [&[&str]; 3] = [
        &["cao-cao", "xun-you", "xiahou-dun", "jia-xu"],
        &["sun-jian", "zhou-yu", "lu-meng", "gan-ning"],
        &["liu-bei", "zhuge-liang", "guan-yu", "zhang-fei"],
    ];
    let (g, _) = bidding_with(generals, Space::Farm);
    let allies = g.allies();
    let mut m = into_match(g);
    // The bids as the bidding ends (the losers' go home at once, R-37).
    let mut bids = Vec::new();
    for version in 0..200 {
        if !matches!(m.game.phase, Phase::Bidding { .. }) {
            break;
        }
        bids = m.game.placements.clone();
        basic_move(&mut m, version);
    }
    let g = &m.game;
    for k in Kingdom::ALL {
        let placed = bids.iter().filter(|p| p.kingdom == k).count();
        assert!(placed >= 3, "{k:?} placed {placed} of its 4 generals: {bids:?}");
    }
    assert!(
        bids.iter()
            .any(|p| allies.contains(&p.kingdom) && p.space == Space::Farm),
        "no ally bid on the alliance space: {bids:?}"
    );
    let won: usize = Kingdom::ALL
        .map(|k| super::super::rules::round::to_perform(g, k).len())
        .iter()
        .sum();
    play_until(&mut m, |g| !matches!(g.phase, Phase::Resolution { .. }));
    let performed = m.game.performed.len();
    assert!(performed * 4 >= won * 3, "{performed} of {won} won actions performed");
}

#[test]
fn basic_leaves_the_space_its_ally_leads_while_another_is_there_to_win() {
    let generals: [&[&str]; 3] = [
        &["cao-cao", "xun-you"],
        &["sun-jian", "zhou-yu", "lu-meng"],
        &["liu-bei", "zhuge-liang", "guan-yu"],
    ];
    let (mut g, _) = bidding_with(generals, Space::Farm);
    let [first, second] = g.allies();
    let leader = g.bid_order[0];
    // Slot 1 places elsewhere, then the first ally takes Control Han Emperor.
    let lone = g.realm(leader).generals[0];
    bid(&mut g, Placement::plain(leader, lone, Space::Tribal(leader)));
    let ally_general = g.realm(first).generals[0];
    bid(&mut g, Placement::plain(first, ally_general, Space::Han));
    assert_eq!(current_bidder(&g), Some(second));
    let mut m = into_match(g);
    play_until(&mut m, |g| {
        g.placements.iter().filter(|p| p.kingdom == second).count() == 1 || g.passed[second.seat()]
    });
    let mine: Vec<_> = m.game.placements.iter().filter(|p| p.kingdom == second).collect();
    assert_eq!(mine.len(), 1, "the second ally placed a general rather than passing");
    assert_ne!(
        mine[0].space,
        Space::Han,
        "the second ally bid against its ally on Control Han Emperor"
    );
}
