//! Reminders, deadlines, quiet hours, substitutes and `/games` at the table, without Discord.
//! Time is moved by firing timers "as if" at a later instant (`Table::fire_due_timers_at`).

use warroom::store;
use warroom::table::{Delivery, ErrorKind, GameStatus, Place, QuietHours, Table, TimersChange};

use super::{HERE, ann, bob, cyd, everyone_picks, expect_err, opts, player, registry, started};

const HOUR: i64 = 3_600_000;

async fn bot_table() -> Table {
    Table::new(warroom::store::scratch_store().await.expect("store"), registry()).with_persisted_deliveries()
}

async fn waits(table: &Table, id: i64) -> Vec<store::WaitRow> {
    store::waits(&mut table.store.conn().await.unwrap(), id).await.unwrap()
}

/// Every delivery owed now, delivered at once (as the courier would), returned.
async fn take_owed(table: &Table) -> Vec<Delivery> {
    let owed = table.pending_deliveries().await.unwrap();
    for o in &owed {
        table.mark_delivered(o.id).await.unwrap();
    }
    owed.into_iter().map(|o| o.delivery).collect()
}

fn dm_texts(owed: &[Delivery]) -> Vec<(u64, String, bool)> {
    owed.iter()
        .filter_map(|d| match d {
            Delivery::Dm(m) => Some((m.user, m.text.clone(), m.prompt.is_some())),
            _ => None,
        })
        .collect()
}

fn posts(owed: &[Delivery]) -> Vec<(String, Vec<u64>)> {
    owed.iter()
        .filter_map(|d| match d {
            Delivery::Public(p) => Some((p.text.clone(), p.pings.clone())),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_waiting_player_is_reminded_after_a_day_by_dm_and_in_the_channel_once_per_period() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    take_owed(&table).await;
    let w = waits(&table, id).await;
    assert_eq!(w.len(), 3, "the secret pick waits for everyone: {w:?}");
    let since = w[0].since;
    assert!(
        w.iter()
            .all(|w| w.next_reminder == Some(since + 24 * HOUR) && w.deadline_at.is_none())
    );

    assert_eq!(table.fire_due_timers_at(since + 23 * HOUR).await.unwrap(), 0, "not yet");
    assert_eq!(table.fire_due_timers_at(since + 25 * HOUR).await.unwrap(), 3);
    let owed = take_owed(&table).await;
    let dms = dm_texts(&owed);
    assert_eq!(dms.len(), 3);
    for (user, text, prompt) in &dms {
        assert!(text.contains("Reminder") && text.contains("25 hours"), "{user}: {text}");
        assert!(prompt, "the reminder carries the player's buttons");
    }
    let channel = posts(&owed);
    assert_eq!(channel.len(), 3, "{channel:?}");
    assert!(
        channel
            .iter()
            .all(|(text, pings)| text.contains("25 hours") && pings.len() == 1)
    );
    // Never twice for the same period, also if the worker runs again or two workers race.
    assert_eq!(table.fire_due_timers_at(since + 25 * HOUR).await.unwrap(), 0);
    assert_eq!(
        table.fire_due_timers_at(since + 48 * HOUR).await.unwrap(),
        0,
        "every 24 h from the first"
    );
    assert_eq!(table.fire_due_timers_at(since + 49 * HOUR + 1).await.unwrap(), 3);
    assert!(waits(&table, id).await.iter().all(|w| w.reminders == 2));
}

#[tokio::test]
async fn a_move_restarts_the_movers_wait_and_keeps_the_others_and_pings_off_means_dm_only() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    table.settings(&bob(), None, Some(false)).await.unwrap();
    let before = waits(&table, id).await;
    everyone_picks(&table, &players[..1], id).await;
    let after = waits(&table, id).await;
    assert_eq!(after.len(), 2, "Ann picked and owes nothing: {after:?}");
    for w in &after {
        let old = before.iter().find(|b| b.user == w.user).unwrap();
        assert_eq!(w.since, old.since, "the others keep their wait");
    }
    take_owed(&table).await;
    let since = after[0].since;
    assert_eq!(table.fire_due_timers_at(since + 24 * HOUR).await.unwrap(), 2);
    let owed = take_owed(&table).await;
    assert_eq!(dm_texts(&owed).len(), 2);
    let channel = posts(&owed);
    assert_eq!(channel.len(), 1, "Bob turned pings off: DM only");
    assert_eq!(channel[0].1, vec![cyd().user]);

    // The game ends: nothing waits, nothing fires.
    everyone_picks(&table, &players[1..], id).await;
    for p in &players {
        let _ = table.concede(HERE, p).await;
    }
    assert_eq!(table.info(HERE).await.map(|i| i.status).ok(), None, "the game is over");
    assert_eq!(table.fire_due_timers_at(since + 500 * HOUR).await.unwrap(), 0);
}

#[test]
fn quiet_hours_end_at_the_local_hour_and_span_midnight() {
    let seoul = QuietHours {
        zone: Some("Asia/Seoul".into()),
        from: 22,
        until: 8,
    };
    // 2026-11-26 14:00 UTC is 23:00 in Seoul: quiet until 08:00 Seoul = 23:00 UTC.
    let at = jiff::Timestamp::from_second(1_795_701_600).unwrap().as_millisecond();
    assert_eq!(
        jiff::Timestamp::from_millisecond(at).unwrap().to_string(),
        "2026-11-26T14:00:00Z"
    );
    assert_eq!(seoul.end_of_quiet(at), Some(at + 9 * HOUR));
    // 05:00 UTC = 14:00 Seoul: not quiet.
    assert_eq!(seoul.end_of_quiet(at - 9 * HOUR), None);
    // 23:30 UTC = 08:30 Seoul: just after.
    assert_eq!(seoul.end_of_quiet(at + 9 * HOUR + HOUR / 2), None);
    // Without a zone: UTC hours; a same-day span.
    let utc = QuietHours {
        zone: None,
        from: 13,
        until: 15,
    };
    assert_eq!(utc.end_of_quiet(at), Some(at + HOUR));
    assert_eq!(
        warroom::table::known_time_zone("asia/seoul").as_deref(),
        Some("Asia/Seoul")
    );
    assert_eq!(warroom::table::known_time_zone("Mars/Olympus"), None);
    assert!(warroom::table::time_zones_matching("seoul").contains(&"Asia/Seoul".to_string()));
}

#[tokio::test]
async fn a_reminder_due_in_quiet_hours_waits_for_their_end() {
    let table = bot_table().await;
    let players = [ann(), bob()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    take_owed(&table).await;
    // Bob sleeps 22–8 in Seoul; Ann has no quiet hours.
    let reply = table
        .settings_with(&bob(), None, None, Some("asia/seoul"), Some("22-8"))
        .await
        .unwrap();
    assert!(reply.contains("Asia/Seoul") && reply.contains("22:00–08:00"), "{reply}");
    let since = waits(&table, id).await[0].since;
    // The first instant at or after the due time at which it is 23:00 in Seoul.
    let due = since + 24 * HOUR;
    let eleven_pm = QuietHours {
        zone: Some("Asia/Seoul".into()),
        from: 23,
        until: 0,
    };
    let mut night = due;
    while eleven_pm.end_of_quiet(night).is_none() {
        night += HOUR / 4;
    }
    assert_eq!(table.fire_due_timers_at(night).await.unwrap(), 1, "only Ann");
    let owed = take_owed(&table).await;
    assert_eq!(
        dm_texts(&owed).iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![ann().user]
    );
    let bob_wait = waits(&table, id)
        .await
        .into_iter()
        .find(|w| w.user == bob().user as i64)
        .unwrap();
    let morning = bob_wait.next_reminder.expect("postponed");
    assert!(morning > night && morning - night <= 9 * HOUR, "until 08:00 Seoul");
    assert_eq!(table.fire_due_timers_at(morning - 1).await.unwrap(), 0);
    assert_eq!(table.fire_due_timers_at(morning).await.unwrap(), 1);
    assert_eq!(dm_texts(&take_owed(&table).await)[0].0, bob().user);

    // Bad settings are refused before anything changes.
    let e = expect_err(
        table
            .settings_with(&bob(), None, None, Some("Mars/Olympus"), None)
            .await,
    );
    assert!(warroom::i18n::tr(warroom::i18n::Lang::En, &e.message).contains("Asia/Seoul"));
    expect_err(table.settings_with(&bob(), None, None, None, Some("25-3")).await);
}

#[tokio::test]
async fn reminders_are_set_by_the_creator_and_a_deadline_tells_the_channel_once() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    take_owed(&table).await;
    let change = TimersChange {
        remind_after: Some(0),
        remind_every: None,
        deadline: Some(48),
    };
    assert_eq!(
        expect_err(table.set_timers(HERE, &bob(), change).await).kind,
        ErrorKind::NotAllowed
    );
    expect_err(
        table
            .set_timers(
                HERE,
                &ann(),
                TimersChange {
                    deadline: Some(10_000),
                    ..change
                },
            )
            .await,
    );
    let reply = table.set_timers(HERE, &ann(), change).await.unwrap();
    assert!(reply.contains("off") && reply.contains("48 hours"), "{reply}");
    assert!(table.timers_summary(HERE, &cyd()).await.unwrap().contains("48 hours"));
    let since = waits(&table, id).await[0].since;
    assert!(
        waits(&table, id)
            .await
            .iter()
            .all(|w| w.next_reminder.is_none() && w.deadline_at == Some(since + 48 * HOUR))
    );
    assert_eq!(table.fire_due_timers_at(since + 47 * HOUR).await.unwrap(), 0);
    assert_eq!(table.fire_due_timers_at(since + 48 * HOUR).await.unwrap(), 3);
    let channel = posts(&take_owed(&table).await);
    assert_eq!(channel.len(), 3, "one deadline post per late player");
    assert!(
        channel
            .iter()
            .all(|(t, pings)| t.contains("/replace") && pings.is_empty())
    );
    assert_eq!(
        table.fire_due_timers_at(since + 400 * HOUR).await.unwrap(),
        0,
        "told once"
    );
}

/// Makes the game's waits `hours` older (as if that much time had passed).
async fn age_waits(table: &Table, id: i64, hours: i64) {
    let mut conn = table.store.conn().await.unwrap();
    let mut rows = store::waits(&mut conn, id).await.unwrap();
    for w in &mut rows {
        w.since -= hours * HOUR;
    }
    store::put_waits(&mut conn, id, &rows).await.unwrap();
}

#[tokio::test]
async fn the_creator_replaces_a_player_whose_cards_and_prompt_go_to_the_newcomer() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    let dan = player(104, "Dan");
    let bob_seat = table
        .info(HERE)
        .await
        .unwrap()
        .seats
        .iter()
        .find(|s| s.user == bob().user)
        .unwrap()
        .seat;
    let bob_hand = table.hand(HERE, &bob()).await.unwrap();
    take_owed(&table).await;

    // Refusals first: out of range, an already seated player, a stranger asking.
    expect_err(table.replace(HERE, &ann(), 9, &dan).await);
    assert_eq!(
        expect_err(table.replace(HERE, &ann(), bob_seat + 1, &cyd()).await).kind,
        ErrorKind::AlreadySeated
    );
    assert_eq!(
        expect_err(table.replace(HERE, &player(999, "Eve"), bob_seat + 1, &dan).await).kind,
        ErrorKind::NotAllowed
    );
    assert_eq!(
        expect_err(table.replace(HERE, &cyd(), bob_seat + 1, &dan).await).kind,
        ErrorKind::NotAllowed,
        "another player before the deadline"
    );

    let out = table.replace(HERE, &ann(), bob_seat + 1, &dan).await.unwrap();
    assert!(out.persisted);
    assert_eq!(out.retire, vec![bob().user], "Bob's buttons are taken away");
    let welcome = out.private.iter().find(|m| m.user == dan.user).expect("Dan's DM");
    let hand_line = bob_hand
        .text
        .lines()
        .find(|l| l.contains("Your hand"))
        .unwrap()
        .to_string();
    assert!(
        welcome.text.contains(&hand_line),
        "Dan gets the seat's hidden cards: {}",
        welcome.text
    );
    let prompt = welcome.prompt.as_ref().expect("and its pending pick");
    assert_eq!(
        prompt.options.iter().map(|o| o.label.clone()).collect::<Vec<_>>(),
        bob_hand
            .prompt
            .as_ref()
            .unwrap()
            .options
            .iter()
            .map(|o| o.label.clone())
            .collect::<Vec<_>>()
    );
    assert!(out.public[0].text.contains("Dan takes over seat") && !out.public[0].text.contains("card-"));

    // Bob is out at once: buttons, /hand and /play are refused; Dan plays.
    let stale = bob_hand.prompt.as_ref().unwrap();
    let pressed = table.press(id, &bob(), stale.version, stale.fingerprint, 0).await;
    assert!(matches!(
        expect_err(pressed).kind,
        ErrorKind::NotSeated | ErrorKind::Stale { .. }
    ));
    assert_eq!(expect_err(table.hand(HERE, &bob()).await).kind, ErrorKind::NotSeated);
    let first = prompt.options[0].notation.clone();
    assert_eq!(
        expect_err(table.act(HERE, &bob(), &first, None).await).kind,
        ErrorKind::NotSeated
    );
    table.act(HERE, &dan, &first, None).await.expect("Dan picks");
    let info = table.info(HERE).await.unwrap();
    assert_eq!(info.seats[bob_seat].user, dan.user);
    assert!(
        table
            .log(HERE, &ann(), 50)
            .await
            .unwrap()
            .iter()
            .any(|l| l.contains("Dan takes over"))
    );
    // The replay ignores the hand-over: the state is the same.
    let (_, state) = super::stored(&table, id).await;
    assert_eq!(table.replay(id).await.unwrap().save(), state);
    // Dan's wait is fresh.
    assert!(waits(&table, id).await.iter().all(|w| w.user != bob().user as i64));

    // Ended, the game's replay tells the hand-over as its line and its script skips it.
    table.concede(HERE, &cyd()).await.unwrap();
    table.concede(HERE, &dan).await.unwrap();
    let files = table.replay_for(HERE, &ann(), Some(id)).await.unwrap();
    assert!(files.log.contains("Dan takes over seat"), "{}", files.log);
    assert!(
        !files.log.contains(&bob().user.to_string()),
        "no user id in the log: {}",
        files.log
    );
    let script = files.script.clone();
    let replayed = tokio::task::spawn_blocking(move || {
        warroom::cli::script::run_script(&script, &registry()).map(|run| run.game.save())
    })
    .await
    .unwrap()
    .expect("the script replays");
    assert_eq!(replayed, super::stored(&table, id).await.1);
}

#[tokio::test]
async fn after_the_deadline_the_other_players_vote_a_substitute_in_by_majority() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    // Everyone owes a secret pick; the creator herself is the late one, so only votes count.
    let seat = table
        .info(HERE)
        .await
        .unwrap()
        .seats
        .iter()
        .find(|s| s.user == ann().user)
        .unwrap()
        .seat;
    let dan = player(104, "Dan");
    table
        .set_timers(
            HERE,
            &ann(),
            TimersChange {
                deadline: Some(72),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    expect_err(table.replace(HERE, &bob(), seat + 1, &dan).await);
    age_waits(&table, id, 73).await;
    let first = table.replace(HERE, &bob(), seat + 1, &dan).await.unwrap();
    assert!(first.public[0].text.contains("1 of 2"), "{}", first.public[0].text);
    assert_eq!(table.info(HERE).await.unwrap().seats[seat].user, ann().user, "not yet");
    // Bob voting again changes nothing; Cyd proposing someone else starts over.
    let again = table.replace(HERE, &bob(), seat + 1, &dan).await.unwrap();
    assert!(again.public[0].text.contains("1 of 2"));
    let done = table.replace(HERE, &cyd(), seat + 1, &dan).await.unwrap();
    assert!(
        done.public[0].text.contains("Dan takes over"),
        "{}",
        done.public[0].text
    );
    assert_eq!(table.info(HERE).await.unwrap().seats[seat].user, dan.user);
    assert_eq!(expect_err(table.hand(HERE, &ann()).await).kind, ErrorKind::NotSeated);
}

#[tokio::test]
async fn a_vote_lapses_when_the_late_player_moves() {
    let table = bot_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    let seat = table
        .info(HERE)
        .await
        .unwrap()
        .seats
        .iter()
        .find(|s| s.user == ann().user)
        .unwrap()
        .seat;
    let change = TimersChange {
        deadline: Some(72),
        ..Default::default()
    };
    table.set_timers(HERE, &ann(), change).await.unwrap();
    age_waits(&table, id, 73).await;
    let dan = player(104, "Dan");
    table.replace(HERE, &bob(), seat + 1, &dan).await.unwrap();
    let vote = store::replace_vote(&mut table.store.conn().await.unwrap(), id, seat as i64)
        .await
        .unwrap();
    assert!(vote.is_some(), "Bob's vote is recorded");
    // Ann picks: her wait is over, the vote lapses, and Cyd alone cannot replace her.
    everyone_picks(&table, &players[..1], id).await;
    let vote = store::replace_vote(&mut table.store.conn().await.unwrap(), id, seat as i64)
        .await
        .unwrap();
    assert!(vote.is_none(), "the vote lapsed");
    assert_eq!(
        expect_err(table.replace(HERE, &cyd(), seat + 1, &dan).await).kind,
        ErrorKind::NotAllowed
    );
}

#[tokio::test]
async fn games_lists_the_guilds_games_and_a_players_own_with_whom_each_waits_for() {
    let table = bot_table().await;
    let players = [ann(), bob()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    let lobby = Place { guild: 1, channel: 11 };
    table
        .create(lobby, &cyd(), "toy", opts(&[]), None, Some(1))
        .await
        .unwrap();
    let elsewhere = Place { guild: 2, channel: 20 };
    table
        .create(elsewhere, &ann(), "toy", opts(&[]), None, Some(2))
        .await
        .unwrap();
    let listed = table.games_in_guild(1, &cyd()).await.unwrap();
    assert_eq!(listed.iter().map(|l| l.id).collect::<Vec<_>>(), vec![id, id + 1]);
    assert_eq!(listed[0].status, GameStatus::Running);
    assert_eq!(listed[0].waiting, vec!["Ann".to_string(), "Bob".to_string()]);
    assert!(!listed[0].your_turn && !listed[0].yours);
    assert_eq!(listed[1].status, GameStatus::Lobby);
    assert_eq!(listed[1].players, vec!["Cyd".to_string()]);

    // Ann's own games, everywhere; the one waiting for her first.
    let mine = table.games_of_player(&ann()).await.unwrap();
    assert_eq!(mine.len(), 2);
    assert_eq!(mine[0].id, id);
    assert!(mine[0].your_turn && mine[0].yours);
    assert_eq!(mine[1].place, elsewhere);
    let text = warroom::discord::table_admin::games_text(&mine, warroom::i18n::Lang::En, true);
    assert!(
        text.contains("your move") && text.contains("<#10>") && !text.contains("card-"),
        "{text}"
    );
    let ko = warroom::discord::table_admin::games_text(&mine, warroom::i18n::Lang::Ko, true);
    assert!(ko.contains("내 차례"), "{ko}");
}
