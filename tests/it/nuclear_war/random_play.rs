//! Seeded random games through `AnyMatch`: invariants, legal options accepted, no hidden card in
//! another viewer's view, save/load round trip, replay reproduces the game, games end.

use warroom::engine::{AnyMatch, Viewer};
use warroom::games::Registry;

use super::new_match_mode;

/// Small deterministic generator for the test's own choices (not the game's RNG).
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

const MOVE_CAP: usize = 4000;

/// Every `"nw-NNN"` / `"ne-NNN"` card id mentioned in a JSON text.
fn card_ids_in(text: &str) -> std::collections::HashSet<&str> {
    text.match_indices("\"nw-")
        .chain(text.match_indices("\"ne-"))
        .filter_map(|(i, _)| text.get(i + 1..i + 7))
        .filter(|id| id[3..].bytes().all(|b| b.is_ascii_digit()))
        .collect()
}

/// No log line of one move names a Secret a reader may not know yet: a Secret in its steal
/// window, or stolen, is named only to its holder (the drawer, then a successful spy). Checked
/// for Secret types with one copy in play, so the name identifies the card (a move that
/// reshuffled the discard pile is skipped: an announced Secret may be drawn again at once).
fn check_log(m: &dyn AnyMatch, log: &[warroom::engine::LogEntry], seats: usize, mode: &str, seed: u64) {
    use warroom::games::nuclear_war::{Mode, data};
    let Some(game_mode) = Mode::from_key(mode) else {
        return;
    };
    let d = data::data();
    let texts: Vec<String> = log
        .iter()
        .map(|e| serde_json::to_string(&e.text).unwrap_or_default())
        .collect();
    if texts.iter().any(|t| t.contains("nw-log-reshuffle")) {
        return;
    }
    let deck = data::deck_for(game_mode);
    // Name keys of Secret types with exactly one copy in play that this move's log mentions.
    let mentioned: Vec<&str> = d
        .cards
        .iter()
        .filter(|c| matches!(c.kind, data::Kind::Secret { .. }))
        .filter(|c| {
            deck.iter()
                .filter(|&&i| d.cards[d.deck[i as usize]].key == c.key)
                .count()
                == 1
        })
        .map(|c| c.name_key)
        .filter(|key| texts.iter().any(|t| t.contains(&format!("\"{key}\""))))
        .collect();
    if mentioned.is_empty() {
        return;
    }
    let mut viewers = vec![Viewer::Public];
    viewers.extend((0..seats).map(Viewer::Seat));
    let hidden_from: Vec<Vec<String>> = viewers.iter().map(|&v| m.hidden_card_ids(v)).collect();
    for (vi, &viewer) in viewers.iter().enumerate() {
        for id in &hidden_from[vi] {
            // Only cards somebody knows (their holder); the draw pile is hidden from everyone.
            if !hidden_from[1..].iter().any(|h| !h.contains(id)) {
                continue;
            }
            let Some(name) = m.card_name(id) else { continue };
            if !mentioned.contains(&name.key.as_ref()) {
                continue;
            }
            let leaked = log
                .iter()
                .zip(&texts)
                .any(|(e, t)| e.audience.includes(viewer) && t.contains(&format!("\"{}\"", name.key)));
            assert!(
                !leaked,
                "{mode} seed {seed}: {viewer:?} learns hidden Secret {id} ({}) from the log: {texts:?}",
                name.key
            );
        }
    }
}

fn check_views(m: &dyn AnyMatch, seats: usize) {
    let mut viewers = vec![Viewer::Public];
    viewers.extend((0..seats).map(Viewer::Seat));
    for viewer in viewers {
        let text = m.view(viewer).to_string();
        let seen = card_ids_in(&text);
        for id in m.hidden_card_ids(viewer) {
            assert!(!seen.contains(id.as_str()), "{viewer:?} sees hidden card {id}: {text}");
        }
    }
}

/// Plays one game; returns the number of moves and the message ids its log used.
fn play(seats: usize, seed: u64, full_checks: bool, mode: &str) -> (usize, std::collections::BTreeSet<String>) {
    let mut keys = std::collections::BTreeSet::new();
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut m = new_match_mode(seats, seed, mode);
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut moves: Vec<(usize, String)> = Vec::new();
    m.check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed} setup: {e}"));
    while m.outcome().is_none() {
        assert!(
            moves.len() < MOVE_CAP,
            "seats {seats} seed {seed}: game exceeds {MOVE_CAP} moves"
        );
        let prompts = m.pending();
        let prompt = &prompts[pick.below(prompts.len())];
        // Every listed option must be accepted: try another one on a clone (a sample of moves,
        // every move in the fully checked games).
        if full_checks || moves.len().is_multiple_of(4) {
            let sample = &prompt.options[pick.below(prompt.options.len())];
            let mut probe = m.clone_box();
            probe.apply(prompt.seat, &sample.notation).unwrap_or_else(|e| {
                panic!(
                    "seats {seats} seed {seed}: listed option `{}` refused: {e:?}",
                    sample.notation
                )
            });
        }
        let choice = prompt.options[pick.below(prompt.options.len())].notation.clone();
        let applied = m
            .apply(prompt.seat, &choice)
            .unwrap_or_else(|e| panic!("{mode} seats {seats} seed {seed}: `{choice}` refused: {e:?}"));
        check_log(m.as_ref(), &applied.log, seats, mode, seed);
        keys.extend(applied.log.iter().map(|e| e.text.key.to_string()));
        moves.push((prompt.seat, choice));
        m.check_invariants()
            .unwrap_or_else(|e| panic!("{mode} seats {seats} seed {seed} after {:?}: {e}", moves.last()));
        if full_checks || moves.len().is_multiple_of(10) {
            check_views(m.as_ref(), seats);
            let saved = m.save();
            let loaded = kind.load(&saved).expect("saved game loads");
            assert_eq!(loaded.save(), saved, "save/load round trip");
        }
    }
    check_views(m.as_ref(), seats);
    let mut replay = new_match_mode(seats, seed, mode);
    for (seat, notation) in &moves {
        replay.apply(*seat, notation).expect("replayed move is accepted");
    }
    assert_eq!(replay.save(), m.save(), "seats {seats} seed {seed}: replay differs");
    (moves.len(), keys)
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
                    total += play(seats, 10_000 * seats as u64 + game, game < 10, "base").0;
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
    let seen = std::sync::Mutex::new(std::collections::BTreeSet::new());
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
