//! The owed card benefits as options: each legal way to take each, with what it gives in words,
//! and `done` at the end of the round once no choice must still be made.

use super::super::cards::benefits::{goods, undecided};
use super::super::cards::kinds::{Offer, Pick, gives, offers};
use super::super::data::Kingdom;
use super::super::state::{Owed, Phase, ThreeKingdoms};
use super::notation::TkrAction;
use crate::engine::Text;

/// Every benefit line `k` may play now with its label: each legal way to take each owed benefit
/// (one that asks nothing only when it gives something now), and at the end of the round `done`
/// once no choice must still be made.
pub fn choices(g: &ThreeKingdoms, k: Kingdom) -> Vec<(TkrAction, Text)> {
    let mut out = each_offer(g, k, |o, offer| {
        let label = if offer.give.is_empty() {
            Text::new("tkr-opt-gain").list("goods", goods(&offer.get))
        } else {
            Text::new("tkr-opt-swap")
                .list("give", goods(&offer.give))
                .list("get", goods(&offer.get))
        };
        label.text("card", super::card_labels::with_short(o.source.name(), o.source))
    });
    if may_finish(g, k) {
        out.push((TkrAction::Finish, Text::new("tkr-opt-benefits-done")));
    }
    out
}

/// The lines of [`choices`] without their labels (random and AI players).
pub fn choice_actions(g: &ThreeKingdoms, k: Kingdom) -> Vec<TkrAction> {
    let mut out: Vec<TkrAction> = each_offer(g, k, |_, _| ())
        .into_iter()
        .map(|(action, ())| action)
        .collect();
    if may_finish(g, k) {
        out.push(TkrAction::Finish);
    }
    out
}

/// Each legal way to take each owed benefit of `k`, with what `label` makes of it.
fn each_offer<L>(g: &ThreeKingdoms, k: Kingdom, label: impl Fn(&Owed, &Offer) -> L) -> Vec<(TkrAction, L)> {
    let mut out = Vec::new();
    for o in g.owed.iter().filter(|o| o.kingdom == k) {
        for offer in offers(g, o) {
            if offer.pick == Pick::Take && !gives(g, k, &offer) {
                continue;
            }
            let made = label(o, &offer);
            out.push((TkrAction::Benefit(o.source, offer.pick), made));
        }
    }
    out
}

/// At the end of the round, `done` once no choice must still be made.
fn may_finish(g: &ThreeKingdoms, k: Kingdom) -> bool {
    g.phase == Phase::RoundEnd && g.owed.iter().any(|o| o.kingdom == k) && undecided(g, k).is_none()
}
