//! Every general and state enhancement for `/card`: numbers, ability in our own words, and
//! whether the row is provisional (our design) or partial (some fields ours).

use super::data::{Status, data};
use crate::engine::{CardInfo, Text};

pub fn cards() -> Vec<CardInfo> {
    let d = data();
    let generals = d.generals.iter().map(|g| CardInfo {
        id: g.id.to_string(),
        name: Text::new(format!("tkr-general-{}", g.id)),
        facts: Some(
            Text::new("tkr-card-general-facts")
                .str("kingdom", g.kingdom.key())
                .num("adm", i64::from(g.adm))
                .num("cmb", i64::from(g.cmb))
                .num("ldr", i64::from(g.ldr)),
        ),
        text: if g.abilities.is_empty() {
            Text::new("tkr-card-no-ability")
        } else {
            Text::new(format!("tkr-general-{}-text", g.id))
        },
        provisional: g.status != Status::Known,
    });
    let enhancements = d.enhancements.iter().map(|e| CardInfo {
        id: e.id.to_string(),
        name: Text::new(format!("tkr-se-{}", e.id)),
        facts: Some(
            Text::new("tkr-card-se-facts")
                .str("deck", e.deck.key())
                .num("gold", i64::from(e.gold))
                .num("rice", i64::from(e.rice))
                .num("armies", i64::from(e.armies))
                .num("vp", i64::from(e.vp)),
        ),
        text: if e.abilities.is_empty() {
            Text::new("tkr-card-no-ability")
        } else {
            Text::new(format!("tkr-se-{}-text", e.id))
        },
        provisional: e.status != Status::Known,
    });
    generals.chain(enhancements).collect()
}
