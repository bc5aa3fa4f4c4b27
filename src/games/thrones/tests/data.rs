//! The card pool's files: they parse, each deck and plot set is whole, every id is its own, and a
//! malformed row is refused by its line.

use crate::games::thrones::data::*;

#[test]
fn the_shipped_files_parse() {
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(d.cards.len(), 98);
    assert_eq!(d.plots.len(), 32);
    let (_, eddard) = d.card("eddard-stark").expect("Eddard");
    assert!(eddard.unique && eddard.has_keyword(Keyword::Renown) && eddard.cost == 4);
    assert_eq!(eddard.effects[0].name(), "enters-power");
    let (_, keep) = d.card("great-keep").expect("the keep");
    assert!(keep.has_keyword(Keyword::Limited) && keep.gold == 1 && keep.cost == 0);
    let (_, roar) = d.plot("hear-me-roar").expect("Hear Me Roar");
    assert_eq!((roar.income, roar.initiative, roar.claim), (5, 6, 1));
}

#[test]
fn each_deck_has_50_cards_and_each_plot_set_7() {
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    for h in House::BOTH {
        assert_eq!(d.decks[h.index()].len(), 50, "{h:?} deck");
        assert_eq!(d.plot_sets[h.index()].len(), 7, "{h:?} plots");
    }
    assert_eq!(d.instances.len(), 100);
}

#[test]
fn every_physical_card_and_plot_has_its_own_id() {
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    let mut seen = std::collections::HashSet::new();
    for id in d
        .instances
        .iter()
        .map(|i| i.id.as_str())
        .chain(d.plots.iter().map(|p| p.id))
    {
        assert!(seen.insert(id.to_string()), "id `{id}` names two things");
    }
    assert!(d.instance("great-keep-3").is_some() && d.instance("great-keep").is_none());
    assert!(d.instance("crossroads-3").is_some() && d.instance("crossroads-4").is_none());
    let eddard = d.instance("eddard-stark-2").expect("copies are numbered");
    assert_eq!(d.instances[eddard].house, House::Stark);
}

#[test]
fn a_malformed_row_is_named_by_its_line() {
    let head =
        "id\ttype\thouse\tunique\tcost\tstrength\ticons\ttraits\tkeywords\tgold\taccepts\tattach_to\teffect\tsource\n";
    let ok = "x\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\t-\ts\n";
    let cases: [(&str, &str); 9] = [
        (
            "x\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\t-\n",
            "fields",
        ),
        (
            "x\tcharacter\ttargaryen\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\t-\ts\n",
            "house",
        ),
        (
            "x\tcharacter\tstark\tyes\t99\t2\tmilitary\tlord\t-\t0\tany\t-\t-\ts\n",
            "cost",
        ),
        (
            "x\tcharacter\tstark\tyes\t2\t2\tnaval\tlord\t-\t0\tany\t-\t-\ts\n",
            "icon",
        ),
        (
            "x\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\tdeadly\t0\tany\t-\t-\ts\n",
            "keyword",
        ),
        (
            "x\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\tfly(n=1)\ts\n",
            "unknown effect kind",
        ),
        (
            "x\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\tstr(speed=1)\ts\n",
            "takes no `speed`",
        ),
        (
            "X\tcharacter\tstark\tyes\t2\t2\tmilitary\tlord\t-\t0\tany\t-\t-\ts\n",
            "kebab-case",
        ),
        (
            "x\tlocation\tstark\t-\t2\t2\t-\t-\t-\t0\t-\t-\t-\ts\n",
            "not a character",
        ),
    ];
    let good: &'static str = Box::leak(format!("{head}{ok}").into_boxed_str());
    assert!(parse_cards(good).is_ok());
    for (row, why) in cases {
        let src: &'static str = Box::leak(format!("{head}{ok}{row}").into_boxed_str());
        let err = parse_cards(src).expect_err(row);
        assert!(err.starts_with("3: ") && err.contains(why), "{row:?}: {err}");
    }
    let plots: &'static str = "id\tincome\tinitiative\tclaim\ttraits\teffect\tsource\nx\t4\t3\t9\t-\t-\ts\n";
    assert!(parse_plots(plots).unwrap_err().starts_with("2: claim"));
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    let decks: &'static str = "deck\tcard\tcopies\nstark\tthe-hound\t1\n";
    assert!(
        parse_decks(decks, &d.cards)
            .unwrap_err()
            .contains("2: `the-hound` belongs to the other house")
    );
}

/// The leak tests look for hidden ids as whole words in every text: no id may be a word of
/// another card's or plot's name (`lannisport` in "Lannisport Steward"), in either language.
#[test]
fn no_id_is_a_word_of_another_name() {
    let files = [
        include_str!("../../../../i18n/en/thrones-cards.ftl"),
        include_str!("../../../../i18n/ko/thrones-cards.ftl"),
    ];
    // (card or plot id, its name in lower case)
    let names: Vec<(&str, String)> = files
        .iter()
        .flat_map(|f| f.lines())
        .filter_map(|line| {
            let (key, value) = line.split_once(" = ")?;
            let id = key
                .strip_prefix("thrones-card-")
                .or_else(|| key.strip_prefix("thrones-plot-"))?;
            (!id.ends_with("-text")).then(|| (id, value.to_lowercase()))
        })
        .collect();
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(names.len(), 2 * (d.cards.len() + d.plots.len()));
    let ids = d
        .instances
        .iter()
        .map(|i| (i.id.as_str(), d.cards[i.card].id))
        .chain(d.plots.iter().map(|p| (p.id, p.id)));
    for (id, own) in ids {
        for (other, name) in names.iter().filter(|(other, _)| *other != own) {
            let word = name.match_indices(id).any(|(at, _)| {
                let before = name[..at].chars().next_back();
                let after = name[at + id.len()..].chars().next();
                !before.is_some_and(|c| c.is_ascii_alphanumeric()) && !after.is_some_and(|c| c.is_ascii_alphanumeric())
            });
            assert!(!word, "id `{id}` is a word of the name of `{other}`: {name}");
        }
    }
    // And no name is a word of another card's id (notation shows ids: `lannisport` would be
    // found in `lannisport-steward`).
    for (own, name) in &names {
        for i in d.instances.iter().filter(|i| d.cards[i.card].id != *own) {
            let word = i.id.match_indices(name.as_str()).any(|(at, _)| {
                let before = i.id[..at].chars().next_back();
                let after = i.id[at + name.len()..].chars().next();
                !before.is_some_and(|c| c.is_ascii_alphanumeric()) && !after.is_some_and(|c| c.is_ascii_alphanumeric())
            });
            assert!(!word, "the name of `{own}` ({name}) is a word of the id `{}`", i.id);
        }
    }
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
fn every_card_plot_and_trait_has_its_names_and_texts() {
    let files = [
        ("en", include_str!("../../../../i18n/en/thrones-cards.ftl")),
        ("ko", include_str!("../../../../i18n/ko/thrones-cards.ftl")),
    ];
    let d = parse_all().unwrap_or_else(|e| panic!("{e}"));
    let mut keys = Vec::new();
    for c in &d.cards {
        keys.push(format!("thrones-card-{}", c.id));
        if !c.effects.is_empty() {
            keys.push(format!("thrones-card-{}-text", c.id));
        }
        keys.extend(c.traits.iter().map(|t| format!("thrones-trait-{t}")));
    }
    for p in &d.plots {
        keys.push(format!("thrones-plot-{}", p.id));
        keys.push(format!("thrones-plot-{}-text", p.id));
        keys.extend(p.traits.iter().map(|t| format!("thrones-trait-{t}")));
    }
    assert!(!files[1].1.contains("당신"), "the Korean texts address no one as 당신");
    for (lang, ftl) in files {
        for key in &keys {
            assert!(has_message(ftl, key), "i18n/{lang}/thrones-cards.ftl lacks `{key} =`");
        }
    }
}
