//! Rules tests live in tests/it/twilight_struggle; here only what needs the crate's insides.

use super::data::cards;
use super::events;
use super::power::Power;
use super::state::{CHINA_CARD, Settings, TwilightStruggle};
use crate::engine::GameRng;

/// Every one of the 110 cards has its event built: no card falls back to "not built", whatever
/// side plays it, in every era.
#[test]
fn every_card_event_is_built() {
    let settings = Settings {
        optional_cards: true,
        civil_war: false,
        tournament_reveal: false,
        us_bid: 0,
    };
    let mut g = TwilightStruggle::new(settings, &mut GameRng::new(1), &mut Vec::new());
    for turn in [1, 5, 9] {
        g.turn = turn;
        for c in cards() {
            if c.number == CHINA_CARD {
                continue;
            }
            for p in Power::BOTH {
                if let Some(why) = events::blocked(&g, c.number, p) {
                    assert_ne!(why.key, "ts-why-event-not-built", "card #{} ({})", c.number, c.id);
                }
            }
        }
    }
    assert_eq!(cards().len(), 110);
}
