//! Every card and plot of the pool for `/card`: its numbers, its ability in our own words, and the
//! mark that the whole pool is a stand-in for the edition's unpublished list.

use crate::engine::names::TypedName;
use crate::engine::{CardInfo, Text};
use crate::games::thrones::data::{Crest, House, Icon, data};
use crate::games::thrones::state::text::{house_key, icon_text};

pub fn cards() -> Vec<CardInfo> {
    let d = data();
    let cards = d.cards.iter().map(|c| CardInfo {
        id: c.id.to_string(),
        name: Text::new(format!("thrones-card-{}", c.id)),
        facts: Some(
            Text::new("thrones-card-facts")
                .str("type", c.kind.key())
                .text(
                    "house",
                    match c.crest {
                        Crest::House(h) => Text::new(format!("thrones-house-{}", h.key())),
                        Crest::Neutral => Text::new("thrones-neutral"),
                    },
                )
                .num("unique", i64::from(c.unique))
                .num("cost", i64::from(c.cost))
                .num("str", i64::from(c.strength))
                .num("gold", i64::from(c.gold))
                .num("ntraits", c.traits.len() as i64)
                .num("nicons", c.icons.len() as i64)
                .num("nkeywords", c.keywords.len() as i64)
                .list(
                    "icons",
                    c.icons
                        .iter()
                        .map(|i| Text::new(format!("thrones-icon-{}", i.key())))
                        .collect(),
                )
                .list(
                    "traits",
                    c.traits
                        .iter()
                        .map(|t| Text::new(format!("thrones-trait-{t}")))
                        .collect(),
                )
                .list(
                    "keywords",
                    c.keywords
                        .iter()
                        .map(|k| Text::new(format!("thrones-keyword-{}", k.key())))
                        .collect(),
                ),
        ),
        text: if c.effects.is_empty() {
            Text::new("thrones-card-no-ability")
        } else {
            Text::new(format!("thrones-card-{}-text", c.id))
        },
        provisional: true,
    });
    let plots = d.plots.iter().map(|p| CardInfo {
        id: p.id.to_string(),
        name: Text::new(format!("thrones-plot-{}", p.id)),
        facts: Some(
            Text::new("thrones-plot-facts")
                .num("income", i64::from(p.income))
                .num("initiative", i64::from(p.initiative))
                .num("claim", i64::from(p.claim)),
        ),
        text: Text::new(format!("thrones-plot-{}-text", p.id)),
        provisional: true,
    });
    cards.chain(plots).collect()
}

/// What a line may name by its shown name: cards, plots, houses and challenge icons.
pub fn typed_names() -> Vec<TypedName> {
    let cards = cards().into_iter().map(|c| TypedName::new(c.id, c.name));
    let houses = House::BOTH.into_iter().map(|h| TypedName::new(h.key(), house_key(h)));
    let icons = Icon::ALL.into_iter().map(|i| TypedName::new(i.key(), icon_text(i)));
    cards.chain(houses).chain(icons).collect()
}
