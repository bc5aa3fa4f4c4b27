//! The registry is the only list of cards, and the core rules never name one.

use crate::games::twilight_struggle::data::cards;
use crate::games::twilight_struggle::events::cards::{CARD_FILES, LAST_CARD, REGISTRY};
use std::path::{Path, PathBuf};

#[test]
fn twilight_registry_has_every_card_number_exactly_once() {
    for (i, rules) in REGISTRY.iter().enumerate() {
        assert_eq!(usize::from(rules.no), i, "registry slot {i} holds card #{}", rules.no);
    }
    for c in cards() {
        assert!(
            c.number >= 1 && c.number <= LAST_CARD,
            "card #{} has no registry slot",
            c.number
        );
    }
    let mut seen = [0u8; LAST_CARD as usize + 1];
    for rules in CARD_FILES {
        assert!(
            cards().iter().any(|c| c.number == rules.no),
            "a card file describes #{}, which is no card",
            rules.no
        );
        seen[usize::from(rules.no)] += 1;
    }
    let twice: Vec<usize> = (0..seen.len()).filter(|&no| seen[no] > 1).collect();
    assert!(twice.is_empty(), "cards with more than one file: {twice:?}");
    // One line per card file, in card order, so the list reads like the deck.
    assert!(
        CARD_FILES.windows(2).all(|w| w[0].no < w[1].no),
        "CARD_FILES is out of card order"
    );
}

#[test]
fn twilight_every_card_has_its_own_file_with_its_event() {
    for c in cards()
        .iter()
        .filter(|c| !c.scoring && c.number != crate::games::twilight_struggle::state::CHINA_CARD)
    {
        assert!(
            CARD_FILES.iter().any(|r| r.no == c.number && r.event.is_some()),
            "card #{} ({}) has no file in events/cards/ with its event",
            c.number,
            c.id
        );
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder") {
        let path = entry.expect("source entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether `line` compares a card number to a literal (`no == 36`, `card != 103`).
fn compares_card_to_literal(line: &str) -> bool {
    let words = ["no", "card", "c", "trap", "n"];
    words.iter().any(|w| {
        ["==", "!="].iter().any(|op| {
            line.match_indices(&format!("{w} {op} ")).any(|(i, m)| {
                let before = line[..i].chars().next_back();
                let rest = &line[i + m.len()..];
                before.is_none_or(|b| !b.is_alphanumeric() && b != '_' && b != '.')
                    && rest.chars().next().is_some_and(|d| d.is_ascii_digit())
                    && !rest.starts_with("0 ")
                    && !rest.starts_with("0)")
                    && !rest.starts_with("1 ")
                    && !rest.starts_with("1)")
            })
        })
    })
}

/// Whether the path after `events::` starts with a constant (`NATO`, not `Played`).
fn names_constant(after: &str) -> bool {
    let name: String = after
        .chars()
        .take_while(|ch| ch.is_alphanumeric() || *ch == '_')
        .collect();
    name.len() > 1
        && name
            .chars()
            .all(|ch| ch.is_ascii_uppercase() || ch.is_ascii_digit() || ch == '_')
}

#[test]
fn twilight_core_rules_never_name_a_card() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/twilight_struggle");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut offences = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&root)
            .expect("under root")
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("events/") || rel.contains("tests") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable source");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let names_card_constant = code.contains("CardNo = ") && !code.contains("CHINA_CARD") && !code.contains("type CardNo")
                    // `mod.rs` registers the registry itself (no card) with the hook points.
                    || code.contains("events::cards::") && !code.contains("events::cards::{LAST_CARD, REGISTRY,")
                    || code.split("events::").skip(1).any(names_constant);
            let compares_id = code.contains("card(") && code.contains(".id == \"");
            if names_card_constant || compares_id || compares_card_to_literal(code) {
                offences.push(format!("{rel}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "core rules naming a card:\n{}",
        offences.join("\n")
    );
}

#[test]
fn twilight_card_literal_check_catches_what_it_should() {
    assert!(compares_card_to_literal("if no == 36 && x"));
    assert!(compares_card_to_literal("(card != 103)"));
    assert!(!compares_card_to_literal("if n == 0 && !show"));
    assert!(!compares_card_to_literal("if mono == 36"));
    assert!(!compares_card_to_literal("if no == CHINA_CARD"));
    assert!(names_constant("NATO) {"));
    assert!(!names_constant("Played {"));
}
