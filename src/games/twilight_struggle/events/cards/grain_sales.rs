//! #67 Grain Sales to Soviets: a random USSR card goes to the US, which plays it or returns it
//! (then an operation with this card's ops). The taken card waits in the state of the card's
//! resume point until the US answers.

use super::prelude::*;
use crate::games::twilight_struggle::events::uses::uses;

pub const GRAIN_SALES: CardNo = 67;

/// The US's answers.
const PLAY: &str = "play";
const RETURN: &str = "return";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    old_stage: Some(old_stage),
    ..CardRules::new(GRAIN_SALES)
};

/// Where the event stands.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// The US's question: play the taken card or return it.
    PlayOrReturn,
    /// The card taken from the USSR's hand, kept until the US answers.
    Taken { card: CardNo },
}

impl CardStage for Stage {}

/// Saved before typed state: stage 0 the question, stage 1 the taken card (if any).
fn old_stage(stage: u8, data: Vec<u8>) -> Memo {
    match (stage, data.first()) {
        (1, Some(&card)) => Memo::of(&Stage::Taken { card }),
        (1, None) => Memo::default(),
        _ => Memo::of(&Stage::PlayOrReturn),
    }
}

fn on_pick(
    g: &mut TwilightStruggle,
    memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let (Some(Stage::PlayOrReturn), Some(Pick::Word(w))) = (memo.read(), pick) else {
        return;
    };
    let Some(Stage::Taken { card: taken }) = fx::take_resume(g, GRAIN_SALES) else {
        return;
    };
    if !g.hand(Power::Us).contains(&taken) {
        return;
    }
    if w == PLAY {
        // A full D-6 decision of the US, using no action round of its own.
        g.stack.push(Step::ChooseUse {
            power: Power::Us,
            card: taken,
            within_event: true,
        });
    } else {
        g.hand_mut(Power::Us).retain(|&c| c != taken);
        g.hand_mut(Power::Ussr).push(taken);
        fx::say(log, Text::new("ts-log-grain-sales-returned"));
        let ops = g.ops_value(GRAIN_SALES, Power::Us);
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, fx::Grant::optional());
    }
}

/// Grain Sales: a random USSR card goes to the US, which plays it or returns it (then 2 ops).
fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let ops = g.ops_value(GRAIN_SALES, Power::Us);
    let count = g.hand(Power::Ussr).len();
    if count == 0 {
        fx::say(log, Text::new("ts-log-grain-sales-empty"));
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, fx::Grant::optional());
        return true;
    }
    let taken = g.hand_mut(Power::Ussr).remove(rng.below(count));
    g.hand_mut(Power::Us).push(taken);
    // Named to the US (who now holds it) and to its owner only; the channel learns that
    // a card changed hands.
    fx::reveal_cards(g, Power::Us, &[taken], Text::new("ts-log-grain-sales-you-take"), log);
    log.push(LogEntry::private(
        Power::Ussr.seat(),
        Text::new("ts-log-grain-sales-taken-from-you").text("card", card_text(taken)),
    ));
    fx::say(log, Text::new("ts-log-grain-sales-take"));
    let mut choices = Vec::new();
    if !uses(g, Power::Us, taken).is_empty() {
        choices.push(Pick::word(PLAY));
    }
    choices.push(Pick::word(RETURN));
    fx::resume_later(g, GRAIN_SALES, &Stage::Taken { card: taken });
    fx::ask(g, Power::Us, GRAIN_SALES, &Stage::PlayOrReturn, choices, false);
    true
}
