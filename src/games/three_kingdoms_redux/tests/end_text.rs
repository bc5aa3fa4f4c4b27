//! The end-of-round and scoring messages: every id translated in both languages, every message
//! formats.

/// Every message id the end-of-round and scoring code names exists in both languages, in this
/// step's own files, and none clashes with the game's other files.
#[test]
fn every_end_message_id_is_translated() {
    let sources = [include_str!("../rules/upkeep.rs"), include_str!("../rules/scoring.rs")];
    let files = [
        include_str!("../../../../i18n/en/three-kingdoms-redux-end.ftl"),
        include_str!("../../../../i18n/ko/three-kingdoms-redux-end.ftl"),
    ];
    let others = [
        include_str!("../../../../i18n/en/three-kingdoms-redux.ftl"),
        include_str!("../../../../i18n/ko/three-kingdoms-redux.ftl"),
        include_str!("../../../../i18n/en/three-kingdoms-redux-cards.ftl"),
        include_str!("../../../../i18n/ko/three-kingdoms-redux-cards.ftl"),
    ];
    let mut ids = std::collections::BTreeSet::new();
    for src in sources {
        for part in src.split('"').skip(1).step_by(2) {
            if part.starts_with("tkr-") && !part.ends_with('-') && !part.contains('{') {
                ids.insert(part.to_string());
            }
        }
    }
    assert!(ids.len() >= 17, "{ids:?}");
    for file in files {
        fluent_bundle::FluentResource::try_new(file.to_string()).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        for id in &ids {
            assert!(file.lines().any(|l| l.starts_with(&format!("{id} ="))), "{id} missing");
        }
        for l in file.lines().filter(|l| l.starts_with("tkr-")) {
            let id = l.split(' ').next().unwrap_or_default();
            assert!(
                !others
                    .iter()
                    .any(|o| o.lines().any(|ol| ol.starts_with(&format!("{id} =")))),
                "{id} is already defined in another file"
            );
        }
        assert!(!file.contains("당신"));
    }
}

/// Every message of this step's files formats without errors, with the arguments the code gives
/// and with each of the numbers the selectors pick on.
#[test]
fn every_end_message_formats() {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    let files = [
        ("en", include_str!("../../../../i18n/en/three-kingdoms-redux-end.ftl")),
        ("ko", include_str!("../../../../i18n/ko/three-kingdoms-redux-end.ftl")),
    ];
    for (lang, file) in files {
        let res = FluentResource::try_new(file.to_string()).unwrap_or_else(|(_, e)| panic!("{e:?}"));
        let mut bundle = FluentBundle::new(vec![lang.parse().expect("a language id")]);
        bundle.set_use_isolating(false);
        bundle.add_resource(res).expect("no clashes");
        let ids: Vec<&str> = file
            .lines()
            .filter(|l| l.starts_with("tkr-"))
            .filter_map(|l| l.split(' ').next())
            .collect();
        for id in ids {
            let pattern = bundle.get_message(id).and_then(|m| m.value()).expect("a value");
            for (gold, rice, support) in [(0, 1, 0), (2, 0, 1), (1, 3, 2)] {
                let mut args = FluentArgs::new();
                args.set("kingdom", "wu");
                args.set("general", "Jia Xu");
                args.set("han", "adm");
                args.set("gold", gold);
                args.set("rice", rice);
                args.set("support", support);
                args.set("n", gold + rice);
                args.set("total", 7);
                args.set("favor", 4);
                args.set("round", 3);
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                assert!(!text.contains('{') && !text.trim().is_empty(), "{lang} {id}: {text}");
                if id == "tkr-log-deficit" {
                    assert!(!text.contains("0 gold") && !text.contains("금 0개"), "{text}");
                    assert!(!text.contains(" 0 rice") && !text.contains("쌀 0개"), "{text}");
                }
            }
        }
    }
}
