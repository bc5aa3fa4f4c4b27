//! Commands named in messages (`/join`, `` `/log` ``) become Discord command mentions
//! (`</join:123>`): every client shows them clickable and under the name it uses, so a Korean
//! reader sees `/참가`. Until the commands are registered (or if that failed) a command is
//! written the way the reader's client names it: `/참가` in Korean text.
//!
//! Translations always write the English command name; this is the only place that knows ids.

use std::collections::BTreeMap;
use std::sync::{LazyLock, RwLock};

use super::localize::command_key;
use crate::i18n::{Lang, catalog, msg};

/// Command name → id, from the last registration of this process.
static IDS: LazyLock<RwLock<BTreeMap<String, u64>>> = LazyLock::new(|| RwLock::new(BTreeMap::new()));

/// Keeps the ids Discord gave the registered commands.
pub fn remember(commands: &[poise::serenity_prelude::Command]) {
    let mut ids = IDS.write().unwrap_or_else(|e| e.into_inner());
    for command in commands {
        ids.insert(command.name.clone(), command.id.get());
    }
}

/// `text` with every command it names turned into a mention (or the reader's command name).
pub fn for_reader(text: &str, lang: Lang) -> String {
    let ids = IDS.read().unwrap_or_else(|e| e.into_inner());
    with_mentions(text, lang, &ids)
}

/// Whether `name` is one of the bot's commands (every command has a translated name).
fn is_command(name: &str) -> bool {
    catalog().has(Lang::En, &command_key(name, "name"))
}

/// How a command is written for a reader of `lang`: its mention, else its name in `lang`.
fn written(name: &str, lang: Lang, ids: &BTreeMap<String, u64>) -> String {
    match ids.get(name) {
        Some(id) => format!("</{name}:{id}>"),
        None if lang != Lang::En && catalog().has(lang, &command_key(name, "name")) => {
            format!("/{}", msg(lang, &command_key(name, "name")))
        }
        None => format!("/{name}"),
    }
}

fn with_mentions(text: &str, lang: Lang, ids: &BTreeMap<String, u64>) -> String {
    if !text.contains('/') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('/') {
        let (before, from_slash) = rest.split_at(at);
        let name_len = from_slash[1..]
            .find(|c: char| !(c.is_ascii_lowercase() || c == '-' || c == '_'))
            .unwrap_or(from_slash.len() - 1);
        let name = &from_slash[1..1 + name_len];
        let starts_word = before
            .chars()
            .last()
            .is_none_or(|c| c.is_whitespace() || matches!(c, '(' | '`' | '"' | '“' | '\''));
        let ends_word = from_slash[1 + name_len..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_ascii_alphanumeric());
        if !name.is_empty() && starts_word && ends_word && is_command(name) {
            let after = &from_slash[1 + name_len..];
            // A mention does not render inside code quotes: `/log` loses its backticks.
            let quoted = before.ends_with('`') && after.starts_with('`') && ids.contains_key(name);
            if quoted {
                out.push_str(&before[..before.len() - 1]);
                rest = &after[1..];
            } else {
                out.push_str(before);
                rest = after;
            }
            out.push_str(&written(name, lang, ids));
        } else {
            out.push_str(before);
            out.push('/');
            rest = &from_slash[1..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids() -> BTreeMap<String, u64> {
        [("join".to_string(), 11), ("log".to_string(), 12)]
            .into_iter()
            .collect()
    }

    #[test]
    fn known_commands_become_mentions_and_nothing_else_changes() {
        let text = "Use /join to sit, see `/log`; not /joinx, a/b, https://x.y/join or /dance.";
        assert_eq!(
            with_mentions(text, Lang::En, &ids()),
            "Use </join:11> to sit, see </log:12>; not /joinx, a/b, https://x.y/join or /dance."
        );
    }

    #[test]
    fn without_ids_a_korean_reader_gets_the_korean_command_name() {
        let none = BTreeMap::new();
        assert_eq!(with_mentions("/join · /hand", Lang::Ko, &none), "/참가 · /손패");
        assert_eq!(with_mentions("/join · `/hand`", Lang::En, &none), "/join · `/hand`");
        // A command without its mention id is still named, in Korean, from the catalog.
        assert_eq!(with_mentions("/hand", Lang::Ko, &ids()), "/손패");
    }
}
