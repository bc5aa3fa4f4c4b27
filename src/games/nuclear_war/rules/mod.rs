//! The state machine: setup, the automatic steps between decisions, attacks, secrets,
//! eliminations, final retaliation and peace. Decisions themselves are parsed in `actions`.

mod attacks;
mod cards;
mod elimination;
mod invariants;
pub mod windows;

pub use invariants::check_invariants;

use super::data::data;
use super::state::hooks;
use super::{CardId, DRAW_TO, Interrupt, Mode, NuclearWar, Player, Step, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

/// Population cards dealt per player, by seat count (R-2; the combined game's table, seed §1.21
/// read as spec A-37: 2:20, 3:15, 4:12, 5:10, 6:9).
pub fn population_cards_each(seats: usize, mode: Mode) -> usize {
    match (mode, seats) {
        (Mode::Combined, 2) => 20,
        (Mode::Combined, 3) => 15,
        (Mode::Combined, 4) => 12,
        (Mode::Combined, 5) => 10,
        (Mode::Combined, _) => 9,
        (_, 2) => 15,
        (_, 3) => 10,
        (_, 4) => 8,
        (_, 5) => 7,
        _ => 6,
    }
}

/// Main-deck cards dealt per player.
const HAND: usize = 9;

/// The fallout randomiser. Kept behind one function so the Escalation die can be added as
/// another variant without touching attack resolution.
#[derive(Clone, Copy, Debug)]
pub enum Randomiser {
    /// Base game: 00–99 chart.
    Chart,
}

impl Randomiser {
    pub fn roll(self, rng: &mut GameRng) -> u32 {
        match self {
            Randomiser::Chart => rng.roll(100) - 1,
        }
    }
}

pub fn new_game(seats: usize, first: Seat, mode: Mode, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> NuclearWar {
    let d = data();
    let mut population: Vec<u32> = (0..mode.population_decks())
        .flat_map(|_| d.population.iter().copied())
        .collect();
    rng.shuffle(&mut population);
    let each = population_cards_each(seats, mode);
    let mut players: Vec<Player> = (0..seats)
        .map(|s| Player {
            population: population[s * each..(s + 1) * each].iter().sum(),
            alive: true,
            ..Player::default()
        })
        .collect();
    let bank = population[seats * each..].iter().sum();
    let mut draw_pile: Vec<CardId> = super::data::deck_for(mode);
    rng.shuffle(&mut draw_pile);
    for _ in 0..HAND {
        for p in players.iter_mut() {
            if let Some(c) = draw_pile.pop() {
                p.hand.push(c);
            }
        }
    }
    let mut game = NuclearWar {
        players,
        bank,
        dead: 0,
        draw_pile,
        discard: Vec::new(),
        war: false,
        step: Step::Sweep { seat: first, done: 0 },
        turn: first,
        turn_number: 0,
        interrupts: Vec::new(),
        next_turn: None,
        peace_due: false,
        payload_used: Default::default(),
        last_fallout: None,
        world_destroyed: false,
        finished: false,
        mode,
        cruise: Vec::new(),
        virus: None,
        post: Default::default(),
        standing: Default::default(),
    };
    log.push(LogEntry::public(
        Text::new("nw-log-setup")
            .num("seats", seats as i64)
            .seat("first", first),
    ));
    if mode.escalation() {
        log.push(LogEntry::public(
            Text::new("ne-log-mode")
                .text("mode", Text::new(format!("nw-mode-{}", mode.key())))
                .num("cards", game.draw_pile.len() as i64 + (seats * HAND) as i64),
        ));
    }
    for s in 0..seats {
        log.push(LogEntry::public(
            Text::new("nw-log-population-dealt")
                .seat("seat", s)
                .num("population", game.players[s].population),
        ));
    }
    for s in 0..seats {
        let cards = game.players[s].hand.iter().map(|&c| card_text(c)).collect();
        log.push(LogEntry::private(s, Text::new("nw-log-your-hand").list("cards", cards)));
    }
    game.run(rng, log);
    game
}

impl NuclearWar {
    /// Advances through every automatic step until a decision is owed or the game is over.
    pub fn run(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        loop {
            if self.finished {
                return;
            }
            if hooks::between_steps(self, rng, log) {
                continue;
            }
            if self.drop_stale_interrupt(rng, log) {
                continue;
            }
            if !self.interrupts.is_empty() {
                return;
            }
            if self.alive_seats().len() <= 1 {
                self.finish(log);
                return;
            }
            if self.peace_due {
                self.peace_due = false;
                if self.war {
                    // peace only after the whole chain; survivors may re-plan.
                    self.war = false;
                    log.push(LogEntry::public(Text::new("nw-log-peace")));
                    if self.players.iter().any(|p| p.alive && !p.queue.is_empty()) {
                        log.push(LogEntry::public(Text::new("nw-log-peace-swap-open")));
                        self.interrupts.push(Interrupt::PeaceSwap {
                            done: Vec::new(),
                            swapped: Vec::new(),
                        });
                    }
                    continue;
                }
            }
            if !self.step_once(rng, log) {
                return;
            }
        }
    }

    /// One automatic step of the normal flow. Returns false when a decision is owed.
    fn step_once(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
        let turn_alive = self.alive(self.turn);
        match self.step {
            Step::Sweep { seat, done } => {
                if done >= self.seats() {
                    self.step = Step::OpeningQueue;
                    return true;
                }
                let secret = self.players[seat]
                    .hand
                    .iter()
                    .position(|&c| card_type(c).acts_on_draw());
                match secret.filter(|_| self.alive(seat)) {
                    Some(pos) if self.mode.escalation() => {
                        // Seed §1.17: spies may steal it before it is announced.
                        let card = self.players[seat].hand.remove(pos);
                        self.players[seat].shown.retain(|&c| c != card);
                        let taken = hooks::on_draw(self, seat, card, true, log);
                        debug_assert!(taken, "a Secret or the virus is always taken by its special");
                    }
                    Some(pos) => {
                        let card = self.players[seat].hand.remove(pos);
                        self.discard.push(card);
                        log.push(LogEntry::public(
                            Text::new("nw-log-secret-revealed")
                                .seat("seat", seat)
                                .text("card", card_text(card)),
                        ));
                        self.resolve_secret(seat, card, true, rng, log);
                    }
                    None => {
                        self.step = Step::Sweep {
                            seat: (seat + 1) % self.seats(),
                            done: done + 1,
                        }
                    }
                }
                true
            }
            Step::OpeningQueue => {
                let waiting = self
                    .players
                    .iter()
                    .any(|p| p.alive && p.opening_pick.len() < 2.min(p.hand.len()));
                if waiting {
                    return false;
                }
                for p in self.players.iter_mut().filter(|p| p.alive) {
                    let picks = std::mem::take(&mut p.opening_pick);
                    p.hand.retain(|c| !picks.contains(c));
                    p.shown.retain(|c| !picks.contains(c));
                    p.queue.extend(picks);
                }
                log.push(LogEntry::public(Text::new("nw-log-queues-committed")));
                let start = self.next_turn.take().filter(|&s| self.alive(s)).unwrap_or(self.turn);
                self.turn = if self.alive(start) {
                    start
                } else {
                    self.next_alive_after(start)
                };
                self.step = Step::TurnStart;
                true
            }
            _ if !turn_alive => {
                self.step = Step::TurnEnd;
                self.end_turn();
                true
            }
            Step::TurnStart => {
                let seat = self.turn;
                self.post = Default::default();
                hooks::on_turn_start(self, seat);
                if self.players[seat].skip_turns > 0 {
                    // the whole turn is lost; cruise and virus orders remain.
                    self.players[seat].skip_turns -= 1;
                    log.push(LogEntry::public(Text::new("nw-log-turn-skipped").seat("seat", seat)));
                    self.post.skipped = true;
                    self.step = Step::PostTurn;
                } else {
                    self.turn_number += 1;
                    log.push(LogEntry::public(
                        Text::new("nw-log-turn")
                            .seat("seat", seat)
                            .num("number", self.turn_number),
                    ));
                    self.step = Step::Draw;
                }
                true
            }
            Step::Draw => {
                let seat = self.turn;
                if hooks::before_drawing(self, seat, log) {
                    return true;
                }
                // draw until hand + face-down queue = 10 (deterrent cards are hand cards).
                if self.players[seat].held() >= DRAW_TO || !self.draw_one(seat, false, rng, log) {
                    self.step = Step::Place;
                }
                true
            }
            Step::Place => {
                if self.players[self.turn].hand.is_empty() {
                    self.step = Step::Reveal;
                    return true;
                }
                false
            }
            Step::Reveal => {
                let seat = self.turn;
                self.step = Step::PostTurn;
                if !self.players[seat].queue.is_empty() {
                    let card = self.players[seat].queue.remove(0);
                    self.reveal(seat, card, log);
                }
                true
            }
            Step::PostTurn => {
                let seat = self.turn;
                if self.mode.escalation() && !self.post.ended && !hooks::after_turn(self, seat).is_empty() {
                    return false;
                }
                self.step = Step::TurnEnd;
                hooks::on_turn_end(self, seat, log);
                true
            }
            Step::TurnEnd => {
                self.end_turn();
                true
            }
        }
    }

    fn end_turn(&mut self) {
        let next = self
            .next_turn
            .take()
            .filter(|&s| self.alive(s))
            .unwrap_or_else(|| self.next_alive_after(self.turn));
        self.turn = next;
        self.step = Step::TurnStart;
    }

    /// Pops the top interrupt if nobody can decide it any more (its seat left, no target is
    /// left). Returns true if something was dropped.
    fn drop_stale_interrupt(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
        let Some(top) = self.interrupts.last().cloned() else {
            return false;
        };
        match top {
            Interrupt::SecretTarget { seat, .. } | Interrupt::PropagandaTarget { seat, .. } => {
                if self.alive(seat) && !self.opponents(seat).is_empty() {
                    return false;
                }
                self.interrupts.pop();
            }
            Interrupt::AttackTarget { attack } => {
                if self.alive(attack.attacker) && !self.opponents(attack.attacker).is_empty() {
                    return false;
                }
                self.interrupts.pop();
                self.discard_attack_cards(&attack, true);
            }
            Interrupt::Intercept { attack } => {
                if attack.target.is_some_and(|t| self.alive(t)) {
                    return false;
                }
                // The target left (conceded): the attack goes on as if they passed.
                self.interrupts.pop();
                self.resolve_attack(attack, rng, log);
            }
            Interrupt::Retaliate { seat } => {
                if self.has_retaliation_options(seat) {
                    return false;
                }
                self.interrupts.pop();
                self.end_retaliation(seat, log);
            }
            Interrupt::PeaceSwap { done, .. } => {
                if self
                    .players
                    .iter()
                    .enumerate()
                    .any(|(s, p)| p.alive && !p.queue.is_empty() && !done.contains(&s))
                {
                    return false;
                }
                self.interrupts.pop();
                log.push(LogEntry::public(Text::new("nw-log-peace-swap-closed")));
            }
            Interrupt::Respond { event, window } => {
                if !self.window_waiting(&window).is_empty() {
                    return false;
                }
                self.interrupts.pop();
                self.settle_window(event, window, rng, log);
            }
            Interrupt::CounterSabotage { event, saboteur } => {
                if self.alive(event.actor()) {
                    return false;
                }
                self.interrupts.pop();
                self.counter_sabotage(event, saboteur, false, rng, log);
            }
            Interrupt::CounterSpy { victim, spy, act } => {
                if self.alive(victim) {
                    return false;
                }
                self.interrupts.pop();
                self.answer_spy(victim, spy, act, false, rng, log);
            }
            Interrupt::LoadPlatform { seat, card, warheads } => {
                if self.alive(seat) {
                    return false;
                }
                self.interrupts.pop();
                self.discard.push(card);
                self.discard.extend(warheads);
            }
            Interrupt::VirusGive { seat, card, .. } => {
                if self.alive(seat) && !self.opponents(seat).is_empty() {
                    return false;
                }
                self.interrupts.pop();
                self.discard.push(card);
            }
        }
        true
    }

    pub(super) fn finish(&mut self, log: &mut Vec<LogEntry>) {
        if self.finished {
            return;
        }
        self.finished = true;
        self.interrupts.clear();
        let alive = self.alive_seats();
        if self.world_destroyed {
            log.push(LogEntry::public(Text::new("nw-outcome-world-destroyed")));
        } else if let [winner] = alive.as_slice() {
            log.push(LogEntry::public(
                Text::new("nw-outcome-winner")
                    .seat("seat", *winner)
                    .num("population", self.players[*winner].population),
            ));
        } else {
            log.push(LogEntry::public(Text::new("nw-outcome-no-winner")));
        }
    }
}
