//! The hot-seat terminal (issue 34): `card <name>` looks a card up as `/card` does in Discord, by
//! (part of) its name in the game's language or in English, or by its id; the drafted generals
//! show what they do; `map` writes the whole board as text.

use std::io::Cursor;

use warroom::cli::play::{PlaySetup, play};
use warroom::engine::GameOptions;
use warroom::games::Registry;
use warroom::i18n::Lang;

fn screen(game: &str, lang: Lang, input: &str) -> String {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: game.into(),
        seats: if game == "three-kingdoms-redux" { 3 } else { 2 },
        seed: 3,
        lang,
        options: GameOptions::new(),
        names: vec!["Ann".into(), "Ben".into(), "Cy".into()][..if game == "three-kingdoms-redux" { 3 } else { 2 }]
            .to_vec(),
        save: None,
        ai: Vec::new(),
    };
    let mut out = Vec::new();
    play(&setup, &registry, Cursor::new(input.to_string()), &mut out).expect("plays");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn card_in_the_terminal_finds_a_card_in_english_or_korean() {
    let en = screen(
        "three-kingdoms-redux",
        Lang::En,
        "\ncard cao cao\ncard xun yu\ncard nobody at all\nquit\n",
    );
    assert!(en.contains("**Cao Cao** · Three Kingdoms Redux"), "{en}");
    assert!(en.contains("Wins every bidding tie on a space where he bids."), "{en}");
    assert!(
        en.contains("**Xun Yu**") && en.contains("State enhancements cost 1 less gold"),
        "{en}"
    );
    assert!(en.contains("✗ "), "an unknown card is refused: {en}");
    // Korean: the Korean name, or the English one, both work.
    let ko = screen("three-kingdoms-redux", Lang::Ko, "\ncard 조조\ncard mint\nquit\n");
    assert!(ko.contains("**조조** · 삼국지 리덕스"), "{ko}");
    assert!(
        ko.contains("이 장군이 입찰한 액션에서 동률이 되면 언제나 입찰에서 승리합니다."),
        "{ko}"
    );
    assert!(ko.contains("**주전소**"), "{ko}");
    // Every game: Twilight Struggle's cards by part of their name.
    let ts = screen("twilight-struggle", Lang::En, "\ncard duck and\nquit\n");
    assert!(ts.contains("**Duck and Cover**"), "{ts}");
}

#[test]
fn the_drafted_generals_say_what_they_do_and_map_shows_the_whole_board() {
    let en = screen("three-kingdoms-redux", Lang::En, "\nmap\nquit\n");
    let draft: Vec<&str> = en.lines().filter(|l| l.contains("(adm ")).collect();
    assert!(!draft.is_empty(), "{en}");
    assert!(
        draft.iter().any(|l| l.contains(" · ")),
        "a general's short text follows: {draft:?}"
    );
    for part in [
        "untrained armies",
        "spears",
        "Built:",
        "Battle: Shu–Wei border — Qishan",
    ] {
        assert!(en.contains(part), "{part:?} in the map text: {en}");
    }
}
