//! Who decides now, and the rules that decide what they may answer (shared by the prompts that
//! offer the answers and the steps that check them again).

use super::super::events;
use super::super::state::power::Power;
use super::super::state::topology::{CountrySet, contains, topology};
use super::super::state::{CHINA_CARD, CardNo, CountryIx, Step, TwilightStruggle, card};
use crate::engine::Seat;
use crate::engine::flow::SecretPicks;

/// The seats owing a decision, cheaply (no labels).
pub fn awaiting(g: &TwilightStruggle) -> Vec<Seat> {
    deciders(g).map(|(p, _)| p.seat()).collect()
}

/// The step on top and the sides deciding it, in order (both during simultaneous headline
/// picks), without a list: it is asked for every move of a play-out.
pub(super) fn deciding(g: &TwilightStruggle) -> Option<(&Step, [Option<Power>; 2])> {
    if g.is_over() {
        return None;
    }
    let step = g.top()?;
    let sides = match step {
        Step::Headline { picks } => {
            let mut sides = [None, None];
            for (slot, p) in sides.iter_mut().zip(headline_seats(g, picks)) {
                *slot = Some(p);
            }
            sides
        }
        _ => [step_power(step), None],
    };
    Some((step, sides))
}

/// The deciding sides and their step ([`deciding`], one by one).
pub(super) fn deciders(g: &TwilightStruggle) -> impl Iterator<Item = (Power, &Step)> {
    deciding(g)
        .into_iter()
        .flat_map(|(step, sides)| sides.into_iter().flatten().map(move |p| (p, step)))
}

/// Whether `p` owes a decision now.
pub(super) fn decides(g: &TwilightStruggle, p: Power) -> bool {
    deciding(g).is_some_and(|(_, sides)| sides.contains(&Some(p)))
}

fn step_power(step: &Step) -> Option<Power> {
    match step {
        Step::SetupPlace { power, .. }
        | Step::ChooseCard { power }
        | Step::ChooseUse { power, .. }
        | Step::SpaceDiscard { power }
        | Step::EventOrder { power, .. }
        | Step::ConfirmUse { power, .. }
        | Step::Pick { power, .. }
        | Step::Spread { power, .. }
        | Step::EventOps { power, .. }
        | Step::Trapped { power } => Some(*power),
        Step::Influence { op, .. } | Step::Realign { op, .. } | Step::Coup { op } | Step::ConfirmCoup { op, .. } => {
            Some(op.power)
        }
        _ => None,
    }
}

/// Sides still to pick a headline; with the box-4 ability the other side picks first.
/// At most both sides, in [`Power::BOTH`] order, without a list (asked for every move).
fn headline_seats(g: &TwilightStruggle, picks: &SecretPicks<CardNo>) -> impl Iterator<Item = Power> {
    let open = Power::BOTH.map(|p| picks.waiting().contains(p.seat()) && g.can_headline(p));
    let first = g.headline_first().filter(|f| open[f.index()]);
    Power::BOTH
        .into_iter()
        .filter(move |p| open[p.index()] && first.is_none_or(|f| f == *p))
}

/// Countries a setup point may go to (R-12; the US bid may also go where the US starts).
pub(super) fn setup_set(g: &TwilightStruggle, p: Power, placed: &[CountryIx]) -> CountrySet {
    let t = topology();
    match p {
        Power::Ussr => t.east_europe_set,
        Power::Us => {
            let outside = placed.iter().filter(|&&x| t.west_europe_set & 1 << x == 0).count();
            if outside < usize::from(g.settings.us_bid) {
                t.west_europe_set | t.us_start_set
            } else {
                t.west_europe_set
            }
        }
    }
}

/// Whether a setup point may go to `c` ([`setup_set`]).
pub(super) fn setup_allowed(g: &TwilightStruggle, p: Power, placed: &[CountryIx], c: CountryIx) -> bool {
    contains(setup_set(g, p, placed), c)
}

/// An 8th round is optional whoever gives it — North Sea Oil ("may") or the Space Station box
/// (K:921-923 "8번 수행할 수 있습니다", may) — unless scoring cards must still be played.
pub fn optional_round(g: &TwilightStruggle, p: Power) -> bool {
    (events::optional_eighth_round(g, p) || g.space_ability(p, 8))
        && g.rounds_done[p.index()] + 1 == 8
        && !must_play_scoring(g, p)
}

/// D-20: with as many scoring cards as own rounds left, only scoring cards may be played.
pub fn must_play_scoring(g: &TwilightStruggle, p: Power) -> bool {
    let scoring = g.hand(p).iter().filter(|&&c| card(c).scoring).count();
    let rounds_left = usize::from(g.rounds_for(p).saturating_sub(g.rounds_done[p.index()]));
    scoring > 0 && scoring >= rounds_left
}

/// Cards `p` may pick for this action round.
pub fn playable_cards(g: &TwilightStruggle, p: Power) -> Vec<CardNo> {
    let mut cards = Vec::new();
    each_playable_card(g, p, |c| cards.push(c));
    cards
}

/// [`playable_cards`] one by one, in the same order, without a list (the options build theirs).
pub(super) fn each_playable_card(g: &TwilightStruggle, p: Power, mut take: impl FnMut(CardNo)) {
    let forced = must_play_scoring(g, p);
    // A card bound to this round (Missile Envy, R-119) is the only choice, after scoring cards.
    if !forced && let Some(bound) = events::bound_card(g, p) {
        return take(bound.card);
    }
    for &c in g.hand(p) {
        if !forced || card(c).scoring {
            take(c);
        }
    }
    if g.china_playable(p) && !forced {
        take(CHINA_CARD);
    }
}

/// D-21: the cards a trapped side may discard (2+ ops), none while scoring cards must be played.
pub fn trap_discards(g: &TwilightStruggle, p: Power) -> Vec<CardNo> {
    if must_play_scoring(g, p) {
        return Vec::new();
    }
    let cards = events::effects::cards_with_ops(g, p, 2);
    // A card bound to this round (Missile Envy) is the one discarded when it qualifies (FAQ).
    match events::bound_card(g, p) {
        Some(bound) if cards.contains(&bound.card) => vec![bound.card],
        _ => cards,
    }
}
