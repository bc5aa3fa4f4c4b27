//! Keeps `src/` readable: no file over 800 lines and no function over 150 lines, except the
//! listed debts (each with its size today, so a listed file cannot grow and a fixed one must
//! leave the list).

use std::path::Path;

const MAX_FILE_LINES: usize = 800;
const MAX_FN_LINES: usize = 150;

/// Files still over the limit: (path, lines today).
const FILE_DEBTS: &[(&str, usize)] = &[];

/// Functions still over the limit: (path, fn name, lines today).
const FN_DEBTS: &[(&str, &str, usize)] = &[];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Each function's name and length in lines, found by rustfmt's layout: a line starting with
/// `fn ` (after visibility and qualifiers) opens a function, and the first later line with the
/// same indentation that starts with `}` closes it.
fn functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let signature = ["pub(crate) ", "pub(super) ", "pub ", "async ", "const ", "unsafe "]
            .iter()
            .fold(trimmed, |s, prefix| s.strip_prefix(prefix).unwrap_or(s));
        let Some(rest) = signature.strip_prefix("fn ") else {
            continue;
        };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // A trait's declaration without a body (`fn name(..) -> T;`) is no function to measure.
        let opening = lines[i..]
            .iter()
            .find(|l| l.contains('{') || l.trim_end().ends_with(';'));
        if opening.is_some_and(|l| !l.contains('{')) {
            continue;
        }
        if let Some(end) = lines[i + 1..].iter().position(|l| {
            let t = l.trim_start();
            l.len() - t.len() == indent && t.starts_with('}')
        }) {
            found.push((name, end + 2));
        }
    }
    found
}

#[test]
fn no_file_or_function_in_src_grows_past_the_limits() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut problems = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(path).expect("readable source");
        let lines = text.lines().count();
        match FILE_DEBTS.iter().find(|(p, _)| *p == rel) {
            Some((_, debt)) if lines > *debt => {
                problems.push(format!("{rel}: {lines} lines, grew past its listed {debt}"))
            }
            Some((_, _)) if lines <= MAX_FILE_LINES => {
                problems.push(format!("{rel}: {lines} lines now: drop it from FILE_DEBTS"))
            }
            None if lines > MAX_FILE_LINES => problems.push(format!("{rel}: {lines} lines (max {MAX_FILE_LINES})")),
            _ => {}
        }
        for (name, length) in functions(&text) {
            match FN_DEBTS.iter().find(|(p, n, _)| *p == rel && *n == name) {
                Some((_, _, debt)) if length > *debt => problems.push(format!(
                    "{rel}: fn {name} is {length} lines, grew past its listed {debt}"
                )),
                None if length > MAX_FN_LINES => {
                    problems.push(format!("{rel}: fn {name} is {length} lines (max {MAX_FN_LINES})"))
                }
                _ => {}
            }
        }
    }
    for (path, name, _) in FN_DEBTS {
        let text = std::fs::read_to_string(root.join(path)).unwrap_or_default();
        if !functions(&text).iter().any(|(n, len)| n == name && *len > MAX_FN_LINES) {
            problems.push(format!(
                "{path}: fn {name} is within the limit now: drop it from FN_DEBTS"
            ));
        }
    }
    assert!(problems.is_empty(), "size limits:\n{}", problems.join("\n"));
}

#[test]
fn the_function_finder_measures_rustfmt_layout() {
    let text = "fn a() {\n    x();\n}\n\npub(crate) fn b(\n    y: u8,\n) -> u8 {\n    y\n}\n    fn inner() {}\n";
    assert_eq!(functions(text), vec![("a".to_string(), 3), ("b".to_string(), 5)]);
}
