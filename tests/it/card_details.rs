//! Options naming a card carry the card's short text in the reader's language (issue 34 item 1):
//! Twilight Struggle headlines, plays and the event use, Nuclear War's opening queue, through the
//! table with one English and one Korean player.

use warroom::engine::{CardInfo, GameOptions};
use warroom::games::Registry;
use warroom::i18n::{Lang, catalog};
use warroom::table::{Caller, Place, PromptView, Table};

const HERE: Place = Place { guild: 3, channel: 34 };

fn player(user: u64, name: &str, locale: Option<Lang>) -> Caller {
    Caller {
        user,
        name: name.into(),
        locale,
        is_admin: false,
    }
}

/// Ann reads English, Bo Korean (her client's language).
fn players() -> [Caller; 2] {
    [player(341, "Ann", None), player(342, "Bo", Some(Lang::Ko))]
}

fn lang_of(caller: &Caller) -> Lang {
    caller.locale.unwrap_or(Lang::En)
}

async fn started(game: &str, seed: u64) -> Table {
    let table = Table::new(
        warroom::store::scratch_store().await.expect("memory store"),
        Registry::builtin(),
    );
    let [ann, bo] = players();
    table
        .create(HERE, &ann, game, GameOptions::new(), Some(Lang::En), Some(seed))
        .await
        .expect("create");
    table.join(HERE, &bo, None).await.expect("join");
    table.start(HERE, &ann).await.expect("start");
    table
}

async fn prompt_of(table: &Table, caller: &Caller) -> PromptView {
    table
        .hand(HERE, caller)
        .await
        .expect("hand")
        .prompt
        .expect("a decision owed")
}

/// Every option of `prompt` whose notation names a card (its last word is a card id) carries
/// that card's text in `lang`; returns how many did. `also` names options that stand for the
/// card `card` without naming it (the event use).
fn check_card_options(cards: &[CardInfo], prompt: &PromptView, lang: Lang, also: Option<(&str, &str)>) -> usize {
    let text_of = |id: &str| {
        let card = cards.iter().find(|c| c.id == id).expect("a card of the game");
        catalog().render(lang, &card.text, &[])
    };
    let mut named = 0;
    for o in &prompt.options {
        let last = o.notation.split_whitespace().last().unwrap_or_default();
        let id = match also {
            Some((notation, card)) if o.notation == notation => card,
            _ if cards.iter().any(|c| c.id == last) => last,
            _ => continue,
        };
        let text = text_of(id);
        assert!(
            !text.is_empty() && !text.starts_with("ts-") && !text.starts_with("nw-"),
            "{text}"
        );
        // The whole text, or for a Nuclear War carrier all but its last remark (killer
        // satellites, an Escalation matter).
        let detail = o.detail.as_deref().unwrap_or_default();
        assert!(
            !detail.is_empty() && text.starts_with(detail) && detail.chars().count() * 2 > text.chars().count(),
            "{lang:?}: `{}` ({}): {detail:?}, not {text:?}",
            o.notation,
            o.label
        );
        if lang == Lang::Ko {
            assert!(
                text.chars().any(|c| ('가'..='힣').contains(&c)),
                "Korean card text for `{}`: {text}",
                o.notation
            );
            assert_ne!(text, text_of_en(cards, id), "the Korean text is not the English one");
        }
        named += 1;
    }
    named
}

fn text_of_en(cards: &[CardInfo], id: &str) -> String {
    let card = cards.iter().find(|c| c.id == id).expect("a card of the game");
    catalog().render(Lang::En, &card.text, &[])
}

fn cards_of(game: &str) -> Vec<CardInfo> {
    Registry::builtin().find(game).expect("a built-in game").cards()
}

async fn caller_at(table: &Table, seat: usize) -> Caller {
    let info = table.info(HERE).await.expect("info");
    let user = info.seats.iter().find(|s| s.seat == seat).expect("seated").user;
    players().into_iter().find(|p| p.user == user).expect("one of ours")
}

#[tokio::test]
async fn twilight_struggle_card_options_carry_the_card_text_in_each_readers_language() {
    let cards = cards_of("twilight-struggle");
    let table = started("twilight-struggle", 34).await;
    let ussr = caller_at(&table, 0).await;
    let us = caller_at(&table, 1).await;
    table
        .act(HERE, &ussr, "influence poland:4 east-germany:2", None)
        .await
        .expect("USSR setup");
    table
        .act(HERE, &us, "influence west-germany:4 italy:3", None)
        .await
        .expect("US setup");
    // Headlines: every option is a card of the hand, with its text.
    for p in [&ussr, &us] {
        let prompt = prompt_of(&table, p).await;
        let named = check_card_options(&cards, &prompt, lang_of(p), None);
        assert_eq!(named, prompt.options.len(), "every headline option names a card");
        assert!(named >= 5, "a whole hand: {named}");
        table
            .act(HERE, p, &prompt.options[0].notation, None)
            .await
            .expect("headline");
    }
    // On to the first action round, answering any event's question on the way.
    let mut mover = None;
    for _ in 0..20 {
        let m = crate::harness::active(&table, HERE)
            .await
            .and_then(|s| s.game())
            .expect("running");
        let pending = m.pending();
        let p = &pending[0];
        let who = if p.seat == 0 { &ussr } else { &us };
        if p.question.key == "ts-q-play" {
            mover = Some(who);
            break;
        }
        let prompt = prompt_of(&table, who).await;
        check_card_options(&cards, &prompt, lang_of(who), None);
        table
            .act(HERE, who, &prompt.options[0].notation, None)
            .await
            .expect("an answer");
    }
    let mover = mover.expect("an action round");
    let lang = lang_of(mover);
    let prompt = prompt_of(&table, mover).await;
    let plays = prompt
        .options
        .iter()
        .filter(|o| o.notation.starts_with("play "))
        .count();
    assert!(plays >= 3 && check_card_options(&cards, &prompt, lang, None) == plays);
    // The card played: "Event" carries its text too, the operations do not.
    let play = prompt
        .options
        .iter()
        .find(|o| o.notation.starts_with("play ") && o.notation != "play china-card")
        .expect("a card to play");
    let card = play.notation.trim_start_matches("play ").to_string();
    table.act(HERE, mover, &play.notation, None).await.expect("play");
    let uses = prompt_of(&table, mover).await;
    if uses.options.iter().any(|o| o.notation == "event") {
        assert_eq!(check_card_options(&cards, &uses, lang, Some(("event", &card))), 1);
    }
    for o in uses.options.iter().filter(|o| o.notation != "event") {
        assert_eq!(o.detail, None, "`{}` names no card", o.notation);
    }
}

#[tokio::test]
async fn nuclear_war_card_options_carry_the_card_text_in_each_readers_language() {
    let cards = cards_of("nuclear-war");
    let table = started("nuclear-war", 21).await;
    // The opening queue and the turns after it (a secret drawn first asks its target): every
    // option naming a card, for each reader.
    let mut named = [0, 0];
    for _ in 0..30 {
        if named.iter().all(|&n| n >= 3) {
            break;
        }
        let m = crate::harness::active(&table, HERE)
            .await
            .and_then(|s| s.game())
            .expect("running");
        let seat = m.pending().first().expect("a decision owed").seat;
        let who = caller_at(&table, seat).await;
        let prompt = prompt_of(&table, &who).await;
        named[usize::from(lang_of(&who) == Lang::Ko)] += check_card_options(&cards, &prompt, lang_of(&who), None);
        table
            .act(HERE, &who, &prompt.options[0].notation, None)
            .await
            .expect("an answer");
    }
    assert!(named.iter().all(|&n| n >= 3), "cards offered to each reader: {named:?}");
}
