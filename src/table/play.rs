//! Moves: `/play`, button presses, concessions, GM edits and forced rolls — one transaction each.

use super::common::write_game_state;
use super::events;
use crate::store::Conn;

pub(crate) use super::common::{count_refusal, lang_of_conn};

use crate::engine::{Applied, Ask, LogEntry, Prompt, RuleError, Seat, Text, Viewer, normalize};
use crate::i18n::Lang;
use crate::store::{self, ActionKind, NewAction, Tx};

use super::cache::Loaded;
use super::common::{
    bind_names, corrupt, fail, names_of, no_game_here, options_of, parse_status, place_of, seat_infos,
};
use super::outbox::{Change, MAX_LISTED, option_views, render};
use super::{Caller, ErrorKind, GameId, GameStatus, OptionView, Outbox, Place, Table, TableError};

/// One change a seat (or the GM) asks for.
pub(crate) enum Move {
    Act(String),
    Press {
        index: usize,
        fingerprint: u32,
    },
    /// A select-menu press of a composed prompt: the values the menu sent.
    Select {
        values: Vec<String>,
        fingerprint: u32,
    },
    Concede,
    Edit(String),
    Roll(u32),
    /// A standing auto-pass choice (`Game::set_auto_pass`): any seated player, any time.
    AutoPass {
        kind: String,
        on: bool,
    },
    /// A private message to the caller's allies of the moment (`Game::partners`).
    Message(String),
}

impl Table {
    /// `/play` (typed or autocompleted notation) in the channel's game. `expected_version` comes from
    /// a button; `None` for typed lines.
    pub async fn act(
        &self,
        place: Place,
        caller: &Caller,
        notation: &str,
        expected_version: Option<i64>,
    ) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        self.run_move(id, caller, expected_version, Move::Act(notation.to_string()))
            .await
    }

    /// A DM button / select press: option `index` of the caller's prompt issued at `version` with
    /// `fingerprint`. A press from an older version still counts when the caller has not moved
    /// since and their prompt is unchanged (others' answers to a simultaneous pick do not make
    /// your buttons stale); anything else is `Stale` and changes nothing.
    pub async fn press(
        &self,
        game_id: GameId,
        caller: &Caller,
        version: i64,
        fingerprint: u32,
        index: usize,
    ) -> Result<Outbox, TableError> {
        self.run_move(game_id, caller, Some(version), Move::Press { index, fingerprint })
            .await
    }

    /// A composed prompt's menu press (k-of-n, a number, points to share): the `values` of the
    /// entries chosen (see [`super::select`]), turned into the prompt's answer and checked
    /// against its limits. Staleness as for [`Table::press`].
    pub async fn select(
        &self,
        game_id: GameId,
        caller: &Caller,
        version: i64,
        fingerprint: u32,
        values: Vec<String>,
    ) -> Result<Outbox, TableError> {
        self.run_move(game_id, caller, Some(version), Move::Select { values, fingerprint })
            .await
    }

    pub async fn concede(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        self.run_move(id, caller, None, Move::Concede).await
    }

    /// A GM edit (`set …` line, see `Game::edit`) by the creator or an admin; logged publicly.
    pub async fn edit(&self, place: Place, caller: &Caller, command: &str) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        self.run_move(id, caller, None, Move::Edit(command.to_string())).await
    }

    /// Forces the next die result (creator or admin; for disputed games and scripted tests).
    pub async fn force_roll(&self, place: Place, caller: &Caller, value: u32) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        self.run_move(id, caller, None, Move::Roll(value)).await
    }

    /// `/autopass kind on`: the caller's standing auto-pass choice for one kind of response
    /// window, from the next window opened. Stored in the action log (kind `autopass`) so undo and
    /// replay keep it; told only to the caller (no channel post: it is nobody else's business).
    pub async fn auto_pass(&self, place: Place, caller: &Caller, kind: &str, on: bool) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        let kind = self.window_kind_typed(place, caller, kind).await?;
        self.run_move(id, caller, None, Move::AutoPass { kind, on }).await
    }

    /// The caller's legal options now, filtered by `typed` (for `/play` autocomplete). A seated
    /// player who owes nothing gets the "not your turn" refusal naming who is awaited, so the
    /// suggestion list can say why it is empty.
    pub async fn options_for(&self, place: Place, caller: &Caller, typed: &str) -> Result<Vec<OptionView>, TableError> {
        let id = self.running_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let lang = lang_of_conn(&mut conn, caller).await;
        let result = (|| {
            let seat = seated(&g, caller)?;
            let typed = typed.trim().to_lowercase();
            let pending = g.m.pending();
            let Some(prompt) = pending.iter().find(|p| p.seat == seat) else {
                return Err(idle_error(&g, seat, &pending));
            };
            // A pick-several prompt: whole lines the game takes, completing what was typed.
            let composed = super::compose::several_lines(&g, seat, prompt, &typed, lang);
            if !composed.is_empty() {
                return Ok(composed);
            }
            // Another composed prompt's items are not answers: offer the line being typed (or its
            // first word), labelled with the limits; the game judges it when sent.
            if let Some(limits) = prompt.limits() {
                let line = if typed.is_empty() {
                    prompt.verb.clone()
                } else {
                    typed.clone()
                };
                let limits = render(lang, &limits, &g.names);
                return Ok(vec![OptionView {
                    index: usize::MAX,
                    label: format!("{line} — {limits}"),
                    notation: line,
                    group: None,
                    cap: None,
                    detail: None,
                }]);
            }
            let mut listed: Vec<OptionView> = option_views(prompt, lang, &g.names)
                .into_iter()
                .filter(|o| super::suggest::matches_typed(o, &typed))
                .take(MAX_LISTED)
                .collect();
            // One-line forms: the answers that may follow what was typed (`play duck-and-cover`
            // → `… influence`, `… coup`, …), or the one option that fits it.
            let continued = match listed.as_slice() {
                [only] if only.notation.len() >= typed.len() => {
                    super::suggest::one_line_forms(&g, seat, &only.notation, "", lang)
                }
                _ => super::suggest::continuations(&g, seat, &typed, lang),
            };
            for form in continued {
                if listed.len() == MAX_LISTED {
                    break;
                }
                if !listed.iter().any(|o| o.notation == form.notation) {
                    listed.push(form);
                }
            }
            // A prompt that takes composed lines (a whole influence placement, …): when nothing
            // listed matches, offer the line as typed, labelled with the syntax, so it can be sent
            // from the list (the game still judges it).
            if let Some(syntax) = &prompt.free_form
                && !typed.is_empty()
                && listed.is_empty()
            {
                let syntax = render(lang, syntax, &g.names);
                listed.push(OptionView {
                    index: usize::MAX,
                    notation: typed.clone(),
                    label: format!("{typed} — {syntax}"),
                    group: None,
                    cap: None,
                    detail: None,
                });
            }
            Ok(listed)
        })();
        *slot = Some(g);
        result
    }

    /// The id of the running game in `place` (a lobby is `NotRunning`).
    pub(crate) async fn running_here(&self, place: Place) -> Result<GameId, TableError> {
        let row = self.active_row(place).await?;
        match parse_status(&row.status)? {
            GameStatus::Lobby => fail(ErrorKind::NotRunning, Text::new("table-err-still-lobby")),
            _ => Ok(row.id),
        }
    }

    /// The started game `id`, reusing the cached match when its version is still the stored one.
    pub(crate) async fn load_fresh(
        &self,
        conn: &mut Conn,
        id: GameId,
        cached: Option<Loaded>,
    ) -> Result<Loaded, TableError> {
        let (version, status) = store::version_and_status(conn, id).await?.ok_or_else(no_game_here)?;
        let status = parse_status(&status)?;
        if status == GameStatus::Lobby {
            return fail(ErrorKind::NotRunning, Text::new("table-err-still-lobby"));
        }
        if let Some(mut g) = cached
            && g.version == version
        {
            g.status = status;
            return Ok(g);
        }
        let row = store::game(conn, id).await?.ok_or_else(no_game_here)?;
        let seat_rows = store::seats(conn, id).await?;
        let kind = self
            .registry
            .get(&row.game)
            .ok_or_else(|| corrupt(format!("game kind `{}` is not installed", row.game)))?;
        let state = row
            .state
            .as_deref()
            .ok_or_else(|| corrupt(format!("game {id} has no state")))?;
        let m = kind
            .load(state)
            .map_err(|e| corrupt(format!("state of game {id}: {e}")))?;
        let seats = seat_infos(&seat_rows);
        let locales = seat_rows
            .iter()
            .map(|r| r.locale.as_deref().and_then(Lang::parse))
            .collect();
        Ok(Loaded {
            id,
            place: place_of(&row),
            game: row.game.clone(),
            name_key: kind.name_key(),
            status,
            version: row.version,
            creator: store::from_db(row.creator),
            lang: Lang::parse(&row.lang).unwrap_or_default(),
            seed: store::from_db(row.seed),
            options: options_of(&row)?,
            names: names_of(&seats),
            seats,
            locales,
            m,
            public_view: None,
        })
    }

    /// Runs one change under the game's lock and in one transaction; the cached match is kept
    /// only if the change committed or left it untouched.
    pub(crate) async fn run_move(
        &self,
        id: GameId,
        caller: &Caller,
        expected: Option<i64>,
        mv: Move,
    ) -> Result<Outbox, TableError> {
        let started = std::time::Instant::now();
        let mut slot = self.cache.lock(id).await;
        let result = async {
            let mut tx = self.store.begin().await?;
            let mut g = self.load_fresh(&mut tx, id, slot.take()).await?;
            let loaded = g.version;
            let result = self.move_in_tx(tx, &mut g, caller, expected, mv).await;
            let game = g.game.clone();
            if g.status == GameStatus::Running && (result.is_ok() || g.version == loaded) {
                *slot = Some(g);
            }
            result.map(|outbox| (outbox, game))
        }
        .await;
        match result {
            Ok((outbox, game)) => {
                events::move_accepted(&game, started.elapsed());
                Ok(outbox)
            }
            Err(e) => {
                count_refusal(&e);
                Err(e)
            }
        }
    }

    async fn move_in_tx(
        &self,
        mut tx: Tx,
        g: &mut Loaded,
        caller: &Caller,
        expected: Option<i64>,
        mv: Move,
    ) -> Result<Outbox, TableError> {
        ensure_running(g)?;
        // Players move for their own seat; GM changes need the creator or an admin, seated or not.
        let seat = g.seat_of(caller.user);
        if matches!(mv, Move::Edit(_) | Move::Roll(_)) {
            if caller.user != g.creator && !caller.is_admin {
                return fail(ErrorKind::NotAllowed, Text::new("table-err-gm-only"));
            }
        } else {
            seated(g, caller)?;
        }
        let lang = lang_of_conn(&mut tx, caller).await;
        if let (Some(expected), Some(seat)) = (expected, seat) {
            refuse_if_stale(&mut tx, g, seat, expected, &mv, lang).await?;
        }

        let before = g.m.pending();
        let mut next = g.m.clone_box();
        let Played {
            kind,
            notation,
            applied,
            reply,
            lead,
        } = perform(&mut tx, g, caller, &before, next.as_mut(), mv, lang).await?;

        let version = g.version + 1;
        let outcome = next.outcome();
        let status = if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Running
        };
        let seq = store::last_seq(&mut tx, g.id).await? + 1;
        // The table's own lines are stored with the game's so `/log` tells the whole story.
        let stored_log: Vec<LogEntry> = lead
            .iter()
            .cloned()
            .map(LogEntry::public)
            .chain(applied.log.iter().cloned())
            .collect();
        let log_json = serde_json::to_string(&stored_log).map_err(corrupt)?;
        let rolls_json = serde_json::to_string(&applied.rolls).map_err(corrupt)?;
        let action = NewAction {
            kind,
            seat: seat.map(|s| s as i64),
            user: Some(caller.user),
            notation: &notation,
            rolls_json: &rolls_json,
            log_json: &log_json,
            version,
        };
        store::append_action(&mut tx, g.id, seq, &action).await?;
        let state = next.save();
        let prefs = write_game_state(&mut tx, g.id, g.version, &state, outcome.as_ref(), version).await?;
        // One board per finished decision: while the mover keeps deciding (one influence point
        // per tap, a run of realignment rolls) the picture waits for the last step.
        let mover_done = seat.is_none_or(|s| next.outcome().is_some() || !next.pending().iter().any(|p| p.seat == s));
        let next_view = mover_done.then(|| next.view(Viewer::Public));
        let board = next_view.as_ref().is_some_and(|v| g.public_view() != v);
        let recaps = super::recap::newly_owed_recaps(&mut tx, g.id, &before, next.as_ref(), seat).await?;
        let notes = self.notes(&mut tx, g.id).await?;

        // The outbox is built from the new position before the commit, so what it owes is stored
        // in the same transaction. `g` runs ahead of the database until the commit: `run_move`
        // drops it from the cache if this fails.
        let previous = g.replace(next, next_view);
        let marks_base = self
            .cache
            .marks_base(g.id, previous, version, mover_done)
            .filter(|_| board);
        g.version = version;
        g.status = status;
        let mut outbox = self.change_outbox_since(
            &Change {
                g,
                before: &before,
                log: &applied.log,
                lead,
                board,
                prefs: &prefs,
                // A message is no move: the sender's prompt stays as it is.
                actor: seat.filter(|_| kind != ActionKind::Message),
                all_stale: matches!(kind, ActionKind::Edit | ActionKind::Roll),
                recaps,
                notes: notes.as_ref(),
                chose: (kind == ActionKind::Act).then(|| chose_line(&before, seat, &notation)),
                news_now: kind == ActionKind::Message,
            },
            marks_base.as_deref(),
        );
        if matches!(kind, ActionKind::AutoPass | ActionKind::Message) {
            // Nothing public happened; a "waiting for" post would only tell the channel that
            // someone changed a setting.
            outbox.public.clear();
        }
        if kind == ActionKind::Message {
            // The sender is answered in place; the copy in the log is for their `/log`.
            outbox.private.retain(|m| Some(m.seat) != seat);
        }
        self.persist_change(&mut tx, version, &mut outbox, g, &before, notes.as_ref())
            .await?;
        // A message or a setting is no move: the sender's wait keeps its timers.
        let mover = seat.filter(|_| !matches!(kind, ActionKind::Message | ActionKind::AutoPass));
        self.track_waits(&mut tx, g, mover.map(|_| caller.user)).await?;
        tx.commit().await?;
        self.store.committed();
        outbox.reply = Some(render(lang, &reply, &g.names));
        outbox.caller_lang = Some(lang);
        Ok(outbox)
    }
}

/// What one move did, before it is stored.
struct Played {
    kind: ActionKind,
    notation: String,
    applied: Applied,
    reply: Text,
    /// The table's own public lines before the game's (a concession, a GM edit).
    lead: Vec<Text>,
}

/// A button or menu press for a decision that is still open at an older version goes through
/// (another seat moved meanwhile); any other out-of-date press or line is refused as stale.
async fn refuse_if_stale(
    tx: &mut Tx,
    g: &Loaded,
    seat: Seat,
    expected: i64,
    mv: &Move,
    lang: Lang,
) -> Result<(), TableError> {
    if expected == g.version {
        return Ok(());
    }
    let unchanged = match mv {
        Move::Press { fingerprint, .. } | Move::Select { fingerprint, .. } => {
            expected < g.version
                && g.m
                    .pending()
                    .iter()
                    .any(|p| p.seat == seat && p.fingerprint() == *fingerprint)
                && !store::seat_moved_since(tx, g.id, seat as i64, expected).await?
        }
        _ => false,
    };
    if unchanged {
        Ok(())
    } else {
        Err(stale_error(g, seat, lang))
    }
}

/// Plays `mv` on `next` (a copy of the game): a line, a press, a concession, a GM edit or roll.
async fn perform(
    tx: &mut Tx,
    g: &Loaded,
    caller: &Caller,
    before: &[Prompt],
    next: &mut dyn crate::engine::AnyMatch,
    mv: Move,
    lang: Lang,
) -> Result<Played, TableError> {
    let mut lead = Vec::new();
    let (kind, notation, applied, reply) = match mv {
        Move::Act(line) => {
            let seat = seated(g, caller)?;
            // Names typed for ids become the ids: the line is kept as the game prints it.
            let notation = next
                .canonical(seat, &line)
                .map_err(|e| rule_error(g, seat, before, e))?;
            let applied = next
                .apply_on_copy(seat, &notation)
                .map_err(|e| rule_error(g, seat, before, e))?;
            let reply = played_reply(before, seat, &notation);
            (ActionKind::Act, notation, applied, reply)
        }
        Move::Press { .. } | Move::Select { .. } => {
            let (seat, notation) = pressed_line(g, caller, before, &mv, lang)?;
            let applied = next
                .apply_on_copy(seat, &notation)
                .map_err(|e| rule_error(g, seat, before, e))?;
            let reply = played_reply(before, seat, &notation);
            (ActionKind::Act, notation, applied, reply)
        }
        Move::Concede => {
            let seat = seated(g, caller)?;
            if store::conceded_seats(tx, g.id).await?.contains(&(seat as i64)) {
                return fail(ErrorKind::NotAllowed, Text::new("table-err-already-conceded"));
            }
            let applied = next.concede(seat).map_err(|e| rule_error(g, seat, before, e))?;
            if !applied.log.iter().any(|e| e.audience.includes(Viewer::Public)) {
                lead.push(Text::new("table-log-conceded").seat("seat", seat));
            }
            // With the game over (two players), nobody plays on.
            let reply = if next.outcome().is_some() {
                "table-reply-conceded-over"
            } else {
                "table-reply-conceded"
            };
            (ActionKind::Concede, String::new(), applied, Text::new(reply))
        }
        Move::Edit(command) => {
            let applied = next.edit(&command).map_err(|e| TableError {
                message: Text::new("table-err-edit").text("reason", bind_names(&e.text, &g.names)),
                kind: ErrorKind::Rule(e),
            })?;
            lead.push(
                Text::new("table-log-edited")
                    .str("user", caller.name.clone())
                    .str("command", normalize(&command)),
            );
            (
                ActionKind::Edit,
                normalize(&command),
                applied,
                Text::new("table-reply-edited"),
            )
        }
        Move::AutoPass { kind, on } => {
            let seat = seated(g, caller)?;
            let applied = next.set_auto_pass(seat, &kind, on).map_err(|e| TableError {
                message: bind_names(&e.text, &g.names),
                kind: ErrorKind::Rule(e),
            })?;
            let reply = Text::new(if on {
                "table-reply-auto-pass-on"
            } else {
                "table-reply-auto-pass-off"
            })
            .text("kind", next.window_kind_name(&kind));
            let notation = format!("{kind} {}", if on { "on" } else { "off" });
            (ActionKind::AutoPass, notation, applied, reply)
        }
        Move::Message(text) => {
            let seat = seated(g, caller)?;
            super::ally::message(g, next, seat, &text)?
        }
        Move::Roll(value) => {
            next.force_roll(value);
            let log = vec![LogEntry::public(
                Text::new("table-log-forced-roll")
                    .str("user", caller.name.clone())
                    .num("value", value as i64),
            )];
            (
                ActionKind::Roll,
                value.to_string(),
                Applied { log, rolls: Vec::new() },
                Text::new("table-reply-edited"),
            )
        }
    };
    Ok(Played {
        kind,
        notation,
        applied,
        reply,
        lead,
    })
}

/// The caller's seat and the line a button or menu press stands for. A press of another prompt
/// (e.g. another seat's at the same version) is stale: it must not play whatever sits at its
/// index in the caller's own options.
fn pressed_line(
    g: &Loaded,
    caller: &Caller,
    before: &[Prompt],
    mv: &Move,
    lang: Lang,
) -> Result<(Seat, String), TableError> {
    let seat = seated(g, caller)?;
    let Some(prompt) = before.iter().find(|p| p.seat == seat) else {
        return Err(idle_error(g, seat, before));
    };
    let (Move::Press { fingerprint, .. } | Move::Select { fingerprint, .. }) = mv else {
        return Err(idle_error(g, seat, before));
    };
    if prompt.fingerprint() != *fingerprint {
        return Err(stale_error(g, seat, lang));
    }
    let notation = match mv {
        Move::Press { index, .. } => match prompt.options.get(*index).filter(|_| prompt.ask == Ask::One) {
            Some(choice) => choice.notation.clone(),
            None => {
                return fail(
                    ErrorKind::NotAllowed,
                    Text::new("table-err-no-such-option").num("index", *index as i64 + 1),
                );
            }
        },
        Move::Select { values, .. } => {
            let Some(selection) = super::select::selection_from_values(prompt, values) else {
                return fail(ErrorKind::NotAllowed, Text::new("table-err-bad-selection"));
            };
            prompt
                .answer(&selection)
                .map_err(|why| rule_error(g, seat, before, RuleError::new(why)))?
        }
        _ => return Err(idle_error(g, seat, before)),
    };
    Ok((seat, notation))
}

pub(crate) fn ensure_running(g: &Loaded) -> Result<(), TableError> {
    match g.status {
        GameStatus::Running => Ok(()),
        GameStatus::Finished => fail(ErrorKind::NotRunning, Text::new("table-err-finished")),
        GameStatus::Aborted => fail(ErrorKind::NotRunning, Text::new("table-err-aborted")),
        GameStatus::Lobby => fail(ErrorKind::NotRunning, Text::new("table-err-still-lobby")),
    }
}

pub(crate) fn seated(g: &Loaded, caller: &Caller) -> Result<Seat, TableError> {
    g.seat_of(caller.user).ok_or_else(|| TableError {
        kind: ErrorKind::NotSeated,
        message: Text::new("table-err-not-seated"),
    })
}

/// What `seat` may choose now, as message arguments ("`notation` (label)", at most 25).
fn legal_list(prompt: &Prompt, names: &[String]) -> Vec<Text> {
    // A composed prompt's items are not answers: its limits say what is legal.
    if let Some(limits) = prompt.limits() {
        return vec![limits];
    }
    let mut out: Vec<Text> = prompt
        .options
        .iter()
        .take(MAX_LISTED)
        .map(|c| {
            Text::new("table-legal-option")
                .str("notation", c.notation.clone())
                .text("label", bind_names(&c.label, names))
        })
        .collect();
    if prompt.options.len() > MAX_LISTED {
        out.push(Text::new("table-more").num("count", (prompt.options.len() - MAX_LISTED) as i64));
    }
    out
}

/// A refusal by the game: its reason, then what is legal for this seat now.
pub(crate) fn rule_error(g: &Loaded, seat: Seat, pending: &[Prompt], error: RuleError) -> TableError {
    let reason = bind_names(&error.text, &g.names);
    let message = match pending.iter().find(|p| p.seat == seat) {
        Some(prompt) => {
            let mut text = Text::new("table-err-rule")
                .text("reason", reason)
                .list("legal", legal_list(prompt, &g.names));
            if let Some(syntax) = &prompt.free_form {
                text = Text::new("table-err-rule-free-form")
                    .text("reason", text.clone())
                    .text("syntax", bind_names(syntax, &g.names));
            }
            text
        }
        None => Text::new("table-err-rule-idle").text("reason", reason),
    };
    TableError {
        kind: ErrorKind::Rule(error),
        message,
    }
}

/// A press while the seat owes nothing.
fn idle_error(g: &Loaded, seat: Seat, pending: &[Prompt]) -> TableError {
    let waiting: Vec<Text> = pending
        .iter()
        .map(|p| Text::new("raw").str("value", crate::i18n::seat_name(&g.names, p.seat)))
        .collect();
    let error = RuleError::new(Text::new("err-not-your-turn").list("waiting", waiting));
    rule_error(g, seat, pending, error)
}

/// The label of the option `seat` chose with `notation`, if it was one of those listed.
fn chosen_label(before: &[Prompt], seat: Seat, notation: &str) -> Option<Text> {
    before
        .iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.options.iter())
        .find(|c| c.notation == notation)
        .map(|c| c.label.clone())
}

/// "✔ You chose: …" at the top of the mover's prompt message: the option's label, else the line.
fn chose_line(before: &[Prompt], seat: Option<Seat>, notation: &str) -> Text {
    let choice = seat
        .and_then(|seat| chosen_label(before, seat, notation))
        .unwrap_or_else(|| Text::new("raw").str("value", format!("`{notation}`")));
    Text::new("table-dm-chose").text("choice", choice)
}

/// "Done: <what you chose>" in words when the move was one of the listed options (seat names
/// are bound later, with the reply), else the typed notation.
fn played_reply(before: &[Prompt], seat: Seat, notation: &str) -> Text {
    match chosen_label(before, seat, notation) {
        Some(label) => Text::new("table-reply-chose")
            .text("choice", label)
            .str("notation", notation.to_string()),
        None => Text::new("table-reply-played").str("notation", notation.to_string()),
    }
}

pub(crate) fn stale_error(g: &Loaded, seat: Seat, lang: Lang) -> TableError {
    let message = match g.m.pending().into_iter().find(|p| p.seat == seat) {
        Some(prompt) => {
            let options: Vec<Text> = option_views(&prompt, lang, &g.names)
                .into_iter()
                .take(MAX_LISTED)
                .map(|o| {
                    Text::new("table-legal-option")
                        .str("notation", o.notation)
                        .text("label", Text::new("raw").str("value", o.label))
                })
                .collect();
            Text::new("table-err-stale")
                .num("current", g.version)
                .text("question", bind_names(&prompt.question, &g.names))
                .list("options", options)
        }
        None => Text::new("table-err-stale-idle").num("current", g.version),
    };
    TableError {
        kind: ErrorKind::Stale { current: g.version },
        message,
    }
}
