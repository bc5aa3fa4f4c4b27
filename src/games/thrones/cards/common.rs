//! What card abilities do to the game, in the rules' own steps: kill (through "would die" and its
//! saves), kneel, stand, draw, gain power, return to hand, take control, search a deck. Each
//! writes its public (and private) log lines. Card files call these; the core never names a card.

use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::CardType;
use crate::games::thrones::state::ability::{Source, Trigger};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::{self, Leave};
use crate::games::thrones::state::text::{card_list, card_text, house_text};
use crate::games::thrones::state::windows::{self, Ask};
use crate::games::thrones::state::{CardIx, InPlay, Kills, KillsThen, Thrones, card_of, kind_of, other};

/// Why a line of the log happened: the card's ability.
pub fn by(card: CardIx) -> Text {
    Text::new("thrones-why-ability").text("card", card_text(card))
}

/// The warning of an ability that discards its own card from play as its cost.
pub fn warn_discarded(_: &Thrones, src: &Source) -> Option<Text> {
    Some(Text::new("thrones-warn-discarded").text("card", card_text(src.card)))
}

/// The warning of a card that enters play under the opponent's control.
pub fn warn_opponent_controls(g: &Thrones, src: &Source) -> Option<Text> {
    Some(Text::new("thrones-warn-opponent-controls").text("house", house_text(g, other(src.seat))))
}

/// Characters in play, both players', in seat order.
pub fn all_characters(g: &Thrones) -> Vec<CardIx> {
    (0..2).flat_map(|s| steps::characters(g, s)).collect()
}

/// The characters an ability of `src` may choose among `cards`: not immune to it.
pub fn targetable(g: &Thrones, src: &Source, cards: Vec<CardIx>) -> Vec<CardIx> {
    cards
        .into_iter()
        .filter(|&c| !statics::immune(g, c, src.card, src.seat))
        .collect()
}

/// `cards` would die: each is offered its saves in turn, then dies; `saves: false` for
/// effects that allow none (Wildfire Assault).
pub fn kill(g: &mut Thrones, cards: Vec<CardIx>, saves: bool, log: &mut Vec<LogEntry>) {
    let cards: Vec<CardIx> = cards
        .into_iter()
        .filter(|&c| g.in_play(c).is_some() && statics::may_be_killed(g, c))
        .collect();
    if cards.is_empty() {
        return;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-would-die").list("cards", card_list(&cards)),
    ));
    match g.kills.as_mut() {
        Some(k) => k.cards.extend(cards),
        None => {
            g.kills = Some(Kills {
                cards,
                next: 0,
                then: KillsThen::Nothing,
                no_saves: !saves,
            })
        }
    }
}

/// A card in play kneels (standing only, R-48).
pub fn kneel(g: &mut Thrones, card: CardIx, why: Text, log: &mut Vec<LogEntry>) -> bool {
    if !steps::kneel(g, card) {
        return false;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-kneels")
            .text("card", card_text(card))
            .text("why", why),
    ));
    true
}

/// A knelt card in play stands.
pub fn stand(g: &mut Thrones, card: CardIx, why: Text, log: &mut Vec<LogEntry>) -> bool {
    match g.in_play_mut(card) {
        Some(c) if c.knelt => c.knelt = false,
        _ => return false,
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-stands")
            .text("card", card_text(card))
            .text("why", why),
    ));
    true
}

/// A card in play returns to its owner's hand (attachments and duplicates to the discard pile,
/// power to the pool).
pub fn return_to_hand(g: &mut Thrones, card: CardIx, why: Text, log: &mut Vec<LogEntry>) {
    if g.controller(card).is_none() {
        return;
    }
    steps::leave_play(g, card, Leave::Discarded, &mut Vec::new());
    let owner = g.owner(card);
    g.player_mut(owner).discard.retain(|&c| c != card);
    g.player_mut(owner).hand.push(card);
    g.show(&[card], None, true);
    lasting::forget(g, card);
    log.push(LogEntry::public(
        Text::new("thrones-log-returns-to-hand")
            .text("card", card_text(card))
            .text("why", why),
    ));
}

/// A card in play is discarded from play.
pub fn discard_from_play(g: &mut Thrones, card: CardIx, log: &mut Vec<LogEntry>) {
    steps::leave_play(g, card, Leave::Discarded, log);
    lasting::forget(g, card);
}

/// `seat` takes control of a character or location of its opponent (it keeps its state, power
/// too: its new controller may reach 15 at once, R-77).
pub fn take_control(g: &mut Thrones, seat: Seat, card: CardIx, why: Text, log: &mut Vec<LogEntry>) {
    let from = other(seat);
    let Some(i) = g.player(from).in_play.iter().position(|c| c.card == card) else {
        return;
    };
    let moved = g.player_mut(from).in_play.remove(i);
    g.player_mut(seat).in_play.push(moved);
    // A card changing sides leaves the challenge it was in.
    if let Some(c) = g.challenge.as_mut() {
        c.attackers.retain(|&x| x != card);
        c.defenders.retain(|&x| x != card);
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-takes-control")
            .text("house", house_text(g, seat))
            .text("card", card_text(card))
            .text("why", why),
    ));
    steps::check_victory(g, log);
}

/// A card from `seat`'s hand enters play under `controller` (standing), then its trigger.
pub fn put_into_play(g: &mut Thrones, seat: Seat, controller: Seat, card: CardIx, log: &mut Vec<LogEntry>) {
    steps::take_from_hand(g, seat, card);
    g.player_mut(controller).in_play.push(InPlay::new(card));
    log.push(LogEntry::public(
        Text::new("thrones-log-put-into-play")
            .text("house", house_text(g, controller))
            .text("card", card_text(card)),
    ));
    windows::trigger(g, Trigger::Entered { seat, card });
}

/// `seat` draws `n` cards.
pub fn draw(g: &mut Thrones, seat: Seat, n: usize, log: &mut Vec<LogEntry>) {
    steps::draw(g, seat, n, log);
}

/// A character gains `n` power (and the victory check).
pub fn gain_power_on(g: &mut Thrones, card: CardIx, n: u16, why: Text, log: &mut Vec<LogEntry>) {
    steps::gain_power_on(g, card, n, why, log);
}

/// The cards of `seat`'s deck matching `want`, one per name, in deck order (for a search: the
/// question lists them to `seat` alone).
pub fn deck_matching(g: &Thrones, seat: Seat, want: impl Fn(CardIx) -> bool) -> Vec<CardIx> {
    let mut out: Vec<CardIx> = Vec::new();
    for &c in g.player(seat).deck.iter().rev() {
        if want(c) && !out.iter().any(|&o| card_of(o).id == card_of(c).id) {
            out.push(c);
        }
    }
    out
}

/// `seat`'s house gains `n` power on its banner.
pub fn gain_power(g: &mut Thrones, seat: Seat, n: u16, why: Text, log: &mut Vec<LogEntry>) {
    steps::gain_power(g, seat, n, why, log);
}

/// Asks `seat` to search its deck among `items` (shown to `seat` alone while they stay in the
/// deck); the resolver is usually [`take_searched`].
pub fn ask_search(g: &mut Thrones, a: Ask) {
    let items = a.items.clone();
    g.show(&items, Some(a.seat), false);
    ask(g, a);
}

/// Asks `seat` a question (a search, cards to keep or kill); `key` names its resolver in
/// `cards::ASKS`. Nothing to choose from: nothing is asked.
pub fn ask(g: &mut Thrones, ask: Ask) {
    if ask.items.is_empty() && ask.min == 0 {
        return;
    }
    g.asks.push(ask);
}

/// The standard "search your deck, show it, take it into hand" resolver: the chosen card leaves
/// the deck for the hand (shown to both), then the deck is shuffled.
pub fn take_searched(g: &mut Thrones, ask: &Ask, chosen: &[CardIx], rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let seat = ask.seat;
    for &c in chosen {
        let deck = &mut g.player_mut(seat).deck;
        if let Some(i) = deck.iter().position(|&d| d == c) {
            deck.remove(i);
            g.player_mut(seat).hand.push(c);
        }
    }
    rng.shuffle(&mut g.player_mut(seat).deck);
    log.push(LogEntry::public(
        Text::new("thrones-log-searched")
            .text("house", house_text(g, seat))
            .num("n", chosen.len() as i64)
            .list("cards", card_list(chosen)),
    ));
    if !chosen.is_empty() {
        g.show(chosen, None, true);
        windows::trigger(g, Trigger::Revealed { by: seat });
    }
}

/// Whether a card is a character.
pub fn is_character(card: CardIx) -> bool {
    kind_of(card) == CardType::Character
}

/// The character's STR now.
pub fn strength(g: &Thrones, card: CardIx) -> u16 {
    statics::strength(g, card)
}
