//! #77 Ask Not What Your Country Can Do For You: the US discards any cards and draws as many (the
//! discarded ones ride in the state of the card's resume point).

use super::prelude::*;

pub const ASK_NOT: CardNo = 77;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    on_resume: Some(on_resume),
    old_stage: Some(old_stage),
    ..CardRules::new(ASK_NOT)
};

/// Where the event stands.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// The US's question: one more card to discard, or done.
    Discard,
    /// Once the discarding is over: as many cards to draw as were discarded.
    Draw { discarded: Vec<CardNo> },
}

impl CardStage for Stage {}

/// Saved before typed state: stage 0 the question, stage 1 the draw with the discarded cards.
fn old_stage(stage: u8, data: Vec<u8>) -> Memo {
    Memo::of(&match stage {
        1 => Stage::Draw { discarded: data },
        _ => Stage::Discard,
    })
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let hand = g.hand(Power::Us).clone();
    if hand.is_empty() {
        fx::say(log, Text::new("ts-log-ask-not").num("discarded", 0).num("drawn", 0));
    } else {
        fx::resume_later(g, ASK_NOT, &Stage::Draw { discarded: Vec::new() });
        fx::ask(g, Power::Us, ASK_NOT, &Stage::Discard, fx::card_picks(&hand), true);
    }
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
    let (Some(Stage::Discard), Some(Pick::Card(c))) = (memo.read(), pick) else {
        return;
    };
    if !fx::discard_from_hand(g, chooser, c, log) {
        return;
    }
    if let Some(Stage::Draw { mut discarded }) = fx::resume_state(g, ASK_NOT) {
        discarded.push(c);
        fx::set_resume_state(g, ASK_NOT, &Stage::Draw { discarded });
    }
    let hand = g.hand(chooser).clone();
    if !hand.is_empty() {
        fx::ask(g, chooser, ASK_NOT, &Stage::Discard, fx::card_picks(&hand), true);
    }
}

/// As many new cards as were discarded (A-22: the pile reshuffles if it runs out).
fn on_resume(g: &mut TwilightStruggle, memo: &Memo, rng: &mut GameRng, log: &mut Log) {
    let Some(Stage::Draw { discarded }) = memo.read() else {
        return;
    };
    let reshuffles = discarded.len() > g.deck.len();
    let mut drawn = Vec::new();
    for _ in 0..discarded.len() {
        match g.draw(rng, log) {
            Some(c) => drawn.push(c),
            None => break,
        }
    }
    if reshuffles {
        fx::history_stays_public(g);
    }
    g.hand_mut(Power::Us).extend(drawn.iter().copied());
    if !drawn.is_empty() {
        fx::reveal_cards(g, Power::Us, &drawn, Text::new("ts-log-ask-not-drawn"), log);
    }
    fx::say(
        log,
        Text::new("ts-log-ask-not")
            .num("discarded", discarded.len() as i64)
            .num("drawn", drawn.len() as i64),
    );
}
