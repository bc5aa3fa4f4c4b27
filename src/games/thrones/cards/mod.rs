//! Every card's ability, one file per card group, each registering its [`Ability`]s under the
//! formula kind or unit name its data row carries (`data/thrones/cards.tsv`, `plots.tsv`), and
//! the questions its abilities ask ([`ASKS`]). One file answers "what does this card do?"; the
//! rules core and the windows never name a card: they read the abilities through this table
//! ([`of_card`], [`row_abilities`], [`unseen`]), by the hook types of `state/ability.rs`.

pub mod common;
pub mod events;
pub mod generic;
pub mod lannister;
pub mod lannister_cards;
pub mod neutral;
pub mod plots;
pub mod stark;

use crate::engine::Seat;
use crate::games::thrones::data::data;
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::state::ability::{Ability, Zone};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::windows::AskFn;
use crate::games::thrones::state::{CardIx, Thrones};

/// Every group's abilities.
pub const ALL: &[&[Ability]] = &[
    generic::ABILITIES,
    stark::ABILITIES,
    neutral::ABILITIES,
    lannister::ABILITIES,
    lannister_cards::ABILITIES,
    events::ABILITIES,
];

/// Every group's question resolvers, by key.
pub const ASKS: &[&[(&str, AskFn)]] = &[plots::ASKS, stark::ASKS, neutral::ASKS, lannister::ASKS, events::ASKS];

/// The resolver of a question an ability asked.
pub fn ask_fn(key: &str) -> Option<AskFn> {
    ASKS.iter()
        .flat_map(|group| group.iter())
        .find(|(k, _)| *k == key)
        .map(|(_, f)| *f)
}

/// The plots' when-revealed abilities, first player's plot first.
pub fn when_revealed(
    g: &mut crate::games::thrones::state::Thrones,
    rng: &mut crate::engine::GameRng,
    log: &mut Vec<crate::engine::LogEntry>,
) {
    plots::when_revealed(g, rng, log);
}

/// Whether a `unit(name=…)` has its behaviour registered in a card file.
pub fn implements(unit: &str) -> bool {
    find(unit).is_some() || neutral::PLOT_UNITS.contains(&unit)
}

/// `seat`'s revealed plot's when-revealed ability, once the other plot's has resolved.
pub fn resolve_revealed(
    g: &mut Thrones,
    seat: Seat,
    rng: &mut crate::engine::GameRng,
    log: &mut Vec<crate::engine::LogEntry>,
) {
    plots::resolve_revealed(g, seat, rng, log);
}

/// Whether a card in play forbids the responses players choose now (a standing Iron Throne).
pub fn responses_locked(g: &Thrones, card: CardIx) -> bool {
    neutral::responses_locked(g, card)
}

/// The start of the standing phase: plots that act then (Snowed Under).
pub fn start_of_standing(g: &mut crate::games::thrones::state::Thrones) {
    neutral::start_of_standing(g);
}

/// Every ability of the game (all card groups), looked up by key.
pub fn find(key: &str) -> Option<&'static Ability> {
    ALL.iter().flat_map(|group| group.iter()).find(|a| a.key == key)
}

/// Every ability registered under a key (a unit may have several: an action and a response).
pub fn find_all(key: &str) -> impl Iterator<Item = &'static Ability> + '_ {
    ALL.iter().flat_map(|group| group.iter()).filter(move |a| a.key == key)
}

/// The abilities a formula gives: a `unit` by its name, another kind by its own name.
pub fn of_effect(e: &'static Effect) -> impl Iterator<Item = &'static Ability> {
    let key = if e.name() == "unit" {
        e.arg("name").unwrap_or("")
    } else {
        e.name()
    };
    find_all(key)
}

/// The abilities printed on a card, with their formulas. A character blanked by an attachment
/// (Milk of the Poppy) has none while it is in play.
pub fn of_card(g: &Thrones, card: CardIx) -> impl Iterator<Item = (&'static Effect, &'static Ability)> + '_ {
    let row = printed(card);
    let blank = !row.is_empty() && g.in_play(card).is_some() && statics::blanked(g, card);
    row.iter().copied().filter(move |_| !blank)
}

/// Every card row's abilities with their formulas, looked up once (the windows ask this often).
pub fn row_abilities(row: usize) -> &'static [(&'static Effect, &'static Ability)] {
    static ROWS: std::sync::OnceLock<Vec<Vec<(&'static Effect, &'static Ability)>>> = std::sync::OnceLock::new();
    ROWS.get_or_init(|| {
        data()
            .cards
            .iter()
            .map(|c| {
                c.effects
                    .iter()
                    .flat_map(|e| of_effect(e).map(move |a| (e, a)))
                    .collect()
            })
            .collect()
    })
    .get(row)
    .map_or(&[], Vec::as_slice)
}

/// The abilities printed on a card, blank or not ([`row_abilities`] of its row).
pub fn printed(card: CardIx) -> &'static [(&'static Effect, &'static Ability)] {
    row_abilities(data().instances[usize::from(card)].card)
}

/// One card of each row of `seat`'s deck list that the other player cannot see (hand and deck
/// together: a set the other player can work out from the public deck lists and the public zones),
/// among the rows with an ability used from hand.
pub fn unseen(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    let mut out = Vec::new();
    any_unseen(g, seat, |c| {
        out.push(c);
        false
    });
    out
}

/// Whether `f` holds for a card of [`unseen`] (in its order, stopping at the first), without
/// building the list.
pub fn any_unseen(g: &Thrones, seat: Seat, mut f: impl FnMut(CardIx) -> bool) -> bool {
    let rows = hand_rows();
    let p = g.player(seat);
    // The rows met so far, one bit each (the card list has far fewer than 256 rows).
    let mut met = [0u128; 2];
    for &c in p.hand.iter().chain(&p.deck) {
        let Some(&Some(row)) = rows.get(usize::from(c)) else {
            continue;
        };
        let row = usize::from(row);
        let (word, bit) = (row / 128, 1u128 << (row % 128));
        if met[word] & bit != 0 {
            continue;
        }
        met[word] |= bit;
        if f(c) {
            return true;
        }
    }
    false
}

/// Each card's row if that row has an ability used from hand, by card (looked up once: the
/// windows ask [`any_unseen`] at every window, over the whole deck, and most cards have none).
fn hand_rows() -> &'static [Option<u8>] {
    static ROWS: std::sync::OnceLock<Vec<Option<u8>>> = std::sync::OnceLock::new();
    ROWS.get_or_init(|| {
        data()
            .instances
            .iter()
            .map(|i| {
                let row = u8::try_from(i.card).expect("fewer than 256 card rows");
                let from_hand = row_abilities(i.card).iter().any(|(_, a)| a.zone == Zone::Hand);
                from_hand.then_some(row)
            })
            .collect()
    })
}

/// Every kind the data uses that the engine does not run yet, with the cards and plots using it.
pub fn unwired() -> Vec<(&'static str, Vec<&'static str>)> {
    let d = data();
    let mut out: Vec<(&'static str, Vec<&'static str>)> = Vec::new();
    let uses = d
        .cards
        .iter()
        .map(|c| (c.id, &c.effects))
        .chain(d.plots.iter().map(|p| (p.id, &p.effects)));
    for (id, effects) in uses {
        let unit_missing = |e: &Effect| e.name() == "unit" && !e.arg("name").is_some_and(implements);
        for e in effects.iter().filter(|e| !e.kind.wired || unit_missing(e)) {
            match out.iter_mut().find(|(k, _)| *k == e.name()) {
                Some((_, ids)) => ids.push(id),
                None => out.push((e.name(), vec![id])),
            }
        }
    }
    out
}
