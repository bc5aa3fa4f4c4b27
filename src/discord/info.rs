//! `/status`, `/log`, `/rules`, `/card`: reading a game.

use poise::serenity_prelude as serenity;

use super::layout::PromptComponents;
use super::respond::Invocation;
use super::text::truncate;
use super::{Context, Error};
use crate::engine::{GameKind, Text};
use crate::i18n::{Lang, msg, tr};
use crate::table::cards;

/// Show the board and whose turn it is (public; in a DM with the bot, your game's).
#[poise::command(slash_command)]
pub async fn status(
    ctx: Context<'_>,
    game: Option<i64>,
    #[autocomplete = "autocomplete_part"] part: Option<String>,
) -> Result<(), Error> {
    // Ask the table before deferring, so a refusal can still be private; the read is quick.
    let inv = Invocation::without_defer(ctx).await;
    let place = match inv.game_place(game).await {
        Ok(place) => place,
        Err(e) => return inv.refuse(&e).await,
    };
    // With `part`: one part of the board drawn large.
    let post = match part {
        Some(part) => inv.table().status_part(place, &part).await,
        None => inv.table().status(place).await,
    };
    let post = match post {
        Ok(post) => post,
        Err(e) => return inv.refuse(&e).await,
    };
    // Rasterising the board may take a moment.
    inv.defer_public().await?;
    inv.send(&post.text, post.board.as_ref(), PromptComponents::None, false)
        .await
}

/// Read the recent game log (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 200]
    lines: Option<u32>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let limit = lines.unwrap_or(20) as usize;
    match inv.table().log(inv.place, &inv.caller, limit).await {
        Ok(lines) if lines.is_empty() => inv.reply_private(&msg(inv.lang, "discord-log-empty")).await,
        Ok(lines) => inv.reply_private(&lines.join("\n")).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// Read a game's rules summary (works in DMs too).
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "super::lobby::autocomplete_game"] game: Option<String>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let registry = &inv.table().registry;
    let channel_game = match (&game, inv.in_guild()) {
        (None, true) => inv.table().info(inv.place).await.ok().map(|info| info.game),
        _ => None,
    };
    let only_game = match registry.ids().as_slice() {
        [only] => Some(only.to_string()),
        _ => None,
    };
    // Default: the game in this channel, else the only game there is.
    let Some(wanted) = game.or(channel_game).or(only_game) else {
        let games = registry.ids().join(", ");
        return inv
            .reply_private(&tr(
                inv.lang,
                &Text::new("discord-rules-which-game").str("games", games),
            ))
            .await;
    };
    match inv.table().game_named(&wanted) {
        Ok(kind) => inv.reply_private(&rules_text(kind, inv.lang)).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// A game's name as a heading, then its rules summary.
pub fn rules_text(kind: &dyn GameKind, lang: Lang) -> String {
    format!("**{}**\n{}", msg(lang, kind.name_key()), msg(lang, kind.rules_key()))
}

/// Look up a card of any game: its numbers and what it does (works in DMs too).
#[poise::command(slash_command)]
pub async fn card(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_card"] name: String,
    #[autocomplete = "super::lobby::autocomplete_game"] game: Option<String>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let place = inv.in_guild().then_some(inv.place);
    match inv.table().card(place, &inv.caller, game.as_deref(), &name).await {
        Ok(text) => inv.reply_private(&text).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// Cards whose name contains what was typed, in the caller's language, from this channel's game
/// (or the game chosen, or every game).
async fn autocomplete_card(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = ctx.locale().and_then(Lang::parse).unwrap_or_default();
    let table = &ctx.data().table;
    let here = match ctx.guild_id() {
        Some(guild) => {
            let place = crate::table::Place {
                guild: guild.get(),
                channel: ctx.channel_id().get(),
            };
            table.info(place).await.ok().map(|info| info.game)
        }
        None => None,
    };
    let game = here.as_deref().and_then(|g| table.registry.get(g)).map(|k| k.id());
    let choices = cards::search(&table.registry, game, partial, lang)
        .into_iter()
        .take(25)
        .map(|m| serenity::AutocompleteChoice::new(truncate(&m.name, 100), m.value()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The parts of this channel's game's board whose name or id contains what was typed, named in
/// the caller's language.
async fn autocomplete_part(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = ctx.locale().and_then(Lang::parse).unwrap_or_default();
    let Some(guild) = ctx.guild_id() else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let place = crate::table::Place {
        guild: guild.get(),
        channel: ctx.channel_id().get(),
    };
    let typed = partial.to_lowercase();
    let parts = ctx.data().table.board_parts(place, lang).await.unwrap_or_default();
    let choices = parts
        .into_iter()
        .filter(|p| p.id.contains(&typed) || p.name.to_lowercase().contains(&typed))
        .take(25)
        .map(|p| serenity::AutocompleteChoice::new(truncate(&p.name, 100), p.id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
