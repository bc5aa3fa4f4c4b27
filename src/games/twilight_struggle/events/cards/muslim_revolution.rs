//! #56 Muslim Revolution: all US influence leaves 2 of eight named countries; AWACS Sale to
//! Saudis in play blocks it.

use super::awacs_sale::AWACS_SALE;
use super::prelude::*;

pub const MUSLIM_REVOLUTION: CardNo = 56;

/// The eight countries it may clear of US influence.
const MUSLIM_COUNTRIES: [&str; 8] = [
    "sudan",
    "iran",
    "iraq",
    "egypt",
    "libya",
    "saudi-arabia",
    "syria",
    "jordan",
];

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    old_stage: Some(old_stage),
    ..CardRules::new(MUSLIM_REVOLUTION)
};

/// The event's questions: the first country, then the second.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    First,
    Second,
}

impl CardStage for Stage {
    fn question(&self) -> u8 {
        match self {
            Stage::First => 0,
            Stage::Second => 1,
        }
    }
}

/// Saved before typed state: the question's number.
fn old_stage(stage: u8, _data: Vec<u8>) -> Memo {
    Memo::of(&if stage == 1 { Stage::Second } else { Stage::First })
}

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(AWACS_SALE)
        .then(|| Text::new("ts-why-muslim-revolution-blocked").text("card", card_text(AWACS_SALE)))
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    ask_muslim_revolution(g, p, Stage::First);
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
    if let (Some(stage), Some(Pick::Country(c))) = (memo.read::<Stage>(), pick) {
        fx::remove_all(g, c, Power::Us, log);
        if let Stage::First = stage {
            ask_muslim_revolution(g, chooser, Stage::Second);
        }
    }
}

/// The first or second country: only countries of the eight with US influence are offered; with
/// none left the event is over.
fn ask_muslim_revolution(g: &mut TwilightStruggle, p: Power, stage: Stage) {
    let with_us: Vec<CountryIx> = MUSLIM_COUNTRIES
        .iter()
        .map(|id| fx::cix(id))
        .filter(|&c| g.inf(c, Power::Us) > 0)
        .collect();
    if !with_us.is_empty() {
        fx::ask(g, p, MUSLIM_REVOLUTION, &stage, fx::country_picks(&with_us), false);
    }
}
