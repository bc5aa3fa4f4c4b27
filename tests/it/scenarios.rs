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

#[test]
fn a_misspelt_game_is_reported_at_its_own_line_with_the_closest_id() {
    let registry = Registry::builtin();
    let err = run_script("# a comment\ngame twilight-strugle\nseed 1\np1: pass\n", &registry)
        .err()
        .expect("no such game");
    assert_eq!(err.line, 2);
    assert!(
        err.message.contains("Did you mean `twilight-struggle`?"),
        "{}",
        err.message
    );
    assert_eq!(err.to_string(), format!("2: {}", err.message), "file:LINE: for editors");
}

#[test]
fn a_roll_must_fit_a_die_and_be_used() {
    let registry = Registry::builtin();
    let opening = "game twilight-struggle\nseed 3\np1: place east-germany poland:4 yugoslavia\n\
                   p2: place west-germany:4 italy:3\nset hand ussr europe-scoring blockade\n\
                   set hand us middle-east-scoring duck-and-cover\np1: headline europe-scoring\n\
                   p2: headline middle-east-scoring\nset influence panama 0 1\n";
    // A six-sided coup die cannot show 7: the script fails at the `roll` line.
    let too_big = format!("{opening}roll 7\np1: play blockade coup panama\n");
    let err = run_script(&too_big, &registry).err().expect("7 is not on a d6");
    assert_eq!(err.line, 10, "{}", err.message);
    assert!(err.message.contains("roll 7"), "{}", err.message);
    // A roll that no die uses fails at its line too.
    let unused = format!("{opening}roll 4\np1: play blockade influence place finland\n");
    let err = run_script(&unused, &registry).err().expect("nothing rolled");
    assert_eq!(err.line, 10);
    assert!(err.message.contains("never used"), "{}", err.message);
    // Used and fitting: fine.
    let used = format!("{opening}roll 4\np1: play blockade coup panama\n");
    run_script(&used, &registry).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        run_script(&format!("{opening}roll 0\n"), &registry).is_err(),
        "0 is no die result"
    );
}

#[test]
fn fail_lines_expect_refused_edits_and_shown_lines_check_private_messages() {
    let registry = Registry::builtin();
    let base = "game twilight-struggle\nseed 3\n";
    run_script(&format!("{base}fail set defcon 9\n"), &registry).unwrap_or_else(|e| panic!("{e}"));
    let err = run_script(&format!("{base}fail set defcon 3\n"), &registry)
        .err()
        .expect("a legal edit is accepted");
    assert_eq!(err.line, 3);
    let err = run_script(&format!("{base}expect @p1 shown \"Duck and Cover\"\n"), &registry)
        .err()
        .expect("nothing was shown yet");
    assert!(err.message.contains("never privately shown"), "{}", err.message);
}
