//! Composed prompts through the real bot and the fake Discord, on a test game: a k-of-n choice
//! answered in a DM select menu with min/max values, a number from a menu of values, and points
//! shared with a multi-select; a choice over the limits is refused with the limit named and
//! changes nothing.

use std::sync::Arc;

use warroom::engine::{AnyMatch, GameKind, Kind, Viewer};
use warroom::games::Registry;

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{DELIVERY, InProcessBot, active, by_id, command, is_move_confirmation, place, press_many};
use crate::table::kinds_toy::Kinds;

const ANN: u64 = 601;
const BEN: u64 = 602;
const CHANNEL: u64 = 6600;

/// The newest DM to `user` with a composed-prompt menu (`…:s`), once it arrives.
async fn menu_dm(fake: &FakeDiscord, user: u64, after: usize) -> Recorded {
    let found = fake
        .wait_for(DELIVERY, |_| {
            fake.recorded().iter().skip(after).any(|r| is_menu_dm(r, user))
        })
        .await;
    assert!(found.is_some(), "no menu DM to {user}: {}", fake.tail(20));
    fake.recorded()
        .into_iter()
        .skip(after)
        .rfind(|r| is_menu_dm(r, user))
        .expect("the DM")
}

fn is_menu_dm(r: &Recorded, user: u64) -> bool {
    r.dm_recipient() == Some(user) && r.custom_ids().iter().any(|id| id.ends_with(":s"))
}

/// The stored game (the harness's `Snapshot::game` knows only the built-in games).
async fn stored(table: &warroom::table::Table, id: i64) -> Box<dyn AnyMatch> {
    let state = by_id(table, id).await.state.expect("a state");
    Kind::<Kinds>::new().load(&state).expect("the state loads")
}

/// The first select menu of a recorded message.
fn menu(r: &Recorded) -> serde_json::Value {
    r.payload["components"][0]["components"][0].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn composed_prompts_are_answered_in_dm_menus() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("kinds.db")).await;
    let registry = Arc::new(Registry::new(vec![Box::new(Kind::<Kinds>::new())]));
    let bot = InProcessBot::start_with(&fake, &url, registry.clone()).await;
    let table = warroom::table::Table::new(warroom::store::Store::open(&url).await.expect("store"), registry);
    command(&fake, &Slash::new(ANN, "new").in_channel(CHANNEL).opt("game", "kinds")).await;
    command(&fake, &Slash::new(BEN, "join").in_channel(CHANNEL)).await;
    let game_id = active(&table, place(CHANNEL)).await.expect("the lobby").id;
    let mark = fake.recorded().len();
    command(&fake, &Slash::new(ANN, "start").in_channel(CHANNEL)).await;
    let snapshot = by_id(&table, game_id).await;
    let first = snapshot.user_at(0).expect("seat 1");
    let second = snapshot.user_at(1).expect("seat 2");

    // Keep two of four: one menu, exactly two values, the limits in the DM text.
    let dm = menu_dm(&fake, first, mark).await;
    let keep = menu(&dm);
    assert_eq!(
        (keep["min_values"].as_u64(), keep["max_values"].as_u64()),
        (Some(2), Some(2)),
        "{keep}"
    );
    assert_eq!(keep["options"].as_array().map(Vec::len), Some(4));
    assert!(
        dm.content().contains("Choose 2") && dm.content().contains("keep"),
        "{}",
        dm.content()
    );
    let id = keep["custom_id"].as_str().expect("custom id").to_string();

    // Over the budget: refused, the limit named, nothing stored.
    let refused = press_many(&fake, first, &dm, &id, &["0", "1"]).await;
    assert!(
        refused.told.content().contains("over the limit of 10"),
        "{}",
        refused.told.content()
    );
    assert_eq!(stored(&table, game_id).await.view(Viewer::Public)["stage"], "Keep");

    let mark = fake.recorded().len();
    let kept = press_many(&fake, first, &dm, &id, &["2", "3"]).await;
    assert!(is_move_confirmation(kept.told.content()), "{}", kept.told.content());
    let retired = kept.retired.expect("the pressed DM is edited");
    assert!(retired.custom_ids().is_empty(), "its menu is taken away");
    assert!(
        retired.content().contains("hare (3), wren (2)"),
        "{}",
        retired.content()
    );

    // A number: a menu of the values 0..=5, one value.
    let dm = menu_dm(&fake, second, mark).await;
    let bid = menu(&dm);
    assert_eq!(
        (bid["min_values"].as_u64(), bid["max_values"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(bid["options"].as_array().map(Vec::len), Some(6));
    let id = bid["custom_id"].as_str().expect("custom id").to_string();
    let mark = fake.recorded().len();
    let bid = press_many(&fake, second, &dm, &id, &["4"]).await;
    assert!(is_move_confirmation(bid.told.content()), "{}", bid.told.content());

    // Points: one entry per point an item may take; three entries in all.
    let dm = menu_dm(&fake, first, mark).await;
    let share = menu(&dm);
    assert_eq!(
        (share["min_values"].as_u64(), share["max_values"].as_u64()),
        (Some(3), Some(3))
    );
    let id = share["custom_id"].as_str().expect("custom id").to_string();
    let shared = press_many(&fake, first, &dm, &id, &["0:1", "0:2", "2:1"]).await;
    assert!(is_move_confirmation(shared.told.content()), "{}", shared.told.content());
    let m = stored(&table, game_id).await;
    assert!(m.outcome().is_some());
    assert_eq!(
        m.view(Viewer::Public)["shared"],
        serde_json::json!(["north:2", "west:1"])
    );
    bot.stop().await;
}
