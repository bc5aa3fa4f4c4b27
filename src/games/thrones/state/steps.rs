//! Small rules every phase uses: drawing, power and the victory check, kneeling, and cards
//! leaving play (killed or discarded), each with its public and private log lines.

use super::statics;
use super::text::{card_list, card_text, house_text};
use crate::engine::{LogEntry, Seat, Text};
use crate::games::thrones::data::{Accepts, CardType};
use crate::games::thrones::state::{CardIx, Phase, Thrones, card_of, kind_of, other, row_of};

/// How much power wins.
pub const VICTORY: u16 = 15;

/// `seat` draws up to `n` cards from the top of its deck (an empty deck draws nothing, R-34).
/// The others read how many; the seat reads which.
pub fn draw(g: &mut Thrones, seat: Seat, n: usize, log: &mut Vec<LogEntry>) -> usize {
    let p = g.player_mut(seat);
    let k = n.min(p.deck.len());
    let drawn: Vec<CardIx> = (0..k).filter_map(|_| p.deck.pop()).collect();
    p.hand.extend(&drawn);
    let house = house_text(g, seat);
    if k == 0 {
        if n > 0 {
            log.push(LogEntry::public(
                Text::new("thrones-log-deck-empty").text("house", house),
            ));
        }
        return 0;
    }
    log.push(LogEntry::others(
        seat,
        Text::new("thrones-log-draws")
            .text("house", house.clone())
            .num("n", k as i64),
    ));
    log.push(LogEntry::private(
        seat,
        Text::new("thrones-log-you-draw").list("cards", card_list(&drawn)),
    ));
    k
}

/// `seat`'s house gains `n` power on its banner, then the victory check.
pub fn gain_power(g: &mut Thrones, seat: Seat, n: u16, why: Text, log: &mut Vec<LogEntry>) {
    if n == 0 || g.is_over() {
        return;
    }
    g.player_mut(seat).power += n;
    log.push(LogEntry::public(
        Text::new("thrones-log-gains-power")
            .text("house", house_text(g, seat))
            .num("n", i64::from(n))
            .text("why", why)
            .num("total", i64::from(g.player(seat).total_power())),
    ));
    check_victory(g, log);
}

/// A character gains `n` power on itself, then the victory check.
pub fn gain_power_on(g: &mut Thrones, card: CardIx, n: u16, why: Text, log: &mut Vec<LogEntry>) {
    if n == 0 || g.is_over() {
        return;
    }
    let Some(seat) = g.controller(card) else { return };
    if let Some(c) = g.in_play_mut(card) {
        c.power += n;
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-card-gains-power")
            .text("card", card_text(card))
            .num("n", i64::from(n))
            .text("why", why)
            .num("total", i64::from(g.player(seat).total_power())),
    ));
    check_victory(g, log);
}

/// Ends the game as soon as a player has 15 power or more; if both have, the first player wins
///
pub fn check_victory(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    if g.is_over() {
        return;
    }
    let reached: Vec<Seat> = (0..2).filter(|&s| g.player(s).total_power() >= VICTORY).collect();
    let winner = match reached.as_slice() {
        [] => return,
        [one] => *one,
        _ => g.first,
    };
    g.winner = Some(winner);
    g.phase = Phase::Over;
    g.challenge = None;
    g.kills = None;
    log.push(LogEntry::public(
        Text::new("thrones-log-wins")
            .text("house", house_text(g, winner))
            .num("total", i64::from(g.player(winner).total_power())),
    ));
}

/// Kneels a standing character or location (R-48: only a standing card can kneel).
pub fn kneel(g: &mut Thrones, card: CardIx) -> bool {
    match g.in_play_mut(card) {
        Some(c) if !c.knelt => {
            c.knelt = true;
            true
        }
        _ => false,
    }
}

/// Why a card leaves play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Killed: to the owner's dead pile, unless a card says otherwise.
    Killed,
    /// Discarded from play: to the owner's discard pile.
    Discarded,
}

/// A character or location leaves play: its attachments and duplicates go to their owners'
/// discard piles and its power returns to the pool; the card goes to its owner's dead
/// or discard pile.
pub fn leave_play(g: &mut Thrones, card: CardIx, how: Leave, log: &mut Vec<LogEntry>) {
    let Some(seat) = g.controller(card) else { return };
    let p = g.player_mut(seat);
    let Some(at) = p.in_play.iter().position(|c| c.card == card) else {
        return;
    };
    let gone = p.in_play.remove(at);
    for a in &gone.attachments {
        let owner = g.owner(a.card);
        g.player_mut(owner).discard.push(a.card);
    }
    let owner = g.owner(card);
    for &d in &gone.duplicates {
        g.player_mut(owner).discard.push(d);
    }
    let to_dead = how == Leave::Killed && kind_of(card) == CardType::Character && !statics::killed_to_discard(card);
    if to_dead {
        g.player_mut(owner).dead.push(card);
    } else {
        g.player_mut(owner).discard.push(card);
    }
    let mut gone_with: Vec<CardIx> = gone.attachments.iter().map(|a| a.card).collect();
    gone_with.extend(&gone.duplicates);
    let key = match (how, to_dead) {
        (Leave::Killed, true) => "thrones-log-killed",
        (Leave::Killed, false) => "thrones-log-killed-to-discard",
        (Leave::Discarded, _) => "thrones-log-discarded-from-play",
    };
    log.push(LogEntry::public(
        Text::new(key)
            .text("card", card_text(card))
            .text("house", house_text(g, seat))
            .num("power", i64::from(gone.power))
            .num("nwith", gone_with.len() as i64)
            .list("with", card_list(&gone_with)),
    ));
}

/// The characters `seat` controls (ids of in-play characters).
pub fn characters(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    g.player(seat).characters().map(|c| c.card).collect()
}

/// Whether a unique card of this name is in play for `seat` (anything it controls, its
/// attachments anywhere) or in its dead pile.
pub fn name_blocked(g: &Thrones, seat: Seat, card: CardIx) -> bool {
    // One row per card name (its id): rows compare as the names do, without the strings.
    let id = row_of(card);
    let p = g.player(seat);
    let in_play = p.in_play.iter().any(|c| row_of(c.card) == id);
    let attached = g
        .players
        .iter()
        .flat_map(|q| &q.in_play)
        .flat_map(|c| &c.attachments)
        .any(|a| row_of(a.card) == id && g.owner(a.card) == seat);
    let dead = p.dead.iter().any(|&c| row_of(c) == id);
    in_play || attached || dead
}

/// The seat's own character of the same name as `card`, if one is in play (for a duplicate).
pub fn same_name_character(g: &Thrones, seat: Seat, card: CardIx) -> Option<CardIx> {
    let id = card_of(card).id;
    g.player(seat)
        .characters()
        .find(|c| card_of(c.card).id == id)
        .map(|c| c.card)
}

/// Takes `card` out of `seat`'s hand (true if it was there).
pub fn take_from_hand(g: &mut Thrones, seat: Seat, card: CardIx) -> bool {
    let hand = &mut g.player_mut(seat).hand;
    match hand.iter().position(|&c| c == card) {
        Some(i) => {
            hand.remove(i);
            true
        }
        None => false,
    }
}

/// The opponent of `seat`.
pub fn opponent(seat: Seat) -> Seat {
    other(seat)
}

/// The character being killed is saved (by a duplicate or a save ability, R-89, R-100): the next
/// one is taken.
pub fn saved(g: &mut Thrones, card: CardIx, why: Text, log: &mut Vec<LogEntry>) {
    log.push(LogEntry::public(
        Text::new("thrones-log-saved")
            .text("card", card_text(card))
            .text("why", why),
    ));
    if let Some(k) = g.kills.as_mut() {
        k.next += 1;
    }
}

/// Whether `attachment` may go on `host` (a character in play, either player's; R-7): its own
/// rule (house, traits, one per character) and what the host accepts.
pub fn may_attach(g: &Thrones, attachment: CardIx, host: CardIx) -> bool {
    let Some(h) = g.in_play(host) else { return false };
    let a = card_of(attachment);
    let hc = card_of(host);
    if hc.kind != CardType::Character {
        return false;
    }
    let accepts = match hc.accepts {
        Accepts::Any => true,
        Accepts::None => false,
        Accepts::Weapon => a.has_trait("weapon"),
    };
    let house = a.attach.house.is_none_or(|house| statics::is_house(host, house));
    let traits = a.attach.traits.is_empty() || a.attach.traits.iter().any(|t| hc.has_trait(t));
    let one = !a.attach.one_per_character || !h.attachments.iter().any(|x| card_of(x.card).id == a.id);
    accepts && house && traits && one
}
