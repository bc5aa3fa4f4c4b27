//! Final scoring (R-85…R-93) and the winner, with the readers of card conditions and
//! counts (`if=…`, `per=…`) that construction prerequisites and round-end benefits share.

use super::super::data::{AbilitySpec, Kingdom, UnitType, data};
use super::super::state::{GeneralIx, Realm, ThreeKingdoms};

/// One kingdom's final score: one named line per category (its message id) and the total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    pub kingdom: Kingdom,
    pub lines: Vec<(&'static str, i32)>,
    pub total: i32,
}

/// The message id for the total under the score lines.
pub const TOTAL: &str = "tkr-score-total";

impl Score {
    /// The VP of the line `key` (0 if there is none).
    pub fn line(&self, key: &str) -> i32 {
        self.lines.iter().find(|(k, _)| *k == key).map_or(0, |(_, v)| *v)
    }
}

/// VP for 1st, 2nd and 3rd place among the three kingdoms (R-88, R-89, R-90; the table is
/// inferred from the seed's examples): 5, 2, 0. Ties: all three equal → 3 each (L1612-1613,
/// L1642-1644, L1679-1680); two equal for 2nd → 1 each (L1633-1635); two equal for 1st → 3 each
/// and 0 for the last (A-22: the seed only says joint first gets 3).
pub fn ranking(values: [i32; 3]) -> [i32; 3] {
    std::array::from_fn(|i| {
        let above = values.iter().filter(|&&v| v > values[i]).count();
        let tied = values.iter().filter(|&&v| v == values[i]).count() - 1;
        match (above, tied) {
            (0, 0) => 5,
            (0, _) => 3,
            (1, 0) => 2,
            (1, _) => 1,
            _ => 0,
        }
    })
}

/// The generals `k` has recruited and still has: in play (`Realm::generals`) or occupying.
pub fn generals_of(g: &ThreeKingdoms, k: Kingdom) -> Vec<GeneralIx> {
    let r = g.realm(k);
    r.generals
        .iter()
        .copied()
        .chain(r.occupying.iter().map(|o| o.general))
        .collect()
}

/// Every ability `k` holds: those of its generals (in play or occupying) and of its built state
/// enhancements.
pub fn kingdom_abilities(g: &ThreeKingdoms, k: Kingdom) -> Vec<&'static AbilitySpec> {
    let d = data();
    let generals = generals_of(g, k)
        .into_iter()
        .flat_map(|c| d.generals[usize::from(c)].abilities.iter());
    let built = g
        .realm(k)
        .built
        .iter()
        .flat_map(|&e| d.enhancements[usize::from(e)].abilities.iter());
    generals.chain(built).collect()
}

/// Units occupying border locations, of one type or of all (`None`).
pub fn occupying_units(r: &Realm, unit: Option<UnitType>) -> i32 {
    r.occupying
        .iter()
        .filter(|o| unit.is_none_or(|u| o.unit == u))
        .map(|o| i32::from(o.units))
        .sum()
}

/// Border locations `k` occupies (one general each).
fn borders_held(r: &Realm) -> i32 {
    r.occupying.len() as i32
}

/// Whether a card condition holds for `k`: `farm-level>=N`, `market-level>=N`, `favor>=N`,
/// `support>=N`, `office>=N`, `borders>=N` (locations occupied), `units>=N` (units occupying),
/// `generals>=N` (in play and occupying), `horses>=N` (horses in supply: Ma Chao's round-end
/// benefit, L1449-1451), `built=<enhancement id>` or `no-action=<action>` (the kingdom did not
/// perform that action this round: Barter Post, L1453-1458). Anything else is false.
pub fn condition_holds(g: &ThreeKingdoms, k: Kingdom, cond: &str) -> bool {
    let r = g.realm(k);
    let cond = cond.trim();
    if let Some(action) = cond.strip_prefix("no-action=") {
        return !g
            .performed
            .iter()
            .any(|(who, space)| *who == k && super::super::cards::benefits::action_matches(action.trim(), *space));
    }
    if let Some(id) = cond.strip_prefix("built=") {
        return data()
            .enhancement(id.trim())
            .is_some_and(|(ix, _)| r.built.iter().any(|&b| usize::from(b) == ix));
    }
    let Some((name, n)) = cond.split_once(">=") else {
        return false;
    };
    let Ok(n) = n.trim().parse::<i32>() else {
        return false;
    };
    let have = match name.trim() {
        "farm-level" => i32::from(r.farm_level),
        "market-level" => i32::from(r.market_level),
        "favor" => i32::from(r.favor),
        "support" => i32::from(r.support),
        "office" => i32::from(r.office),
        "borders" => borders_held(r),
        "units" => occupying_units(r, None),
        "generals" => generals_of(g, k).len() as i32,
        "horses" => i32::from(r.weapons[UnitType::Cavalry as usize]),
        _ => return false,
    };
    have >= n
}

/// What a card counts `per`: `occupying-cavalry|infantry|archer|navy`, `occupying-units`,
/// `borders` (locations occupied), `farms-in-granary`, `markets-in-treasury`, `support`, `built`
/// (enhancements built). Anything else counts 0.
pub fn count_of(g: &ThreeKingdoms, k: Kingdom, per: &str) -> i32 {
    let r = g.realm(k);
    let per = per.trim();
    if let Some(unit) = per.strip_prefix("occupying-") {
        return match unit {
            "units" => occupying_units(r, None),
            other => UnitType::parse(other).map_or(0, |u| occupying_units(r, Some(u))),
        };
    }
    match per {
        "borders" => borders_held(r),
        "farms-in-granary" => i32::from(r.farms_in_granary),
        "markets-in-treasury" => i32::from(r.markets_in_treasury),
        "support" => i32::from(r.support),
        "built" => r.built.len() as i32,
        _ => 0,
    }
}

/// The VP of one `end-game` ability: `vp` if its `if` holds (or it has none), or `vp` for each
/// `per`, capped at `max` VP when given. Any other kind gives 0.
pub fn end_game_vp(g: &ThreeKingdoms, k: Kingdom, a: &AbilitySpec) -> i32 {
    if a.kind != "end-game" {
        return 0;
    }
    if a.arg("if").is_some_and(|cond| !condition_holds(g, k, cond)) {
        return 0;
    }
    let vp = a.num("vp");
    match a.arg("per") {
        Some(per) => {
            let v = vp * count_of(g, k, per);
            if a.arg("max").is_some() { v.min(a.num("max")) } else { v }
        }
        None => vp,
    }
}

/// per border, more locations than the neighbour there 2 VP, as many 1 VP (0–0 too,
/// A-21), fewer 0 (inferred from L1586-1595; the table itself is missing at L1585).
fn border_vp(g: &ThreeKingdoms, k: Kingdom) -> i32 {
    let d = data();
    let on = |who: Kingdom, border| {
        g.realm(who)
            .occupying
            .iter()
            .filter(|o| d.locations[usize::from(o.location)].border == border)
            .count()
    };
    super::super::data::Border::ALL
        .into_iter()
        .filter(|b| b.touches(k))
        .map(|b| {
            let [a, c] = b.kingdoms();
            let other = if a == k { c } else { a };
            match on(k, b).cmp(&on(other, b)) {
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            }
        })
        .sum()
}

/// R-89's favour bonus: favour 9, 10, 11, 12 → 1, 2, 3, 4 VP (L1649-1652).
fn favour_bonus(favor: u8) -> i32 {
    i32::from(favor.clamp(8, 12)) - 8
}

/// Every kingdom's final score, in Wei, Wu, Shu order (R-85…R-93).
pub fn final_scores(g: &ThreeKingdoms) -> Vec<Score> {
    let d = data();
    let development = ranking(Kingdom::ALL.map(|k| {
        let r = g.realm(k);
        i32::from(r.farm_level) + i32::from(r.market_level)
    }));
    let security = ranking(Kingdom::ALL.map(|k| {
        let r = g.realm(k);
        i32::from(r.favor) + i32::from(r.support)
    }));
    let office = ranking(Kingdom::ALL.map(|k| i32::from(g.realm(k).office)));
    Kingdom::ALL
        .into_iter()
        .map(|k| {
            let r = g.realm(k);
            let s = k.seat();
            let enhancements: i32 = r
                .built
                .iter()
                .map(|&e| {
                    let card = &d.enhancements[usize::from(e)];
                    i32::from(card.vp) + card.abilities.iter().map(|a| end_game_vp(g, k, a)).sum::<i32>()
                })
                .sum();
            let generals: i32 = generals_of(g, k)
                .into_iter()
                .flat_map(|c| d.generals[usize::from(c)].abilities.iter())
                .map(|a| end_game_vp(g, k, a))
                .sum();
            let lines = vec![
                //
                ("tkr-score-military", i32::from(r.military)),
                //
                ("tkr-score-borders", border_vp(g, k)),
                // the faces of the border tokens in granary and treasury.
                (
                    "tkr-score-border-tokens",
                    r.border_tokens.iter().map(|(_, vp)| i32::from(*vp)).sum(),
                ),
                // farm level + market level, ranked.
                ("tkr-score-development", development[s]),
                // favour + support tokens, ranked, plus the favour bonus.
                ("tkr-score-security", security[s] + favour_bonus(r.favor)),
                // ranked, plus 1 VP per rank above Prefect (A-23: King is 4, though the
                // seed's example at L1715 gives Wei 3 "as Chancellor" for King; the rule text at
                // L1685-1687 says 1 VP per rank gained).
                ("tkr-score-office", office[s] + i32::from(r.office)),
                // the holder at game end (the token does not move in the last round, R-84).
                ("tkr-score-han", if g.han_holder == Some(k) { 2 } else { 0 }),
                // printed VP of built cards and their end-game conditions (A-30: only
                // built cards score).
                ("tkr-score-enhancements", enhancements),
                // End-game abilities of the kingdom's generals (in play or occupying).
                ("tkr-score-generals", generals),
                //
                ("tkr-score-deficits", -3 * i32::from(r.deficits)),
            ];
            Score {
                kingdom: k,
                total: lines.iter().map(|(_, v)| v).sum(),
                lines,
            }
        })
        .collect()
}

/// The winner (R-94, L1745-1758): the highest total; tied, the most gold + rice (by value, A-24:
/// the seed counts "tokens", but the state keeps amounts, not 1s and 5s); still tied, Shu beats
/// Wu beats Wei.
pub fn winner(g: &ThreeKingdoms, scores: &[Score]) -> Kingdom {
    scores
        .iter()
        .max_by_key(|s| {
            let r = g.realm(s.kingdom);
            // Seats go Wei 0, Wu 1, Shu 2: the higher seat wins the last tie.
            (s.total, u32::from(r.gold) + u32::from(r.rice), s.kingdom.seat())
        })
        .map_or(Kingdom::Shu, |s| s.kingdom)
}
