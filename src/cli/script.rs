//! Scenario scripts: plain-text games for tests, bug reports and replays (`docs/scripts.md`).
//!
//! ```text
//! game nuclear-war
//! seats 3
//! seed 42
//! option first_player=owner
//! roll 37                 # force the next die result (test only)
//! set pop p2 30           # an admin edit, as `/set` would do it
//! p1: place wh20          # SEAT: ACTION in canonical notation
//! fail p2: place wh20     # this action must be refused (and change nothing)
//! expect phase = "turn"   # against the public JSON view
//! expect @p1 you.hand.0.card = "polaris"   # against seat 1's private view
//! ```

use serde_json::Value;

use crate::engine::{AnyMatch, GameOptions, Seat, Viewer};
use crate::games::Registry;
use crate::i18n::{Lang, catalog};

/// A script line that failed, with its 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ScriptError {
    pub line: usize,
    pub message: String,
}

/// What a finished script leaves behind.
pub struct ScriptRun {
    pub game: Box<dyn AnyMatch>,
    pub expects_checked: usize,
    pub moves: usize,
    /// The public log lines, rendered in English.
    pub log: Vec<String>,
}

struct Header {
    game: Option<String>,
    seats: Option<usize>,
    seed: u64,
    options: GameOptions,
}

fn err(line: usize, message: impl Into<String>) -> ScriptError {
    ScriptError {
        line,
        message: message.into(),
    }
}

/// Parses `p3` / `3` into a 0-based seat.
pub fn parse_seat(s: &str) -> Option<Seat> {
    let digits = s.trim().trim_start_matches(['p', 'P', '@']);
    digits.parse::<usize>().ok().filter(|n| *n >= 1).map(|n| n - 1)
}

/// The JSON a script's `expect` lines read: the view plus `_outcome`, `_pending` and `_moves`.
pub fn script_view(game: &dyn AnyMatch, viewer: Viewer) -> Value {
    let mut view = game.view(viewer);
    if let Value::Object(map) = &mut view {
        let pending: Vec<Value> = game
            .pending()
            .iter()
            .map(|p| Value::from(format!("p{}", p.seat + 1)))
            .collect();
        map.insert("_pending".into(), Value::Array(pending));
        let outcome = game.outcome().map(
            |o| serde_json::json!({ "winners": o.winners.iter().map(|s| format!("p{}", s + 1)).collect::<Vec<_>>() }),
        );
        map.insert("_outcome".into(), outcome.unwrap_or(Value::Null));
    }
    view
}

/// Looks up `a.b.0.c` in a JSON value.
pub fn json_path<'a>(root: &'a Value, path: &str) -> Option<&'a Value> {
    let mut cur = root;
    for part in path.split('.').filter(|p| !p.is_empty()) {
        cur = match cur {
            Value::Object(map) => map.get(part)?,
            Value::Array(items) => items.get(part.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// Runs a whole script. The first failing line stops the run.
pub fn run_script(source: &str, registry: &Registry) -> Result<ScriptRun, ScriptError> {
    let mut header = Header {
        game: None,
        seats: None,
        seed: 0,
        options: GameOptions::new(),
    };
    let mut game: Option<Box<dyn AnyMatch>> = None;
    let mut expects_checked = 0;
    let mut moves = 0;
    let mut log = Vec::new();

    for (index, raw) in source.lines().enumerate() {
        let n = index + 1;
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line
            .split_once(char::is_whitespace)
            .map(|(w, r)| (w, r.trim()))
            .unwrap_or((line, ""));
        match word {
            "game" | "seats" | "seed" | "option" if game.is_some() => {
                return Err(err(
                    n,
                    format!("`{word}` is a header line; put it before the first move"),
                ));
            }
            "game" => header.game = Some(rest.to_string()),
            "seats" => {
                header.seats = Some(
                    rest.parse()
                        .map_err(|_| err(n, format!("`{rest}` is not a seat count")))?,
                )
            }
            "seed" => header.seed = rest.parse().map_err(|_| err(n, format!("`{rest}` is not a number")))?,
            "option" => {
                let (k, v) = rest
                    .split_once('=')
                    .ok_or_else(|| err(n, "write options as `option key=value`"))?;
                header.options.insert(k.trim().to_string(), v.trim().to_string());
            }
            _ => {
                let g = match game.as_mut() {
                    Some(g) => g,
                    None => {
                        let (created, setup_log) = start(&header, registry).map_err(|m| err(n, m))?;
                        log.extend(render_public(&*created, &setup_log));
                        game.insert(created)
                    }
                };
                match word {
                    "roll" => {
                        let v: u32 = rest
                            .parse()
                            .map_err(|_| err(n, format!("`{rest}` is not a die result")))?;
                        g.force_roll(v);
                    }
                    "set" => {
                        let applied = g.edit(&format!("set {rest}")).map_err(|e| err(n, english(&e.text)))?;
                        log.extend(render_public(&**g, &applied.log));
                    }
                    "expect" => {
                        check_expect(&**g, rest).map_err(|m| err(n, m))?;
                        expects_checked += 1;
                    }
                    "fail" => {
                        let (seat, action) = seat_action(rest).ok_or_else(|| err(n, "write `fail pN: action`"))?;
                        let before = g.save();
                        match g.apply(seat, action) {
                            Ok(_) => {
                                return Err(err(
                                    n,
                                    format!("`{action}` by p{} was accepted but should be refused", seat + 1),
                                ));
                            }
                            Err(_) if g.save() != before => return Err(err(n, "a refused action changed the game")),
                            Err(_) => {}
                        }
                    }
                    _ => {
                        let (seat, action) = seat_action(line).ok_or_else(|| {
                            err(n, format!("unknown line `{line}`: expected game/seats/seed/option/roll/set/expect/fail or `pN: action`"))
                        })?;
                        let applied = g.apply(seat, action).map_err(|e| {
                            let legal: Vec<String> = g
                                .pending()
                                .iter()
                                .filter(|p| p.seat == seat)
                                .flat_map(|p| p.options.iter().map(|c| c.notation.clone()))
                                .collect();
                            err(
                                n,
                                format!(
                                    "p{}: `{action}` refused: {} (legal now: {})",
                                    seat + 1,
                                    english(&e.text),
                                    legal.join(" | ")
                                ),
                            )
                        })?;
                        moves += 1;
                        log.extend(render_public(&**g, &applied.log));
                    }
                }
            }
        }
    }
    let game = match game {
        Some(g) => g,
        None => {
            start(&header, registry)
                .map_err(|m| err(source.lines().count().max(1), m))?
                .0
        }
    };
    Ok(ScriptRun {
        game,
        expects_checked,
        moves,
        log,
    })
}

fn start(header: &Header, registry: &Registry) -> Result<(Box<dyn AnyMatch>, Vec<crate::engine::LogEntry>), String> {
    let id = header
        .game
        .as_deref()
        .ok_or("the script needs a `game <id>` line first")?;
    let kind = registry
        .get(id)
        .ok_or_else(|| format!("unknown game `{id}`; known: {}", registry.ids().join(", ")))?;
    let seats = header.seats.unwrap_or(*kind.seat_range().start());
    kind.create(seats, &header.options, header.seed)
        .map_err(|e| english(&e.text))
}

fn seat_action(line: &str) -> Option<(Seat, &str)> {
    let (seat, action) = line.split_once(':')?;
    Some((parse_seat(seat)?, action.trim()))
}

fn check_expect(game: &dyn AnyMatch, rest: &str) -> Result<(), String> {
    let (viewer, rest) = match rest.strip_prefix('@') {
        Some(r) => {
            let (seat, r) = r
                .split_once(char::is_whitespace)
                .ok_or("write `expect @pN PATH = VALUE`")?;
            (
                Viewer::Seat(parse_seat(seat).ok_or_else(|| format!("`{seat}` is not a seat"))?),
                r.trim(),
            )
        }
        None => (Viewer::Public, rest),
    };
    let (path, expected) = rest.split_once('=').ok_or("write `expect PATH = VALUE`")?;
    let (path, expected) = (path.trim(), expected.trim());
    let view = script_view(game, viewer);
    let actual = json_path(&view, path).cloned().unwrap_or(Value::Null);
    let wanted: Value = serde_json::from_str(expected).unwrap_or_else(|_| Value::String(expected.to_string()));
    if actual == wanted {
        Ok(())
    } else {
        Err(format!("expected {path} = {wanted}, found {actual}"))
    }
}

fn english(text: &crate::engine::Text) -> String {
    catalog().render(Lang::En, text, &[])
}

fn render_public(game: &dyn AnyMatch, log: &[crate::engine::LogEntry]) -> Vec<String> {
    let names: Vec<String> = (0..game.seats()).map(|s| format!("P{}", s + 1)).collect();
    log.iter()
        .filter(|e| e.audience.includes(Viewer::Public))
        .map(|e| catalog().render(Lang::En, &e.text, &names))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_seats_parse() {
        let v: Value = serde_json::json!({"players": [{"pop": 3}, {"pop": 4}], "war": true});
        assert_eq!(json_path(&v, "players.1.pop"), Some(&Value::from(4)));
        assert_eq!(json_path(&v, "players.7.pop"), None);
        assert_eq!(json_path(&v, "war"), Some(&Value::Bool(true)));
        assert_eq!(parse_seat("p3"), Some(2));
        assert_eq!(parse_seat("1"), Some(0));
        assert_eq!(parse_seat("p0"), None);
        assert_eq!(parse_seat("x"), None);
    }

    #[test]
    fn header_errors_name_the_line() {
        let registry = Registry::new(vec![]);
        let e = run_script("seats 2\n\np1: pass\n", &registry).err().unwrap();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("game"), "{}", e.message);
        let e = run_script("game nope\np1: pass\n", &registry).err().unwrap();
        assert!(e.message.contains("unknown game"), "{}", e.message);
        let e = run_script("game x\nseats two\n", &registry).err().unwrap();
        assert_eq!(e.line, 2);
    }
}
