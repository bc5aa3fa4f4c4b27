//! Final scoring (R-85…R-93) and the winner; the cards' `end-game` VP are read in
//! `cards/kinds.rs`.

use super::super::cards::kinds::end_game_vp;
use super::super::data::{Kingdom, data};
use super::super::state::ThreeKingdoms;
// `ai.rs` reads these here.
pub use super::super::state::{generals_of, occupying_units};

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
