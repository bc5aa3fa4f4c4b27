//! #59 Flower Power: the USSR gains 2 VP whenever the US plays a war card (not to space),
//! headlines included, until An Evil Empire.

use super::an_evil_empire::AN_EVIL_EMPIRE;
use super::arab_israeli_war::ARAB_ISRAELI_WAR;
use super::brush_war::BRUSH_WAR;
use super::indo_pakistani_war::INDO_PAKISTANI_WAR;
use super::iran_iraq_war::IRAN_IRAQ_WAR;
use super::korean_war::KOREAN_WAR;
use super::prelude::*;

pub const FLOWER_POWER: CardNo = 59;
/// The war cards Flower Power counts.
pub const WAR_CARDS: [CardNo; 5] = [
    KOREAN_WAR,
    ARAB_ISRAELI_WAR,
    INDO_PAKISTANI_WAR,
    BRUSH_WAR,
    IRAN_IRAQ_WAR,
];

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_card_played: Some(on_card_played),
    ..CardRules::new(FLOWER_POWER)
};

/// "An Evil Empire" in play cancels Flower Power for good.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(AN_EVIL_EMPIRE)
        .then(|| Text::new("ts-why-flower-power-evil-empire"))
}

fn event(_g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(FLOWER_POWER)));
    true
}

fn on_card_played(g: &mut TwilightStruggle, played: Played, log: &mut Log) {
    if played.how != Use::Space {
        war_card_played(g, played.power, played.card, log);
    }
}

/// `p` used card `no` (not to space): 2 VP to the USSR for a US war card. Events that use a card
/// without playing it (UN Intervention's partner, Missile Envy's swap) call this too.
pub fn war_card_played(g: &mut TwilightStruggle, p: Power, no: CardNo, log: &mut Log) {
    if p == Power::Us && WAR_CARDS.contains(&no) && g.in_play(FLOWER_POWER) {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(FLOWER_POWER)),
        ));
        g.add_vp(-2, log);
    }
}
