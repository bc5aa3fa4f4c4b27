//! Static abilities and lasting effects, asked by the rules core at its hook points:
//! STR, income, who may be declared, who kneels, who stands, who may be killed. Each answer is a
//! pure function of the state: the formulas of every card in play (its own, and its attachments'
//! on the character they are on) and of both revealed plots.

use crate::engine::Seat;
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::data::kinds::{self, Kinds};
use crate::games::thrones::data::{Crest, House, Icon, Keyword};
use crate::games::thrones::state::{CardIx, Thrones, card_of, house_of, other};

/// The kind that blanks the character an attachment is on.
const BLANK: Kinds = kinds::bit("blank");

/// Where a formula is printed: a card in play (with the character it is attached to, if any) or
/// a revealed plot, and who controls it.
#[derive(Clone, Copy, Debug)]
struct Source {
    controller: Seat,
    card: Option<CardIx>,
    host: Option<CardIx>,
}

/// [`of_kind`] of a kind named by a literal, its bit worked out when compiling: looking a name up
/// in the kinds table costs a few hundred instructions, and the statics are asked at every step.
/// A name that is no kind does not compile.
macro_rules! of_kind {
    ($g:expr, $name:literal) => {{
        const BIT: Kinds = kinds::bit($name);
        const _: () = assert!(BIT != 0, "no such kind");
        of_kind($g, $name, BIT)
    }};
}

/// Every formula in force of the kind `name`, with its source: each card in play's own (unless an
/// attachment blanks it), then its attachments', then both plots'. Rows without one are skipped
/// on their kinds set, unread (the rules ask this at every step: strength, icons, who may defend),
/// and nothing is allocated when none is in force.
fn of_kind(g: &Thrones, name: &'static str, bit: Kinds) -> std::vec::IntoIter<(Source, &'static Effect)> {
    let mut out = Vec::new();
    let mut add = |effects: &'static [Effect], src: Source| {
        out.extend(effects.iter().filter(|e| e.name() == name).map(|e| (src, e)));
    };
    for seat in 0..2 {
        for c in &g.player(seat).in_play {
            let row = card_of(c.card);
            if row.kinds & bit != 0 && !c.attachments.iter().any(|a| card_of(a.card).kinds & BLANK != 0) {
                let src = Source {
                    controller: seat,
                    card: Some(c.card),
                    host: None,
                };
                add(&row.effects, src);
            }
            for a in &c.attachments {
                let row = card_of(a.card);
                if row.kinds & bit != 0 {
                    let src = Source {
                        controller: g.owner(a.card),
                        card: Some(a.card),
                        host: Some(c.card),
                    };
                    add(&row.effects, src);
                }
            }
        }
    }
    for seat in 0..2 {
        if let Some(p) = g.plot(seat).filter(|p| p.kinds & bit != 0) {
            let src = Source {
                controller: seat,
                card: None,
                host: None,
            };
            add(&p.effects, src);
        }
    }
    out.into_iter()
}

/// Whether `target` (a character) is reached by a formula's `to`, `name`, `house`, `trait` and
/// `lacks` arguments.
fn reaches(g: &Thrones, src: Source, e: &Effect, target: CardIx) -> bool {
    let Some(controller) = g.controller(target) else {
        return false;
    };
    let card = card_of(target);
    let to = match e.arg("to").unwrap_or("self") {
        "self" => src.card == Some(target),
        "attached" => src.host == Some(target),
        "own" => controller == src.controller,
        "opponent" => controller != src.controller,
        "all" | "name" => true,
        _ => false,
    };
    to && e.arg("name").is_none_or(|n| card.id == n)
        && e.arg("house")
            .is_none_or(|h| House::parse(h).is_some_and(|h| card.crest == Crest::House(h)))
        && e.arg("trait").is_none_or(|t| t.split('|').any(|t| card.has_trait(t)))
        && e.arg("lacks")
            .is_none_or(|i| Icon::parse(i).is_some_and(|i| !card.has_icon(i)))
}

/// Whether a formula's `while` condition holds now.
fn holds(g: &Thrones, src: Source, e: &Effect, target: CardIx) -> bool {
    let Some(cond) = e.arg("while") else { return true };
    let challenge = g.challenge.as_ref();
    match cond {
        "defending" => challenge.is_some_and(|c| c.defenders.contains(&target)),
        "attacking" => challenge.is_some_and(|c| c.attackers.contains(&target)),
        "fewer-characters" => {
            let count = |s: Seat| g.player(s).characters().count();
            count(src.controller) < count(other(src.controller))
        }
        "own-stark-lord" => g
            .player(src.controller)
            .characters()
            .any(|c| card_of(c.card).crest == Crest::House(House::Stark) && has_trait(g, c.card, "lord")),
        "dominance" => g.phase == crate::games::thrones::state::Phase::Dominance,
        _ => false,
    }
}

/// How many times a `per` formula counts.
fn per(g: &Thrones, src: Source, e: &Effect, target: CardIx) -> i32 {
    match e.arg("per") {
        None => 1,
        Some("gold") => i32::from(g.player(src.controller).gold),
        Some("attachment") => g.in_play(target).map_or(0, |c| c.attachments.len() as i32),
        Some("direwolf") => g
            .players
            .iter()
            .flat_map(|p| &p.in_play)
            .map(|c| {
                let own = usize::from(card_of(c.card).has_trait("direwolf"));
                own + c
                    .attachments
                    .iter()
                    .filter(|a| card_of(a.card).has_trait("direwolf"))
                    .count()
            })
            .sum::<usize>() as i32,
        Some(_) => 0,
    }
}

/// A character's STR now: printed, plus every `str` formula reaching it; never below 0.
pub fn strength(g: &Thrones, card: CardIx) -> u16 {
    let base = i32::from(card_of(card).strength);
    let bonus: i32 = of_kind!(g, "str")
        .filter(|(src, e)| reaches(g, *src, e, card) && holds(g, *src, e, card))
        .map(|(src, e)| e.num("n") * per(g, src, e, card))
        .sum();
    (base + bonus + super::lasting::str_bonus(g, card)).max(0) as u16
}

/// Whether a character has an icon: printed, or granted by an `icon` formula in force.
pub fn has_icon(g: &Thrones, card: CardIx, icon: Icon) -> bool {
    card_of(card).has_icon(icon)
        || of_kind!(g, "icon")
            .any(|(src, e)| e.arg("add").and_then(Icon::parse) == Some(icon) && reaches(g, src, e, card))
}

/// Whether a card has a keyword: printed, or granted by a `keyword` formula or a lasting effect
/// a lasting loss wins.
pub fn has_keyword(g: &Thrones, card: CardIx, keyword: Keyword) -> bool {
    if let Some(changed) = super::lasting::keyword(g, card, keyword) {
        return changed;
    }
    card_of(card).has_keyword(keyword)
        || of_kind!(g, "keyword").any(|(src, e)| {
            e.arg("add").and_then(Keyword::parse) == Some(keyword) && reaches(g, src, e, card) && holds(g, src, e, card)
        })
}

/// Whether a character in play has lost its text box (an attachment blanks it: Milk of the
/// Poppy), so none of its own formulas apply.
pub fn blanked(g: &Thrones, card: CardIx) -> bool {
    g.in_play(card)
        .is_some_and(|c| c.attachments.iter().any(|a| card_of(a.card).kinds & BLANK != 0))
}

/// Whether a card has a trait: printed, or granted by a `trait` formula in force (Lordship).
pub fn has_trait(g: &Thrones, card: CardIx, t: &str) -> bool {
    card_of(card).has_trait(t)
        || of_kind!(g, "trait").any(|(src, e)| e.arg("add") == Some(t) && reaches(g, src, e, card))
}

/// Whether `target` is immune to an ability of `source` controlled by `seat` (`immune`): to
/// events, to character abilities, to the opponent's character abilities.
pub fn immune(g: &Thrones, target: CardIx, source: CardIx, seat: Seat) -> bool {
    let source_kind = card_of(source).kind;
    of_kind!(g, "immune").any(|(src, e)| {
        let reached = match e.arg("to") {
            Some("events") => source_kind == crate::games::thrones::data::CardType::Event,
            Some("character-abilities") => source_kind == crate::games::thrones::data::CardType::Character,
            Some("opponent-character-abilities") => {
                source_kind == crate::games::thrones::data::CardType::Character && seat != src.controller
            }
            _ => false,
        };
        let whom = if let Some(name) = e.arg("name") {
            card_of(target).id == name && g.controller(target) == Some(src.controller)
        } else if src.card.is_none() {
            // A plot's immunity covers its controller's characters with the trait.
            g.controller(target) == Some(src.controller) && e.arg("trait").is_none_or(|t| card_of(target).has_trait(t))
        } else {
            src.card == Some(target) && src.host.is_none()
        };
        reached && whom && holds_cond(g, src, e)
    })
}

/// A `while` condition that does not depend on a target (for immunity).
fn holds_cond(g: &Thrones, src: Source, e: &Effect) -> bool {
    match e.arg("while") {
        None => true,
        Some(_) => src.card.is_some_and(|c| holds(g, src, e, c)),
    }
}

fn has_own(card: CardIx, name: &str) -> bool {
    card_of(card).kinds & kinds::bit(name) != 0
}

/// `seat`'s income for its marshalling turn: its plot's income (after the opponent's plot may
/// have set it), plus its plot's per-card additions, plus the bonus income of its cards in play,
/// knelt ones too, unless a plot stops bonus income.
pub fn income(g: &Thrones, seat: Seat) -> u16 {
    let Some(plot) = g.plot(seat) else { return 0 };
    let mut base = i32::from(plot.income);
    for (src, e) in of_kind!(g, "income") {
        if let Some(set) = e.arg("set").and_then(|v| v.parse::<i32>().ok()) {
            let to_me = match e.arg("to") {
                Some("opponent") => src.controller != seat,
                _ => src.controller == seat,
            };
            if to_me {
                base = set;
            }
        }
    }
    let mut extra = 0;
    for (src, e) in of_kind!(g, "income") {
        if src.controller == seat && e.arg("per") == Some("lannister-location") {
            let n = g
                .player(seat)
                .in_play
                .iter()
                .filter(|c| {
                    let card = card_of(c.card);
                    card.kind == crate::games::thrones::data::CardType::Location
                        && card.crest == Crest::House(House::Lannister)
                })
                .count() as i32;
            extra += e.num("n") * n;
        }
    }
    let bonus: i32 = if of_kind!(g, "no-gold-bonus").next().is_some() {
        0
    } else {
        let p = g.player(seat);
        let own: i32 = p.in_play.iter().map(|c| i32::from(card_of(c.card).gold)).sum();
        let attached: i32 = g
            .players
            .iter()
            .flat_map(|q| &q.in_play)
            .flat_map(|c| &c.attachments)
            .filter(|a| g.owner(a.card) == seat)
            .map(|a| i32::from(card_of(a.card).gold))
            .sum();
        own + attached
    };
    (base + extra + bonus).max(0) as u16
}

/// The initiative value of `seat`'s revealed plot.
pub fn initiative(g: &Thrones, seat: Seat) -> u16 {
    g.plot(seat).map_or(0, |p| u16::from(p.initiative))
}

/// The claim of `seat`'s revealed plot (R-62 … R-64).
pub fn claim(g: &Thrones, seat: Seat) -> u16 {
    let printed = g.plot(seat).map_or(0, |p| i32::from(p.claim));
    (printed + super::lasting::claim_change(g, seat)).max(0) as u16
}

/// Whether a character may be declared as an attacker at all (R-54; `cannot-attack`).
pub fn may_attack(card: CardIx) -> bool {
    !has_own(card, "cannot-attack")
}

/// Whether a character may be declared as a defender at all (R-58; `cannot-defend`).
pub fn may_defend(g: &Thrones, card: CardIx) -> bool {
    let unique = card_of(card).unique;
    !of_kind!(g, "cannot-defend").any(|(_, e)| e.arg("unique") == Some("no") && !unique)
}

/// Whether stealth may get past this character (R-57; `stealth-proof`).
pub fn stealth_may_bypass(g: &Thrones, card: CardIx) -> bool {
    !has_keyword(g, card, Keyword::Stealth) && !has_own(card, "stealth-proof")
}

/// Whether a character kneels when declared in a challenge of `kind` (R-49; `no-kneel`).
pub fn kneels_when_declared(card: CardIx, kind: Icon, defending: bool) -> bool {
    !card_of(card).effects.iter().any(|e| {
        e.name() == "no-kneel"
            && match e.arg("when") {
                Some("defending") => defending,
                Some("military") => kind == Icon::Military,
                _ => false,
            }
    })
}

/// Whether a knelt card stands in the standing phase (R-73; `no-stand`).
pub fn stands(g: &Thrones, card: CardIx, is_character: bool) -> bool {
    if has_own(card, "no-stand") || super::lasting::holds(g, |e| *e == super::lasting::Effect::NoStand { card }) {
        return false;
    }
    for (src, e) in of_kind!(g, "no-stand") {
        if src.card.is_some() {
            continue;
        }
        if e.arg("if") == Some("won-dominance") && g.dominance == Some(src.controller) {
            return false;
        }
        if let Some(max) = e.arg("str-max").and_then(|v| v.parse::<u16>().ok())
            && is_character
            && strength(g, card) <= max
        {
            return false;
        }
    }
    true
}

/// Whether a character may be killed (R-62; `cannot-kill`).
pub fn may_be_killed(g: &Thrones, card: CardIx) -> bool {
    !of_kind!(g, "cannot-kill").any(|(_, e)| e.arg("trait").is_some_and(|t| card_of(card).has_trait(t)))
}

/// Whether a killed character goes to the discard pile instead of the dead pile (R-83;
/// `killed-to-discard`).
pub fn killed_to_discard(card: CardIx) -> bool {
    has_own(card, "killed-to-discard")
}

/// Whether this round's taxation is skipped (R-74; `skip-taxation`).
pub fn taxation_skipped(g: &Thrones) -> bool {
    of_kind!(g, "skip-taxation").next().is_some()
}

/// Whether the card's house is `house` (R-9: neutral cards are no house's).
pub fn is_house(card: CardIx, house: House) -> bool {
    card_of(card).crest == Crest::House(house)
}

/// The physical card's deck (for owners).
pub fn deck_house(card: CardIx) -> House {
    house_of(card)
}
