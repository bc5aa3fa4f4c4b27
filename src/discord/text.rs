//! Pure text helpers: Discord length limits and the `/new` options string.

use crate::engine::{GameOptions, Text};
use crate::i18n::Lang;

/// Discord's limit on a message's content.
pub const MAX_MESSAGE: usize = 2000;

/// Cuts `text` to at most `max` characters, ending with `…` when something was cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    if max == 0 {
        return String::new();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// The most characters of the legend under a prompt's question: with the question and a short
/// private text the prompt stays one message of at most [`MAX_MESSAGE`] characters.
pub const MAX_LEGEND: usize = 1200;
/// The most characters of one legend line (a long card text is cut so more options fit).
pub const MAX_LEGEND_LINE: usize = 160;

/// "• label — detail", one line per option with a detail its label does not already hold, each
/// at most [`MAX_LEGEND_LINE`] characters; once the next line would take the legend past `max`
/// characters, a last line "…" says the rest was left out. Empty when no option has a detail.
pub fn legend<'a>(options: impl IntoIterator<Item = (&'a str, Option<&'a str>)>, max: usize) -> String {
    let mut out = String::new();
    let mut len = 0;
    for (label, detail) in options {
        let (label, Some(detail)) = (label.trim(), detail.map(str::trim)) else {
            continue;
        };
        if detail.is_empty() || label.contains(detail) {
            continue;
        }
        let line = truncate(&format!("• {label} — {detail}"), MAX_LEGEND_LINE);
        let sep = usize::from(!out.is_empty());
        let n = line.chars().count();
        // Room must stay for the "…" line that would mark a later cut.
        if len + sep + n + 2 > max {
            out.push_str(if out.is_empty() { "…" } else { "\n…" });
            return out;
        }
        if sep == 1 {
            out.push('\n');
        }
        out.push_str(&line);
        len += sep + n;
    }
    out
}

/// A menu entry's description or a suggestion's tail: `detail` on one line, cut to `max`
/// characters.
pub fn one_line(detail: &str, max: usize) -> String {
    truncate(&detail.split_whitespace().collect::<Vec<_>>().join(" "), max)
}

/// Splits `text` into messages of at most `max` characters, breaking at line ends where possible
/// (a single line longer than `max` is cut inside the line). Never returns empty pieces; an empty
/// or blank text gives no pieces.
pub fn split_message(text: &str, max: usize) -> Vec<String> {
    let max = max.max(1);
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut current_len = 0;
    for line in text.split('\n') {
        let line_len = line.chars().count();
        // +1 for the newline joining it to the current piece.
        let needed = if current.is_empty() {
            line_len
        } else {
            current_len + 1 + line_len
        };
        if needed <= max {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(line);
            current_len = needed;
            continue;
        }
        push_piece(&mut pieces, std::mem::take(&mut current));
        current_len = 0;
        if line_len <= max {
            current.push_str(line);
            current_len = line_len;
            continue;
        }
        // One line longer than a whole message: cut it into full-size chunks.
        let chars: Vec<char> = line.chars().collect();
        for chunk in chars.chunks(max) {
            push_piece(&mut pieces, chunk.iter().collect());
        }
    }
    push_piece(&mut pieces, current);
    pieces
}

fn push_piece(pieces: &mut Vec<String>, piece: String) {
    if !piece.trim().is_empty() {
        pieces.push(piece);
    }
}

/// Why a `/new` options string was refused; rendered for the player via [`OptionsError::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// A word without `=`.
    NotAPair(String),
    EmptyKey(String),
    EmptyValue(String),
    Duplicate(String),
    BadLanguage(String),
    /// `lang=` in the options disagrees with the `language` parameter.
    LanguageConflict,
}

impl OptionsError {
    pub fn text(&self) -> Text {
        match self {
            OptionsError::NotAPair(token) => Text::new("discord-options-not-a-pair").str("token", token.clone()),
            OptionsError::EmptyKey(token) => Text::new("discord-options-empty-key").str("token", token.clone()),
            OptionsError::EmptyValue(token) => Text::new("discord-options-empty-value").str("token", token.clone()),
            OptionsError::Duplicate(key) => Text::new("discord-options-duplicate").str("key", key.clone()),
            OptionsError::BadLanguage(value) => Text::new("discord-options-bad-language").str("value", value.clone()),
            OptionsError::LanguageConflict => Text::new("discord-options-language-conflict"),
        }
    }
}

/// Parses `key=value` pairs separated by spaces or commas (`"first_player=random lang=ko"`).
/// Keys and values are lower-cased; the game itself checks which keys and values are legal.
pub fn parse_options(input: &str) -> Result<GameOptions, OptionsError> {
    let mut options = GameOptions::new();
    for token in input
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let Some((key, value)) = token.split_once('=') else {
            return Err(OptionsError::NotAPair(token.to_string()));
        };
        let (key, value) = (key.trim().to_lowercase(), value.trim().to_lowercase());
        if key.is_empty() {
            return Err(OptionsError::EmptyKey(token.to_string()));
        }
        if value.is_empty() {
            return Err(OptionsError::EmptyValue(token.to_string()));
        }
        if options.insert(key.clone(), value).is_some() {
            return Err(OptionsError::Duplicate(key));
        }
    }
    Ok(options)
}

/// The `/new` options and game language: `lang=`/`language=` inside the options string is the
/// table language, not a game option. The `language` parameter and an options `lang=` must agree.
pub fn new_game_options(
    input: Option<&str>,
    language: Option<Lang>,
) -> Result<(GameOptions, Option<Lang>), OptionsError> {
    let mut options = parse_options(input.unwrap_or(""))?;
    let mut lang = language;
    for key in ["lang", "language"] {
        let Some(value) = options.remove(key) else {
            continue;
        };
        let parsed = Lang::parse(&value).ok_or(OptionsError::BadLanguage(value))?;
        match lang {
            Some(existing) if existing != parsed => return Err(OptionsError::LanguageConflict),
            _ => lang = Some(parsed),
        }
    }
    Ok((options, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_one_piece_and_blank_text_none() {
        assert_eq!(split_message("hello\nworld", 2000), vec!["hello\nworld"]);
        assert!(split_message("", 2000).is_empty());
        assert!(split_message("\n  \n", 2000).is_empty());
    }

    #[test]
    fn splits_at_line_boundaries_under_the_limit() {
        let line = "x".repeat(900);
        let text = [line.as_str(), line.as_str(), line.as_str(), "tail"].join("\n");
        let pieces = split_message(&text, MAX_MESSAGE);
        assert_eq!(
            pieces.len(),
            2,
            "{:?}",
            pieces.iter().map(|p| p.len()).collect::<Vec<_>>()
        );
        assert_eq!(pieces[0], format!("{line}\n{line}"));
        assert_eq!(pieces[1], format!("{line}\ntail"));
        for p in &pieces {
            assert!(p.chars().count() <= MAX_MESSAGE);
        }
        assert_eq!(pieces.join("\n"), text, "nothing is lost");
    }

    #[test]
    fn exactly_full_piece_is_kept_whole() {
        let a = "a".repeat(999);
        let b = "b".repeat(1000);
        let text = format!("{a}\n{b}\nc");
        let pieces = split_message(&text, MAX_MESSAGE);
        assert_eq!(pieces, vec![format!("{a}\n{b}"), "c".to_string()]);
    }

    #[test]
    fn overlong_line_is_cut_by_characters_not_bytes() {
        let long = "핵".repeat(4500);
        let pieces = split_message(&format!("head\n{long}"), MAX_MESSAGE);
        assert_eq!(pieces[0], "head");
        let counts: Vec<usize> = pieces[1..].iter().map(|p| p.chars().count()).collect();
        assert_eq!(counts, vec![2000, 2000, 500]);
    }

    #[test]
    fn truncates_by_characters_with_an_ellipsis() {
        assert_eq!(truncate("short", 80), "short");
        let long = "가".repeat(100);
        let cut = truncate(&long, 80);
        assert_eq!(cut.chars().count(), 80);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn parses_key_value_options() {
        let options = parse_options("first_player=random lang=ko").unwrap();
        assert_eq!(options.len(), 2);
        assert_eq!(options["first_player"], "random");
        assert_eq!(options["lang"], "ko");
        let options = parse_options("  A=B,c=d  ").unwrap();
        assert_eq!(options["a"], "b");
        assert_eq!(options["c"], "d");
        assert!(parse_options("").unwrap().is_empty());
    }

    #[test]
    fn malformed_options_are_refused_by_name() {
        assert_eq!(
            parse_options("first_player random"),
            Err(OptionsError::NotAPair("first_player".into()))
        );
        assert_eq!(parse_options("=x"), Err(OptionsError::EmptyKey("=x".into())));
        assert_eq!(parse_options("a="), Err(OptionsError::EmptyValue("a=".into())));
        assert_eq!(parse_options("a=1 A=2"), Err(OptionsError::Duplicate("a".into())));
        let text = crate::i18n::tr(Lang::En, &OptionsError::NotAPair("first_player".into()).text());
        assert!(text.contains("first_player") && text.contains('='), "{text}");
        let ko = crate::i18n::tr(Lang::Ko, &OptionsError::Duplicate("seats".into()).text());
        assert!(ko.contains("seats") && ko != "discord-options-duplicate", "{ko}");
    }

    #[test]
    fn language_moves_from_options_to_the_table_language() {
        let (options, lang) = new_game_options(Some("first_player=random lang=ko"), None).unwrap();
        assert_eq!(lang, Some(Lang::Ko));
        assert!(!options.contains_key("lang"));
        assert_eq!(options["first_player"], "random");
        assert_eq!(
            new_game_options(None, Some(Lang::En)).unwrap(),
            (GameOptions::new(), Some(Lang::En))
        );
        assert_eq!(
            new_game_options(Some("lang=ko"), Some(Lang::Ko)).unwrap().1,
            Some(Lang::Ko)
        );
        assert_eq!(
            new_game_options(Some("lang=ko"), Some(Lang::En)),
            Err(OptionsError::LanguageConflict)
        );
        assert_eq!(
            new_game_options(Some("lang=fr"), None),
            Err(OptionsError::BadLanguage("fr".into()))
        );
    }

    #[test]
    fn the_legend_names_each_detailed_option_and_is_cut_with_an_ellipsis() {
        let none = legend([("Pass", None), ("Keep", Some("  "))], MAX_LEGEND);
        assert_eq!(none, "");
        let short = legend(
            [
                ("Duck and Cover (3, US)", Some("DEFCON drops by 1.")),
                ("Pass", None),
                ("Place Polaris missile", Some("Polaris missile")),
            ],
            MAX_LEGEND,
        );
        assert_eq!(
            short, "• Duck and Cover (3, US) — DEFCON drops by 1.",
            "a detail the label holds is left out"
        );
        let long_detail = "word ".repeat(60);
        let many: Vec<(String, Option<String>)> = (1..=25)
            .map(|i| (format!("Card {i}"), Some(long_detail.clone())))
            .collect();
        let cut = legend(many.iter().map(|(l, d)| (l.as_str(), d.as_deref())), MAX_LEGEND);
        assert!(cut.chars().count() <= MAX_LEGEND, "{}", cut.chars().count());
        let lines: Vec<&str> = cut.lines().collect();
        assert_eq!(lines.last(), Some(&"…"), "{cut}");
        assert!(lines.len() > 3 && lines.len() < 25, "{}", lines.len());
        for line in &lines[..lines.len() - 1] {
            assert!(line.starts_with("• Card ") && line.ends_with('…'), "{line}");
            assert_eq!(line.chars().count(), MAX_LEGEND_LINE);
        }
        assert_eq!(legend([("Card", Some("x".repeat(50).as_str()))], 20), "…");
    }

    #[test]
    fn one_line_details_fit_discords_limits() {
        assert_eq!(one_line("Take 2 M\nfrom  a rival.", 100), "Take 2 M from a rival.");
        let cut = one_line(&"한국어 ".repeat(40), 100);
        assert_eq!(cut.chars().count(), 100);
        assert!(cut.ends_with('…'), "{cut}");
    }
}
