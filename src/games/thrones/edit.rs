//! Game master's repairs and scenario set-ups (`set …` lines), logged publicly — the table posts
//! the line itself, so a hand set this way is no secret:
//!
//! * `set stark|lannister power N` — banner power; `set stark|lannister gold N` — the gold pool;
//! * `set stark|lannister hand <card> …` — the hand becomes exactly these cards of that house
//!   (taken from its deck or hand; the other hand cards go to the bottom of the deck);
//! * `set stark|lannister play <card> …` — these cards of that house (characters and locations,
//!   from its deck, hand or piles) enter play standing.
//!
//! Every edit keeps each card in exactly one zone.

use super::data::{CardType, House};
use super::prompts::notation::card_of_word;
use super::state::steps::check_victory;
use super::state::text::{card_list, house_text};
use super::state::{CardIx, InPlay, Thrones, card_of, house_of};
use crate::engine::{LogEntry, RuleError, Seat, Text};

pub fn edit(g: &mut Thrones, command: &str) -> Result<Vec<LogEntry>, RuleError> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let bad = || RuleError::new(Text::new("thrones-err-edit").str("line", command.to_string()));
    let ["set", house, what, ref rest @ ..] = words[..] else {
        return Err(bad());
    };
    let house = House::parse(house).ok_or_else(bad)?;
    let seat = g.seat_of(house);
    let mut log = Vec::new();
    match (what, rest) {
        ("power" | "gold", [n]) => {
            let n: u16 = n.parse().map_err(|_| bad())?;
            if what == "power" {
                g.player_mut(seat).power = n;
            } else {
                g.player_mut(seat).gold = n;
            }
            log.push(LogEntry::public(
                Text::new("thrones-log-edit")
                    .text("house", house_text(g, seat))
                    .str("what", what)
                    .num("n", i64::from(n)),
            ));
        }
        ("hand", cards) => {
            let cards = own_cards(g, seat, cards, false)?;
            let p = g.player_mut(seat);
            let old = std::mem::take(&mut p.hand);
            p.deck.retain(|c| !cards.contains(c));
            for c in old.into_iter().filter(|c| !cards.contains(c)) {
                p.deck.insert(0, c);
            }
            p.hand = cards.clone();
            log.push(LogEntry::public(
                Text::new("thrones-log-edit-hand")
                    .text("house", house_text(g, seat))
                    .num("n", cards.len() as i64),
            ));
        }
        ("play", cards) if !cards.is_empty() => {
            let cards = own_cards(g, seat, cards, true)?;
            let p = g.player_mut(seat);
            for &c in &cards {
                p.deck.retain(|&x| x != c);
                p.hand.retain(|&x| x != c);
                p.discard.retain(|&x| x != c);
                p.dead.retain(|&x| x != c);
                p.in_play.push(InPlay::new(c));
            }
            log.push(LogEntry::public(
                Text::new("thrones-log-edit-play")
                    .text("house", house_text(g, seat))
                    .list("cards", card_list(&cards)),
            ));
        }
        _ => return Err(bad()),
    }
    check_victory(g, &mut log);
    Ok(log)
}

/// The named cards, each of `seat`'s house, each once, not in play (and for `play`, a character
/// or location).
fn own_cards(g: &Thrones, seat: Seat, words: &[&str], to_play: bool) -> Result<Vec<CardIx>, RuleError> {
    let mut out: Vec<CardIx> = Vec::new();
    for w in words {
        let c = card_of_word(w)?;
        let p = g.player(seat);
        let reachable =
            p.deck.contains(&c) || p.hand.contains(&c) || (to_play && (p.discard.contains(&c) || p.dead.contains(&c)));
        let kind_ok = !to_play || matches!(card_of(c).kind, CardType::Character | CardType::Location);
        if out.contains(&c) || house_of(c) != g.player(seat).house || !reachable || !kind_ok {
            return Err(RuleError::new(
                Text::new("thrones-err-edit-card").text("card", super::state::text::card_text(c)),
            ));
        }
        out.push(c);
    }
    Ok(out)
}
