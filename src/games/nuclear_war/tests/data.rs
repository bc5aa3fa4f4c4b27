//! The data files: the decks' and the chart's counts match the boxes (`data.rs`).

use super::super::data::*;

/// Cards of the base box matching `pred`.
fn count(pred: impl Fn(&Kind) -> bool) -> u32 {
    let d = data();
    d.deck[..d.base_len].iter().filter(|&&i| pred(&d.cards[i].kind)).count() as u32
}

fn count_in(mode: crate::games::nuclear_war::Mode, key: &str) -> usize {
    let d = data();
    deck_for(mode)
        .iter()
        .filter(|&&c| d.cards[d.deck[c as usize]].key == key)
        .count()
}

#[test]
fn escalation_deck_is_a_sensible_provisional_box() {
    use crate::games::nuclear_war::Mode;
    let d = data();
    let escalation = deck_for(Mode::Escalation);
    assert_eq!(escalation.len(), 100, "provisional Escalation box");
    assert_eq!(deck_for(Mode::Base).len(), 100);
    // Seed 1.21: the merged deck loses 2 × 25 M, 4 × 10 M and 8 × 5 M propaganda.
    assert_eq!(deck_for(Mode::Combined).len(), 200 - 14);
    assert_eq!(count_in(Mode::Combined, "prop25"), 2);
    assert_eq!(count_in(Mode::Combined, "prop10"), 8);
    assert_eq!(count_in(Mode::Combined, "prop5"), 16);
    // Every special of seed 1.11–1.18 is in the Escalation box, none in the base box.
    for key in [
        "b1", "mx", "cruise", "platform", "killsat", "saboteur", "spy", "virus", "titan",
    ] {
        assert!(count_in(Mode::Escalation, key) > 0, "{key} in the Escalation deck");
        assert_eq!(count_in(Mode::Base, key), 0, "{key} not in the base deck");
    }
    assert!(matches!(
        kind("b1"),
        Kind::Carrier {
            class: CarrierClass::Bomber,
            payload: 100,
            ..
        }
    ));
    assert!(matches!(
        kind("mx"),
        Kind::Carrier {
            class: CarrierClass::Mx,
            ..
        }
    ));
    assert!(matches!(kind("titan"), Kind::Carrier { satellite: true, .. }));
    assert!(matches!(kind("atlas"), Kind::Carrier { satellite: true, .. }));
    assert!(matches!(kind("polaris"), Kind::Carrier { satellite: false, .. }));
    // The common block is the same 54 cards in both boxes.
    for key in ["wh10", "wh20", "wh50", "wh100", "prop5", "prop10", "prop25"] {
        assert_eq!(count_in(Mode::Base, key), count_in(Mode::Escalation, key), "{key}");
    }
    assert!(d.deck.len() == 200 && d.base_len == 100);
}

fn kind(key: &str) -> &'static Kind {
    &data().cards[data().type_index(key).expect("known key")].kind
}

#[test]
fn deck_population_and_chart_match_the_base_game() {
    let d = data();
    assert_eq!(d.base_len, 100);
    assert_eq!(d.population.len(), 40);
    assert_eq!(d.population.iter().sum::<u32>(), 240);
    assert_eq!(count(|k| matches!(k, Kind::Warhead { .. })), 34);
    assert_eq!(count(|k| matches!(k, Kind::Propaganda { .. })), 20);
    assert_eq!(count(|k| matches!(k, Kind::Carrier { .. })), 27);
    assert_eq!(count(|k| matches!(k, Kind::AntiMissile { .. })), 4);
    assert_eq!(count(|k| matches!(k, Kind::Secret { .. })), 15);
    assert_eq!(count(|k| matches!(k, Kind::Secret { top: true, .. })), 5);

    assert_eq!(*kind("wh20"), Kind::Warhead { megatons: 20, kill: 5 });
    assert!(matches!(kind("saturn"), Kind::Carrier { payload: 100, stopped_by, .. } if stopped_by == &vec!['S']));
    assert!(matches!(
        kind("b70"),
        Kind::Carrier {
            class: CarrierClass::Bomber,
            payload: 50,
            ..
        }
    ));
    assert!(matches!(kind("polaris"), Kind::Carrier { stopped_by, .. } if stopped_by.len() == 4));
    assert!(matches!(kind("atlas"), Kind::Carrier { stopped_by, .. } if !stopped_by.contains(&'P')));
    assert_eq!(*kind("am-s"), Kind::AntiMissile { letter: 'S' });
    assert_eq!(
        *kind("supergerm"),
        Kind::Secret {
            top: true,
            effect: Effect::Kill(25)
        }
    );

    // Every roll 0..=99 has exactly one row; 95–99 triples.
    for roll in 0..100 {
        assert_eq!(
            d.fallout.iter().filter(|r| (r.from..=r.to).contains(&roll)).count(),
            1,
            "roll {roll}"
        );
    }
    assert_eq!(d.fallout_row(97).effect, FalloutEffect::Times(3));
    assert_eq!(d.fallout_row(3).effect, FalloutEffect::Backfire);
    assert_eq!(d.fallout_row(10).effect, FalloutEffect::Add(-2));
}
