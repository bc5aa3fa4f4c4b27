//! Who must decide what now, with every legal option (the engine contract's `pending`).

pub mod benefits;
pub mod bid;
pub mod card_labels;
pub mod notation;

use self::card_labels::{general_label, with_short};
use self::notation::{TkrAction, general_id};
use super::data::Kingdom;
use super::rules::action_check::performable;
use super::rules::actions::Act;
use super::rules::bidding::{alliance_choices, current_bidder};
use super::rules::round::{actor, to_perform};
use super::state::{Phase, Source, Space, ThreeKingdoms};
use crate::engine::{Ask, Choice, Prompt, Seat, Text};

fn space_text(space: Space) -> Text {
    Text::new(format!("tkr-space-{}", space.key()))
}

pub fn pending(g: &ThreeKingdoms) -> Vec<Prompt> {
    match &g.phase {
        Phase::Draft(d) => d
            .picks
            .waiting()
            .iter()
            .map(|seat| {
                let options = d.drawn[seat]
                    .iter()
                    .map(|&c| Choice::new(general_id(c), general_label(g, c)))
                    .collect();
                let keep = u32::from(d.keep[seat]);
                Prompt::composed(
                    seat,
                    Text::new("tkr-q-draft").num("keep", i64::from(keep)),
                    "draft",
                    Ask::Several {
                        min: keep,
                        max: keep,
                        budget: None,
                    },
                    options,
                )
                .secret()
            })
            .collect(),
        Phase::Alliance => {
            let k = g.bid_order[2];
            let options = alliance_choices(g)
                .into_iter()
                .map(|s| Choice::new(TkrAction::Alliance(s).to_string(), space_text(s)))
                .collect();
            vec![Prompt::one(
                k.seat(),
                Text::new("tkr-q-alliance").str("ally", g.bid_order[1].key()),
                options,
            )]
        }
        Phase::Bidding { .. } => current_bidder(g)
            .map(|k| self::bid::bid_prompt(g, k))
            .into_iter()
            .collect(),
        Phase::Resolution { .. } => {
            let Some(k) = actor(g) else { return Vec::new() };
            if let Some(o) = super::cards::benefits::asking(g, k) {
                // A card owing a benefit has an ability, so a short text.
                let short = self::card_labels::short_text(o.source).unwrap_or_else(|| o.source.name());
                let question = Text::new("tkr-q-benefit")
                    .text("card", o.source.name())
                    .text("short", short);
                return vec![benefit_prompt(g, k, question)];
            }
            if g.confirming {
                return vec![confirm_prompt(g, k)];
            }
            vec![Prompt::one(
                k.seat(),
                Text::new("tkr-q-perform").num("left", to_perform(g, k).len() as i64),
                perform_options(g, k),
            )]
        }
        Phase::RoundEnd => Kingdom::ALL
            .into_iter()
            .filter(|k| g.owed.iter().any(|o| o.kingdom == *k))
            .map(|k| benefit_prompt(g, k, Text::new("tkr-q-round-end")))
            .collect(),
        Phase::Over => Vec::new(),
    }
}

/// Who owes a decision now, without building any prompt (the table asks this on every press).
pub fn awaiting(g: &ThreeKingdoms) -> Vec<Seat> {
    match &g.phase {
        Phase::Draft(d) => d.picks.waiting().iter().collect(),
        Phase::Alliance => vec![g.bid_order[2].seat()],
        Phase::Bidding { .. } => current_bidder(g).map(Kingdom::seat).into_iter().collect(),
        Phase::Resolution { .. } => actor(g).map(Kingdom::seat).into_iter().collect(),
        Phase::RoundEnd => Kingdom::ALL
            .into_iter()
            .filter(|k| g.owed.iter().any(|o| o.kingdom == *k))
            .map(Kingdom::seat)
            .collect(),
        Phase::Over => Vec::new(),
    }
}

/// The same decisions as [`pending`], typed and without labels, for random and AI players (the
/// draft is a composed prompt: no listed actions).
pub fn legal(g: &ThreeKingdoms) -> Vec<(Seat, Vec<TkrAction>)> {
    match &g.phase {
        Phase::Draft(d) => d.picks.waiting().iter().map(|seat| (seat, Vec::new())).collect(),
        Phase::Alliance => vec![(
            g.bid_order[2].seat(),
            alliance_choices(g).into_iter().map(TkrAction::Alliance).collect(),
        )],
        Phase::Bidding { .. } => current_bidder(g)
            .map(|k| (k.seat(), self::bid::bid_actions(g, k)))
            .into_iter()
            .collect(),
        Phase::Resolution { .. } => actor(g)
            .map(|k| {
                if super::cards::benefits::asking(g, k).is_some() {
                    return (k.seat(), benefit_actions(g, k));
                }
                if g.confirming {
                    return (k.seat(), vec![TkrAction::Done, TkrAction::Back]);
                }
                let mut out: Vec<TkrAction> = performable(g, k)
                    .into_iter()
                    .map(|(space, act)| TkrAction::Do(space, act))
                    .collect();
                out.push(TkrAction::Finish);
                (k.seat(), out)
            })
            .into_iter()
            .collect(),
        Phase::RoundEnd => Kingdom::ALL
            .into_iter()
            .filter(|k| g.owed.iter().any(|o| o.kingdom == *k))
            .map(|k| (k.seat(), benefit_actions(g, k)))
            .collect(),
        Phase::Over => Vec::new(),
    }
}

fn benefit_actions(g: &ThreeKingdoms, k: Kingdom) -> Vec<TkrAction> {
    self::benefits::choice_actions(g, k)
}

/// `k`'s owed card benefits (`cards/benefits.rs`): each legal way to take each, grouped by card.
fn benefit_prompt(g: &ThreeKingdoms, k: Kingdom, question: Text) -> Prompt {
    let options = self::benefits::choices(g, k)
        .into_iter()
        .map(|(action, label)| {
            let choice = Choice::new(action.to_string(), label);
            match action {
                TkrAction::Benefit(card, _) => choice.in_group(card.name()),
                _ => choice,
            }
        })
        .collect();
    Prompt::one(k.seat(), question, options)
}

/// The choices of every action `k` may still perform (each tried on a copy: only legal ones are
/// offered), grouped by action, and `done`.
fn perform_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out: Vec<Choice> = performable(g, k)
        .into_iter()
        .map(|(space, act)| {
            let choice = super::rules::act_text::act_text(g, k, space, &act);
            // A choice naming a card says what it does; it names its action already.
            let label = match act {
                Act::Construct { card, .. } => with_short(choice, Source::Enhancement(card)),
                Act::Han { general } | Act::Battle { general, .. } => with_short(choice, Source::General(general)),
                _ => Text::new("tkr-opt-do")
                    .text("space", space_text(space))
                    .text("choice", choice),
            };
            Choice::new(TkrAction::Do(space, act).to_string(), label).in_group(space_text(space))
        })
        .collect();
    out.push(Choice::new(
        TkrAction::Finish.to_string(),
        Text::new("tkr-opt-finish").num("n", to_perform(g, k).len() as i64),
    ));
    out
}

/// Finishing with won actions left: confirm (`done`) or go back to them (`back`).
fn confirm_prompt(g: &ThreeKingdoms, k: Kingdom) -> Prompt {
    let left = to_perform(g, k);
    let spaces: Vec<Text> = left.into_iter().map(space_text).collect();
    let n = spaces.len() as i64;
    Prompt::one(
        k.seat(),
        Text::new("tkr-q-confirm-finish").num("n", n).list("spaces", spaces),
        vec![
            Choice::new(
                TkrAction::Done.to_string(),
                Text::new("tkr-opt-confirm-finish").num("n", n),
            ),
            Choice::new(TkrAction::Back.to_string(), Text::new("tkr-opt-back-to-actions")),
        ],
    )
}
