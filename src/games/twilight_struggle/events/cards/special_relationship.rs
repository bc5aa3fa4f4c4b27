//! #105 Special Relationship: with the UK controlled, US +1 next to the UK, or with NATO in play
//! +2 in a Western European country and 2 VP.

use super::nato::NATO;
use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const SPECIAL_RELATIONSHIP: CardNo = 105;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    old_stage: Some(old_stage),
    ..CardRules::new(SPECIAL_RELATIONSHIP)
};

/// The event's two questions.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// With NATO in play: +2 in a Western European country and 2 VP.
    WithNato,
    /// Without NATO: +1 next to the UK.
    NextToUk,
}

impl CardStage for Stage {
    fn question(&self) -> u8 {
        match self {
            Stage::WithNato => 0,
            Stage::NextToUk => 1,
        }
    }
}

/// Saved before typed state: the question's number.
fn old_stage(stage: u8, _data: Vec<u8>) -> Memo {
    Memo::of(&if stage == 1 { Stage::NextToUk } else { Stage::WithNato })
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let uk = fx::cix("uk");
    if !g.controls(Power::Us, uk) {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(SPECIAL_RELATIONSHIP)),
        );
    } else if g.in_play(NATO) {
        let targets = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope));
        fx::ask(
            g,
            Power::Us,
            SPECIAL_RELATIONSHIP,
            &Stage::WithNato,
            fx::country_picks(&targets),
            false,
        );
    } else {
        let targets: Vec<CountryIx> = TwilightStruggle::neighbours(uk).collect();
        fx::ask(
            g,
            Power::Us,
            SPECIAL_RELATIONSHIP,
            &Stage::NextToUk,
            fx::country_picks(&targets),
            false,
        );
    }
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (memo.read(), pick) {
        (Some(Stage::WithNato), Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 2, log);
            fx::gain_vp(g, Power::Us, 2, log);
        }
        (Some(Stage::NextToUk), Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 1, log);
        }
        _ => {}
    }
}
