//! `/replace`: a substitute takes over a seat of a running game, hidden cards and all.
//!
//! Who may: the game's creator or a member with Manage Server at any time; the seat's own player
//! (handing it on); and, once the game has waited for that seat past its deadline, the other
//! seated players by a majority vote (each proposes or agrees with the same command). The new
//! player gets the seat's private view and prompt by DM; the old player's prompt loses its
//! buttons, and every later press, `/hand` or `/play` of theirs is refused: the seat is looked up
//! by user, and the user is no longer seated.

use std::collections::BTreeSet;

use crate::engine::{LogEntry, Seat, Text, Viewer};
use crate::i18n::Lang;
use crate::store::{self, ActionKind, NewAction, ReplaceVoteRow, StateChange};

use super::cache::Loaded;
use super::common::{corrupt, fail, prefs_by_user, status_str};
use super::outbox::{dm_header, prompt_view, render, user_lang, waiting_line};
use super::play::lang_of_conn;
use super::{Caller, ErrorKind, Outbox, Place, PrivateMsg, PublicPost, Table, TableError};

/// Who proposed or agreed to a substitute, and how many agreements it needs.
enum Authority {
    /// The creator, an admin or the seat's own player: done at once.
    Direct,
    /// A seated player after the deadline: a vote.
    Vote(Seat),
}

impl Table {
    /// `/replace seat:N player:@new` (`seat` 1-based).
    pub async fn replace(
        &self,
        place: Place,
        caller: &Caller,
        seat: usize,
        newcomer: &Caller,
    ) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut tx = self.store.begin().await?;
        let lang = lang_of_conn(&mut tx, caller).await;
        let g = self.load_fresh(&mut tx, id, slot.take()).await?;
        let checked = check(&mut tx, &g, caller, seat, newcomer).await;
        let (seat, authority) = match checked {
            Ok(found) => found,
            Err(e) => {
                *slot = Some(g);
                return Err(e);
            }
        };
        if let Authority::Vote(voter) = authority {
            match self.vote(&mut tx, &g, voter, seat, newcomer, lang).await {
                // The majority agreed: the seat changes hands below, in this transaction.
                Ok(None) => {}
                Ok(Some(outbox)) => {
                    tx.commit().await?;
                    *slot = Some(g);
                    return Ok(outbox);
                }
                Err(e) => {
                    *slot = Some(g);
                    return Err(e);
                }
            }
        }
        let outbox = self.hand_over(tx, g, seat, newcomer, caller, lang).await;
        // The cached match carries the old names: it is reloaded on the next call.
        *slot = None;
        outbox
    }

    /// Records an agreement; `None` once a majority of the other players agree (the seat is then
    /// handed over).
    async fn vote(
        &self,
        tx: &mut store::Tx,
        g: &Loaded,
        voter: Seat,
        seat: Seat,
        newcomer: &Caller,
        lang: Lang,
    ) -> Result<Option<Outbox>, TableError> {
        let conceded = store::conceded_seats(tx, g.id).await?;
        let voters = g
            .seats
            .iter()
            .filter(|s| s.seat != seat && !conceded.contains(&(s.seat as i64)))
            .count();
        let needed = voters / 2 + 1;
        let mut agreed: BTreeSet<Seat> = match store::replace_vote(tx, g.id, seat as i64).await? {
            Some(v) if store::from_db(v.user) == newcomer.user => {
                serde_json::from_str(&v.agreed).map_err(|e| corrupt(format!("replace votes of game {}: {e}", g.id)))?
            }
            _ => BTreeSet::new(),
        };
        agreed.insert(voter);
        if agreed.len() >= needed {
            return Ok(None);
        }
        let vote = ReplaceVoteRow {
            seat: seat as i64,
            user: store::to_db(newcomer.user),
            name: newcomer.name.clone(),
            locale: newcomer.locale.map(|l| l.code().to_string()),
            agreed: serde_json::to_string(&agreed).map_err(corrupt)?,
        };
        store::put_replace_vote(tx, g.id, &vote).await?;
        let line = Text::new("replace-proposed")
            .seat("voter", voter)
            .str("newcomer", newcomer.name.clone())
            .seat("seat", seat)
            .num("number", seat as i64 + 1)
            .num("agreed", agreed.len() as i64)
            .num("needed", needed as i64);
        let mut outbox = Outbox {
            game_id: Some(g.id),
            place: Some(g.place),
            reply: Some(render(lang, &Text::new("replace-reply-recorded"), &g.names)),
            public: vec![PublicPost {
                text: render(g.lang, &line, &g.names),
                ..Default::default()
            }],
            ..Outbox::default()
        };
        self.persist_outbox(tx, g.version, &mut outbox).await?;
        Ok(Some(outbox))
    }

    /// The seat changes hands: a `seat` action in the log, a new version (every old button of
    /// the seat is spent), the new player's DM, the old player's prompt retired.
    async fn hand_over(
        &self,
        mut tx: store::Tx,
        mut g: Loaded,
        seat: Seat,
        newcomer: &Caller,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Outbox, TableError> {
        let old = g.seats[seat].clone();
        let locale = newcomer.locale.map(Lang::code);
        store::hand_over_seat(&mut tx, g.id, seat as i64, newcomer.user, &newcomer.name, locale).await?;
        store::delete_replace_vote(&mut tx, g.id, seat as i64).await?;
        // The newcomer is sent the seat's whole brief, now and with its next prompt.
        store::forget_brief(&mut tx, g.id, newcomer.user).await?;
        let version = g.version + 1;
        let line = Text::new("replace-done")
            .str("newcomer", newcomer.name.clone())
            .str("old", old.name.clone())
            .num("number", seat as i64 + 1);
        let log = vec![LogEntry::public(line.clone())];
        let seq = store::last_seq(&mut tx, g.id).await? + 1;
        let notation = old.user.to_string();
        let log_json = serde_json::to_string(&log).map_err(corrupt)?;
        let action = NewAction {
            kind: ActionKind::Seat,
            seat: Some(seat as i64),
            user: Some(caller.user),
            notation: &notation,
            rolls_json: "[]",
            log_json: &log_json,
            version,
        };
        store::append_action(&mut tx, g.id, seq, &action).await?;
        let change = StateChange {
            state: None,
            setup_log: None,
            status: status_str(g.status),
            version,
        };
        store::write_state(&mut tx, g.id, g.version, &change).await?;
        g.version = version;
        g.seats[seat].user = newcomer.user;
        g.seats[seat].name = newcomer.name.clone();
        g.names[seat] = newcomer.name.clone();
        if let Some(l) = g.locales.get_mut(seat) {
            *l = newcomer.locale;
        }
        let prefs = prefs_by_user(store::settings_of_players(&mut tx, g.id).await?);
        let mut text = vec![render(g.lang, &line, &g.names)];
        text.extend(waiting_line(&g.m.pending()).map(|w| render(g.lang, &w, &g.names)));
        let mut outbox = Outbox {
            game_id: Some(g.id),
            place: Some(g.place),
            public: vec![PublicPost {
                text: text.join("\n"),
                ..Default::default()
            }],
            // An AI seat reads the game itself.
            private: if crate::ai::is_ai(newcomer.user) {
                Vec::new()
            } else {
                vec![welcome(&g, seat, &prefs)]
            },
            retire: vec![old.user],
            ..Outbox::default()
        };
        self.persist_outbox(&mut tx, version, &mut outbox).await?;
        self.track_waits(&mut tx, &g, Some(newcomer.user)).await?;
        tx.commit().await?;
        self.store.committed();
        outbox.reply = Some(render(lang, &Text::new("replace-reply-done"), &g.names));
        Ok(outbox)
    }
}

/// The substitute's first DM: the seat's whole private view (its hidden cards) and its prompt.
fn welcome(g: &Loaded, seat: Seat, prefs: &std::collections::HashMap<u64, super::common::UserPrefs>) -> PrivateMsg {
    let lang = user_lang(g, seat, prefs);
    let mut lines = vec![
        render(lang, &dm_header(g), &g.names),
        render(
            lang,
            &Text::new("replace-welcome").num("number", seat as i64 + 1),
            &g.names,
        ),
    ];
    lines.extend(g.m.status(Viewer::Seat(seat)).iter().map(|t| render(lang, t, &g.names)));
    let prompt = g.m.pending().into_iter().find(|p| p.seat == seat);
    if prompt.is_some() {
        lines.extend(g.m.private_brief(seat).iter().map(|t| render(lang, t, &g.names)));
    }
    PrivateMsg {
        user: g.seats[seat].user,
        seat,
        text: lines.join("\n"),
        prompt: prompt.map(|p| prompt_view(g, &p, lang)),
        lang,
        continues: false,
    }
}

/// Checks a request and says who asks: the seat (0-based) and the caller's authority.
async fn check(
    tx: &mut store::Tx,
    g: &Loaded,
    caller: &Caller,
    seat: usize,
    newcomer: &Caller,
) -> Result<(Seat, Authority), TableError> {
    let seats = g.seats.len();
    if seat == 0 || seat > seats {
        return fail(
            ErrorKind::NotAllowed,
            Text::new("replace-err-no-seat")
                .num("seat", seat as i64)
                .num("seats", seats as i64),
        );
    }
    let seat = seat - 1;
    if let Some(s) = g.seat_of(newcomer.user) {
        let key = if s == seat {
            "replace-err-same-player"
        } else {
            "replace-err-seated"
        };
        return fail(
            ErrorKind::AlreadySeated,
            Text::new(key).str("newcomer", newcomer.name.clone()),
        );
    }
    if store::conceded_seats(tx, g.id).await?.contains(&(seat as i64)) {
        return fail(
            ErrorKind::NotAllowed,
            Text::new("replace-err-conceded").num("number", seat as i64 + 1),
        );
    }
    if caller.user == g.creator || caller.is_admin || g.seat_of(caller.user) == Some(seat) {
        return Ok((seat, Authority::Direct));
    }
    match g.seat_of(caller.user) {
        Some(voter) if super::timers::past_deadline(tx, g.id, seat).await? => Ok((seat, Authority::Vote(voter))),
        _ => fail(ErrorKind::NotAllowed, Text::new("replace-err-not-allowed")),
    }
}
