//! #16 Warsaw Pact Formed: the USSR wipes the US from 4 Eastern European countries, or adds 5
//! influence there (at most 2 each); while in play, NATO may be played (read by `nato.rs`).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const WARSAW_PACT: CardNo = 16;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    old_stage: Some(old_stage),
    ..CardRules::new(WARSAW_PACT)
};

/// The event's questions.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// Wipe the US from 4 countries or add 5 influence.
    Mode,
    /// The `nth` country (1..=4) to wipe.
    Wipe { nth: u8 },
}

impl CardStage for Stage {
    fn question(&self) -> u8 {
        match self {
            Stage::Mode => 0,
            Stage::Wipe { nth } => *nth,
        }
    }
}

/// Saved before typed state: stage 0 the mode, stages 1..=4 the country to wipe.
fn old_stage(stage: u8, _data: Vec<u8>) -> Memo {
    Memo::of(&match stage {
        0 => Stage::Mode,
        nth => Stage::Wipe { nth },
    })
}

fn east_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::EastEurope)
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    fx::ask(
        g,
        p,
        WARSAW_PACT,
        &Stage::Mode,
        vec![Pick::word("wipe"), Pick::word("add")],
        false,
    );
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (memo.read(), pick) {
        (Some(Stage::Mode), Some(Pick::Word(w))) => {
            let east = fx::countries_where(east_europe);
            if w == "wipe" {
                let with_us: Vec<_> = east.into_iter().filter(|&c| g.inf(c, Power::Us) > 0).collect();
                let first = Stage::Wipe { nth: 1 };
                fx::ask(g, chooser, WARSAW_PACT, &first, fx::country_picks(&with_us), false);
            } else {
                fx::place_among(g, WARSAW_PACT, Power::Ussr, 5, 2, east);
            }
        }
        // One country wiped; ask again until 4 are done.
        (Some(Stage::Wipe { nth }), Some(Pick::Country(c))) if (1..=4).contains(&nth) => {
            fx::remove_all(g, c, Power::Us, log);
            if nth < 4 {
                let left: Vec<_> = fx::countries_where(|x| east_europe(x) && g.inf(x, Power::Us) > 0);
                let next = Stage::Wipe { nth: nth + 1 };
                fx::ask(g, chooser, WARSAW_PACT, &next, fx::country_picks(&left), false);
            }
        }
        _ => {}
    }
}
