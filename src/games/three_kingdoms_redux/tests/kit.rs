//! Shared set-up for the rule tests (`tests/*.rs`): games after the setup draft, generals,
//! locations and placements by id, and the steps of a round driven through the rule functions.

use super::super::data::{Kingdom, UnitType, data};
use super::super::prompts::notation::TkrAction;
use super::super::rules::bidding::{alliance_choices, choose_alliance, current_bidder, pass, place};
use super::super::rules::round::{act, actor, done};
use super::super::rules::setup::{pick, setup};
use super::super::state::{Draft, GeneralIx, LocationIx, Phase, Placement, Space, ThreeKingdoms};
use crate::engine::flow::SecretPicks;
use crate::engine::{Game, GameRng, LogEntry, SeatSet};

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
    super::super::edit::edit(g, &format!("set {} generals {}", k.key(), ids.join(" "))).expect("the generals");
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
    let super::super::prompts::notation::TkrAction::Do(space, a) =
        super::super::prompts::notation::TkrAction::parse(&format!("do {line}"), k)
            .map_err(|e| e.text.key.to_string())?
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

/// Applies `set …` lines (a refused one fails the test, naming it).
pub fn set(g: &mut ThreeKingdoms, lines: &[&str]) {
    for line in lines {
        super::super::edit::edit(g, line).unwrap_or_else(|e| panic!("{line}: {}", e.text.key));
    }
}

/// `k` plays `line` through the engine contract (parse, then apply), as a seat would.
pub fn play(g: &mut ThreeKingdoms, rng: &mut GameRng, k: Kingdom, line: &str) -> Result<Vec<LogEntry>, String> {
    let action = TkrAction::parse(line, k).map_err(|e| e.text.key.to_string())?;
    g.apply(k.seat(), action, rng).map_err(|e| e.text.key.to_string())
}

/// A round-1 game in which `k` alone placed `general` on `space` (carrying `units` of `unit` to a
/// battle) after the `set` lines `edits`, the others passed, and those acting before `k` have
/// finished: `k` is to perform. The others hold generals without abilities.
pub fn won_alone(
    k: Kingdom,
    general: &str,
    space: Space,
    carry: Option<(u8, UnitType)>,
    edits: &[&str],
) -> (ThreeKingdoms, GameRng) {
    let mut generals: [&[&str]; 3] = [&["xu-chu"], &["ling-cao"], &["zhou-cang"]];
    let own = [general];
    generals[k.seat()] = &own;
    let alliance = if space == Space::Tech { Space::Farm } else { Space::Tech };
    let (mut g, mut rng) = bidding_with(generals, alliance);
    set(&mut g, edits);
    let mut p = at(k, general, space);
    if let Some((units, unit)) = carry {
        (p.units, p.unit) = (units, Some(unit));
    }
    while let Some(bidder) = current_bidder(&g) {
        if bidder == k && g.placements.is_empty() {
            bid(&mut g, p.clone());
        } else {
            pass(&mut g, bidder, &mut Vec::new()).expect("a pass");
        }
    }
    while actor(&g).is_some_and(|a| a != k) {
        finish(&mut g, &mut rng);
    }
    assert_eq!(actor(&g), Some(k), "{general} won {}", space.key());
    (g, rng)
}

/// A round-12 game after the `set` lines in which everybody passed and finished: the round-end
/// benefits are taken, or owed while one asks a choice. No upkeep follows round 12
/// so nothing else moves the realms after them.
pub fn at_round_end(edits: &[&str]) -> (ThreeKingdoms, GameRng) {
    at_round_end_built(None, edits)
}

/// [`at_round_end`], with `built` (a kingdom and a state enhancement) built first.
pub fn at_round_end_built(built: Option<(Kingdom, &str)>, edits: &[&str]) -> (ThreeKingdoms, GameRng) {
    let (mut g, mut rng) = bidding_with([&["xu-chu"], &["ling-cao"], &["zhou-cang"]], Space::Tech);
    set(&mut g, &["set round 12"]);
    if let Some((k, card)) = built {
        build(&mut g, k, card);
    }
    set(&mut g, edits);
    pass_all(&mut g);
    finish_all(&mut g, &mut rng);
    (g, rng)
}

/// A recruitment draft in which `k` alone drew `ids` (taken from its deck, or from play) and
/// keeps them all: the real reveal, with its `on-recruit` abilities.
pub fn recruit(g: &mut ThreeKingdoms, k: Kingdom, ids: &[&str]) -> Vec<LogEntry> {
    let drawn: Vec<GeneralIx> = ids.iter().map(|id| general(id)).collect();
    g.general_decks[k.seat()].retain(|c| !drawn.contains(c));
    let r = g.realm_mut(k);
    r.generals.retain(|c| !drawn.contains(c));
    r.card_horses.retain(|s| !drawn.contains(&s.general));
    let mut all: [Vec<GeneralIx>; 3] = Default::default();
    all[k.seat()] = drawn.clone();
    let mut keep = [0; 3];
    keep[k.seat()] = drawn.len() as u8;
    g.phase = Phase::Draft(Draft {
        drawn: all,
        keep,
        picks: SecretPicks::new(SeatSet::EMPTY.with(k.seat()), false),
    });
    let mut log = Vec::new();
    pick(g, k, drawn, &mut log).expect("a legal pick");
    log
}

/// Plays the rest of the round with everyone passing (drafts keep their first generals, the
/// alliance goes on the first legal space): the next round starts.
pub fn pass_round(g: &mut ThreeKingdoms, rng: &mut GameRng) {
    let round = g.round;
    while g.round == round && g.phase != Phase::Over {
        match g.phase {
            Phase::Draft(_) => draft_first(g),
            Phase::Alliance => {
                let space = alliance_choices(g)[0];
                choose_alliance(g, g.bid_order[2], space, &mut Vec::new()).expect("alliance");
            }
            Phase::Bidding { .. } => pass_all(g),
            Phase::Resolution { .. } => finish_all(g, rng),
            Phase::RoundEnd | Phase::Over => panic!("a benefit owed in a round of passes"),
        }
    }
}

/// `k` has built `card`, taken from its deck or from any hand (the `set … built` edit refuses a
/// card another kingdom holds, and the deal depends on the seed).
pub fn build(g: &mut ThreeKingdoms, k: Kingdom, card: &str) {
    let ix = data().enhancement(card).unwrap_or_else(|| panic!("{card}")).0 as u8;
    for deck in &mut g.enhancement_decks {
        deck.retain(|&c| c != ix);
    }
    for r in &mut g.realms {
        r.hand.retain(|&c| c != ix);
    }
    g.realm_mut(k).built.push(ix);
}
