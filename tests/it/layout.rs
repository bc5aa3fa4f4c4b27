//! Keeps the layout of `docs/engine.md` ("One layout for every game folder"): no import circle
//! between rooms, and unit tests only in a game's `tests/` folder, never beside its code files.
//!
//! A room is, under `src/games/<game>/`, the first part of a path (a folder or a file); elsewhere
//! in `src/` the top folder (a layer: `engine`, `table`, …) or the top file. A game's `mod.rs` (its
//! module tree and registration), `src/games/mod.rs` (the registry), `lib.rs` / `main.rs`, test
//! modules and files under a `tests/` folder are not rooms. Imports are read from the source
//! text: `use` trees and paths starting with `crate::`, `super::` or `self::`.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The parts of `path` below `src/`, without `.rs`.
fn parts(src: &Path, path: &Path) -> Vec<String> {
    let rel = path.strip_prefix(src).expect("under src").with_extension("");
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect()
}

/// The module path a file defines (`games/thrones/mod.rs` → `games::thrones`).
fn module_of(parts: &[String]) -> Vec<String> {
    match parts.last().map(String::as_str) {
        Some("mod" | "lib" | "main") => parts[..parts.len() - 1].to_vec(),
        _ => parts.to_vec(),
    }
}

fn room_of(parts: &[String]) -> Option<String> {
    if parts.iter().any(|p| p == "tests") {
        return None;
    }
    match parts {
        [games, game, first, ..] if games == "games" => {
            (first != "mod" || parts.len() > 3).then(|| format!("games/{game}/{first}"))
        }
        [games, ..] if games == "games" => None,
        [file] if file == "lib" || file == "main" => None,
        [first, ..] => Some(first.clone()),
        [] => None,
    }
}

/// The text without comments and without test modules (`#[cfg(test)] mod x { … }` runs to the end
/// of the file by rustfmt's habit here; `#[cfg(test)] mod x;` names a test file).
fn code_text(text: &str) -> String {
    let mut code: String = text
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let inline_test_module = code.match_indices("#[cfg(test)]").map(|(at, _)| at).find(|&at| {
        let after = code[at + "#[cfg(test)]".len()..].trim_start();
        let after = after.strip_prefix("pub ").unwrap_or(after);
        after.starts_with("mod ") && after.split(';').next().is_some_and(|head| head.contains('{'))
    });
    if let Some(at) = inline_test_module {
        code.truncate(at);
    }
    code
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path a `use` tree names, e.g. `crate::{a::{b, c}, d}` → `crate::a::b`, `crate::a::c`, `crate::d`.
fn use_paths(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let mut path = prefix.to_vec();
        path.extend(segments(&tree[..open]));
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    use_paths(&inner[start..i], &path, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        use_paths(&inner[start..], &path, out);
    } else if !tree.is_empty() {
        let mut path = prefix.to_vec();
        path.extend(segments(tree.split(" as ").next().unwrap_or(tree)));
        out.push(path);
    }
}

fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "self")
        .map(String::from)
        .collect()
}

/// Every `crate::` / `super::` / `self::` path in the code, from `use` trees and inline paths.
fn imported_paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for (at, _) in code.match_indices("use ") {
        if at > 0 && code[..at].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let Some(end) = code[at..].find(';') else { continue };
        let tree = &code[at + 4..at + end];
        if ["crate", "super", "self"]
            .iter()
            .any(|h| tree.trim_start().starts_with(h))
        {
            use_paths(tree, &[], &mut out);
        }
    }
    for head in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(head) {
            if at > 0 && code[..at].chars().next_back().is_some_and(|c| is_ident(c) || c == ':') {
                continue;
            }
            let tail: String = code[at..].chars().take_while(|&c| is_ident(c) || c == ':').collect();
            out.push(segments(&tail));
        }
    }
    out
}

/// The file that `path` (as written in the file of module `me`) reaches.
fn target<'a>(path: &[String], me: &[String], files: &'a HashMap<Vec<String>, PathBuf>) -> Option<&'a PathBuf> {
    let (head, rest) = path.split_first()?;
    let mut full: Vec<String> = match head.as_str() {
        "crate" => Vec::new(),
        "self" => me.to_vec(),
        "super" => me[..me.len().saturating_sub(1)].to_vec(),
        _ => return None,
    };
    let mut rest = rest;
    while let Some((first, after)) = rest.split_first() {
        if first != "super" {
            break;
        }
        full.pop();
        rest = after;
    }
    full.extend(rest.iter().cloned());
    (1..=full.len()).rev().find_map(|n| files.get(&full[..n]))
}

/// Strongly connected components of more than one room (Tarjan).
fn circles(edges: &BTreeMap<String, BTreeMap<String, (String, String)>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeMap<String, (String, String)>>,
        index: HashMap<&'a str, usize>,
        low: HashMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(walk: &mut Walk<'a>, room: &'a str) {
        let n = walk.index.len();
        walk.index.insert(room, n);
        walk.low.insert(room, n);
        walk.stack.push(room);
        for next in walk.edges.get(room).into_iter().flat_map(|to| to.keys()) {
            if !walk.index.contains_key(next.as_str()) {
                visit(walk, next);
                walk.low.insert(room, walk.low[room].min(walk.low[next.as_str()]));
            } else if walk.stack.contains(&next.as_str()) {
                walk.low.insert(room, walk.low[room].min(walk.index[next.as_str()]));
            }
        }
        if walk.low[room] == walk.index[room] {
            let at = walk.stack.iter().rposition(|r| *r == room).expect("on the stack");
            let component: Vec<String> = walk.stack.split_off(at).into_iter().map(String::from).collect();
            if component.len() > 1 {
                walk.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for room in edges.keys() {
        if !walk.index.contains_key(room.as_str()) {
            visit(&mut walk, room);
        }
    }
    walk.found
}

#[test]
fn no_import_circle_between_rooms() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    let files: HashMap<Vec<String>, PathBuf> = paths.iter().map(|p| (module_of(&parts(&src, p)), p.clone())).collect();
    // room → room it imports → one (file, file) import as evidence.
    let mut edges: BTreeMap<String, BTreeMap<String, (String, String)>> = BTreeMap::new();
    for path in &paths {
        let my_parts = parts(&src, path);
        let Some(room) = room_of(&my_parts) else { continue };
        let me = module_of(&my_parts);
        let code = code_text(&std::fs::read_to_string(path).expect("readable"));
        for import in imported_paths(&code) {
            let Some(reached) = target(&import, &me, &files) else {
                continue;
            };
            let Some(other) = room_of(&parts(&src, reached)) else {
                continue;
            };
            if other != room {
                let evidence = (my_parts.join("/"), parts(&src, reached).join("/"));
                edges.entry(room.clone()).or_default().entry(other).or_insert(evidence);
            }
        }
    }
    let found = circles(&edges);
    let report: Vec<String> = found
        .iter()
        .map(|circle| {
            let steps: Vec<String> = circle
                .iter()
                .flat_map(|from| {
                    edges[from]
                        .iter()
                        .filter(|(to, _)| circle.contains(to))
                        .map(move |(to, (a, b))| format!("    {from} → {to} ({a}.rs imports {b}.rs)"))
                })
                .collect();
            format!("  {}\n{}", circle.join(" ↔ "), steps.join("\n"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "import circles between rooms (docs/engine.md):\n{}",
        report.join("\n")
    );
}

#[test]
fn game_unit_tests_live_in_the_games_tests_folder() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let mut paths = Vec::new();
    rust_files(&games, &mut paths);
    let misplaced: BTreeSet<String> = paths
        .iter()
        .filter_map(|path| {
            let rel: Vec<String> = path
                .strip_prefix(&games)
                .expect("under src/games")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            let name = rel.last()?.trim_end_matches(".rs").to_string();
            let in_tests_folder = rel.len() >= 3 && rel[1] == "tests";
            let named_as_test = name == "tests" || name.starts_with("tests_") || name.ends_with("_tests");
            let tests_folder_elsewhere = rel.iter().skip(2).rev().skip(1).any(|part| part == "tests");
            // A test module written inside a code file is a test among the code too.
            let inline_tests = !in_tests_folder
                && std::fs::read_to_string(path).is_ok_and(|text| text.contains("#[cfg(test)]\nmod tests {"));
            ((named_as_test && !in_tests_folder) || tests_folder_elsewhere || inline_tests).then(|| rel.join("/"))
        })
        .collect();
    assert!(
        misplaced.is_empty(),
        "unit tests outside src/games/<game>/tests/, as files or inline modules (docs/engine.md): {misplaced:?}"
    );
}
