//! `/reminders`, `/replace`, `/games` and the reminder worker: the table that runs itself.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::respond::Invocation;
use super::{Context, Error};
use crate::ai::Level;
use crate::engine::Text;
use crate::i18n::{Lang, tr};
use crate::table::{Caller, GameListing, GameStatus, Table, TimersChange};

/// How often the worker looks for due reminders (`WARROOM_TIMER_POLL_MS` overrides it; tests
/// use a short one with a moved clock, see `crate::store::now_ms`).
const TIMER_POLL: Duration = Duration::from_secs(60);

/// See or change this channel's game's reminders and deadline (hours; 0 = off).
#[poise::command(slash_command, guild_only)]
pub async fn reminders(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 720]
    remind_after: Option<u32>,
    #[min = 0]
    #[max = 720]
    remind_every: Option<u32>,
    #[min = 0]
    #[max = 720]
    deadline: Option<u32>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let change = TimersChange {
        remind_after,
        remind_every,
        deadline,
    };
    let result = if change.is_empty() {
        inv.table().timers_summary(inv.place, &inv.caller).await
    } else {
        inv.table().set_timers(inv.place, &inv.caller, change).await
    };
    match result {
        Ok(reply) => inv.reply_private(&reply).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// An AI seat's level, as a slash command choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AiLevelChoice {
    #[name = "random"]
    Random,
    #[name = "basic"]
    Basic,
    #[name = "strong"]
    Strong,
}

impl From<AiLevelChoice> for Level {
    fn from(choice: AiLevelChoice) -> Level {
        match choice {
            AiLevelChoice::Random => Level::Random,
            AiLevelChoice::Basic => Level::Basic,
            AiLevelChoice::Strong => Level::Strong,
        }
    }
}

/// Hand a seat of the running game to someone else or an AI (its hidden cards go with it).
#[poise::command(slash_command, guild_only)]
pub async fn replace(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 99]
    seat: u32,
    player: Option<serenity::User>,
    ai: Option<bool>,
    level: Option<AiLevelChoice>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let newcomer = match (player, ai.unwrap_or(false)) {
        (Some(player), false) if player.bot => {
            return inv.reply_private(&tr(inv.lang, &Text::new("replace-err-bot"))).await;
        }
        (Some(player), false) => Caller {
            user: player.id.get(),
            name: player.display_name().to_string(),
            locale: None,
            is_admin: false,
        },
        (None, true) => {
            let level = level.map_or(Level::DEFAULT, Level::from);
            match inv.table().next_ai_caller(inv.place, level).await {
                Ok(bot) => bot,
                Err(e) => return inv.refuse(&e).await,
            }
        }
        _ => {
            return inv
                .reply_private(&tr(inv.lang, &Text::new("ai-err-player-or-ai")))
                .await;
        }
    };
    let result = inv
        .table()
        .replace(inv.place, &inv.caller, seat as usize, &newcomer)
        .await;
    inv.finish(result).await
}

/// This server's games and whom each waits for; in a DM with me, your own games everywhere.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let in_dm = !inv.in_guild();
    let listed = if in_dm {
        inv.table().games_of_player(&inv.caller).await
    } else {
        inv.table().games_in_guild(inv.place.guild, &inv.caller).await
    };
    match listed {
        Ok(games) => inv.reply_private(&games_text(&games, inv.lang, in_dm)).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// A `/games` listing: one line per game, with jump links to the reader's waiting prompt (their
/// DMs) and to the game's last post.
pub fn games_text(games: &[GameListing], lang: Lang, yours: bool) -> String {
    if games.is_empty() {
        let key = if yours { "games-none-yours" } else { "games-none-here" };
        return tr(lang, &Text::new(key));
    }
    let title = if yours {
        "games-title-yours"
    } else {
        "games-title-guild"
    };
    let mut lines = vec![tr(lang, &Text::new(title))];
    let raw = |v: String| Text::new("raw").str("value", v);
    for g in games {
        let channel = format!("<#{}>", g.place.channel);
        let mut line = match g.status {
            GameStatus::Lobby => tr(
                lang,
                &Text::new("games-lobby")
                    .num("id", g.id)
                    .str("game", g.name.clone())
                    .str("channel", channel)
                    .list("players", g.players.iter().cloned().map(raw).collect()),
            ),
            _ => {
                let since = g
                    .waited_hours
                    .map_or_else(String::new, |h| tr(lang, &Text::new("games-since").num("hours", h)));
                tr(
                    lang,
                    &Text::new("games-running")
                        .num("id", g.id)
                        .str("game", g.name.clone())
                        .str("channel", channel)
                        .list("waiting", g.waiting.iter().cloned().map(raw).collect())
                        .str("since", since),
                )
            }
        };
        if g.your_turn {
            line.push(' ');
            line.push_str(&tr(lang, &Text::new("games-your-turn")));
        }
        if let Some(prompt) = g.prompt.as_ref().filter(|_| g.your_turn) {
            let link = format!("https://discord.com/channels/@me/{}/{}", prompt.channel, prompt.message);
            line.push(' ');
            line.push_str(&tr(lang, &Text::new("games-jump-prompt").str("link", link)));
        }
        if let Some(post) = &g.status_post {
            let link = format!(
                "https://discord.com/channels/{}/{}/{}",
                g.place.guild, post.channel, post.message
            );
            line.push(' ');
            line.push_str(&tr(lang, &Text::new("games-jump-post").str("link", link)));
        }
        lines.push(line);
    }
    lines.join("\n")
}

/// How often the AI worker looks for AI seats to play (`WARROOM_AI_POLL_MS` overrides it).
const AI_POLL: Duration = Duration::from_millis(500);

/// Starts the AI worker: every AI seat a game waits for plays its decision (a move like any
/// other, stored before it is told), then the courier sends what the moves owe. Polling at a
/// The leases of the AI and timer workers, and how long a dead holder keeps them (the live holder
/// renews every round, so a second process takes over this long after the first one dies).
use crate::table::{AI_LEASE, TIMERS_LEASE};
const WORKER_LEASE_TTL: Duration = Duration::from_secs(10);

/// Takes or renews a worker's lease for this round; false while another process holds it.
async fn holds_lease(table: &Table, lease: &'static str) -> bool {
    table.take_lease(lease, WORKER_LEASE_TTL).await.ok().flatten().is_some()
}

/// fixed pace keeps an AI's answer time the same whatever it holds.
pub fn spawn_ai_players(http: Arc<serenity::Http>, table: Table, courier: Arc<super::courier::Courier>) {
    let every = std::env::var("WARROOM_AI_POLL_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|&ms| ms > 0)
        .map_or(AI_POLL, Duration::from_millis);
    tokio::spawn(async move {
        loop {
            // One process plays the AI seats (the others would decide the same moves and be
            // refused as stale): the holder renews the lease every round.
            if !holds_lease(&table, AI_LEASE).await {
                tokio::time::sleep(every).await;
                continue;
            }
            match table.play_ai_turns().await {
                Ok(played) if played.is_empty() => {}
                Ok(played) => {
                    tracing::debug!(moves = played.len(), "AI seats moved");
                    courier.deliver_owed(&http, &table, None).await;
                }
                Err(e) => tracing::warn!("playing AI seats failed: {e}"),
            }
            tokio::time::sleep(every).await;
        }
    });
}

/// Starts the reminder worker: fires due reminders and deadlines (stored, so a restart misses
/// none and none fires twice), then has the courier send what they owe.
pub fn spawn_timers(http: Arc<serenity::Http>, table: Table, courier: Arc<super::courier::Courier>) {
    let every = std::env::var("WARROOM_TIMER_POLL_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|&ms| ms > 0)
        .map_or(TIMER_POLL, Duration::from_millis);
    tokio::spawn(async move {
        loop {
            // Each timer fires once whoever looks (a conditional write), but one process looking
            // is enough: the holder renews the lease every round.
            if !holds_lease(&table, TIMERS_LEASE).await {
                tokio::time::sleep(every).await;
                continue;
            }
            match table.fire_due_timers().await {
                Ok(0) => {}
                Ok(fired) => {
                    tracing::info!(fired, "reminders and deadlines fired");
                    courier.deliver_owed(&http, &table, None).await;
                }
                Err(e) => tracing::warn!("checking reminders failed: {e}"),
            }
            tokio::time::sleep(every).await;
        }
    });
}
