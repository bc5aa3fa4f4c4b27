//! #108 Our Man in Tehran: if the US controls a Middle East country, it sees the top 5 cards of
//! the draw pile, discards any of them and shuffles the pile (the seen cards not yet discarded
//! ride in the state of the card's resume point).

use super::prelude::*;

pub const OUR_MAN_IN_TEHRAN: CardNo = 108;

/// How many cards it looks at.
const TEHRAN_LOOK: usize = 5;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    on_resume: Some(on_resume),
    old_stage: Some(old_stage),
    ..CardRules::new(OUR_MAN_IN_TEHRAN)
};

/// Where the event stands.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stage {
    /// The US's question: one more seen card to discard, or done.
    Discard,
    /// Once the discarding is over the pile is shuffled; until then, the seen cards still there.
    Shuffle { seen: Vec<CardNo> },
}

impl CardStage for Stage {}

/// Saved before typed state: stage 0 the question, stage 1 the shuffle with the seen cards.
fn old_stage(stage: u8, data: Vec<u8>) -> Memo {
    Memo::of(&match stage {
        1 => Stage::Shuffle { seen: data },
        _ => Stage::Discard,
    })
}

/// "If the US controls a Middle East country", like Star Wars' condition.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (!TwilightStruggle::region_countries(Region::MiddleEast).any(|c| g.controls(Power::Us, c)))
        .then(|| Text::new("ts-why-tehran-no-middle-east"))
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
    let Some(Stage::Shuffle { mut seen }) = fx::resume_state(g, OUR_MAN_IN_TEHRAN) else {
        return;
    };
    if !seen.contains(&c) {
        return;
    }
    seen.retain(|&x| x != c);
    let left = seen.clone();
    fx::set_resume_state(g, OUR_MAN_IN_TEHRAN, &Stage::Shuffle { seen });
    if let Some(i) = g.deck.iter().position(|&x| x == c) {
        g.deck.remove(i);
        g.discard.push(c);
        fx::say(log, Text::new("ts-log-tehran-discard").text("card", card_text(c)));
    }
    if !left.is_empty() {
        fx::ask(
            g,
            chooser,
            OUR_MAN_IN_TEHRAN,
            &Stage::Discard,
            fx::card_picks(&left),
            true,
        );
    }
}

/// The cards not discarded go back and the pile is shuffled.
fn on_resume(g: &mut TwilightStruggle, memo: &Memo, rng: &mut GameRng, log: &mut Log) {
    if let Some(Stage::Shuffle { .. }) = memo.read() {
        rng.shuffle(&mut g.deck);
        fx::say(
            log,
            Text::new("ts-log-tehran-shuffle").num("cards", g.deck.len() as i64),
        );
    }
}

/// Our Man in Tehran: the US sees the top 5 cards (A-22: a short pile first takes the
/// reshuffled discard pile beneath it), then discards any of them.
fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    if g.deck.len() < TEHRAN_LOOK && !g.discard.is_empty() {
        let mut pile = std::mem::take(&mut g.discard);
        rng.shuffle(&mut pile);
        fx::say(log, Text::new("ts-log-reshuffle").num("cards", pile.len() as i64));
        // The cards left in the pile stay on top (the end of the vector).
        pile.append(&mut g.deck);
        g.deck = pile;
        fx::history_stays_public(g);
    }
    let n = g.deck.len().min(TEHRAN_LOOK);
    // Top first.
    let seen: Vec<CardNo> = g.deck.iter().rev().take(n).copied().collect();
    fx::say(log, Text::new("ts-log-tehran-look").num("n", n as i64));
    if seen.is_empty() {
        return true;
    }
    fx::reveal_cards(g, Power::Us, &seen, Text::new("ts-log-tehran-seen"), log);
    fx::resume_later(g, OUR_MAN_IN_TEHRAN, &Stage::Shuffle { seen: seen.clone() });
    fx::ask(
        g,
        Power::Us,
        OUR_MAN_IN_TEHRAN,
        &Stage::Discard,
        fx::card_picks(&seen),
        true,
    );
    true
}
