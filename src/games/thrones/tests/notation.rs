//! The notation: every action prints and parses back.

use crate::games::thrones::data::{House, Icon, data};
use crate::games::thrones::prompts::notation::*;
use crate::games::thrones::state::PlotIx;
use crate::games::thrones::state::ability::Target;
use crate::games::thrones::state::windows::Ahead;

#[test]
fn every_shape_prints_and_parses_back() {
    let c = |id: &str| card_of_word(id).unwrap();
    let p = data().plot("hear-me-roar").unwrap().0 as PlotIx;
    let q = |id: &str| data().plot(id).unwrap().0 as PlotIx;
    let all = [
        ThronesAction::Draft(q("summoning-season")),
        ThronesAction::PlotDeck(vec![
            q("calling-the-banners"),
            q("building-season"),
            q("mutual-cause"),
            q("uneasy-truce"),
            q("snowed-under"),
            q("the-power-of-arms"),
            q("valar-morghulis"),
        ]),
        ThronesAction::Keep,
        ThronesAction::Mulligan,
        ThronesAction::Limited(None),
        ThronesAction::Limited(Some(c("great-keep-1"))),
        ThronesAction::Place(vec![c("arya-stark"), c("jon-snow")]),
        ThronesAction::Place(vec![]),
        ThronesAction::Plot(p),
        ThronesAction::First(House::Lannister),
        ThronesAction::Marshal(c("eddard-stark-1"), None),
        ThronesAction::Marshal(c("bodyguard"), Some(c("eddard-stark-1"))),
        ThronesAction::Duplicate(c("robb-stark")),
        ThronesAction::Done,
        ThronesAction::Challenge(Icon::Intrigue),
        ThronesAction::Attack(vec![c("the-hound")]),
        ThronesAction::Stealth(vec![]),
        ThronesAction::Defend(vec![c("hodor"), c("bran-stark")]),
        ThronesAction::Kill(vec![c("sansa-stark")]),
        ThronesAction::Save,
        ThronesAction::NoSave,
        ThronesAction::Pass,
        ThronesAction::PassAhead(Ahead::Challenge),
        ThronesAction::PassAhead(Ahead::Phase),
        ThronesAction::PassAhead(Ahead::Round),
        ThronesAction::Use(c("the-lions-will"), Target::card(c("hodor"))),
        ThronesAction::Use(c("arya-stark"), Target::default()),
        ThronesAction::Use(
            c("magister-illyrio"),
            Target {
                icon: Some(Icon::Power),
                ..Target::default()
            },
        ),
        ThronesAction::Use(
            c("i-never-bet-against-my-family"),
            Target {
                cards: vec![c("tywin-lannister")],
                n: Some(2),
                ..Target::default()
            },
        ),
        ThronesAction::Use(
            c("call-their-bluff"),
            Target {
                named: Some(3),
                ..Target::default()
            },
        ),
        ThronesAction::Choose(vec![c("summer")]),
        ThronesAction::Choose(vec![]),
    ];
    for a in all {
        let line = a.to_string();
        assert_eq!(ThronesAction::parse(&line).unwrap(), a, "{line}");
    }
    assert_eq!(
        ThronesAction::parse("marshal nobody").unwrap_err().text.key,
        "thrones-err-unknown-card"
    );
    assert_eq!(
        ThronesAction::parse("draft winter").unwrap_err().text.key,
        "thrones-err-unknown-plot"
    );
    assert_eq!(
        ThronesAction::parse("plot-deck hear-me-roar nothing")
            .unwrap_err()
            .text
            .key,
        "thrones-err-unknown-plot"
    );
    assert_eq!(
        ThronesAction::parse("dance").unwrap_err().text.key,
        "thrones-err-bad-line"
    );
}
