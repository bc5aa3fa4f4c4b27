//! Typed lines with the names the prompts show instead of ids (issue 34 item 4): a Korean player
//! types `influence 동독:3 폴란:3` or `draft 장소 …`, whole names or an unambiguous start, through
//! the table as `/play` and the terminal do; the line is stored in its canonical English form (so
//! the game replays), an ambiguous start is refused listing the candidates and changes nothing, and
//! `/play` suggestions for a pick-several prompt are whole lines the game takes.

use warroom::engine::{Ask, GameOptions, Prompt, Text};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};
use warroom::table::{Caller, ErrorKind, Place, Table};

use crate::harness::{Snapshot, actions, active, assert_replays};

const HERE: Place = Place {
    guild: 7,
    channel: 3434,
};

fn player(user: u64) -> Caller {
    Caller {
        user,
        name: format!("P{user}"),
        locale: Some(Lang::Ko),
        is_admin: false,
    }
}

/// A started game of `game` with `n` Korean players, and them.
async fn started(game: &str, n: u64) -> (Table, Vec<Caller>) {
    let store = warroom::store::scratch_store().await.expect("memory store");
    let table = Table::new(store, Registry::builtin());
    let players: Vec<Caller> = (1..=n).map(|k| player(900 + k)).collect();
    table
        .create(HERE, &players[0], game, GameOptions::new(), Some(Lang::Ko), Some(34))
        .await
        .expect("the lobby opens");
    for p in &players[1..] {
        table.join(HERE, p, None).await.expect("a player joins");
    }
    table.start(HERE, &players[0]).await.expect("the game starts");
    (table, players)
}

async fn now(table: &Table) -> Snapshot {
    active(table, HERE).await.expect("the game")
}

/// The caller at `seat`.
fn at<'a>(snap: &Snapshot, players: &'a [Caller], seat: usize) -> &'a Caller {
    let user = snap.user_at(seat).expect("the seat is taken");
    players.iter().find(|p| p.user == user).expect("a player")
}

/// The notation of the newest action.
async fn last_line(table: &Table, id: i64) -> String {
    actions(table, id).await.last().expect("an action").notation.clone()
}

fn ko(key: String) -> String {
    tr(Lang::Ko, &Text::new(key))
}

#[tokio::test]
async fn twilight_struggle_takes_korean_country_names_and_starts() {
    let (table, players) = started("twilight-struggle", 2).await;
    let snap = now(&table).await;
    let prompt = snap.game().unwrap().pending().remove(0);
    let ussr = at(&snap, &players, prompt.seat);
    // `이` starts 이탈리아, 이스라엘, 이라크, 이란…: refused, naming them with their ids.
    let e = table.act(HERE, ussr, "influence 동독:3 이:3", None).await.unwrap_err();
    let ErrorKind::Rule(rule) = &e.kind else {
        panic!("a rule refusal: {:?}", e.kind)
    };
    assert_eq!(rule.text.key, "names-err-ambiguous");
    let said = tr(Lang::Ko, &e.message);
    for shown in ["이탈리아", "`italy`", "이스라엘", "`israel`", "이란", "`iran`"] {
        assert!(said.contains(shown), "{said}");
    }
    assert_eq!(now(&table).await.version, snap.version, "the refusal changed nothing");
    // A whole name and the start of one: played and stored with the ids.
    table
        .act(HERE, ussr, "influence 동독:3 폴란:3", None)
        .await
        .expect("Korean country names are read");
    let after = now(&table).await;
    assert_eq!(after.version, snap.version + 1);
    assert_eq!(last_line(&table, after.id).await, "influence east-germany:3 poland:3");
    let view = after.game().unwrap().view(warroom::engine::Viewer::Public).to_string();
    assert!(view.contains("east-germany") && view.contains("poland"), "{view}");
    assert_replays(&table, after.id).await;
}

/// The ids of the items a pick-several prompt offers, and how many to pick.
fn draft_of(prompt: &Prompt) -> (Vec<String>, usize) {
    let Ask::Several { min, .. } = prompt.ask else {
        panic!("the draft picks several: {:?}", prompt.ask)
    };
    (
        prompt.options.iter().map(|o| o.notation.clone()).collect(),
        min as usize,
    )
}

#[tokio::test]
async fn three_kingdoms_redux_takes_korean_generals_and_unit_kinds() {
    let (table, players) = started("three-kingdoms-redux", 3).await;
    let snap = now(&table).await;
    let pending = snap.game().unwrap().pending();
    assert_eq!(pending.len(), 3, "three secret drafts");
    // `장` starts 장료, 장합, 장소, 장비…: refused, nothing changed.
    let first = at(&snap, &players, pending[0].seat);
    let e = table.act(HERE, first, "draft 장", None).await.unwrap_err();
    assert!(
        matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "names-err-ambiguous"),
        "{e:?}"
    );
    assert!(
        tr(Lang::Ko, &e.message).contains("`zhang-zhao`"),
        "{}",
        tr(Lang::Ko, &e.message)
    );
    assert_eq!(now(&table).await.version, snap.version);
    // Each seat drafts by the Korean names its prompt shows.
    for prompt in &pending {
        let (offered, min) = draft_of(prompt);
        let names: Vec<String> = offered[..min]
            .iter()
            .map(|id| ko(format!("tkr-general-{id}")))
            .collect();
        let line = format!("draft {}", names.join(" "));
        let caller = at(&snap, &players, prompt.seat);
        table
            .act(HERE, caller, &line, None)
            .await
            .unwrap_or_else(|e| panic!("`{line}` is read: {}", tr(Lang::Ko, &e.message)));
        assert_eq!(
            last_line(&table, snap.id).await,
            format!("draft {}", offered[..min].join(" "))
        );
    }
    // The alliance token on a space named by the start of its name (`농장` starts only
    // 농장 개발 혹은 수확).
    let snap = now(&table).await;
    let prompt = snap.game().unwrap().pending().remove(0);
    assert!(
        prompt.options.iter().any(|o| o.notation == "alliance farm"),
        "{:?}",
        prompt.options
    );
    table
        .act(HERE, at(&snap, &players, prompt.seat), "alliance 농장", None)
        .await
        .expect("a space by the start of its Korean name");
    assert_eq!(last_line(&table, snap.id).await, "alliance farm");
    // Bidding: a general by its Korean name on a space by the start of its name.
    let snap = now(&table).await;
    let m = snap.game().unwrap();
    let prompt = m.pending().remove(0);
    let general = prompt
        .options
        .iter()
        .find_map(|o| o.notation.strip_prefix("bid "))
        .unwrap_or_else(|| panic!("a bid: {:?}", prompt.options))
        .to_string();
    let name = ko(format!("tkr-general-{general}"));
    // A unit kind by its first letter (`기` starts only 기병), read before the rules judge the bid.
    assert_eq!(
        m.canonical(prompt.seat, &format!("place {name} battle-wei-wu units=1 unit=기"))
            .unwrap(),
        format!("place {general} battle-wei-wu units=1 unit=cavalry")
    );
    let line = format!("place {name} 시장");
    table
        .act(HERE, at(&snap, &players, prompt.seat), &line, None)
        .await
        .unwrap_or_else(|e| panic!("`{line}` is read: {}", tr(Lang::Ko, &e.message)));
    let after = now(&table).await;
    assert_eq!(after.version, snap.version + 1);
    assert_eq!(last_line(&table, after.id).await, format!("place {general} market"));
    assert_replays(&table, after.id).await;
}

#[tokio::test]
async fn play_suggestions_for_a_draft_are_whole_lines_the_game_takes() {
    let (table, players) = started("three-kingdoms-redux", 3).await;
    let snap = now(&table).await;
    let prompt = snap.game().unwrap().pending().remove(0);
    let caller = at(&snap, &players, prompt.seat);
    let (offered, min) = draft_of(&prompt);
    let suggested = table.options_for(HERE, caller, "").await.expect("suggestions");
    assert!(!suggested.is_empty());
    for s in &suggested {
        let words: Vec<&str> = s.notation.split(' ').collect();
        assert_eq!(words[0], "draft", "{}", s.notation);
        assert_eq!(words.len() - 1, min, "a whole draft: {}", s.notation);
        assert!(
            words[1..].iter().all(|w| offered.iter().any(|o| o == w)),
            "{}",
            s.notation
        );
    }
    // What was typed so far is kept: the first pick typed by its Korean name.
    let name = ko(format!("tkr-general-{}", offered[1]));
    let typed = table
        .options_for(HERE, caller, &format!("draft {name}"))
        .await
        .expect("suggestions");
    assert!(!typed.is_empty());
    assert!(
        typed.iter().all(|s| s.notation.split(' ').any(|w| w == offered[1])),
        "{typed:?}"
    );
    // A suggestion is played as it is.
    let line = typed[0].notation.clone();
    table
        .act(HERE, caller, &line, None)
        .await
        .expect("a suggested line is taken");
    assert_eq!(last_line(&table, snap.id).await, line);
}
