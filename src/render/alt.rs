//! A board's alt text: what a screen reader says for the picture (sent as the attachment's
//! `description` in Discord). The table writes it from the game's public status only.

/// Discord's limit for an attachment description, in characters.
pub const DISCORD_LIMIT: usize = 1024;

/// Kept well under Discord's limit: a screen reader reads the whole description at once, so it
/// says the heading and the first status lines (the turn, who is to act, the scores) and stops.
pub const MAX_CHARS: usize = 500;

/// `heading: line. line. …` from a board's heading ("Twilight Struggle board") and its status
/// lines, most important first: markdown is dropped, each line ends as a sentence, and lines are
/// added whole while they fit in [`MAX_CHARS`] (the first always, cut with `…` if it alone is
/// too long).
pub fn alt_text(heading: &str, lines: &[String]) -> String {
    let mut out = plain(heading);
    for (i, line) in lines
        .iter()
        .map(|l| sentence(&plain(l)))
        .filter(|l| !l.is_empty())
        .enumerate()
    {
        let joined = format!("{out}{}{line}", if i == 0 { ": " } else { " " });
        if joined.chars().count() <= MAX_CHARS {
            out = joined;
        } else {
            if i == 0 {
                out = joined.chars().take(MAX_CHARS - 1).collect::<String>() + "…";
            }
            break;
        }
    }
    out
}

/// One line without markdown (bold, italics, code, quotes, bullets), its spaces collapsed.
fn plain(line: &str) -> String {
    let line = line.trim_start_matches(['>', '-', '•', ' ']);
    line.replace("**", "")
        .replace("__", "")
        .replace(['`', '*'], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line as a sentence: a full stop added unless it already ends in one (or in `:`).
fn sentence(line: &str) -> String {
    match line.chars().last() {
        None => String::new(),
        Some('.' | '!' | '?' | '…' | ':' | '。') => line.to_string(),
        Some(_) => format!("{line}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_and_whole_lines_as_sentences_without_markdown() {
        let lines = vec![
            "Turn 3, action round 2 · DEFCON 4 · VP: USSR 2".to_string(),
            "**Waiting for:** Ada.".to_string(),
            "> `quoted` line".to_string(),
            "   ".to_string(),
        ];
        assert_eq!(
            alt_text("Twilight Struggle board", &lines),
            "Twilight Struggle board: Turn 3, action round 2 · DEFCON 4 · VP: USSR 2. Waiting for: Ada. quoted line."
        );
        assert_eq!(alt_text("Board", &[]), "Board");
    }

    #[test]
    fn long_status_stops_at_a_whole_line_within_the_limit() {
        let lines: Vec<String> = (0..40).map(|i| format!("Player {i}: 50 M people, hand 7")).collect();
        let text = alt_text("Nuclear War board", &lines);
        assert!(text.chars().count() <= MAX_CHARS, "{text}");
        assert!(text.ends_with("hand 7."), "only whole lines: {text}");
        assert!(text.contains("Player 0:") && !text.contains("Player 39:"), "{text}");
        // One line longer than the limit is cut, never dropped; Hangul counts as characters.
        let long = vec!["가".repeat(MAX_CHARS * 2)];
        let text = alt_text("판", &long);
        assert_eq!(text.chars().count(), MAX_CHARS);
        assert!(text.ends_with('…'));
    }
}
