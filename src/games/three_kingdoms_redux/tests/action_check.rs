//! `action_check` judges a won action's choice without performing it (issue 35): over positions of
//! random games, some with the actor's holdings shuffled to reach the rarer refusals, every
//! candidate the prompts try and many they never offer (wrong action, too many, too few, unpaid)
//! must be accepted exactly when performing it on a copy of the game is. So must the count of a
//! bid's token choices that the space step reads instead of listing them.

use std::mem::{Discriminant, discriminant};

use super::super::data::{Deck, Kingdom, data};
use super::super::rules::action_check::acceptable;
use super::super::rules::action_check::candidate_acts;
use super::super::rules::actions::{Act, Tribute, perform};
use super::super::rules::bid_steps::{booster_count, boosters};
use super::super::rules::round::{actor, to_perform};
use super::super::state::{Phase, Placement, Space, Store, ThreeKingdoms};
use crate::engine::{AnyMatch, GameRng, Match};

/// The candidates of `space` the prompts try, and choices of every action they never offer.
fn tries(g: &ThreeKingdoms, k: Kingdom, space: Space) -> Vec<Act> {
    let mut out = candidate_acts(g, k, space);
    let r = g.realm(k);
    for keep in 0..=r.farms_developed.max(r.markets_developed) + 1 {
        out.extend([Act::FarmHarvest { keep }, Act::MarketCollect { keep }]);
    }
    out.extend([
        Act::FarmDevelop,
        Act::MarketDevelop,
        Act::Recruit,
        Act::Support,
        Act::Tribal { buy_support: false },
        Act::Tribal { buy_support: true },
    ]);
    out.extend([Tribute::Gold, Tribute::Rice, Tribute::Both, Tribute::Army].map(Act::Tribute));
    let weapon_sets = [
        [0, 0, 0, 0],
        [3, 0, 0, 0],
        [0, -3, 0, 0],
        [3, 3, 0, 0],
        [-3, 0, -3, 0],
        [3, -3, 0, 0],
        [1, 0, 0, 0],
        [0, 0, 6, 3],
    ];
    for rice_lots in -4..=4 {
        out.extend(weapon_sets.map(|weapons| Act::Trade { rice_lots, weapons }));
    }
    for instructor in 0..=3 {
        for draw in [None, Some(Deck::Unification), Some(Deck::Separation)] {
            out.push(Act::Tech { instructor, draw });
        }
    }
    for card in r.hand.iter().copied().chain([0, 7]) {
        for trained_first in [false, true] {
            out.push(Act::Construct { card, trained_first });
        }
    }
    for first in 0..=3 {
        out.extend((0..=3).map(|second| Act::Produce { first, second }));
    }
    out.extend((0..=3).map(|n| Act::Train { n }));
    for p in &g.placements {
        out.push(Act::Han { general: p.general });
        if p.space != space {
            continue;
        }
        for location in 0..data().locations.len() as u8 {
            for units in 0..=p.units + 1 {
                out.push(Act::Battle {
                    general: p.general,
                    location,
                    units,
                    store: Store::Granary,
                });
            }
        }
    }
    out
}

/// `k`'s holdings drawn anew (never below what still rides with its generals, which the rules
/// keep), a deck sometimes emptied: the refusals random games rarely reach.
fn shuffle_holdings(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng) {
    // Gold riding to its tribe (a general placed there if none is), so that paying gold may
    // spend it.
    let tribe = Space::Tribal(k);
    if !g.placements.iter().any(|p| p.space == tribe) && !g.performed.contains(&(k, tribe)) {
        let general = g.realm(k).generals[0];
        g.placements.push(Placement::plain(k, general, tribe));
        g.winners.push((tribe, vec![k]));
    }
    for p in g.placements.iter_mut() {
        if p.space == tribe && p.units == 0 {
            p.gold = 1 + rng.below(2) as u8;
        }
    }
    let mut gold = 0u16;
    let mut units = [0u16; 4];
    for p in g.placements.iter().filter(|p| p.kingdom == k) {
        if !g.performed.contains(&(k, p.space)) {
            gold += u16::from(p.gold);
            if let Some(unit) = p.unit {
                units[unit as usize] += u16::from(p.units);
            }
        }
    }
    let mut draw = |n: usize| rng.below(n) as u16;
    let r = g.realm_mut(k);
    r.gold = if draw(2) == 0 {
        gold + draw(2)
    } else {
        draw(9).max(gold)
    };
    r.rice = draw(9);
    r.untrained = draw(5);
    r.trained = draw(6).max(units.iter().sum());
    for (held, riding) in r.weapons.iter_mut().zip(units) {
        *held = draw(5).max(riding);
    }
    r.farm_level = draw(6) as u8;
    r.farms_developed = draw(usize::from(r.farm_level) + 1) as u8;
    r.market_level = draw(6) as u8;
    r.markets_developed = draw(usize::from(r.market_level) + 1) as u8;
    r.favor = 1 + draw(12) as u8;
    if draw(4) == 0 {
        let deck = usize::from(draw(2));
        g.enhancement_decks[deck].clear();
    }
}

/// Outcomes seen per kind of choice: (accepted, refused) counts.
type Seen = Vec<(Discriminant<Act>, usize, usize)>;

/// Every try of `k` on its won spaces, the spaces it bid on and two others agrees with
/// performing it.
fn agrees(g: &ThreeKingdoms, k: Kingdom, rng: &mut GameRng, seen: &mut Seen) {
    let mut spaces = to_perform(g, k);
    spaces.extend(g.placements.iter().filter(|p| p.kingdom == k).map(|p| p.space));
    spaces.sort();
    spaces.dedup();
    spaces.extend([0, 1].map(|_| Space::ALL[rng.below(Space::ALL.len())]));
    for space in spaces {
        for act in tries(g, k, space) {
            let performed = perform(&mut g.clone(), k, space, &act, &mut Vec::new());
            let judged = acceptable(g, k, space, &act);
            assert_eq!(
                judged,
                performed.is_ok(),
                "{k:?} {space:?} {act:?}: judged {judged}, performed {:?} (round {}, {:?})",
                performed.map_err(|e| e.text.key),
                g.round,
                g.realm(k)
            );
            let d = discriminant(&act);
            let ix = seen.iter().position(|s| s.0 == d).unwrap_or_else(|| {
                seen.push((d, 0, 0));
                seen.len() - 1
            });
            if judged {
                seen[ix].1 += 1;
            } else {
                seen[ix].2 += 1;
            }
        }
    }
}

#[test]
fn judging_a_choice_agrees_with_performing_it_on_a_copy() {
    let mut seen = Seen::new();
    let mut positions = 0;
    for seed in 1..=2 {
        let (mut m, _) = Match::<ThreeKingdoms>::new(3, &Default::default(), seed).expect("setup");
        let mut rng = GameRng::new(seed);
        let mut shuffled = GameRng::new(seed + 100);
        let mut moves = 0;
        while m.play_random(&mut rng).expect("a random move").is_some() {
            moves += 1;
            if matches!(m.game.phase, Phase::Bidding { .. }) {
                for (k, space) in Kingdom::ALL.into_iter().flat_map(|k| Space::ALL.map(|s| (k, s))) {
                    assert_eq!(booster_count(&m.game, k, space), boosters(&m.game, k, space).len());
                }
            }
            if !matches!(m.game.phase, Phase::Resolution { .. }) || moves % 4 != 0 {
                continue;
            }
            positions += 1;
            let Some(k) = actor(&m.game) else { continue };
            agrees(&m.game, k, &mut shuffled, &mut seen);
            // Another kingdom's choices, its holdings drawn anew.
            let other = Kingdom::ALL[shuffled.below(3)];
            let mut g = m.game.clone();
            shuffle_holdings(&mut g, other, &mut shuffled);
            agrees(&g, other, &mut shuffled, &mut seen);
        }
    }
    assert!(positions > 30, "{positions} positions");
    // Every kind of choice, each both accepted and refused somewhere.
    assert_eq!(seen.len(), 15, "{seen:?}");
    for (kind, accepted, refused) in seen {
        assert!(
            accepted > 0 && refused > 0,
            "{kind:?}: {accepted} accepted, {refused} refused"
        );
    }
}
