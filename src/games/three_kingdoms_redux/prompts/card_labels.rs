//! A card as options, questions and the status name it (issue 34): a general with his numbers and
//! the short text of his ability, a state enhancement with what it costs this kingdom now (a
//! reduced cost shown as reduced), its VP and its short text — all from
//! `three-kingdoms-redux-cards.ftl`, in the reader's language. `/card` gives the whole text.

use super::super::data::{Kingdom, data};
use super::super::rules::actions::{BuildCost, build_cost, enhancement_text};
use super::super::rules::setup::general_text;
use super::super::state::{Criterion, EnhancementIx, GeneralIx, Source, ThreeKingdoms};
use crate::engine::Text;

/// The card's ability in a few words ("after Control Han Emperor: +1 gold"); none without one.
pub fn short_text(source: Source) -> Option<Text> {
    if source.abilities().is_empty() {
        return None;
    }
    Some(match source {
        Source::General(_) => Text::new(format!("tkr-general-{}-short", source.id())),
        Source::Enhancement(_) => Text::new(format!("tkr-se-{}-short", source.id())),
    })
}

/// `what` (a text naming `source`) followed by the card's short text, when it has an ability.
pub fn with_short(what: Text, source: Source) -> Text {
    match short_text(source) {
        Some(short) => Text::new("tkr-card-with-short").text("what", what).text("short", short),
        None => what,
    }
}

/// A general's name with his short text.
pub fn general_named(c: GeneralIx) -> Text {
    with_short(general_text(c), Source::General(c))
}

/// A general with his numbers now and his short text, as an option label (draft, bid).
pub fn general_label(g: &ThreeKingdoms, c: GeneralIx) -> Text {
    let label = Text::new("tkr-opt-general")
        .text("general", general_text(c))
        .num("adm", i64::from(g.stat(c, Criterion::Adm)))
        .num("cmb", i64::from(g.stat(c, Criterion::Cmb)))
        .num("ldr", i64::from(data().generals[usize::from(c)].ldr));
    with_short(label, Source::General(c))
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

/// A state enhancement with its cost, VP and short text (the status's hand lines).
pub fn enhancement_label(g: &ThreeKingdoms, k: Kingdom, e: EnhancementIx) -> Text {
    with_short(enhancement_costed(g, k, e), Source::Enhancement(e))
}
