//! What a performed action's choice does, in words (option labels and the log): never its
//! notation. Read before the action is performed (harvest counts the farms still developed).
//! Also what building a state enhancement costs, in words (its refusal and its option label).

use super::super::data::{Deck, Kingdom, data};
use super::super::state::{EnhancementIx, Space, Store, ThreeKingdoms};
use super::actions::{
    Act, BuildCost, RICE_BUY_GOLD, RICE_LOT, RICE_SELL_GOLD, Tribute, WEAPON_BUY_GOLD, WEAPON_LOT, WEAPON_SELL_GOLD,
    build_cost, enhancement_text,
};
use super::setup::general_text;
use crate::engine::Text;

/// The weapon names by slot (spear, horse, crossbow, boat: the unit types' order).
const WEAPONS: [&str; 4] = ["spear", "horse", "crossbow", "boat"];

pub fn act_text(g: &ThreeKingdoms, k: Kingdom, space: Space, act: &Act) -> Text {
    let r = g.realm(k);
    match *act {
        // The level it goes to, not the one it leaves (issue 34).
        Act::FarmDevelop => Text::new("tkr-act-farm-develop")
            .num("from", i64::from(r.farm_level))
            .num("to", i64::from(r.farm_level) + 1),
        Act::FarmHarvest { keep } => {
            let sold = r.farms_developed.saturating_sub(keep);
            Text::new("tkr-act-farm-harvest")
                .num("keep", i64::from(keep))
                .num("sold", i64::from(sold))
                .num("rice", 5 * i64::from(sold))
        }
        Act::MarketDevelop => Text::new("tkr-act-market-develop")
            .num("from", i64::from(r.market_level))
            .num("to", i64::from(r.market_level) + 1),
        Act::MarketCollect { keep } => {
            let sold = r.markets_developed.saturating_sub(keep);
            Text::new("tkr-act-market-collect")
                .num("keep", i64::from(keep))
                .num("sold", i64::from(sold))
                .num("gold", 4 * i64::from(sold))
        }
        Act::Trade { rice_lots, weapons } => {
            let mut parts = Vec::new();
            if rice_lots != 0 {
                let lots = i64::from(rice_lots.unsigned_abs());
                parts.push(
                    Text::new(if rice_lots > 0 {
                        "tkr-act-buy-rice"
                    } else {
                        "tkr-act-sell-rice"
                    })
                    .num("rice", lots * i64::from(RICE_LOT))
                    .num(
                        "gold",
                        lots * i64::from(if rice_lots > 0 { RICE_BUY_GOLD } else { RICE_SELL_GOLD }),
                    ),
                );
            }
            // Weapons are priced by lots of 3 of any types together (L1014-1016): the price goes
            // with the whole purchase or sale, not with each type.
            let kinds: Vec<Text> = weapons
                .iter()
                .enumerate()
                .filter(|(_, n)| **n != 0)
                .map(|(slot, &n)| {
                    Text::new("tkr-act-weapons")
                        .num("n", i64::from(n.unsigned_abs()))
                        .str("weapon", WEAPONS[slot])
                })
                .collect();
            if !kinds.is_empty() {
                let count: i64 = weapons.iter().map(|&n| i64::from(n.unsigned_abs())).sum();
                let buying = weapons.iter().any(|&n| n > 0);
                let lots = count / i64::from(WEAPON_LOT);
                parts.push(
                    Text::new(if buying {
                        "tkr-act-buy-weapons"
                    } else {
                        "tkr-act-sell-weapons"
                    })
                    .list("weapons", kinds)
                    .num(
                        "gold",
                        lots * i64::from(if buying { WEAPON_BUY_GOLD } else { WEAPON_SELL_GOLD }),
                    ),
                );
            }
            if parts.is_empty() {
                Text::new("tkr-act-nothing")
            } else {
                Text::new("tkr-act-list").list("parts", parts)
            }
        }
        Act::Tech { instructor, draw } => {
            let mut parts = Vec::new();
            if instructor > 0 {
                parts.push(Text::new("tkr-act-instructor").num("n", i64::from(instructor)));
            }
            if let Some(deck) = draw {
                parts.push(Text::new("tkr-act-draw").str(
                    "deck",
                    match deck {
                        Deck::Unification => "unification",
                        Deck::Separation => "separation",
                    },
                ));
            }
            Text::new("tkr-act-list").list("parts", parts)
        }
        Act::Construct { card, trained_first } => Text::new("tkr-act-construct")
            .text("card", enhancement_costed(g, k, card))
            .str("trained", if trained_first { "yes" } else { "no" }),
        Act::Produce { first, second } => {
            let [a, b] = if space == Space::ProduceSpearHorse {
                ["spear", "horse"]
            } else {
                ["crossbow", "boat"]
            };
            let mut parts = Vec::new();
            for (n, weapon) in [(first, a), (second, b)] {
                if n > 0 {
                    parts.push(
                        Text::new("tkr-act-weapons")
                            .num("n", i64::from(n))
                            .str("weapon", weapon),
                    );
                }
            }
            Text::new("tkr-act-take").list("parts", parts)
        }
        Act::Recruit => Text::new("tkr-act-recruit"),
        Act::Train { n } => Text::new("tkr-act-train").num("n", i64::from(n)),
        Act::Tribute(t) => Text::new("tkr-act-tribute").str(
            "what",
            match t {
                Tribute::Gold => "gold",
                Tribute::Rice => "rice",
                Tribute::Both => "both",
                Tribute::Army => "army",
            },
        ),
        Act::Support => Text::new("tkr-act-support"),
        Act::Han { general } => Text::new("tkr-act-han").text("general", general_text(general)),
        Act::Battle {
            general,
            location,
            units,
            store,
        } => {
            let loc = &data().locations[usize::from(location)];
            Text::new("tkr-act-battle")
                .text("general", general_text(general))
                .text("location", Text::new(format!("tkr-border-{}", loc.id)))
                .num("units", i64::from(units))
                .str("unit", loc.unit.key())
                .str(
                    "store",
                    match store {
                        Store::Granary => "granary",
                        Store::Treasury => "treasury",
                    },
                )
        }
        Act::Tribal { buy_support } => Text::new("tkr-act-tribal").str("buy", if buy_support { "yes" } else { "no" }),
    }
}

/// What building costs, each part shown as reduced when an ability takes some off.
pub fn cost_text(cost: BuildCost) -> Text {
    let part = |key: &str, n: u16, was: u16| {
        let key = if n == was {
            key.to_string()
        } else {
            format!("{key}-reduced")
        };
        Text::new(key).num("n", i64::from(n)).num("was", i64::from(was))
    };
    let mut parts = Vec::new();
    if cost.printed_gold > 0 {
        parts.push(part("tkr-card-cost-gold", cost.gold, cost.printed_gold));
    }
    if cost.printed_rice > 0 {
        parts.push(part("tkr-card-cost-rice", cost.rice, cost.printed_rice));
    }
    if cost.armies > 0 {
        parts.push(Text::new("tkr-card-cost-armies").num("n", i64::from(cost.armies)));
    }
    if parts.is_empty() {
        Text::new("tkr-card-cost-free")
    } else {
        Text::new("tkr-act-list").list("parts", parts)
    }
}

/// A state enhancement with its cost to `k` now and its VP ("Mint (3 gold, 1 rice; 1 VP)").
pub fn enhancement_costed(g: &ThreeKingdoms, k: Kingdom, e: EnhancementIx) -> Text {
    Text::new("tkr-card-enhancement")
        .text("card", enhancement_text(e))
        .text("cost", cost_text(build_cost(g, k, e)))
        .num("vp", i64::from(data().enhancements[usize::from(e)].vp))
}
