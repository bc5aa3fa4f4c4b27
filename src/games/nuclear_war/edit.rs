//! Admin / test edits (`set ...`). Each keeps population and cards conserved: people move from
//! or to the bank, cards move from or to the draw pile / discard pile.

use super::data::data;
use super::{CardId, DRAW_TO, NuclearWar, card_key, card_text, card_type};
use crate::engine::{LogEntry, RuleError, Seat, Text};

const FORMS: &[&str] = &[
    "set pop p2 30",
    "set hand p1 polaris wh20 …",
    "set queue p1 atlas wh20",
    "set deck-top wh20 atlas …",
    "set war on|off",
    "set skip p3 1",
];

fn forms_error(key: &'static str, arg: &str) -> RuleError {
    let forms = FORMS.iter().map(|f| Text::new("raw").str("value", *f)).collect();
    RuleError::new(Text::new(key).str("value", arg).list("forms", forms))
}

fn seat_arg(g: &NuclearWar, word: Option<&&str>) -> Result<Seat, RuleError> {
    let word = word.copied().unwrap_or("");
    word.strip_prefix('p')
        .and_then(|n| n.parse::<usize>().ok())
        .and_then(|n| n.checked_sub(1))
        .filter(|&s| s < g.seats() && g.alive(s))
        .ok_or_else(|| forms_error("nw-err-edit-seat", word))
}

fn num_arg(word: Option<&&str>) -> Result<u32, RuleError> {
    let word = word.copied().unwrap_or("");
    word.parse().map_err(|_| forms_error("nw-err-edit-number", word))
}

/// Takes one card of type `key` out of the draw pile (nearest the bottom, so a stacked top stays
/// as set) or else the discard pile.
fn take_from_piles(g: &mut NuclearWar, key: &str) -> Result<CardId, RuleError> {
    if data().type_index(key).is_none() {
        return Err(forms_error("nw-err-edit-card", key));
    }
    if let Some(pos) = g.draw_pile.iter().position(|&c| card_key(c) == key) {
        return Ok(g.draw_pile.remove(pos));
    }
    if let Some(pos) = g.discard.iter().rposition(|&c| card_key(c) == key) {
        return Ok(g.discard.remove(pos));
    }
    Err(RuleError::new(
        Text::new("nw-err-edit-unavailable").text("card", super::type_text(key)),
    ))
}

/// Named cards for a hand or queue: never Secrets or the super virus (they act when drawn).
fn take_cards(g: &mut NuclearWar, keys: &[&str]) -> Result<Vec<CardId>, RuleError> {
    let mut out = Vec::new();
    for key in keys {
        let card = take_from_piles(g, key)?;
        if card_type(card).acts_on_draw() {
            return Err(RuleError::new(
                Text::new("nw-err-edit-secret").text("card", card_text(card)),
            ));
        }
        out.push(card);
    }
    Ok(out)
}

pub fn edit(g: &mut NuclearWar, command: &str) -> Result<Vec<LogEntry>, RuleError> {
    let words: Vec<&str> = command.split(' ').collect();
    let log_line = LogEntry::public(Text::new("nw-log-edit").str("command", command));
    match words.as_slice() {
        ["set", "pop", rest @ ..] => {
            let seat = seat_arg(g, rest.first())?;
            let value = num_arg(rest.get(1))?;
            let current = g.players[seat].population;
            if value == 0 {
                return Err(forms_error("nw-err-edit-pop-zero", "0"));
            }
            if value > current {
                let need = value - current;
                if need > g.bank {
                    return Err(RuleError::new(
                        Text::new("nw-err-edit-bank").num("bank", g.bank).num("need", need),
                    ));
                }
                g.bank -= need;
            } else {
                g.bank += current - value;
            }
            g.players[seat].population = value;
        }
        ["set", "hand", who, keys @ ..] => {
            let seat = seat_arg(g, Some(who))?;
            // An empty hand could leave the seat owing a choice it cannot make.
            if keys.is_empty() {
                return Err(forms_error("nw-err-edit-empty-hand", command));
            }
            if keys.len() + g.players[seat].queue.len() > DRAW_TO {
                return Err(forms_error("nw-err-edit-too-many", &keys.len().to_string()));
            }
            let p = &mut g.players[seat];
            let old = std::mem::take(&mut p.hand);
            p.shown.clear();
            p.opening_pick.clear();
            // The old hand goes to the bottom of the draw pile.
            for c in old.into_iter().rev() {
                g.draw_pile.insert(0, c);
            }
            let cards = take_cards(g, keys)?;
            g.players[seat].hand = cards;
        }
        ["set", "queue", who, keys @ ..] => {
            let seat = seat_arg(g, Some(who))?;
            // Queues are committed at the end of the opening; an edited one would be overfilled.
            if matches!(g.step, super::Step::Sweep { .. } | super::Step::OpeningQueue) {
                return Err(forms_error("nw-err-edit-opening", command));
            }
            if keys.len() > 2 || keys.len() + g.players[seat].hand.len() > DRAW_TO {
                return Err(forms_error("nw-err-edit-too-many", &keys.len().to_string()));
            }
            let old = std::mem::take(&mut g.players[seat].queue);
            for c in old.into_iter().rev() {
                g.draw_pile.insert(0, c);
            }
            let cards = take_cards(g, keys)?;
            g.players[seat].queue = cards;
        }
        ["set", "deck-top", keys @ ..] if !keys.is_empty() => {
            let mut cards = Vec::new();
            for key in keys.iter() {
                cards.push(take_from_piles(g, key)?);
            }
            // The first named card ends up on top (drawn first).
            g.draw_pile.extend(cards.into_iter().rev());
        }
        ["set", "war", "on"] => g.war = true,
        ["set", "war", "off"] => g.war = false,
        ["set", "skip", who, n] => {
            let seat = seat_arg(g, Some(who))?;
            g.players[seat].skip_turns = num_arg(Some(n))?;
        }
        _ => return Err(forms_error("nw-err-edit-unknown", command)),
    }
    Ok(vec![log_line])
}
