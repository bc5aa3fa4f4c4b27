//! Nuclear War card names in text, and which card types a viewer may know of: the hidden-card
//! leak checker of the bot-level tests.

use std::collections::BTreeSet;

use warroom::engine::{AnyMatch, Viewer};
use warroom::games::nuclear_war::{card_key, card_type, data::data};
use warroom::i18n::{Lang, msg};

/// Finds Nuclear War card names (English and Korean) in text, and which card types a viewer may
/// know about, to prove hidden cards never reach the wrong reader.
pub struct CardNames {
    /// Every card name in both languages with its card key, longest first (so `10 MT warhead`
    /// is not found inside `100 MT warhead`).
    names: Vec<(String, &'static str)>,
}

impl CardNames {
    pub fn new() -> CardNames {
        let mut names: Vec<(String, &'static str)> = data()
            .cards
            .iter()
            .flat_map(|c| [Lang::En, Lang::Ko].map(|lang| (msg(lang, c.name_key), c.key)))
            .collect();
        for (name, key) in &names {
            assert!(
                !name.is_empty() && !name.starts_with("nw-card"),
                "card {key} has no name"
            );
        }
        names.sort_by_key(|(name, _)| std::cmp::Reverse(name.chars().count()));
        CardNames { names }
    }

    /// The card types named in `text`.
    pub fn named(&self, text: &str) -> BTreeSet<&'static str> {
        let mut rest = text.to_string();
        let mut found = BTreeSet::new();
        for (name, key) in &self.names {
            if rest.contains(name.as_str()) {
                found.insert(*key);
                rest = rest.replace(name.as_str(), "\u{0}");
            }
        }
        found
    }

    /// Card types `viewer` may know of in `m`: types of every card that is not hidden from them.
    pub fn known_types(m: &dyn AnyMatch, viewer: Viewer) -> BTreeSet<&'static str> {
        let hidden: BTreeSet<String> = m.hidden_card_ids(viewer).into_iter().collect();
        (0..data().deck.len() as u16)
            .filter(|&c| !hidden.contains(&card_id(c)))
            .map(card_key)
            .collect()
    }

    /// Card types of which every copy is hidden from `viewer` (naming one is a leak).
    pub fn secret_types(m: &dyn AnyMatch, viewer: Viewer) -> BTreeSet<&'static str> {
        let known = CardNames::known_types(m, viewer);
        (0..data().deck.len() as u16)
            .map(|c| card_type(c).key)
            .filter(|k| !known.contains(k))
            .collect()
    }
}

fn card_id(card: u16) -> String {
    warroom::games::nuclear_war::card_id_string(card)
}

/// Every `nw-NNN` card id in `text`.
pub fn card_ids_in(text: &str) -> BTreeSet<String> {
    text.match_indices("nw-")
        .filter_map(|(i, _)| text.get(i..i + 6))
        .filter(|id| id[3..].bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}
