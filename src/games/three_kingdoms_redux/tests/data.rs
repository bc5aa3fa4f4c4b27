//! The data files parse, and a broken row is refused with its line (`data.rs`).

use super::super::data::*;

#[test]
fn the_shipped_files_parse() {
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    assert!(
        d.general("cao-cao")
            .is_some_and(|(_, g)| g.lord && g.abilities[0].kind == "tie-win")
    );
}

#[test]
fn a_malformed_row_is_named_by_its_line() {
    let head = "id\tkingdom\tlord\tofficer\tadm\tcmb\tldr\tspecialties\tabilities\tstatus\tsource\n";
    let cases: [(&'static str, &str); 6] = [
        ("x\twei\t-\tcivil\t6\t1\t1\tinfantry\t-\tknown\ts\n", "administration"),
        ("x\tqin\t-\tcivil\t1\t1\t1\tinfantry\t-\tknown\ts\n", "kingdom"),
        (
            "x\twei\t-\tcivil\t1\t1\t1\tinfantry\tfly(far=1)\tknown\ts\n",
            "unknown ability kind",
        ),
        (
            "x\twei\t-\tcivil\t1\t1\t1\tinfantry\tbid-bonus(speed=1)\tknown\ts\n",
            "takes no `speed`",
        ),
        ("x\twei\t-\tcivil\t1\t1\t1\tinfantry\t-\tmaybe\ts\n", "status"),
        ("x\twei\t-\tcivil\t1\t1\n", "fields"),
    ];
    for (row, why) in cases {
        let src: &'static str = Box::leak(format!("{head}{row}").into_boxed_str());
        let err = parse_generals(src).expect_err(row);
        assert!(err.starts_with("2: ") && err.contains(why), "{row:?}: {err}");
    }
}

fn assert_unique<'a>(what: &str, ids: impl Iterator<Item = &'a str>) {
    let mut seen = std::collections::HashSet::new();
    for id in ids {
        assert!(seen.insert(id), "{what} id `{id}` is used twice");
    }
}

#[test]
fn the_roster_is_complete() {
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(d.generals.len(), 69);
    for k in Kingdom::ALL {
        let of: Vec<&General> = d.generals.iter().filter(|g| g.kingdom == k).collect();
        assert_eq!(of.len(), 23, "{k:?} generals");
        assert_eq!(of.iter().filter(|g| g.lord).count(), 1, "{k:?} lords");
    }
    assert_unique("general", d.generals.iter().map(|g| g.id));

    assert_eq!(d.enhancements.len(), 42);
    for deck in [Deck::Unification, Deck::Separation] {
        let n = d.enhancements.iter().filter(|e| e.deck == deck).count();
        assert_eq!(n, 21, "{deck:?} cards");
    }
    assert_unique("enhancement", d.enhancements.iter().map(|e| e.id));
    // A card's benefit is named by its id alone (`gain <card>`): the two kinds never share one.
    assert_unique(
        "card",
        d.generals
            .iter()
            .map(|g| g.id)
            .chain(d.enhancements.iter().map(|e| e.id)),
    );

    assert_eq!(d.locations.len(), 15);
    for b in Border::ALL {
        let on: Vec<&Location> = d.locations.iter().filter(|l| l.border == b).collect();
        assert_eq!(on.len(), 5, "{b:?} locations");
        let types: std::collections::HashSet<UnitType> = on.iter().map(|l| l.unit).collect();
        assert!(types.len() >= 3, "{b:?} has only {} unit types", types.len());
    }
    assert_unique("location", d.locations.iter().map(|l| l.id));

    assert_eq!(d.recruitment.len(), 9);
}

/// `key = value` with a non-empty value on a line of the Fluent file.
fn has_message(ftl: &str, key: &str) -> bool {
    ftl.lines().any(|line| {
        line.strip_prefix(key)
            .and_then(|rest| rest.trim_start().strip_prefix('='))
            .is_some_and(|value| !value.trim().is_empty())
    })
}

#[test]
fn every_card_has_its_names_and_texts() {
    let files = [
        ("en", include_str!("../../../../i18n/en/three-kingdoms-redux-cards.ftl")),
        ("ko", include_str!("../../../../i18n/ko/three-kingdoms-redux-cards.ftl")),
    ];
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    let mut keys = Vec::new();
    for g in &d.generals {
        keys.push(format!("tkr-general-{}", g.id));
        if !g.abilities.is_empty() {
            keys.push(format!("tkr-general-{}-text", g.id));
        }
    }
    for e in &d.enhancements {
        keys.push(format!("tkr-se-{}", e.id));
        if !e.abilities.is_empty() {
            keys.push(format!("tkr-se-{}-text", e.id));
        }
    }
    keys.extend(d.locations.iter().map(|l| format!("tkr-border-{}", l.id)));
    assert!(!files[1].1.contains("당신"), "the Korean texts address no one as 당신");
    for (lang, ftl) in files {
        for key in &keys {
            assert!(
                has_message(ftl, key),
                "i18n/{lang}/three-kingdoms-redux-cards.ftl lacks `{key} =`"
            );
        }
    }
}
