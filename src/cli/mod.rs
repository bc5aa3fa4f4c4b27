//! Front ends without Discord: hot-seat terminal play, scenario scripts, board rendering and the
//! operator's commands (backup, doctor, replay).

pub mod ops;
pub mod play;
pub mod render;
pub mod script;

use crate::engine::Text;
use crate::i18n::{Lang, tr};

/// The language a command speaks in: `--lang` when given, else the environment's locale
/// (`LC_ALL`, `LC_MESSAGES`, then `LANG`, the first one set, as POSIX orders them: `ko_KR.UTF-8`
/// is Korean), else English.
pub fn command_lang(flag: Option<Lang>) -> Lang {
    flag.or_else(|| locale_lang(|name| std::env::var(name).ok()))
        .unwrap_or_default()
}

/// The language of the environment's locale, read through `var`; `None` for a locale we do not
/// speak (`C`, `POSIX`, `fr_FR.UTF-8`) or none at all.
pub fn locale_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| var(name))
        .find(|value| !value.trim().is_empty())?;
    let code = locale.split(['.', '@']).next().unwrap_or_default().replace('_', "-");
    Lang::parse(&code)
}

/// The text of a file the command was given (a script), or the refusal naming it in `lang`.
pub fn read_file(path: &std::path::Path, lang: Lang) -> anyhow::Result<String> {
    std::fs::read_to_string(path).map_err(|e| {
        refusal(
            lang,
            Text::new("cli-cannot-read")
                .str("file", path.display().to_string())
                .str("error", e.to_string()),
        )
    })
}

/// A command's message in `lang`, as an error to return.
pub fn refusal(lang: Lang, text: Text) -> anyhow::Error {
    anyhow::anyhow!(tr(lang, &text))
}

/// The words after `autopass` on a terminal or script line: `Some(None)` lists the seat's
/// standing choices (nothing given), `Some(Some((kind, on)))` sets one (`on` when neither `on`
/// nor `off` follows the kind), `None` is not an `autopass` line we can read.
pub fn auto_pass_args(rest: &str) -> Option<Option<(String, bool)>> {
    match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
        [] => Some(None),
        [kind] | [kind, "on"] => Some(Some((kind.to_string(), true))),
        [kind, "off"] => Some(Some((kind.to_string(), false))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_locale_picks_the_language_when_no_flag_does() {
        use super::{Lang, locale_lang};
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(locale_lang(env(&[("LANG", "ko_KR.UTF-8")])), Some(Lang::Ko));
        assert_eq!(locale_lang(env(&[("LANG", "ko")])), Some(Lang::Ko));
        assert_eq!(locale_lang(env(&[("LANG", "en_GB.UTF-8")])), Some(Lang::En));
        assert_eq!(locale_lang(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(locale_lang(env(&[("LANG", "fr_FR@euro")])), None);
        assert_eq!(locale_lang(env(&[])), None);
        // LC_ALL wins over LANG, an empty one does not count.
        assert_eq!(locale_lang(env(&[("LC_ALL", "C"), ("LANG", "ko_KR.UTF-8")])), None);
        assert_eq!(
            locale_lang(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "ko_KR.eucKR"),
                ("LANG", "en_US")
            ])),
            Some(Lang::Ko)
        );
    }

    #[test]
    fn autopass_lines_read_kind_and_switch() {
        use super::auto_pass_args;
        assert_eq!(auto_pass_args(""), Some(None));
        assert_eq!(auto_pass_args(" attack "), Some(Some(("attack".into(), true))));
        assert_eq!(auto_pass_args("attack on"), Some(Some(("attack".into(), true))));
        assert_eq!(auto_pass_args("secret off"), Some(Some(("secret".into(), false))));
        assert_eq!(auto_pass_args("attack maybe"), None);
        assert_eq!(auto_pass_args("attack on now"), None);
    }
}
