//! Authorisation through the real bot: a user without a seat, or with another seat, cannot move
//! (button or `/play`), undo, concede or read another player's private view (`/hand`); only the
//! table's creator or a member with Manage Server (interaction member permission 0x20) may
//! `/abort`. Every refusal is specific and changes nothing in the store.

use warroom::discord::ids::ComponentId;
use warroom::engine::Viewer;
use warroom::i18n::{Lang, msg};

use crate::fake_discord::{FakeDiscord, MANAGE_GUILD, Recorded, Slash};
use crate::harness::{
    CardNames, DELIVERY, InProcessBot, Snapshot, actions, active, autocomplete, buttons_valid_since, by_id, command,
    is_move_confirmation, is_stale_refusal, message_prefix, newest_prompt_dm, open_table, place, press, sent,
};

const ANN: u64 = 501;
const BEN: u64 = 502;
const CY: u64 = 503;
/// Not seated anywhere.
const OUTSIDER: u64 = 504;
/// Holds Manage Server, not seated.
const MODERATOR: u64 = 505;
const PLAYERS: [u64; 3] = [ANN, BEN, CY];
const CHANNEL: u64 = 3501;

/// The game, its only decider (with their prompt DM) and a seated player who owes nothing;
/// plays `/play` moves until a move was made and exactly one seat owes a decision.
async fn single_decider(fake: &FakeDiscord, table: &warroom::table::Table) -> (Snapshot, u64, Recorded, u64) {
    for _ in 0..100 {
        let game = active(table, place(CHANNEL)).await.expect("running");
        let m = game.game().expect("state");
        let pending = m.pending();
        let decider = game.user_at(pending[0].seat).expect("seated");
        let log = actions(table, game.id).await;
        // At least one move first, so that there is something to ask to undo.
        if pending.len() == 1 && !log.is_empty() {
            let since = buttons_valid_since(&log, pending[0].seat);
            let fingerprint = pending[0].fingerprint();
            let found = fake
                .wait_for(DELIVERY, |_| {
                    newest_prompt_dm(&fake.recorded(), decider, game.id, fingerprint, since).is_some()
                })
                .await;
            assert!(found.is_some(), "no prompt DM for {decider}: {}", fake.tail(20));
            let dm = newest_prompt_dm(&fake.recorded(), decider, game.id, fingerprint, since).expect("found");
            let idle = *PLAYERS.iter().find(|&&u| u != decider).expect("three players");
            return (game, decider, dm, idle);
        }
        let notation = pending[0].options[0].notation.clone();
        let answer = command(
            fake,
            &Slash::new(decider, "play")
                .in_channel(CHANNEL)
                .opt("action", notation.as_str()),
        )
        .await;
        assert!(is_move_confirmation(&answer), "{answer}");
    }
    panic!("no position with a single decider in 100 moves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_seated_players_act_for_their_own_seat_and_only_the_creator_or_a_manager_aborts() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("auth.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    let slash = |user: u64, name: &str| Slash::new(user, name).in_channel(CHANNEL);

    command(&fake, &slash(ANN, "new").opt("game", "nuclear-war")).await;
    command(&fake, &slash(BEN, "join")).await;
    command(&fake, &slash(CY, "join")).await;
    // Only the creator starts.
    let early = command(&fake, &slash(BEN, "start")).await;
    assert_eq!(early, sent(Lang::En, "table-err-not-creator"));
    let started = command(&fake, &slash(ANN, "start")).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );

    let (game, decider, dm, idle) = single_decider(&fake, &table).await;
    let version = game.version;
    let m = game.game().expect("state");
    let notation = m.pending()[0].options[0].notation.clone();
    let button = dm.custom_ids()[0].clone();
    assert_eq!(ComponentId::parse(&button).map(|c| c.game_id), Some(game.id));
    let not_seated = msg(Lang::En, "table-err-not-seated");
    let not_your_turn = message_prefix(Lang::En, "err-not-your-turn");
    let unchanged = |what: &str, after: i64| assert_eq!(after, version, "{what} changed the game");

    // The decider's button, pressed by someone else (a forwarded message, a crafted id).
    let pressed = press(&fake, OUTSIDER, &dm, &button, None).await;
    assert_eq!(pressed.told.content(), not_seated, "{pressed:?}");
    assert!(pressed.retired.is_none(), "the decider's prompt stays: {pressed:?}");
    // Another seat: "not your turn", or, if the decider's DM is from an earlier version (the
    // game moved on while the test looked for it), "out of date — you owe nothing now".
    let pressed = press(&fake, idle, &dm, &button, None).await;
    assert!(
        pressed.told.content().starts_with(&not_your_turn) || is_stale_refusal(pressed.told.content()),
        "{pressed:?}"
    );
    unchanged("a stranger's press", by_id(&table, game.id).await.version);

    // `/play` with the decider's legal move, by a stranger and by another seat.
    let play = command(&fake, &slash(OUTSIDER, "play").opt("action", notation.as_str())).await;
    assert_eq!(play, not_seated);
    let play = command(&fake, &slash(idle, "play").opt("action", notation.as_str())).await;
    assert!(play.starts_with(&not_your_turn), "{play}");
    // Their suggestions say so instead of listing the decider's options.
    for (user, why) in [(OUTSIDER, not_seated.clone()), (idle, not_your_turn.clone())] {
        let suggestions = autocomplete(&fake, &slash(user, "play").typing("action", "")).await;
        assert_eq!(suggestions.choice_values(), vec!["?".to_string()], "{suggestions:?}");
        assert!(suggestions.choice_names()[0].starts_with(&why), "{suggestions:?}");
    }
    unchanged("a stranger's /play", by_id(&table, game.id).await.version);

    // Undo, concede and the private view are for seated players, each for their own seat.
    // (`/undo answer:yes` is choice 0: poise sends choices as their index.)
    for (name, options) in [("undo", None), ("undo", Some(0)), ("concede", None), ("hand", None)] {
        let mut request = slash(OUTSIDER, name);
        if let Some(answer) = options {
            request = request.opt("answer", answer);
        }
        let answer = command(&fake, &request).await;
        assert_eq!(answer, not_seated, "/{name} {options:?} by a stranger");
    }
    unchanged("a stranger's undo or concession", by_id(&table, game.id).await.version);
    // Another seat asking for an undo only opens a vote: the move stands until every seat agrees.
    let asked = command(&fake, &slash(idle, "undo")).await;
    assert_eq!(asked, sent(Lang::En, "table-reply-undo-recorded"));
    unchanged("an undo request", by_id(&table, game.id).await.version);
    // Another seat's /hand shows only what that seat may know: nothing of the decider's hand.
    let hand = fake.send(&slash(idle, "hand"));
    let view = fake
        .wait_for_since(hand.first_request, DELIVERY, |r| {
            hand.is_webhook(r) && !r.files.is_empty()
        })
        .await
        .unwrap_or_else(|| panic!("/hand sent no board: {}", fake.tail(20)));
    let idle_seat = game.seat_of(idle).expect("seated");
    let shown: String = fake
        .recorded_since(hand.first_request)
        .iter()
        .filter(|r| hand.is_webhook(r))
        .map(Recorded::visible_text)
        .collect();
    assert!(shown.contains(&message_prefix(Lang::En, "nw-log-your-hand")), "{shown}");
    let secret = CardNames::secret_types(m.as_ref(), Viewer::Seat(idle_seat));
    let named = CardNames::new().named(&shown);
    assert!(
        named.is_disjoint(&secret),
        "{idle}'s /hand names {:?}: {shown}",
        named.intersection(&secret)
    );
    assert_eq!(view.payload["flags"], 64, "/hand is private");
    assert!(
        view.png_files
            .iter()
            .all(|f| f.ends_with(&format!("-p{}.png", idle_seat + 1))),
        "{view:?}"
    );
    // The rightful owner's button still works.
    let pressed = press(&fake, decider, &dm, &button, None).await;
    assert!(is_move_confirmation(pressed.told.content()), "{pressed:?}");
    assert_eq!(by_id(&table, game.id).await.version, version + 1);

    // `/abort`: not by a seated player who did not open the table, nor by a stranger; yes by a
    // member with Manage Server, and by the creator.
    let not_allowed = msg(Lang::En, "table-err-abort-not-allowed");
    assert_eq!(command(&fake, &slash(BEN, "abort")).await, not_allowed);
    assert_eq!(command(&fake, &slash(OUTSIDER, "abort")).await, not_allowed);
    assert_eq!(
        command(&fake, &slash(OUTSIDER, "abort").permissions(0x10)).await,
        not_allowed,
        "Manage Channels is not Manage Server"
    );
    assert!(active(&table, place(CHANNEL)).await.is_some(), "still running");
    let aborted = command(&fake, &slash(MODERATOR, "abort").permissions(MANAGE_GUILD)).await;
    assert_eq!(aborted, sent(Lang::En, "table-reply-aborted"));
    assert_eq!(by_id(&table, game.id).await.status, "aborted");
    command(&fake, &slash(BEN, "new").opt("game", "nuclear-war")).await;
    command(&fake, &slash(ANN, "join")).await;
    assert_eq!(command(&fake, &slash(ANN, "abort")).await, not_allowed);
    assert_eq!(
        command(&fake, &slash(BEN, "abort")).await,
        msg(Lang::En, "table-reply-aborted")
    );
    assert!(active(&table, place(CHANNEL)).await.is_none());

    let late = fake.late_or_unanswered();
    assert!(late.is_empty(), "interactions not answered in time: {late:?}");
    bot.stop().await;
}
