//! "Since your last move" through the table, on Twilight Struggle: the ping DM of the seat whose
//! turn it is now and its `/hand` open with everything it may read since its own last move —
//! the opponent's moves and rolls, and what was revealed to it alone — and never a line meant
//! for the other seat.

use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::table::{Caller, Outbox, Place, Table};

const HERE: Place = Place { guild: 7, channel: 70 };

fn player(user: u64, name: &str) -> Caller {
    Caller {
        user,
        name: name.into(),
        locale: None,
        is_admin: false,
    }
}

fn ussr() -> Caller {
    player(21, "Vera")
}
fn us() -> Caller {
    player(22, "Walt")
}

fn dm(out: &Outbox, user: u64) -> String {
    out.private
        .iter()
        .find(|m| m.user == user)
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

async fn act(table: &Table, who: &Caller, line: &str) -> Outbox {
    table
        .act(HERE, who, line, None)
        .await
        .unwrap_or_else(|e| panic!("`{line}` refused: {:?}", e.message))
}

/// Setup placed, hands set by the creator, both headlines played: the USSR's action round 1.
async fn first_round() -> Table {
    let table = Table::new(
        warroom::store::scratch_store().await.expect("store"),
        Registry::builtin(),
    );
    table
        .create(
            HERE,
            &ussr(),
            "twilight-struggle",
            Default::default(),
            Some(Lang::En),
            Some(3),
        )
        .await
        .expect("create");
    table.join(HERE, &us(), Some(2)).await.expect("join");
    table.start(HERE, &ussr()).await.expect("start");
    act(&table, &ussr(), "place east-germany poland:4 yugoslavia").await;
    act(&table, &us(), "place west-germany:4 italy:3").await;
    table
        .edit(
            HERE,
            &ussr(),
            "set hand ussr europe-scoring nasser fidel socialist-governments",
        )
        .await
        .expect("edit");
    table
        .edit(
            HERE,
            &ussr(),
            "set hand us middle-east-scoring cia-created duck-and-cover",
        )
        .await
        .expect("edit");
    act(&table, &ussr(), "headline europe-scoring").await;
    act(&table, &us(), "headline middle-east-scoring").await;
    table
}

#[tokio::test]
async fn the_ping_and_hand_recap_what_happened_since_the_seats_last_move() {
    let table = first_round().await;
    let out = act(&table, &ussr(), "play nasser influence finland").await;
    // The US owes the next decision: its DM opens with the recap of the USSR's move (the
    // headlines came with the US's own last move, its headline, so they are not repeated).
    let ping = dm(&out, us().user);
    let lines: Vec<&str> = ping.lines().collect();
    assert_eq!(
        &lines[1..4],
        &[
            "**Since your last move:**",
            "> USSR plays Nasser to place influence.",
            "> USSR places influence: Finland 1 (1 op).",
        ],
        "{ping}"
    );
    let hand = table.hand(HERE, &us()).await.expect("hand");
    assert!(hand.text.contains("Since your last move") && hand.text.contains("Nasser"));
    // The mover is told its move, not recapped.
    assert!(!dm(&out, ussr().user).contains("Since your last move"));
    let own = table.hand(HERE, &ussr()).await.expect("hand");
    assert!(
        !own.text.contains("Since your last move"),
        "nothing happened since: {}",
        own.text
    );
}

#[tokio::test]
async fn a_hand_revealed_to_the_waiting_seat_reaches_it_and_never_the_other_seat() {
    let table = first_round().await;
    table
        .edit(HERE, &ussr(), "set hand ussr cia-created fidel socialist-governments")
        .await
        .expect("edit");
    // The USSR plays the US's CIA Created for ops: the event shows the USSR hand to the US,
    // which then runs the card's operation (D-24) — the US is asked, and pinged.
    let out = act(&table, &ussr(), "play cia-created influence ops-first place finland").await;
    let us_ping = dm(&out, us().user);
    assert!(us_ping.contains("Since your last move"), "{us_ping}");
    assert!(
        us_ping.contains("Fidel") && us_ping.contains("Socialist Governments"),
        "the revealed USSR hand: {us_ping}"
    );
    let us_hand = table.hand(HERE, &us()).await.expect("hand");
    assert!(us_hand.text.contains("Fidel"), "{}", us_hand.text);
    // The USSR is never told the US's cards, in its DM or its hand view.
    let ussr_dm = dm(&out, ussr().user);
    assert!(!ussr_dm.contains("Duck and Cover"), "{ussr_dm}");
    let ussr_hand = table.hand(HERE, &ussr()).await.expect("hand");
    assert!(!ussr_hand.text.contains("Duck and Cover"), "{}", ussr_hand.text);
}
