//! `/new`, `/join`, `/leave`, `/start`: the lobby.

use poise::serenity_prelude as serenity;

use super::respond::Invocation;
use super::settings::LanguageChoice;
use super::text::{new_game_options, truncate};
use super::{Context, Error};
use crate::ai::Level;
use crate::i18n::{Lang, msg};
use crate::table::{Opening, TimersChange};

use super::table_admin::AiLevelChoice;

/// Open a new game lobby in this channel.
// Each argument is one of the command's Discord options.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn new(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_game"] game: String,
    options: Option<String>,
    language: Option<LanguageChoice>,
    #[min = 0]
    #[max = 720]
    remind_after: Option<u32>,
    #[min = 0]
    #[max = 720]
    remind_every: Option<u32>,
    #[min = 0]
    #[max = 720]
    deadline: Option<u32>,
    #[min = 0]
    #[max = 5]
    ai: Option<u32>,
    ai_level: Option<AiLevelChoice>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let (options, lang) = match new_game_options(options.as_deref(), language.map(Lang::from)) {
        Ok(parsed) => parsed,
        Err(e) => {
            return inv.reply_private(&crate::i18n::tr(inv.lang, &e.text())).await;
        }
    };
    let opening = Opening {
        lang,
        seed: None,
        ai: ai.unwrap_or(0) as usize,
        ai_level: ai_level.map_or(Level::DEFAULT, Level::from),
        timers: TimersChange {
            remind_after,
            remind_every,
            deadline,
        },
    };
    // The AI seats and reminders are checked and stored with the lobby: a refusal creates nothing.
    let result = inv
        .table()
        .create_with(inv.place, &inv.caller, &game, options, opening)
        .await;
    inv.finish(result).await
}

/// Take a seat in this channel's lobby (or, for the creator, seat an AI player).
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 99]
    seat: Option<u32>,
    ai: Option<bool>,
    level: Option<AiLevelChoice>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let seat = seat.map(|s| s as usize);
    let result = if ai.unwrap_or(false) {
        let level = level.map_or(Level::DEFAULT, Level::from);
        inv.table().add_ai(inv.place, &inv.caller, level, seat).await
    } else {
        inv.table().join(inv.place, &inv.caller, seat).await
    };
    inv.finish(result).await
}

/// Leave the lobby before the game starts.
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv.table().leave(inv.place, &inv.caller).await;
    inv.finish(result).await
}

/// Start the game (the lobby's creator).
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv.table().start(inv.place, &inv.caller).await;
    inv.finish(result).await
}

/// Games whose id or name contains what was typed, shown by name in the caller's client language.
pub(super) async fn autocomplete_game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = ctx.locale().and_then(Lang::parse).unwrap_or_default();
    let typed = partial.trim().to_lowercase();
    let choices = ctx
        .data()
        .table
        .registry
        .all()
        .filter_map(|kind| {
            let name = msg(lang, kind.name_key());
            let matches = typed.is_empty() || kind.id().contains(&typed) || name.to_lowercase().contains(&typed);
            matches.then(|| {
                serenity::AutocompleteChoice::new(truncate(&format!("{name} ({})", kind.id()), 100), kind.id())
            })
        })
        .take(25)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
