//! A table that runs itself, through the real `warroom bot` process and the fake Discord, with
//! the bot's clock moved forward by a file (`harness::set_clock`) instead of sleeping: a Twilight
//! Struggle game left for days is reminded by DM and in the channel, once per period, across two
//! restarts; a player's quiet hours in their own time zone hold a reminder until morning; the
//! deadline asks the channel to replace the late player; the creator's `/replace` hands the seat,
//! hidden cards and buttons to a newcomer and locks the old player out at once; `/games` lists the
//! game in the guild and, in a DM, the newcomer's own games with a jump link to their prompt.
//! Nothing in the channel's reminder lines or in `/games` names a hidden card.

use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

use warroom::engine::{AnyMatch, Viewer};
use warroom::i18n::{Lang, msg, tr};
use warroom::table::Table;

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    BotProcess, DELIVERY, Snapshot, active, assert_replays, buttons_valid_since, by_id, command, component_for,
    is_move_confirmation, newest_prompt_dm, open_table, place, press, set_clock,
};

const ALICE: u64 = 601;
const BOB: u64 = 602;
const CAROL: u64 = 603;
const CHANNEL: u64 = 3601;
const HOUR_MS: i64 = 3_600_000;

fn is_reminder_dm(r: &Recorded, user: u64) -> bool {
    r.dm_recipient() == Some(user) && r.is_post() && r.content().contains("Reminder")
}

fn reminder_dms(fake: &FakeDiscord, user: u64) -> usize {
    fake.recorded()
        .iter()
        .filter(|r| is_reminder_dm(r, user) && r.ok())
        .count()
}

fn channel_posts(fake: &FakeDiscord) -> Vec<Recorded> {
    let path = format!("/channels/{CHANNEL}/messages");
    fake.recorded()
        .into_iter()
        .filter(|r| r.path == path && r.is_post() && r.ok())
        .collect()
}

/// Card names (English and Korean) hidden from `viewer`.
fn hidden_names(m: &dyn AnyMatch, viewer: Viewer) -> BTreeSet<String> {
    m.hidden_card_ids(viewer)
        .iter()
        .filter_map(|id| m.card_name(id))
        .flat_map(|name| [tr(Lang::En, &name), tr(Lang::Ko, &name)])
        .collect()
}

/// Card names only `seat` knows: its hand.
fn own_secret_names(m: &dyn AnyMatch, seat: usize) -> BTreeSet<String> {
    let public: BTreeSet<String> = m.hidden_card_ids(Viewer::Public).into_iter().collect();
    let hidden_from_seat: BTreeSet<String> = m.hidden_card_ids(Viewer::Seat(seat)).into_iter().collect();
    public
        .difference(&hidden_from_seat)
        .filter_map(|id| m.card_name(id))
        .map(|name| tr(Lang::En, &name))
        .collect()
}

/// The bot's wait rows for the game: (user, since, next reminder).
async fn waits(table: &Table, id: i64) -> Vec<(u64, i64, Option<i64>)> {
    let mut conn = table.store.conn().await.expect("conn");
    warroom::store::waits(&mut conn, id)
        .await
        .expect("waits")
        .iter()
        .map(|w| (w.user as u64, w.since, w.next_reminder))
        .collect()
}

fn real_now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis() as i64
}

/// Moves the bot's clock so that it reads `at` (unix ms, at least now).
fn clock_at(dir: &Path, at: i64) {
    set_clock(dir, Duration::from_millis((at - real_now_ms()).max(0) as u64));
}

/// Plays the first legal option by `/play` until `user` is the only one the game waits for.
async fn play_until_awaited(fake: &FakeDiscord, table: &Table, id: i64, user: u64) -> Snapshot {
    for _ in 0..200 {
        let game = by_id(table, id).await;
        let m = game.game().expect("state");
        let pending = m.pending();
        let deciders: BTreeSet<u64> = pending.iter().filter_map(|p| game.user_at(p.seat)).collect();
        if deciders == BTreeSet::from([user]) {
            return game;
        }
        let mover = game.user_at(pending[0].seat).expect("seated");
        let notation = pending[0].options[0].notation.clone();
        let answer = command(
            fake,
            &Slash::new(mover, "play")
                .in_channel(CHANNEL)
                .opt("action", notation.as_str()),
        )
        .await;
        assert!(is_move_confirmation(&answer), "{notation}: {answer}");
    }
    panic!("the game never waited for {user} alone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_left_for_days_reminds_the_right_people_at_sensible_hours_and_takes_a_substitute() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("table.db")).await;
    let log = dir.path().join("bot.log");
    let mut bot = BotProcess::start(&fake, &url, dir.path(), &log).await;
    let table = open_table(&url).await;

    let slash = |user: u64, name: &str| Slash::new(user, name).in_channel(CHANNEL);
    command(
        &fake,
        &slash(ALICE, "new")
            .opt("game", "twilight-struggle")
            .opt("remind_after", 24)
            .opt("remind_every", 24),
    )
    .await;
    command(&fake, &slash(BOB, "join")).await;
    command(&fake, &slash(ALICE, "start")).await;
    let game = active(&table, place(CHANNEL)).await.expect("running");
    let id = game.id;

    // 1. The first decider is reminded after a day: one DM with buttons, one channel line.
    let m = game.game().expect("state");
    let first = game.user_at(m.pending()[0].seat).expect("seated");
    let other = if first == ALICE { BOB } else { ALICE };
    let since = waits(&table, id).await.iter().find(|w| w.0 == first).expect("a wait").1;
    let posts_before = channel_posts(&fake).len();
    clock_at(dir.path(), since + 25 * HOUR_MS);
    let reminder = fake
        .wait_for(DELIVERY * 3, |r| is_reminder_dm(r, first))
        .await
        .unwrap_or_else(|| panic!("no reminder for {first}: {}", fake.tail(10)));
    assert!(!reminder.custom_ids().is_empty(), "the reminder carries the buttons");
    let line = fake
        .wait_for(DELIVERY, |r| {
            r.path == format!("/channels/{CHANNEL}/messages") && r.content().contains("⏰")
        })
        .await
        .expect("a channel reminder");
    assert_eq!(line.allowed_user_mentions(), vec![first], "{line:?}");
    fake.settle(Duration::from_millis(600), DELIVERY).await;
    assert_eq!(reminder_dms(&fake, first), 1);
    assert_eq!(reminder_dms(&fake, other), 0, "the other player owes nothing");

    // 2. A restart: the timer is stored, it does not fire again.
    bot.crash(&fake).await;
    bot = BotProcess::start(&fake, &url, dir.path(), &log).await;
    fake.settle(Duration::from_millis(800), DELIVERY).await;
    assert_eq!(reminder_dms(&fake, first), 1, "fired once, restart or not");

    // 3. The other player sleeps 22–8 in Seoul. Once the game waits for them, a reminder due at
    //    night waits for the morning.
    let set = command(
        &fake,
        &Slash::new(other, "settings")
            .in_dm()
            .opt("time_zone", "Asia/Seoul")
            .opt("quiet_hours", "22-8"),
    )
    .await;
    assert!(set.contains("Asia/Seoul"), "{set}");
    let game = play_until_awaited(&fake, &table, id, other).await;
    let since = waits(&table, id).await.iter().find(|w| w.0 == other).expect("a wait").1;
    let seoul = warroom::table::QuietHours {
        zone: Some("Asia/Seoul".into()),
        from: 23,
        until: 0,
    };
    let mut night = since + 24 * HOUR_MS + HOUR_MS / 2;
    while seoul.end_of_quiet(night).is_none() {
        night += HOUR_MS / 4;
    }
    clock_at(dir.path(), night);
    let postponed = async {
        for _ in 0..100 {
            let next = waits(&table, id).await.iter().find(|w| w.0 == other).and_then(|w| w.2);
            if next.is_some_and(|at| at > night) {
                return next;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }
    .await
    .expect("the night reminder is postponed");
    assert!(postponed - night <= 9 * HOUR_MS, "until 08:00 in Seoul");
    assert_eq!(reminder_dms(&fake, other), 0, "nothing at night");
    clock_at(dir.path(), postponed + 60_000);
    fake.wait_for(DELIVERY * 3, |r| is_reminder_dm(r, other))
        .await
        .expect("the morning reminder");

    // 4. The deadline: the creator sets 72 hours; past it, the channel is asked to replace.
    let set = command(&fake, &slash(ALICE, "reminders").opt("deadline", 72)).await;
    assert!(set.contains("72 hours"), "{set}");
    clock_at(dir.path(), since + 73 * HOUR_MS);
    let deadline = fake
        .wait_for(DELIVERY * 3, |r| {
            r.path == format!("/channels/{CHANNEL}/messages") && r.content().contains("⌛")
        })
        .await
        .expect("the deadline post");
    assert!(deadline.content().contains("/replace"), "{}", deadline.content());

    // 5. The creator hands the late seat to Carol: its hidden cards and buttons go to her DMs.
    let seat = game.seat_of(other).expect("seated");
    let m = by_id(&table, id).await.game().expect("state");
    let hand = own_secret_names(m.as_ref(), seat);
    assert!(!hand.is_empty(), "the seat holds hidden cards");
    let pending = m.pending();
    let old_prompt = newest_prompt_dm(
        &fake.recorded(),
        other,
        id,
        pending[0].fingerprint(),
        buttons_valid_since(&crate::harness::actions(&table, id).await, seat),
    )
    .expect("the late player's prompt");
    let seat_number = (seat + 1).to_string();
    let done = command(
        &fake,
        &slash(ALICE, "replace")
            .opt("seat", seat as i64 + 1)
            .user_opt("player", CAROL),
    )
    .await;
    assert!(done.starts_with("Done"), "{done} (seat {seat_number})");
    let welcome = fake
        .wait_for(DELIVERY, |r| r.dm_recipient() == Some(CAROL) && r.is_post() && r.ok())
        .await
        .expect("Carol's DM");
    for card in &hand {
        assert!(
            welcome.content().contains(card.as_str()),
            "{card} missing: {}",
            welcome.content()
        );
    }
    assert!(!welcome.custom_ids().is_empty(), "with the seat's buttons");
    let after = by_id(&table, id).await;
    assert_eq!(after.user_at(seat), Some(CAROL));
    // The old player is out at once: their button and /hand are refused, nothing changes.
    let (button, value) = component_for(&old_prompt, 0).expect("a component for option 0");
    let pressed = press(&fake, other, &old_prompt, &button, value.as_deref()).await;
    assert_eq!(
        pressed.told.content(),
        msg(Lang::En, "table-err-not-seated"),
        "{pressed:?}"
    );
    let hand_reply = command(&fake, &slash(other, "hand")).await;
    assert_eq!(hand_reply, msg(Lang::En, "table-err-not-seated"));
    assert_eq!(by_id(&table, id).await.version, after.version);
    // Carol plays from her DM.
    let (custom_id, value) = component_for(&welcome, 0).expect("a component for option 0");
    let played = press(&fake, CAROL, &welcome, &custom_id, value.as_deref()).await;
    assert!(is_move_confirmation(played.told.content()), "{played:?}");
    assert!(by_id(&table, id).await.version > after.version);

    // 6. Another restart, then `/games`: in the guild, and Carol's own in a DM with a jump link.
    bot.crash(&fake).await;
    let _bot = BotProcess::start(&fake, &url, dir.path(), &log).await;
    let now = by_id(&table, id).await;
    let m = now.game().expect("state");
    let listed = command(&fake, &slash(BOB, "games")).await;
    assert!(
        listed.contains(&format!("#{id}")) && listed.contains(&format!("<#{CHANNEL}>")),
        "{listed}"
    );
    assert!(
        listed.contains("https://discord.com/channels/"),
        "a jump link to the last post: {listed}"
    );
    let awaited = now.user_at(m.pending()[0].seat).expect("seated");
    let mine = command(&fake, &Slash::new(CAROL, "games").in_dm()).await;
    assert!(
        mine.starts_with("Your games") && mine.contains(&format!("#{id}")),
        "{mine}"
    );
    assert_eq!(
        mine.contains("your move") && mine.contains("https://discord.com/channels/@me/"),
        awaited == CAROL,
        "{mine}"
    );
    let none = command(&fake, &Slash::new(BOB + 50, "games").in_dm()).await;
    assert_eq!(none, msg(Lang::En, "games-none-yours"));
    let hidden = hidden_names(m.as_ref(), Viewer::Public);
    let reminders: Vec<String> = channel_posts(&fake)
        .iter()
        .skip(posts_before)
        .map(|r| r.content().to_string())
        .filter(|t| t.contains('⏰') || t.contains('⌛'))
        .chain([listed])
        .collect();
    for text in &reminders {
        for name in &hidden {
            assert!(!text.contains(name.as_str()), "`{name}` leaked into: {text}");
        }
    }
    assert_replays(&table, id).await;
}
