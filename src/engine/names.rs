//! The names players may type instead of ids: a game lists, for each id a line may hold (a
//! country, a card, a general, a unit kind, an action space…), the message id of the name its
//! prompts show ([`super::Game::typed_names`]); the table reads that name in English and in
//! Korean from the translations, so there is one source.
//!
//! Before a typed line goes to [`super::Game::parse`] ([`super::AnyMatch::canonical`]), each of
//! its words, and each part of a word between `=`, `:` and `,` (`unit=기병`, `서독:2`), that is not
//! already an id or a number is read as a name:
//! * a name in either language, whole (any case; a name with spaces is typed with `_` for each
//!   space, `west_germany`), else
//! * the start of exactly one name or id (`장` alone is refused, `장소` is Zhang Zhao);
//! * the start of several names is refused, listing them with their ids (`names-err-ambiguous`);
//! * a word that names nothing is left as typed, for the game to refuse in its own words.
//!
//! The line is then kept in its canonical form, ids only, so saves and replays read the same.
//! English lines that the game reads today are never touched: a line of plain ASCII is read as
//! names only when the game refuses it as typed, and only if every name it finds makes a line
//! the game reads (else the game's own refusal of the line as typed stands). In a line with
//! Korean in it, only the Korean parts are read as names (the English words are the game's verbs
//! and ids).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use super::{Game, RuleError, Text};

/// How a name is shown in every language players read: registered by the translations layer
/// (`crate::i18n`), which sits above the engine, so the engine names no translation files.
pub struct NameForms(pub fn(&Text) -> Vec<String>);
inventory::collect!(NameForms);

/// `name` as shown in every registered language (none registered: no forms, ids only).
fn forms_of(name: &Text) -> Vec<String> {
    inventory::iter::<NameForms>
        .into_iter()
        .flat_map(|forms| (forms.0)(name))
        .collect()
}

/// One id a player may type, and the message id of the name players see for it.
#[derive(Clone, Debug)]
pub struct TypedName {
    pub id: String,
    pub name: Text,
}

impl TypedName {
    pub fn new(id: impl Into<String>, name: Text) -> Self {
        TypedName { id: id.into(), name }
    }
}

/// A game's typed names, rendered in every language and folded for matching.
#[derive(Debug, Default)]
pub struct NameTable {
    entries: Vec<Entry>,
    ids: HashSet<String>,
}

#[derive(Debug)]
struct Entry {
    id: String,
    name: Text,
    /// The name in each language, folded ([`fold`]).
    forms: Vec<String>,
}

/// What one typed word names.
#[derive(Debug, PartialEq, Eq)]
enum Lookup {
    /// An id or a number already, or no name: left as typed.
    Keep,
    Id(String),
    /// The indexes of the entries it may name (two or more ids).
    Ambiguous(Vec<usize>),
}

/// Lower case, `_` as a space, single spaces, without Fluent's isolation marks.
fn fold(s: &str) -> String {
    let cleaned: String = s
        .chars()
        .filter(|c| !matches!(c, '\u{2068}' | '\u{2069}'))
        .map(|c| if c == '_' { ' ' } else { c })
        .collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// The most candidates an ambiguity lists by name.
const MAX_CANDIDATES: usize = 8;

impl NameTable {
    /// The table of `names`, each rendered in English and Korean.
    pub fn new(names: Vec<TypedName>) -> Self {
        let rows = names
            .into_iter()
            .map(|n| {
                let forms = forms_of(&n.name);
                (n.id, n.name, forms)
            })
            .collect();
        Self::from_forms(rows)
    }

    /// The table of `(id, name, the name as shown in each language)` rows.
    pub fn from_forms(rows: Vec<(String, Text, Vec<String>)>) -> Self {
        let entries: Vec<Entry> = rows
            .into_iter()
            .map(|(id, name, forms)| Entry {
                forms: forms.iter().map(|f| fold(f)).filter(|f| !f.is_empty()).collect(),
                id,
                name,
            })
            .collect();
        let ids = entries.iter().map(|e| e.id.clone()).collect();
        NameTable { entries, ids }
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The distinct ids among `hits` (entry indexes), as one id, several, or none.
    fn decide(&self, hits: Vec<usize>) -> Option<Lookup> {
        let mut seen = HashSet::new();
        let distinct: Vec<usize> = hits.into_iter().filter(|&i| seen.insert(&self.entries[i].id)).collect();
        match distinct.as_slice() {
            [] => None,
            [one] => Some(Lookup::Id(self.entries[*one].id.clone())),
            _ => Some(Lookup::Ambiguous(distinct)),
        }
    }

    fn lookup(&self, word: &str) -> Lookup {
        if word.is_empty() || word.bytes().all(|b| b.is_ascii_digit()) || self.ids.contains(word) {
            return Lookup::Keep;
        }
        let typed = fold(word);
        if typed.is_empty() {
            return Lookup::Keep;
        }
        let indexes = 0..self.entries.len();
        let exact = indexes
            .clone()
            .filter(|&i| self.entries[i].forms.contains(&typed))
            .collect();
        if let Some(found) = self.decide(exact) {
            return found;
        }
        let prefix = indexes
            .filter(|&i| {
                let e = &self.entries[i];
                e.id.starts_with(word) || e.forms.iter().any(|f| f.starts_with(&typed))
            })
            .collect();
        self.decide(prefix).unwrap_or(Lookup::Keep)
    }

    /// The refusal of `word`, naming the entries it may mean.
    fn ambiguous(&self, word: &str, hits: &[usize]) -> RuleError {
        let candidates = hits
            .iter()
            .take(MAX_CANDIDATES)
            .map(|&i| {
                let e = &self.entries[i];
                Text::new("names-candidate")
                    .text("name", e.name.clone())
                    .str("id", e.id.clone())
            })
            .collect();
        RuleError::new(
            Text::new("names-err-ambiguous")
                .str("word", word.to_string())
                .list("candidates", candidates)
                .num("more", hits.len().saturating_sub(MAX_CANDIDATES) as i64),
        )
    }
}

/// The typed names of game `G`, built once per process.
pub fn table<G: Game>() -> Arc<NameTable> {
    static TABLES: OnceLock<Mutex<HashMap<&'static str, Arc<NameTable>>>> = OnceLock::new();
    let tables = TABLES.get_or_init(Default::default);
    if let Some(t) = tables.lock().expect("name tables").get(G::ID) {
        return t.clone();
    }
    // Built outside the lock (rendering every name takes a moment); a race builds it twice.
    let built = Arc::new(NameTable::new(G::typed_names()));
    tables
        .lock()
        .expect("name tables")
        .entry(G::ID)
        .or_insert(built)
        .clone()
}

/// Where a word splits into parts that each may be a name.
fn is_joint(c: char) -> bool {
    matches!(c, '=' | ':' | ',')
}

/// `line` (normalized) with the names in it turned into ids, as the module doc says; `parses`
/// tells whether the game reads a line. An ambiguous Korean name is refused, listing what it may
/// mean.
///
/// # Errors
/// `names-err-ambiguous` for a non-ASCII word that starts several names.
pub fn resolve_line(line: &str, table: &NameTable, parses: impl Fn(&str) -> bool) -> Result<String, RuleError> {
    let korean = !line.is_ascii();
    if table.is_empty() || (!korean && parses(line)) {
        return Ok(line.to_string());
    }
    let mut out = String::with_capacity(line.len());
    let mut changed = false;
    let mut part = String::new();
    let mut flush = |part: &mut String, out: &mut String| -> Result<(), RuleError> {
        let word = std::mem::take(part);
        if korean && word.is_ascii() {
            out.push_str(&word);
            return Ok(());
        }
        match table.lookup(&word) {
            Lookup::Keep => out.push_str(&word),
            Lookup::Id(id) => {
                changed = true;
                out.push_str(&id);
            }
            Lookup::Ambiguous(hits) if !word.is_ascii() => return Err(table.ambiguous(&word, &hits)),
            Lookup::Ambiguous(_) => out.push_str(&word),
        }
        Ok(())
    };
    for c in line.chars() {
        if c == ' ' || is_joint(c) {
            flush(&mut part, &mut out)?;
            out.push(c);
        } else {
            part.push(c);
        }
    }
    flush(&mut part, &mut out)?;
    if !changed || (!korean && !parses(&out)) {
        return Ok(line.to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, tr};

    fn table() -> NameTable {
        let row = |id: &str, en: &str, ko: &str| {
            (
                id.to_string(),
                Text::new("raw").str("value", en),
                vec![en.into(), ko.into()],
            )
        };
        NameTable::from_forms(vec![
            row("zhang-zhao", "Zhang Zhao", "장소"),
            row("zhang-fei", "Zhang Fei", "장비"),
            row("zhang-liao", "Zhang Liao", "장료"),
            row("cavalry", "Cavalry", "기병"),
            row("west-germany", "West Germany", "서독"),
            row("farm", "Farm: develop or harvest", "농장 개발 혹은 수확"),
        ])
    }

    /// A game that reads lines whose every word is an id, a number or a verb.
    fn reads(line: &str) -> bool {
        let ids = [
            "zhang-zhao",
            "zhang-fei",
            "zhang-liao",
            "cavalry",
            "west-germany",
            "farm",
        ];
        let verbs = ["place", "draft", "unit", "units", "influence", "do"];
        line.split([' ', '=', ':', ','])
            .all(|w| ids.contains(&w) || verbs.contains(&w) || w.parse::<u32>().is_ok())
    }

    fn resolve(line: &str) -> Result<String, String> {
        resolve_line(line, &table(), reads).map_err(|e| e.text.key.to_string())
    }

    #[test]
    fn korean_names_whole_or_by_an_unambiguous_start_become_ids() {
        assert_eq!(resolve("draft 장소 장비").unwrap(), "draft zhang-zhao zhang-fei");
        assert_eq!(
            resolve("place 장소 farm units=2 unit=기병").unwrap(),
            "place zhang-zhao farm units=2 unit=cavalry"
        );
        assert_eq!(
            resolve("place 장료 농장 unit=기").unwrap(),
            "place zhang-liao farm unit=cavalry"
        );
        assert_eq!(resolve("influence 서독:2").unwrap(), "influence west-germany:2");
        assert_eq!(resolve("do 농장_개발").unwrap(), "do farm");
    }

    #[test]
    fn an_ambiguous_start_is_refused_listing_every_candidate() {
        let err = resolve_line("draft 장", &table(), reads).unwrap_err();
        assert_eq!(err.text.key, "names-err-ambiguous");
        let rendered = tr(Lang::En, &err.text);
        for id in ["zhang-zhao", "zhang-fei", "zhang-liao"] {
            assert!(rendered.contains(id), "{rendered}");
        }
        assert!(rendered.contains("장"), "{rendered}");
    }

    #[test]
    fn a_line_the_game_reads_is_never_touched() {
        assert_eq!(
            resolve("place zhang-zhao farm unit=cavalry").unwrap(),
            "place zhang-zhao farm unit=cavalry"
        );
        // `do` starts no name here, but even a verb that did would stay: the line reads.
        assert_eq!(resolve("do farm").unwrap(), "do farm");
    }

    #[test]
    fn english_names_and_starts_help_only_a_line_the_game_refuses() {
        assert_eq!(resolve("influence west_germany:3").unwrap(), "influence west-germany:3");
        assert_eq!(
            resolve("place zhang-zh farm unit=cav").unwrap(),
            "place zhang-zhao farm unit=cavalry"
        );
        // An English start of several names is no refusal of ours: the line stays as typed.
        assert_eq!(resolve("place zhang farm").unwrap(), "place zhang farm");
        // Nor is a name that leaves the line unread.
        assert_eq!(resolve("bogus cav").unwrap(), "bogus cav");
    }

    #[test]
    fn every_game_names_its_ids_in_both_languages() {
        use crate::games::twilight_struggle::TwilightStruggle;
        use crate::games::{nuclear_war::NuclearWar, three_kingdoms_redux::ThreeKingdoms, thrones::Thrones};
        let all = [
            TwilightStruggle::typed_names(),
            ThreeKingdoms::typed_names(),
            Thrones::typed_names(),
            NuclearWar::typed_names(),
        ];
        for names in all {
            assert!(!names.is_empty());
            let mut ids = HashSet::new();
            for n in &names {
                assert!(ids.insert(n.id.clone()), "{} twice", n.id);
                for lang in [Lang::En, Lang::Ko] {
                    let shown = tr(lang, &n.name);
                    assert!(
                        !shown.is_empty() && shown != n.name.key,
                        "{lang:?}: {} has no name",
                        n.id
                    );
                }
            }
        }
        let ts = super::table::<TwilightStruggle>();
        assert_eq!(ts.lookup("서독"), Lookup::Id("west-germany".into()));
        assert_eq!(ts.lookup("폴란"), Lookup::Id("poland".into()));
        assert_eq!(
            ts.lookup("인도"),
            Lookup::Id("india".into()),
            "a whole name before a longer one"
        );
        assert!(matches!(ts.lookup("이"), Lookup::Ambiguous(_)));
        let tkr = super::table::<ThreeKingdoms>();
        assert_eq!(tkr.lookup("장소"), Lookup::Id("zhang-zhao".into()));
        assert_eq!(tkr.lookup("기병"), Lookup::Id("cavalry".into()));
        assert_eq!(tkr.lookup("cavalry"), Lookup::Keep, "an id stays");
    }

    #[test]
    fn unknown_korean_words_stay_for_the_game_to_refuse() {
        assert_eq!(resolve("draft 조조").unwrap(), "draft 조조");
        // English words in a Korean line are the game's own: never read as names.
        assert_eq!(resolve("place 장소 cav").unwrap(), "place zhang-zhao cav");
    }
}
