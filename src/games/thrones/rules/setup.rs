//! Setup (R-11 … R-21): houses, plot decks (or the plot draft at step 3, `draft.rs`), shuffled
//! house decks, seven setup cards, one secret mulligan each, secret placement of at most 5 gold
//! of characters and locations with at most one limited card, revealed together, then both hands
//! refilled to seven.

use super::plot::start_round;
use crate::engine::flow::SecretPicks;
use crate::engine::{GameRng, LogEntry, RuleError, Seat, SeatSet, Text};
use crate::games::thrones::data::{CardType, House, Keyword, data};
use crate::games::thrones::state::steps::draw;
use crate::games::thrones::state::text::{card_list, house_text};
use crate::games::thrones::state::{CardIx, InPlay, LimitedPick, Phase, Player, PlotIx, Thrones, card_of};

/// The most gold of setup cards.
pub const SETUP_GOLD: u8 = 5;
/// Setup hand and refill size.
pub const HAND: usize = 7;

/// How houses are given to seats: at random, or seat 1 plays the named house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Houses {
    Random,
    P1(House),
}

/// A new game: the setup hands are dealt and both seats owe the mulligan choice; with the plot
/// draft, the draft comes first (setup step 3) and the setup hands after it.
pub fn setup(houses: Houses, draft: bool, rng: &mut GameRng) -> (Thrones, Vec<LogEntry>) {
    let first = match houses {
        Houses::Random => House::BOTH[rng.below(2)],
        Houses::P1(h) => h,
    };
    let second = if first == House::Stark {
        House::Lannister
    } else {
        House::Stark
    };
    let mut players = [Player::new(first), Player::new(second)];
    let d = data();
    // at step 3 the plots of neither standard set are shuffled into the draft deck,
    // before the house decks are shuffled (step 4).
    let draft_deck = draft.then(|| super::draft::draft_deck(rng));
    for p in &mut players {
        let h = p.house;
        // house decks are shuffled, plot decks are not; R-12: the standard plot decks.
        p.deck = (0..d.instances.len())
            .filter(|&i| d.instances[i].house == h)
            .map(|i| i as CardIx)
            .collect();
        rng.shuffle(&mut p.deck);
        p.plot_deck = d.plot_sets[h.index()].iter().map(|&i| i as PlotIx).collect();
    }
    let mut g = Thrones {
        players,
        round: 0,
        first: 0,
        phase: Phase::Mulligan(SecretPicks::new(SeatSet::of([0, 1]), false)),
        challenge: None,
        kills: None,
        made: [Vec::new(), Vec::new()],
        dominance: None,
        winner: None,
        conceded: None,
        windows: Vec::new(),
        triggers: Vec::new(),
        asks: Vec::new(),
        lasting: Vec::new(),
        uses: Vec::new(),
        standing: Default::default(),
        casual: false,
        draft: None,
        shown: Vec::new(),
        ahead: [None, None],
    };
    let mut log = vec![LogEntry::public(
        Text::new("thrones-log-houses")
            .seat("p1", 0)
            .text("house1", house_text(&g, 0))
            .seat("p2", 1)
            .text("house2", house_text(&g, 1)),
    )];
    match draft_deck {
        Some(deck) => super::draft::start(&mut g, deck, &mut log),
        None => deal_setup_hands(&mut g, &mut log),
    }
    (g, log)
}

/// Setup step 5: each player draws its 7 setup cards (up to 7, R-14) and owes the mulligan
/// choice.
pub fn deal_setup_hands(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    for seat in 0..2 {
        let missing = HAND.saturating_sub(g.player(seat).hand.len());
        draw(g, seat, missing, log);
    }
    g.phase = Phase::Mulligan(SecretPicks::new(SeatSet::of([0, 1]), false));
}

/// `seat` keeps its setup hand or takes the mulligan, in secret; when both have chosen,
/// each mulligan is made (the seven back, shuffled, seven new) and placement begins.
pub fn mulligan(
    g: &mut Thrones,
    seat: Seat,
    take: bool,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let Phase::Mulligan(picks) = &mut g.phase else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    let done = picks.submit(seat, take)?;
    log.push(SecretPicks::<bool>::answered_line(seat));
    let Some(all) = done else { return Ok(()) };
    for (s, take) in all {
        log.push(LogEntry::public(
            Text::new(if take {
                "thrones-log-mulligan"
            } else {
                "thrones-log-keep"
            })
            .text("house", house_text(g, s)),
        ));
        if take {
            let p = g.player_mut(s);
            p.mulliganed = true;
            let hand = std::mem::take(&mut p.hand);
            p.deck.extend(hand);
            rng.shuffle(&mut p.deck);
            draw(g, s, HAND, log);
        }
    }
    g.phase = Phase::Setup {
        picks: SecretPicks::new(SeatSet::of([0, 1]), false),
        limited: [None, None],
    };
    Ok(())
}

/// Whether a hand card may be placed in setup at all: a character or location of at most 5 gold
///
fn placeable(card: CardIx) -> bool {
    let c = card_of(card);
    matches!(c.kind, CardType::Character | CardType::Location) && c.cost <= SETUP_GOLD
}

/// The limited cards `seat` may place (its first setup step, R-18); empty: no first step.
pub fn limited_choices(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    first_copies(
        g.player(seat)
            .hand
            .iter()
            .copied()
            .filter(|&c| placeable(c) && card_of(c).has_keyword(Keyword::Limited)),
    )
}

/// One physical card per card of the same name (copies are alike: offering one is enough).
fn first_copies(cards: impl Iterator<Item = CardIx>) -> Vec<CardIx> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for c in cards {
        let id = card_of(c).id;
        if !seen.contains(&id) {
            seen.push(id);
            out.push(c);
        }
    }
    out
}

/// The cards `seat` may place besides its limited one, and the gold left for them: no other
/// limited card, one copy of each unique name, within 5 gold.
pub fn placement_choices(g: &Thrones, seat: Seat, limited: Option<CardIx>) -> (Vec<CardIx>, u8) {
    let budget = SETUP_GOLD - limited.map_or(0, |c| card_of(c).cost);
    let hand = g.player(seat).hand.iter().copied();
    let mut uniques: Vec<&str> = limited
        .filter(|&c| card_of(c).unique)
        .map(|c| card_of(c).id)
        .into_iter()
        .collect();
    let mut out = Vec::new();
    for c in hand.filter(|&c| Some(c) != limited) {
        let card = card_of(c);
        if !placeable(c) || card.has_keyword(Keyword::Limited) || card.cost > budget {
            continue;
        }
        if card.unique {
            if uniques.contains(&card.id) {
                continue;
            }
            uniques.push(card.id);
        }
        out.push(c);
    }
    (out, budget)
}

/// `seat`'s first setup step: its one limited card, or none.
pub fn choose_limited(g: &mut Thrones, seat: Seat, card: Option<CardIx>) -> Result<(), RuleError> {
    let choices = limited_choices(g, seat);
    let Phase::Setup { picks, limited } = &mut g.phase else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    if picks.has_picked(seat) || limited[seat].is_some() || choices.is_empty() {
        return Err(RuleError::key("thrones-err-not-now"));
    }
    if let Some(c) = card
        && !choices.contains(&c)
    {
        return Err(RuleError::new(
            Text::new("thrones-err-setup-limited").text("card", crate::games::thrones::state::text::card_text(c)),
        ));
    }
    limited[seat] = Some(card.map_or(LimitedPick::NoCard, LimitedPick::Card));
    Ok(())
}

/// `seat` places its setup cards face down; when both have, they are revealed together
/// with no ability resolving, both refill to seven and round 1 begins.
pub fn place(
    g: &mut Thrones,
    seat: Seat,
    cards: Vec<CardIx>,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let has_limited = !limited_choices(g, seat).is_empty();
    let Phase::Setup { limited, .. } = &g.phase else {
        return Err(RuleError::key("thrones-err-not-now"));
    };
    let chosen = match limited[seat] {
        Some(pick) => pick.card(),
        None if has_limited => return Err(RuleError::key("thrones-err-setup-limited-first")),
        None => None,
    };
    let (allowed, budget) = placement_choices(g, seat, chosen);
    super::challenge::check_picks(&cards, &allowed, "thrones-err-setup-card")?;
    let spent = cards.iter().fold(0u8, |sum, &c| sum.saturating_add(card_of(c).cost));
    if spent > budget {
        return Err(RuleError::new(
            Text::new("thrones-err-setup-gold")
                .num("gold", i64::from(spent))
                .num("max", i64::from(budget)),
        ));
    }
    let mut all = cards;
    all.extend(chosen);
    let Phase::Setup { picks, .. } = &mut g.phase else {
        unreachable!("checked above")
    };
    let done = picks.submit(seat, all)?;
    log.push(SecretPicks::<Vec<CardIx>>::answered_line(seat));
    let Some(reveal) = done else { return Ok(()) };
    for (s, cards) in reveal {
        for &c in &cards {
            crate::games::thrones::state::steps::take_from_hand(g, s, c);
            g.player_mut(s).in_play.push(InPlay::new(c));
        }
        log.push(LogEntry::public(
            Text::new("thrones-log-setup-reveal")
                .text("house", house_text(g, s))
                .list("cards", card_list(&cards))
                .num("n", cards.len() as i64),
        ));
    }
    for s in 0..2 {
        let missing = HAND.saturating_sub(g.player(s).hand.len());
        draw(g, s, missing, log);
    }
    start_round(g, rng, log);
    Ok(())
}
