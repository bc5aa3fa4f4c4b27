//! "Since your last move": what a seat may read of everything that happened after its own last
//! move — moves, die rolls, events, and the lines only it was shown (a hand revealed to it) —
//! for the ping DM, `/hand` and the terminal's hand-off. Built from the stored action log with
//! the same audience filter as `/log`, so it never holds a line the seat may not read.

use crate::store::Conn;

use crate::engine::{AnyMatch, LogEntry, Prompt, Seat, Text, Viewer};
use crate::store;

use super::common::corrupt;
use super::{GameId, TableError};

/// Most lines a recap shows (the newest); `/log` has the rest.
pub(crate) const RECAP_LINES: usize = 15;

/// The recap of `seat`: a heading and the lines it may read since its last move (at most
/// [`RECAP_LINES`], with a line counting the older ones). Empty when nothing happened since.
pub(crate) async fn recap(conn: &mut Conn, game: GameId, seat: Seat) -> Result<Vec<Text>, TableError> {
    let mut entries: Vec<LogEntry> = Vec::new();
    // Before its first move a seat has read nothing yet: the setup (a dealt hand) comes first.
    let moved = store::has_moved(conn, game, seat as i64).await?;
    if !moved {
        let row = store::game(conn, game)
            .await?
            .ok_or_else(|| corrupt(format!("game {game} is gone")))?;
        entries =
            serde_json::from_str(&row.setup_log).map_err(|e| corrupt(format!("setup log of game {game}: {e}")))?;
    }
    for action in store::actions_since_move(conn, game, seat as i64).await? {
        let log: Vec<LogEntry> = serde_json::from_str(&action.log)
            .map_err(|e| corrupt(format!("log of game {game} action {}: {e}", action.seq)))?;
        entries.extend(log);
    }
    let lines = entries
        .into_iter()
        .filter(|e| e.audience.includes(Viewer::Seat(seat)))
        .map(|e| e.text)
        .collect();
    let heading = if moved {
        "table-recap-heading"
    } else {
        "table-recap-heading-first"
    };
    Ok(with_heading(heading, lines))
}

/// The recap of each seat that owes a decision now and did not before (not the mover): its
/// ping comes with what happened since its last move. Read inside the move's transaction, so
/// it includes the move just stored.
pub(crate) async fn newly_owed_recaps(
    tx: &mut Conn,
    game: GameId,
    before: &[Prompt],
    next: &dyn AnyMatch,
    actor: Option<Seat>,
) -> Result<Vec<(Seat, Vec<Text>)>, TableError> {
    let mut recaps = Vec::new();
    if next.outcome().is_some() {
        return Ok(recaps);
    }
    for prompt in next.pending() {
        let seat = prompt.seat;
        if Some(seat) == actor || before.iter().any(|b| b.seat == seat) || recaps.iter().any(|(s, _)| *s == seat) {
            continue;
        }
        recaps.push((seat, recap(tx, game, seat).await?));
    }
    Ok(recaps)
}

/// A recap as lines in `lang`: the heading, then each line quoted (`> `), which Discord shows as
/// a block set apart from the prompt under it.
pub(crate) fn render_recap(lang: crate::i18n::Lang, recap: &[Text], names: &[String]) -> Vec<String> {
    recap
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let line = super::outbox::render(lang, t, names);
            if i == 0 { line } else { format!("> {line}") }
        })
        .collect()
}

/// The newest [`RECAP_LINES`] under a heading, the older ones counted.
fn with_heading(heading: &'static str, mut lines: Vec<Text>) -> Vec<Text> {
    if lines.is_empty() {
        return lines;
    }
    let older = lines.len().saturating_sub(RECAP_LINES);
    let mut out = vec![Text::new(heading)];
    if older > 0 {
        out.push(Text::new("table-recap-older").num("count", older as i64));
    }
    out.extend(lines.drain(older..));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_newest_lines_are_kept_and_the_older_ones_counted() {
        let lines: Vec<Text> = (0..RECAP_LINES + 3)
            .map(|i| Text::new("raw").str("value", i.to_string()))
            .collect();
        let recap = with_heading("table-recap-heading", lines.clone());
        assert_eq!(recap[0].key, "table-recap-heading");
        assert_eq!(recap[1], Text::new("table-recap-older").num("count", 3));
        assert_eq!(&recap[2..], &lines[3..]);
        assert!(with_heading("table-recap-heading", Vec::new()).is_empty());
        assert_eq!(with_heading("table-recap-heading", lines[..2].to_vec()).len(), 3);
    }
}
