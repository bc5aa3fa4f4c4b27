//! Scenario scripts: plain-text games for tests, bug reports and replays (`docs/scripts.md`).
//! They run through the table on an in-memory store, like hot-seat play: moves are committed and
//! answered as in Discord, edits and forced rolls go through the GM paths.
//!
//! ```text
//! game nuclear-war
//! seats 3
//! seed 42
//! option first_player=owner
//! roll 37                 # force the next die result (test only)
//! set pop p2 30           # an admin edit, as `/set` would do it
//! p1: place wh20          # SEAT: ACTION in canonical notation
//! p2: autopass attack on  # a seat's standing auto-pass choice, as `/autopass` sets it
//! fail p2: place wh20     # this action must be refused (and change nothing)
//! fail set pop p2 999     # this edit must be refused (and change nothing)
//! concede p3              # seat 3 concedes, as `/concede` does
//! expect phase = "turn"   # against the public JSON view
//! expect @p1 you.hand.0.card = "polaris"   # against seat 1's private view
//! expect @p2 shown "Polaris"    # seat 2 was privately shown a line with this text
//! expect @p3 unseen "Polaris"   # … and seat 3 never was
//! state-hash fnv1a64:0123456789abcdef   # the whole saved state hashes to this (replays)
//! ```
//!
//! A `name pN NAME` header line names a seat (default `P1`, `P2`, …) in the posts.
//!
//! A `roll` must be used by a later die (a die that cannot show it, or no die at all, fails the
//! script at the `roll` line).

use std::collections::VecDeque;
use std::sync::Arc;

use serde_json::Value;

use crate::engine::{AnyMatch, GameOptions, Seat, Text, Viewer};
use crate::games::Registry;
use crate::i18n::{Lang, catalog};
use crate::store::Store;
use crate::table::{Caller, GameId, Outbox, Place, Table, TableError};

/// A script line that failed, with its 1-based line number (shown as `file:LINE: message`, the
/// form editors jump to).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{line}: {message}")]
pub struct ScriptError {
    pub line: usize,
    /// What went wrong, in English.
    pub message: String,
    /// The same, to be said in any language (see [`ScriptError::in_lang`]).
    pub text: Text,
}

impl ScriptError {
    /// `LINE: message` in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        format!("{}: {}", self.line, catalog().render(lang, &self.text, &[]))
    }
}

/// What a finished script leaves behind.
pub struct ScriptRun {
    pub game: Box<dyn AnyMatch>,
    pub expects_checked: usize,
    pub moves: usize,
    /// The public posts, as the channel would read them (English).
    pub log: Vec<String>,
}

/// The one table of a script.
const HERE: Place = Place { guild: 0, channel: 1 };

/// A script's game at its table: seat `n` is user `1000 + n`, seat 1 created the game (and is
/// its GM for `set` and `roll` lines).
struct Scripted {
    runtime: tokio::runtime::Runtime,
    table: Table,
    game_id: GameId,
    callers: Vec<Caller>,
    /// Forced die results not used yet, with the line that queued each.
    queued_rolls: VecDeque<(usize, u32)>,
    /// Every line privately shown to each seat (its DMs), in English.
    shown: Vec<Vec<String>>,
}

impl Scripted {
    fn start(header: &Header, registry: &Arc<Registry>, log: &mut Vec<String>) -> Result<Scripted, Text> {
        let id = header
            .game
            .as_deref()
            .ok_or_else(|| Text::new("cli-script-needs-game"))?;
        let kind = registry
            .get(id)
            .ok_or_else(|| super::render::unknown_game(id, registry))?;
        let seats = header.seats.unwrap_or(*kind.seat_range().start());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(internal)?;
        let callers: Vec<Caller> = (0..seats.max(1))
            .map(|seat| Caller {
                user: 1000 + seat as u64,
                name: header
                    .names
                    .get(&seat)
                    .cloned()
                    .unwrap_or_else(|| format!("P{}", seat + 1)),
                locale: Some(Lang::En),
                is_admin: false,
            })
            .collect();
        let (table, game_id) = runtime.block_on(async {
            let table = Table::new(Store::memory().await.map_err(internal)?, registry.clone());
            let created = table
                .create(
                    HERE,
                    &callers[0],
                    id,
                    header.options.clone(),
                    Some(Lang::En),
                    Some(header.seed),
                )
                .await
                .map_err(|e| e.message)?;
            for (seat, caller) in callers.iter().enumerate().skip(1) {
                table.join(HERE, caller, Some(seat + 1)).await.map_err(|e| e.message)?;
            }
            let started = table.start(HERE, &callers[0]).await.map_err(|e| e.message)?;
            log.extend(posts(&started));
            let game_id = created.game_id.ok_or_else(|| Text::new("cli-no-game-made"))?;
            Ok::<_, Text>((table, game_id))
        })?;
        let shown = vec![Vec::new(); callers.len()];
        Ok(Scripted {
            runtime,
            table,
            game_id,
            callers,
            queued_rolls: VecDeque::new(),
            shown,
        })
    }

    /// The channel's posts of an outbox, keeping what each seat was privately shown.
    fn read(&mut self, outbox: &Outbox) -> Vec<String> {
        for private in &outbox.private {
            if let Some(lines) = self.shown.get_mut(private.seat) {
                lines.extend(private.text.lines().map(str::to_string));
                if let Some(prompt) = &private.prompt {
                    lines.push(prompt.question.clone());
                }
            }
        }
        posts(outbox)
    }

    /// Matches the dice the last stored action rolled with the queued forced results: forced
    /// values come first, and a die that cannot show one clamps it — a script error at the
    /// `roll` line.
    fn use_queued_rolls(&mut self) -> Result<(), ScriptError> {
        if self.queued_rolls.is_empty() {
            return Ok(());
        }
        let rolls = self
            .runtime
            .block_on(async {
                let mut conn = self.table.store.conn().await.map_err(internal)?;
                let actions = crate::store::actions(&mut conn, self.game_id).await.map_err(internal)?;
                let last = actions.last().map(|a| a.rolls.clone()).unwrap_or_default();
                serde_json::from_str::<Vec<u32>>(&last).map_err(internal)
            })
            .map_err(|m| err(self.queued_rolls[0].0, m))?;
        for rolled in rolls.into_iter().take(self.queued_rolls.len()) {
            let (line, value) = self.queued_rolls.pop_front().expect("counted");
            if rolled != value {
                return Err(err(line, Text::new("cli-script-roll-misfit").num("value", value)));
            }
        }
        Ok(())
    }

    /// A queued roll that no die used, at the end of the script.
    fn unused_roll(&self) -> Option<ScriptError> {
        self.queued_rolls
            .front()
            .map(|&(line, value)| err(line, Text::new("cli-script-roll-unused").num("value", value)))
    }

    fn game(&self) -> Result<Box<dyn AnyMatch>, Text> {
        self.runtime
            .block_on(self.table.snapshot(self.game_id))
            .map_err(|e| e.message)
    }

    fn caller(&self, seat: Seat) -> Result<&Caller, Text> {
        self.callers.get(seat).ok_or_else(|| not_a_seat(seat))
    }

    fn act(&self, seat: Seat, action: &str) -> Result<Outbox, TableError> {
        let Ok(caller) = self.caller(seat) else {
            return Err(TableError {
                kind: crate::table::ErrorKind::NotSeated,
                message: crate::engine::Text::new("table-err-not-seated"),
            });
        };
        if let Some(rest) = action.strip_prefix("autopass")
            && (rest.is_empty() || rest.starts_with(char::is_whitespace))
        {
            // `pN: autopass <kind> on|off`: the seat's standing choice, as `/autopass` sets it.
            let Some(Some((kind, on))) = super::auto_pass_args(rest) else {
                return Err(TableError {
                    kind: crate::table::ErrorKind::NotAllowed,
                    message: crate::engine::Text::new("cli-autopass-usage"),
                });
            };
            return self.runtime.block_on(self.table.auto_pass(HERE, caller, &kind, on));
        }
        self.runtime.block_on(self.table.act(HERE, caller, action, None))
    }

    fn concede(&self, seat: Seat) -> Result<Outbox, Text> {
        let caller = self.caller(seat)?;
        self.runtime
            .block_on(self.table.concede(HERE, caller))
            .map_err(|e| e.message)
    }

    fn edit(&self, command: &str) -> Result<Outbox, Text> {
        self.runtime
            .block_on(self.table.edit(HERE, &self.callers[0], command))
            .map_err(|e| e.message)
    }

    fn roll(&self, value: u32) -> Result<Outbox, Text> {
        self.runtime
            .block_on(self.table.force_roll(HERE, &self.callers[0], value))
            .map_err(|e| e.message)
    }
}

/// The channel's posts of an outbox.
fn posts(outbox: &Outbox) -> Vec<String> {
    outbox
        .public
        .iter()
        .flat_map(|p| p.text.lines().map(str::to_string).collect::<Vec<_>>())
        .filter(|l| !l.trim().is_empty())
        .collect()
}

struct Header {
    game: Option<String>,
    seats: Option<usize>,
    seed: u64,
    options: GameOptions,
    /// Seat names from `name pN NAME` lines.
    names: std::collections::BTreeMap<Seat, String>,
}

fn err(line: usize, text: Text) -> ScriptError {
    ScriptError {
        line,
        message: catalog().render(Lang::En, &text, &[]),
        text,
    }
}

/// An error of the machinery (the runtime, the in-memory store), said as it is.
fn internal(e: impl std::fmt::Display) -> Text {
    Text::new("cli-error").str("error", e.to_string())
}

fn not_a_seat(seat: Seat) -> Text {
    Text::new("cli-script-not-a-seat").num("seat", seat as i64 + 1)
}

/// "`VALUE` is not …" (`key` says what it is not).
fn not_a(key: &'static str, value: &str) -> Text {
    Text::new(key).str("value", value)
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
pub fn run_script(source: &str, registry: &Arc<Registry>) -> Result<ScriptRun, ScriptError> {
    let mut header = Header {
        game: None,
        seats: None,
        seed: 0,
        options: GameOptions::new(),
        names: Default::default(),
    };
    let mut game: Option<Scripted> = None;
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
            "game" | "seats" | "seed" | "option" | "name" if game.is_some() => {
                return Err(err(n, Text::new("cli-script-header-late").str("word", word)));
            }
            "game" => {
                // A misspelt id is reported here, at its own line.
                if registry.get(rest).is_none() {
                    let hint = crate::engine::suggest::hint(rest, registry.ids());
                    return Err(err(
                        n,
                        Text::new("cli-script-unknown-game")
                            .str("game", rest)
                            .text("hint", hint)
                            .str("known", registry.ids().join(", ")),
                    ));
                }
                header.game = Some(rest.to_string());
            }
            "seats" => header.seats = Some(rest.parse().map_err(|_| err(n, not_a("cli-script-bad-seats", rest)))?),
            "seed" => header.seed = rest.parse().map_err(|_| err(n, not_a("cli-script-bad-number", rest)))?,
            "name" => {
                let (seat, name) = rest
                    .split_once(char::is_whitespace)
                    .and_then(|(seat, name)| Some((parse_seat(seat)?, name.trim())))
                    .filter(|(_, name)| !name.is_empty())
                    .ok_or_else(|| err(n, Text::new("cli-script-name-usage")))?;
                header.names.insert(seat, name.to_string());
            }
            "option" => {
                let (k, v) = rest
                    .split_once('=')
                    .ok_or_else(|| err(n, Text::new("cli-script-option-usage")))?;
                header.options.insert(k.trim().to_string(), v.trim().to_string());
            }
            _ => {
                let g = match game.as_mut() {
                    Some(g) => g,
                    None => game.insert(Scripted::start(&header, registry, &mut log).map_err(|m| err(n, m))?),
                };
                if script_line(g, n, word, rest, line, &mut log).map_err(|m| err(n, m))? {
                    moves += 1;
                }
                g.use_queued_rolls()?;
                if word == "expect" || word == "state-hash" {
                    expects_checked += 1;
                }
            }
        }
    }
    let scripted = match game {
        Some(g) => g,
        None => Scripted::start(&header, registry, &mut log).map_err(|m| err(source.lines().count().max(1), m))?,
    };
    if let Some(unused) = scripted.unused_roll() {
        return Err(unused);
    }
    Ok(ScriptRun {
        game: scripted.game().map_err(|m| err(source.lines().count().max(1), m))?,
        expects_checked,
        moves,
        log,
    })
}

/// One line (number `n`) after the header; `true` when it was a move.
fn script_line(
    g: &mut Scripted,
    n: usize,
    word: &str,
    rest: &str,
    line: &str,
    log: &mut Vec<String>,
) -> Result<bool, Text> {
    match word {
        "roll" => {
            let v: u32 = rest
                .parse()
                .ok()
                .filter(|&v| v >= 1)
                .ok_or_else(|| not_a("cli-script-bad-roll", rest))?;
            let outbox = g.roll(v)?;
            log.extend(g.read(&outbox));
            g.queued_rolls.push_back((n, v));
        }
        "set" => {
            let outbox = g.edit(&format!("set {rest}"))?;
            log.extend(g.read(&outbox));
        }
        "concede" => {
            let seat = parse_seat(rest).ok_or_else(|| Text::new("cli-script-concede-usage"))?;
            let outbox = g.concede(seat)?;
            log.extend(g.read(&outbox));
            return Ok(true);
        }
        "state-hash" => {
            let found = crate::table::state_hash(&g.game()?.save()).map_err(internal)?;
            if found != rest {
                return Err(Text::new("cli-script-hash-differs")
                    .str("found", found)
                    .str("wanted", rest));
            }
        }
        "expect" => match rest.strip_prefix('@').and_then(|r| shown_check(r)) {
            Some(check) => check(g)?,
            None => check_expect(&*g.game()?, rest)?,
        },
        "fail" if rest.starts_with("set ") => {
            let before = g.game()?.save();
            if g.edit(rest).is_ok() {
                return Err(Text::new("cli-script-edit-accepted").str("edit", rest));
            }
            if g.game()?.save() != before {
                return Err(Text::new("cli-script-edit-changed"));
            }
        }
        "fail" => {
            let (seat, action) = seat_action(rest).ok_or_else(|| Text::new("cli-script-fail-usage"))?;
            let before = g.game()?.save();
            match g.act(seat, action) {
                Ok(_) => {
                    return Err(Text::new("cli-script-action-accepted")
                        .str("action", action)
                        .num("seat", seat as i64 + 1));
                }
                Err(_) if g.game()?.save() != before => return Err(Text::new("cli-script-action-changed")),
                Err(_) => {}
            }
        }
        _ => {
            let (seat, action) =
                seat_action(line).ok_or_else(|| Text::new("cli-script-unknown-line").str("line", line))?;
            let outbox = g.act(seat, action).map_err(|e| {
                Text::new("cli-script-refused")
                    .num("seat", seat as i64 + 1)
                    .str("action", action)
                    .text("reason", e.message)
            })?;
            log.extend(g.read(&outbox));
            return Ok(true);
        }
    }
    Ok(false)
}

/// `expect @pN shown TEXT` / `expect @pN unseen TEXT`: whether a line privately shown to seat N
/// so far contains TEXT (quotes optional). `None` when `rest` is not such a line.
fn shown_check(rest: &str) -> Option<impl FnOnce(&Scripted) -> Result<(), Text>> {
    let mut words = rest.splitn(3, char::is_whitespace);
    let seat = parse_seat(words.next()?)?;
    let wanted = match words.next()? {
        "shown" => true,
        "unseen" => false,
        _ => return None,
    };
    let text = words.next()?.trim().trim_matches('"').to_string();
    Some(move |g: &Scripted| {
        let lines = g.shown.get(seat).ok_or_else(|| not_a_seat(seat))?;
        let found = lines.iter().find(|l| l.contains(&text));
        let said = |key: &'static str| Text::new(key).num("seat", seat as i64 + 1).str("text", text.clone());
        match (wanted, found) {
            (true, Some(_)) | (false, None) => Ok(()),
            (true, None) => Err(said("cli-script-never-shown")),
            (false, Some(line)) => Err(said("cli-script-was-shown").str("line", line.clone())),
        }
    })
}

fn seat_action(line: &str) -> Option<(Seat, &str)> {
    let (seat, action) = line.split_once(':')?;
    Some((parse_seat(seat)?, action.trim()))
}

fn check_expect(game: &dyn AnyMatch, rest: &str) -> Result<(), Text> {
    let (viewer, rest) = match rest.strip_prefix('@') {
        Some(r) => {
            let (seat, r) = r
                .split_once(char::is_whitespace)
                .ok_or_else(|| Text::new("cli-script-expect-seat-usage"))?;
            (
                Viewer::Seat(parse_seat(seat).ok_or_else(|| not_a("cli-script-bad-seat", seat))?),
                r.trim(),
            )
        }
        None => (Viewer::Public, rest),
    };
    let (path, expected) = rest
        .split_once('=')
        .ok_or_else(|| Text::new("cli-script-expect-usage"))?;
    let (path, expected) = (path.trim(), expected.trim());
    let view = script_view(game, viewer);
    let actual = json_path(&view, path).cloned().unwrap_or(Value::Null);
    let wanted: Value = serde_json::from_str(expected).unwrap_or_else(|_| Value::String(expected.to_string()));
    if actual == wanted {
        Ok(())
    } else {
        Err(Text::new("cli-script-expected")
            .str("path", path)
            .str("wanted", wanted.to_string())
            .str("found", actual.to_string()))
    }
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
        let registry = Arc::new(Registry::new(vec![]));
        let e = run_script("seats 2\n\np1: pass\n", &registry).err().unwrap();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("game"), "{}", e.message);
        let e = run_script("game nope\np1: pass\n", &registry).err().unwrap();
        assert!(e.message.contains("unknown game"), "{}", e.message);
        assert_eq!(e.line, 1, "at the game line, not at the first move");
        let e = run_script("seed 1\nseats two\n", &registry).err().unwrap();
        assert_eq!(e.line, 2);
    }
}
