//! Who may do what at a table (issue #3, item 7), one named test per rule: a user without a seat,
//! or with another seat, cannot act, press, undo, concede or see private views; only the creator or
//! a member with Manage Server may abort; GM changes need the creator or an admin. Every refusal
//! names its reason in both languages and changes nothing. The first tests use the toy game; the
//! last one repeats the core rules for every registered game.

use warroom::engine::GameOptions;
use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::table::{Caller, ErrorKind, GameStatus, Place, Table};

use super::{
    HERE, action_count, ann, bob, caller_at_seat, current_toy, cyd, everyone_picks, expect_err, memory_table, opts,
    player, prompt_for, seat_of, started, stored,
};
use crate::drive::{Driven, caller};

/// Someone in the channel who is not at the table.
fn onlooker() -> Caller {
    player(150, "Eve")
}

fn admin() -> Caller {
    Caller {
        is_admin: true,
        ..player(900, "Mod")
    }
}

/// A running two-player toy game (Ann, Bob) in the secret-pick phase; returns its id.
async fn two_player_game(table: &Table) -> i64 {
    started(
        table,
        &[ann(), bob()],
        opts(&[("turns", "1000"), ("target", "1000000")]),
        17,
    )
    .await
    .game_id
    .expect("game id")
}

#[tokio::test]
async fn an_onlooker_cannot_act() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    let before = stored(&table, id).await;
    let low = current_toy(&table, id).await.hands[0][0];
    let e = expect_err(table.act(HERE, &onlooker(), &format!("pick {low}"), None).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotSeated, "table-err-not-seated")
    );
    assert_eq!(stored(&table, id).await, before);
}

#[tokio::test]
async fn an_onlooker_cannot_press_a_players_button() {
    let table = memory_table().await;
    let out = started(&table, &[ann(), bob()], GameOptions::new(), 17).await;
    let id = out.game_id.unwrap();
    let anns = prompt_for(&out, ann().user).expect("Ann's buttons");
    let before = stored(&table, id).await;
    let e = expect_err(table.press(id, &onlooker(), anns.version, anns.fingerprint, 0).await);
    assert_eq!(e.kind, ErrorKind::NotSeated);
    assert_eq!(stored(&table, id).await, before);
    assert_eq!(action_count(&table, id).await, 0);
}

#[tokio::test]
async fn an_onlooker_cannot_concede() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    let before = stored(&table, id).await;
    assert_eq!(
        expect_err(table.concede(HERE, &onlooker()).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(stored(&table, id).await, before);
    assert_eq!(table.info(HERE).await.unwrap().status, GameStatus::Running);
}

#[tokio::test]
async fn an_onlooker_cannot_ask_for_or_agree_to_an_undo() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = two_player_game(&table).await;
    everyone_picks(&table, &players, id).await;
    assert_eq!(
        expect_err(table.request_undo(HERE, &onlooker()).await).kind,
        ErrorKind::NotSeated
    );
    let asker = caller_at_seat(&table, &players, 0).await;
    table.request_undo(HERE, &asker).await.unwrap();
    let before = stored(&table, id).await;
    assert_eq!(
        expect_err(table.answer_undo(HERE, &onlooker(), true).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(
        expect_err(table.answer_undo(HERE, &onlooker(), false).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(
        stored(&table, id).await,
        before,
        "the onlooker's vote counted for nothing"
    );
    // The request is still open: the other player's agreement alone completes it.
    let other = caller_at_seat(&table, &players, 1).await;
    let undone = table.answer_undo(HERE, &other, true).await.unwrap();
    assert!(
        undone.public[0].text.contains("taken back"),
        "{}",
        undone.public[0].text
    );
}

#[tokio::test]
async fn an_onlooker_sees_no_private_view_options_or_private_log() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    assert_eq!(
        expect_err(table.hand(HERE, &onlooker()).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(
        expect_err(table.options_for(HERE, &onlooker(), "").await).kind,
        ErrorKind::NotSeated
    );
    let log = table.log(HERE, &onlooker(), 100).await.unwrap();
    let toy = current_toy(&table, id).await;
    for hand in &toy.hands {
        for n in hand {
            let card = super::card(*n);
            assert!(
                log.iter().all(|l| !l.contains(&card)),
                "{card} in the onlooker's log: {log:?}"
            );
        }
    }
}

#[tokio::test]
async fn an_admin_without_a_seat_cannot_move_for_anyone() {
    let table = memory_table().await;
    let out = started(&table, &[ann(), bob()], GameOptions::new(), 17).await;
    let id = out.game_id.unwrap();
    let anns = prompt_for(&out, ann().user).unwrap();
    let before = stored(&table, id).await;
    assert_eq!(
        expect_err(table.act(HERE, &admin(), "pick 1", None).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(
        expect_err(table.press(id, &admin(), anns.version, anns.fingerprint, 0).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(
        expect_err(table.concede(HERE, &admin()).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(expect_err(table.hand(HERE, &admin()).await).kind, ErrorKind::NotSeated);
    assert_eq!(
        expect_err(table.request_undo(HERE, &admin()).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(stored(&table, id).await, before);
}

#[tokio::test]
async fn a_player_cannot_act_for_the_seat_whose_turn_it_is() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = two_player_game(&table).await;
    everyone_picks(&table, &players, id).await;
    let idle = caller_at_seat(&table, &players, 1).await;
    let before = stored(&table, id).await;
    for line in ["roll", "pass", "play 1"] {
        let e = expect_err(table.act(HERE, &idle, line, None).await);
        assert!(
            matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "err-not-your-turn"),
            "`{line}`: {e:?}"
        );
    }
    assert_eq!(stored(&table, id).await, before);
}

#[tokio::test]
async fn a_player_cannot_press_another_seats_button() {
    let table = memory_table().await;
    let out = started(&table, &[ann(), bob()], GameOptions::new(), 17).await;
    let id = out.game_id.unwrap();
    // Both owe a secret pick: Bob presses Ann's button (same version, Ann's prompt).
    let anns = prompt_for(&out, ann().user).unwrap();
    let bobs = prompt_for(&out, bob().user).unwrap();
    assert_ne!(anns.fingerprint, bobs.fingerprint, "different hands, different prompts");
    let before = stored(&table, id).await;
    let e = expect_err(table.press(id, &bob(), anns.version, anns.fingerprint, 0).await);
    assert_eq!(
        e.kind,
        ErrorKind::Stale { current: before.0 },
        "a button not issued to Bob"
    );
    assert_eq!(
        stored(&table, id).await,
        before,
        "neither Ann's nor Bob's pick was made"
    );
    let toy = current_toy(&table, id).await;
    assert!(toy.picks.iter().all(Option::is_none));
    // Bob's own button works.
    table
        .press(id, &bob(), bobs.version, bobs.fingerprint, 0)
        .await
        .expect("his own button");
    // In the turns phase the idle seat presses the mover's button: nothing happens either.
    let players = [ann(), bob()];
    let out = table
        .press(id, &ann(), anns.version, anns.fingerprint, 0)
        .await
        .expect("Ann's own button, from before Bob's pick, still counts");
    let mover = caller_at_seat(&table, &players, 0).await;
    let idle = caller_at_seat(&table, &players, 1).await;
    let movers = prompt_for(&out, mover.user).expect("the mover's buttons");
    let before = stored(&table, id).await;
    let e = expect_err(table.press(id, &idle, movers.version, movers.fingerprint, 0).await);
    assert!(
        matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "err-not-your-turn"),
        "{e:?}"
    );
    assert_eq!(stored(&table, id).await, before);
}

#[tokio::test]
async fn a_concession_only_ever_removes_the_callers_own_seat() {
    let table = memory_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, GameOptions::new(), 23).await.game_id.unwrap();
    let bob_seat = seat_of(&table, bob().user).await;
    table.concede(HERE, &bob()).await.unwrap();
    let toy = current_toy(&table, id).await;
    let out: Vec<usize> = (0..3).filter(|&s| toy.out[s]).collect();
    assert_eq!(out, vec![bob_seat], "only Bob's seat left the game");
    assert_eq!(
        expect_err(table.concede(HERE, &bob()).await).message.key,
        "table-err-already-conceded"
    );
}

#[tokio::test]
async fn hand_shows_the_callers_own_seat_only() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = two_player_game(&table).await;
    let toy = current_toy(&table, id).await;
    for p in &players {
        let seat = seat_of(&table, p.user).await;
        let view = table.hand(HERE, p).await.unwrap();
        assert_eq!(view.seat, seat);
        let other = 1 - seat;
        let theirs: Vec<String> = toy.hands[other]
            .iter()
            .filter(|n| !toy.hands[seat].contains(n))
            .map(|&n| super::card(n))
            .collect();
        let svg = &view.board.as_ref().expect("a board").svg;
        for card in &theirs {
            assert!(
                !view.text.contains(card.as_str()) && !svg.contains(card.as_str()),
                "{card}"
            );
        }
        assert!(
            toy.hands[seat].iter().all(|&n| view.text.contains(&super::card(n))),
            "their own hand is shown: {}",
            view.text
        );
    }
}

#[tokio::test]
async fn abort_is_refused_to_a_player_who_is_not_the_creator() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    let before = stored(&table, id).await;
    let e = expect_err(table.abort(HERE, &bob()).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotAllowed, "table-err-abort-not-allowed")
    );
    assert_eq!(stored(&table, id).await, before);
    assert_eq!(table.info(HERE).await.unwrap().status, GameStatus::Running);
}

#[tokio::test]
async fn abort_is_refused_to_an_onlooker_without_manage_server() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    let before = stored(&table, id).await;
    assert_eq!(
        expect_err(table.abort(HERE, &onlooker()).await).kind,
        ErrorKind::NotAllowed
    );
    assert_eq!(stored(&table, id).await, before);
    // The same in a lobby.
    let lobby = Place { guild: 1, channel: 11 };
    table
        .create(lobby, &ann(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    table.join(lobby, &bob(), None).await.unwrap();
    assert_eq!(expect_err(table.abort(lobby, &bob()).await).kind, ErrorKind::NotAllowed);
    assert_eq!(
        expect_err(table.abort(lobby, &onlooker()).await).kind,
        ErrorKind::NotAllowed
    );
    assert_eq!(table.info(lobby).await.unwrap().status, GameStatus::Lobby);
}

#[tokio::test]
async fn the_creator_may_abort_a_running_game() {
    let table = memory_table().await;
    let id = two_player_game(&table).await;
    let out = table.abort(HERE, &ann()).await.unwrap();
    assert!(out.public[0].text.contains("Ann"), "{}", out.public[0].text);
    assert_eq!(expect_err(table.info(HERE).await).kind, ErrorKind::NoGameHere);
    let e = expect_err(table.press(id, &bob(), stored(&table, id).await.0, 0, 0).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotRunning, "table-err-aborted")
    );
}

#[tokio::test]
async fn a_member_with_manage_server_may_abort_without_a_seat() {
    let table = memory_table().await;
    two_player_game(&table).await;
    let out = table.abort(HERE, &admin()).await.unwrap();
    assert!(out.public[0].text.contains("Mod"), "{}", out.public[0].text);
    assert!(table.running().await.unwrap().is_empty());
}

#[tokio::test]
async fn only_the_creator_or_an_admin_may_edit_or_force_a_roll() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = two_player_game(&table).await;
    everyone_picks(&table, &players, id).await;
    let before = stored(&table, id).await;
    for who in [bob(), onlooker()] {
        let e = expect_err(table.edit(HERE, &who, "score p1 5").await);
        assert_eq!(
            (e.kind, e.message.key.as_ref()),
            (ErrorKind::NotAllowed, "table-err-gm-only")
        );
        let e = expect_err(table.force_roll(HERE, &who, 6).await);
        assert_eq!(e.kind, ErrorKind::NotAllowed);
    }
    assert_eq!(stored(&table, id).await, before);
    table.force_roll(HERE, &admin(), 6).await.expect("an admin may");
    table.edit(HERE, &ann(), "score p1 5").await.expect("the creator may");
}

#[tokio::test]
async fn a_seat_at_another_channels_game_gives_no_rights_here() {
    let table = memory_table().await;
    two_player_game(&table).await;
    // Cyd plays next door.
    let next_door = Place { guild: 1, channel: 12 };
    table
        .create(next_door, &cyd(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    table.join(next_door, &player(160, "Dan"), None).await.unwrap();
    table.start(next_door, &cyd()).await.unwrap();
    assert_eq!(
        expect_err(table.act(HERE, &cyd(), "pick 1", None).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(expect_err(table.hand(HERE, &cyd()).await).kind, ErrorKind::NotSeated);
    assert_eq!(expect_err(table.concede(HERE, &cyd()).await).kind, ErrorKind::NotSeated);
    assert_eq!(expect_err(table.abort(HERE, &cyd()).await).kind, ErrorKind::NotAllowed);
    // And a press aimed at our game id from next door's creator is refused too.
    let here = table.info(HERE).await.unwrap();
    assert_eq!(
        expect_err(table.press(here.id, &cyd(), here.version, 0, 0).await).kind,
        ErrorKind::NotSeated
    );
}

/// The core rules again for every registered game, at positions reached by random play.
#[tokio::test]
async fn outsiders_and_other_seats_are_refused_in_every_game() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let table = Table::new(
            warroom::store::scratch_store().await.expect("memory store"),
            registry.clone(),
        );
        let seats = *kind.seat_range().start();
        let players = (0..seats)
            .map(|s| caller(400 + s as u64, format!("Seat{s}"), None))
            .collect();
        let place = Place { guild: 2, channel: 20 };
        let (mut game, _) = Driven::start(&table, place, kind, players, 5, Lang::En).await;
        let outsider = caller(499, "Outsider", None);
        for step in 0..40 {
            if game.over() {
                break;
            }
            let before = stored(&table, game.id).await;
            let pending = game.mirror.pending();
            let prompt = &pending[0];
            let notation = &prompt.options[0].notation;
            let buttons = game.buttons[prompt.seat].clone().expect("the owing seat holds buttons");
            let context = format!("{} step {step}", kind.id());
            // The outsider.
            for e in [
                expect_err(table.act(place, &outsider, notation, None).await),
                expect_err(
                    table
                        .press(game.id, &outsider, buttons.version, buttons.fingerprint, 0)
                        .await,
                ),
                expect_err(table.concede(place, &outsider).await),
                expect_err(table.request_undo(place, &outsider).await),
                expect_err(table.hand(place, &outsider).await),
                expect_err(table.options_for(place, &outsider, "").await),
            ] {
                assert_eq!(e.kind, ErrorKind::NotSeated, "{context}: {e:?}");
            }
            assert_eq!(
                expect_err(table.abort(place, &outsider).await).kind,
                ErrorKind::NotAllowed
            );
            // Every other seat: the owing seat's button and its typed answer do not move that seat.
            for other in (0..seats).filter(|&s| s != prompt.seat) {
                let who = &game.players[other];
                let own = pending.iter().find(|p| p.seat == other);
                if own.is_none_or(|p| p.fingerprint() != prompt.fingerprint()) {
                    let e = expect_err(table.press(game.id, who, buttons.version, buttons.fingerprint, 0).await);
                    assert!(
                        matches!(e.kind, ErrorKind::Stale { .. } | ErrorKind::Rule(_)),
                        "{context}: seat {other} pressed seat {}'s button: {e:?}",
                        prompt.seat
                    );
                }
                if own.is_none() {
                    let e = expect_err(table.act(place, who, notation, None).await);
                    assert!(matches!(e.kind, ErrorKind::Rule(_)), "{context}: {e:?}");
                }
                if other != 0 {
                    assert_eq!(expect_err(table.abort(place, who).await).kind, ErrorKind::NotAllowed);
                }
            }
            assert_eq!(
                stored(&table, game.id).await,
                before,
                "{context}: a refusal changed the game"
            );
            game.step(&table, 3).await;
        }
    }
}
