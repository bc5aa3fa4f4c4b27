//! Command names and descriptions come from `i18n/<lang>/discord.ftl`, not from Rust literals:
//! English fills the canonical description, Korean the `ko` localizations.
//!
//! Message ids: `discord-cmd-<command>-name`, `discord-cmd-<command>-desc`,
//! `discord-cmd-<command>-<param>-name`, `discord-cmd-<command>-<param>-desc`, and
//! `discord-choice-<choice>` for fixed choices (lower-case, spaces as dashes).

use std::borrow::Cow;

use super::{Data, Error};
use crate::i18n::{Lang, catalog, msg};

/// Discord's locale code for Korean.
pub const KOREAN_LOCALE: &str = "ko";

pub fn command_key(command: &str, part: &str) -> String {
    format!("discord-cmd-{command}-{part}")
}

pub fn param_key(command: &str, param: &str, part: &str) -> String {
    format!("discord-cmd-{command}-{param}-{part}")
}

pub fn choice_key(choice: &str) -> String {
    format!("discord-choice-{}", choice.to_lowercase().replace(' ', "-"))
}

/// A message in `lang`, or `None` when the catalog lacks it (logged: a test keeps this from happening).
fn lookup(lang: Lang, key: &str) -> Option<String> {
    if catalog().has(lang, key) {
        Some(msg(lang, key))
    } else {
        tracing::warn!(key, lang = lang.code(), "missing command translation");
        None
    }
}

/// Fills descriptions (English) and Korean names/descriptions of every command, parameter and choice.
pub fn localize_commands(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        let name = command.name.to_string();
        if let Some(desc) = lookup(Lang::En, &command_key(&name, "desc")) {
            command.description = Some(Cow::Owned(desc));
        }
        command.name_localizations = korean(&command_key(&name, "name"));
        command.description_localizations = korean(&command_key(&name, "desc"));
        for param in &mut command.parameters {
            let param_name = param.name.to_string();
            if let Some(desc) = lookup(Lang::En, &param_key(&name, &param_name, "desc")) {
                param.description = Some(Cow::Owned(desc));
            }
            param.name_localizations = korean(&param_key(&name, &param_name, "name"));
            param.description_localizations = korean(&param_key(&name, &param_name, "desc"));
            let mut choices = param.choices.to_vec();
            for choice in &mut choices {
                choice.localizations = korean(&choice_key(&choice.name));
            }
            param.choices = Cow::Owned(choices);
        }
    }
}

fn korean(key: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    let pairs = lookup(Lang::Ko, key).map(|text| (Cow::Borrowed(KOREAN_LOCALE), Cow::Owned(text)));
    Cow::Owned(pairs.into_iter().collect())
}
