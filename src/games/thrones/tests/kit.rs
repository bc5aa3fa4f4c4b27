//! Shared set-up for the rule tests: games by seed, cards and plots by id, and positions built by
//! hand (cards put in play, in hand, on top of the deck) without going through setup.

use crate::engine::{GameRng, LogEntry, Seat};
use crate::games::thrones::data::{House, data};
use crate::games::thrones::rules::setup::{Houses, setup};
use crate::games::thrones::state::{CardIx, InPlay, Phase, PlotIx, Thrones};

/// A fresh game, seat 0 Stark, waiting for both mulligans. Windows in the casual mode: a window
/// opens only for a seat that can use something, so the rule tests of the core see no window
/// unless they put a usable card in a hand or in play (`strict_game` for the strict mode).
pub fn new_game(seed: u64) -> (Thrones, GameRng) {
    let (mut g, rng) = strict_game(seed);
    g.casual = true;
    (g, rng)
}

/// A fresh game in the default (strict) window mode.
pub fn strict_game(seed: u64) -> (Thrones, GameRng) {
    let mut rng = GameRng::new(seed);
    let (g, _) = setup(Houses::P1(House::Stark), false, &mut rng);
    (g, rng)
}

/// Passes every window waiting, until something else is asked; the log of it all.
pub fn pass_windows(g: &mut Thrones, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    while let Some((seat, _)) = crate::games::thrones::rules::windows::waiting_window(g) {
        log.extend(play(g, rng, seat, "pass"));
    }
    log
}

pub fn card(id: &str) -> CardIx {
    data().instance(id).unwrap_or_else(|| panic!("no card {id}")) as CardIx
}

pub fn plot(id: &str) -> PlotIx {
    data().plot(id).unwrap_or_else(|| panic!("no plot {id}")).0 as PlotIx
}

/// Takes a card out of wherever it is (deck, hand, piles, play).
pub fn lift(g: &mut Thrones, c: CardIx) {
    for p in &mut g.players {
        p.deck.retain(|&x| x != c);
        p.hand.retain(|&x| x != c);
        p.discard.retain(|&x| x != c);
        p.dead.retain(|&x| x != c);
        p.in_play.retain(|x| x.card != c);
        for x in &mut p.in_play {
            x.attachments.retain(|a| a.card != c);
            x.duplicates.retain(|&d| d != c);
        }
    }
}

/// Puts `ids` in play, standing, for `seat` (taken from wherever they were).
pub fn put_in_play(g: &mut Thrones, seat: Seat, ids: &[&str]) {
    for id in ids {
        let c = card(id);
        lift(g, c);
        g.player_mut(seat).in_play.push(InPlay::new(c));
    }
}

/// Puts `ids` in `seat`'s hand (taken from wherever they were).
pub fn put_in_hand(g: &mut Thrones, seat: Seat, ids: &[&str]) {
    for id in ids {
        let c = card(id);
        lift(g, c);
        g.player_mut(seat).hand.push(c);
    }
}

/// Moves `seat`'s whole hand to the bottom of its deck.
pub fn empty_hand(g: &mut Thrones, seat: Seat) {
    let p = g.player_mut(seat);
    let hand = std::mem::take(&mut p.hand);
    for c in hand {
        p.deck.insert(0, c);
    }
}

/// Reveals `plots` (per seat) as if chosen this round, the previous ones to the used piles.
pub fn reveal(g: &mut Thrones, plots: [&str; 2]) {
    for (s, id) in plots.iter().enumerate() {
        let q = plot(id);
        let p = g.player_mut(s);
        p.plot_deck.retain(|&x| x != q);
        if let Some(old) = p.plot.replace(q) {
            p.plot_deck.push(old);
        }
    }
}

/// A game in round 1 at the start of `seat`'s challenges with nothing in play and empty hands;
/// Stark (seat 0) first, both plots revealed.
pub fn at_challenges(seed: u64, plots: [&str; 2]) -> (Thrones, GameRng) {
    let (mut g, rng) = new_game(seed);
    for s in 0..2 {
        empty_hand(&mut g, s);
    }
    g.round = 1;
    g.first = 0;
    reveal(&mut g, plots);
    g.phase = Phase::Challenges {
        active: 0,
        second: false,
    };
    (g, rng)
}

/// Applies a typed line for `seat` through the contract, panicking with the refusal.
pub fn play(g: &mut Thrones, rng: &mut GameRng, seat: Seat, line: &str) -> Vec<LogEntry> {
    use crate::engine::Game;
    let action = g.parse(seat, line).unwrap_or_else(|e| panic!("{line}: {:?}", e.text));
    let mut copy = g.clone();
    match copy.apply(seat, action, rng) {
        Ok(log) => {
            *g = copy;
            g.check_invariants_or_panic();
            let saved = serde_json::to_string(&*g).expect("saves");
            let loaded: Thrones = serde_json::from_str(&saved).expect("loads");
            assert_eq!(&loaded, g, "after `{line}`: save and load give back the same state");
            log
        }
        Err(e) => panic!("`{line}` refused: {:?}", e.text),
    }
}

/// Applies a line that must be refused; returns the refusal's key and leaves the game as it was.
pub fn refused(g: &Thrones, rng: &mut GameRng, seat: Seat, line: &str) -> String {
    use crate::engine::Game;
    let mut copy = g.clone();
    let result = g.parse(seat, line).and_then(|a| copy.apply(seat, a, rng));
    match result {
        Ok(_) => panic!("`{line}` was accepted"),
        Err(e) => e.text.key.to_string(),
    }
}

impl Thrones {
    pub fn check_invariants_or_panic(&self) {
        if let Err(e) = crate::games::thrones::rules::invariants::check(self) {
            panic!("invariant broken: {e}");
        }
    }
}

/// A game at round 1's plot phase: both kept their hands and placed nothing.
pub fn round_one(seed: u64) -> (Thrones, GameRng) {
    let (mut g, mut rng) = new_game(seed);
    play(&mut g, &mut rng, 0, "keep");
    play(&mut g, &mut rng, 1, "keep");
    for seat in 0..2 {
        if !crate::games::thrones::rules::setup::limited_choices(&g, seat).is_empty() {
            play(&mut g, &mut rng, seat, "limited none");
        }
        play(&mut g, &mut rng, seat, "place");
    }
    (g, rng)
}

/// Both seats choose these plots (a seat with one plot left chose already).
pub fn choose_plots(g: &mut Thrones, rng: &mut GameRng, plots: [&str; 2]) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for (seat, id) in plots.iter().enumerate() {
        if let Phase::Plot(picks) = &g.phase
            && picks.waiting().contains(seat)
        {
            log.extend(play(g, rng, seat, &format!("plot {id}")));
        }
    }
    log
}

/// A game at `seat`'s marshalling turn in round 1 (Stark seat 0 first) with these plots, empty
/// hands and nothing in play; the income already in the pool.
pub fn at_marshal(seed: u64, plots: [&str; 2]) -> (Thrones, GameRng) {
    let (mut g, mut rng) = round_one(seed);
    for s in 0..2 {
        empty_hand(&mut g, s);
    }
    choose_plots(&mut g, &mut rng, plots);
    let Phase::FirstPlayer { chooser } = g.phase else {
        panic!("the first player is chosen next")
    };
    play(&mut g, &mut rng, chooser, "first stark");
    for s in 0..2 {
        empty_hand(&mut g, s);
    }
    (g, rng)
}

/// The log's message ids, in order.
pub fn keys(log: &[LogEntry]) -> Vec<&str> {
    log.iter().map(|e| e.text.key.as_ref()).collect()
}

/// Ends the challenges phase directly and moves the game on (dominance, standing, taxation, as far
/// as nobody is asked anything).
pub fn finish_challenges(g: &mut Thrones) {
    let (mut rng, mut log) = (GameRng::new(1), Vec::new());
    crate::games::thrones::rules::round_end::end_of_challenges(g, &mut rng, &mut log);
    crate::games::thrones::rules::windows::settle(g, &mut rng, &mut log);
}
