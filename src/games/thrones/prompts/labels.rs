//! What each option of a prompt reads (issue 34): its label, and for an option naming a card or
//! a plot that card's short text beside it ([`Choice::detail`]); a cost the player pays now,
//! shown as reduced when it is; and in the label itself a warning when using a card does
//! something its name does not say (an Honor Guard goes to the opponent's control).

use super::notation::ThronesAction;
use crate::engine::{Choice, Seat, Text};
use crate::games::thrones::cards;
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::data::{CardType, data};
use crate::games::thrones::rules::windows;
use crate::games::thrones::state::ability::{self, Ability, Source, Timing, Zone};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::text::{card_text, house_key, house_text, icon_text, plot_text};
use crate::games::thrones::state::{CardIx, Phase, PlotIx, Thrones, card_of, other};

/// A card's short text (`thrones-card-<id>-text`), or its kind and numbers when it has no ability.
pub fn card_detail(card: CardIx) -> Text {
    let c = card_of(card);
    if !c.effects.is_empty() {
        return Text::new(format!("thrones-card-{}-text", c.id));
    }
    Text::new("thrones-detail-no-ability")
        .str("type", c.kind.key())
        .num("str", i64::from(c.strength))
        .num("nicons", c.icons.len() as i64)
        .list("icons", c.icons.iter().map(|&i| icon_text(i)).collect())
}

/// A plot's short text.
pub fn plot_detail(plot: PlotIx) -> Text {
    Text::new(format!("thrones-plot-{}-text", data().plots[usize::from(plot)].id))
}

/// The option for `action` in a prompt of `seat`.
pub fn choice(g: &Thrones, seat: Seat, action: &ThronesAction) -> Choice {
    let plain = Choice::new(action.to_string(), label(g, seat, action));
    match action {
        ThronesAction::Limited(Some(c)) | ThronesAction::Marshal(c, _) | ThronesAction::Use(c, _) => {
            plain.with_detail(card_detail(*c))
        }
        ThronesAction::Duplicate(c) => {
            plain.with_detail(Text::new("thrones-detail-duplicate").text("card", card_text(*c)))
        }
        ThronesAction::Plot(p) | ThronesAction::Draft(p) => plain.with_detail(plot_detail(*p)),
        ThronesAction::PassAhead(_) => plain.with_detail(Text::new("thrones-detail-pass-ahead")),
        _ => plain,
    }
}

/// A card to pick in a composed prompt (`verb`: `place`, `attack`, `choose` …).
pub fn card_item(g: &Thrones, verb: &str, card: CardIx) -> Choice {
    let c = card_of(card);
    let label = if verb == "place" {
        cost_label(card)
    } else if c.kind == CardType::Character {
        Text::new("thrones-opt-character")
            .text("card", card_text(card))
            .num("str", i64::from(statics::strength(g, card)))
    } else {
        Text::new("thrones-opt-card-type")
            .text("card", card_text(card))
            .str("type", c.kind.key())
    };
    Choice::new(crate::games::thrones::state::card_id(card), label).with_detail(card_detail(card))
}

/// A plot to pick in a composed prompt (the draft's plot deck).
pub fn plot_item(plot: PlotIx) -> Choice {
    Choice::new(crate::games::thrones::state::plot_id(plot), plot_label(plot)).with_detail(plot_detail(plot))
}

fn cost_label(card: CardIx) -> Text {
    Text::new("thrones-opt-card-cost")
        .text("card", card_text(card))
        .num("cost", i64::from(card_of(card).cost))
}

/// A plot with its income, initiative and claim.
fn plot_label(plot: PlotIx) -> Text {
    let d = &data().plots[usize::from(plot)];
    Text::new("thrones-opt-plot")
        .text("plot", plot_text(plot))
        .num("income", i64::from(d.income))
        .num("initiative", i64::from(d.initiative))
        .num("claim", i64::from(d.claim))
}

/// What `card` costs `seat` to marshal now against its printed cost.
fn marshal_cost(g: &Thrones, seat: Seat, card: CardIx) -> Text {
    let printed = card_of(card).cost;
    let cost = crate::games::thrones::rules::marshal::cost(g, seat, card);
    Text::new("thrones-opt-cost")
        .num("cost", i64::from(cost))
        .num("printed", i64::from(printed))
        .str(
            "change",
            match cost.cmp(&u16::from(printed)) {
                std::cmp::Ordering::Less => "reduced",
                std::cmp::Ordering::Greater => "raised",
                std::cmp::Ordering::Equal => "none",
            },
        )
}

fn label(g: &Thrones, seat: Seat, action: &ThronesAction) -> Text {
    match action {
        ThronesAction::Keep => Text::new("thrones-opt-keep"),
        ThronesAction::Mulligan => Text::new("thrones-opt-mulligan"),
        ThronesAction::Limited(None) => Text::new("thrones-opt-limited-none"),
        ThronesAction::Limited(Some(c)) => cost_label(*c),
        ThronesAction::Place(_) => Text::new("thrones-opt-place-none"),
        ThronesAction::Plot(p) | ThronesAction::Draft(p) => plot_label(*p),
        ThronesAction::PlotDeck(_) => Text::new("thrones-opt-none"),
        ThronesAction::First(h) if windows::order_asked(g) => {
            Text::new("thrones-opt-order-first").text("house", house_key(*h))
        }
        ThronesAction::First(h) => Text::new("thrones-opt-first").text("house", house_key(*h)),
        ThronesAction::Marshal(c, None) => Text::new("thrones-opt-marshal")
            .text("card", card_text(*c))
            .text("cost", marshal_cost(g, seat, *c)),
        ThronesAction::Marshal(c, Some(host)) => Text::new("thrones-opt-attach")
            .text("card", card_text(*c))
            .text("host", card_text(*host))
            .text("owner", house_key(crate::games::thrones::state::house_of(*host)))
            .text("cost", marshal_cost(g, seat, *c)),
        ThronesAction::Duplicate(c) => Text::new("thrones-opt-duplicate").text("card", card_text(*c)),
        ThronesAction::Done => match g.phase {
            Phase::Marshal { .. } => Text::new("thrones-opt-marshal-done"),
            _ => Text::new("thrones-opt-challenges-done"),
        },
        ThronesAction::Challenge(k) => Text::new("thrones-opt-challenge").text("kind", icon_text(*k)),
        ThronesAction::Save => Text::new("thrones-opt-save"),
        ThronesAction::NoSave => Text::new("thrones-opt-no-save"),
        ThronesAction::Pass => Text::new("thrones-opt-pass"),
        ThronesAction::PassAhead(until) => Text::new("thrones-opt-pass-ahead").str("until", until.key()),
        ThronesAction::Use(c, t) => use_label(g, seat, *c, t),
        ThronesAction::Attack(_)
        | ThronesAction::Stealth(_)
        | ThronesAction::Defend(_)
        | ThronesAction::Kill(_)
        | ThronesAction::Choose(_) => Text::new("thrones-opt-none"),
    }
}

/// The ability of `card` a player uses now: the first one used from where the card is.
fn ability_used(g: &Thrones, seat: Seat, card: CardIx) -> Option<(&'static Effect, &'static Ability)> {
    let p = g.player(seat);
    let zone = if p.hand.contains(&card) {
        Zone::Hand
    } else if p.dead.contains(&card) {
        Zone::Dead
    } else {
        Zone::InPlay
    };
    let mut usable = cards::of_card(g, card).filter(|(_, a)| !matches!(a.timing, Timing::Forced(_)));
    let first = usable.next()?;
    Some(
        std::iter::once(first)
            .chain(usable)
            .find(|(_, a)| a.zone == zone)
            .unwrap_or(first),
    )
}

/// "Use The Lion's Will (2 gold): Hodor", with the part of the price that goes to the opponent
/// and a warning when using it does something its name does not say.
fn use_label(g: &Thrones, seat: Seat, card: CardIx, t: &crate::games::thrones::state::ability::Target) -> Text {
    let mut parts: Vec<Text> = t.cards.iter().map(|&c| card_text(c)).collect();
    if let Some(i) = t.icon {
        parts.push(icon_text(i));
    }
    if let Some(n) = t.n {
        parts.push(Text::new("raw").str("value", n.to_string()));
    }
    if let Some(named) = t.named {
        parts.push(Text::new(format!(
            "thrones-card-{}",
            data().cards[usize::from(named)].id
        )));
    }
    if let Some(q) = t.plot {
        parts.push(plot_text(q));
    }
    let used = ability_used(g, seat, card);
    let price = used.map_or(0, |(e, a)| ability::price(g, card, e, a));
    let tax = ability::tax(g, card).min(price);
    let warning = used.and_then(|(effect, a)| {
        let source = Source { seat, card, effect };
        a.warning.and_then(|warn| warn(g, &source))
    });
    let mut text = Text::new("thrones-opt-use")
        .num("gold", i64::from(price))
        .num("tax", i64::from(tax))
        .text("to", house_text(g, other(seat)))
        .text("card", card_text(card))
        .num("warn", i64::from(warning.is_some()))
        .num("n", parts.len() as i64)
        .list("targets", parts);
    if let Some(w) = warning {
        text = text.text("warning", w);
    }
    text
}
