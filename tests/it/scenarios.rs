//! Runs every scenario script under `tests/scenarios/` (the same runner as `warroom script`).

use std::path::{Path, PathBuf};

use warroom::cli::script::run_script;
use warroom::games::Registry;

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("tests/scenarios exists") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            scripts(&path, out);
        } else if path.extension().is_some_and(|e| e == "wrs") {
            out.push(path);
        }
    }
}

#[test]
fn every_scenario_script_passes() {
    let registry = Registry::builtin();
    let mut files = Vec::new();
    scripts(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"),
        &mut files,
    );
    files.sort();
    let mut failures = Vec::new();
    let mut expectations = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).expect("readable script");
        match run_script(&source, &registry) {
            Ok(run) => expectations += run.expects_checked,
            Err(e) => failures.push(format!("{}: {e}", file.display())),
        }
    }
    assert!(failures.is_empty(), "failing scripts:\n{}", failures.join("\n"));
    assert!(
        files.len() >= 5,
        "expected the scenario examples, found {}",
        files.len()
    );
    assert!(expectations >= files.len(), "every script should check something");
}

#[test]
fn a_failing_expectation_names_its_line() {
    let registry = Registry::builtin();
    let source = "game nuclear-war\nseats 2\nseed 1\n\nexpect war = \"certainly\"\n";
    let err = run_script(source, &registry).err().expect("the expectation must fail");
    assert_eq!(err.line, 5);
    assert!(err.message.contains("war"), "{}", err.message);
}
