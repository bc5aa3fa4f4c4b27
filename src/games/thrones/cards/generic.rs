//! Abilities written as a data row's formula with arguments, shared by several cards:
//! `kneel-target` (The Lion's Will, Distraction), `stand-target` (Distinct Mastery), `discount`
//! (the fiefdoms, Godswood, the seas, the streets, House Tully Recruiter) and `save` (Nymeria,
//! Gilded Plate, Bodyguard, Ghost, Maester Aemon).

use super::common::{all_characters, by, kneel, stand, targetable};
use crate::engine::{GameRng, LogEntry, Text};
use crate::games::thrones::data::{CardType, House, Icon};
use crate::games::thrones::state::ability::Scope;
use crate::games::thrones::state::ability::{Ability, Context, PhaseTag, Source, Target, Timing, Zone};
use crate::games::thrones::state::lasting::{self, Effect as Lasting};
use crate::games::thrones::state::text::card_text;
use crate::games::thrones::state::{CardIx, Thrones, card_of};

const ANY: &[PhaseTag] = &[];
const MARSHALLING: &[PhaseTag] = &[PhaseTag::Marshalling];

pub const ABILITIES: &[Ability] = &[
    Ability::new(
        "kneel-target",
        Timing::Action(ANY),
        Zone::Hand,
        kneel_options,
        kneel_resolve,
    ),
    Ability::new(
        "stand-target",
        Timing::Action(ANY),
        Zone::Hand,
        stand_options,
        stand_resolve,
    ),
    Ability {
        warning: Some(discount_warning),
        ..Ability::new(
            "discount",
            Timing::Action(MARSHALLING),
            Zone::InPlay,
            discount_options,
            discount_resolve,
        )
    },
    Ability::new("save", Timing::Save, Zone::InPlay, save_options, save_resolve),
];

/// `phase=marshalling` limits an action to that phase; `any` (or none) is any phase.
fn in_phase(g: &Thrones, src: &Source) -> bool {
    match src.effect.arg("phase") {
        Some("marshalling") => PhaseTag::now(g) == Some(PhaseTag::Marshalling),
        _ => true,
    }
}

fn kneel_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if !in_phase(g, src) {
        return Vec::new();
    }
    let icon = src.effect.arg("icon").and_then(Icon::parse);
    let standing: Vec<CardIx> = all_characters(g)
        .into_iter()
        .filter(|&c| g.in_play(c).is_some_and(|x| !x.knelt))
        .filter(|&c| icon.is_none_or(|i| crate::games::thrones::state::statics::has_icon(g, c, i)))
        .collect();
    targetable(g, src, standing).into_iter().map(Target::card).collect()
}

fn kneel_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(c) = t.first() {
        kneel(g, c, by(src.card), log);
    }
}

fn stand_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let traits = src.effect.arg("trait").unwrap_or("");
    let knelt: Vec<CardIx> = all_characters(g)
        .into_iter()
        .filter(|&c| g.in_play(c).is_some_and(|x| x.knelt))
        .filter(|&c| traits.is_empty() || traits.split('|').any(|t| card_of(c).has_trait(t)))
        .collect();
    targetable(g, src, knelt).into_iter().map(Target::card).collect()
}

fn stand_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(c) = t.first() {
        stand(g, c, by(src.card), log);
    }
}

/// Whether the card giving the discount can pay its cost now (kneel it, or discard it).
fn cost_payable(g: &Thrones, card: CardIx, cost: Option<&str>) -> bool {
    match cost {
        Some("kneel-self") => {
            g.in_play(card).is_some_and(|c| !c.knelt) || g.host_of(card).is_some_and(|(_, a)| !a.knelt)
        }
        Some("discard-self") | Some("gold-and-discard-self") => true,
        _ => true,
    }
}

fn discount_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let own_turn = matches!(g.phase, crate::games::thrones::state::Phase::Marshal { active, .. } if active == src.seat);
    if own_turn && cost_payable(g, src.card, src.effect.arg("cost")) {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

/// The seas are discarded from play for their discount.
fn discount_warning(g: &Thrones, src: &Source) -> Option<Text> {
    (src.effect.arg("cost") == Some("discard-self"))
        .then(|| super::common::warn_discarded(g, src))
        .flatten()
}

fn discount_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let e = src.effect;
    match e.arg("cost") {
        Some("discard-self") => super::common::discard_from_play(g, src.card, log),
        _ => {
            crate::games::thrones::state::steps::kneel(g, src.card);
        }
    }
    let discount = Lasting::Discount {
        seat: src.seat,
        n: e.num("n").max(0) as u8,
        house: e.arg("house").and_then(House::parse),
        kind: match e.arg("type") {
            Some("character") => Some(CardType::Character),
            _ => None,
        },
        icon: e.arg("icon").and_then(Icon::parse),
    };
    lasting::add(g, discount, Scope::Phase);
    log.push(LogEntry::public(
        Text::new("thrones-log-discount")
            .text("card", card_text(src.card))
            .num("n", i64::from(e.num("n"))),
    ));
}

/// Which dying characters a save reaches: the character it is attached to (`target=attached`),
/// or its controller's characters with a trait (`trait=nights-watch`).
fn save_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(dying) = ctx.dying() else { return Vec::new() };
    let e = src.effect;
    let reaches = match e.arg("target") {
        Some("attached") => g.host_of(src.card).is_some_and(|(h, _)| h.card == dying),
        _ => {
            g.controller(dying) == Some(src.seat)
                && e.arg("trait").is_none_or(|t| card_of(dying).has_trait(t))
                && src.card != dying
        }
    };
    let cost = e.arg("cost");
    let gold_ok = cost != Some("gold-and-discard-self") || g.player(src.seat).gold >= 1;
    if reaches && gold_ok && cost_payable(g, src.card, cost) {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

fn save_resolve(g: &mut Thrones, src: &Source, _: &Target, ctx: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(dying) = ctx.dying() else { return };
    match src.effect.arg("cost") {
        Some("kneel-self") => crate::games::thrones::state::windows::kneel_card(g, src.card),
        Some("gold-and-discard-self") => {
            g.player_mut(src.seat).gold -= 1;
            discard_attachment(g, src.card);
        }
        _ => discard_attachment(g, src.card),
    }
    crate::games::thrones::state::steps::saved(g, dying, by(src.card), log);
}

/// An attachment (or a card in play) goes to its owner's discard pile; it cannot be saved.
pub fn discard_attachment(g: &mut Thrones, card: CardIx) {
    let owner = g.owner(card);
    let mut found = false;
    for p in &mut g.players {
        for c in &mut p.in_play {
            if let Some(i) = c.attachments.iter().position(|a| a.card == card) {
                c.attachments.remove(i);
                found = true;
            }
        }
    }
    if found {
        g.player_mut(owner).discard.push(card);
    } else {
        crate::games::thrones::state::steps::leave_play(
            g,
            card,
            crate::games::thrones::state::steps::Leave::Discarded,
            &mut Vec::new(),
        );
    }
}
