//! The bid as a few taps: a general, then a space (each showing where his bid would stand), then
//! what he carries with the tokens added. Every option shows the totals on its space after it,
//! best first, so "who reached it first" is visible while choosing.

use super::super::data::Kingdom;
use super::super::rules::bid_steps::{
    booster_count, boosters, carries, complete_placements, live_draft, open_spaces, placement,
};
use super::super::rules::bidding::{Side, free_generals, placement_value, standing};
use super::super::state::{BidDraft, Carry, GeneralIx, Placement, Space, ThreeKingdoms};
use super::card_labels::{general_label, general_named};
use super::notation::TkrAction;
use crate::engine::{Choice, Prompt, Text};

/// Discord lays out at most five menus of 25 entries: more combinations than that are chosen in
/// two steps (what he carries, then the tokens).
const ONE_STEP_LIMIT: usize = 120;

pub fn bid_prompt(g: &ThreeKingdoms, k: Kingdom) -> Prompt {
    let round = i64::from(g.round);
    let (question, options) = match live_draft(g, k).cloned() {
        None => (Text::new("tkr-q-bid").num("round", round), general_options(g, k)),
        Some(BidDraft {
            general, space: None, ..
        }) => (
            Text::new("tkr-q-bid-space").text("general", general_named(general)),
            with_back(space_options(g, k, general)),
        ),
        Some(BidDraft {
            general,
            space: Some(space),
            carry: None,
        }) => {
            let all = complete_placements(g, k, general, space);
            if all.len() <= ONE_STEP_LIMIT {
                (
                    Text::new("tkr-q-bid-final")
                        .text("general", general_named(general))
                        .text("space", space_text(space)),
                    with_back(final_options(g, all)),
                )
            } else {
                (
                    Text::new("tkr-q-bid-carry")
                        .text("general", general_named(general))
                        .text("space", space_text(space)),
                    with_back(carry_options(g, k, general, space)),
                )
            }
        }
        Some(BidDraft {
            general,
            space: Some(space),
            carry: Some(carry),
        }) => {
            let all = boosters(g, k, space)
                .into_iter()
                .map(|t| placement(g, k, general, space, carry, t))
                .collect();
            (
                Text::new("tkr-q-bid-tokens")
                    .text("general", general_named(general))
                    .text("space", space_text(space)),
                with_back(final_options(g, all)),
            )
        }
    };
    Prompt::one(k.seat(), question, options).with_free_form(Text::new("tkr-free-place"))
}

/// The same options as [`bid_prompt`], typed and without labels (random and AI players).
pub fn bid_actions(g: &ThreeKingdoms, k: Kingdom) -> Vec<TkrAction> {
    let mut out: Vec<TkrAction> = match live_draft(g, k).cloned() {
        None => {
            let mut out: Vec<TkrAction> = free_generals(g, k)
                .into_iter()
                .map(|general| {
                    TkrAction::Bid(BidDraft {
                        general,
                        space: None,
                        carry: None,
                    })
                })
                .collect();
            out.push(TkrAction::Pass);
            return out;
        }
        Some(BidDraft {
            general, space: None, ..
        }) => open_spaces(g, k)
            .into_iter()
            .map(|space| space_action(g, k, general, space))
            .collect(),
        Some(BidDraft {
            general,
            space: Some(space),
            carry: None,
        }) => {
            let all = complete_placements(g, k, general, space);
            if all.len() <= ONE_STEP_LIMIT {
                all.into_iter().map(typed).collect()
            } else {
                carries(g, k, general, space)
                    .into_iter()
                    .map(|carry| {
                        TkrAction::Bid(BidDraft {
                            general,
                            space: Some(space),
                            carry: Some(carry),
                        })
                    })
                    .collect()
            }
        }
        Some(BidDraft {
            general,
            space: Some(space),
            carry: Some(carry),
        }) => boosters(g, k, space)
            .into_iter()
            .map(|t| typed(placement(g, k, general, space, carry, t)))
            .collect(),
    };
    out.push(TkrAction::Back);
    out
}

/// A placement as the player's line reads it: the ability tokens that ride by themselves are
/// counted when it is placed (R-35a), not written in the line.
fn typed(p: Placement) -> TkrAction {
    TkrAction::Place(Placement { bid_tokens: 0, ..p })
}

/// Choosing `space` for `general`: placed at once when nothing can ride with him and no token can
/// be added, else the next step.
fn space_action(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx, space: Space) -> TkrAction {
    let one_carry =
        || !matches!(space, Space::Battle(_) | Space::Tribal(_)) || carries(g, k, general, space).len() == 1;
    if booster_count(g, k, space) == 1 && one_carry() {
        typed(placement(g, k, general, space, Carry::NOTHING, (0, false)))
    } else {
        TkrAction::Bid(BidDraft {
            general,
            space: Some(space),
            carry: None,
        })
    }
}

pub fn space_text(space: Space) -> Text {
    Text::new(format!("tkr-space-{}", space.key()))
}

fn with_back(mut options: Vec<Choice>) -> Vec<Choice> {
    options.push(Choice::new(TkrAction::Back.to_string(), Text::new("tkr-opt-back")));
    options
}

/// Each free general with his numbers, and the pass.
fn general_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out: Vec<Choice> = free_generals(g, k)
        .into_iter()
        .map(|general| {
            let draft = BidDraft {
                general,
                space: None,
                carry: None,
            };
            Choice::new(TkrAction::Bid(draft).to_string(), general_label(g, general))
        })
        .collect();
    out.push(Choice::new(TkrAction::Pass.to_string(), Text::new("tkr-opt-pass")));
    out
}

/// Each space open to him, showing his plain value there and the standing it would give. A space
/// where nothing can ride with him and no token can be added is placed at once.
fn space_options(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx) -> Vec<Choice> {
    open_spaces(g, k)
        .into_iter()
        .map(|space| {
            let plain = placement(g, k, general, space, Carry::NOTHING, (0, false));
            let label = Text::new("tkr-opt-bid-space")
                .text("space", space_text(space))
                .num("value", i64::from(placement_value(g, &plain)))
                .text("standing", standing_text(g, &plain));
            Choice::new(space_action(g, k, general, space).to_string(), label)
        })
        .collect()
}

/// Complete placements, grouped by the tokens added (or, with no tokens to add, by what he
/// carries) so a long list becomes one menu per group.
fn final_options(g: &ThreeKingdoms, all: Vec<Placement>) -> Vec<Choice> {
    let many_tokens = all.iter().any(|p| p.support > 0 || p.han);
    all.into_iter()
        .map(|p| {
            let group = if many_tokens {
                Text::new("tkr-tokens-group")
                    .num("support", i64::from(p.support))
                    .str("han", if p.han { "yes" } else { "no" })
            } else {
                carry_kind_text(Carry::of(&p))
            };
            let label = Text::new("tkr-opt-bid-final")
                .text("carry", carry_text(Carry::of(&p)))
                .text("tokens", tokens_text(&p))
                .num("value", i64::from(placement_value(g, &p)))
                .text("standing", standing_text(g, &p));
            Choice::new(TkrAction::Place(p).to_string(), label).in_group(group)
        })
        .collect()
}

/// What he may carry, tokens chosen next (too many combinations for one step).
fn carry_options(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx, space: Space) -> Vec<Choice> {
    carries(g, k, general, space)
        .into_iter()
        .map(|carry| {
            let p = placement(g, k, general, space, carry, (0, false));
            let label = Text::new("tkr-opt-bid-carry")
                .text("carry", carry_text(carry))
                .num("value", i64::from(placement_value(g, &p)))
                .text("standing", standing_text(g, &p));
            let draft = BidDraft {
                general,
                space: Some(space),
                carry: Some(carry),
            };
            Choice::new(TkrAction::Bid(draft).to_string(), label).in_group(carry_kind_text(carry))
        })
        .collect()
}

fn carry_text(c: Carry) -> Text {
    Text::new("tkr-carry")
        .num("units", i64::from(c.units))
        .str("unit", c.unit.map_or("none", |u| u.key()))
        .num("gold", i64::from(c.gold))
}

fn carry_kind_text(c: Carry) -> Text {
    Text::new("tkr-carry-kind").str(
        "kind",
        match (c.unit, c.gold) {
            (Some(u), _) if c.units > 0 => u.key(),
            (_, gold) if gold > 0 => "gold",
            _ => "nothing",
        },
    )
}

fn tokens_text(p: &Placement) -> Text {
    Text::new("tkr-tokens")
        .num("support", i64::from(p.support))
        .str("han", if p.han { "yes" } else { "no" })
}

/// The totals on `p`'s space once `p` is placed, best first ("Wu 7, Wei 7, Shu 2": on a tie the
/// one listed first reached it first or holds the tie override).
pub fn standing_text(g: &ThreeKingdoms, p: &Placement) -> Text {
    Text::new("tkr-standing").list("sides", standing(g, p.space, Some(p)).iter().map(side_text).collect())
}

pub fn side_text(side: &Side) -> Text {
    match side.kingdoms.as_slice() {
        [a, b] => Text::new("tkr-side-allied")
            .str("a", a.key())
            .str("b", b.key())
            .num("total", i64::from(side.total)),
        [a, ..] => Text::new("tkr-side")
            .str("kingdom", a.key())
            .num("total", i64::from(side.total)),
        [] => Text::new("tkr-side-none"),
    }
}
