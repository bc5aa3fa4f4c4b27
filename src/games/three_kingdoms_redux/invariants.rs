//! What must always hold (checked after every move by the random batteries).

use super::data::{Kingdom, data};
use super::state::{Phase, ThreeKingdoms};

pub fn check(g: &ThreeKingdoms) -> Result<(), String> {
    // Each general is in exactly one place: its kingdom's deck, in play, occupying or drafted.
    let mut seen = vec![0u8; data().generals.len()];
    for k in Kingdom::ALL {
        let r = g.realm(k);
        for &c in g.general_decks[k.seat()]
            .iter()
            .chain(&r.generals)
            .chain(r.occupying.iter().map(|o| &o.general))
        {
            seen[usize::from(c)] += 1;
            if data().generals[usize::from(c)].kingdom != k {
                return Err(format!("general {c} is with another kingdom"));
            }
        }
    }
    if let Phase::Draft(d) = &g.phase {
        for &c in d.drawn.iter().flatten() {
            seen[usize::from(c)] += 1;
        }
    }
    if let Some(c) = seen.iter().position(|&n| n != 1) {
        return Err(format!("general {} is in {} places", data().generals[c].id, seen[c]));
    }
    let cards: usize = g.enhancement_decks.iter().map(Vec::len).sum::<usize>()
        + g.realms.iter().map(|r| r.hand.len() + r.built.len()).sum::<usize>();
    if cards != data().enhancements.len() {
        return Err(format!(
            "{cards} enhancements in the zones, not {}",
            data().enhancements.len()
        ));
    }
    for k in Kingdom::ALL {
        let r = g.realm(k);
        if !(1..=12).contains(&r.favor)
            || r.office > 5
            || r.farm_level > 5
            || r.market_level > 5
            || r.occupying.len() > 5
        {
            return Err(format!("{}: a track out of range", k.key()));
        }
        let occupied = g.locations.iter().filter(|o| **o == Some(k)).count();
        if occupied != r.occupying.len() {
            return Err(format!(
                "{}: {occupied} locations held, {} occupiers",
                k.key(),
                r.occupying.len()
            ));
        }
    }
    if g.bid_draft.is_some() && !matches!(g.phase, Phase::Bidding { .. }) {
        return Err("a bid is being put together outside the bidding".into());
    }
    if g.round > 12 {
        return Err(format!("round {}", g.round));
    }
    Ok(())
}
