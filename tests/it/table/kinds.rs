//! Every composed prompt kind through the table: the DM carries one menu with its limits, a
//! press sends the chosen entries, a press over the limits or from an older prompt is refused
//! and changes nothing, a typed `/play` line works the same way.

use std::sync::Arc;

use warroom::engine::Kind;
use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::table::{ErrorKind, Outbox, PromptView, Table};

use super::kinds_toy::Kinds;
use warroom::table::Caller;

use super::{HERE, ann, bob, stored};

/// The players by seat (seats are dealt at the start).
async fn by_seat(table: &Table) -> [Caller; 2] {
    let info = table.info(HERE).await.expect("info");
    let at = |seat: usize| info.seats.iter().find(|s| s.seat == seat).expect("seated").user;
    let caller = |user: u64| if user == ann().user { ann() } else { bob() };
    [caller(at(0)), caller(at(1))]
}

async fn kinds_table() -> (Table, i64, Outbox) {
    let registry = Arc::new(Registry::new(vec![Box::new(Kind::<Kinds>::new())]));
    let table = Table::new(warroom::store::scratch_store().await.expect("memory store"), registry);
    table
        .create(HERE, &ann(), "kinds", Default::default(), Some(Lang::En), Some(1))
        .await
        .expect("create");
    table.join(HERE, &bob(), None).await.expect("join");
    let out = table.start(HERE, &ann()).await.expect("start");
    let id = table.info(HERE).await.expect("info").id;
    (table, id, out)
}

fn prompt_for(out: &Outbox, user: u64) -> PromptView {
    out.private
        .iter()
        .find(|m| m.user == user)
        .and_then(|m| m.prompt.clone())
        .expect("a DM prompt")
}

fn values(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[tokio::test]
async fn k_of_n_number_and_points_through_menus() {
    let (table, id, out) = kinds_table().await;
    let [p1, p2] = by_seat(&table).await;
    let keep = prompt_for(&out, p1.user);
    let select = keep.select.clone().expect("a k-of-n menu");
    assert_eq!((select.min, select.max, select.entries.len()), (2, 2, 4));
    let limits = keep.limits.clone().expect("limits line");
    assert!(
        limits.contains("Choose 2") && limits.contains("10") && limits.contains("keep"),
        "{limits}"
    );

    // Over the budget (ox 6 + hawk 5): refused by name, nothing changes.
    let before = stored(&table, id).await;
    let err = table
        .select(id, &p1, keep.version, keep.fingerprint, values(&["0", "1"]))
        .await
        .expect_err("over budget");
    assert!(
        matches!(&err.kind, ErrorKind::Rule(e) if e.text.key == "ask-err-budget"),
        "{err:?}"
    );
    let shown = warroom::i18n::tr(Lang::En, &err.message);
    assert!(
        shown.contains("over the limit of 10") && shown.contains("Choose 2"),
        "{shown}"
    );
    // A forged value and another seat's press are refused too.
    let err = table
        .select(id, &p1, keep.version, keep.fingerprint, values(&["0", "9"]))
        .await
        .expect_err("no such entry");
    assert_eq!(err.message.key, "table-err-bad-selection");
    assert!(
        table
            .select(id, &p2, keep.version, keep.fingerprint, values(&["2", "3"]))
            .await
            .is_err()
    );
    assert_eq!(stored(&table, id).await, before, "refused presses change nothing");

    let out = table
        .select(id, &p1, keep.version, keep.fingerprint, values(&["3", "0"]))
        .await
        .expect("ox and wren fit the budget");
    let mine = out
        .private
        .iter()
        .find(|m| m.user == p1.user)
        .expect("the first seat's DM");
    assert!(mine.text.contains("You keep ox wren"), "{}", mine.text);
    assert!(
        out.public.iter().all(|p| !p.text.contains("wren")),
        "the kept cards stay private"
    );
    // The same press again is stale and changes nothing.
    let after = stored(&table, id).await;
    let err = table
        .select(id, &p1, keep.version, keep.fingerprint, values(&["3", "0"]))
        .await
        .expect_err("stale");
    assert!(matches!(err.kind, ErrorKind::Stale { .. }), "{err:?}");
    assert_eq!(stored(&table, id).await, after);

    let bid = prompt_for(&out, p2.user);
    let menu = bid.select.clone().expect("a number menu");
    assert_eq!(
        menu.entries.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(),
        ["0", "1", "2", "3", "4", "5"]
    );
    // A typed line goes through the same limits.
    let err = table.act(HERE, &p2, "bid 7", None).await.expect_err("out of range");
    assert!(
        matches!(&err.kind, ErrorKind::Rule(e) if e.text.key == "ask-err-range"),
        "{err:?}"
    );
    let out = table
        .select(id, &p2, bid.version, bid.fingerprint, values(&["4"]))
        .await
        .expect("bid 4");
    assert!(out.public.iter().any(|p| p.text.contains("P2 bids 4")));

    let share = prompt_for(&out, p1.user);
    let menu = share.select.clone().expect("a points menu");
    assert_eq!(
        (menu.min, menu.max, menu.entries.len()),
        (3, 3, 6),
        "two points per item"
    );
    let err = table
        .select(id, &p1, share.version, share.fingerprint, values(&["0:1", "1:1"]))
        .await
        .expect_err("two points of three");
    assert!(
        matches!(&err.kind, ErrorKind::Rule(e) if e.text.key == "ask-err-total"),
        "{err:?}"
    );
    let out = table
        .select(
            id,
            &p1,
            share.version,
            share.fingerprint,
            values(&["0:1", "2:1", "0:2"]),
        )
        .await
        .expect("north 2, west 1");
    assert!(out.game_over);
    assert!(
        out.public.iter().any(|p| p.text.contains("share north:2 west:1")),
        "{:?}",
        out.public
    );
}

#[tokio::test]
async fn play_autocomplete_offers_the_line_with_its_limits() {
    let (table, _, _) = kinds_table().await;
    let [p1, _] = by_seat(&table).await;
    // A pick-several prompt: whole lines (two items within the budget), never a bare verb.
    let listed = table.options_for(HERE, &p1, "").await.expect("suggestions");
    assert!(!listed.is_empty());
    for o in &listed {
        assert_eq!(o.notation.split(' ').count(), 3, "{}", o.notation);
        assert!(o.notation.starts_with("keep "), "{}", o.notation);
        assert!(o.label.contains("Choose 2"), "{}", o.label);
    }
    // Started picks are kept: every line completes `keep wren`.
    let listed = table.options_for(HERE, &p1, "keep wren").await.expect("suggestions");
    assert!(!listed.is_empty());
    assert!(listed.iter().all(|o| o.notation.contains("wren")), "{listed:?}");
    // A word that names no item: the line as typed, with the limits, for the game to judge.
    let listed = table.options_for(HERE, &p1, "keep zzz").await.expect("suggestions");
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].notation, "keep zzz");
    assert!(listed[0].label.contains("Choose 2"), "{}", listed[0].label);
    let listed = table
        .options_for(HERE, &p1, "keep hare wren")
        .await
        .expect("suggestions");
    assert_eq!(listed[0].notation, "keep hare wren");
    table
        .act(HERE, &p1, "keep hare wren", None)
        .await
        .expect("typed answer");
}

/// Every composed kind answered by a scenario script's typed lines (through the same table).
#[test]
fn a_script_answers_every_composed_kind() {
    let registry = Arc::new(Registry::new(vec![Box::new(Kind::<Kinds>::new())]));
    let source = "game kinds\nseats 2\nseed 1\n\
        fail p1: keep ox hawk          # over the budget of 10\n\
        p1: keep wren ox\n\
        expect @p1 kept = [\"ox\", \"wren\"]\n\
        expect kept = 2\n\
        fail p2: bid 6\n\
        p2: bid 5\n\
        fail p1: share north:3\n\
        p1: share south:2 west\n\
        expect shared = [\"south:2\", \"west:1\"]\n\
        expect _outcome.winners = [\"p1\"]\n";
    let run = warroom::cli::script::run_script(source, &registry).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((run.moves, run.expects_checked), (3, 4));
}
