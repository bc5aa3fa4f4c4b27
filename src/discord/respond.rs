//! The common shape of a command: defer, build the caller, call the table, answer the caller
//! privately, deliver the outbox.

use poise::serenity_prelude as serenity;

use super::deliver::{self, render_board};
use super::layout::PromptComponents;
use super::mentions;
use super::text::{MAX_MESSAGE, split_message};
use super::{Context, Error, caller_from};
use crate::i18n::{Lang, catalog, msg};
use crate::table::{Board, Caller, Outbox, Place, Table, TableError};

/// Follow-up messages per reply: a long log is cut to its most recent part rather than flooding.
const MAX_REPLY_MESSAGES: usize = 5;

/// One slash command invocation with who and where it came from.
pub(super) struct Invocation<'a> {
    pub ctx: Context<'a>,
    pub caller: Caller,
    pub place: Place,
    /// The language to answer the caller in.
    pub lang: Lang,
}

impl<'a> Invocation<'a> {
    /// Defers privately first (Discord's 3-second limit; the table may write and render), then
    /// reads the caller.
    pub async fn begin(ctx: Context<'a>) -> Result<Self, Error> {
        ctx.defer_ephemeral().await?;
        Ok(Self::without_defer(ctx).await)
    }

    /// The place of the game a command is about: this channel's in a server (unless `game`
    /// names another of the caller's games), the caller's own game in a DM with the bot.
    pub async fn game_place(&self, game: Option<i64>) -> Result<Place, TableError> {
        if self.place.guild != 0 && game.is_none() {
            return Ok(self.place);
        }
        self.table().place_of_player(&self.caller, game).await
    }

    /// For commands that decide visibility later ([`Invocation::defer_public`]).
    pub async fn without_defer(ctx: Context<'a>) -> Self {
        let member = ctx.author_member().await;
        let caller = caller_from(ctx.author(), member.as_deref(), ctx.locale());
        let place = Place {
            guild: ctx.guild_id().map_or(0, |g| g.get()),
            channel: ctx.channel_id().get(),
        };
        let lang = ctx.data().table.lang_of(&caller).await;
        Invocation {
            ctx,
            caller,
            place,
            lang,
        }
    }

    pub async fn defer_public(&self) -> Result<(), Error> {
        self.ctx.defer().await?;
        Ok(())
    }

    pub fn table(&self) -> &'a Table {
        &self.ctx.data().table
    }

    pub fn in_guild(&self) -> bool {
        self.ctx.guild_id().is_some()
    }

    /// Text only the caller sees, split into as many messages as needed.
    pub async fn reply_private(&self, text: &str) -> Result<(), Error> {
        self.send(text, None, PromptComponents::None, true).await
    }

    /// A refused table call: the reason, in the caller's language, only to the caller.
    pub async fn refuse(&self, error: &TableError) -> Result<(), Error> {
        tracing::debug!(kind = ?error.kind, key = %error.message.key, "table refused");
        self.reply_private(&catalog().render(self.lang, &error.message, &[]))
            .await
    }

    /// The usual ending: a refusal goes back privately; on success the caller gets the table's
    /// confirmation and then everyone else gets the outbox.
    pub async fn finish(&self, result: Result<Outbox, TableError>) -> Result<(), Error> {
        let mut outbox = match result {
            Ok(outbox) => outbox,
            Err(error) => return self.refuse(&error).await,
        };
        let reply = outbox.reply.take().unwrap_or_else(|| msg(self.lang, "discord-done"));
        self.reply_private(&reply).await?;
        // Commands run in the game's channel; a table that leaves the place out means this one.
        outbox.place.get_or_insert(self.place);
        let delivered = if outbox.persisted {
            let courier = &self.ctx.data().courier;
            courier.deliver_change(self.ctx.http(), self.table(), &outbox).await
        } else {
            deliver::deliver(self.ctx.http(), self.table(), &outbox).await
        };
        if delivered.failures > 0 {
            // The move stands (it is committed); the caller should know the channel missed it.
            self.reply_private(&msg(self.lang, "discord-post-failed")).await?;
        }
        Ok(())
    }

    /// Text plus an optional board and prompt components. Long text becomes several messages
    /// (at most [`MAX_REPLY_MESSAGES`], keeping the end); the board and the components go with
    /// the last one.
    pub async fn send(
        &self,
        text: &str,
        board: Option<&Board>,
        components: PromptComponents,
        ephemeral: bool,
    ) -> Result<(), Error> {
        let mut attachment = match board {
            Some(board) => render_board(board).await,
            None => None,
        };
        let mut pieces = split_message(&mentions::for_reader(text, self.lang), MAX_MESSAGE);
        if pieces.len() > MAX_REPLY_MESSAGES {
            pieces.drain(..pieces.len() - MAX_REPLY_MESSAGES);
        }
        if pieces.is_empty() {
            // Discord refuses a message with nothing in it.
            pieces.push(if attachment.is_some() {
                String::new()
            } else {
                msg(self.lang, "discord-done")
            });
        }
        let rows = components.action_rows();
        let last = pieces.len() - 1;
        for (i, piece) in pieces.into_iter().enumerate() {
            let mut reply = poise::CreateReply::default()
                .ephemeral(ephemeral)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if !piece.is_empty() {
                reply = reply.content(piece);
            }
            if i == last {
                if let Some(file) = attachment.take() {
                    reply = reply.attachment(file);
                }
                if !rows.is_empty() {
                    reply = reply.components(rows.clone());
                }
            }
            self.ctx.send(reply).await?;
        }
        Ok(())
    }
}
