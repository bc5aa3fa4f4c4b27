//! #95 Latin American Debt Crisis: the US discards a card of 3+ ops, or the USSR doubles its
//! influence in 2 South American countries (D-18).

use super::prelude::*;

pub const DEBT_CRISIS: CardNo = 95;

/// The US's answer when it keeps its cards.
const LET_USSR_DOUBLE: &str = "let-ussr-double";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    old_stage: Some(old_stage),
    ..CardRules::new(DEBT_CRISIS)
};

/// The event's questions.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// The US discards a 3+ ops card or lets the USSR double.
    UsAnswer,
    /// The USSR's first country to double.
    FirstDouble,
    /// The USSR's second country (the first is no longer offered).
    SecondDouble,
}

impl CardStage for Stage {
    fn question(&self) -> u8 {
        match self {
            Stage::UsAnswer => 0,
            Stage::FirstDouble => 1,
            Stage::SecondDouble => 2,
        }
    }
}

/// Saved before typed state: the question's number.
fn old_stage(stage: u8, _data: Vec<u8>) -> Memo {
    Memo::of(&match stage {
        1 => Stage::FirstDouble,
        2 => Stage::SecondDouble,
        _ => Stage::UsAnswer,
    })
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let mut choices = fx::card_picks(&fx::cards_with_ops(g, Power::Us, 3));
    choices.push(Pick::word(LET_USSR_DOUBLE));
    fx::ask(g, Power::Us, DEBT_CRISIS, &Stage::UsAnswer, choices, false);
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
    let Some(stage) = memo.read::<Stage>() else {
        return;
    };
    match (stage, pick) {
        (Stage::UsAnswer, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, chooser, c, log);
        }
        (Stage::UsAnswer, Some(Pick::Word(_))) => {
            fx::say(
                log,
                Text::new("ts-log-debt-crisis-refused").text("event", card_text(DEBT_CRISIS)),
            );
            let choices = debt_countries(g, None);
            fx::ask(
                g,
                Power::Ussr,
                DEBT_CRISIS,
                &Stage::FirstDouble,
                fx::country_picks(&choices),
                false,
            );
        }
        (stage @ (Stage::FirstDouble | Stage::SecondDouble), Some(Pick::Country(c))) => {
            let have = g.inf(c, Power::Ussr);
            fx::add(g, c, Power::Ussr, have, log);
            if let Stage::FirstDouble = stage {
                let choices = debt_countries(g, Some(c));
                fx::ask(
                    g,
                    Power::Ussr,
                    DEBT_CRISIS,
                    &Stage::SecondDouble,
                    fx::country_picks(&choices),
                    false,
                );
            }
        }
        _ => {}
    }
}

/// South American countries with USSR influence to double, but not `except` (the first pick).
fn debt_countries(g: &TwilightStruggle, except: Option<CountryIx>) -> Vec<CountryIx> {
    fx::countries_where(|c| fx::in_region(c, Region::SouthAmerica) && g.inf(c, Power::Ussr) > 0 && Some(c) != except)
}
