//! Translations: Fluent files under `i18n/<lang>/`, embedded in the binary.
//!
//! Every player-facing string goes through here. A missing Korean message falls back to English,
//! and a test checks both languages define the same message ids.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

pub mod korean;

use crate::engine::{Arg, Localizer, Seat, Text};

/// Languages the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Ko,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// Parses `en`, `ko` and Discord locales such as `en-US` or `ko`.
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim().to_ascii_lowercase();
        if s == "en" || s.starts_with("en-") {
            Some(Lang::En)
        } else if s == "ko" || s.starts_with("ko-") {
            Some(Lang::Ko)
        } else {
            None
        }
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::parse(s).ok_or_else(|| format!("unknown language `{s}` (use en or ko)"))
    }
}

/// The English and Korean Fluent files `i18n/{en,ko}/<name>.ftl`, embedded, as catalog sources
/// `(language code, name, text)`. A game lists its own files with this in `Game::TRANSLATIONS`.
#[macro_export]
macro_rules! translations {
    ($($name:literal),* $(,)?) => {
        &[$(
            ("en", $name, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/en/", $name, ".ftl"))),
            ("ko", $name, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/ko/", $name, ".ftl"))),
        )*]
    };
}

/// The engine's, table's and front ends' own files; each game brings its own
/// ([`GameTranslations`], submitted by its registration line in `games`).
const SOURCES: &[crate::engine::Translation] =
    translations!["core", "flow", "table", "timers", "discord", "cli", "history", "boards"];

/// One game's translation files (`Game::TRANSLATIONS`), submitted where the game is registered,
/// so this module loads them without knowing the games.
pub struct GameTranslations(pub &'static [crate::engine::Translation]);

inventory::collect!(GameTranslations);

/// Every source: the shared files, then each registered game's.
fn sources() -> impl Iterator<Item = &'static crate::engine::Translation> {
    SOURCES.iter().chain(
        inventory::iter::<GameTranslations>
            .into_iter()
            .flat_map(|files| files.0.iter()),
    )
}

pub struct Catalog {
    en: FluentBundle<FluentResource>,
    ko: FluentBundle<FluentResource>,
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.code().parse().expect("valid language id");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks show as tofu in board images and break string comparisons.
    bundle.set_use_isolating(false);
    // `MAN($millions)`: people counted the Korean way (2,500만); plain digits in other languages.
    bundle
        .add_function("MAN", |positional, _named| match positional {
            [FluentValue::Number(n)] => FluentValue::from(korean::millions(n.value as i64)),
            _ => FluentValue::Error,
        })
        .expect("MAN is defined once");
    bundle
        .add_function("MAN_COUNT", |positional, _named| match positional {
            [FluentValue::Number(n)] => FluentValue::from(korean::man_count(n.value as i64)),
            _ => FluentValue::Error,
        })
        .expect("MAN_COUNT is defined once");
    for (l, name, src) in sources() {
        if *l != lang.code() {
            continue;
        }
        let res = FluentResource::try_new(src.to_string())
            .unwrap_or_else(|(_, errs)| panic!("i18n/{}/{name}.ftl does not parse: {errs:?}", lang.code()));
        bundle
            .add_resource(res)
            .unwrap_or_else(|errs| panic!("i18n/{}/{name}.ftl redefines messages: {errs:?}", lang.code()));
    }
    bundle
}

/// The process-wide catalog (built once; about a millisecond).
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog {
        en: bundle(Lang::En),
        ko: bundle(Lang::Ko),
    })
}

impl Catalog {
    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        match lang {
            Lang::En => &self.en,
            Lang::Ko => &self.ko,
        }
    }

    pub fn has(&self, lang: Lang, key: &str) -> bool {
        self.bundle(lang).has_message(key)
    }

    /// Every message id defined for `lang` (for the completeness test).
    pub fn ids(&self, lang: Lang) -> Vec<String> {
        let mut ids = Vec::new();
        for (l, _, src) in sources() {
            if *l != lang.code() {
                continue;
            }
            for line in src.lines() {
                let Some((id, _)) = line.split_once('=') else { continue };
                let id = id.trim();
                let starts_ok = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
                if starts_ok && !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// Renders `text` in `lang`; seats become `names[seat]` (or "P<n>").
    pub fn render(&self, lang: Lang, text: &Text, names: &[String]) -> String {
        let bundle = if self.has(lang, &text.key) {
            self.bundle(lang)
        } else {
            &self.en
        };
        let Some(pattern) = bundle.get_message(&text.key).and_then(|m| m.value()) else {
            return text.key.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(self.render(lang, t, names)),
                Arg::Seat(s) => FluentValue::from(seat_name(names, *s)),
                Arg::List(ts) => FluentValue::from(
                    ts.iter()
                        .map(|t| self.render(lang, t, names))
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            };
            args.set(name.clone(), value);
        }
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
        match lang {
            Lang::Ko => korean::resolve_particles(&out),
            _ => out.into_owned(),
        }
    }
}

/// A seat's display name, or "P<n>" when the front end gave none.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_else(|| format!("P{}", seat + 1))
}

/// A typed name as shown in English and in Korean, for the engine's name reader
/// (`engine::names`), which may not import this layer.
fn name_forms(name: &Text) -> Vec<String> {
    [Lang::En, Lang::Ko].iter().map(|&lang| tr(lang, name)).collect()
}
inventory::submit! { crate::engine::names::NameForms(name_forms) }

/// Shortcut: render `text` in `lang` with no seat names.
pub fn tr(lang: Lang, text: &Text) -> String {
    catalog().render(lang, text, &[])
}

/// Shortcut for a message without arguments.
pub fn msg(lang: Lang, key: &str) -> String {
    tr(lang, &Text::new(key.to_string()))
}

/// A [`Localizer`] for one language and one table's seat names.
pub struct Tr<'a> {
    pub lang: Lang,
    pub names: &'a [String],
}

impl<'a> Tr<'a> {
    pub fn new(lang: Lang, names: &'a [String]) -> Self {
        Tr { lang, names }
    }
}

impl Localizer for Tr<'_> {
    fn text(&self, text: &Text) -> String {
        catalog().render(self.lang, text, self.names)
    }
    fn seat_name(&self, seat: Seat) -> String {
        seat_name(self.names, seat)
    }
    fn lang(&self) -> &str {
        self.lang.code()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_and_korean_define_the_same_messages() {
        let cat = catalog();
        let en: std::collections::BTreeSet<_> = cat.ids(Lang::En).into_iter().collect();
        let ko: std::collections::BTreeSet<_> = cat.ids(Lang::Ko).into_iter().collect();
        let missing_ko: Vec<_> = en.difference(&ko).collect();
        let missing_en: Vec<_> = ko.difference(&en).collect();
        assert!(missing_ko.is_empty(), "missing in Korean: {missing_ko:?}");
        assert!(missing_en.is_empty(), "missing in English: {missing_en:?}");
        assert!(en.len() > 20);
    }

    #[test]
    fn renders_arguments_seats_and_nested_texts() {
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        let text = Text::new("err-not-your-turn").list("waiting", vec![Text::new("seat-name").seat("seat", 1)]);
        let en = catalog().render(Lang::En, &text, &names);
        assert!(en.contains("Bob"), "{en}");
        let ko = catalog().render(Lang::Ko, &text, &names);
        assert!(ko.contains("Bob") && ko != en, "{ko}");
        assert!(!en.contains('\u{2068}'), "no isolation marks");
    }

    #[test]
    fn unknown_key_falls_back_to_the_key() {
        assert_eq!(tr(Lang::Ko, &Text::new("no-such-message")), "no-such-message");
        assert_eq!(Lang::parse("ko-KR"), Some(Lang::Ko));
        assert_eq!(Lang::parse("en-US"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
    }
}
