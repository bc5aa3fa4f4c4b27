//! The docs say what the code does (issue 34): the README's board pictures are made by
//! `scripts/readme-pictures.sh` with exactly the commands printed under them, every picture in
//! `docs/` comes from that script and stays under 150 KB; `docs/scripts.md` names every
//! registered game and each of its example scripts runs.

use std::collections::BTreeSet;
use std::path::Path;

use warroom::cli::script::run_script;
use warroom::games::Registry;

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The words of a command, its spaces and line breaks collapsed.
fn words(command: &str) -> String {
    command.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The `docs/NAME.png` a `warroom render … --out docs/NAME.png` command writes.
fn out_file(command: &str) -> Option<&str> {
    let mut parts = command.split_whitespace();
    parts.by_ref().find(|w| *w == "--out")?;
    parts.next().filter(|f| f.starts_with("docs/"))
}

/// The script's picture commands, in order.
fn script_commands(script: &str) -> Vec<String> {
    script
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("warroom render "))
        .map(words)
        .collect()
}

/// The README's `warroom render …` code spans that write into `docs/`, with where each starts.
fn readme_commands(readme: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut rest = readme;
    let mut offset = 0;
    while let Some(open) = rest.find('`') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('`') else { break };
        let span = &after[..close];
        if span.starts_with("warroom render ") && out_file(span).is_some() {
            found.push((offset + open, words(span)));
        }
        offset += open + close + 2;
        rest = &after[close + 1..];
    }
    found
}

/// Each `![…](docs/NAME.png)` picture of the README, with where it starts.
fn readme_pictures(readme: &str) -> Vec<(usize, String)> {
    readme
        .match_indices("![")
        .filter_map(|(at, _)| {
            let tail = &readme[at..];
            let open = tail.find("](")? + 2;
            let close = tail[open..].find(')')?;
            let target = &tail[open..open + close];
            target.starts_with("docs/").then(|| (at, target.to_string()))
        })
        .collect()
}

#[test]
fn the_readme_pictures_are_made_by_the_script_with_the_commands_shown_under_them() {
    let script = read("scripts/readme-pictures.sh");
    let readme = read("README.md");
    let from_script = script_commands(&script);
    let shown = readme_commands(&readme);
    assert!(from_script.len() >= 5, "the script lists the pictures: {from_script:?}");

    // The same commands, once each, on both sides.
    let script_set: BTreeSet<&String> = from_script.iter().collect();
    let readme_set: BTreeSet<&String> = shown.iter().map(|(_, c)| c).collect();
    assert_eq!(script_set.len(), from_script.len(), "a command twice in the script");
    assert_eq!(readme_set.len(), shown.len(), "a command twice in the README");
    assert_eq!(
        script_set, readme_set,
        "scripts/readme-pictures.sh and the README's commands differ"
    );

    // Under each picture, before the next one, the command that writes it.
    let pictures = readme_pictures(&readme);
    assert!(pictures.len() >= 5, "{pictures:?}");
    for (i, (at, file)) in pictures.iter().enumerate() {
        let end = pictures.get(i + 1).map_or(readme.len(), |(next, _)| *next);
        let under = shown
            .iter()
            .find(|(c, _)| (*at..end).contains(c))
            .map(|(_, command)| command);
        assert_eq!(
            under.and_then(|c| out_file(c)),
            Some(file.as_str()),
            "the first command under {file} is not the one writing it: {under:?}"
        );
    }

    // Every picture in docs/ is one of the script's, exists and stays small.
    let written: BTreeSet<&str> = from_script.iter().filter_map(|c| out_file(c)).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let in_docs: BTreeSet<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".png"))
        .map(|name| format!("docs/{name}"))
        .collect();
    assert_eq!(
        written,
        in_docs.iter().map(String::as_str).collect(),
        "docs/*.png and the pictures the script writes differ"
    );
    for file in &in_docs {
        let size = std::fs::metadata(root.join(file)).expect("the picture").len();
        assert!(size < 150 * 1024, "{file} is {} KB (150 KB at most)", size / 1024);
    }
}

#[test]
fn the_script_docs_name_every_game_and_their_examples_run() {
    let doc = read("docs/scripts.md");
    let registry = Registry::builtin();
    for id in registry.ids() {
        assert!(doc.contains(&format!("`{id}`")), "docs/scripts.md does not name `{id}`");
    }
    let examples: Vec<&str> = doc
        .split("```text\n")
        .skip(1)
        .filter_map(|block| block.split("```").next())
        .filter(|block| block.starts_with("game "))
        .collect();
    let mut games = BTreeSet::new();
    for example in &examples {
        let run = run_script(example, &registry).unwrap_or_else(|e| panic!("{e}\n{example}"));
        assert!(run.expects_checked > 0, "an example checks something: {example}");
        games.insert(
            example
                .lines()
                .next()
                .unwrap_or_default()
                .trim_start_matches("game ")
                .trim(),
        );
    }
    assert_eq!(
        games,
        registry.ids().into_iter().collect(),
        "one example per registered game"
    );
}

#[test]
fn the_checks_read_what_they_are_for() {
    let readme = "![a](docs/a.png)\n\n`warroom render x --seed 1\n--out docs/a.png` (also `ls`)\n";
    assert_eq!(readme_pictures(readme), vec![(0, "docs/a.png".to_string())]);
    assert_eq!(
        readme_commands(readme),
        vec![(18, "warroom render x --seed 1 --out docs/a.png".to_string())]
    );
    assert_eq!(
        script_commands("set -e\n  warroom render x --out docs/a.png\nwarroom() { x; }\n"),
        vec!["warroom render x --out docs/a.png".to_string()]
    );
    assert_eq!(out_file("warroom render x --out elsewhere.png"), None);
}
