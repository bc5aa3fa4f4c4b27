//! Admin / test edits (`set …`): what a game master needs to repair a disputed game, and what the
//! scenario scripts need to set up the rulebook's worked examples. Every edit keeps each general
//! and each state enhancement in exactly one place (`rules/invariants.rs`), keeps the tracks in range,
//! and never leaves this round's bids carrying more than their kingdom holds. Edits never run the
//! game forward.

use super::data::{Deck, Kingdom, UnitType, data};
use super::state::{Criterion, EnhancementIx, GeneralIx, Occupation, Phase, Store, ThreeKingdoms};
use crate::engine::{LogEntry, RuleError, Text};

const FORMS: &[&str] = &[
    "set <kingdom> gold|rice|support|untrained|trained|military|deficits N",
    "set <kingdom> favor 1-12",
    "set <kingdom> office 0-5",
    "set <kingdom> spear|horse|crossbow|boat N",
    "set <kingdom> weapons S,H,C,B",
    "set <kingdom> farm|market LEVEL [DEVELOPED STORED]",
    "set <kingdom> generals <general> …",
    "set <kingdom> hand|built <card> … (or -)",
    "set <kingdom> occupy <location> <general> <units> granary|treasury",
    "set <kingdom> card-horses <general> N",
    "set order wei,wu,shu",
    "set han adm|cmb",
    "set han-token wei|wu|shu|none",
    "set round 1-12",
];

/// Counts held in a realm are kept below this (a typo such as 1000 gold is refused).
const MAX_COUNT: u16 = 999;

fn forms_error(key: &'static str, value: &str) -> RuleError {
    let forms = FORMS.iter().map(|f| Text::new("raw").str("value", *f)).collect();
    RuleError::new(Text::new(key).str("value", value.to_string()).list("forms", forms))
}

fn number(word: &str, min: u16, max: u16) -> Result<u16, RuleError> {
    word.parse::<u16>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            RuleError::new(
                Text::new("tkr-err-edit-number")
                    .str("value", word.to_string())
                    .num("min", i64::from(min))
                    .num("max", i64::from(max)),
            )
        })
}

fn small(word: &str, min: u8, max: u8) -> Result<u8, RuleError> {
    number(word, u16::from(min), u16::from(max)).map(|n| n as u8)
}

fn kingdom_of(word: &str) -> Result<Kingdom, RuleError> {
    Kingdom::parse(word).ok_or_else(|| forms_error("tkr-err-edit-kingdom", word))
}

/// Applies one `set …` line, or refuses it; the caller keeps the game only on success.
pub fn edit(g: &mut ThreeKingdoms, command: &str) -> Result<Vec<LogEntry>, RuleError> {
    let words: Vec<&str> = command.split_whitespace().collect();
    match words.as_slice() {
        ["set", "order", list] => set_order(g, list)?,
        ["set", "han", face] => {
            g.han_criterion = match *face {
                "adm" => Criterion::Adm,
                "cmb" => Criterion::Cmb,
                other => return Err(forms_error("tkr-err-edit-unknown", other)),
            }
        }
        ["set", "han-token", who] => {
            g.han_holder = match *who {
                "none" => None,
                other => Some(kingdom_of(other)?),
            }
        }
        ["set", "round", n] => g.round = small(n, 1, 12)?,
        ["set", k, field, args @ ..] if Kingdom::parse(k).is_some() => {
            set_realm(g, kingdom_of(k)?, field, args, command)?;
        }
        _ => return Err(forms_error("tkr-err-edit-unknown", command)),
    }
    carried_fits(g)?;
    // A safety net: an edit that would break what must always hold is refused as a whole.
    if super::rules::invariants::check(g).is_err() {
        return Err(forms_error("tkr-err-edit-breaks", command));
    }
    Ok(vec![LogEntry::public(
        Text::new("tkr-log-edit").str("command", command.to_string()),
    )])
}

/// `set order wei,wu,shu`: the bid order; not while bids are being placed.
fn set_order(g: &mut ThreeKingdoms, list: &str) -> Result<(), RuleError> {
    if matches!(g.phase, Phase::Bidding { .. }) {
        return Err(forms_error("tkr-err-edit-bidding", list));
    }
    let named: Vec<Option<Kingdom>> = list.split(',').map(Kingdom::parse).collect();
    let order: Vec<Kingdom> = named.iter().flatten().copied().collect();
    let mut sorted = order.clone();
    sorted.sort();
    if named.len() != 3 || sorted != Kingdom::ALL {
        return Err(forms_error("tkr-err-edit-order", list));
    }
    g.bid_order = [order[0], order[1], order[2]];
    Ok(())
}

fn set_realm(g: &mut ThreeKingdoms, k: Kingdom, field: &str, args: &[&str], command: &str) -> Result<(), RuleError> {
    let one = || match args {
        [value] => Ok(*value),
        _ => Err(forms_error("tkr-err-edit-unknown", command)),
    };
    let r = g.realm_mut(k);
    match field {
        "gold" => r.gold = number(one()?, 0, MAX_COUNT)?,
        "rice" => r.rice = number(one()?, 0, MAX_COUNT)?,
        "support" => r.support = number(one()?, 0, MAX_COUNT)?,
        "untrained" => r.untrained = number(one()?, 0, MAX_COUNT)?,
        "trained" => r.trained = number(one()?, 0, MAX_COUNT)?,
        "military" => r.military = number(one()?, 0, MAX_COUNT)?,
        "deficits" => r.deficits = number(one()?, 0, MAX_COUNT)?,
        "favor" => r.favor = small(one()?, 1, 12)?,
        "office" => r.office = small(one()?, 0, super::rules::upkeep::EMPEROR)?,
        "spear" | "horse" | "crossbow" | "boat" => {
            let slot = ["spear", "horse", "crossbow", "boat"]
                .iter()
                .position(|w| *w == field)
                .unwrap_or(0);
            r.weapons[slot] = number(one()?, 0, MAX_COUNT)?;
        }
        "weapons" => {
            let parts: Vec<&str> = one()?.split(',').collect();
            if parts.len() != 4 {
                return Err(forms_error("tkr-err-edit-unknown", command));
            }
            for (slot, part) in parts.into_iter().enumerate() {
                r.weapons[slot] = number(part, 0, MAX_COUNT)?;
            }
        }
        "farm" | "market" => {
            let (level, developed, stored) = development(args, command)?;
            if field == "farm" {
                (r.farm_level, r.farms_developed, r.farms_in_granary) = (level, developed, stored);
            } else {
                (r.market_level, r.markets_developed, r.markets_in_treasury) = (level, developed, stored);
            }
        }
        "generals" => set_generals(g, k, args)?,
        "hand" => set_cards(g, k, args, false)?,
        "built" => set_cards(g, k, args, true)?,
        "occupy" => occupy(g, k, args, command)?,
        "card-horses" => card_horses(g, k, args, command)?,
        _ => return Err(forms_error("tkr-err-edit-unknown", command)),
    }
    Ok(())
}

/// `LEVEL` alone: developed LEVEL times, never harvested (all flipped tokens in the development
/// area, none stored); or `LEVEL DEVELOPED STORED` with DEVELOPED + STORED ≤ LEVEL ≤ 5 (R-46,
/// the tokens sold are the rest).
fn development(args: &[&str], command: &str) -> Result<(u8, u8, u8), RuleError> {
    match args {
        [level] => {
            let level = small(level, 0, 5)?;
            Ok((level, level, 0))
        }
        [level, developed, stored] => {
            let (level, developed, stored) = (small(level, 0, 5)?, small(developed, 0, 5)?, small(stored, 0, 5)?);
            if developed + stored > level {
                return Err(RuleError::new(
                    Text::new("tkr-err-edit-development")
                        .num("level", i64::from(level))
                        .num("developed", i64::from(developed))
                        .num("stored", i64::from(stored)),
                ));
            }
            Ok((level, developed, stored))
        }
        _ => Err(forms_error("tkr-err-edit-unknown", command)),
    }
}

fn general_of(k: Kingdom, word: &str) -> Result<GeneralIx, RuleError> {
    match data().general(word) {
        Some((ix, card)) if card.kingdom == k => Ok(ix as GeneralIx),
        _ => Err(RuleError::new(
            Text::new("tkr-err-edit-general")
                .str("value", word.to_string())
                .str("kingdom", k.key()),
        )),
    }
}

/// A general that bids this round or rests on Control Han Emperor stays where he is.
fn movable(g: &ThreeKingdoms, general: GeneralIx) -> Result<(), RuleError> {
    if g.placements.iter().any(|p| p.general == general) || g.han_resting == Some(general) {
        return Err(RuleError::new(
            Text::new("tkr-err-edit-general-busy").text("general", super::rules::setup::general_text(general)),
        ));
    }
    Ok(())
}

/// Takes `general` out of `k`'s deck or its generals in play (not from a draft hand or a border
/// location).
fn take_general(g: &mut ThreeKingdoms, k: Kingdom, general: GeneralIx) -> Result<(), RuleError> {
    movable(g, general)?;
    let deck = &mut g.general_decks[k.seat()];
    if let Some(pos) = deck.iter().position(|&c| c == general) {
        deck.remove(pos);
        return Ok(());
    }
    let play = &mut g.realms[k.seat()].generals;
    if let Some(pos) = play.iter().position(|&c| c == general) {
        play.remove(pos);
        return Ok(());
    }
    Err(RuleError::new(
        Text::new("tkr-err-edit-general-elsewhere").text("general", super::rules::setup::general_text(general)),
    ))
}

/// `set <kingdom> generals a b …`: exactly these are in play and free to bid; the others in play
/// go back to the kingdom's deck, the named ones come from the deck (or stay in play).
fn set_generals(g: &mut ThreeKingdoms, k: Kingdom, words: &[&str]) -> Result<(), RuleError> {
    let named = words.iter().map(|w| general_of(k, w)).collect::<Result<Vec<_>, _>>()?;
    let mut distinct = named.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if named.is_empty() || distinct.len() != named.len() {
        return Err(forms_error("tkr-err-edit-unknown", &words.join(" ")));
    }
    let old = g.realm(k).generals.clone();
    let back: Vec<GeneralIx> = old.iter().copied().filter(|c| !named.contains(c)).collect();
    for &c in &back {
        movable(g, c)?;
    }
    for &c in named.iter().filter(|c| !old.contains(c)) {
        take_general(g, k, c)?;
    }
    g.realm_mut(k).card_horses.retain(|c| !back.contains(&c.general));
    g.general_decks[k.seat()].extend(back);
    g.realm_mut(k).generals = named;
    Ok(())
}

/// `set <kingdom> card-horses <general> N`: N horses lie on the card of a general the kingdom
/// holds (in play or occupying), as if put there before this round (Ma Chao, L1445-1452); at most
/// what his ability puts there (the invariants refuse more), 0 takes them off.
fn card_horses(g: &mut ThreeKingdoms, k: Kingdom, args: &[&str], command: &str) -> Result<(), RuleError> {
    let [general, n] = args else {
        return Err(forms_error("tkr-err-edit-unknown", command));
    };
    let general = general_of(k, general)?;
    let horses = number(n, 0, MAX_COUNT)?;
    let r = g.realm_mut(k);
    r.card_horses.retain(|c| c.general != general);
    if horses > 0 {
        r.card_horses.push(super::state::OnCard {
            general,
            horses,
            round: 0,
        });
    }
    Ok(())
}

/// A kingdom's hand or its built state enhancements.
fn zone(g: &mut ThreeKingdoms, k: Kingdom, built: bool) -> &mut Vec<EnhancementIx> {
    let r = g.realm_mut(k);
    if built { &mut r.built } else { &mut r.hand }
}

/// `set <kingdom> hand|built a b …` (or `-` for none): the old cards go to the bottom of their
/// decks, the named ones come from the decks (so from the old zone too) or the kingdom's other
/// zone, never from another kingdom.
fn set_cards(g: &mut ThreeKingdoms, k: Kingdom, words: &[&str], built: bool) -> Result<(), RuleError> {
    let words: Vec<&str> = words.iter().copied().filter(|w| *w != "-").collect();
    let deck_of = |c: EnhancementIx| usize::from(data().enhancements[usize::from(c)].deck == Deck::Separation);
    let old = std::mem::take(zone(g, k, built));
    for c in old {
        g.enhancement_decks[deck_of(c)].insert(0, c);
    }
    let mut cards = Vec::new();
    for word in words {
        let Some((ix, _)) = data().enhancement(word) else {
            return Err(RuleError::new(
                Text::new("tkr-err-unknown-card").str("word", word.to_string()),
            ));
        };
        let card = ix as EnhancementIx;
        let deck = &mut g.enhancement_decks[deck_of(card)];
        if let Some(pos) = deck.iter().position(|&c| c == card) {
            deck.remove(pos);
        } else {
            let other = zone(g, k, !built);
            let Some(pos) = other.iter().position(|&c| c == card) else {
                return Err(RuleError::new(
                    Text::new("tkr-err-edit-card-elsewhere")
                        .text("card", super::rules::actions::enhancement_text(card)),
                ));
            };
            other.remove(pos);
        }
        cards.push(card);
    }
    *zone(g, k, built) = cards;
    Ok(())
}

/// `set <kingdom> occupy <location> <general> <units> granary|treasury`: the general (from the
/// deck or in play) holds an empty location of one of the kingdom's borders with 1..leadership
/// units of the location's type (set, not taken from the supply); the border token goes to the
/// store with the face R-62 gives it. The second-border rule is the game master's call.
fn occupy(g: &mut ThreeKingdoms, k: Kingdom, args: &[&str], command: &str) -> Result<(), RuleError> {
    let [location, general, units, store] = args else {
        return Err(forms_error("tkr-err-edit-unknown", command));
    };
    let d = data();
    let Some(ix) = d.locations.iter().position(|l| l.id == *location) else {
        return Err(RuleError::new(
            Text::new("tkr-err-unknown-location").str("word", location.to_string()),
        ));
    };
    let loc = &d.locations[ix];
    if !loc.border.touches(k) || g.locations[ix].is_some() || g.realm(k).occupiers() >= 5 {
        return Err(RuleError::new(
            Text::new("tkr-err-edit-location")
                .str("value", location.to_string())
                .str("kingdom", k.key()),
        ));
    }
    let general = general_of(k, general)?;
    let units = small(units, 1, g.leadership(general))?;
    let store = match *store {
        "granary" => Store::Granary,
        "treasury" => Store::Treasury,
        other => return Err(forms_error("tkr-err-edit-unknown", other)),
    };
    take_general(g, k, general)?;
    let specialty = d.generals[usize::from(general)].specialties.contains(&loc.unit);
    let r = g.realm_mut(k);
    r.occupying.push(Occupation {
        general,
        location: ix as u8,
        units,
        unit: loc.unit,
    });
    r.border_tokens.push((store, u8::from(specialty)));
    g.locations[ix] = Some(k);
    Ok(())
}

/// This round's bids that are still to be performed carry no more units (by type), gold or
/// support than their kingdom holds.
fn carried_fits(g: &ThreeKingdoms) -> Result<(), RuleError> {
    for k in Kingdom::ALL {
        let live: Vec<_> = g
            .placements
            .iter()
            .filter(|p| p.kingdom == k && !g.performed.contains(&(k, p.space)))
            .collect();
        let r = g.realm(k);
        let sum = |f: &dyn Fn(&super::state::Placement) -> u16| live.iter().map(|p| f(p)).sum::<u16>();
        let by_type = UnitType::ALL
            .iter()
            .all(|&u| sum(&|p| if p.unit == Some(u) { u16::from(p.units) } else { 0 }) <= r.weapons[u as usize]);
        if !by_type
            || sum(&|p| u16::from(p.units)) > r.trained
            || sum(&|p| u16::from(p.gold)) > r.gold
            || sum(&|p| u16::from(p.support)) > r.support
        {
            return Err(RuleError::new(
                Text::new("tkr-err-edit-carried").str("kingdom", k.key()),
            ));
        }
    }
    Ok(())
}
