//! The Discord front end: a thin poise 0.7 / serenity 0.12 adapter over [`crate::table::Table`].
//!
//! Commands only translate an interaction into a table call and deliver the returned
//! [`crate::table::Outbox`]; every rule, seat and message decision lives in the table. Prompt
//! buttons are handled in the event handler from their custom ids, so they survive restarts.

mod admin;
mod components;
pub mod courier;
pub mod deliver;
#[cfg(test)]
mod fake_rest;
mod history;
pub mod ids;
mod info;
pub mod layout;
mod lobby;
pub mod localize;
pub mod mentions;
mod play;
mod respond;
mod settings;
pub mod table_admin;
pub mod text;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::engine::Text;
use crate::i18n::{Lang, tr};
use crate::table::{Caller, Table};

pub use deliver::deliver;

/// What every command can reach.
pub struct Data {
    pub table: Table,
    /// Sends the outbox rows each change stores (one per process).
    pub courier: std::sync::Arc<courier::Courier>,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How to run the bot.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    /// e.g. `sqlite://warroom.db` or `postgres://warroom:secret@db.local/warroom`
    pub database_url: String,
    /// Register commands in this guild only (instant, for development); `None` = globally.
    pub dev_guild_id: Option<u64>,
    /// A Discord-compatible REST server (`DISCORD_API_BASE`, e.g. a local fake for end-to-end
    /// tests); `None` = the real Discord.
    pub api_base: Option<String>,
    /// The shards this process runs (`WARROOM_SHARDS` / `--shards`); `None`: all of one.
    pub shards: Option<Shards>,
    /// Where to serve `/health` and `/metrics` (`WARROOM_HTTP` / `--http`); `None`: nowhere.
    pub http: Option<std::net::SocketAddr>,
}

/// A range of Discord gateway shards out of a total: `0-3` of 8 (Discord sends a guild's events
/// to shard `(guild_id >> 22) % total`, and DMs to shard 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Reads `first-last` (or one shard `n`) of `total`.
    pub fn parse(range: &str, total: u32) -> anyhow::Result<Shards> {
        let range = range.trim();
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim().parse::<u32>(), b.trim().parse::<u32>()),
            None => (range.parse::<u32>(), range.parse::<u32>()),
        };
        let (Ok(first), Ok(last)) = (first, last) else {
            anyhow::bail!("shards must be a range such as 0-3 (or one shard such as 2), not `{range}`");
        };
        if total == 0 {
            anyhow::bail!("the shard total must be at least 1");
        }
        if first > last || last >= total {
            anyhow::bail!(
                "shards {first}-{last} are not within 0-{} (the total is {total})",
                total - 1
            );
        }
        Ok(Shards { first, last, total })
    }

    /// Whether this range receives direct messages (Discord sends them to shard 0).
    pub fn has_direct_messages(&self) -> bool {
        self.first == 0
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.total)
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print the token.
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("database_url", &crate::store::redact_url(&self.database_url))
            .field("dev_guild_id", &self.dev_guild_id)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .field("http", &self.http)
            .finish()
    }
}

impl Config {
    /// Reads `DISCORD_TOKEN` (required), `DATABASE_URL` (default `sqlite://warroom.db`),
    /// `DEV_GUILD_ID`, `DISCORD_API_BASE`, `WARROOM_SHARDS` with `WARROOM_SHARD_TOTAL`, and
    /// `WARROOM_HTTP` through `var` (e.g. `std::env::var(..).ok()`).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let non_empty = |name: &str| var(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let token = non_empty("DISCORD_TOKEN").context(
            "DISCORD_TOKEN is not set: create a bot at https://discord.com/developers/applications (Bot → Reset Token) and put DISCORD_TOKEN=<token> in .env (see .env.example)",
        )?;
        let dev_guild_id = match non_empty("DEV_GUILD_ID") {
            None => None,
            Some(raw) => match raw.parse::<u64>() {
                Ok(id) if id != 0 => Some(id),
                _ => anyhow::bail!("DEV_GUILD_ID must be a guild id (a positive number), not `{raw}`"),
            },
        };
        let shards = match (non_empty("WARROOM_SHARDS"), non_empty("WARROOM_SHARD_TOTAL")) {
            (None, None) => None,
            (Some(range), Some(total)) => {
                let total = total
                    .parse::<u32>()
                    .map_err(|_| anyhow::anyhow!("WARROOM_SHARD_TOTAL must be a number, not `{total}`"))?;
                Some(Shards::parse(&range, total).context("WARROOM_SHARDS")?)
            }
            _ => anyhow::bail!("set both WARROOM_SHARDS (e.g. 0-3) and WARROOM_SHARD_TOTAL (e.g. 8), or neither"),
        };
        let http = match non_empty("WARROOM_HTTP") {
            None => None,
            Some(addr) => Some(addr.parse().map_err(|_| {
                anyhow::anyhow!("WARROOM_HTTP must be an address to listen on such as 127.0.0.1:9100, not `{addr}`")
            })?),
        };
        Ok(Config {
            token,
            database_url: non_empty("DATABASE_URL").unwrap_or_else(|| "sqlite://warroom.db".to_string()),
            dev_guild_id,
            api_base: non_empty("DISCORD_API_BASE"),
            shards,
            http,
        })
    }
}

/// Runs the bot on a ready table until it is stopped (Ctrl-C) or the gateway fails. Start-up
/// (settings, the store, the registry, the table) is `main`'s job: this adapter only connects.
pub async fn run(config: &Config, table: Table) -> anyhow::Result<()> {
    crate::monitor::metrics::install();
    let mut client = build_client(config, table.clone()).await?;
    if let Some(addr) = config.http {
        let expected = config.shards.map_or(1, |s| s.last - s.first + 1);
        crate::monitor::http::spawn(addr, table, shard_probe(&client), expected)
            .await
            .with_context(|| format!("cannot serve /health at {addr}"))?;
    }
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            tracing::info!("shutting down");
            shards.shutdown_all().await;
        }
    });
    match config.shards {
        None => client.start().await,
        Some(shards) => {
            tracing::info!(%shards, "running a range of shards");
            // serenity reads this range's end as included (its own example: `4..7` starts shards
            // 4, 5, 6 and 7), so the last shard is the end, not one past it.
            client.start_shard_range(shards.first..shards.last, shards.total).await
        }
    }
    .context("the Discord connection failed")?;
    Ok(())
}

/// The health check's view of this process's shards: serenity's shard runners and their stage.
fn shard_probe(client: &serenity::Client) -> crate::monitor::http::ShardProbe {
    let manager = client.shard_manager.clone();
    std::sync::Arc::new(move || {
        let manager = manager.clone();
        Box::pin(async move {
            manager
                .runners
                .lock()
                .await
                .iter()
                .map(|(id, runner)| crate::monitor::http::ShardState {
                    id: id.0,
                    stage: format!("{:?}", runner.stage),
                    latency_ms: runner.latency.map(|l| l.as_millis() as u64),
                })
                .collect()
        })
    })
}

/// The serenity client with the poise framework (separate from [`run`] so tests can start it
/// against a fake Discord).
pub async fn build_client(config: &Config, table: Table) -> anyhow::Result<serenity::Client> {
    // Every change stores what it owes; the courier sends it, after a crash too.
    let table = table.with_persisted_deliveries();
    if config.dev_guild_id == Some(0) {
        anyhow::bail!("the development guild id must not be 0");
    }
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // The built-in ratelimiter ignores the proxy and would talk to discord.com.
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let dev_guild = config.dev_guild_id.map(serenity::GuildId::new);
    let framework = poise::Framework::builder()
        .options(framework_options())
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let commands = poise::builtins::create_application_commands(&framework.options().commands);
                let registered = match dev_guild {
                    Some(guild) => guild.set_commands(ctx, commands).await,
                    None => serenity::Command::set_global_commands(ctx, commands).await,
                };
                // A failed registration must not stop the bot: commands registered earlier still work.
                match registered {
                    Ok(registered) => mentions::remember(&registered),
                    Err(e) => tracing::error!("registering slash commands failed: {e}"),
                }
                // What an earlier process owed goes out first (older first).
                let courier = std::sync::Arc::new(courier::Courier::default());
                courier.clone().spawn(ctx.http.clone(), table.clone());
                table_admin::spawn_timers(ctx.http.clone(), table.clone(), courier.clone());
                table_admin::spawn_ai_players(ctx.http.clone(), table.clone(), courier.clone());
                Ok(Data { table, courier })
            })
        })
        .build();
    // Interactions arrive without privileged intents; GUILDS keeps the guild cache for checks.
    let intents = serenity::GatewayIntents::GUILDS;
    serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await
        .context("building the Discord client failed")
}

/// Every slash command with its English and Korean texts filled in from the ftl files.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        lobby::new(),
        lobby::join(),
        lobby::leave(),
        lobby::start(),
        info::status(),
        play::hand(),
        play::play(),
        info::log(),
        play::undo(),
        play::concede(),
        info::rules(),
        info::card(),
        admin::abort(),
        settings::settings(),
        play::autopass(),
        play::ally(),
        table_admin::reminders(),
        table_admin::replace(),
        table_admin::games(),
        history::history(),
        history::stats(),
        history::replay(),
    ];
    localize::localize_commands(&mut commands);
    commands
}

fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        command_check: Some(|ctx| Box::pin(known_options_only(ctx))),
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| Box::pin(components::on_event(framework, event)),
        // Replies never ping anyone unless a message says so explicitly.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

/// A command arrived with an option this version of the bot does not declare: Discord's copy of
/// the command is out of date (it is re-registered at start-up; clients catch up later).
#[derive(Debug)]
struct UnknownOption(String);

impl std::fmt::Display for UnknownOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown option `{}`", self.0)
    }
}

impl std::error::Error for UnknownOption {}

/// Refuses options the command does not declare instead of silently ignoring them (poise would).
async fn known_options_only(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(true);
    };
    let declared = &ctx.command().parameters;
    match app.args.iter().find(|arg| !declared.iter().any(|p| p.name == arg.name)) {
        Some(unknown) => Err(Box::new(UnknownOption(unknown.name.to_string()))),
        None => Ok(true),
    }
}

/// The one error handler: logs the details, tells the player only something friendly and
/// specific (in the suggestion list when the error came from an autocomplete request).
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let text = match &error {
        E::Setup { error, .. } => {
            tracing::error!("bot setup failed: {error}");
            return;
        }
        E::EventHandler { error, event, .. } => {
            tracing::error!(event = event.snake_case_name(), "event handler failed: {error}");
            return;
        }
        E::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            Text::new("discord-error-generic")
        }
        E::CommandPanic { payload, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, panic = ?payload, "command panicked");
            Text::new("discord-error-generic")
        }
        E::ArgumentParse { error, input, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, ?input, "bad argument: {error}");
            Text::new("discord-error-bad-argument")
        }
        // A required option missing or of the wrong type: Discord's copy of the command is old.
        E::CommandStructureMismatch { description, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, "options do not match the command: {description}");
            Text::new("discord-error-outdated-command")
        }
        E::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } if error.downcast_ref::<UnknownOption>().is_some() => {
            tracing::warn!(command = %ctx.command().qualified_name, "{error}");
            let option = error.downcast_ref::<UnknownOption>().map_or("", |u| u.0.as_str());
            Text::new("discord-error-unknown-option").str("option", option)
        }
        E::GuildOnly { .. } => Text::new("discord-error-guild-only"),
        E::MissingUserPermissions { .. } | E::NotAnOwner { .. } | E::CommandCheckFailed { .. } => {
            Text::new("discord-error-not-allowed")
        }
        E::UnknownInteraction {
            interaction, framework, ..
        } => {
            answer_unknown_command(&framework.serenity_context.http, interaction).await;
            return;
        }
        other => {
            tracing::warn!("interaction error: {other}");
            Text::new("discord-error-generic")
        }
    };
    let Some(ctx) = error.ctx() else { return };
    let lang = ctx.locale().and_then(Lang::parse).unwrap_or_default();
    let text = tr(lang, &text);
    if let poise::Context::Application(app) = ctx
        && app.interaction_type == poise::CommandInteractionType::Autocomplete
    {
        // A reply would be a no-op here: the reason goes into the suggestion list instead.
        answer_autocomplete(ctx.http(), app.interaction, &text).await;
        return;
    }
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("could not send the error reply: {e}");
    }
}

/// Answers an autocomplete request with one suggestion that carries `reason`.
async fn answer_autocomplete(http: &serenity::Http, interaction: &serenity::CommandInteraction, reason: &str) {
    let typed = interaction.data.autocomplete().map_or("", |o| o.value);
    let choices = serenity::CreateAutocompleteResponse::new().set_choices(vec![play::refusal_choice(reason, typed)]);
    let response = serenity::CreateInteractionResponse::Autocomplete(choices);
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::warn!("could not answer the autocomplete request: {e}");
    }
}

/// A command this bot does not have (Discord still shows a removed or renamed one): say so
/// instead of leaving Discord's "The application did not respond".
async fn answer_unknown_command(http: &serenity::Http, interaction: &serenity::CommandInteraction) {
    let name = &interaction.data.name;
    tracing::warn!(command = %name, "unknown command (Discord's copy of the commands is out of date)");
    let lang = Lang::parse(&interaction.locale).unwrap_or_default();
    let text = tr(
        lang,
        &Text::new("discord-error-unknown-command").str("command", format!("/{name}")),
    );
    if interaction.data.autocomplete().is_some() {
        return answer_autocomplete(http, interaction, &text).await;
    }
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let response = serenity::CreateInteractionResponse::Message(message);
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::warn!("could not answer an unknown command: {e}");
    }
}

/// True if these resolved member permissions may manage the server.
pub fn is_admin(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_some_and(|p| p.administrator() || p.manage_guild())
}

/// The table's view of whoever pressed or typed something.
pub fn caller_from(user: &serenity::User, member: Option<&serenity::Member>, locale: Option<&str>) -> Caller {
    let name = match member {
        Some(m) => m.display_name().to_string(),
        None => user.display_name().to_string(),
    };
    Caller {
        user: user.id.get(),
        name,
        locale: locale.and_then(Lang::parse),
        is_admin: is_admin(member.and_then(|m| m.permissions)),
    }
}

#[cfg(test)]
mod tests;
