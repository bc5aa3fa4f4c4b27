//! The commands without Discord speak the operator's language (issue 34): `render`, `doctor`,
//! `backup`, `replay` and `script` follow `--lang`, else the locale (`LANG=ko_KR.UTF-8` is
//! Korean), and every message they print, success or refusal, comes from the catalog: in Korean
//! no line is left in English and no message id shows.

use std::path::Path;
use std::process::Output;

use crate::cli_ops::{game, text, url_of, warroom, warroom_with_locale};
use crate::harness::open_table;

const KOREAN: &str = "ko_KR.UTF-8";

fn has_hangul(s: &str) -> bool {
    s.chars().any(|c| ('가'..='힣').contains(&c))
}

/// Every printed line is Korean (file paths and numbers aside) and no message id shows.
fn all_korean(out: &Output, what: &str) -> String {
    let said = text(out);
    assert!(!said.contains("cli-"), "{what}: a message id: {said}");
    for line in said.lines().filter(|l| !l.trim().is_empty()) {
        assert!(has_hangul(line), "{what}: a line not in Korean: {line}\n{said}");
    }
    said
}

fn path(p: &Path) -> &str {
    p.to_str().expect("utf-8")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_speaks_korean_under_a_korean_locale_or_with_lang_ko() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_file = dir.path().join("games.db");
    let table = open_table(&url_of(&db_file)).await;
    let running = game(&table, 1, 3, 10).await;
    let finished = game(&table, 2, 4, 8).await;
    for p in &finished.players[1..] {
        table.concede(finished.place, p).await.expect("concede");
    }
    table.store.close().await;
    let db = path(&db_file);
    let ko = |args: &[&str]| warroom_with_locale(args, KOREAN);

    // doctor: the whole report.
    let doctor = ko(&["doctor", "--db", db]);
    assert!(doctor.status.success(), "{}", text(&doctor));
    let report = all_korean(&doctor, "doctor");
    assert!(
        report.contains("진행 중인 게임: 1개") && report.trim_end().ends_with("이상 없음"),
        "{report}"
    );
    let missing = ko(&["doctor", "--db", path(&dir.path().join("nope.db"))]);
    assert!(!missing.status.success());
    assert!(
        text(&missing).contains("데이터베이스를 열 수 없습니다"),
        "{}",
        text(&missing)
    );

    // backup: done, then refused without --force.
    let copy = dir.path().join("copy.db");
    let backup = ko(&["backup", path(&copy), "--db", db]);
    assert!(backup.status.success(), "{}", text(&backup));
    assert!(all_korean(&backup, "backup").contains("백업했습니다"));
    let refused = ko(&["backup", path(&copy), "--db", db]);
    assert!(!refused.status.success());
    assert!(all_korean(&refused, "backup again").contains("--force"));

    // replay: the files written, and a running game's refusal (the table's own, in Korean).
    let out_dir = dir.path().join("replay");
    let id = finished.id.to_string();
    let replay = ko(&["replay", "--db", db, "--game", &id, "--out-dir", path(&out_dir)]);
    assert!(replay.status.success(), "{}", text(&replay));
    assert!(all_korean(&replay, "replay").contains("썼습니다"));
    let early = ko(&["replay", "--db", db, "--game", &running.id.to_string()]);
    assert!(!early.status.success());
    all_korean(&early, "replay of a running game");

    // script: the replay script passes (its posts are the game's own, in English, and end with
    // the verdict line), and a broken script names its line in Korean.
    let script = out_dir.join(format!("game-{id}.wrs"));
    let run = ko(&["script", path(&script)]);
    assert!(run.status.success(), "{}", text(&run));
    let verdict = text(&run).lines().last().unwrap_or_default().to_string();
    assert!(verdict.starts_with("통과: 수 "), "{verdict}");
    let broken = dir.path().join("broken.wrs");
    std::fs::write(&broken, "game nuclear-wat\n").expect("write");
    let failed = ko(&["script", path(&broken)]);
    assert!(!failed.status.success());
    let said = all_korean(&failed, "script error");
    assert!(
        said.contains("broken.wrs:1: 모르는 게임입니다: `nuclear-wat`. 혹시 `nuclear-war` 말인가요?"),
        "{said}"
    );
    let unreadable = ko(&["script", path(&dir.path().join("none.wrs"))]);
    assert!(all_korean(&unreadable, "script of no file").contains("읽을 수 없습니다"));

    // render: the PNG written, a seat 0 and a missing saved game refused.
    let png = dir.path().join("board.png");
    let render = ko(&["render", "nuclear-war", "--out", path(&png)]);
    assert!(render.status.success(), "{}", text(&render));
    assert!(all_korean(&render, "render").contains("파일을 썼습니다"));
    let seat0 = ko(&["render", "nuclear-war", "--seat", "0", "--out", path(&png)]);
    assert!(all_korean(&seat0, "render --seat 0").contains("1부터"));
    let no_save = ko(&[
        "render",
        "--from",
        path(&dir.path().join("none.db")),
        "--out",
        path(&png),
    ]);
    assert!(all_korean(&no_save, "render --from a missing file").contains("파일이 없습니다"));

    // `--lang` wins over the locale, both ways.
    let flagged = warroom(&["doctor", "--db", db, "--lang", "ko"]);
    all_korean(&flagged, "doctor --lang ko");
    let english = ko(&["doctor", "--db", db, "--lang", "en"]);
    assert!(text(&english).trim_end().ends_with("ok"), "{}", text(&english));
    assert!(!has_hangul(&text(&english)), "{}", text(&english));
}
