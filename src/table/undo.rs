//! Undo by agreement, and rebuilding a game from its seed and action log.
//!
//! The stored state is a cache of `replay(seed, actions)`: undo never restores a snapshot, it
//! replays every kept action from the seed without the taken-back move, so the result is exactly
//! the state before that move (same dice stream position, same forced rolls).
use super::common::write_game_state;

use std::collections::BTreeSet;

use crate::engine::{AnyMatch, GameKind, GameOptions, LogEntry, Seat, Text, Viewer};
use crate::store::{self, ActionKind, ActionRow, NewAction, Tx, UndoRow};

use super::cache::Loaded;
use super::common::{corrupt, fail, no_game_here, options_of, prefs_by_user};
use super::outbox::{Change, render};
use super::play::{ensure_running, lang_of_conn, seated};
use super::{Caller, ErrorKind, GameId, GameStatus, Outbox, Place, PublicPost, Table, TableError};

impl Table {
    /// `/undo`: asks to take back the last move; applied once every other seat agrees.
    /// Asking while a request for the same move is open counts as agreeing.
    pub async fn request_undo(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        self.undo_vote(place, caller, Vote::Request).await
    }

    /// Answer a pending undo request (`/undo` again agrees; `agree = false` refuses).
    pub async fn answer_undo(&self, place: Place, caller: &Caller, agree: bool) -> Result<Outbox, TableError> {
        self.undo_vote(place, caller, if agree { Vote::Agree } else { Vote::Refuse })
            .await
    }

    /// Rebuilds game `game_id` from its seed, options and action log (undone actions skipped).
    pub async fn replay(&self, game_id: GameId) -> Result<Box<dyn AnyMatch>, TableError> {
        let mut conn = self.store.conn().await?;
        let row = store::game(&mut conn, game_id).await?.ok_or_else(no_game_here)?;
        let kind = self
            .registry
            .get(&row.game)
            .ok_or_else(|| corrupt(format!("unknown game `{}`", row.game)))?;
        let seats = store::seats(&mut conn, game_id)
            .await?
            .iter()
            .filter(|s| s.seat.is_some())
            .count();
        let actions = store::actions(&mut conn, game_id).await?;
        replay_actions(
            kind,
            seats,
            &options_of(&row)?,
            store::from_db(row.seed),
            &actions,
            None,
        )
    }

    async fn undo_vote(&self, place: Place, caller: &Caller, vote: Vote) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut tx = self.store.begin().await?;
        let mut g = self.load_fresh(&mut tx, id, slot.take()).await?;
        let loaded = g.version;
        let result = self.undo_in_tx(tx, &mut g, caller, vote).await;
        if g.status == GameStatus::Running && (result.is_ok() || g.version == loaded) {
            *slot = Some(g);
        }
        result
    }

    async fn undo_in_tx(&self, mut tx: Tx, g: &mut Loaded, caller: &Caller, vote: Vote) -> Result<Outbox, TableError> {
        ensure_running(g)?;
        let seat = seated(g, caller)?;
        let lang = lang_of_conn(&mut tx, caller).await;
        let actions = store::actions(&mut tx, g.id).await?;
        // A request only counts while the game is still at the version it was made at.
        let open = store::undo_request(&mut tx, g.id)
            .await?
            .filter(|r| r.version == g.version);
        let mut request = match (open, vote) {
            (Some(r), _) => r,
            (None, Vote::Request) => {
                // Standing auto-pass changes are settings, not moves: undo looks past them
                // (and replay keeps them).
                let target = actions.iter().rev().find(|a| {
                    a.kind != ActionKind::Undo.as_str()
                        && a.kind != ActionKind::AutoPass.as_str()
                        && a.kind != ActionKind::Message.as_str()
                        && a.undone_by.is_none()
                });
                let Some(target) = target.filter(|a| a.kind == ActionKind::Act.as_str()) else {
                    return fail(ErrorKind::NotAllowed, Text::new("table-err-undo-nothing"));
                };
                UndoRow {
                    target_seq: target.seq,
                    version: g.version,
                    requester: seat as i64,
                    agreed: "[]".into(),
                }
            }
            (None, _) => return fail(ErrorKind::NoUndoPending, Text::new("table-err-no-undo")),
        };
        let mover = actions
            .iter()
            .find(|a| a.seq == request.target_seq)
            .and_then(|a| a.seat)
            .unwrap_or_default() as Seat;
        let mut agreed: BTreeSet<Seat> =
            serde_json::from_str(&request.agreed).map_err(|e| corrupt(format!("undo votes of game {}: {e}", g.id)))?;

        if vote == Vote::Refuse {
            store::delete_undo_request(&mut tx, g.id).await?;
            let text = Text::new("table-undo-refused").seat("seat", seat);
            let mut outbox = self.undo_notice(
                g,
                vec![text],
                Vec::new(),
                render(lang, &Text::new("table-reply-undo-refused"), &g.names),
            );
            self.persist_outbox(&mut tx, g.version, &mut outbox).await?;
            tx.commit().await?;
            return Ok(outbox);
        }
        if agreed.contains(&seat) {
            return Ok(Outbox {
                game_id: Some(g.id),
                place: Some(g.place),
                reply: Some(render(lang, &Text::new("table-reply-undo-already"), &g.names)),
                ..Outbox::default()
            });
        }
        agreed.insert(seat);
        let conceded: Vec<i64> = store::conceded_seats(&mut tx, g.id).await?;
        let missing: Vec<Seat> = (0..g.seats.len())
            .filter(|s| !agreed.contains(s) && !conceded.contains(&(*s as i64)))
            .collect();

        if missing.is_empty() {
            return self.perform_undo(tx, g, caller, &request, mover, &actions, lang).await;
        }
        request.agreed = serde_json::to_string(&agreed).map_err(corrupt)?;
        store::put_undo_request(&mut tx, g.id, &request).await?;
        let prefs = prefs_by_user(store::settings_of_players(&mut tx, g.id).await?);
        let waiting: Vec<Text> = missing
            .iter()
            .map(|&s| Text::new("seat-name").seat("seat", s))
            .collect();
        let line = if agreed.len() == 1 {
            Text::new("table-undo-requested")
                .seat("seat", seat)
                .seat("mover", mover)
                .list("waiting", waiting)
        } else {
            Text::new("table-undo-agreed")
                .seat("seat", seat)
                .list("waiting", waiting)
        };
        let pings = missing
            .iter()
            .filter_map(|&s| g.seats.get(s))
            .filter(|info| prefs.get(&info.user).is_none_or(|p| p.pings))
            .map(|info| info.user)
            .collect();
        let mut outbox = self.undo_notice(
            g,
            vec![line],
            pings,
            render(lang, &Text::new("table-reply-undo-recorded"), &g.names),
        );
        self.persist_outbox(&mut tx, g.version, &mut outbox).await?;
        tx.commit().await?;
        Ok(outbox)
    }

    #[allow(clippy::too_many_arguments)]
    async fn perform_undo(
        &self,
        mut tx: Tx,
        g: &mut Loaded,
        caller: &Caller,
        request: &UndoRow,
        mover: Seat,
        actions: &[ActionRow],
        lang: crate::i18n::Lang,
    ) -> Result<Outbox, TableError> {
        let kind = self
            .registry
            .get(&g.game)
            .ok_or_else(|| corrupt(format!("unknown game `{}`", g.game)))?;
        let rebuilt = replay_actions(
            kind,
            g.seats.len(),
            &g.options,
            g.seed,
            actions,
            Some(request.target_seq),
        )?;
        let version = g.version + 1;
        let seq = store::last_seq(&mut tx, g.id).await? + 1;
        let log = vec![LogEntry::public(Text::new("table-log-undone").seat("mover", mover))];
        let log_json = serde_json::to_string(&log).map_err(corrupt)?;
        let notation = request.target_seq.to_string();
        let action = NewAction {
            kind: ActionKind::Undo,
            seat: g.seat_of(caller.user).map(|s| s as i64),
            user: Some(caller.user),
            notation: &notation,
            rolls_json: "[]",
            log_json: &log_json,
            version,
        };
        store::append_action(&mut tx, g.id, seq, &action).await?;
        store::mark_undone(&mut tx, g.id, request.target_seq, seq).await?;
        let state = rebuilt.save();
        let outcome = rebuilt.outcome();
        let status = if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Running
        };
        let prefs = write_game_state(&mut tx, g.id, g.version, &state, outcome.as_ref(), version).await?;
        let before = g.m.pending();
        let rebuilt_view = rebuilt.view(Viewer::Public);
        let board = *g.public_view() != rebuilt_view;

        // Built before the commit so what it owes is stored with the undo (`undo_vote` drops
        // the cached match if the commit fails).
        g.replace(rebuilt, Some(rebuilt_view));
        g.version = version;
        g.status = status;
        let notes = self.notes(&mut tx, g.id).await?;
        let mut outbox = self.change_outbox(&Change {
            g,
            before: &before,
            log: &log,
            lead: Vec::new(),
            board,
            prefs: &prefs,
            actor: None,
            all_stale: true,
            recaps: Vec::new(),
            notes: notes.as_ref(),
            chose: None,
            news_now: false,
        });
        self.persist_change(&mut tx, version, &mut outbox, g, &before, notes.as_ref())
            .await?;
        self.track_waits(&mut tx, g, None).await?;
        tx.commit().await?;
        outbox.reply = Some(render(lang, &Text::new("table-reply-undone"), &g.names));
        Ok(outbox)
    }

    fn undo_notice(&self, g: &Loaded, lines: Vec<Text>, pings: Vec<u64>, reply: String) -> Outbox {
        let text = lines
            .iter()
            .map(|t| render(g.lang, t, &g.names))
            .collect::<Vec<_>>()
            .join("\n");
        Outbox {
            game_id: Some(g.id),
            place: Some(g.place),
            reply: Some(reply),
            public: vec![PublicPost {
                text,
                ..Default::default()
            }],
            pings,
            ping_for: super::PingFor::UndoVote,
            ..Outbox::default()
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Vote {
    Request,
    Agree,
    Refuse,
}

/// Replays `actions` (skipping undone ones, undo markers and `skip`) on a fresh match. Checks that
/// every move draws the same dice it drew when it was played.
pub(crate) fn replay_actions(
    kind: &dyn GameKind,
    seats: usize,
    options: &GameOptions,
    seed: u64,
    actions: &[ActionRow],
    skip: Option<i64>,
) -> Result<Box<dyn AnyMatch>, TableError> {
    let (mut m, _) = kind
        .create(seats, options, seed)
        .map_err(|e| corrupt(format!("replay setup: {}", e.text.key)))?;
    for a in actions {
        if a.undone_by.is_some() || Some(a.seq) == skip {
            continue;
        }
        let kind = ActionKind::parse(&a.kind).ok_or_else(|| corrupt(format!("unknown action kind `{}`", a.kind)))?;
        let seat = a.seat.unwrap_or_default() as Seat;
        let applied = match kind {
            ActionKind::Undo | ActionKind::Message | ActionKind::Seat => continue,
            ActionKind::Act => m.apply(seat, &a.notation),
            ActionKind::Concede => m.concede(seat),
            ActionKind::Edit => m.edit(&a.notation),
            ActionKind::AutoPass => {
                let (kind, on) = a
                    .notation
                    .split_once(' ')
                    .ok_or_else(|| corrupt(format!("auto-pass `{}`", a.notation)))?;
                m.set_auto_pass(seat, kind, on == "on")
            }
            ActionKind::Roll => {
                let value: u32 = a
                    .notation
                    .parse()
                    .map_err(|e| corrupt(format!("forced roll `{}`: {e}", a.notation)))?;
                m.force_roll(value);
                continue;
            }
        }
        .map_err(|e| {
            corrupt(format!(
                "replaying action {} (`{}`) failed: {}",
                a.seq, a.notation, e.text.key
            ))
        })?;
        let stored: Vec<u32> =
            serde_json::from_str(&a.rolls).map_err(|e| corrupt(format!("rolls of action {}: {e}", a.seq)))?;
        if applied.rolls != stored {
            return Err(corrupt(format!(
                "replaying action {} drew {:?}, the log says {:?}",
                a.seq, applied.rolls, stored
            )));
        }
    }
    Ok(m)
}
