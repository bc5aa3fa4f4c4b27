//! GM / test edits (`set ...`), for repairing a disputed game and for scenario scripts. Cards
//! are moved, never created or lost, so the invariants keep holding.

use super::events::own_state_edits;
use super::prompts::card_id;
use super::state::power::Power;
use super::state::{CHINA_CARD, CIVIL_WAR, CardNo, TwilightStruggle, card_no, country_ix};
use crate::engine::{LogEntry, RuleError, Text};

const FORMS: &[&str] = &[
    "set influence italy <ussr> <us>",
    "set defcon 3",
    "set vp -4",
    "set turn 4",
    "set round 2",
    "set space us 3",
    "set milops ussr 2",
    "set hand us duck-and-cover nato …",
    "set deck-top asia-scoring fidel …",
    "set china us up|down",
    "set discard blockade fidel …",
    "set lasting nato quagmire …",
    "set this-turn containment us",
];

fn forms_error(key: &'static str, arg: &str) -> RuleError {
    // The cards' own edits (`set missile-envy …`) follow the core forms.
    let forms = FORMS
        .iter()
        .copied()
        .chain(own_state_edits().map(|e| e.form))
        .map(|f| Text::new("raw").str("value", f))
        .collect();
    RuleError::new(Text::new(key).str("value", arg).list("forms", forms))
}

fn num<T: std::str::FromStr>(word: Option<&&str>) -> Result<T, RuleError> {
    let w = word.copied().unwrap_or("");
    w.parse().map_err(|_| forms_error("ts-err-edit-number", w))
}

fn power(word: Option<&&str>) -> Result<Power, RuleError> {
    let w = word.copied().unwrap_or("");
    Power::parse(w).ok_or_else(|| forms_error("ts-err-edit-power", w))
}

fn card_arg(word: &str) -> Result<CardNo, RuleError> {
    card_no(word)
        .filter(|&c| c != CHINA_CARD)
        .ok_or_else(|| forms_error("ts-err-edit-card", word))
}

/// Takes a card out of wherever it is (deck, discard, removed, a hand); `None` if it is not in
/// this game or is being played right now.
fn take(g: &mut TwilightStruggle, no: CardNo) -> Option<()> {
    let [ussr_hand, us_hand] = &mut g.hands;
    for pile in [&mut g.deck, &mut g.discard, &mut g.removed, ussr_hand, us_hand] {
        if let Some(i) = pile.iter().position(|&c| c == no) {
            pile.remove(i);
            return Some(());
        }
    }
    None
}

pub fn edit(g: &mut TwilightStruggle, command: &str) -> Result<Vec<LogEntry>, RuleError> {
    let words: Vec<&str> = command.split_whitespace().collect();
    if words.first() != Some(&"set") {
        return Err(forms_error("ts-err-edit-form", command));
    }
    match words.get(1).copied().unwrap_or("") {
        "influence" => {
            let w = words.get(2).copied().unwrap_or("");
            let c = country_ix(w)
                .filter(|&c| c != CIVIL_WAR)
                .ok_or_else(|| forms_error("ts-err-edit-country", w))?;
            let ussr: u8 = num(words.get(3))?;
            let us: u8 = num(words.get(4))?;
            g.set_inf(c, Power::Ussr, ussr);
            g.set_inf(c, Power::Us, us);
        }
        "defcon" => {
            let d: u8 = num(words.get(2))?;
            if !(2..=5).contains(&d) {
                return Err(forms_error("ts-err-edit-number", words[2]));
            }
            g.defcon = d;
        }
        "vp" => {
            let v: i32 = num(words.get(2))?;
            if !(-19..=19).contains(&v) {
                return Err(forms_error("ts-err-edit-number", words[2]));
            }
            g.vp = v;
        }
        "turn" => {
            let t: u8 = num(words.get(2))?;
            set_turn(g, t, words[2])?;
        }
        "round" => {
            let r: u8 = num(words.get(2))?;
            if !(1..=8).contains(&r) {
                return Err(forms_error("ts-err-edit-number", words[2]));
            }
            g.round = r;
            g.rounds_done = [r - 1, r - 1];
            if g.phasing == Some(Power::Us) {
                g.rounds_done[0] = r;
            }
        }
        "space" | "milops" => {
            let p = power(words.get(2))?;
            let n: u8 = num(words.get(3))?;
            if words[1] == "space" {
                if n > 8 {
                    return Err(forms_error("ts-err-edit-number", words[3]));
                }
                g.space[p.index()] = n;
            } else {
                g.milops[p.index()] = n;
            }
        }
        "hand" => {
            let p = power(words.get(2))?;
            let wanted: Vec<CardNo> = words[3..].iter().map(|w| card_arg(w)).collect::<Result<_, _>>()?;
            let old = std::mem::take(g.hand_mut(p));
            // The old hand goes to the bottom of the deck (drawn last).
            for c in old.into_iter().rev() {
                g.deck.insert(0, c);
            }
            for &c in &wanted {
                take(g, c).ok_or_else(|| forms_error("ts-err-edit-card-missing", card_id(c)))?;
                g.hand_mut(p).push(c);
            }
        }
        "deck-top" => {
            let wanted: Vec<CardNo> = words[2..].iter().map(|w| card_arg(w)).collect::<Result<_, _>>()?;
            for &c in &wanted {
                if g.hands.iter().any(|h| h.contains(&c)) {
                    return Err(forms_error("ts-err-edit-card-missing", card_id(c)));
                }
                take(g, c).ok_or_else(|| forms_error("ts-err-edit-card-missing", card_id(c)))?;
            }
            // The first card named is drawn first: the top is the end of the vector.
            for &c in wanted.iter().rev() {
                g.deck.push(c);
            }
        }
        "china" => {
            let p = power(words.get(2))?;
            let up = match words.get(3).copied() {
                Some("up") => true,
                Some("down") => false,
                other => return Err(forms_error("ts-err-edit-form", other.unwrap_or(""))),
            };
            if g.civil_war.is_some() {
                return Err(forms_error("ts-err-edit-form", "china"));
            }
            g.china = Some((p, up));
        }
        "discard" => {
            let wanted: Vec<CardNo> = words[2..].iter().map(|w| card_arg(w)).collect::<Result<_, _>>()?;
            for &c in &wanted {
                take(g, c).ok_or_else(|| forms_error("ts-err-edit-card-missing", card_id(c)))?;
                g.discard.push(c);
            }
        }
        "lasting" => {
            set_lasting(g, &words[2..])?;
        }
        "this-turn" => {
            let c = card_arg(words.get(2).copied().unwrap_or(""))?;
            let p = power(words.get(3))?;
            g.this_turn.retain(|&(x, _)| x != c);
            g.this_turn.push((c, p));
        }
        other => {
            let own = own_state_edits().find(|e| e.word == other);
            let own = own.ok_or_else(|| forms_error("ts-err-edit-form", other))?;
            let arg = words.get(2).copied().unwrap_or("");
            (own.set)(g, arg).map_err(|key| forms_error(key, arg))?;
        }
    }
    Ok(vec![LogEntry::public(
        Text::new("ts-log-edit").str("command", command.to_string()),
    )])
}

/// `set turn T`: within the current era, or forward.
fn set_turn(g: &mut TwilightStruggle, t: u8, word: &str) -> Result<(), RuleError> {
    // Within the current era, or forward: the new eras' cards go under the draw pile
    // (drawn last, in deck order) so every card stays in the game exactly once.
    let era = |t: u8| match t {
        1..=3 => 0,
        4..=7 => 1,
        _ => 2,
    };
    if !(1..=10).contains(&t) || era(t) < era(g.turn) {
        return Err(forms_error("ts-err-edit-number", word));
    }
    for (e, first) in [(1, super::data::Era::Mid), (2, super::data::Era::Late)] {
        if era(g.turn) < e && era(t) >= e {
            let added: Vec<CardNo> = super::data::cards()
                .iter()
                .filter(|c| c.era == first && (g.settings.optional_cards || !c.optional))
                .map(|c| c.number)
                .collect();
            for c in added.into_iter().rev() {
                g.deck.insert(0, c);
            }
        }
    }
    g.turn = t;
    Ok(())
}

/// `set lasting …`: the lasting effects in play, replaced by this list.
fn set_lasting(g: &mut TwilightStruggle, words: &[&str]) -> Result<(), RuleError> {
    // The lasting effects in play, replaced by this list (cards stay in their piles).
    let wanted: Vec<CardNo> = words.iter().map(|w| card_arg(w)).collect::<Result<_, _>>()?;
    if let Some(&c) = wanted.iter().find(|&&c| !super::state::card(c).lasting) {
        return Err(forms_error("ts-err-edit-card", card_id(c)));
    }
    // A card that lies before its owner while in play (Shuttle Diplomacy) leaves its pile, and
    // goes to the discard pile when it leaves play.
    for &no in wanted.iter().filter(|&&no| super::events::kept_out_of_piles(no)) {
        if !g.in_play(no) {
            take(g, no).ok_or_else(|| forms_error("ts-err-edit-card-missing", card_id(no)))?;
        }
    }
    let leaving: Vec<CardNo> = g
        .lasting
        .iter()
        .copied()
        .filter(|&no| super::events::kept_out_of_piles(no) && !wanted.contains(&no))
        .collect();
    g.discard.extend(leaving);
    g.lasting = wanted;
    Ok(())
}
