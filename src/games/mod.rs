//! Every game Warroom can host. Adding a game is one folder plus one line in [`Registry::builtin`].

use std::sync::Arc;

use crate::engine::{Game, GameKind, Kind};

pub mod nuclear_war;
pub mod three_kingdoms_redux;
pub mod thrones;
pub mod tsv;
pub mod twilight_struggle;

/// The games a table can create, looked up by id.
pub struct Registry {
    kinds: Vec<Box<dyn GameKind>>,
}

impl Registry {
    /// A registry with exactly these games (tests use this with toy games).
    pub fn new(kinds: Vec<Box<dyn GameKind>>) -> Self {
        Registry { kinds }
    }

    /// Every built-in game.
    pub fn builtin() -> Arc<Registry> {
        Arc::new(Registry::new(builtin_kinds()))
    }

    pub fn get(&self, id: &str) -> Option<&dyn GameKind> {
        self.kinds.iter().find(|k| k.id() == id).map(|k| k.as_ref())
    }

    /// The game a player typed: its id in any case, or its name in any language the catalog
    /// has (`Twilight Struggle`, `핵전쟁`, `황혼의 투쟁`), spaces and dashes ignored.
    pub fn find(&self, typed: &str) -> Option<&dyn GameKind> {
        let key = |s: &str| {
            s.chars()
                .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
                .flat_map(char::to_lowercase)
                .collect::<String>()
        };
        let wanted = key(typed);
        if wanted.is_empty() {
            return None;
        }
        self.all().find(|k| {
            key(k.id()) == wanted
                || crate::i18n::Lang::ALL
                    .iter()
                    .any(|&lang| key(&crate::i18n::msg(lang, k.name_key())) == wanted)
        })
    }

    pub fn all(&self) -> impl Iterator<Item = &dyn GameKind> {
        self.kinds.iter().map(|k| k.as_ref())
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.kinds.iter().map(|k| k.id()).collect()
    }
}

/// The built-in games, one line each: their registry entries and their translation files.
macro_rules! builtin_games {
    ($($game:ty),* $(,)?) => {
        fn builtin_kinds() -> Vec<Box<dyn GameKind>> {
            vec![$(Box::new(Kind::<$game>::new())),*]
        }

        // Every built-in game's translation files, for the catalog to load with the shared ones.
        $(inventory::submit! { crate::i18n::GameTranslations(<$game as Game>::TRANSLATIONS) })*
    };
}

builtin_games![
    nuclear_war::NuclearWar,
    twilight_struggle::TwilightStruggle,
    three_kingdoms_redux::ThreeKingdoms,
    thrones::Thrones,
];
