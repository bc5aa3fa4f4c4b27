//! Who controls a country (`state/power.rs`).

use super::super::state::power::*;

#[test]
fn control_needs_stability_and_a_margin_of_stability() {
    // [ussr, us]
    assert_eq!(controller(2, [2, 0]), Some(Power::Ussr));
    assert_eq!(controller(2, [3, 1]), Some(Power::Ussr));
    assert_eq!(controller(2, [3, 2]), None);
    assert_eq!(controller(3, [0, 3]), Some(Power::Us));
    assert_eq!(controller(1, [0, 0]), None);
    assert_eq!(controller(4, [1, 5]), Some(Power::Us));
    assert_eq!(controller(4, [2, 5]), None);
}

#[test]
fn seats_and_sides_round_trip() {
    for p in Power::BOTH {
        assert_eq!(Power::of_seat(p.seat()), p);
        assert_eq!(Power::parse(p.key()), Some(p));
        assert_ne!(p.opponent(), p);
    }
}
