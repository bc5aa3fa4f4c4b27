//! Reminders and deadlines: a table that runs itself over weeks.
//!
//! Every change records, in its own transaction, whom the game waits for and since when
//! (`waits` rows, kept for a player who still owes the same decision). A worker calls
//! [`Table::fire_due_timers`] now and then: each due reminder or deadline is moved forward and
//! what it owes (a DM with the player's prompt, a channel line) is stored as outbox rows in one
//! transaction, so it survives restarts and fires once even if two workers race. Quiet hours
//! (a player's own, in their time zone) push a reminder to their end; deadlines are the
//! channel's business and ignore them.

use std::collections::{BTreeSet, HashMap};

use crate::store::Conn;
use serde::{Deserialize, Serialize};

use crate::engine::{Seat, Text};
use crate::store::{self, TimersRow, WaitRow};

use super::cache::Loaded;
use super::common::{UserPrefs, fail, no_game_here, parse_status, prefs_by_user};
use super::deliveries::{Delivery, insert_deliveries};
use super::outbox::{dm_header, prompt_view, render, user_lang};
use super::play::lang_of_conn;
use super::{Caller, ErrorKind, GameId, GameStatus, Place, PrivateMsg, PublicPost, Table, TableError, UserId};

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
/// The longest setting accepted, in hours (30 days).
pub const MAX_TIMER_HOURS: u32 = 720;

/// A game's reminder and deadline settings, in minutes (0 = off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timers {
    /// The awaited player is reminded this long after the game began waiting for them.
    pub remind_after: u32,
    /// Then again every this long (0: once).
    pub remind_every: u32,
    /// After this long the channel is told and may replace the player (0: no deadline).
    pub deadline: u32,
}

impl Default for Timers {
    /// Reminders on: after a day, then daily; no deadline.
    fn default() -> Self {
        Timers {
            remind_after: 24 * 60,
            remind_every: 24 * 60,
            deadline: 0,
        }
    }
}

impl Timers {
    fn of_row(row: Option<TimersRow>) -> Timers {
        row.map_or_else(Timers::default, |r| Timers {
            remind_after: r.remind_after.max(0) as u32,
            remind_every: r.remind_every.max(0) as u32,
            deadline: r.deadline.max(0) as u32,
        })
    }

    pub(crate) fn row(self) -> TimersRow {
        TimersRow {
            remind_after: self.remind_after.into(),
            remind_every: self.remind_every.into(),
            deadline: self.deadline.into(),
        }
    }

    /// A fresh wait's first reminder and deadline (unix ms), from `since`.
    fn first(self, since: i64) -> (Option<i64>, Option<i64>) {
        let at = |minutes: u32| (minutes > 0).then(|| since + i64::from(minutes) * MINUTE_MS);
        (at(self.remind_after), at(self.deadline))
    }

    /// The settings in words.
    pub fn describe(self) -> Text {
        let hours = |minutes: u32, off: &'static str| {
            if minutes == 0 {
                Text::new(off)
            } else {
                Text::new("timers-hours").num("hours", i64::from(minutes / 60))
            }
        };
        Text::new("timers-summary")
            .text("after", hours(self.remind_after, "timers-off"))
            .text("every", hours(self.remind_every, "timers-once"))
            .text("deadline", hours(self.deadline, "timers-none"))
    }
}

/// A change to a game's timers, in hours (`None` = unchanged, 0 = off).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimersChange {
    pub remind_after: Option<u32>,
    pub remind_every: Option<u32>,
    pub deadline: Option<u32>,
}

impl TimersChange {
    pub fn is_empty(&self) -> bool {
        *self == TimersChange::default()
    }

    /// Refuses hours out of range, naming the setting and the range.
    pub fn check(&self) -> Result<(), TableError> {
        for (name, value) in [
            ("after", self.remind_after),
            ("every", self.remind_every),
            ("deadline", self.deadline),
        ] {
            if value.is_some_and(|h| h > MAX_TIMER_HOURS) {
                return fail(
                    ErrorKind::NotAllowed,
                    Text::new("timers-err-range")
                        .str("setting", name)
                        .num("max", i64::from(MAX_TIMER_HOURS)),
                );
            }
        }
        Ok(())
    }

    /// `to` with this change applied; refused when an hour count is out of range or when the
    /// deadline would pass before the first reminder (naming both and what would be legal).
    pub fn applied_to(&self, to: Timers) -> Result<Timers, TableError> {
        self.check()?;
        let timers = self.apply(to);
        if timers.deadline > 0 && timers.remind_after > 0 && timers.deadline < timers.remind_after {
            return fail(
                ErrorKind::NotAllowed,
                Text::new("timers-err-deadline-before-reminder")
                    .num("deadline", i64::from(timers.deadline / 60))
                    .num("after", i64::from(timers.remind_after / 60)),
            );
        }
        Ok(timers)
    }

    fn apply(&self, to: Timers) -> Timers {
        let minutes = |h: Option<u32>, old: u32| h.map_or(old, |h| h * 60);
        Timers {
            remind_after: minutes(self.remind_after, to.remind_after),
            remind_every: minutes(self.remind_every, to.remind_every),
            deadline: minutes(self.deadline, to.deadline),
        }
    }
}

/// A player's quiet hours: no reminder between `from` and `until` (local hours, `until`
/// exclusive; `from > until` spans midnight), in `zone` (UTC when unset or unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuietHours {
    pub zone: Option<String>,
    pub from: u8,
    pub until: u8,
}

impl QuietHours {
    /// When the quiet hours holding `now` end (unix ms), or `None` when `now` is not quiet.
    pub fn end_of_quiet(&self, now: i64) -> Option<i64> {
        use jiff::ToSpan;
        let zone = self
            .zone
            .as_deref()
            .and_then(|z| jiff::tz::TimeZone::get(z).ok())
            .unwrap_or(jiff::tz::TimeZone::UTC);
        let local = jiff::ZonedDateTime::new(jiff::Timestamp::from_millisecond(now).ok()?, zone);
        let hour = local.hour() as u8;
        let quiet = match self.from.cmp(&self.until) {
            std::cmp::Ordering::Less => (self.from..self.until).contains(&hour),
            std::cmp::Ordering::Greater => hour >= self.from || hour < self.until,
            std::cmp::Ordering::Equal => false,
        };
        if !quiet {
            return None;
        }
        let mut end = local
            .with()
            .hour(self.until as i8)
            .minute(0)
            .second(0)
            .subsec_nanosecond(0)
            .build()
            .ok()?;
        if end <= local {
            end = end.checked_add(1.day()).ok()?;
        }
        Some(end.timestamp().as_millisecond())
    }
}

/// Quiet hours as typed: `22-8` (from 22:00 until 08:00), `off` / `none` to clear.
pub fn parse_quiet_hours(typed: &str) -> Result<Option<(i64, i64)>, TableError> {
    let typed = typed.trim().to_lowercase();
    if matches!(typed.as_str(), "off" | "none" | "no" | "0") {
        return Ok(None);
    }
    let hour = |s: &str| {
        s.trim()
            .trim_end_matches(":00")
            .parse::<i64>()
            .ok()
            .filter(|h| (0..24).contains(h))
    };
    match typed.split_once(['-', '–']) {
        Some((from, until)) => match (hour(from), hour(until)) {
            (Some(from), Some(until)) if from != until => Ok(Some((from, until))),
            _ => fail(ErrorKind::NotAllowed, Text::new("settings-err-quiet")),
        },
        None => fail(ErrorKind::NotAllowed, Text::new("settings-err-quiet")),
    }
}

/// Time zone names containing `typed` (any case; `new york` finds `America/New_York`), at most
/// 25 (Discord's autocomplete limit), shortest first.
pub fn time_zones_matching(typed: &str) -> Vec<String> {
    let typed = typed.trim().to_lowercase().replace(' ', "_");
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.to_string())
        .filter(|name| name.to_lowercase().contains(&typed))
        .collect();
    names.sort_by_key(|n| (n.len(), n.clone()));
    names.truncate(25);
    names
}

/// A valid IANA time zone name, as the database knows it (`asia/seoul` → `Asia/Seoul`).
pub fn known_time_zone(name: &str) -> Option<String> {
    let zone = jiff::tz::TimeZone::get(name.trim()).ok()?;
    Some(zone.iana_name().unwrap_or(name.trim()).to_string())
}

impl Table {
    /// `/reminders` with nothing to change: the game's settings, in the caller's language.
    pub async fn timers_summary(&self, place: Place, caller: &Caller) -> Result<String, TableError> {
        let row = self.active_row(place).await?;
        let mut conn = self.store.conn().await?;
        let lang = lang_of_conn(&mut conn, caller).await;
        let timers = Timers::of_row(store::game_timers(&mut conn, row.id).await?);
        let text = Text::new("timers-current")
            .num("id", row.id)
            .text("settings", timers.describe());
        Ok(render(lang, &text, &[]))
    }

    /// `/reminders` (or `/new`'s reminder options): the creator or a member with Manage Server
    /// changes this channel's game's reminders and deadline. Waits already running are
    /// rescheduled from when they began. Returns the reply.
    pub async fn set_timers(&self, place: Place, caller: &Caller, change: TimersChange) -> Result<String, TableError> {
        change.check()?;
        let id = self.active_row(place).await?.id;
        let _slot = self.cache.lock(id).await;
        let mut tx = self.store.begin().await?;
        let lang = lang_of_conn(&mut tx, caller).await;
        let row = store::game(&mut tx, id).await?.ok_or_else(no_game_here)?;
        if !matches!(parse_status(&row.status)?, GameStatus::Lobby | GameStatus::Running) {
            return Err(no_game_here());
        }
        if store::from_db(row.creator) != caller.user && !caller.is_admin {
            return fail(ErrorKind::NotAllowed, Text::new("timers-err-not-allowed"));
        }
        // Refused before anything is written (the transaction is dropped unwritten).
        let timers = change.applied_to(Timers::of_row(store::game_timers(&mut tx, id).await?))?;
        store::set_game_timers(&mut tx, id, timers.row()).await?;
        let waits: Vec<WaitRow> = store::waits(&mut tx, id)
            .await?
            .into_iter()
            .map(|w| reschedule(w, timers))
            .collect();
        store::put_waits(&mut tx, id, &waits).await?;
        tx.commit().await?;
        let text = Text::new("timers-set")
            .num("id", id)
            .text("settings", timers.describe());
        Ok(render(lang, &text, &[]))
    }

    /// Records whom the game waits for after a change (call inside the change's transaction):
    /// a player still owing a decision who did not act keeps their wait and its timers; anyone
    /// newly awaited, or who acted and owes again, starts a fresh one. Only a table that stores
    /// its deliveries (the bot) keeps timers.
    pub(crate) async fn track_waits(
        &self,
        conn: &mut Conn,
        g: &Loaded,
        actor: Option<UserId>,
    ) -> Result<(), TableError> {
        if !self.persists_deliveries() {
            return Ok(());
        }
        let awaited: BTreeSet<Seat> = if g.m.outcome().is_some() || g.status != GameStatus::Running {
            BTreeSet::new()
        } else {
            g.m.pending().iter().map(|p| p.seat).collect()
        };
        let old = store::waits(conn, g.id).await?;
        let timers = Timers::of_row(store::game_timers(conn, g.id).await?);
        let now = store::now_ms();
        let rows: Vec<WaitRow> = awaited
            .iter()
            .filter_map(|&seat| g.seats.get(seat).map(|info| (seat, info.user)))
            .map(|(seat, user)| {
                let user_db = store::to_db(user);
                match old.iter().find(|w| w.user == user_db && w.seat == seat as i64) {
                    Some(kept) if actor != Some(user) => kept.clone(),
                    _ => {
                        // An AI seat is played by the bot's worker, never reminded.
                        let (next_reminder, deadline_at) = if crate::ai::is_ai(user) {
                            (None, None)
                        } else {
                            timers.first(now)
                        };
                        WaitRow {
                            game: g.id,
                            user: user_db,
                            seat: seat as i64,
                            since: now,
                            next_reminder,
                            reminders: 0,
                            deadline_at,
                        }
                    }
                }
            })
            .collect();
        if rows != old {
            store::put_waits(conn, g.id, &rows).await?;
            // A vote to replace a late player lapses once they move (or the game stops waiting).
            let late: Vec<i64> = rows.iter().filter(|w| w.since < now).map(|w| w.seat).collect();
            store::delete_replace_votes_except(conn, g.id, &late).await?;
        }
        Ok(())
    }

    /// Fires every reminder and deadline due now: each one's messages are stored as outbox rows
    /// (the courier sends them). Returns how many fired.
    pub async fn fire_due_timers(&self) -> Result<usize, TableError> {
        self.fire_due_timers_at(store::now_ms()).await
    }

    /// [`Table::fire_due_timers`] as if the clock read `now` (unix ms): tests move time.
    pub async fn fire_due_timers_at(&self, now: i64) -> Result<usize, TableError> {
        let due = store::due_waits(&mut *self.store.conn().await?, now).await?;
        let mut fired = 0;
        for wait in due {
            match self.fire_one(&wait, now).await {
                Ok(true) => fired += 1,
                Ok(false) => {}
                Err(e) => tracing::warn!(game = wait.game, user = wait.user, "a reminder failed: {e}"),
            }
        }
        Ok(fired)
    }

    /// One due wait: false when a move (or another worker) changed it first.
    async fn fire_one(&self, seen: &WaitRow, now: i64) -> Result<bool, TableError> {
        let mut slot = self.cache.lock(seen.game).await;
        let mut tx = self.store.begin().await?;
        let g = self.load_fresh(&mut tx, seen.game, slot.take()).await?;
        let timers = Timers::of_row(store::game_timers(&mut tx, g.id).await?);
        let rows = store::settings_of_players(&mut tx, g.id).await?;
        let quiet = quiet_hours_of(&rows, seen.user);
        let prefs = prefs_by_user(rows);
        let mut next = seen.clone();
        let mut owed = Vec::new();
        let seat = seen.seat as Seat;
        let user = store::from_db(seen.user);
        if seen.next_reminder.is_some_and(|at| at <= now) {
            match quiet.and_then(|q| q.end_of_quiet(now)) {
                Some(end) => next.next_reminder = Some(end),
                None => {
                    owed.extend(reminder(&g, seat, user, &prefs, now - seen.since));
                    next.reminders += 1;
                    next.next_reminder =
                        (timers.remind_every > 0).then(|| now + i64::from(timers.remind_every) * MINUTE_MS);
                }
            }
        }
        if seen.deadline_at.is_some_and(|at| at <= now) {
            owed.push(deadline_post(&g, seat, timers, now - seen.since));
            next.deadline_at = None;
        }
        let fresh = store::advance_wait(&mut tx, seen, &next).await?;
        if fresh && !owed.is_empty() {
            insert_deliveries(&mut tx, g.id, g.version, g.place, &owed).await?;
        }
        tx.commit().await?;
        *slot = Some(g);
        Ok(fresh && !owed.is_empty())
    }
}

/// A wait under new settings: its next reminder and deadline counted from when it began (a
/// reminder already sent is not repeated before `remind_every` from now).
fn reschedule(mut w: WaitRow, timers: Timers) -> WaitRow {
    if crate::ai::is_ai(store::from_db(w.user)) {
        return w;
    }
    let (first, deadline) = timers.first(w.since);
    let now = store::now_ms();
    w.next_reminder = match (w.reminders, timers.remind_every) {
        (0, _) => first,
        (_, 0) => None,
        (_, every) => Some(now + i64::from(every) * MINUTE_MS),
    };
    // A deadline already told stays told; a new, later one may fall due.
    w.deadline_at = deadline.filter(|&at| w.deadline_at.is_some() || at > now);
    w
}

fn quiet_hours_of(rows: &[store::SettingsRow], user: i64) -> Option<QuietHours> {
    let row = rows.iter().find(|r| r.user == user)?;
    Some(QuietHours {
        zone: row.time_zone.clone(),
        from: u8::try_from(row.quiet_from?).ok()?,
        until: u8::try_from(row.quiet_until?).ok()?,
    })
}

/// The reminder: a DM with the player's prompt (fresh buttons, the old message loses its own)
/// and, unless they turned pings off, a line in the channel mentioning them (always when their
/// DMs are closed: the channel is the only way to reach them).
fn reminder(g: &Loaded, seat: Seat, user: UserId, prefs: &HashMap<UserId, UserPrefs>, waited: i64) -> Vec<Delivery> {
    let hours = (waited / HOUR_MS).max(1);
    let lang = user_lang(g, seat, prefs);
    let line = Text::new("timers-reminder-dm").num("hours", hours);
    let mut text = vec![render(lang, &dm_header(g), &g.names), render(lang, &line, &g.names)];
    let prompt = g.m.pending().into_iter().find(|p| p.seat == seat);
    if prompt.is_some() {
        text.extend(g.m.private_brief(seat).iter().map(|t| render(lang, t, &g.names)));
    }
    let dm = PrivateMsg {
        user,
        seat,
        text: text.join("\n"),
        prompt: prompt.map(|p| prompt_view(g, &p, lang)),
        lang,
        continues: false,
    };
    let mut out = vec![Delivery::Dm(dm)];
    let p = prefs.get(&user);
    if p.is_none_or(|p| p.pings || p.dm_closed) {
        let line = Text::new("timers-reminder-channel")
            .seat("seat", seat)
            .num("hours", hours);
        out.push(Delivery::Public(PublicPost {
            text: render(g.lang, &line, &g.names),
            pings: vec![user],
            ..Default::default()
        }));
    }
    out
}

/// The deadline passed: the channel is asked to replace the player (or the creator may end it).
fn deadline_post(g: &Loaded, seat: Seat, timers: Timers, waited: i64) -> Delivery {
    let line = Text::new("timers-deadline")
        .seat("seat", seat)
        .num("number", seat as i64 + 1)
        .num("hours", (waited / HOUR_MS).max(1))
        .num("deadline", i64::from(timers.deadline / 60));
    Delivery::Public(PublicPost {
        text: render(g.lang, &line, &g.names),
        ..Default::default()
    })
}

/// Whether the game has waited for `seat` past its deadline (players may then vote a substitute).
pub(crate) async fn past_deadline(conn: &mut Conn, game: GameId, seat: Seat) -> Result<bool, TableError> {
    let timers = Timers::of_row(store::game_timers(conn, game).await?);
    if timers.deadline == 0 {
        return Ok(false);
    }
    let now = store::now_ms();
    Ok(store::waits(conn, game)
        .await?
        .iter()
        .any(|w| w.seat == seat as i64 && w.since + i64::from(timers.deadline) * MINUTE_MS <= now))
}

/// Public status line of a wait (for `/games`): who, and for how long.
pub(crate) fn waited_hours(since: i64) -> i64 {
    ((store::now_ms() - since) / HOUR_MS).max(0)
}
