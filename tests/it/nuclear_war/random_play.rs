//! Seeded random Nuclear War games through the engine's shared battery (`engine::sim::Battery`):
//! invariants, listed options accepted, no hidden card in another viewer's view or (a Secret)
//! in its log, save/load round trip, replay reproduces the game, games end.

use std::collections::BTreeSet;
use std::sync::Mutex;

use warroom::engine::sim::Battery;
use warroom::engine::{AnyMatch, LogEntry, Viewer};
use warroom::games::Registry;

const MOVE_CAP: usize = 4000;

/// No log line of one move names a Secret a reader may not know yet: a Secret in its steal
/// window, or stolen, is named only to its holder (the drawer, then a successful spy). Checked
/// for Secret types with one copy in play, so the name identifies the card (a move that
/// reshuffled the discard pile is skipped: an announced Secret may be drawn again at once).
fn check_log(m: &dyn AnyMatch, log: &[LogEntry], seats: usize, mode: &str, seed: u64, single: &[SingleSecret]) {
    let texts: Vec<String> = log
        .iter()
        .map(|e| serde_json::to_string(&e.text).unwrap_or_default())
        .collect();
    if texts.iter().any(|t| t.contains("nw-log-reshuffle")) {
        return;
    }
    // The single-copy Secrets this move's log mentions (most moves mention none).
    let mentioned: Vec<&SingleSecret> = single
        .iter()
        .filter(|s| texts.iter().any(|t| t.contains(s.quoted.as_str())))
        .collect();
    if mentioned.is_empty() {
        return;
    }
    let mut viewers = vec![Viewer::Public];
    viewers.extend((0..seats).map(Viewer::Seat));
    let hidden_from: Vec<Vec<String>> = viewers.iter().map(|&v| m.hidden_card_ids(v)).collect();
    for secret in mentioned {
        let hides: Vec<bool> = hidden_from.iter().map(|h| h.contains(&secret.id)).collect();
        // Only cards somebody knows (their holder); the draw pile is hidden from everyone.
        if hides[1..].iter().all(|&hidden| hidden) {
            continue;
        }
        for (vi, &viewer) in viewers.iter().enumerate() {
            if !hides[vi] {
                continue;
            }
            let leaked = log
                .iter()
                .zip(&texts)
                .any(|(e, t)| e.audience.includes(viewer) && t.contains(secret.quoted.as_str()));
            assert!(
                !leaked,
                "{mode} seed {seed}: {viewer:?} learns hidden Secret {} ({}) from the log: {texts:?}",
                secret.id, secret.key
            );
        }
    }
}

/// A Secret type with exactly one copy in a mode's deck: a log line naming it names that very
/// card.
struct SingleSecret {
    /// Its name key, and the key in quotes as the log's JSON holds it.
    key: &'static str,
    quoted: String,
    /// The card's id.
    id: String,
}

/// The Secret types with exactly one copy in `mode`'s deck, worked out once per game (not after
/// every move).
fn single_copy_secrets(mode: &str) -> Vec<SingleSecret> {
    use warroom::games::nuclear_war::{Mode, card_id_string, data};
    let Some(game_mode) = Mode::from_key(mode) else {
        return Vec::new();
    };
    let d = data::data();
    let deck = data::deck_for(game_mode);
    d.cards
        .iter()
        .filter(|c| matches!(c.kind, data::Kind::Secret { .. }))
        .filter_map(|c| {
            let copies: Vec<_> = deck
                .iter()
                .filter(|&&i| d.cards[d.deck[i as usize]].key == c.key)
                .collect();
            match copies.as_slice() {
                [only] => Some(SingleSecret {
                    key: c.name_key,
                    quoted: format!("\"{}\"", c.name_key),
                    id: card_id_string(**only),
                }),
                _ => None,
            }
        })
        .collect()
}

/// Plays one game through the engine's shared battery (invariants after every move, listed
/// options accepted, views hide what they must, save/load, replay, an end within the cap), with
/// this game's own log check after every move; returns the number of moves and the message ids
/// its log used.
fn play(seats: usize, seed: u64, full_checks: bool, mode: &str) -> (usize, BTreeSet<String>) {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let keys = Mutex::new(BTreeSet::new());
    let single = single_copy_secrets(mode);
    let watch = |m: &dyn AnyMatch, log: &[LogEntry]| {
        check_log(m, log, seats, mode, seed, &single);
        if let Ok(mut keys) = keys.lock() {
            for e in log {
                if !keys.contains(e.text.key.as_ref()) {
                    keys.insert(e.text.key.to_string());
                }
            }
        }
        Ok(())
    };
    let battery = Battery {
        options: [("mode".to_string(), mode.to_string())].into_iter().collect(),
        move_cap: MOVE_CAP,
        // The base game's thousands of games check the costly things less often.
        check_every: if mode == "base" { 40 } else { 10 },
        watch: Some(&watch),
        ..Battery::new(kind, seats)
    };
    let played = battery
        .play(seed, full_checks)
        .unwrap_or_else(|e| panic!("{mode}: {e}"));
    (played.moves, keys.into_inner().unwrap_or_default())
}

#[test]
fn random_playthroughs_1000_games_per_seat_count() {
    let games: u64 = std::env::var("NW_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let start = std::time::Instant::now();
    // One thread per seat count: the battery is long in a debug build.
    std::thread::scope(|scope| {
        for seats in 2..=6 {
            scope.spawn(move || {
                let mut total = 0;
                for game in 0..games {
                    total += play(seats, 10_000 * seats as u64 + game, game < 3, "base").0;
                }
                eprintln!(
                    "{seats} seats: {games} games, {total} moves, done at {:?}",
                    start.elapsed()
                );
            });
        }
    });
}

/// Escalation and combined games: the base invariants plus a launched cruise missile is always
/// somewhere, no warhead both in a hand and on a platform, every card in exactly one place,
/// no hidden card in another viewer's view or log. `NE_GAMES` sets the games per seat count
/// (default 20 — 100 games per mode — to keep CI in its budget; `NE_GAMES=200` plays the 1,000
/// games per mode issue 6 asks for, about 6 minutes in a debug build).
fn escalation_battery(mode: &'static str) {
    let games: u64 = std::env::var("NE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let start = std::time::Instant::now();
    let seen = Mutex::new(BTreeSet::new());
    std::thread::scope(|scope| {
        for seats in 2..=6 {
            let seen = &seen;
            scope.spawn(move || {
                let mut total = 0;
                for game in 0..games {
                    let (moves, keys) = play(seats, 20_000 * seats as u64 + game, game < 2, mode);
                    total += moves;
                    if let Ok(mut all) = seen.lock() {
                        all.extend(keys);
                    }
                }
                eprintln!(
                    "{mode} {seats} seats: {games} games, {total} moves, done at {:?}",
                    start.elapsed()
                );
            });
        }
    });
    // The random players reach every special (a battery that never launched a platform would
    // prove nothing about platforms).
    let seen = seen.into_inner().unwrap_or_default();
    if games < 20 {
        return; // a quick local run is too short for the rarest specials
    }
    for key in [
        "ne-log-window-open",
        "ne-log-sabotage",
        "ne-log-spoiled",
        "ne-log-saboteur-caught",
        "ne-log-steal-attempt",
        "ne-log-stolen",
        "ne-log-counter-spy",
        "ne-log-intel",
        "ne-log-platform-orbit",
        "ne-log-platform-drop",
        "ne-log-satellite-orbit",
        "ne-log-cruise-launched",
        "ne-log-cruise-hit",
        "ne-log-cruise-dry",
        "ne-log-mx-shot",
        "ne-log-virus-given",
        "ne-log-virus-strikes",
        "nw-log-intercepted",
        "nw-log-retaliation-reveal",
    ] {
        assert!(seen.contains(key), "{mode}: no random game produced {key}");
    }
}

#[test]
fn random_playthroughs_escalation_mode() {
    escalation_battery("escalation");
}

#[test]
fn random_playthroughs_combined_mode() {
    escalation_battery("combined");
}
