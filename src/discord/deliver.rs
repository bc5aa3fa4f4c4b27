//! Delivers a table [`Outbox`]: public posts to the game's channel, private messages by DM with
//! their prompt as components, pings as a short channel message that mentions only those players.
//!
//! The message contents are built by pure functions (tested); the `send_*` functions only talk to
//! Discord. Delivery never fails the caller's command: the move is already committed, so a
//! failed post is logged and a closed DM is announced in the channel without private content.

use poise::serenity_prelude as serenity;

use super::layout::{PromptComponents, button_options, prompt_components};
use super::mentions;
use super::text::{MAX_LEGEND, MAX_MESSAGE, legend, split_message};
use crate::engine::Text;
use crate::i18n::{Lang, tr};
use crate::render::Renderer;
use crate::table::{
    Board, LivingMessage, Outbox, PingFor, Place, PrivateMsg, PromptView, PublicPost, Table, UserId, folded_public,
};

/// What a delivery did (for logs and tests of the caller).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Delivered {
    pub channel_messages: usize,
    pub direct_messages: usize,
    /// Players whose DMs could not be delivered (announced in the channel).
    pub dm_failed: Vec<UserId>,
    /// Messages that could not be sent at all (logged).
    pub failures: usize,
}

/// A channel message that may mention exactly `mentions`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelNotice {
    pub content: String,
    pub mentions: Vec<UserId>,
}

/// A private message as Discord messages: text pieces, with the components on the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectMessage {
    pub pieces: Vec<String>,
    pub components: PromptComponents,
}

/// Which language to write a channel notice in. The table answers in production; tests use
/// fixed answers. (A DM is written in the language its `PrivateMsg` says.)
pub trait Languages {
    /// The language of the game in `place` (English if there is none any more).
    fn of_game(&self, place: Place) -> impl Future<Output = Lang> + Send;
}

impl Languages for Table {
    async fn of_game(&self, place: Place) -> Lang {
        self.info(place).await.map(|info| info.lang).unwrap_or_default()
    }
}

/// Sends everything in `outbox`. Public posts go to `outbox.place`'s channel.
pub async fn deliver(http: &serenity::Http, table: &Table, outbox: &Outbox) -> Delivered {
    deliver_with(http, table, outbox).await
}

/// [`deliver`] with any source of languages. (Without the persisted outbox there are no living
/// messages: a prompt is always a new message, a waiting edit is not made.)
pub async fn deliver_with(http: &serenity::Http, languages: &(impl Languages + Sync), outbox: &Outbox) -> Delivered {
    let mut done = Delivered::default();
    let channel = outbox.place.and_then(|p| channel_id(p.channel));
    let (public, ping) = folded_public(outbox);
    if channel.is_none() && (!public.is_empty() || ping.is_some()) {
        tracing::warn!(game = ?outbox.game_id, "outbox has channel content but no channel");
    }
    if let (Some(channel), Some(place)) = (channel, outbox.place)
        && !public.is_empty()
    {
        // Public posts are in the game's language (the table rendered them so).
        let lang = languages.of_game(place).await;
        for post in &public {
            match send_public(http, channel, post, lang, None).await {
                Ok((sent, _)) => done.channel_messages += sent,
                Err(e) => {
                    tracing::error!(%channel, "posting to the game channel failed: {e}");
                    done.failures += 1;
                }
            }
        }
    }
    let mut failed: Vec<&PrivateMsg> = Vec::new();
    for private in &outbox.private {
        // The header and buttons follow the language the table wrote the message in.
        let message = direct_message(private, private.lang, channel);
        match send_direct(http, private.user, &message, None).await {
            Ok((sent, _)) => done.direct_messages += sent,
            Err(e) => {
                tracing::warn!(user = private.user, game = ?outbox.game_id, "could not DM a player: {e}");
                done.dm_failed.push(private.user);
                failed.push(private);
            }
        }
    }
    let (Some(channel), Some(place)) = (channel, outbox.place) else {
        return done;
    };
    if ping.is_none() && failed.is_empty() {
        return done;
    }
    // Channel notices are in the game's language.
    let lang = languages.of_game(place).await;
    let notices = ping
        .and_then(|(users, ping_for)| ping_notice(lang, &users, ping_for))
        .into_iter()
        .chain(failed.iter().map(|f| dm_failure_notice(lang, f)));
    for notice in notices {
        match send_notice(http, channel, &notice, None).await {
            Ok(()) => done.channel_messages += 1,
            Err(e) => {
                tracing::error!(%channel, "posting a notice failed: {e}");
                done.failures += 1;
            }
        }
    }
    done
}

/// A Discord id must not be 0 (serenity panics on it); terminal games use 0 for "no channel".
pub(super) fn channel_id(raw: u64) -> Option<serenity::ChannelId> {
    (raw != 0).then(|| serenity::ChannelId::new(raw))
}

fn user_id(raw: UserId) -> Option<serenity::UserId> {
    (raw != 0).then(|| serenity::UserId::new(raw))
}

/// "@a @b — your move." (or "— your vote on the undo.") mentioning each player once; `None` when
/// nobody is to be pinged.
pub fn ping_notice(lang: Lang, users: &[UserId], ping_for: PingFor) -> Option<ChannelNotice> {
    let mut mentions: Vec<UserId> = Vec::new();
    for &u in users {
        if u != 0 && !mentions.contains(&u) {
            mentions.push(u);
        }
    }
    if mentions.is_empty() {
        return None;
    }
    let text = mentions.iter().map(|u| format!("<@{u}>")).collect::<Vec<_>>().join(" ");
    let key = match ping_for {
        PingFor::Move => "discord-ping-your-move",
        PingFor::UndoVote => "discord-ping-undo-vote",
    };
    let content = tr(lang, &Text::new(key).str("mentions", text));
    Some(ChannelNotice { content, mentions })
}

/// The channel notice for a player whose DMs are closed. It gets the whole message so the type
/// allows it, but it must only name the player: nothing of the private text or prompt.
pub fn dm_failure_notice(lang: Lang, failed: &PrivateMsg) -> ChannelNotice {
    let content = tr(
        lang,
        &Text::new("discord-dm-closed").str("user", format!("<@{}>", failed.user)),
    );
    ChannelNotice {
        content,
        mentions: vec![failed.user],
    }
}

/// The body shared by DMs and `/hand`: the private text, then the question and how to answer.
pub fn prompt_body(
    text: &str,
    prompt: Option<&PromptView>,
    lang: Lang,
    channel: Option<serenity::ChannelId>,
) -> (String, PromptComponents) {
    body_with_legend(text, prompt, lang, channel, MAX_LEGEND)
}

/// [`prompt_body`] with a legend of at most `legend_max` characters.
fn body_with_legend(
    text: &str,
    prompt: Option<&PromptView>,
    lang: Lang,
    channel: Option<serenity::ChannelId>,
    legend_max: usize,
) -> (String, PromptComponents) {
    let mut body = text.trim_end().to_string();
    let Some(prompt) = prompt else {
        return (body, PromptComponents::None);
    };
    let components = prompt_components(prompt, lang);
    if !body.is_empty() {
        body.push_str("\n\n");
    }
    body.push_str(&format!("**{}**", prompt.question.trim()));
    let shown = button_options(prompt, &components);
    let legend = legend(
        shown.iter().map(|o| (o.label.as_str(), o.detail.as_deref())),
        legend_max,
    );
    if !legend.is_empty() {
        body.push('\n');
        body.push_str(&legend);
    }
    if let Some(limits) = &prompt.limits {
        body.push('\n');
        body.push_str(limits);
        if prompt.select.is_none() {
            body.push('\n');
            body.push_str(&tr(
                lang,
                &Text::new("discord-dm-type-line").str("channel", channel_mention(channel)),
            ));
        }
    }
    if let Some(help) = &prompt.free_form {
        body.push('\n');
        body.push_str(&tr(lang, &Text::new("discord-dm-or-type").str("help", help.clone())));
    }
    if let PromptComponents::TooMany { count } = components {
        body.push('\n');
        body.push_str(&tr(
            lang,
            &Text::new("discord-dm-too-many-options")
                .num("count", count as i64)
                .str("channel", channel_mention(channel)),
        ));
    }
    (body, components)
}

/// A DM: a header naming the channel ("Your move in #game" when a prompt is attached), the body,
/// split at 2000 characters.
pub fn direct_message(private: &PrivateMsg, lang: Lang, channel: Option<serenity::ChannelId>) -> DirectMessage {
    let header_key = if private.prompt.is_some() {
        "discord-dm-your-move"
    } else {
        "discord-dm-update"
    };
    let header = tr(lang, &Text::new(header_key).str("channel", channel_mention(channel)));
    // The legend shrinks (to nothing at worst) rather than split the prompt into two messages.
    let mut message = None;
    for legend_max in [MAX_LEGEND, MAX_LEGEND / 2, MAX_LEGEND / 4, 0] {
        let (body, components) = body_with_legend(&private.text, private.prompt.as_ref(), lang, channel, legend_max);
        let pieces = split_message(&mentions::for_reader(&format!("{header}\n{body}"), lang), MAX_MESSAGE);
        let fits = pieces.len() <= 1;
        message = Some(DirectMessage { pieces, components });
        if fits {
            break;
        }
    }
    message.expect("one try at least")
}

fn channel_mention(channel: Option<serenity::ChannelId>) -> String {
    channel.map_or_else(|| "#?".to_string(), |c| format!("<#{c}>"))
}

/// A board as a PNG attachment, rasterised off the async runtime; `None` (logged) if it fails.
pub async fn render_board(board: &Board) -> Option<serenity::CreateAttachment> {
    let svg = board.svg.clone();
    match tokio::task::spawn_blocking(move || Renderer::shared().png(&svg, 1.0)).await {
        Ok(Ok(png)) => {
            let file = serenity::CreateAttachment::bytes(png, png_file_name(board));
            // The alt text screen readers say for the picture.
            Some(match board.description.trim() {
                "" => file,
                said => file.description(said.chars().take(crate::render::alt::DISCORD_LIMIT).collect::<String>()),
            })
        }
        Ok(Err(e)) => {
            tracing::error!(file = %board.file_name, "board rendering failed: {e}");
            None
        }
        Err(e) => {
            tracing::error!(file = %board.file_name, "board rendering task failed: {e}");
            None
        }
    }
}

/// The attachment name: the board's own stem when it is a plain file name, else `board`.
pub fn png_file_name(board: &Board) -> String {
    let stem = board
        .file_name
        .rsplit_once('.')
        .map_or(board.file_name.as_str(), |(stem, _)| stem);
    let plain =
        !stem.is_empty() && stem.len() <= 64 && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    format!("{}.png", if plain { stem } else { "board" })
}

/// The nonce of piece `piece` of outbox row `row`: Discord refuses to create a second message
/// with the same nonce in a channel for a few minutes (with `enforce_nonce`), so a resend after a
/// crash between "sent" and "marked delivered" is not posted twice.
pub fn nonce(row: i64, piece: usize) -> String {
    format!("wr{row}.{piece}")
}

fn with_nonce(message: serenity::CreateMessage, row: Option<i64>, piece: usize) -> serenity::CreateMessage {
    match row {
        Some(row) => message
            .nonce(serenity::Nonce::String(nonce(row, piece)))
            .enforce_nonce(true),
        None => message,
    }
}

/// A public post as Discord messages: the text pieces, the "Waiting for" line and the ping
/// on the last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicMessage {
    pub pieces: Vec<String>,
    /// Players the post may ping (its ping line mentions them).
    pub mentions: Vec<UserId>,
    /// When the post shows the wait: the last piece's text before the "Waiting for" line (what a
    /// later edit of that line keeps).
    pub status_body: Option<String>,
}

/// Lays out `post`: its text split at 2000 characters, the wait and the ping as the last lines
/// (on a piece of their own when the last one is full).
pub fn public_message(post: &PublicPost, lang: Lang) -> PublicMessage {
    let mut pieces = split_message(&mentions::for_reader(&post.text, lang), MAX_MESSAGE);
    let ping = ping_notice(lang, &post.pings, post.ping_for);
    let tail: Vec<String> = post
        .waiting
        .iter()
        .map(|w| mentions::for_reader(w, lang))
        .chain(ping.iter().map(|p| p.content.clone()))
        .collect();
    let mut status_body = None;
    if !tail.is_empty() {
        let tail = tail.join("\n");
        let body = match pieces.last() {
            Some(last) if last.chars().count() + 1 + tail.chars().count() <= MAX_MESSAGE => {
                pieces.pop().unwrap_or_default()
            }
            _ => String::new(),
        };
        pieces.push(with_status_line(&body, &tail));
        status_body = post.waiting.is_some().then_some(body);
    }
    PublicMessage {
        pieces,
        mentions: ping.map(|p| p.mentions).unwrap_or_default(),
        status_body,
    }
}

/// A post's text with its status line(s) last.
pub fn with_status_line(body: &str, line: &str) -> String {
    if body.is_empty() {
        line.to_string()
    } else {
        format!("{body}\n{line}")
    }
}

/// Posts `post` (its pieces, the board with the last); returns how many messages went out and,
/// when it shows the wait, the message that holds the line. `row`: the outbox row it comes from
/// (its messages carry nonces).
pub(super) async fn send_public(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    post: &PublicPost,
    lang: Lang,
    row: Option<i64>,
) -> Result<(usize, Option<LivingMessage>), serenity::Error> {
    let PublicMessage {
        mut pieces,
        mentions,
        status_body,
    } = public_message(post, lang);
    let mut attachment = match &post.board {
        Some(board) => render_board(board).await,
        None => None,
    };
    if pieces.is_empty() {
        if attachment.is_none() {
            return Ok((0, None));
        }
        pieces.push(String::new());
    }
    let count = pieces.len();
    let last = count - 1;
    let users: Vec<serenity::UserId> = mentions.iter().filter_map(|&u| user_id(u)).collect();
    let mut status = None;
    for (i, piece) in pieces.into_iter().enumerate() {
        // Public text may contain player names; only the ping line's players are pinged.
        let allowed = if i == last {
            serenity::CreateAllowedMentions::new().users(users.clone())
        } else {
            serenity::CreateAllowedMentions::new()
        };
        let mut message = serenity::CreateMessage::new().allowed_mentions(allowed);
        if !piece.is_empty() {
            message = message.content(piece);
        }
        if i == last
            && let Some(file) = attachment.take()
        {
            message = message.add_file(file);
        }
        let sent = channel.send_message(http, with_nonce(message, row, i)).await?;
        if i == last
            && let Some(body) = &status_body
        {
            status = Some(LivingMessage {
                channel: channel.get(),
                message: sent.id.get(),
                body: body.clone(),
            });
        }
    }
    Ok((count, status))
}

/// Edits the "Waiting for" line of the game's status post (`status`); when there is none or it
/// is gone, posts the line. Returns the post now holding the line and how many were posted.
pub(super) async fn update_waiting(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    status: Option<LivingMessage>,
    line: &str,
    lang: Lang,
    row: i64,
) -> Result<(usize, LivingMessage), serenity::Error> {
    let line = mentions::for_reader(line, lang);
    if let Some(status) = status.filter(|s| s.channel == channel.get()) {
        let edit = serenity::EditMessage::new()
            .content(with_status_line(&status.body, &line))
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        match channel
            .edit_message(http, serenity::MessageId::new(status.message), edit)
            .await
        {
            Ok(_) => return Ok((0, status)),
            // Deleted by someone: the line is posted anew below.
            Err(e) if is_unknown_message(&e) => {}
            Err(e) => return Err(e),
        }
    }
    let message = serenity::CreateMessage::new()
        .content(line)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let sent = channel.send_message(http, with_nonce(message, Some(row), 0)).await?;
    Ok((
        1,
        LivingMessage {
            channel: channel.get(),
            message: sent.id.get(),
            body: String::new(),
        },
    ))
}

/// Discord's "Unknown Message" (10008): the message was deleted.
pub(super) fn is_unknown_message(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == 10008 || r.status_code.as_u16() == 404)
}

pub(super) async fn send_notice(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    notice: &ChannelNotice,
    row: Option<i64>,
) -> Result<(), serenity::Error> {
    let users: Vec<serenity::UserId> = notice.mentions.iter().filter_map(|&u| user_id(u)).collect();
    let message = serenity::CreateMessage::new()
        .content(notice.content.clone())
        .allowed_mentions(serenity::CreateAllowedMentions::new().users(users));
    channel.send_message(http, with_nonce(message, row, 0)).await?;
    Ok(())
}

/// Sends a DM; returns how many messages went out and, when it carries a prompt, the message
/// holding the components (`(dm channel, message)`). An error means the player did not get it
/// (closed DMs are the usual reason).
pub(super) async fn send_direct(
    http: &serenity::Http,
    user: UserId,
    message: &DirectMessage,
    row: Option<i64>,
) -> Result<(usize, Option<(u64, u64)>), serenity::Error> {
    let Some(user) = user_id(user) else {
        return Err(serenity::Error::Other("user id 0"));
    };
    let dm = user.create_dm_channel(http).await?;
    let rows = message.components.action_rows();
    let last = message.pieces.len().saturating_sub(1);
    let mut living = None;
    for (i, piece) in message.pieces.iter().enumerate() {
        let mut out = serenity::CreateMessage::new()
            .content(piece.clone())
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if i == last && !rows.is_empty() {
            out = out.components(rows.clone());
        }
        let sent = dm.id.send_message(http, with_nonce(out, row, i)).await?;
        if i == last && !rows.is_empty() {
            living = Some((dm.id.get(), sent.id.get()));
        }
    }
    Ok((message.pieces.len(), living))
}

/// Replaces the player's current prompt message (`living`) with `message` (one piece), buttons
/// included. `Ok(false)` when that message is gone (deleted): send a new one instead.
pub(super) async fn edit_direct(
    http: &serenity::Http,
    living: &LivingMessage,
    message: &DirectMessage,
) -> Result<bool, serenity::Error> {
    let [piece] = message.pieces.as_slice() else {
        return Ok(false);
    };
    let edit = serenity::EditMessage::new()
        .content(piece.clone())
        .components(message.components.action_rows())
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let channel = serenity::ChannelId::new(living.channel.max(1));
    match channel
        .edit_message(http, serenity::MessageId::new(living.message.max(1)), edit)
        .await
    {
        Ok(_) => Ok(true),
        Err(e) if is_unknown_message(&e) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Takes the buttons off a prompt message that can no longer be answered; a message that is
/// gone needs nothing.
pub(super) async fn retire_prompt(http: &serenity::Http, living: &LivingMessage) -> Result<(), serenity::Error> {
    let edit = serenity::EditMessage::new().components(Vec::new());
    let channel = serenity::ChannelId::new(living.channel.max(1));
    match channel
        .edit_message(http, serenity::MessageId::new(living.message.max(1)), edit)
        .await
    {
        Err(e) if !is_unknown_message(&e) => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::fake_rest::{DM_CHANNEL_OFFSET, FakeRest};
    use crate::discord::layout::tests::prompt_with;

    fn private_with(count: usize, text: &str) -> PrivateMsg {
        let mut prompt = prompt_with(count);
        prompt.question = "SECRET-QUESTION which card?".into();
        PrivateMsg {
            user: 777,
            seat: 1,
            text: text.into(),
            prompt: Some(prompt),
            lang: Lang::En,
            continues: false,
        }
    }

    struct FixedLanguages;

    impl Languages for FixedLanguages {
        async fn of_game(&self, _place: Place) -> Lang {
            Lang::En
        }
    }

    #[tokio::test]
    async fn delivers_posts_dms_pings_and_a_notice_for_closed_dms() {
        let fake = FakeRest::start(vec![11]).await;
        let board = Board {
            svg: crate::render::svg::document(120, 60, "#ffffff", ""),
            file_name: "board.svg".into(),
            description: "Toy board: round 2.".into(),
        };
        let outbox = Outbox {
            game_id: Some(3),
            place: Some(Place { guild: 1, channel: 555 }),
            reply: Some("ok".into()),
            public: vec![PublicPost {
                text: "Alice played a card.".into(),
                board: Some(board),
                ..Default::default()
            }],
            private: vec![private_for(10, "SECRET-HAND-A"), private_for(11, "SECRET-HAND-B")],
            pings: vec![10, 11],
            ping_for: Default::default(),
            game_over: false,
            caller_lang: None,
            persisted: false,
            ..Default::default()
        };
        let done = deliver_with(&fake.http(), &FixedLanguages, &outbox).await;
        assert_eq!(
            done,
            Delivered {
                channel_messages: 2,
                direct_messages: 1,
                dm_failed: vec![11],
                failures: 0
            }
        );

        let requests = fake.recorded();
        let to_channel: Vec<_> = requests
            .iter()
            .filter(|r| r.path == "/api/v10/channels/555/messages")
            .collect();
        assert_eq!(to_channel.len(), 2, "the board post with its ping, the DM notice");
        for r in &to_channel {
            assert!(
                !r.text().contains("SECRET"),
                "private text in the channel: {}",
                r.text()
            );
        }
        // 1. The public post: text plus the rendered PNG, its last line pinging the two players
        // (and only them).
        let post = to_channel[0];
        assert!(
            post.content_type.starts_with("multipart/form-data"),
            "{}",
            post.content_type
        );
        assert!(post.text().contains("filename=\"board.png\""));
        assert!(
            post.text().contains("\"description\":\"Toy board: round 2.\""),
            "the board's alt text goes with it: {}",
            post.text()
        );
        assert!(post.body.windows(4).any(|w| w == b"\x89PNG"), "a PNG is attached");
        let content = post.payload()["content"].as_str().unwrap_or_default().to_string();
        assert!(content.starts_with("Alice played a card.\n"), "{content}");
        assert!(
            content.lines().last().unwrap_or_default().contains("<@10> <@11>"),
            "{content}"
        );
        assert_eq!(
            post.payload()["allowed_mentions"]["users"],
            serde_json::json!(["10", "11"])
        );
        assert_eq!(post.payload()["allowed_mentions"]["parse"], serde_json::json!([]));
        // 2. The closed-DM notice names only player 11.
        let notice = to_channel[1].payload();
        assert!(
            notice["content"].as_str().unwrap().contains("<@11>")
                && notice["content"].as_str().unwrap().contains("/hand")
        );
        assert_eq!(notice["allowed_mentions"]["users"], serde_json::json!(["11"]));
        // The DM to player 10 (Korean) carries the prompt as buttons.
        let dm = requests
            .iter()
            .find(|r| r.path == format!("/api/v10/channels/{}/messages", 10 + DM_CHANNEL_OFFSET))
            .expect("DM sent");
        let dm = dm.payload();
        let content = dm["content"].as_str().unwrap();
        assert!(
            content.contains("SECRET-HAND-A") && content.contains("<#555>") && content.contains("차례"),
            "{content}"
        );
        let rows = dm["components"].as_array().expect("components");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["components"][0]["custom_id"], "wr:12345:678:000000ab:0");
    }

    fn private_for(user: UserId, text: &str) -> PrivateMsg {
        PrivateMsg {
            user,
            seat: 0,
            text: text.into(),
            prompt: Some(prompt_with(6)),
            // User 10 reads Korean (their client's language, as the table decided).
            lang: if user == 10 { Lang::Ko } else { Lang::En },
            continues: false,
        }
    }

    #[test]
    fn dm_closed_notice_names_the_player_and_nothing_private() {
        let private = private_with(6, "SECRET-HAND: Super Germ, 100 Megaton Warhead");
        for lang in Lang::ALL {
            let notice = dm_failure_notice(lang, &private);
            assert!(notice.content.contains("<@777>"), "{}", notice.content);
            assert!(
                notice.content.contains("/hand"),
                "tells the player where to look: {}",
                notice.content
            );
            assert_eq!(notice.mentions, vec![777]);
            assert!(!notice.content.contains("SECRET"), "{}", notice.content);
            assert!(!notice.content.contains("Megaton"));
            let prompt = private.prompt.as_ref().unwrap();
            for option in &prompt.options {
                assert!(!notice.content.contains(&option.notation) && !notice.content.contains(&option.label));
            }
        }
    }

    #[test]
    fn an_undo_vote_ping_does_not_say_your_move() {
        let notice = ping_notice(Lang::En, &[5], PingFor::UndoVote).unwrap();
        assert_eq!(notice.content, "<@5>: an undo waits for your vote (/undo to agree).");
    }

    #[test]
    fn pings_mention_each_player_once() {
        assert_eq!(ping_notice(Lang::En, &[], PingFor::Move), None);
        assert_eq!(ping_notice(Lang::En, &[0], PingFor::Move), None);
        let notice = ping_notice(Lang::Ko, &[5, 6, 5], PingFor::Move).unwrap();
        assert_eq!(notice.mentions, vec![5, 6]);
        assert_eq!(notice.content.matches("<@5>").count(), 1);
        assert!(
            notice.content.contains("<@6>") && !notice.content.starts_with("discord-"),
            "{}",
            notice.content
        );
    }

    #[test]
    fn dm_names_the_channel_and_puts_the_question_last() {
        let channel = channel_id(4242);
        let dm = direct_message(&private_with(3, "Your hand: Card A"), Lang::En, channel);
        assert_eq!(dm.pieces.len(), 1);
        let text = &dm.pieces[0];
        assert!(text.contains("<#4242>") && text.contains("Your hand: Card A"), "{text}");
        assert!(text.trim_end().ends_with("**SECRET-QUESTION which card?**"), "{text}");
        assert!(matches!(dm.components, PromptComponents::Buttons(ref rows) if rows.len() == 1 && rows[0].len() == 3));

        let update = direct_message(
            &PrivateMsg {
                user: 1,
                seat: 0,
                text: "You drew a card.".into(),
                prompt: None,
                lang: Lang::Ko,
                continues: false,
            },
            Lang::Ko,
            channel,
        );
        assert_eq!(update.components, PromptComponents::None);
        assert!(
            update.pieces[0].contains("<#4242>") && !update.pieces[0].contains("discord-dm"),
            "{}",
            update.pieces[0]
        );
    }

    #[test]
    fn long_dm_is_split_and_too_many_options_point_to_play() {
        let long_text = vec!["a line of the log"; 300].join("\n");
        let dm = direct_message(&private_with(126, &long_text), Lang::En, channel_id(9));
        assert!(dm.pieces.len() >= 3);
        assert!(dm.pieces.iter().all(|p| p.chars().count() <= MAX_MESSAGE));
        assert_eq!(dm.components, PromptComponents::TooMany { count: 126 });
        let last = dm.pieces.last().unwrap();
        assert!(last.contains("/play") && last.contains("126"), "{last}");
    }

    #[test]
    fn free_form_prompts_explain_typing() {
        let mut private = private_with(0, "");
        private.prompt.as_mut().unwrap().free_form = Some("influence <country>:<n> …".into());
        let dm = direct_message(&private, Lang::En, channel_id(9));
        assert_eq!(dm.components, PromptComponents::None);
        assert!(
            dm.pieces[0].contains("/play") && dm.pieces[0].contains("influence <country>:<n>"),
            "{}",
            dm.pieces[0]
        );
    }

    #[test]
    fn zero_ids_never_reach_serenity() {
        assert_eq!(channel_id(0), None);
        assert_eq!(user_id(0), None);
        assert_eq!(channel_mention(None), "#?");
    }

    #[test]
    fn attachment_names_are_plain_png_names() {
        let board = |name: &str| Board {
            svg: String::new(),
            file_name: name.into(),
            description: String::new(),
        };
        assert_eq!(png_file_name(&board("board.png")), "board.png");
        assert_eq!(png_file_name(&board("nuclear-war_7.svg")), "nuclear-war_7.png");
        assert_eq!(png_file_name(&board("")), "board.png");
        assert_eq!(png_file_name(&board("../../etc/passwd")), "board.png");
    }
}
