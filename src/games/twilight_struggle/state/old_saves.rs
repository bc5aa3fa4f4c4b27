//! Games saved by earlier versions keep loading: the saved JSON is brought up to date before it
//! is read. Until card state was typed, a paused event kept a stage number and bytes in its step
//! (`stage`, `data`; a spread's `then` stage) and three cards kept fields of their own
//! (`missile_envy`, `bury_you`, `chernobyl`). Each card reads its own old form
//! ([`CardRules::old_stage`], [`OwnState::old_field`]), so nothing here names a card.
//!
//! [`CardRules::old_stage`]: super::hooks::CardRules
//! [`OwnState::old_field`]: super::hooks::OwnState

use serde_json::{Map, Value};

use super::hooks::{own_state_old_fields, rules};
use super::{CardNo, Memo};

/// Brings a saved state up to date in place (a state saved now is left as it is).
pub fn upgrade(saved: &mut Value) {
    let Some(game) = saved.as_object_mut() else {
        return;
    };
    // Every save since typed card state has `card_state`.
    if game.contains_key("card_state") {
        return;
    }
    let mut card_state = Map::new();
    for (no, (field, read)) in own_state_old_fields() {
        if let Some(memo) = game.remove(field).as_ref().and_then(read) {
            card_state.insert(no.to_string(), to_value(memo));
        }
    }
    game.insert("card_state".into(), Value::Object(card_state));
    if let Some(Value::Array(stack)) = game.get_mut("stack") {
        stack.iter_mut().filter_map(Value::as_object_mut).for_each(upgrade_step);
    }
}

/// A question, a resume point or a spread with a stage number gets its card's state instead;
/// a question keeps the number to pick its prompt.
fn upgrade_step(step: &mut Map<String, Value>) {
    let Some(card) = step
        .get("card")
        .and_then(Value::as_u64)
        .and_then(|c| CardNo::try_from(c).ok())
    else {
        return;
    };
    let number = |v: Option<Value>| v.as_ref().and_then(Value::as_u64).and_then(|n| u8::try_from(n).ok());
    match step.get("step").and_then(Value::as_str) {
        Some("pick") => {
            let stage = number(step.remove("stage")).unwrap_or(0);
            step.insert("question".into(), stage.into());
            step.insert("memo".into(), to_value(old_stage(card, stage, Vec::new())));
        }
        Some("resume") => {
            let stage = number(step.remove("stage")).unwrap_or(0);
            let data = step
                .remove("data")
                .and_then(|d| serde_json::from_value(d).ok())
                .unwrap_or_default();
            step.insert("memo".into(), to_value(old_stage(card, stage, data)));
        }
        Some("spread") => {
            let then = number(step.remove("then"));
            step.insert("then".into(), then.is_some().into());
            let memo = then.map(|stage| old_stage(card, stage, Vec::new())).unwrap_or_default();
            step.insert("memo".into(), to_value(memo));
        }
        _ => {}
    }
}

/// Card `no`'s state for an old stage number and its bytes (the unit state if the card kept
/// nothing but a stage).
fn old_stage(no: CardNo, stage: u8, data: Vec<u8>) -> Memo {
    rules(no).old_stage.map(|read| read(stage, data)).unwrap_or_default()
}

fn to_value(memo: Memo) -> Value {
    serde_json::to_value(memo).expect("a card's state is plain data")
}
