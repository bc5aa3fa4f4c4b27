//! The notification budget (issue 34): what a game costs each player in notifications, measured
//! from what the bot sent the fake Discord.
//!
//! A game is cut into steps: the start, then every move (or other command) in the order the test
//! made them. A step's requests are those recorded from its first request up to the next step's
//! first one (the driving tests wait until everything a move owes was delivered before the next
//! move). Per player and step:
//! - a **turn change**: the player owes a decision after the step and did not before it (the
//!   set of seats that must decide changed from not holding the player's seat to holding it; the
//!   start is one for every player asked in the first position);
//! - a **ping**: a post in the game's channel that mentions the player and may notify them
//!   (`allowed_mentions`), other than the notice that their DMs are closed (counted apart: once
//!   per game);
//! - a **new DM**: a message created in the player's DMs (an edit is no new message, and Discord
//!   notifies no edit);
//! - a **"Done" reply**: the table's ephemeral confirmation of a move, to a button or menu press
//!   (counted apart from the acknowledgement a typed `/play` needs);
//! - the **length** of each DM text the player got (new messages and edits with text).
//!
//! `BUDGET_REPORT_ONLY=1` prints the figures without checking them (to measure an older commit,
//! as the README's "before" figures were).
//!
//! The budget: at most one ping and one new DM per player per turn change, checked step by step
//! (at the start every player may get one DM, their opening hand, whether they move first or not),
//! and no "Done" reply to a press.

use std::collections::{BTreeMap, BTreeSet};

use warroom::engine::{AnyMatch, Text};
use warroom::i18n::{Lang, tr};

use crate::fake_discord::{BOT_ID, FakeDiscord, Recorded};
use crate::harness::{Snapshot, is_done_reply};

/// One step of a measured game.
#[derive(Clone, Debug)]
pub struct BudgetStep {
    /// The index of the first request of the step (recorded before its interaction).
    pub first_request: usize,
    /// The players owing a decision after the step.
    pub owing: BTreeSet<u64>,
    /// False for a step the test made outside the bot (a game master's edit delivered by the
    /// test itself): its messages and turn changes are left out, its position is kept.
    pub counted: bool,
}

/// The players owing a decision in `m` (none once the game is over).
pub fn owing(snapshot: &Snapshot, m: &dyn AnyMatch) -> BTreeSet<u64> {
    if m.outcome().is_some() {
        return BTreeSet::new();
    }
    m.pending().iter().filter_map(|p| snapshot.user_at(p.seat)).collect()
}

/// One player's figures over a game.
#[derive(Clone, Debug, Default)]
pub struct PlayerFigures {
    pub turn_changes: usize,
    pub pings: usize,
    /// Channel notices that the player's DMs are closed.
    pub closed_notices: usize,
    pub new_dms: usize,
    /// Edits of a DM message with text (the living prompt edited in place).
    pub dm_edits: usize,
    pub press_done: usize,
    pub typed_done: usize,
    /// The text length (characters) of each new DM, and of each DM text (new or edited).
    pub new_dm_lengths: Vec<usize>,
    pub dm_lengths: Vec<usize>,
    /// Steps where the player got a ping, or a new DM, without a turn change (or more than one
    /// for one turn change).
    pub extra_pings: usize,
    pub extra_dms: usize,
}

/// A game's figures, per player.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    pub steps: usize,
    pub players: BTreeMap<u64, PlayerFigures>,
    /// The first few steps over the budget, described (for the failure message).
    pub over: Vec<String>,
}

fn median(values: &[usize]) -> usize {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or(0)
}

impl Figures {
    /// One line per game: each figure as its range over the players (`min–max`).
    pub fn summary(&self, game: &str) -> String {
        let range = |f: &dyn Fn(&PlayerFigures) -> usize| {
            let values: Vec<usize> = self.players.values().map(f).collect();
            let (lo, hi) = (
                values.iter().min().copied().unwrap_or(0),
                values.iter().max().copied().unwrap_or(0),
            );
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}–{hi}")
            }
        };
        let all_new: Vec<usize> = self.players.values().flat_map(|p| p.new_dm_lengths.clone()).collect();
        let all: Vec<usize> = self.players.values().flat_map(|p| p.dm_lengths.clone()).collect();
        format!(
            "budget {game}: {} steps; per player: {} turn changes, {} pings, {} new DMs, {} DM edits, \
             {} \"Done\" replies to presses, {} to typed /play; DM text median {} chars (new DMs {}, \
             longest {}); over budget: {} pings, {} DMs",
            self.steps,
            range(&|p| p.turn_changes),
            range(&|p| p.pings),
            range(&|p| p.new_dms),
            range(&|p| p.dm_edits),
            range(&|p| p.press_done),
            range(&|p| p.typed_done),
            median(&all),
            median(&all_new),
            all.iter().max().copied().unwrap_or(0),
            range(&|p| p.extra_pings),
            range(&|p| p.extra_dms),
        )
    }

    /// Asserts the budget: per player and step at most one ping and one new DM, and only at a
    /// turn change; no "Done" reply to a press.
    pub fn assert_within_budget(&self, game: &str) {
        if std::env::var_os("BUDGET_REPORT_ONLY").is_some() {
            return;
        }
        for (user, p) in &self.players {
            assert!(
                p.extra_pings == 0 && p.extra_dms == 0 && p.pings <= p.turn_changes && p.new_dms <= p.turn_changes + 1,
                "{game}: player {user} over the budget: {p:?}\n{}",
                self.over.join("\n")
            );
            assert_eq!(p.press_done, 0, "{game}: player {user} got \"Done\" replies to presses");
            assert!(
                p.closed_notices <= 1,
                "{game}: player {user} told more than once that their DMs are closed"
            );
        }
    }
}

/// The path of a webhook message (follow-up or edit) of an interaction: its token.
fn webhook_token(r: &Recorded) -> Option<&str> {
    r.path.strip_prefix(&format!("/webhooks/{BOT_ID}/"))?.split('/').next()
}

/// Measures a game from the requests `fake` recorded, cut into `steps` (in order).
pub fn measure(fake: &FakeDiscord, channel: u64, players: &[u64], steps: &[BudgetStep]) -> Figures {
    let recorded = fake.recorded();
    let presses = fake.press_tokens();
    let users_by_token = fake.interaction_users();
    let mut figures = Figures {
        steps: steps.len(),
        players: players.iter().map(|&u| (u, PlayerFigures::default())).collect(),
        over: Vec::new(),
    };
    let mut owed: BTreeSet<u64> = BTreeSet::new();
    for (k, step) in steps.iter().enumerate() {
        let end = steps.get(k + 1).map_or(recorded.len(), |s| s.first_request);
        let window = &recorded[step.first_request.min(end)..end];
        let newly: BTreeSet<u64> = step.owing.difference(&owed).copied().collect();
        owed = step.owing.clone();
        if !step.counted {
            continue;
        }
        for (&user, p) in figures.players.iter_mut() {
            let turn = usize::from(newly.contains(&user));
            p.turn_changes += turn;
            let mention = format!("<@{user}>");
            let closed =
                [Lang::En, Lang::Ko].map(|lang| tr(lang, &Text::new("discord-dm-closed").str("user", mention.clone())));
            let (notices, pings): (Vec<&Recorded>, Vec<&Recorded>) = window
                .iter()
                .filter(|r| r.is_post() && r.ok() && r.channel == Some(channel))
                .filter(|r| r.content().contains(&mention) && r.allowed_user_mentions().contains(&user))
                .partition(|r| closed.iter().any(|c| r.content() == c));
            let pings = pings.len();
            p.closed_notices += notices.len();
            let dms: Vec<&Recorded> = window
                .iter()
                .filter(|r| r.ok() && r.dm_recipient() == Some(user))
                .collect();
            let new_dms: Vec<usize> = dms
                .iter()
                .filter(|r| r.is_post())
                .map(|r| r.content().chars().count())
                .collect();
            let edits: Vec<usize> = dms
                .iter()
                .filter(|r| r.is_edit() && !r.content().is_empty())
                .map(|r| r.content().chars().count())
                .collect();
            p.pings += pings;
            p.new_dms += new_dms.len();
            p.dm_edits += edits.len();
            p.dm_lengths.extend(new_dms.iter().chain(&edits));
            p.new_dm_lengths.extend(&new_dms);
            if pings > turn {
                p.extra_pings += 1;
            }
            // The start: every player's opening DM (their hand), whether they move first or not.
            let dms_allowed = if k == 0 { 1 } else { turn };
            if new_dms.len() > dms_allowed {
                p.extra_dms += 1;
            }
            if (pings > turn || new_dms.len() > dms_allowed) && figures.over.len() < 12 {
                figures.over.push(format!(
                    "step {k} (requests {}..{end}): player {user}, turn change {turn}, {pings} pings, {} new DMs: {:?}",
                    step.first_request,
                    new_dms.len(),
                    dms.iter()
                        .filter(|r| r.is_post())
                        .map(|r| r.content().chars().take(160).collect::<String>())
                        .collect::<Vec<_>>()
                ));
            }
        }
        for r in window {
            let Some(token) = webhook_token(r) else { continue };
            if !is_done_reply(r.content()) {
                continue;
            }
            let Some(p) = users_by_token.get(token).and_then(|u| figures.players.get_mut(u)) else {
                continue;
            };
            if presses.contains(token) {
                p.press_done += 1;
            } else {
                p.typed_done += 1;
            }
        }
    }
    figures
}
