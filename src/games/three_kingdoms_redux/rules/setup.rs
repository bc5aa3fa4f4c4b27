//! Setup (R-1…R-14) and the secret general drafts (R-13, R-16…R-18).

use super::super::data::{Deck, Kingdom, data};
use super::super::state::{Criterion, Draft, GeneralIx, Phase, Realm, ThreeKingdoms};
use crate::engine::flow::SecretPicks;
use crate::engine::{GameRng, LogEntry, RuleError, SeatSet, Text};

/// Generals drawn and kept in the setup draft: Wei keeps 4, Wu 3, Shu 2 of 6.
const SETUP_DRAW: usize = 6;
const SETUP_KEEP: [u8; 3] = [4, 3, 2];
/// Enhancement hands dealt at setup: (Separation, Unification) per kingdom.
const SETUP_HAND: [(usize, usize); 3] = [(1, 3), (2, 3), (3, 3)];

pub fn setup(rng: &mut GameRng) -> (ThreeKingdoms, Vec<LogEntry>) {
    let d = data();
    let mut decks: [Vec<GeneralIx>; 3] = Default::default();
    let mut realms = Kingdom::ALL.map(Realm::new);
    for (ix, g) in d.generals.iter().enumerate() {
        let ix = ix as GeneralIx;
        if g.lord {
            realms[g.kingdom.seat()].generals.push(ix);
        } else {
            decks[g.kingdom.seat()].push(ix);
        }
    }
    let mut enhancement_decks: [Vec<u8>; 2] = Default::default();
    for (ix, e) in d.enhancements.iter().enumerate() {
        let deck = usize::from(e.deck == Deck::Separation);
        enhancement_decks[deck].push(ix as u8);
    }
    for deck in &mut enhancement_decks {
        rng.shuffle(deck);
    }
    for (k, (separation, unification)) in SETUP_HAND.iter().enumerate() {
        for _ in 0..*separation {
            realms[k].hand.extend(enhancement_decks[1].pop());
        }
        for _ in 0..*unification {
            realms[k].hand.extend(enhancement_decks[0].pop());
        }
    }
    // a random face on Control Han Emperor, the other on Win Popular Support.
    let han_criterion = if rng.below(2) == 0 {
        Criterion::Adm
    } else {
        Criterion::Cmb
    };
    let mut g = ThreeKingdoms {
        round: 1,
        phase: Phase::Over,
        bid_order: [Kingdom::Wei, Kingdom::Wu, Kingdom::Shu],
        action_order: Vec::new(),
        han_criterion,
        alliance_space: None,
        last_alliance_space: None,
        han_holder: None,
        han_resting: None,
        realms,
        general_decks: decks,
        enhancement_decks,
        locations: vec![None; d.locations.len()],
        placements: Vec::new(),
        passed: [false; 3],
        winners: Vec::new(),
        performed: Vec::new(),
        conceded: Vec::new(),
        bid_draft: None,
        owed: Vec::new(),
        confirming: false,
        auto_finished: Vec::new(),
    };
    let mut log = vec![LogEntry::public(
        Text::new("tkr-log-setup").str("han", han_criterion.key()),
    )];
    g.phase = Phase::Draft(draw(&mut g, SETUP_DRAW, SETUP_KEEP, rng, &mut log));
    (g, log)
}

/// Each kingdom shuffles its deck and draws `keep + 2` (the setup draft: 6), privately.
fn draw(g: &mut ThreeKingdoms, setup_draw: usize, keep: [u8; 3], rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Draft {
    let mut drawn: [Vec<GeneralIx>; 3] = Default::default();
    let mut asked = SeatSet::EMPTY;
    for k in Kingdom::ALL {
        let deck = &mut g.general_decks[k.seat()];
        rng.shuffle(deck);
        let want = if g.round == 1 && setup_draw > 0 {
            setup_draw
        } else {
            usize::from(keep[k.seat()]) + 2
        };
        let n = want.min(deck.len());
        drawn[k.seat()] = deck.split_off(deck.len() - n);
        if keep[k.seat()] > 0 && !drawn[k.seat()].is_empty() {
            asked = asked.with(k.seat());
            log.push(LogEntry::private(
                k.seat(),
                Text::new("tkr-log-drew")
                    .num("n", n as i64)
                    .num("keep", i64::from(keep[k.seat()])),
            ));
        }
    }
    Draft {
        keep: std::array::from_fn(|s| keep[s].min(drawn[s].len() as u8)),
        drawn,
        picks: SecretPicks::new(asked, false),
    }
}

/// The recruitment draft at the start of rounds 3, 5 and 9, or `None`.
pub fn recruitment(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Option<Draft> {
    let keep = Kingdom::ALL.map(|k| data().keep(k, g.round));
    if keep.iter().all(|&n| n == 0) {
        return None;
    }
    let draft = draw(g, 0, keep, rng, log);
    (!draft.picks.waiting().is_empty()).then_some(draft)
}

/// A kingdom's secret choice of generals to keep. When it is the last one, every
/// choice is revealed at once, the kept generals join, the others go back to their decks.
pub fn pick(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    chosen: Vec<GeneralIx>,
    log: &mut Vec<LogEntry>,
) -> Result<bool, RuleError> {
    let Phase::Draft(draft) = &mut g.phase else {
        return Err(RuleError::key("tkr-err-no-draft"));
    };
    let seat = k.seat();
    if !draft.picks.waiting().contains(seat) {
        return Err(RuleError::key("tkr-err-draft-done"));
    }
    let keep = usize::from(draft.keep[seat]);
    let mut distinct = chosen.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != chosen.len() || chosen.len() != keep {
        return Err(RuleError::new(
            Text::new("tkr-err-draft-count").num("keep", keep as i64),
        ));
    }
    if let Some(&bad) = chosen.iter().find(|c| !draft.drawn[seat].contains(c)) {
        return Err(RuleError::new(
            Text::new("tkr-err-draft-not-drawn").text("general", general_text(bad)),
        ));
    }
    log.push(LogEntry::private(
        seat,
        Text::new("tkr-log-kept").list("generals", chosen.iter().map(|&c| general_text(c)).collect()),
    ));
    let revealed = draft
        .picks
        .submit(seat, chosen)
        .map_err(|_| RuleError::key("tkr-err-draft-done"))?;
    let Some(all) = revealed else {
        log.push(LogEntry::public(
            Text::new("tkr-log-has-picked").str("kingdom", k.key()),
        ));
        return Ok(false);
    };
    let Phase::Draft(draft) = std::mem::replace(&mut g.phase, Phase::Over) else {
        unreachable!("checked above")
    };
    for (seat, kept) in all {
        let k = Kingdom::of_seat(seat);
        for &c in &draft.drawn[seat] {
            if !kept.contains(&c) {
                g.general_decks[seat].push(c);
            }
        }
        log.push(LogEntry::public(
            Text::new("tkr-log-recruited")
                .str("kingdom", k.key())
                .list("generals", kept.iter().map(|&c| general_text(c)).collect()),
        ));
        g.realms[seat].generals.extend(kept.iter().copied());
        for general in kept {
            super::super::cards::benefits::on_recruit(g, k, general, log);
        }
    }
    // The drafts open the Conflict phase; the alliance space comes next.
    g.phase = Phase::Alliance;
    // Drawn but not asked (nothing to keep): back to the deck unseen.
    for k in Kingdom::ALL {
        if draft.keep[k.seat()] == 0 {
            g.general_decks[k.seat()].extend(draft.drawn[k.seat()].iter().copied());
        }
    }
    Ok(true)
}

pub fn general_text(g: GeneralIx) -> Text {
    Text::new(format!("tkr-general-{}", data().generals[usize::from(g)].id))
}
