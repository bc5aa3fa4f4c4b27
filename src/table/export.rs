//! `/replay` and `warroom replay`: a finished game's whole log with every hidden card revealed,
//! and a scenario script (`docs/scripts.md`) that replays it to the same final state.
//!
//! Only a finished game is ever exported: while a game runs (or waits in its lobby) the refusal
//! says the log is revealed after the end. An aborted game is refused too: it has no result, and
//! a creator must not be able to see the others' cards by aborting.
//!
//! The script replays the actions in effect in order (moves, concessions, GM edits and forced
//! rolls, standing auto-pass choices), exactly what `replay_actions` replays, and ends with the
//! outcome and the hash of the final state, so running it proves it reaches the same end.
//! `/ally` messages are conversation, not play: neither file holds them.

use crate::engine::{AnyMatch, Audience, LogEntry, Text, Viewer};
use crate::i18n::Lang;
use crate::store::{self, ActionKind, ActionRow, EndedScope, GameRow};

use super::common::{corrupt, fail, names_of, no_game_here, options_of, parse_status, seat_infos};
use super::outbox::render;
use super::{Caller, ErrorKind, GameId, GameStatus, Place, Table, TableError};

/// The two files of a replay.
#[derive(Clone, Debug)]
pub struct ReplayFiles {
    pub game_id: GameId,
    /// `game-12-log.txt`
    pub log_name: String,
    pub log: String,
    /// `game-12.wrs`
    pub script_name: String,
    pub script: String,
}

/// Whether a stored state equals the replay of its game's action log (`warroom doctor`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateCheck {
    Same,
    /// The replay reaches another state: the stored hash, the replayed hash.
    Differs {
        stored: String,
        replayed: String,
    },
    /// The log does not replay (or the state does not load): why.
    Broken(String),
}

impl Table {
    /// `/replay`: the files of a finished game the caller may see — `game` (an id from
    /// `/history`) of this server, in a direct message one where the caller held a seat; by
    /// default this channel's last finished game (in a DM, the caller's last one).
    pub async fn replay_for(
        &self,
        place: Place,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<ReplayFiles, TableError> {
        let row = self.replay_target(place, caller, game).await?;
        match parse_status(&row.status)? {
            GameStatus::Finished => {}
            GameStatus::Running | GameStatus::Lobby => {
                return fail(
                    ErrorKind::NotAllowed,
                    Text::new("history-err-replay-running").num("id", row.id),
                );
            }
            GameStatus::Aborted => {
                return fail(
                    ErrorKind::NotAllowed,
                    Text::new("history-err-replay-aborted").num("id", row.id),
                );
            }
        }
        let lang = self.lang_of(caller).await;
        self.export_replay(row.id, lang).await
    }

    /// The game `/replay` is about (any status: the caller checks it).
    async fn replay_target(&self, place: Place, caller: &Caller, game: Option<GameId>) -> Result<GameRow, TableError> {
        let mut conn = self.store.conn().await?;
        let not_here = |id: GameId| TableError {
            kind: ErrorKind::NoGameHere,
            message: Text::new("history-err-not-here").num("id", id),
        };
        if let Some(id) = game {
            let row = store::game(&mut conn, id).await?.ok_or_else(|| not_here(id))?;
            let allowed = if place.guild == 0 {
                store::seats(&mut conn, id)
                    .await?
                    .iter()
                    .any(|s| store::from_db(s.user) == caller.user && s.seat.is_some())
            } else {
                store::from_db(row.guild) == place.guild
            };
            return if allowed { Ok(row) } else { Err(not_here(id)) };
        }
        if place.guild == 0 {
            drop(conn);
            let mine = self.ended_games(EndedScope::Player(caller.user), None, 50).await?;
            let id = mine
                .iter()
                .find(|e| e.ending != super::history::Ending::Aborted)
                .map(|e| e.id)
                .ok_or_else(|| TableError {
                    kind: ErrorKind::NoGameHere,
                    message: Text::new("history-err-no-finished-game"),
                })?;
            let mut conn = self.store.conn().await?;
            return store::game(&mut conn, id).await?.ok_or_else(no_game_here);
        }
        if let Some(row) = store::last_finished_game(&mut conn, place.guild, place.channel).await? {
            return Ok(row);
        }
        // Nothing finished here: a running game is refused as such, else there is nothing.
        match store::active_game(&mut conn, place.guild, place.channel).await? {
            Some(row) => Ok(row),
            None => fail(ErrorKind::NoGameHere, Text::new("history-err-no-finished-game")),
        }
    }

    /// The replay files of finished game `id` in `lang`, with no access check (the CLI and
    /// [`Table::replay_for`] after its checks).
    pub async fn export_replay(&self, id: GameId, lang: Lang) -> Result<ReplayFiles, TableError> {
        self.backfill_results().await?;
        let mut conn = self.store.conn().await?;
        let row = store::game(&mut conn, id).await?.ok_or_else(no_game_here)?;
        if parse_status(&row.status)? != GameStatus::Finished {
            return fail(
                ErrorKind::NotAllowed,
                Text::new("history-err-replay-running").num("id", id),
            );
        }
        let kind = self
            .registry
            .get(&row.game)
            .ok_or_else(|| corrupt(format!("game kind `{}` is not installed", row.game)))?;
        let seats = seat_infos(&store::seats(&mut conn, id).await?);
        let names = names_of(&seats);
        let actions = store::actions(&mut conn, id).await?;
        let result = store::result(&mut conn, id)
            .await?
            .ok_or_else(|| corrupt(format!("finished game {id} has no result")))?;
        let state = row
            .state
            .as_deref()
            .ok_or_else(|| corrupt(format!("game {id} has no state")))?;
        let m = kind
            .load(state)
            .map_err(|e| corrupt(format!("state of game {id}: {e}")))?;
        let setup: Vec<LogEntry> =
            serde_json::from_str(&row.setup_log).map_err(|e| corrupt(format!("setup log of game {id}: {e}")))?;
        let game_name = render(lang, &Text::new(kind.name_key()), &[]);
        let mut log = vec![
            render(
                lang,
                &Text::new("history-log-title")
                    .num("id", id)
                    .str("game", game_name.clone()),
                &[],
            ),
            render(
                lang,
                &Text::new("history-log-times")
                    .str("started", utc_time(result.started_at))
                    .str("ended", utc_time(result.ended_at))
                    .num("seed", store::from_db(row.seed) as i64),
                &[],
            ),
        ];
        if let Some(outcome) = m.outcome() {
            log.push(render(lang, &outcome.summary, &names));
        }
        log.push(String::new());
        log.extend(entry_lines(&setup, lang, &names));
        for a in &actions {
            log.extend(action_lines(a, lang, &names)?);
        }
        log.push(String::new());
        for seat in 0..names.len() {
            log.push(render(
                lang,
                &Text::new("history-log-final-view").seat("name", seat),
                &names,
            ));
            log.extend(
                m.status(Viewer::Seat(seat))
                    .iter()
                    .map(|t| format!("  {}", render(lang, t, &names))),
            );
        }
        let comment = render(
            lang,
            &Text::new("history-script-comment").num("id", id).str("game", game_name),
            &[],
        );
        let script = script_text(&row, &names, &actions, m.as_ref(), &comment)?;
        Ok(ReplayFiles {
            game_id: id,
            log_name: format!("game-{id}-log.txt"),
            log: log.join("\n") + "\n",
            script_name: format!("game-{id}.wrs"),
            script,
        })
    }

    /// Whether game `id`'s stored state equals the replay of its action log from its seed.
    pub async fn check_state(&self, id: GameId) -> Result<StateCheck, TableError> {
        let stored = {
            let mut conn = self.store.conn().await?;
            store::game(&mut conn, id).await?.ok_or_else(no_game_here)?.state
        };
        let Some(stored) = stored else {
            return Ok(StateCheck::Broken("no stored state".into()));
        };
        let replayed = match self.replay(id).await {
            Ok(m) => m.save(),
            Err(e) => return Ok(StateCheck::Broken(format!("{:?}", e.kind))),
        };
        let (stored, replayed) = match (state_hash(&stored), state_hash(&replayed)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => return Ok(StateCheck::Broken(e)),
        };
        Ok(if stored == replayed {
            StateCheck::Same
        } else {
            StateCheck::Differs { stored, replayed }
        })
    }
}

/// The log lines of one action: a heading naming who did what (the notation: secret picks
/// included), then every entry of its log.
fn action_lines(a: &ActionRow, lang: Lang, names: &[String]) -> Result<Vec<String>, TableError> {
    let kind = ActionKind::parse(&a.kind);
    if matches!(kind, Some(ActionKind::Message) | None) {
        return Ok(Vec::new());
    }
    if kind == Some(ActionKind::Seat) {
        // A hand-over is its own line ("Dana takes over seat 2 from …"); its notation is a user id.
        let entries: Vec<LogEntry> =
            serde_json::from_str(&a.log).map_err(|e| corrupt(format!("log of action {}: {e}", a.seq)))?;
        return Ok(entry_lines(&entries, lang, names));
    }
    let who = a
        .seat
        .map(|s| Text::new("raw").seat("value", s as usize))
        .unwrap_or_else(|| Text::new("history-log-gm"));
    let what = match kind {
        Some(ActionKind::Concede) => Text::new("history-log-conceded"),
        Some(ActionKind::Undo) => Text::new("history-log-undo").str("seq", a.notation.clone()),
        Some(ActionKind::Roll) => Text::new("history-log-roll").str("value", a.notation.clone()),
        _ => Text::new("raw").str("value", a.notation.clone()),
    };
    let mut heading = Text::new("history-log-action")
        .num("seq", a.seq)
        .text("who", who)
        .text("what", what);
    if let Some(by) = a.undone_by {
        heading = Text::new("history-log-undone").text("action", heading).num("by", by);
    }
    let entries: Vec<LogEntry> =
        serde_json::from_str(&a.log).map_err(|e| corrupt(format!("log of action {}: {e}", a.seq)))?;
    let mut lines = vec![render(lang, &heading, names)];
    lines.extend(entry_lines(&entries, lang, names));
    Ok(lines)
}

/// Every entry, each for its most privileged audience: private lines tagged with their readers;
/// a line for "everyone but X" is left out when X got their own line (it is the redacted twin).
fn entry_lines(entries: &[LogEntry], lang: Lang, names: &[String]) -> Vec<String> {
    let told_privately = |s: usize| {
        entries.iter().any(|e| {
            matches!(e.audience, Audience::Only(_) | Audience::Seats(_)) && e.audience.private_seats().contains(s)
        })
    };
    entries
        .iter()
        .filter(|e| !matches!(e.audience, Audience::AllBut(s) if told_privately(s)))
        .map(|e| {
            let text = render(lang, &e.text, names);
            let readers: Vec<Text> = (0..names.len())
                .filter(|&s| e.audience.private_seats().contains(s))
                .map(|s| Text::new("raw").seat("value", s))
                .collect();
            if readers.is_empty() {
                format!("  {text}")
            } else {
                let tag = render(lang, &Text::new("history-log-private").list("readers", readers), names);
                format!("  {tag} {text}")
            }
        })
        .collect()
}

/// The scenario script replaying `actions` (those in effect) from the game's seed and options.
fn script_text(
    row: &GameRow,
    names: &[String],
    actions: &[ActionRow],
    end: &dyn AnyMatch,
    comment: &str,
) -> Result<String, TableError> {
    let mut out = vec![format!("# {}", one_line(comment).replace('＃', ""))];
    out.push(format!("game {}", row.game));
    out.push(format!("seats {}", names.len()));
    out.push(format!("seed {}", store::from_db(row.seed)));
    for (key, value) in options_of(row)? {
        out.push(format!("option {key}={value}"));
    }
    for (seat, name) in names.iter().enumerate() {
        out.push(format!("name p{} {}", seat + 1, one_line(name)));
    }
    for a in actions.iter().filter(|a| a.undone_by.is_none()) {
        let seat = a.seat.unwrap_or_default() + 1;
        let line = match ActionKind::parse(&a.kind) {
            Some(ActionKind::Act) => format!("p{seat}: {}", a.notation),
            Some(ActionKind::Concede) => format!("concede p{seat}"),
            Some(ActionKind::Edit) => a.notation.clone(),
            Some(ActionKind::Roll) => format!("roll {}", a.notation),
            Some(ActionKind::AutoPass) => format!("p{seat}: autopass {}", a.notation),
            // Undo markers (their targets are left out), messages and seat changes do not play.
            _ => continue,
        };
        if line.contains(['#', '\n']) {
            return Err(corrupt(format!("action {} cannot be written as a script line", a.seq)));
        }
        out.push(line);
    }
    if let Some(outcome) = end.outcome() {
        let winners: Vec<String> = outcome.winners.iter().map(|s| format!("p{}", s + 1)).collect();
        out.push(format!(
            "expect _outcome = {}",
            serde_json::json!({ "winners": winners })
        ));
    }
    out.push(format!("state-hash {}", state_hash(&end.save()).map_err(corrupt)?));
    Ok(out.join("\n") + "\n")
}

fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ").replace('#', "＃")
}

/// A short, stable fingerprint of a saved state: FNV-1a (64 bits) of its JSON with every
/// object's keys sorted, so key order never matters. Proves "the same state", not secrecy.
pub fn state_hash(saved: &str) -> Result<String, String> {
    let value: serde_json::Value = serde_json::from_str(saved).map_err(|e| format!("the state is not JSON: {e}"))?;
    let mut canonical = String::new();
    write_canonical(&value, &mut canonical);
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in canonical.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    Ok(format!("fnv1a64:{hash:016x}"))
}

fn write_canonical(value: &serde_json::Value, out: &mut String) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                write_canonical(&map[key], out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(item, out);
            }
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// `2026-11-05 14:03 UTC` (a file has no reader's time zone).
pub fn utc_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_ignores_key_order_and_sees_values() {
        let a = state_hash(r#"{"b":1,"a":{"y":[1,2],"x":"s"}}"#).unwrap();
        let b = state_hash(r#"{"a":{"x":"s","y":[1,2]},"b":1}"#).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, state_hash(r#"{"a":{"x":"s","y":[2,1]},"b":1}"#).unwrap());
        assert!(a.starts_with("fnv1a64:") && a.len() == 24, "{a}");
        assert!(state_hash("not json").is_err());
    }

    #[test]
    fn utc_times_read_like_a_calendar() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00 UTC");
        assert_eq!(utc_time(1_793_020_980_000), "2026-10-26 13:23 UTC");
    }
}
