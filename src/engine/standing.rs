//! Standing auto-pass choices through the contract: the checks and the confirmation every game
//! with response windows gets for free (see [`Game::set_auto_pass`]).

use super::{Applied, Game, LogEntry, Match, RuleError, Seat, Text, normalize};

/// Checks the seat and the kind, lets the game record the choice, and confirms it to the seat
/// alone. Nothing here looks at a hand.
pub(super) fn set_auto_pass<G: Game>(m: &mut Match<G>, seat: Seat, kind: &str, on: bool) -> Result<Applied, RuleError> {
    if m.game.is_over() {
        return Err(RuleError::key("err-game-over"));
    }
    if seat >= m.seats {
        return Err(RuleError::key("err-no-such-seat"));
    }
    let kinds = m.game.window_kinds();
    if kinds.is_empty() {
        return Err(RuleError::key("err-no-windows"));
    }
    let typed = normalize(kind);
    if typed == "all" {
        // Every kind at once: one confirmation line per kind, each from the game's own setter.
        return m.attempt(|g, _| {
            let mut log = Vec::new();
            for &kind in &kinds {
                log.extend(g.set_auto_pass(seat, kind, on)?);
                let key = if on { "auto-pass-log-on" } else { "auto-pass-log-off" };
                log.push(LogEntry::private(
                    seat,
                    Text::new(key).text("kind", g.window_kind_name(kind)),
                ));
            }
            Ok(log)
        });
    }
    let Some(&kind) = kinds.iter().find(|k| **k == typed) else {
        return Err(RuleError::new(
            Text::new("err-unknown-window-kind")
                .str("kind", typed)
                .list("kinds", kind_list(&m.game, &kinds)),
        ));
    };
    let name = m.game.window_kind_name(kind);
    m.attempt(|g, _| {
        let mut log = g.set_auto_pass(seat, kind, on)?;
        let key = if on { "auto-pass-log-on" } else { "auto-pass-log-off" };
        log.push(LogEntry::private(seat, Text::new(key).text("kind", name)));
        Ok(log)
    })
}

/// "`attack` (Attack), …": each kind's id with its name, for refusals and listings.
fn kind_list<G: Game>(game: &G, kinds: &[&'static str]) -> Vec<Text> {
    kinds
        .iter()
        .map(|&k| {
            Text::new("auto-pass-kind")
                .str("id", k)
                .text("name", game.window_kind_name(k))
        })
        .collect()
}
