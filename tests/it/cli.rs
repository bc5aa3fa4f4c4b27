//! The terminal front end: a hot-seat game driven through stdin, and `warroom render`.

use std::io::Cursor;

use warroom::ai::Level;
use warroom::cli::play::{PlaySetup, play};
use warroom::cli::render::{RenderSetup, render_board};
use warroom::engine::{GameOptions, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};

/// Input a newcomer might type: option numbers, now and then a typo.
fn typed_lines(count: usize, seed: u64) -> String {
    let mut x = seed | 1;
    let mut out = String::new();
    for i in 0..count {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if i % 97 == 0 {
            out.push_str("fire everything\n");
        } else {
            out.push_str(&format!("{}\n", 1 + x % 6));
        }
    }
    out
}

#[test]
fn a_hot_seat_game_can_be_played_to_the_end_by_typing_numbers() {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: "nuclear-war".into(),
        seats: 2,
        seed: 5,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ada".into(), "Bora".into()],
        save: None,
        ai: Vec::new(),
    };
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new(typed_lines(60_000, 9)), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    let outcome = game.outcome().expect("the game reached its end");
    assert!(screen.contains("Pass the keyboard to Bora"), "hands the keyboard over");
    assert!(screen.contains("only you may look now"));
    assert!(screen.contains("✗ "), "a typo gets a refusal, not a crash");
    let summary_shown = screen.trim_end().lines().last().unwrap_or_default();
    assert!(!summary_shown.is_empty());
    assert!(outcome.winners.len() <= 1);
}

#[test]
fn the_terminal_speaks_korean() {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: "nuclear-war".into(),
        seats: 3,
        seed: 2,
        lang: Lang::Ko,
        options: GameOptions::new(),
        names: vec!["가".into(), "나".into(), "다".into()],
        save: None,
        ai: Vec::new(),
    };
    let mut screen = Vec::new();
    play(&setup, &registry, Cursor::new("\n1\n"), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).unwrap();
    assert!(screen.contains("키보드를"), "{screen}");
}

#[test]
fn the_terminal_lists_and_sets_standing_auto_passes() {
    let registry = Registry::builtin();
    let mut options = GameOptions::new();
    options.insert("mode".into(), "escalation".into());
    let setup = PlaySetup {
        game: "nuclear-war".into(),
        seats: 3,
        seed: 2,
        lang: Lang::En,
        options,
        names: vec!["Ada".into(), "Bora".into(), "Chen".into()],
        save: None,
        ai: Vec::new(),
    };
    let input = "\nautopass\nautopass attack on\nautopass bogus on\nautopass attack maybe\nautopass\nquit\n";
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new(input), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).unwrap();
    assert!(screen.contains("You answer every response window yourself"), "{screen}");
    assert!(
        screen.contains("you pass automatically on declared attack windows, whatever you hold"),
        "{screen}"
    );
    assert!(
        screen.contains("✗ `bogus` is not a kind of response window"),
        "{screen}"
    );
    assert!(screen.contains("✗ Write `autopass` to list"), "{screen}");
    assert!(
        screen.contains("You pass automatically on: declared attack."),
        "{screen}"
    );
    let set: Vec<Vec<&str>> = (0..3).map(|s| game.auto_passes(s)).collect();
    assert_eq!(set.iter().filter(|k| *k == &vec!["attack"]).count(), 1, "{set:?}");
    assert_eq!(set.iter().filter(|k| k.is_empty()).count(), 2, "{set:?}");

    // A game without response windows says so.
    let setup = PlaySetup {
        options: GameOptions::new(),
        ..setup
    };
    let mut screen = Vec::new();
    play(
        &setup,
        &registry,
        Cursor::new("\nautopass attack on\nquit\n"),
        &mut screen,
    )
    .expect("plays");
    let screen = String::from_utf8(screen).unwrap();
    assert!(
        screen.contains("✗ This game has no out-of-turn response windows"),
        "{screen}"
    );
}

#[test]
fn render_writes_a_png_of_a_game_in_progress() {
    let setup = RenderSetup {
        game: "nuclear-war".into(),
        seats: Some(4),
        seed: 3,
        lang: Lang::Ko,
        options: GameOptions::new(),
        moves: 50,
        viewer: Viewer::Public,
        part: None,
    };
    let png = render_board(&setup, &Registry::builtin()).expect("renders");
    assert_eq!(&png[1..4], b"PNG");
    assert!(png.len() > 10_000);
    // `--part`: one part, or a refusal listing the parts in the board's language.
    let part = RenderSetup {
        game: "twilight-struggle".into(),
        seats: Some(2),
        lang: Lang::Ko,
        part: Some("europe".into()),
        ..setup.clone()
    };
    let png = render_board(&part, &Registry::builtin()).expect("renders a part");
    assert_eq!(&png[1..4], b"PNG");
    let Err(err) = render_board(
        &RenderSetup {
            part: Some("atlantis".into()),
            ..part
        },
        &Registry::builtin(),
    ) else {
        panic!("an unknown part must be refused")
    };
    assert!(
        err.to_string().contains("atlantis") && err.to_string().contains("europe (유럽)"),
        "{err}"
    );
    let unknown = RenderSetup {
        game: "chess".into(),
        ..setup
    };
    let Err(err) = render_board(&unknown, &Registry::builtin()) else {
        panic!("an unknown game must be refused")
    };
    assert!(err.to_string().contains("nuclear-war"), "{err}");
}

/// Composed prompts in the terminal: the items numbered with their notations and the limits
/// line, one number where two items are asked is refused, the typed lines answer every kind.
#[test]
fn hot_seat_shows_limits_and_takes_composed_lines() {
    use warroom::engine::Kind;
    let registry = std::sync::Arc::new(Registry::new(vec![Box::new(
        Kind::<crate::table::kinds_toy::Kinds>::new(),
    )]));
    let setup = PlaySetup {
        game: "kinds".into(),
        seats: 2,
        seed: 1,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ada".into(), "Bora".into()],
        save: None,
        ai: Vec::new(),
    };
    let typed = "\n2\nkeep ox hawk\nkeep hare wren\n\nbid 9\nbid 3\n\nshare north:2 south:1\n";
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new(typed), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    assert!(screen.contains("✗"), "one item of two is refused: {screen}");
    assert!(
        screen.contains(") ox"),
        "items are numbered with their notation: {screen}"
    );
    assert!(
        screen.contains("Choose 2 costing at most 10 in all. Type: `keep <item> <item> …`"),
        "{screen}"
    );
    assert!(screen.contains("A number from 0 to 5"), "{screen}");
    assert!(screen.contains("over the limit of 10"), "the budget refusal: {screen}");
    assert!(screen.contains("3 points in all"), "{screen}");
    assert!(game.outcome().is_some(), "{screen}");
    assert_eq!(
        game.view(warroom::engine::Viewer::Public)["shared"],
        serde_json::json!(["north:2", "south:1"])
    );
}

/// Hot seat runs through the table: each seat's private lines (the toy's dealt hand) appear only
/// after its own hand-off, in its recap, and never on another seat's screen.
#[test]
fn hot_seat_goes_through_the_table_and_shows_private_lines_only_at_their_hand_off() {
    use warroom::engine::Kind;
    let registry = std::sync::Arc::new(Registry::new(vec![Box::new(Kind::<crate::table::toy::Toy>::new())]));
    let setup = PlaySetup {
        game: "toy".into(),
        seats: 2,
        seed: 4,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ada".into(), "Bora".into()],
        save: None,
        ai: Vec::new(),
    };
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new("\n1\n".repeat(40)), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    assert!(game.outcome().is_some(), "{screen}");
    // The screen in turns: what each player saw after "Pass the keyboard to <name>".
    let dealt: Vec<String> = screen
        .lines()
        .filter(|l| l.contains("You were dealt"))
        .map(|l| l.trim_start_matches("• ").to_string())
        .collect();
    assert_eq!(
        dealt.len(),
        2,
        "each seat's dealt line is shown once, to that seat: {screen}"
    );
    for (name, own) in [("Ada", 0), ("Bora", 1)] {
        for turn in screen
            .split("Pass the keyboard to ")
            .skip(1)
            .filter(|t| t.starts_with(name))
        {
            let other = &dealt[1 - own];
            assert!(
                !turn.contains(other.as_str()),
                "{name} was shown the other hand `{other}`"
            );
        }
    }
    let first_turn = screen.split("Pass the keyboard to ").nth(1).expect("a hand-off");
    assert!(
        first_turn.starts_with("Ada") && first_turn.contains(&dealt[0]),
        "{first_turn}"
    );
}

/// `quit` typed at a hand-off ends the game there, before the next player's hand is shown.
#[test]
fn quitting_at_a_hand_off_shows_no_hand() {
    use warroom::engine::Kind;
    let registry = std::sync::Arc::new(Registry::new(vec![Box::new(Kind::<crate::table::toy::Toy>::new())]));
    let setup = PlaySetup {
        game: "toy".into(),
        seats: 2,
        seed: 4,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ada".into(), "Bora".into()],
        save: None,
        ai: Vec::new(),
    };
    let mut screen = Vec::new();
    play(&setup, &registry, Cursor::new("quit\n"), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    assert!(screen.contains("Pass the keyboard to Ada"), "{screen}");
    assert!(
        !screen.contains("You were dealt") && !screen.contains("only you may look now"),
        "{screen}"
    );
}

/// The part of the screen after the last clear (what a player sees, with no scrollback).
fn after_last_clear(screen: &str) -> &str {
    screen.rsplit("\x1b[3J").next().unwrap_or(screen)
}

#[test]
fn a_hand_off_clears_the_scrollback_keeps_the_results_and_shows_no_hand_before_enter() {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: "twilight-struggle".into(),
        seats: 2,
        seed: 4,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Vera".into(), "Walt".into()],
        save: None,
        ai: Vec::new(),
    };
    // Vera (USSR) takes the keyboard, places her setup influence; at Walt's hand-off, `quit`.
    let input = "\nplace east-germany poland:4 yugoslavia\nquit\n";
    let mut screen = Vec::new();
    play(&setup, &registry, Cursor::new(input), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).unwrap();
    let hand_offs: Vec<&str> = screen.split("\x1b[3J").collect();
    assert!(
        hand_offs.len() >= 4,
        "each hand-off clears the scrollback twice: {screen}"
    );
    // Vera's private view was on screen, then cleared before Walt came.
    assert!(screen.contains("Vera, only you may look now"));
    let walt = hand_offs
        .iter()
        .rev()
        .find(|part| part.contains("Pass the keyboard to Walt"))
        .expect("Walt's hand-off");
    assert!(
        walt.contains("East Germany"),
        "Vera's placement stays on screen: {walt}"
    );
    assert!(
        !walt.contains("only you may look now"),
        "nothing private before Enter: {walt}"
    );
    // `quit` at the hand-off ends with the public picture only: Walt's view never shows.
    assert!(!screen.contains("Walt, only you may look now"));
    assert!(!after_last_clear(&screen).contains("only you may look now"));
}

#[test]
fn names_set_the_seats_and_bad_names_are_refused() {
    use warroom::cli::play::seats_and_names;
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        seats_and_names(2, None, names(&["Ada", "Bora", "Chen"])),
        Ok((3, names(&["Ada", "Bora", "Chen"])))
    );
    assert_eq!(
        seats_and_names(2, Some(3), names(&["Bora"])),
        Ok((3, names(&["Bora", "Ada", "Chen"])))
    );
    assert_eq!(seats_and_names(2, None, Vec::new()), Ok((2, names(&["Ada", "Bora"]))));
    let refused = |r: Result<(usize, Vec<String>), warroom::engine::Text>| tr(Lang::En, &r.expect_err("refused"));
    assert!(refused(seats_and_names(2, Some(2), names(&["A", "B", "C"]))).contains("3 names for 2 seats"));
    assert!(refused(seats_and_names(2, None, names(&["Ada", ""]))).contains("empty"));
    assert!(refused(seats_and_names(2, None, names(&["Ada", "Ada"]))).contains("twice"));
}

fn ts_setup(save: Option<std::path::PathBuf>) -> PlaySetup {
    PlaySetup {
        game: "twilight-struggle".into(),
        seats: 2,
        seed: 12,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Vera".into(), "Walt".into()],
        save,
        ai: Vec::new(),
    }
}

#[test]
fn a_saved_terminal_game_resumes_and_can_be_drawn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("ts.db");
    let registry = Registry::builtin();
    let mut screen = Vec::new();
    let input = "\nplace east-germany poland:4 yugoslavia\nquit\n";
    play(
        &ts_setup(Some(file.clone())),
        &registry,
        Cursor::new(input),
        &mut screen,
    )
    .expect("plays");
    let first = String::from_utf8(screen).unwrap();
    assert!(first.contains("Seed 12"), "the seed is printed: {first}");
    assert!(first.contains("The game is kept in"), "{first}");
    // The same command again: the game goes on where it stopped, with Walt (the US) to place.
    let mut screen = Vec::new();
    let input = "\nplace west-germany:4 italy:3\nquit\n";
    let game = play(
        &ts_setup(Some(file.clone())),
        &registry,
        Cursor::new(input),
        &mut screen,
    )
    .expect("resumes");
    let second = String::from_utf8(screen).unwrap();
    assert!(second.contains("Resuming game #1"), "{second}");
    assert!(second.contains("Pass the keyboard to Walt"), "{second}");
    assert_eq!(game.view(Viewer::Public)["phase"], "headline");
    // `warroom render --from` draws it as it stands, and a script's final position too.
    let png = warroom::cli::render::render_saved(&file, Viewer::Public, Lang::Ko, None, &registry).expect("draws");
    assert_eq!(&png[1..4], b"PNG");
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/twilight-struggle/missile-envy.wrs");
    let png = warroom::cli::render::render_saved(&script, Viewer::Seat(1), Lang::En, Some("tracks"), &registry)
        .expect("draws");
    assert_eq!(&png[1..4], b"PNG");
}

/// Quitting checkpoints the save file's WAL into it: the `.db` file copied alone (no `-wal`
/// next to it) still holds the game, which resumes from the copy (issue 34).
#[test]
fn a_quit_terminal_game_is_whole_in_its_save_file_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("game.db");
    let registry = Registry::builtin();
    let input = "\nplace east-germany poland:4 yugoslavia\nquit\n";
    play(
        &ts_setup(Some(file.clone())),
        &registry,
        Cursor::new(input),
        &mut Vec::new(),
    )
    .expect("plays");
    let wal = dir.path().join("game.db-wal");
    assert_eq!(
        std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0),
        0,
        "the WAL is empty"
    );
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let copy = elsewhere.path().join("game.db");
    std::fs::copy(&file, &copy).expect("copy the .db file only");
    let mut screen = Vec::new();
    let game = play(&ts_setup(Some(copy)), &registry, Cursor::new("quit\n"), &mut screen).expect("resumes");
    let screen = String::from_utf8(screen).unwrap();
    assert!(screen.contains("Resuming game #1"), "{screen}");
    assert!(
        screen.contains("Pass the keyboard to Walt"),
        "the USSR's setup is in the copy: {screen}"
    );
    assert_eq!(game.view(Viewer::Public)["phase"], "setup");
}

#[test]
fn map_lists_both_sides_influence_and_board_writes_the_picture() {
    let registry = Registry::builtin();
    let mut screen = Vec::new();
    play(
        &ts_setup(None),
        &registry,
        Cursor::new("\nmap\nboard\nquit\n"),
        &mut screen,
    )
    .expect("plays");
    let screen = String::from_utf8(screen).unwrap();
    assert!(screen.contains("**Europe**"), "{screen}");
    assert!(
        screen.contains("United Kingdom (stability 5): USSR 0, US 5 — US controls"),
        "{screen}"
    );
    assert!(
        screen.contains("East Germany ★ (stability 3): USSR 3, US 0"),
        "{screen}"
    );
    let path = screen
        .lines()
        .find_map(|l| l.split_once("Board written to ").map(|(_, path)| path))
        .map(|p| p.trim_end_matches('.'))
        .expect("the board's path");
    let png = std::fs::read(path).expect("the file exists");
    assert_eq!(&png[1..4], b"PNG");
}

/// Three Kingdoms Redux at one terminal: the secret draft answered by the items' numbers.
#[test]
fn three_kingdoms_drafts_take_the_generals_numbers() {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: "three-kingdoms-redux".into(),
        seats: 3,
        seed: 3,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ann".into(), "Ben".into(), "Cy".into()],
        save: None,
        ai: Vec::new(),
    };
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new("\n1 2 3 4\n"), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    assert!(screen.contains("   1) "), "the drawn generals are numbered: {screen}");
    assert!(screen.contains("You keep "), "{screen}");
    let waiting: Vec<usize> = game.pending().iter().map(|p| p.seat).collect();
    assert_eq!(waiting, vec![1, 2], "Wei has picked, in secret until all have");
}

#[test]
fn one_person_plays_a_whole_terminal_game_against_two_ai_seats() {
    let registry = Registry::builtin();
    let setup = PlaySetup {
        game: "nuclear-war".into(),
        seats: 3,
        seed: 8,
        lang: Lang::En,
        options: GameOptions::new(),
        names: vec!["Ada".into(), "Bora".into(), "Cem".into()],
        save: None,
        ai: vec![(1, Level::Random), (2, Level::Basic)],
    };
    let mut screen = Vec::new();
    let game = play(&setup, &registry, Cursor::new(typed_lines(60_000, 3)), &mut screen).expect("plays");
    let screen = String::from_utf8(screen).expect("utf-8");
    game.outcome().expect("the game reached its end");
    assert!(
        screen.contains("Bot 1 (random)") && screen.contains("Bot 2 (basic)"),
        "the bots sit at seats 2 and 3"
    );
    assert!(
        !screen.contains("Pass the keyboard to Bot"),
        "nobody hands the keyboard to a bot"
    );
    // The bots' hands never reach the person's screen: only seat 1 reads private lines.
    assert!(!screen.contains("— Bot"));
}

/// Each game's hot-seat `help` shows its own notation, taken from the prompt at hand, and names
/// `map` and `autopass` only for a game that has a map or windows (issue 34: Game of Thrones
/// offered Nuclear War's `place wh20` and a map it does not have).
#[test]
fn the_hot_seat_help_shows_each_games_own_notation() {
    let help = |game: &str, lang: Lang| {
        let registry = Registry::builtin();
        let setup = PlaySetup {
            game: game.into(),
            seats: 2,
            seed: 3,
            lang,
            options: GameOptions::new(),
            names: vec!["Ada".into(), "Bora".into()],
            save: None,
            ai: Vec::new(),
        };
        let mut screen = Vec::new();
        play(&setup, &registry, Cursor::new("\nhelp\nquit\n"), &mut screen).expect("plays");
        let screen = String::from_utf8(screen).expect("utf-8");
        screen
            .lines()
            .map(|l| l.trim_start_matches("> "))
            .find(|l| l.starts_with("Commands:") || l.starts_with("명령어:"))
            .unwrap_or_else(|| panic!("no help in {screen}"))
            .to_string()
    };
    let thrones = help("thrones", Lang::En);
    assert!(thrones.contains("(e.g. `keep`, `mulligan`)"), "{thrones}");
    assert!(!thrones.contains("wh20") && !thrones.contains("`map`"), "{thrones}");
    assert!(thrones.contains("`autopass`"), "Game of Thrones has windows: {thrones}");
    let korean = help("thrones", Lang::Ko);
    assert!(
        korean.contains("(예: `keep`, `mulligan`)") && !korean.contains("`map`"),
        "{korean}"
    );
    let twilight = help("twilight-struggle", Lang::En);
    assert!(twilight.contains("`map` lists the map"), "{twilight}");
    assert!(
        !twilight.contains("wh20") && !twilight.contains("`autopass`"),
        "{twilight}"
    );
}
