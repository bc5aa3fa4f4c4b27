//! Every card type for `/card`: what it does, in our own words, from its data row. The
//! Escalation-only types are provisional (the real list's numbers are not public).

use super::super::data::{CarrierClass, Effect, Kind, data};
use crate::engine::{CardInfo, Text};

pub fn cards() -> Vec<CardInfo> {
    let d = data();
    d.cards
        .iter()
        .enumerate()
        .map(|(ix, card)| CardInfo {
            id: card.key.to_string(),
            name: Text::new(card.name_key),
            facts: None,
            text: about(&card.kind),
            provisional: !d.deck[..d.base_len].contains(&ix),
        })
        .collect()
}

/// What the card type `key` does, in a sentence (the `/card` text): the detail of an option
/// naming it, without the Escalation's killer-satellite remark (an option is about the card's
/// own use). `None` for a key no card has.
pub fn type_about(key: &str) -> Option<Text> {
    data()
        .cards
        .iter()
        .find(|c| c.key == key)
        .map(|c| about_as(&c.kind, false))
}

fn letters(stopped_by: &[char]) -> String {
    stopped_by.iter().map(char::to_string).collect::<Vec<_>>().join(", ")
}

fn about(kind: &Kind) -> Text {
    about_as(kind, true)
}

/// [`about`], with a carrier's killer-satellite remark only when `satellites`.
fn about_as(kind: &Kind, satellites: bool) -> Text {
    match kind {
        Kind::Warhead { megatons, kill } => Text::new("nw-about-warhead")
            .num("mt", i64::from(*megatons))
            .num("kill", i64::from(*kill)),
        Kind::Carrier {
            class,
            payload,
            stopped_by,
            satellite,
        } => Text::new("nw-about-carrier")
            .str(
                "class",
                match class {
                    CarrierClass::Missile => "missile",
                    CarrierClass::Bomber => "bomber",
                    CarrierClass::Mx => "mx",
                },
            )
            .num("payload", i64::from(*payload))
            .str("letters", letters(stopped_by))
            .str("satellite", if *satellite && satellites { "yes" } else { "no" }),
        Kind::Cruise { damage } => Text::new("nw-about-cruise").num("damage", i64::from(*damage)),
        Kind::Platform { crash } => Text::new("nw-about-platform").num("crash", i64::from(*crash)),
        Kind::KillerSatellite => Text::new("nw-about-satellite"),
        Kind::Saboteur => Text::new("nw-about-saboteur"),
        Kind::Spy => Text::new("nw-about-spy"),
        Kind::Virus => Text::new("nw-about-virus"),
        Kind::Propaganda { millions } => Text::new("nw-about-propaganda").num("m", i64::from(*millions)),
        Kind::AntiMissile { letter } => Text::new("nw-about-anti-missile").str("letter", letter.to_string()),
        Kind::Secret { top, effect } => {
            let (effect, n) = match effect {
                Effect::Skip(n) => ("skip", n),
                Effect::Steal(n) => ("steal", n),
                Effect::GainFromBank(n) => ("bank", n),
                Effect::Kill(n) => ("kill", n),
                Effect::ToBank(n) => ("to-bank", n),
            };
            Text::new("nw-about-secret")
                .str("top", if *top { "yes" } else { "no" })
                .str("effect", effect)
                .num("n", i64::from(*n))
        }
    }
}
