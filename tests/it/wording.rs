//! The words players read, in both languages, over seeded random games of every registered game
//! (every log line, status, prompt, option label and private brief) and in every translation file:
//! no internal id of a decision (`event-ops`), English that agrees with its numbers ("1 ops",
//! "2–2 players"), and Korean that uses the Korean rulebook's own terms — one term per concept
//! (데프콘, 승점, 사건, 조종, 초기/중기/후기 냉전), the right particle after a word it can read
//! (소련이, not 소련이(가)), no 당신, and populations in 만 (2,500만). In neither language
//! an internal reference: a rule id of the specs (R-33, ruling A-1, §4) or a repository path
//! (docs/thrones.md) — players read the rulebook's own words.
//!
//! `WORDING_MOVES` (default 400) sets how many moves each game runs.

use warroom::engine::{AnyMatch, GameOptions, GameRng, Text, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, catalog};

/// Korean variants a player must never read, with the Korean edition's term to use instead.
const KOREAN_FORBIDDEN: &[(&str, &str)] = &[
    ("DEFCON", "데프콘"),
    ("VP", "승점"),
    ("이벤트", "사건"),
    ("초기 전쟁", "초기 냉전"),
    ("중기 전쟁", "중기 냉전"),
    ("후기 전쟁", "후기 냉전"),
    ("전장국가", "핵심 국가"),
    ("전장 국가", "핵심 국가"),
    ("통제", "조종"),
    ("당신", "(no 'you': 내 …, or no pronoun)"),
    ("백만", "만 (2,500만)"),
    ("천만", "만 (1,000만)"),
];

/// Terms a game's own Korean rulebook uses where another game's glossary forbids them, by message
/// id prefix: the Game of Thrones rulebook calls event cards 이벤트 (Twilight Struggle's edition
/// says 사건).
const KOREAN_ALLOWED_BY_GAME: &[(&str, &str)] = &[("thrones-", "이벤트")];

fn allowed_for(key: &str, term: &str) -> bool {
    KOREAN_ALLOWED_BY_GAME
        .iter()
        .any(|(prefix, t)| key.starts_with(prefix) && *t == term)
}

/// Internal names of decisions (Twilight Struggle's phases) that must be translated.
const DECISION_IDS: &[&str] = &[
    "choose-card",
    "choose-use",
    "event-order",
    "event-choice",
    "event-influence",
    "event-ops",
    "space-discard",
    "confirm-coup",
    "confirm-use",
];

/// Three Kingdoms Redux notation words (space ids, action choices) a Korean player must never
/// read outside a code span: each has its Korean name.
const TKR_NOTATION_WORDS: &[&str] = &[
    "farm",
    "market",
    "trade",
    "tech",
    "construct",
    "recruit",
    "train",
    "tribute",
    "support",
    "han",
    "harvest",
    "develop",
    "collect",
    "produce-spear-horse",
    "produce-crossbow-boat",
    "battle-wei-wu",
    "battle-shu-wei",
    "battle-shu-wu",
    "tribal-wei",
    "tribal-wu",
    "tribal-shu",
    "granary",
    "treasury",
];

/// English plural nouns that must not follow the number 1.
const PLURALS: &[&str] = &[
    "countries",
    "ops",
    "players",
    "cards",
    "battlegrounds",
    "turns",
    "points",
    "lines",
    "warheads",
    "rounds",
];

/// Dual particles that must not reach a player when every name in the game can be read, the
/// written order and the reversed one.
const DUAL_PARTICLES: &[&str] = &[
    "이(가)",
    "가(이)",
    "을(를)",
    "를(을)",
    "은(는)",
    "는(은)",
    "와(과)",
    "과(와)",
    "(으)로",
    "으로(로)",
    "로(으로)",
];

/// Reversed dual particles: the particle pass reads them too, but a translation writes the
/// consonant form first (이(가), 을(를)) — a reversed one left in text is always a slip.
const REVERSED_PARTICLES: &[&str] = &["가(이)", "를(을)", "는(은)", "으로(로)", "로(으로)"];

/// An internal reference in player text, if any: a spec's rule id (`R-33`, a ruling `A-1`, a
/// section `§4`) or a repository path (`docs/…`, `src/…`, `….md`, `….rs`).
fn internal_reference(text: &str) -> Option<String> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j].1);
        let next = chars.get(i + 1).map(|x| x.1);
        let after_next = chars.get(i + 2).map(|x| x.1);
        let starts_word = before.is_none_or(|b| !b.is_alphanumeric());
        // alone: not a part of a longer name such as "SR-71" or "MIRV-A-3".
        if (c == 'R' || c == 'A')
            && starts_word
            && before != Some('-')
            && next == Some('-')
            && after_next.is_some_and(|d| d.is_ascii_digit())
        {
            let id: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            return Some(format!("rule id `{id}`"));
        }
        // K:1371, L:512: a line of a seed rulebook, as the specs cite them.
        if c.is_ascii_uppercase() && starts_word && next == Some(':') && after_next.is_some_and(|d| d.is_ascii_digit())
        {
            return Some(format!("a rulebook line id `{c}:…`"));
        }
        if c == '§' && next.is_some_and(|d| d.is_ascii_digit()) {
            return Some("a section id `§…`".into());
        }
    }
    for dir in ["docs/", "src/"] {
        if text
            .match_indices(dir)
            .any(|(at, _)| word_at(text, at, dir.trim_end_matches('/')))
        {
            return Some(format!("a repository path `{dir}…`"));
        }
    }
    for ext in [".md", ".rs"] {
        let found = text.match_indices(ext).any(|(at, _)| {
            let stem = text[..at]
                .chars()
                .last()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            let end = text[at + ext.len()..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_ascii_alphanumeric());
            stem && end
        });
        if found {
            return Some(format!("a repository file `…{ext}`"));
        }
    }
    None
}

fn word_at(text: &str, at: usize, word: &str) -> bool {
    let before = text[..at].chars().last();
    let after = text[at + word.len()..].chars().next();
    before.is_none_or(|c| !c.is_ascii_alphanumeric()) && after.is_none_or(|c| !c.is_ascii_alphanumeric())
}

fn contains_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| word_at(text, at, word))
}

/// Text outside `code quotes` (notation shown to players may use internal words).
fn outside_code(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// What is wrong with one English line, if anything.
fn english_problem(line: &str) -> Option<String> {
    let prose = outside_code(line);
    if let Some(id) = DECISION_IDS.iter().find(|id| contains_word(&prose, id)) {
        return Some(format!("internal id `{id}`"));
    }
    for noun in PLURALS {
        let phrase = format!("1 {noun}");
        if prose.match_indices(&phrase).any(|(at, _)| {
            word_at(&prose, at, &phrase) && !prose[..at].ends_with(|c: char| c.is_ascii_digit() || c == ',')
        }) {
            return Some(format!("`{phrase}`"));
        }
    }
    for (at, _) in prose.match_indices("–") {
        let left: String = prose[..at].chars().rev().take_while(|c| c.is_ascii_digit()).collect();
        let right: String = prose[at + "–".len()..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        if !left.is_empty() && left.chars().rev().collect::<String>() == right {
            return Some(format!("a range of one number `{right}–{right}`"));
        }
    }
    if prose.contains("loses 0 ") || prose.contains("lose 0 ") {
        return Some("`loses 0`".into());
    }
    if prose.contains("..") || prose.contains("Secret: Secret") {
        return Some("a doubled word or stop".into());
    }
    None
}

/// What is wrong with one Korean line, if anything.
fn korean_problem(line: &str) -> Option<String> {
    korean_problem_for("", line)
}

/// What is wrong with one Korean line of message `key`, if anything.
fn korean_problem_for(key: &str, line: &str) -> Option<String> {
    let prose = outside_code(line);
    if let Some(id) = DECISION_IDS.iter().find(|id| contains_word(&prose, id)) {
        return Some(format!("internal id `{id}`"));
    }
    if let Some(word) = TKR_NOTATION_WORDS.iter().find(|w| contains_word(&prose, w)) {
        return Some(format!("notation word `{word}`"));
    }
    for (bad, good) in KOREAN_FORBIDDEN {
        let found = if bad.is_ascii() {
            contains_word(&prose, bad)
        } else {
            prose.contains(bad)
        };
        if found && !allowed_for(key, bad) {
            return Some(format!("`{bad}` (use {good})"));
        }
    }
    if let Some(dual) = unresolved_particle(&prose) {
        return Some(dual);
    }
    None
}

/// A dual particle the particle pass left: reversed, or after a word it can read (Korean, a
/// number, a lone Latin letter such as "요격미사일 A", or a name with a note: "Bot 2 (basic)").
/// After a longer Latin word (a player called "Ada") both forms stay, as they must.
fn unresolved_particle(prose: &str) -> Option<String> {
    if let Some(dual) = REVERSED_PARTICLES.iter().find(|d| prose.contains(*d)) {
        return Some(format!("reversed particle `{dual}`"));
    }
    for dual in DUAL_PARTICLES {
        for (at, _) in prose.match_indices(dual) {
            let mut before = prose[..at].trim_end_matches(['*', '_', '`', '\'', '"', '’', '”']);
            if let Some(open) = before.strip_suffix(')').and_then(|b| b.rfind('(')) {
                before = before[..open].trim_end();
            }
            let mut tail = before.chars().rev();
            let last = tail.next();
            let lone_letter =
                last.is_some_and(|c| c.is_ascii_alphabetic()) && !tail.next().is_some_and(|c| c.is_ascii_alphabetic());
            if lone_letter || last.is_some_and(|c| ('가'..='힣').contains(&c) || c.is_ascii_digit()) {
                return Some(format!("`{dual}` after a readable word"));
            }
        }
    }
    None
}

/// Every player-facing text of the current position: status for every viewer, prompts, briefs.
fn position_texts(m: &dyn AnyMatch) -> Vec<Text> {
    let mut out = Vec::new();
    let viewers = std::iter::once(Viewer::Public).chain((0..m.seats()).map(Viewer::Seat));
    for viewer in viewers {
        out.extend(m.status(viewer));
    }
    for seat in 0..m.seats() {
        out.extend(m.private_brief(seat));
    }
    for prompt in m.pending() {
        out.push(prompt.question.clone());
        out.extend(prompt.options.iter().map(|o| o.label.clone()));
        out.extend(prompt.free_form.clone());
    }
    out
}

fn check(texts: &[Text], names: &[String], problems: &mut Vec<String>, context: &str) {
    for text in texts {
        for lang in [Lang::En, Lang::Ko] {
            let line = catalog().render(lang, text, names);
            let problem = internal_reference(&line).or_else(|| match lang {
                Lang::En => english_problem(&line),
                Lang::Ko => korean_problem_for(&text.key, &line),
            });
            if let Some(problem) = problem {
                let report = format!("{context} [{}] {} — {problem}: {line}", lang.code(), text.key);
                if !problems.iter().any(|p| p.contains(&format!("] {} —", text.key))) {
                    problems.push(report);
                }
            }
        }
    }
}

fn play(kind_id: &str, seats: usize, options: &[(&str, &str)], seed: u64, problems: &mut Vec<String>) {
    let moves: usize = std::env::var("WORDING_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let registry = Registry::builtin();
    let kind = registry.get(kind_id).expect("registered");
    let options: GameOptions = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let (mut m, setup_log) = kind.create(seats, &options, seed).expect("setup");
    // Names the particle pass can read, one as the table names an AI seat (a note after it).
    let names: Vec<String> = (0..seats)
        .map(|s| match s {
            1 => warroom::ai::ai_name(2, warroom::ai::Level::Basic),
            _ => format!("Player{}", s + 1),
        })
        .collect();
    let context = format!("{kind_id} seed {seed}");
    check(
        &setup_log.iter().map(|e| e.text.clone()).collect::<Vec<_>>(),
        &names,
        problems,
        &context,
    );
    let mut rng = GameRng::new(seed ^ 0x5eed);
    for n in 0..moves {
        if m.outcome().is_some() {
            break;
        }
        if n % 5 == 0 {
            check(&position_texts(m.as_ref()), &names, problems, &context);
        }
        let Some((seat, line)) = m.random_move(&mut rng) else {
            break;
        };
        let applied = m.apply(seat, &line).expect("a listed move is legal");
        check(
            &applied.log.iter().map(|e| e.text.clone()).collect::<Vec<_>>(),
            &names,
            problems,
            &context,
        );
    }
    check(&position_texts(m.as_ref()), &names, problems, &context);
}

#[test]
fn no_internal_ids_bad_plurals_or_off_glossary_korean_in_random_games() {
    let mut problems = Vec::new();
    for seed in 1..=3 {
        play("twilight-struggle", 2, &[], seed, &mut problems);
    }
    play("nuclear-war", 3, &[], 4, &mut problems);
    play("nuclear-war", 4, &[("mode", "escalation")], 5, &mut problems);
    play("nuclear-war", 2, &[("mode", "combined")], 6, &mut problems);
    for seed in 7..=8 {
        play("three-kingdoms-redux", 3, &[], seed, &mut problems);
    }
    for seed in 9..=10 {
        play("thrones", 2, &[], seed, &mut problems);
    }
    play("thrones", 2, &[("draft", "on")], 11, &mut problems);
    // Every registered game is read here (a new game must be added above).
    let registry = Registry::builtin();
    for kind in registry.all() {
        assert!(
            ["twilight-struggle", "nuclear-war", "three-kingdoms-redux", "thrones"].contains(&kind.id()),
            "{} is not read by the wording test",
            kind.id()
        );
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn korean_translation_files_use_the_glossary() {
    let mut problems = Vec::new();
    for id in catalog().ids(Lang::Ko) {
        let text = catalog().render(Lang::Ko, &Text::new(id.clone()), &[]);
        for (bad, good) in KOREAN_FORBIDDEN {
            let found = if bad.is_ascii() {
                contains_word(&text, bad)
            } else {
                text.contains(bad)
            };
            if found && !allowed_for(&id, bad) {
                problems.push(format!("{id}: `{bad}` (use {good}): {text}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message of every translation file, each line of its value (every variant of a
/// selector, every continuation line), as (file, message id, line).
fn translation_lines() -> Vec<(String, String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("i18n/")
        .flat_map(|lang| std::fs::read_dir(lang.expect("a language").path()).expect("a language dir"))
        .map(|f| f.expect("a file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let name = path.strip_prefix(&root).expect("under i18n").display().to_string();
        let source = std::fs::read_to_string(&path).expect("readable");
        let mut key = String::new();
        for line in source.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let value = match line.split_once('=') {
                Some((id, value))
                    if !line.starts_with(char::is_whitespace)
                        && !id.trim().is_empty()
                        && id
                            .trim()
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
                {
                    key = id.trim().to_string();
                    value
                }
                _ => line,
            };
            out.push((name.clone(), key.clone(), value.to_string()));
        }
    }
    out
}

#[test]
fn translation_files_cite_no_internal_rule_ids_or_repository_paths() {
    let lines = translation_lines();
    assert!(
        lines.len() > 2000,
        "every translation file is read: {} lines",
        lines.len()
    );
    let problems: Vec<String> = lines
        .iter()
        .filter_map(|(file, key, line)| {
            let found = internal_reference(line).or_else(|| {
                file.starts_with("ko")
                    .then(|| REVERSED_PARTICLES.iter().find(|d| line.contains(*d)))
                    .flatten()
                    .map(|d| format!("reversed particle `{d}`"))
            });
            found.map(|p| format!("{file} {key}: {p}: {}", line.trim()))
        })
        .collect();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_games_rules_summary_reads_without_internal_references() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for lang in [Lang::En, Lang::Ko] {
            let rules = catalog().render(lang, &Text::new(kind.rules_key()), &[]);
            assert!(rules.len() > 200, "{} has a rules summary: {rules}", kind.id());
            assert_eq!(
                internal_reference(&rules),
                None,
                "{} [{}]: {rules}",
                kind.id(),
                lang.code()
            );
        }
    }
}

#[test]
fn the_checks_catch_what_they_are_for() {
    assert!(english_problem("USSR places influence: Finland 1 (1 ops).").is_some());
    assert!(english_problem("This game takes 2–2 players.").is_some());
    assert!(english_problem("Waiting for: US (event-ops)").is_some());
    assert!(english_problem("11 ops, 21 countries, 2–6 players, `choose-card`").is_none());
    assert!(english_problem("Ada fires a missile at Bora..").is_some());
    assert!(english_problem("Ada's Secret: Secret: Test Ban.").is_some());
    assert!(korean_problem("소련이(가) 이깁니다").is_some());
    assert!(korean_problem("Ada이(가) 이깁니다").is_none());
    assert!(korean_problem("DEFCON 2").is_some());
    assert!(korean_problem("데프콘 2, 승점 3점").is_none());
    assert!(korean_problem("인구 5백만").is_some());
    // 이벤트 is Twilight Struggle's forbidden word, and the Game of Thrones rulebook's own.
    assert!(korean_problem("이벤트를 플레이합니다").is_some());
    assert!(korean_problem_for("thrones-err-event", "이벤트를 플레이합니다").is_none());
    // A Three Kingdoms Redux space id where its name belongs; in a code span it is fine.
    assert!(korean_problem("위가 조조 장군을 support에 놓습니다").is_some());
    assert!(korean_problem("지지도 얻기: 수확: 곡물 창고에 2개").is_none());
    assert!(korean_problem("`place cao-cao support`처럼 입력하세요").is_none());
    // Internal references, and the legitimate text around them.
    for bad in [
        "Only the holder may add it (R-35).",
        "Realignment needs influence (R-56, ruling A-1).",
        "(seed §1.17 use 4)",
        "see docs/three-kingdoms-redux.md",
        "src/games/thrones/rules.rs",
        "규칙(R-12)",
        "the player whose action round it is loses, K:1371",
    ] {
        assert!(internal_reference(bad).is_some(), "{bad}");
    }
    for fine in [
        "SR-71 Blackbird, B-70, MIRV-A-3, Atlas-E, R&D, ARM-2",
        "A 10-megaton warhead; e.g. round 4; docs and sources; 1.5 MT",
        "요격미사일 A는 막습니다",
    ] {
        assert_eq!(internal_reference(fine), None, "{fine}");
    }
    // Particles after a lone letter, a name with a note, or reversed, must be resolved.
    assert!(korean_problem("요격미사일 A을(를) 씁니다").is_some());
    assert!(korean_problem("Bot 2 (basic)이(가) 이깁니다").is_some());
    assert!(korean_problem("소련가(이) 이깁니다").is_some());
    assert!(korean_problem("요격미사일 A를 씁니다, Bot 2 (basic)가 이깁니다").is_none());
}

#[test]
fn each_sides_setup_example_is_a_line_that_side_may_play() {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let (mut m, _) = kind.create(2, &GameOptions::new(), 1).expect("setup");
    for seat in [0, 1] {
        let prompt = m
            .pending()
            .into_iter()
            .find(|p| p.seat == seat)
            .expect("a setup prompt");
        let help = catalog().render(Lang::En, prompt.free_form.as_ref().expect("an example"), &[]);
        let example = help.split('`').nth(1).expect("a quoted example");
        m.apply(seat, example)
            .unwrap_or_else(|e| panic!("seat {seat}'s own example `{example}` is refused: {:?}", e.text));
    }
    assert_eq!(m.view(Viewer::Public)["phase"], "headline");
}
