//! Fuzz-style property tests without extra crates (issue #3, item 6), for every registered game:
//! arbitrary input to the notation parser and `apply` (built from the game's own vocabulary: the
//! current options' notations mutated, card and country ids and other words of its views, numbers,
//! seat labels, Unicode junk), to `edit`, to the script runner and to the table never panics; a
//! refusal leaves the game exactly as it was and explains itself with a message that exists and
//! renders in English and Korean; anything accepted keeps the invariants.
//!
//! Long runs: `FUZZ_ITERS=N` multiplies the number of positions fuzzed (default 1; e.g.
//! `FUZZ_ITERS=50 cargo test --release --test it fuzz`).

use std::collections::BTreeSet;

use serde_json::Value;
use warroom::cli::script::run_script;
use warroom::engine::{AnyMatch, Arg, GameKind, GameOptions, GameRng, RuleError, Text, Viewer, sim};
use warroom::games::Registry;
use warroom::i18n::{Lang, catalog};
use warroom::table::{Place, Table, TableError};

use crate::drive::{Driven, caller, env_or, explain, stored_state};

/// Tokens no game should choke on.
const JUNK: &[&str] = &[
    "",
    " ",
    "\t",
    "\n",
    "ü",
    "핵",
    "🚀",
    "\u{0}",
    "\u{202e}",
    "\u{feff}",
    "İ", // lower-cases to two chars: byte offsets move
    "ǅ",
    "ﬃ",
    "'",
    "\"",
    ";",
    "--",
    "/",
    "\\",
    "*",
    "%s",
    "{$seat}",
    "p0",
    "p1",
    "p2",
    "p7",
    "p99",
    "0",
    "1",
    "2",
    "3",
    "-1",
    "+1",
    "1.5",
    "1e9",
    "99",
    "4294967296",
    "18446744073709551616",
    "999999999999999999999",
    "set",
    "all",
    "none",
    "pass",
    "done",
];

fn scale() -> usize {
    env_or("FUZZ_ITERS", 1).max(1)
}

fn json_words(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) => out.extend(s.split_whitespace().map(str::to_string)),
        Value::Array(items) => items.iter().for_each(|v| json_words(v, out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| {
            out.insert(k.clone());
            json_words(v, out);
        }),
        Value::Number(n) => {
            out.insert(n.to_string());
        }
        _ => {}
    }
}

/// The game's own words at this position: option notations and their tokens, every word of every
/// viewer's view (card and country ids, phases, seat labels), hidden card ids, plus junk.
fn vocabulary(m: &dyn AnyMatch) -> Vec<String> {
    let mut words: BTreeSet<String> = JUNK.iter().map(|s| s.to_string()).collect();
    for p in m.pending() {
        for o in &p.options {
            words.extend(o.notation.split_whitespace().map(str::to_string));
        }
    }
    let viewers = std::iter::once(Viewer::Public).chain((0..m.seats()).map(Viewer::Seat));
    for v in viewers {
        json_words(&m.view(v), &mut words);
        words.extend(m.hidden_card_ids(v));
    }
    words.insert("x".repeat(2_000));
    words.into_iter().collect()
}

/// A token changed a little: a number nudged, case flipped, a character inserted or cut.
fn nudge(token: &str, rng: &mut GameRng) -> String {
    if let Ok(n) = token.parse::<i64>() {
        return match rng.below(5) {
            0 => (n + 1).to_string(),
            1 => (n - 1).to_string(),
            2 => (-n).to_string(),
            3 => format!("{n}0"),
            _ => format!("{n}.0"),
        };
    }
    let chars: Vec<char> = token.chars().collect();
    let at = rng.below(chars.len() + 1);
    match rng.below(4) {
        0 => token.to_uppercase(),
        1 => chars[..at].iter().collect(),
        2 => {
            let junk = JUNK[rng.below(JUNK.len())];
            let mut s: String = chars[..at].iter().collect();
            s.push_str(junk);
            s.extend(&chars[at..]);
            s
        }
        _ => format!("{token}{token}"),
    }
}

/// A legal notation of the position, mutated: a token dropped, doubled, swapped, replaced or nudged,
/// a word appended, or the whitespace changed.
fn mutate(notation: &str, words: &[String], rng: &mut GameRng) -> String {
    let mut tokens: Vec<String> = notation.split_whitespace().map(str::to_string).collect();
    if tokens.is_empty() {
        tokens.push(String::new());
    }
    let i = rng.below(tokens.len());
    match rng.below(8) {
        0 => {
            tokens.remove(i);
        }
        1 => {
            let t = tokens[i].clone();
            tokens.insert(i, t);
        }
        2 => {
            let j = rng.below(tokens.len());
            tokens.swap(i, j);
        }
        3 => tokens[i] = words[rng.below(words.len())].clone(),
        4 => tokens[i] = nudge(&tokens[i], rng),
        5 => tokens.push(words[rng.below(words.len())].clone()),
        6 => return tokens.join(["\t", "\n", "  ", "\u{3000}"][rng.below(4)]),
        _ => return notation.to_uppercase(),
    }
    tokens.join(" ")
}

/// Raw random characters.
fn noise(rng: &mut GameRng) -> String {
    let len = rng.below(40);
    (0..len)
        .map(|_| char::from_u32(rng.below(0x3_0000) as u32).unwrap_or('?'))
        .collect()
}

/// One to four of the game's words.
fn some_words(words: &[String], rng: &mut GameRng) -> String {
    (0..1 + rng.below(4))
        .map(|_| words[rng.below(words.len())].as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Any line: a mutated legal notation, some of the game's words, or noise.
fn random_line(m: &dyn AnyMatch, words: &[String], rng: &mut GameRng) -> String {
    let options: Vec<String> = m
        .pending()
        .iter()
        .flat_map(|p| p.options.iter().map(|o| o.notation.clone()))
        .collect();
    match rng.below(8) {
        0..=3 if !options.is_empty() => mutate(&options[rng.below(options.len())], words, rng),
        4 => noise(rng),
        _ => some_words(words, rng),
    }
}

/// Every string argument of `text` and its nested texts.
fn str_args(text: &Text, out: &mut Vec<String>) {
    for (_, arg) in &text.args {
        match arg {
            Arg::Str(s) if !s.is_empty() => out.push(s.clone()),
            Arg::Text(t) => str_args(t, out),
            Arg::List(ts) => ts.iter().for_each(|t| str_args(t, out)),
            _ => {}
        }
    }
}

/// A refusal's message exists in both languages and renders completely.
fn assert_explained(text: &Text, context: &str) {
    assert!(!text.key.is_empty(), "{context}: a refusal without a message");
    for key in text.keys() {
        for lang in Lang::ALL {
            assert!(
                catalog().has(lang, key),
                "{context}: message `{key}` is missing in {lang:?}"
            );
        }
    }
    // The player's own input is echoed verbatim (it may hold Fluent syntax): look past it.
    let mut echoed = Vec::new();
    str_args(text, &mut echoed);
    for lang in Lang::ALL {
        let shown = catalog().render(lang, text, &[]);
        assert!(!shown.trim().is_empty(), "{context}: empty {lang:?} message");
        let ours = echoed.iter().fold(shown.clone(), |s, e| s.replace(e.as_str(), ""));
        assert!(
            !ours.contains("{$") && !ours.contains("{ $"),
            "{context}: unfilled placeholder in {lang:?}: {shown}"
        );
    }
}

fn assert_rule_error(e: &RuleError, context: &str) {
    assert_explained(&e.text, context);
}

/// A position `moves` random legal moves into a seeded game.
fn position(kind: &dyn GameKind, seats: usize, seed: u64, moves: usize) -> Box<dyn AnyMatch> {
    let (mut game, _) = kind.create(seats, &GameOptions::new(), seed).expect("setup");
    sim::random_playout(game.as_mut(), seed, moves).expect("random play");
    game
}

#[test]
fn arbitrary_actions_never_panic_and_refusals_change_nothing() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let mut refused = 0;
        let mut accepted = 0;
        for seed in 0..(30 * scale()) as u64 {
            let range = kind.seat_range();
            let seats = range.start() + seed as usize % range.clone().count();
            let mut game = position(kind, seats, seed, (seed as usize * 7) % 150);
            let mut rng = GameRng::new(seed ^ 0xF022);
            let mut words = vocabulary(game.as_ref());
            for _ in 0..120 {
                if game.outcome().is_some() {
                    break;
                }
                // Now and then a real move, to fuzz deeper positions too.
                if rng.below(6) == 0
                    && let Some((seat, notation)) = sim::random_move(game.as_ref(), &mut rng)
                {
                    game.apply(seat, &notation).expect("listed option");
                    words = vocabulary(game.as_ref());
                    continue;
                }
                let seat = rng.below(seats + 2); // sometimes a seat that does not exist
                let line = random_line(game.as_ref(), &words, &mut rng);
                let context = format!("{} seed {seed}: `{line:?}` by seat {seat}", kind.id());
                let before = game.save();
                match game.apply(seat, &line) {
                    Ok(_) => {
                        accepted += 1;
                        game.check_invariants().unwrap_or_else(|e| panic!("{context}: {e}"));
                        words = vocabulary(game.as_ref());
                    }
                    Err(e) => {
                        refused += 1;
                        assert_eq!(game.save(), before, "{context}: the refusal changed the game");
                        assert_rule_error(&e, &context);
                    }
                }
            }
        }
        assert!(
            refused > 100 * scale() && accepted > 0,
            "{}: the fuzzer must reach both outcomes ({refused} refused, {accepted} accepted)",
            kind.id()
        );
    }
}

/// A legal answer of one seat is not a legal answer of another (unless it owes the same choice).
#[test]
fn another_seats_options_are_refused_or_legal_for_the_seat_itself() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for seed in 0..(20 * scale()) as u64 {
            let seats = *kind.seat_range().end();
            let mut game = position(kind, seats, seed, (seed as usize * 13) % 200);
            let pending = game.pending();
            for prompt in &pending {
                for seat in 0..seats {
                    let own: Vec<&str> = pending
                        .iter()
                        .filter(|p| p.seat == seat)
                        .flat_map(|p| p.options.iter().map(|o| o.notation.as_str()))
                        .collect();
                    for option in prompt.options.iter().take(5) {
                        let before = game.save();
                        match game.apply(seat, &option.notation) {
                            Ok(_) => {
                                assert!(
                                    own.contains(&option.notation.as_str())
                                        || pending.iter().any(|p| p.seat == seat && p.free_form.is_some()),
                                    "{} seed {seed}: seat {seat} played `{}`, an option of seat {} only",
                                    kind.id(),
                                    option.notation,
                                    prompt.seat
                                );
                                game = kind.load(&before).expect("reload");
                            }
                            Err(e) => {
                                assert_eq!(game.save(), before);
                                assert_rule_error(&e, &format!("{} `{}` by seat {seat}", kind.id(), option.notation));
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn arbitrary_edits_never_panic_and_refusals_change_nothing() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for seed in 0..(20 * scale()) as u64 {
            let seats = *kind.seat_range().start();
            let mut game = position(kind, seats, seed, (seed as usize * 11) % 150);
            let mut rng = GameRng::new(seed ^ 0xED17);
            let words = vocabulary(game.as_ref());
            for _ in 0..60 {
                let edit = format!("set {}", random_line(game.as_ref(), &words, &mut rng));
                let before = game.save();
                match game.edit(&edit) {
                    Ok(_) => game
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("{} edit `{edit:?}`: {e}", kind.id())),
                    Err(e) => {
                        assert_eq!(
                            game.save(),
                            before,
                            "{} refused edit `{edit:?}` changed the game",
                            kind.id()
                        );
                        assert_rule_error(&e, &format!("{} edit `{edit:?}`", kind.id()));
                    }
                }
            }
        }
    }
}

#[test]
fn arbitrary_scripts_never_panic() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        let words = vocabulary(position(kind, seats, 5, 10).as_ref());
        let mut rng = GameRng::new(77);
        for _ in 0..150 * scale() {
            let mut script = format!("game {}\nseats {seats}\nseed 5\n", kind.id());
            for _ in 0..rng.below(12) {
                let line = match rng.below(7) {
                    0 => format!(
                        "expect {} = {}",
                        some_words(&words, &mut rng),
                        some_words(&words, &mut rng)
                    ),
                    1 => format!("roll {}", some_words(&words, &mut rng)),
                    2 => format!("fail p{}: {}", rng.below(seats + 2), some_words(&words, &mut rng)),
                    3 => format!("set {}", some_words(&words, &mut rng)),
                    4 => format!(
                        "option {}={}",
                        some_words(&words, &mut rng),
                        some_words(&words, &mut rng)
                    ),
                    5 => noise(&mut rng),
                    _ => format!("p{}: {}", rng.below(seats + 2), some_words(&words, &mut rng)),
                };
                script.push_str(&line.replace('\n', " "));
                script.push('\n');
            }
            // Either outcome is fine; it must simply not panic, and errors must name a line.
            if let Err(e) = run_script(&script, &registry) {
                assert!(e.line >= 1 && e.line <= script.lines().count(), "{e}");
            }
        }
    }
}

/// A table refusal: its message exists in both languages and the stored game did not move.
fn assert_table_refusal(e: &TableError, context: &str) {
    assert_explained(&e.message, &format!("{context} ({})", explain(e)));
}

/// Typed lines and forged button presses through the table, by seated players and an onlooker:
/// refusals change neither the stored state nor its version; accepted lines are real moves.
#[tokio::test]
async fn arbitrary_table_input_is_refused_cleanly_or_played_in_every_game() {
    let registry = Registry::builtin();
    for (k, kind) in registry.all().enumerate() {
        for round in 0..(3 * scale()) as u64 {
            let table = Table::new(
                warroom::store::scratch_store().await.expect("memory store"),
                registry.clone(),
            );
            let seats = *kind.seat_range().start() + round as usize % kind.seat_range().count();
            let players = (0..seats)
                .map(|s| caller(300 + s as u64, format!("Fuzz{s}"), (s == 0).then_some(Lang::Ko)))
                .collect();
            let place = Place {
                guild: 8,
                channel: 80 + k as u64,
            };
            let (mut game, _) = Driven::start(&table, place, kind, players, 900 + round, Lang::En).await;
            let onlooker = caller(999, "Onlooker", None);
            let mut rng = GameRng::new(round ^ 0x7AB1E);
            for _ in 0..150 {
                if game.over() {
                    break;
                }
                if rng.below(5) == 0 {
                    game.step(&table, 2).await;
                    continue;
                }
                let words = vocabulary(game.mirror.as_ref());
                let line = random_line(game.mirror.as_ref(), &words, &mut rng);
                let seat = rng.below(seats + 1);
                let who = game.players.get(seat).unwrap_or(&onlooker).clone();
                let before = stored_state(&table, game.id).await;
                let result = if rng.below(3) == 0 {
                    let version = before.0 - rng.below(3) as i64 + 1;
                    let fingerprint = game
                        .buttons
                        .get(seat)
                        .cloned()
                        .flatten()
                        .map(|b| b.fingerprint)
                        .unwrap_or(0)
                        ^ (rng.below(2) as u32);
                    let index = rng.below(30);
                    table
                        .press(game.id, &who, version, fingerprint, index)
                        .await
                        .map(|out| {
                            // A press that counted played option `index` of the seat's own prompt.
                            let prompt = game
                                .mirror
                                .pending()
                                .into_iter()
                                .find(|p| p.seat == seat)
                                .expect("a prompt");
                            (prompt.options[index].notation.clone(), out)
                        })
                } else {
                    table.act(place, &who, &line, None).await.map(|out| (line.clone(), out))
                };
                let context = format!("{} round {round}: seat {seat} `{line:?}`", kind.id());
                match result {
                    Ok((notation, out)) => {
                        assert!(seat < seats, "{context}: an onlooker moved");
                        game.accepted(seat, &notation, &out);
                    }
                    Err(e) => {
                        assert_table_refusal(&e, &context);
                        assert_eq!(
                            stored_state(&table, game.id).await,
                            before,
                            "{context}: refusal changed the game"
                        );
                    }
                }
            }
            let (_, state) = stored_state(&table, game.id).await;
            assert_eq!(
                state,
                game.mirror.save(),
                "{}: the table played exactly the accepted moves",
                kind.id()
            );
            assert_eq!(table.replay(game.id).await.expect("replay").save(), state);
        }
    }
}
