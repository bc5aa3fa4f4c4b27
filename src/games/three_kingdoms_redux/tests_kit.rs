//! Shared set-up for the rule tests (`tests_rules_*.rs`): games after the setup draft, generals,
//! locations and placements by id, and the steps of a round driven through the rule functions.

use super::bidding::{choose_alliance, current_bidder, pass, place};
use super::data::{Kingdom, data};
use super::round::{act, actor, done};
use super::setup::{pick, setup};
use super::state::{GeneralIx, LocationIx, Phase, Placement, Space, ThreeKingdoms};
use crate::engine::{GameRng, LogEntry};

/// A fresh game (the setup draft is pending) and its randomness.
pub fn new_game(seed: u64) -> (ThreeKingdoms, GameRng) {
    let mut rng = GameRng::new(seed);
    let (g, _) = setup(&mut rng);
    (g, rng)
}

/// Every kingdom in the draft keeps the first generals it drew.
pub fn draft_first(g: &mut ThreeKingdoms) {
    for k in Kingdom::ALL {
        let Phase::Draft(d) = &g.phase else { return };
        if !d.picks.waiting().contains(k.seat()) {
            continue;
        }
        let keep = d.drawn[k.seat()][..usize::from(d.keep[k.seat()])].to_vec();
        pick(g, k, keep, &mut Vec::new()).expect("a legal pick");
    }
}

/// A game after the setup draft, waiting for the alliance space.
pub fn drafted(seed: u64) -> (ThreeKingdoms, GameRng) {
    let (mut g, rng) = new_game(seed);
    draft_first(&mut g);
    (g, rng)
}

pub fn general(id: &str) -> GeneralIx {
    data().general(id).unwrap_or_else(|| panic!("{id}")).0 as GeneralIx
}

pub fn location(id: &str) -> LocationIx {
    data()
        .locations
        .iter()
        .position(|l| l.id == id)
        .unwrap_or_else(|| panic!("{id}")) as LocationIx
}

pub fn at(k: Kingdom, id: &str, space: Space) -> Placement {
    Placement::plain(k, general(id), space)
}

/// Puts exactly `ids` in play for `k` (the others back to its deck).
pub fn give(g: &mut ThreeKingdoms, k: Kingdom, ids: &[&str]) {
    super::edit::edit(g, &format!("set {} generals {}", k.key(), ids.join(" "))).expect("the generals");
}

/// A round-1 game in bidding where each kingdom holds exactly `generals` and Shu put the
/// alliance token on `alliance`.
pub fn bidding_with(generals: [&[&str]; 3], alliance: Space) -> (ThreeKingdoms, GameRng) {
    let (mut g, rng) = drafted(1);
    for k in Kingdom::ALL {
        give(&mut g, k, generals[k.seat()]);
    }
    let chooser = g.bid_order[2];
    choose_alliance(&mut g, chooser, alliance, &mut Vec::new()).expect("alliance");
    (g, rng)
}

/// Places `p` for the kingdom whose turn it is (its kingdom must be that one).
pub fn bid(g: &mut ThreeKingdoms, p: Placement) {
    place(g, p.clone(), &mut Vec::new()).unwrap_or_else(|e| panic!("{p:?}: {}", e.text.key));
}

/// Everyone still bidding passes: the bidding ends and the Resolution phase starts.
pub fn pass_all(g: &mut ThreeKingdoms) {
    while let Some(k) = current_bidder(g) {
        pass(g, k, &mut Vec::new()).expect("a pass");
    }
}

/// The acting kingdom performs `space` with the choices written as notation after `do <space>`.
pub fn perform(g: &mut ThreeKingdoms, line: &str) -> Result<(), String> {
    let k = actor(g).expect("someone acts");
    let super::notation::TkrAction::Do(space, a) =
        super::notation::TkrAction::parse(&format!("do {line}"), k).map_err(|e| e.text.key.to_string())?
    else {
        panic!("`do {line}` is a performed action")
    };
    act(g, k, space, &a, &mut Vec::new()).map_err(|e| e.text.key.to_string())
}

/// The acting kingdom finishes its actions.
pub fn finish(g: &mut ThreeKingdoms, rng: &mut GameRng) -> Vec<LogEntry> {
    let k = actor(g).expect("someone acts");
    let mut log = Vec::new();
    done(g, k, rng, &mut log).expect("done");
    log
}

/// Every kingdom left in the Resolution phase finishes (declining what it has not performed).
pub fn finish_all(g: &mut ThreeKingdoms, rng: &mut GameRng) {
    while actor(g).is_some() {
        finish(g, rng);
    }
}
