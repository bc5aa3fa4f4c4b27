//! `/card`: find a card of any game by (part of) its name in any of our languages,
//! or by its id, and show its numbers and what it does — provisional designs marked as such.

use crate::engine::{CardInfo, GameKind, Text};
use crate::games::Registry;
use crate::i18n::{Lang, tr};

use super::common::{corrupt, fail};
use super::{Caller, ErrorKind, Place, Table, TableError};

/// One card found: which game, the card, and the name shown for it.
pub struct CardMatch {
    pub game: &'static str,
    pub card: CardInfo,
    pub name: String,
}

impl CardMatch {
    /// What autocomplete sends back and `find` reads: `<game>/<card id>`.
    pub fn value(&self) -> String {
        format!("{}/{}", self.game, self.card.id)
    }
}

fn folded(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Cards whose name (in any language; shown in `lang`) or id contains `typed`, from `game` only when given;
/// names that start with it first, then alphabetical.
pub fn search(registry: &Registry, game: Option<&str>, typed: &str, lang: Lang) -> Vec<CardMatch> {
    let wanted = folded(typed);
    let mut out: Vec<(bool, CardMatch)> = Vec::new();
    for kind in registry.all().filter(|k| game.is_none_or(|g| g == k.id())) {
        for card in kind.cards() {
            let name = tr(lang, &card.name);
            // Any language's name finds it: a Korean player in an English game (or the reverse)
            // types the name they know.
            let mut keys: Vec<String> = Lang::ALL.iter().map(|&l| folded(&tr(l, &card.name))).collect();
            keys.push(folded(&card.id));
            if !wanted.is_empty() && !keys.iter().any(|k| k.contains(&wanted)) {
                continue;
            }
            let starts = wanted.is_empty() || keys.iter().any(|k| k.starts_with(&wanted));
            out.push((
                starts,
                CardMatch {
                    game: kind.id(),
                    card,
                    name,
                },
            ));
        }
    }
    out.sort_by(|(a, x), (b, y)| b.cmp(a).then_with(|| x.name.cmp(&y.name)));
    out.into_iter().map(|(_, m)| m).collect()
}

/// The card a `/card` line names: an autocomplete value (`game/id`), an id, or a name typed in
/// full (any case, spaces and punctuation ignored); else the closest ones by containment.
pub fn find(registry: &Registry, game: Option<&str>, typed: &str, lang: Lang) -> Result<CardMatch, Vec<CardMatch>> {
    if let Some((g, id)) = typed.trim().split_once('/')
        && let Some(kind) = registry.get(g)
        && let Some(card) = kind.cards().into_iter().find(|c| c.id == id)
    {
        let name = tr(lang, &card.name);
        return Ok(CardMatch {
            game: kind.id(),
            card,
            name,
        });
    }
    let wanted = folded(typed);
    let mut found = search(registry, game, typed, lang);
    let exact = found.iter().position(|m| {
        folded(&m.card.id) == wanted || Lang::ALL.iter().any(|&l| folded(&tr(l, &m.card.name)) == wanted)
    });
    match (exact, found.len()) {
        (Some(i), _) => Ok(found.swap_remove(i)),
        (None, 1) => Ok(found.remove(0)),
        _ => Err(found),
    }
}

impl Table {
    /// `/card`: the card `typed` names, described in the caller's language. It is looked for in
    /// `game` when one is named (a name no game has is refused, listing the games), else in the
    /// game running or waiting in `place` (none in a DM), else in every game. A blank name, no
    /// match and several matches are refused, saying what to type instead.
    pub async fn card(
        &self,
        place: Option<Place>,
        caller: &Caller,
        game: Option<&str>,
        typed: &str,
    ) -> Result<String, TableError> {
        let scope = match (game, place) {
            (Some(named), _) => Some(self.game_named(named)?.id()),
            (None, Some(place)) => match self.info(place).await {
                Ok(info) => self.registry.get(&info.game).map(|k| k.id()),
                Err(_) => None,
            },
            (None, None) => None,
        };
        if typed.trim().is_empty() {
            return fail(ErrorKind::UnknownCard, Text::new("table-card-blank"));
        }
        let lang = self.lang_of(caller).await;
        match find(&self.registry, scope, typed, lang) {
            Ok(found) => {
                let kind = self
                    .registry
                    .get(found.game)
                    .ok_or_else(|| corrupt(format!("unknown game `{}`", found.game)))?;
                Ok(describe(kind, &found, lang))
            }
            Err(close) => {
                let names: Vec<String> = close.iter().take(8).map(|m| m.name.clone()).collect();
                let key = if names.is_empty() {
                    "table-card-not-found"
                } else {
                    "table-card-several"
                };
                fail(
                    ErrorKind::UnknownCard,
                    Text::new(key).str("typed", typed.trim()).str("names", names.join(", ")),
                )
            }
        }
    }
}

/// The reply: name and game, the printed numbers, what it does, the provisional mark.
pub fn describe(kind: &dyn GameKind, m: &CardMatch, lang: Lang) -> String {
    let mut lines = vec![format!("**{}** · {}", m.name, crate::i18n::msg(lang, kind.name_key()))];
    if let Some(facts) = &m.card.facts {
        lines.push(tr(lang, facts));
    }
    lines.push(tr(lang, &m.card.text));
    if m.card.provisional {
        lines.push(tr(lang, &Text::new("table-card-provisional")));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_cards_with_names_and_texts_in_every_language() {
        let registry = Registry::builtin();
        for kind in registry.all() {
            let cards = kind.cards();
            assert!(cards.len() >= 20, "{}: {} cards", kind.id(), cards.len());
            for card in &cards {
                for lang in Lang::ALL {
                    for text in [Some(&card.name), Some(&card.text), card.facts.as_ref()]
                        .into_iter()
                        .flatten()
                    {
                        let shown = tr(lang, text);
                        assert!(
                            !shown.is_empty() && shown != text.key && !shown.contains("{"),
                            "{} {} in {lang:?}: {shown:?}",
                            kind.id(),
                            card.id
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_card_is_found_by_part_of_its_name_in_either_language_or_by_id() {
        let registry = Registry::builtin();
        let found = search(&registry, None, "duck and", Lang::En);
        assert_eq!(found[0].game, "twilight-struggle");
        assert_eq!(found[0].card.id, "duck-and-cover");
        let m = find(&registry, None, &found[0].value(), Lang::Ko)
            .ok()
            .expect("by value");
        assert_eq!(m.card.id, "duck-and-cover");
        let m = find(&registry, Some("three-kingdoms-redux"), "cao cao", Lang::En)
            .ok()
            .expect("by name");
        assert_eq!(m.card.id, "cao-cao");
        let text = describe(registry.get(m.game).unwrap(), &m, Lang::En);
        assert!(text.starts_with("**Cao Cao** · Three Kingdoms Redux"), "{text}");
        assert!(text.contains("administration"), "{text}");
        let korean = find(&registry, None, "조조", Lang::Ko).ok().expect("by Korean name");
        assert_eq!(korean.card.id, "cao-cao");
        assert!(find(&registry, None, "no such card anywhere", Lang::En).is_err());
        // A Korean name in an English reader's search, and the start of one, shown in English.
        let hodor = find(&registry, Some("thrones"), "호도르", Lang::En)
            .ok()
            .expect("whole Korean name");
        assert_eq!((hodor.card.id.as_str(), hodor.name.as_str()), ("hodor", "Hodor"));
        let started = search(&registry, Some("thrones"), "호도", Lang::En);
        assert_eq!(started.first().map(|m| m.card.id.as_str()), Some("hodor"));
    }

    #[test]
    fn provisional_cards_say_so() {
        let registry = Registry::builtin();
        let kind = registry.get("three-kingdoms-redux").unwrap();
        let provisional = kind
            .cards()
            .into_iter()
            .find(|c| c.provisional)
            .expect("the roster has provisional rows");
        let m = CardMatch {
            game: kind.id(),
            name: tr(Lang::En, &provisional.name),
            card: provisional,
        };
        let text = describe(kind, &m, Lang::En);
        assert!(text.contains("Provisional"), "{text}");
        let known = kind.cards().into_iter().find(|c| !c.provisional);
        if let Some(card) = known {
            let m = CardMatch {
                game: kind.id(),
                name: tr(Lang::En, &card.name),
                card,
            };
            assert!(!describe(kind, &m, Lang::En).contains("Provisional"));
        }
    }
}
