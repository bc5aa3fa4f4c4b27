//! Every general and state enhancement for `/card`: numbers, ability in our own words, and
//! whether the row is provisional (our design) or partial (some fields ours).

use super::super::data::{Status, UnitType, data};
use super::super::state::Space;
use crate::engine::names::TypedName;
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

/// What a line may name by its shown name: generals, enhancements, action spaces and unit kinds.
pub fn typed_names() -> Vec<TypedName> {
    let cards = cards().into_iter().map(|c| TypedName::new(c.id, c.name));
    let spaces = Space::ALL.into_iter().map(|s| TypedName::new(s.key(), s.text()));
    let units = UnitType::ALL
        .into_iter()
        .map(|u| TypedName::new(u.key(), Text::new("tkr-board-unit").str("unit", u.key())));
    cards.chain(spaces).chain(units).collect()
}
