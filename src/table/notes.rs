//! The notification budget (issue 34): a player is called — pinged in the channel, sent a new
//! DM — once per turn, not once per step of it.
//!
//! A seat's **turn** is a run of positions in which it owes a decision, joined across positions in
//! which it owes nothing while every decision owed is an out-of-turn response window
//! ([`Prompt::response`], a decision its seat may always pass) that opened as its turn left off:
//! there its turn is *paused*, and it *resumes* when the seat owes again. A turn begins with a
//! ping (for a player who wants pings) and a new DM; every further step of it — the seat's own
//! next step, its prompt changed by another seat's move, the turn resuming after the windows —
//! edits its prompt message in place, which Discord notifies nobody of.
//!
//! Between its turns a seat hears nothing new: the lines only it may read (a card drawn, a hand
//! shown to it) wait for the recap at the top of its next prompt (at the start of the game and
//! for an ally's message they go out at once), and the mover sees its own in the prompt message
//! it answered. Each prompt's brief (a hand, a gold pool) shows what changed since the one the
//! seat was last sent; the first prompt of a game and `/hand` show all of it.
//!
//! Only the bot keeps these notes (a table that stores its deliveries); the terminal and scripts
//! show every line as it happens and the whole brief with every prompt.

use std::collections::{BTreeSet, HashMap};

use crate::engine::{Arg, Prompt, Seat, Text};
use crate::store::{self, Conn, SeatNoteRow};

use super::cache::Loaded;
use super::{GameId, Outbox, Table, TableError};

/// What the table remembers of each seat between its DMs.
#[derive(Clone, Debug, Default)]
pub(crate) struct Notes {
    /// The brief each seat was last sent with a prompt.
    briefs: HashMap<Seat, Vec<Text>>,
    /// Seats whose turn is paused on response windows.
    paused: BTreeSet<Seat>,
}

impl Notes {
    /// The seats whose paused turn goes on now that they owe a decision in `pending`.
    pub(crate) fn resumed(&self, pending: &[Prompt]) -> BTreeSet<Seat> {
        pending
            .iter()
            .map(|p| p.seat)
            .filter(|s| self.paused.contains(s))
            .collect()
    }

    /// The brief lines to send `seat` with a prompt, `brief` being its whole brief now.
    pub(crate) fn brief_lines(&self, seat: Seat, brief: Vec<Text>) -> Vec<Text> {
        match self.briefs.get(&seat) {
            Some(sent) => brief_changes(sent, &brief),
            None => brief,
        }
    }
}

/// The seats whose turn is paused after a change from `before` to `pending`: those that owed a
/// decision (or were paused) and owe none now, while every decision owed is a response window.
pub(crate) fn paused_after(before: &[Prompt], pending: &[Prompt], paused: &BTreeSet<Seat>) -> BTreeSet<Seat> {
    if pending.is_empty() || !pending.iter().all(|p| p.response) {
        return BTreeSet::new();
    }
    before
        .iter()
        .map(|p| p.seat)
        .chain(paused.iter().copied())
        .filter(|s| !pending.iter().any(|p| p.seat == *s))
        .collect()
}

/// The lines of `now` to send after `sent`: a line sent before and unchanged is left out; a line
/// whose lists changed shows only the items added (`+`) and removed (`−`, by name); a new line or
/// one changed elsewhere is shown whole. When something was left out, a last line says where to
/// see it all.
pub(crate) fn brief_changes(sent: &[Text], now: &[Text]) -> Vec<Text> {
    let mut out = Vec::new();
    let mut left_out = false;
    for line in now {
        let old = sent.iter().find(|old| old.key == line.key);
        match old.map(|old| line_changes(old, line)) {
            Some(Changed::Not) => left_out = true,
            Some(Changed::Lists(reduced)) => {
                out.push(reduced);
                left_out = true;
            }
            Some(Changed::Whole) | None => out.push(line.clone()),
        }
    }
    if left_out {
        out.push(Text::new("table-brief-rest"));
    }
    out
}

/// How a brief line changed since it was last sent.
enum Changed {
    Not,
    /// Only lists changed (and the numbers that go with them): the line with each changed list
    /// reduced to its items added and removed.
    Lists(Text),
    Whole,
}

fn line_changes(old: &Text, now: &Text) -> Changed {
    if old.args.iter().any(|(name, _)| now.args.get(name).is_none()) {
        return Changed::Whole;
    }
    let mut reduced = now.clone();
    let (mut lists, mut other) = (false, false);
    for (name, arg) in now.args.iter() {
        match (arg, old.args.get(name)) {
            (Arg::List(items), Some(Arg::List(before))) => {
                let (added, removed) = (missing_from(items, before), missing_from(before, items));
                if added.is_empty() && removed.is_empty() {
                    continue;
                }
                lists = true;
                let shown = added
                    .into_iter()
                    .map(|item| Text::new("table-brief-added").text("item", item.clone()))
                    .chain(
                        removed
                            .into_iter()
                            .map(|item| Text::new("table-brief-removed").text("item", item_name(item))),
                    )
                    .collect();
                reduced.args.insert(name.clone(), Arg::List(shown));
            }
            (Arg::Num(_), Some(Arg::Num(_))) => other |= Some(arg) != old.args.get(name),
            (arg, before) if Some(arg) == before => {}
            _ => return Changed::Whole,
        }
    }
    match (lists, other) {
        (true, _) => Changed::Lists(reduced),
        (false, true) => Changed::Whole,
        (false, false) => Changed::Not,
    }
}

/// The items of `items` not matched one for one in `other` (a multiset difference).
fn missing_from<'a>(items: &'a [Text], other: &[Text]) -> Vec<&'a Text> {
    let mut used = vec![false; other.len()];
    items
        .iter()
        .filter(
            |item| match (0..other.len()).find(|&i| !used[i] && other[i] == **item) {
                Some(i) => {
                    used[i] = true;
                    false
                }
                None => true,
            },
        )
        .collect()
}

/// A removed item by its name: its one nested text (a card with its numbers → the card), else
/// the item itself.
fn item_name(item: &Text) -> Text {
    let mut nested = item.args.values().filter_map(|a| match a {
        Arg::Text(t) => Some(t.as_ref()),
        _ => None,
    });
    match (nested.next(), nested.next()) {
        (Some(name), None) => name.clone(),
        _ => item.clone(),
    }
}

impl Table {
    /// The notes of game `game` for a table that delivers by Discord; `None` for the terminal and
    /// scripts (they keep none).
    pub(crate) async fn notes(&self, conn: &mut Conn, game: GameId) -> Result<Option<Notes>, TableError> {
        if !self.persists_deliveries() {
            return Ok(None);
        }
        let mut notes = Notes::default();
        for row in store::seat_notes(conn, game).await? {
            let seat = row.seat as Seat;
            if row.paused != 0 {
                notes.paused.insert(seat);
            }
            if row.brief.is_empty() {
                continue;
            }
            match serde_json::from_str(&row.brief) {
                Ok(brief) => {
                    notes.briefs.insert(seat, brief);
                }
                // A brief that cannot be read is sent whole next time.
                Err(e) => tracing::warn!(game, seat, "unreadable brief note: {e}"),
            }
        }
        Ok(Some(notes))
    }

    /// Stores a committed change's outbox as owed (see [`Table::persist_outbox`]) and, in the
    /// same transaction, the notes it leaves: the briefs its prompts were sent with, and the
    /// seats whose turn is paused. `before`: the decisions owed before the change.
    pub(crate) async fn persist_change(
        &self,
        conn: &mut Conn,
        version: i64,
        outbox: &mut Outbox,
        g: &Loaded,
        before: &[Prompt],
        notes: Option<&Notes>,
    ) -> Result<(), TableError> {
        self.persist_outbox(conn, version, outbox).await?;
        let Some(notes) = notes else {
            return Ok(());
        };
        let pending = if g.m.outcome().is_some() {
            Vec::new()
        } else {
            g.m.pending()
        };
        let paused = paused_after(before, &pending, &notes.paused);
        let mut briefs = notes.briefs.clone();
        for msg in outbox.private.iter().filter(|m| m.prompt.is_some()) {
            let brief = g.m.private_brief(msg.seat);
            if !brief.is_empty() {
                briefs.insert(msg.seat, brief);
            }
        }
        let seats: BTreeSet<Seat> = briefs.keys().chain(&paused).chain(&notes.paused).copied().collect();
        for seat in seats {
            let (brief, was) = (briefs.get(&seat), notes.briefs.get(&seat));
            if brief == was && paused.contains(&seat) == notes.paused.contains(&seat) {
                continue;
            }
            let brief = match brief {
                Some(b) => serde_json::to_string(b).map_err(super::common::corrupt)?,
                None => String::new(),
            };
            let row = SeatNoteRow {
                seat: seat as i64,
                brief,
                paused: i64::from(paused.contains(&seat)),
            };
            store::put_seat_note(conn, g.id, &row).await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(name: &str, cost: i64) -> Text {
        Text::new("card")
            .text("card", Text::new(name.to_string()))
            .num("cost", cost)
    }

    fn hand(cards: Vec<Text>) -> Text {
        Text::new("hand").num("n", cards.len() as i64).list("cards", cards)
    }

    #[test]
    fn an_unchanged_brief_is_left_out_with_a_pointer_to_the_whole() {
        let brief = vec![Text::new("gold").num("gold", 3), hand(vec![card("a", 1)])];
        assert_eq!(brief_changes(&brief, &brief), vec![Text::new("table-brief-rest")]);
    }

    #[test]
    fn a_changed_hand_shows_the_cards_added_whole_and_the_cards_gone_by_name() {
        let sent = vec![
            Text::new("gold").num("gold", 3),
            hand(vec![card("a", 1), card("b", 2), card("b", 2)]),
        ];
        let now = vec![
            Text::new("gold").num("gold", 1),
            hand(vec![card("b", 2), card("c", 4), card("a", 1)]),
        ];
        let shown = brief_changes(&sent, &now);
        assert_eq!(
            shown[0],
            Text::new("gold").num("gold", 1),
            "a changed number: the whole line"
        );
        assert_eq!(
            shown[1],
            Text::new("hand").num("n", 3).list(
                "cards",
                vec![
                    Text::new("table-brief-added").text("item", card("c", 4)),
                    Text::new("table-brief-removed").text("item", Text::new("b")),
                ]
            ),
            "one copy of b gone, c new, the order of the rest does not count"
        );
        assert_eq!(shown[2], Text::new("table-brief-rest"));
        assert_eq!(shown.len(), 3);
    }

    #[test]
    fn a_new_line_or_a_first_brief_is_shown_whole() {
        let sent = vec![Text::new("gold").num("gold", 3)];
        let now = vec![Text::new("gold").num("gold", 3), Text::new("china").num("up", 1)];
        assert_eq!(
            brief_changes(&sent, &now),
            vec![Text::new("china").num("up", 1), Text::new("table-brief-rest")]
        );
        let notes = Notes::default();
        assert_eq!(notes.brief_lines(0, now.clone()), now, "nothing sent yet: all of it");
        // Lists that only moved around are no change.
        let sent = vec![hand(vec![card("a", 1), card("b", 2)])];
        let now = vec![hand(vec![card("b", 2), card("a", 1)])];
        assert_eq!(brief_changes(&sent, &now), vec![Text::new("table-brief-rest")]);
    }

    fn prompt(seat: Seat, response: bool) -> Prompt {
        Prompt {
            response,
            ..Prompt::one(seat, Text::new("q"), Vec::new())
        }
    }

    #[test]
    fn a_turn_pauses_while_only_response_windows_are_open_and_ends_otherwise() {
        let none = BTreeSet::new();
        // Seat 0 moves and opens windows for seats 1 and 2: its turn is paused.
        let paused = paused_after(&[prompt(0, false)], &[prompt(1, true), prompt(2, true)], &none);
        assert_eq!(paused, BTreeSet::from([0]));
        // Seat 1 passes; seat 2's window stays open: both wait.
        let paused = paused_after(&[prompt(1, true), prompt(2, true)], &[prompt(2, true)], &paused);
        assert_eq!(paused, BTreeSet::from([0, 1]));
        // The windows close and seat 0 owes again: it resumes, nobody is paused any more.
        let notes = Notes {
            paused: paused.clone(),
            ..Notes::default()
        };
        assert_eq!(notes.resumed(&[prompt(0, false)]), BTreeSet::from([0]));
        assert!(paused_after(&[prompt(2, true)], &[prompt(0, false)], &paused).is_empty());
        // A decision out of turn that is not a window (another seat's turn) ends the pause.
        assert!(paused_after(&[prompt(0, false)], &[prompt(1, false)], &none).is_empty());
        assert!(
            paused_after(&[prompt(0, false)], &[], &none).is_empty(),
            "the game ended"
        );
    }
}
