//! `/history`, `/stats`, `/replay`: ended games, read through the table (answers only the
//! caller sees).

use poise::serenity_prelude as serenity;

use super::respond::Invocation;
use super::{Context, Error};
use crate::engine::Text;
use crate::i18n::tr;
use crate::table::HistoryScope;

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "channel"]
    Channel,
    #[name = "server"]
    Server,
}

/// Recent ended games of this channel or server, with results (in a DM: yours).
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    scope: Option<ScopeChoice>,
    #[autocomplete = "super::lobby::autocomplete_game"] game: Option<String>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let scope = match scope {
        Some(ScopeChoice::Server) => HistoryScope::Server,
        _ => HistoryScope::Channel,
    };
    match inv
        .table()
        .history(inv.place, &inv.caller, scope, game.as_deref())
        .await
    {
        Ok(history) => inv.reply_private(&history.text).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// Games, wins and average length per game of a player in this server.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    #[autocomplete = "super::lobby::autocomplete_game"] game: Option<String>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let player = player.map(|u| (u.id.get(), u.display_name().to_string()));
    match inv.table().stats(inv.place, &inv.caller, player, game.as_deref()).await {
        Ok(stats) => inv.reply_private(&stats.text).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// A finished game's full log, hidden cards revealed, and its replay script.
#[poise::command(slash_command)]
pub async fn replay(ctx: Context<'_>, game: Option<i64>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let files = match inv.table().replay_for(inv.place, &inv.caller, game).await {
        Ok(files) => files,
        Err(e) => return inv.refuse(&e).await,
    };
    let text = tr(
        inv.lang,
        &Text::new("history-replay-sent")
            .num("id", files.game_id)
            .str("script", files.script_name.clone()),
    );
    let reply = poise::CreateReply::default()
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .content(text)
        .attachment(serenity::CreateAttachment::bytes(
            files.log.into_bytes(),
            files.log_name,
        ))
        .attachment(serenity::CreateAttachment::bytes(
            files.script.into_bytes(),
            files.script_name,
        ));
    inv.ctx.send(reply).await?;
    Ok(())
}
