//! What must always hold (checked after every move by the random batteries).

use super::super::cards::kinds::card_horse_supply;
use super::super::data::{Kingdom, data};
use super::super::state::{Phase, Source, ThreeKingdoms, generals_of};

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
    card_horses(g)?;
    owed(g)?;
    if g.bid_draft.is_some() && !matches!(g.phase, Phase::Bidding { .. }) {
        return Err("a bid is being put together outside the bidding".into());
    }
    if g.round > 12 {
        return Err(format!("round {}", g.round));
    }
    Ok(())
}

/// The horses on a general's card (Ma Chao, L1445-1452) lie only on a general his kingdom
/// holds, once per general, and never more than his `on-recruit(on-card=1)` put there: the card
/// is their whole supply (the horses in the kingdom's supply are `Realm::weapons`).
fn card_horses(g: &ThreeKingdoms) -> Result<(), String> {
    for k in Kingdom::ALL {
        let r = g.realm(k);
        let holds = generals_of(g, k);
        for (i, c) in r.card_horses.iter().enumerate() {
            let card = &data().generals[usize::from(c.general)];
            let supply = card_horse_supply(c.general);
            if !holds.contains(&c.general)
                || i32::from(c.horses) > supply
                || r.card_horses[..i].iter().any(|o| o.general == c.general)
            {
                return Err(format!("{}: {} horses on the card of {}", k.key(), c.horses, card.id));
            }
        }
    }
    Ok(())
}

/// Benefits are owed only at the end of the round or, after its action, by the kingdom acting,
/// each of a card its kingdom holds; the round's end never waits for nothing.
fn owed(g: &ThreeKingdoms) -> Result<(), String> {
    for o in &g.owed {
        let when = match g.phase {
            Phase::RoundEnd => true,
            Phase::Resolution { .. } => super::round::actor(g) == Some(o.kingdom),
            _ => false,
        };
        let held = match o.source {
            Source::General(c) => generals_of(g, o.kingdom).contains(&c),
            Source::Enhancement(e) => g.realm(o.kingdom).built.contains(&e),
        };
        if !when || !held {
            return Err(format!(
                "{}: a benefit of {} owed out of place",
                o.kingdom.key(),
                o.source.id()
            ));
        }
    }
    if g.phase == Phase::RoundEnd && g.owed.is_empty() {
        return Err("the round's end waits with no benefit owed".into());
    }
    Ok(())
}
