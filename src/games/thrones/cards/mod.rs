//! Every card's ability, one file per card group, each registering its [`Ability`]s under the
//! formula kind or unit name its data row carries (`data/thrones/cards.tsv`, `plots.tsv`), and
//! the questions its abilities ask ([`ASKS`]). One file answers "what does this card do?"; the
//! rules core and the windows never name a card.

pub mod common;
pub mod events;
pub mod generic;
pub mod lannister;
pub mod lannister_cards;
pub mod neutral;
pub mod plots;
pub mod stark;

use super::state::ability::Ability;
use super::state::windows::AskFn;

/// Every group's abilities.
pub const ALL: &[&[Ability]] = &[
    generic::ABILITIES,
    stark::ABILITIES,
    neutral::ABILITIES,
    lannister::ABILITIES,
    lannister_cards::ABILITIES,
    events::ABILITIES,
];

/// Every group's question resolvers, by key.
pub const ASKS: &[&[(&str, AskFn)]] = &[plots::ASKS, stark::ASKS, neutral::ASKS, lannister::ASKS, events::ASKS];

/// The resolver of a question an ability asked.
pub fn ask_fn(key: &str) -> Option<AskFn> {
    ASKS.iter()
        .flat_map(|group| group.iter())
        .find(|(k, _)| *k == key)
        .map(|(_, f)| *f)
}

/// The plots' when-revealed abilities, first player's plot first.
pub fn when_revealed(
    g: &mut crate::games::thrones::state::Thrones,
    rng: &mut crate::engine::GameRng,
    log: &mut Vec<crate::engine::LogEntry>,
) {
    plots::when_revealed(g, rng, log);
}

/// Whether a `unit(name=…)` has its behaviour registered in a card file.
pub fn implements(unit: &str) -> bool {
    super::state::ability::find(unit).is_some() || neutral::PLOT_UNITS.contains(&unit)
}

/// The start of the standing phase: plots that act then (Snowed Under).
pub fn start_of_standing(g: &mut crate::games::thrones::state::Thrones) {
    neutral::start_of_standing(g);
}
