//! A card as options, questions and the status name it (issue 34): a general with his numbers and
//! the short text of his ability, a state enhancement with what it costs this kingdom now (a
//! reduced cost shown as reduced), its VP and its short text — all from
//! `three-kingdoms-redux-cards.ftl`, in the reader's language. `/card` gives the whole text.

use super::super::data::{Kingdom, data};
use super::super::rules::act_text::enhancement_costed;
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

/// A state enhancement with its cost, VP and short text (the status's hand lines).
pub fn enhancement_label(g: &ThreeKingdoms, k: Kingdom, e: EnhancementIx) -> Text {
    with_short(enhancement_costed(g, k, e), Source::Enhancement(e))
}
