//! Typed lines read back to their canonical spelling (`state/notation.rs`).

use super::super::state::notation::*;

#[test]
fn every_spelling_reads_back_to_its_canonical_line() {
    for line in [
        "target p2",
        "intercept am-s",
        "pass",
        "strike atlas wh20 p3",
        "platform 1 wh10 p2",
        "cruise p4",
        "done",
        "swap 2 prop5",
        "back",
        "first wh10",
        "second polaris",
        "queue wh10 atlas",
        "place b70",
        "show am-s",
        "hide am-s",
        "spy p2",
        "spy",
        "counter",
        "sabotage",
        "steal",
        "load wh20",
        "launch",
        "give p3",
        "kill p2 1",
        "cruise drop p2",
        "cruise move p2",
        "virus p3",
        "virus keep",
        "end",
    ] {
        let action = read(line).unwrap_or_else(|e| panic!("{line}: {e:?}"));
        assert_eq!(action.to_string(), line);
    }
    assert_eq!(read("keep"), Ok(NwAction::Done));
}

#[test]
fn misreads_say_which_word_is_wrong() {
    assert_eq!(read("target p0"), Err(Misread::Seat));
    assert_eq!(read("target bob"), Err(Misread::Seat));
    assert_eq!(read("swap x wh10"), Err(Misread::Slot));
    assert_eq!(read("first banana"), Err(Misread::Card("banana".into())));
    assert_eq!(read("place"), Err(Misread::Unknown));
    assert_eq!(read("queue wh10"), Err(Misread::Unknown));
    assert_eq!(read("fire"), Err(Misread::Unknown));
}
