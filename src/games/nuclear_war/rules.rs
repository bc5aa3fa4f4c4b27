//! The state machine: setup, the automatic steps between decisions, attacks, secrets,
//! eliminations, final retaliation and peace. Decisions themselves are parsed in `actions`.

use std::collections::BTreeSet;

use super::data::{CarrierClass, Effect, FalloutEffect, Kind, data};
use super::specials::Event;
use super::{Attack, CardId, DRAW_TO, FalloutRecord, Interrupt, Mode, NuclearWar, Player, Step, card_text, card_type};
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

/// Why a player was wiped out: decides final retaliation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    Nuclear,
    Secret,
    /// Won over by propaganda; the seat that took the last people (gets the virus, seed §1.18).
    Propaganda(Seat),
    /// The super virus (no final retaliation, spec A-32).
    Virus,
}

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
            if self.virus_roll_due(rng, log) {
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
                        self.interrupts.push(Interrupt::PeaceSwap { done: Vec::new() });
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
                        self.special_drawn(seat, card, true, log);
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
                if let Some(virus) = self.virus.as_mut().filter(|v| v.holder == seat) {
                    virus.ready = true;
                }
                for satellite in &mut self.players[seat].satellites {
                    satellite.ready = true;
                }
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
                // Seed §1.17: a stolen Secret acts at the thief's turn, after one more steal window.
                if !self.players[seat].stolen.is_empty() {
                    let card = self.players[seat].stolen.remove(0);
                    log.push(LogEntry::public(Text::new("ne-log-stolen-turn").seat("seat", seat)));
                    self.open_window(
                        Event::Secret {
                            drawer: seat,
                            card,
                            replace: false,
                        },
                        log,
                    );
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
                if self.mode.escalation() && !self.post.ended && super::actions::post_turn_owed(self, seat) {
                    return false;
                }
                self.step = Step::TurnEnd;
                if self.mode.escalation() {
                    self.move_unordered_cruise(seat, log);
                }
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
            Interrupt::PeaceSwap { done } => {
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
            Interrupt::Respond { event, answers } => {
                if !self.window_waiting(&event, &answers).is_empty() {
                    return false;
                }
                self.interrupts.pop();
                self.settle_window(event, answers, rng, log);
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

    /// Takes the top card of the draw pile, reshuffling the discard pile into it if empty.
    fn take_top(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Option<CardId> {
        if self.draw_pile.is_empty() && !self.discard.is_empty() {
            self.draw_pile = std::mem::take(&mut self.discard);
            rng.shuffle(&mut self.draw_pile);
            log.push(LogEntry::public(
                Text::new("nw-log-reshuffle").num("cards", self.draw_pile.len() as i64),
            ));
        }
        self.draw_pile.pop()
    }

    /// Draws one card for `seat`. A Secret / Top Secret acts at once and is discarded (R-9,
    /// R-61); with `replace` a replacement is drawn after it. Returns false if no card is left.
    pub fn draw_one(&mut self, seat: Seat, replace: bool, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
        let Some(card) = self.take_top(rng, log) else {
            return false;
        };
        if self.mode.escalation() && card_type(card).acts_on_draw() {
            self.special_drawn(seat, card, replace, log);
        } else if card_type(card).is_secret() {
            self.discard.push(card);
            log.push(LogEntry::public(
                Text::new("nw-log-secret-drawn")
                    .seat("seat", seat)
                    .text("card", card_text(card)),
            ));
            self.resolve_secret(seat, card, replace, rng, log);
        } else {
            self.players[seat].hand.push(card);
            log.push(LogEntry::private(
                seat,
                Text::new("nw-log-you-drew").text("card", card_text(card)),
            ));
            log.push(LogEntry::others(seat, Text::new("nw-log-draws").seat("seat", seat)));
        }
        true
    }

    /// Escalation: a Secret drawn waits in a steal window before it is announced (seed §1.17);
    /// the super virus is given away at once (seed §1.18).
    fn special_drawn(&mut self, seat: Seat, card: CardId, replace: bool, log: &mut Vec<LogEntry>) {
        if matches!(card_type(card).kind, Kind::Virus) {
            log.push(LogEntry::public(Text::new("ne-log-virus-drawn").seat("seat", seat)));
            self.interrupts.push(Interrupt::VirusGive { seat, card, replace });
            return;
        }
        log.push(LogEntry::private(
            seat,
            Text::new("ne-log-you-drew-secret").text("card", card_text(card)),
        ));
        self.open_window(
            Event::Secret {
                drawer: seat,
                card,
                replace,
            },
            log,
        );
    }

    pub fn resolve_secret(
        &mut self,
        seat: Seat,
        card: CardId,
        replace: bool,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        let Kind::Secret { effect, .. } = card_type(card).kind else {
            return;
        };
        if effect.needs_target() {
            self.interrupts.push(Interrupt::SecretTarget { seat, card, replace });
            return;
        }
        self.apply_secret(seat, card, None, log);
        if replace {
            self.draw_one(seat, true, rng, log);
        }
    }

    /// Applies a Secret's effect; eliminations by it allow retaliation.
    pub fn apply_secret(&mut self, seat: Seat, card: CardId, target: Option<Seat>, log: &mut Vec<LogEntry>) {
        let Kind::Secret { effect, .. } = card_type(card).kind else {
            return;
        };
        let t = target.unwrap_or(seat);
        let base = |key: &'static str| {
            Text::new(key)
                .seat("seat", seat)
                .seat("target", t)
                .text("card", card_text(card))
        };
        match effect {
            Effect::Skip(n) => {
                self.players[t].skip_turns += n;
                log.push(LogEntry::public(base("nw-log-secret-skip").num("turns", n)));
            }
            Effect::Steal(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.players[seat].population += amount;
                log.push(LogEntry::public(base("nw-log-secret-steal").num("millions", amount)));
            }
            Effect::GainFromBank(n) => {
                let amount = n.min(self.bank);
                self.bank -= amount;
                self.players[seat].population += amount;
                log.push(LogEntry::public(base("nw-log-secret-gain").num("millions", amount)));
            }
            Effect::Kill(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.dead += amount;
                log.push(LogEntry::public(base("nw-log-secret-kill").num("millions", amount)));
            }
            Effect::ToBank(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.bank += amount;
                log.push(LogEntry::public(base("nw-log-secret-to-bank").num("millions", amount)));
            }
        }
    }

    /// take min(printed, their population) from the chosen opponent.
    pub fn apply_propaganda(&mut self, seat: Seat, card: CardId, target: Seat, log: &mut Vec<LogEntry>) {
        let Kind::Propaganda { millions } = card_type(card).kind else {
            return;
        };
        let amount = millions.min(self.players[target].population);
        self.players[target].population -= amount;
        self.players[seat].population += amount;
        log.push(LogEntry::public(
            Text::new("nw-log-propaganda")
                .seat("seat", seat)
                .seat("target", target)
                .num("millions", amount),
        ));
        self.eliminate_if_wiped_out(target, Cause::Propaganda(seat), log);
    }

    /// Discards the armed carrier of `seat` (a non-matching card followed it, R-16/R-18).
    pub fn drop_face_up(&mut self, seat: Seat, log: &mut Vec<LogEntry>) {
        if let Some(carrier) = self.players[seat].face_up.take() {
            self.payload_used.remove(&carrier);
            self.discard.push(carrier);
            log.push(LogEntry::public(
                Text::new("nw-log-carrier-discarded")
                    .seat("seat", seat)
                    .text("card", card_text(carrier)),
            ));
        }
    }

    /// Reveals the front queue card and resolves it (R-12..R-20, R-116).
    fn reveal(&mut self, seat: Seat, card: CardId, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(
            Text::new("nw-log-reveal")
                .seat("seat", seat)
                .text("card", card_text(card)),
        ));
        match card_type(card).kind {
            Kind::Propaganda { .. } => {
                self.discard.push(card);
                self.drop_face_up(seat, log);
                if self.war {
                    log.push(LogEntry::public(Text::new("nw-log-propaganda-in-war")));
                } else {
                    self.interrupts.push(Interrupt::PropagandaTarget { seat, card });
                }
            }
            Kind::Carrier { .. } => {
                self.drop_face_up(seat, log);
                self.players[seat].face_up = Some(card);
                self.payload_used.remove(&card);
                log.push(LogEntry::public(
                    Text::new("nw-log-armed")
                        .seat("seat", seat)
                        .text("card", card_text(card)),
                ));
            }
            Kind::KillerSatellite => {
                let carrier = self.players[seat]
                    .face_up
                    .filter(|&c| matches!(card_type(c).kind, Kind::Carrier { satellite: true, .. }));
                match carrier {
                    Some(carrier) if self.mode.escalation() => {
                        // Seed §1.13: the satellite rides the armed Titan (or Atlas) into orbit.
                        self.players[seat].face_up = None;
                        self.payload_used.remove(&carrier);
                        self.open_window(Event::Satellite { seat, card, carrier }, log);
                    }
                    _ => {
                        self.discard.push(card);
                        self.drop_face_up(seat, log);
                        log.push(LogEntry::public(
                            Text::new("ne-log-satellite-no-carrier")
                                .seat("seat", seat)
                                .text("card", card_text(card)),
                        ));
                    }
                }
            }
            Kind::Cruise { .. } => {
                self.drop_face_up(seat, log);
                self.open_window(Event::Cruise { seat, card }, log);
            }
            Kind::Platform { .. } => {
                self.drop_face_up(seat, log);
                self.start_loading(seat, card);
            }
            Kind::AntiMissile { .. } | Kind::Secret { .. } | Kind::Saboteur | Kind::Spy | Kind::Virus => {
                self.discard.push(card);
                self.drop_face_up(seat, log);
                log.push(LogEntry::public(
                    Text::new("nw-log-no-effect").text("card", card_text(card)),
                ));
            }
            Kind::Warhead { megatons, .. } => {
                let Some(carrier) = self.players[seat].face_up else {
                    // a warhead without an armed carrier is discarded.
                    self.discard.push(card);
                    log.push(LogEntry::public(
                        Text::new("nw-log-warhead-no-carrier")
                            .seat("seat", seat)
                            .text("card", card_text(card)),
                    ));
                    return;
                };
                let bomber = self.bomber_left(carrier).is_some();
                if !self.lifts(carrier, megatons) {
                    // too big (or over the bomber's remaining payload).
                    self.players[seat].face_up = None;
                    self.payload_used.remove(&carrier);
                    self.discard.push(carrier);
                    self.discard.push(card);
                    log.push(LogEntry::public(
                        Text::new("nw-log-incompatible")
                            .seat("seat", seat)
                            .text("carrier", card_text(carrier))
                            .text("warhead", card_text(card)),
                    ));
                    return;
                }
                if bomber {
                    *self.payload_used.entry(carrier).or_insert(0) += megatons;
                } else {
                    self.players[seat].face_up = None;
                }
                let attack = Attack {
                    attacker: seat,
                    carrier,
                    warhead: card,
                    target: None,
                    retaliation: false,
                    carrier_in_flight: !bomber,
                    kind: Default::default(),
                };
                self.interrupts.push(Interrupt::AttackTarget { attack });
            }
        }
    }

    /// The attacker named the target: war starts now, then the target is asked.
    pub fn launch(&mut self, mut attack: Attack, target: Seat, log: &mut Vec<LogEntry>) {
        attack.target = Some(target);
        if !self.war {
            self.war = true;
            log.push(LogEntry::public(Text::new("nw-log-war").seat("seat", attack.attacker)));
        }
        log.push(LogEntry::public(attack.text(target)));
        if self.mode.escalation() {
            // Interception, saboteurs: every other living seat answers in secret.
            self.open_window(Event::Attack { attack }, log);
        } else {
            self.interrupts.push(Interrupt::Intercept { attack });
        }
    }

    /// Sends a spent attack's cards to the discard pile; a bomber goes too if `bomber_spent`.
    pub fn discard_attack_cards(&mut self, attack: &Attack, bomber_spent: bool) {
        self.discard.push(attack.warhead);
        if attack.carrier_in_flight {
            self.discard.push(attack.carrier);
        } else if bomber_spent {
            // The bomber may already be gone (its owner conceded mid-attack).
            let p = &mut self.players[attack.attacker];
            let mut found = p.face_up == Some(attack.carrier);
            if found {
                p.face_up = None;
            }
            let before = p.retaliation.len();
            p.retaliation.retain(|&c| c != attack.carrier);
            found |= p.retaliation.len() != before;
            self.payload_used.remove(&attack.carrier);
            if found {
                self.discard.push(attack.carrier);
            }
        }
    }

    /// R-31..R-34: the target stops the attack with `anti_missile`.
    pub fn intercept(&mut self, attack: Attack, anti_missile: CardId, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        let Some(target) = attack.target else { return };
        let p = &mut self.players[target];
        p.hand.retain(|&c| c != anti_missile);
        p.shown.retain(|&c| c != anti_missile);
        self.discard.push(anti_missile);
        self.discard_attack_cards(&attack, true);
        log.push(LogEntry::public(
            Text::new("nw-log-intercepted")
                .seat("target", target)
                .text("card", card_text(anti_missile))
                .text("carrier", card_text(attack.carrier)),
        ));
        self.next_turn = Some(target);
        self.draw_one(target, true, rng, log);
    }

    /// Rolls the fallout chart and applies the result (R-25..R-30, R-113). The one place every
    /// attack is resolved; the randomiser is pluggable.
    pub fn resolve_attack(&mut self, attack: Attack, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        if self.mode.escalation() {
            self.resolve_attack_die(attack, rng, log);
            return;
        }
        let target = attack.target.unwrap_or(attack.attacker);
        let (megatons, kill) = match card_type(attack.warhead).kind {
            Kind::Warhead { megatons, kill } => (megatons, kill),
            _ => (0, 0),
        };
        let class = match card_type(attack.carrier).kind {
            Kind::Carrier { class, .. } => class,
            _ => CarrierClass::Missile,
        };
        let roll = Randomiser::Chart.roll(rng);
        let row = data().fallout_row(roll);
        let mut bomber_spent = false;
        let (victim, loss) = match row.effect {
            FalloutEffect::Backfire if class == CarrierClass::Bomber => {
                bomber_spent = true;
                (None, 0)
            }
            FalloutEffect::Backfire => (Some(attack.attacker), kill),
            FalloutEffect::Dud => (None, 0),
            FalloutEffect::Add(n) => (Some(target), (kill as i32 + n).max(0) as u32),
            FalloutEffect::Times(n) => (Some(target), kill * n),
        };
        let result_key = if row.effect == FalloutEffect::Backfire && class == CarrierClass::Bomber {
            "no-fuel".to_string()
        } else {
            row.key.to_string()
        };
        let world_ends = row.key == "stockpile" && megatons >= 100;
        let actual = victim.map(|v| loss.min(self.players[v].population)).unwrap_or(0);
        if let Some(v) = victim {
            self.players[v].population -= actual;
            self.dead += actual;
        }
        log.push(LogEntry::public(
            Text::new(if victim.is_some() && actual > 0 {
                "nw-log-fallout"
            } else {
                "nw-log-fallout-harmless"
            })
            .str("roll", format!("{roll:02}"))
            .text("result", Text::new(format!("nw-fallout-{result_key}")))
            .seat("victim", victim.unwrap_or(target))
            .num("millions", actual),
        ));
        self.last_fallout = Some(FalloutRecord {
            roll,
            result: result_key,
            second: None,
            attacker: attack.attacker,
            target,
            warhead: attack.warhead,
            victim,
            loss: actual,
        });
        let payload_done = self.bomber_left(attack.carrier) == Some(0);
        self.discard_attack_cards(&attack, bomber_spent || payload_done);
        if world_ends {
            self.destroy_world(log);
            return;
        }
        if let Some(v) = victim {
            self.eliminate_if_wiped_out(v, Cause::Nuclear, log);
        }
    }

    /// a 100 MT stockpile hit. Everyone dies; nobody wins.
    fn destroy_world(&mut self, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(Text::new("nw-log-world-destroyed")));
        self.world_destroyed = true;
        for seat in 0..self.seats() {
            let pop = std::mem::take(&mut self.players[seat].population);
            self.dead += pop;
            self.players[seat].alive = false;
            self.clear_player_cards(seat);
        }
        self.interrupts.clear();
        self.finish(log);
    }

    /// Moves every card a player holds to the discard pile (platforms and their warheads,
    /// satellites and stolen secrets too; cruise missiles in flight are handled apart).
    fn clear_player_cards(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        let mut cards: Vec<CardId> = std::mem::take(&mut p.hand);
        cards.extend(std::mem::take(&mut p.queue));
        cards.extend(p.face_up.take());
        cards.extend(std::mem::take(&mut p.retaliation));
        for platform in std::mem::take(&mut p.platforms) {
            cards.push(platform.card);
            cards.extend(platform.warheads);
        }
        cards.extend(std::mem::take(&mut p.satellites).into_iter().map(|s| s.card));
        cards.extend(std::mem::take(&mut p.stolen));
        p.shown.clear();
        p.opening_pick.clear();
        p.skip_turns = 0;
        for c in &cards {
            self.payload_used.remove(c);
        }
        self.discard.extend(cards);
    }

    /// R-45..R-51: population 0 → out; by a weapon or a Secret → final retaliation.
    pub fn eliminate_if_wiped_out(&mut self, seat: Seat, cause: Cause, log: &mut Vec<LogEntry>) {
        if !self.alive(seat) || self.players[seat].population > 0 {
            return;
        }
        self.players[seat].alive = false;
        self.peace_due = true;
        self.post.elimination = true;
        log.push(LogEntry::public(Text::new("nw-log-eliminated").seat("seat", seat)));
        // Killer satellites cannot retaliate (seed §1.9) and stolen secrets die with the thief.
        let p = &mut self.players[seat];
        let gone: Vec<CardId> = std::mem::take(&mut p.satellites)
            .into_iter()
            .map(|s| s.card)
            .chain(std::mem::take(&mut p.stolen))
            .collect();
        self.discard.extend(gone);
        self.virus_on_elimination(seat, Some(cause), log);
        if matches!(cause, Cause::Propaganda(_) | Cause::Virus) {
            log.push(LogEntry::public(Text::new("nw-log-no-retaliation").seat("seat", seat)));
            // a platform owner won over by propaganda loses the platform unused.
            self.clear_player_cards(seat);
            if self.cruise.iter().any(|c| c.launcher == seat) {
                // a launched cruise missile may still be dropped, whatever the cause.
                self.interrupts.push(Interrupt::Retaliate { seat });
            }
            return;
        }
        let p = &mut self.players[seat];
        let mut pool: Vec<CardId> = std::mem::take(&mut p.hand);
        pool.extend(std::mem::take(&mut p.queue));
        pool.extend(p.face_up.take());
        p.shown.clear();
        p.opening_pick.clear();
        p.skip_turns = 0;
        p.retaliation = pool;
        let cards: Vec<Text> = self.players[seat].retaliation.iter().map(|&c| card_text(c)).collect();
        log.push(LogEntry::public(
            Text::new("nw-log-retaliation-reveal")
                .seat("seat", seat)
                .list("cards", cards),
        ));
        self.interrupts.push(Interrupt::Retaliate { seat });
    }

    /// Every legal strike of a retaliating seat: (carrier key, warhead key, target), distinct.
    pub fn strikes(&self, seat: Seat) -> Vec<(&'static str, &'static str, Seat)> {
        let pool = &self.players[seat].retaliation;
        let targets = self.opponents(seat);
        let mut pairs: BTreeSet<(&'static str, &'static str)> = BTreeSet::new();
        let mut order: Vec<(&'static str, &'static str)> = Vec::new();
        for &carrier in pool {
            if !card_type(carrier).is_carrier() {
                continue;
            }
            for &warhead in pool {
                if card_type(warhead).megatons().is_some_and(|mt| self.lifts(carrier, mt)) {
                    let pair = (card_type(carrier).key, card_type(warhead).key);
                    if pairs.insert(pair) {
                        order.push(pair);
                    }
                }
            }
        }
        order
            .into_iter()
            .flat_map(|(c, w)| targets.iter().map(move |&t| (c, w, t)))
            .collect()
    }

    /// Anything left to fire in final retaliation: carrier/warhead pairs, warheads on launched
    /// platforms, cruise missiles in flight.
    pub fn has_retaliation_options(&self, seat: Seat) -> bool {
        if !self.strikes(seat).is_empty() {
            return true;
        }
        !self.opponents(seat).is_empty()
            && (self.players[seat].platforms.iter().any(|p| !p.warheads.is_empty())
                || self.cruise.iter().any(|c| c.launcher == seat))
    }

    /// A retaliating player is done: unused cards go to the discard pile.
    pub fn end_retaliation(&mut self, seat: Seat, log: &mut Vec<LogEntry>) {
        self.clear_player_cards(seat);
        self.discard_cruise_of(seat);
        log.push(LogEntry::public(
            Text::new("nw-log-retaliation-done").seat("seat", seat),
        ));
    }

    /// `/concede`: the seat leaves at once, no retaliation; its people die, its cards are discarded.
    pub fn concede_seat(&mut self, seat: Seat, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        let retaliating = self
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat: s } if *s == seat));
        if !self.alive(seat) && self.players[seat].retaliation.is_empty() && !retaliating {
            return;
        }
        let was_alive = self.alive(seat);
        let pop = std::mem::take(&mut self.players[seat].population);
        self.dead += pop;
        self.players[seat].alive = false;
        log.push(LogEntry::public(Text::new("nw-log-conceded").seat("seat", seat)));
        // Decisions this seat owed: drop them so the game moves on. An interception it owed
        // counts as a pass (the attack still rolls; the attacker may still suffer a backfire).
        let mut kept = Vec::new();
        for interrupt in std::mem::take(&mut self.interrupts) {
            match interrupt {
                Interrupt::Retaliate { seat: s } if s == seat => {}
                Interrupt::AttackTarget { attack } if attack.attacker == seat => {
                    self.discard_attack_cards(&attack, true)
                }
                Interrupt::SecretTarget { seat: s, .. } | Interrupt::PropagandaTarget { seat: s, .. } if s == seat => {}
                Interrupt::LoadPlatform {
                    seat: s,
                    card,
                    warheads,
                } if s == seat => {
                    self.discard.push(card);
                    self.discard.extend(warheads);
                }
                Interrupt::VirusGive { seat: s, card, .. } if s == seat => self.discard.push(card),
                other => kept.push(other),
            }
        }
        self.interrupts = kept;
        self.clear_player_cards(seat);
        self.discard_cruise_of(seat);
        self.virus_on_elimination(seat, None, log);
        if was_alive {
            let top_is_intercept_for_seat =
                matches!(self.interrupts.last(), Some(Interrupt::Intercept { attack }) if attack.target == Some(seat));
            if top_is_intercept_for_seat && let Some(Interrupt::Intercept { attack }) = self.interrupts.pop() {
                self.resolve_attack(attack, rng, log);
            }
        }
    }

    fn finish(&mut self, log: &mut Vec<LogEntry>) {
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

/// Population and card conservation, queue and hand sizes, eliminated players hold nothing; in
/// Escalation also: a launched cruise missile is always somewhere, no warhead is both in a hand
/// and on a platform (each card is in exactly one place), the virus is held by a living seat.
pub fn check_invariants(g: &NuclearWar) -> Result<(), String> {
    let people: u32 = g.players.iter().map(|p| p.population).sum::<u32>() + g.bank + g.dead;
    if people != g.total_population() {
        return Err(format!(
            "population not conserved: players+bank+dead = {people}, expected {}",
            g.total_population()
        ));
    }
    let mut seen = vec![0u8; data().deck.len()];
    let mut count = |cards: &[CardId], place: &str| -> Result<(), String> {
        for &c in cards {
            let slot = seen.get_mut(c as usize).ok_or(format!("unknown card {c} in {place}"))?;
            *slot += 1;
        }
        Ok(())
    };
    count(&g.draw_pile, "draw pile")?;
    count(&g.discard, "discard")?;
    for (s, p) in g.players.iter().enumerate() {
        count(&p.hand, "hand")?;
        count(&p.queue, "queue")?;
        count(&p.retaliation, "retaliation")?;
        count(&p.stolen, "stolen")?;
        for platform in &p.platforms {
            count(&[platform.card], "platform")?;
            count(&platform.warheads, "platform warheads")?;
            if platform.warheads.is_empty() {
                return Err(format!("seat {s}: an empty platform stays in orbit"));
            }
            if platform.warheads.iter().any(|&c| card_type(c).megatons().is_none()) {
                return Err(format!("seat {s}: a platform holds a non-warhead"));
            }
        }
        for satellite in &p.satellites {
            count(&[satellite.card], "satellite")?;
        }
        if let Some(c) = p.face_up {
            count(&[c], "face up")?;
        }
        if p.shown.iter().any(|c| !p.hand.contains(c)) || p.shown.len() > 2 {
            return Err(format!("seat {s}: deterrent cards must be ≤ 2 hand cards"));
        }
        if p.opening_pick.iter().any(|c| !p.hand.contains(c)) {
            return Err(format!("seat {s}: opening picks must be hand cards"));
        }
        if p.held() > DRAW_TO {
            return Err(format!("seat {s}: holds {} cards (> {DRAW_TO})", p.held()));
        }
        let mid_turn = g.turn == s && matches!(g.step, Step::Reveal);
        if p.queue.len() > 2 && !mid_turn {
            return Err(format!("seat {s}: queue of {} outside a turn", p.queue.len()));
        }
        let sweeping = matches!(g.step, Step::Sweep { .. });
        if !sweeping && p.hand.iter().chain(&p.queue).any(|&c| card_type(c).acts_on_draw()) {
            return Err(format!("seat {s}: a Secret or the virus is held (they act on draw)"));
        }
        if p.stolen.iter().any(|&c| !card_type(c).is_secret()) {
            return Err(format!("seat {s}: a stolen card that is not a Secret"));
        }
        let retaliating = g
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat } if *seat == s));
        let holds = p.hand.len() + p.queue.len() > 0 || p.face_up.is_some() || !p.satellites.is_empty();
        if !p.alive
            && (holds
                || !p.stolen.is_empty()
                || (!retaliating && (!p.retaliation.is_empty() || !p.platforms.is_empty())))
        {
            return Err(format!("seat {s}: eliminated but still holds cards"));
        }
        if !p.alive && p.population > 0 {
            return Err(format!("seat {s}: eliminated with population"));
        }
        if p.alive && p.population == 0 && !g.finished {
            return Err(format!("seat {s}: alive with no population"));
        }
    }
    for missile in &g.cruise {
        count(&[missile.card], "cruise missile")?;
        if !matches!(card_type(missile.card).kind, Kind::Cruise { .. }) {
            return Err("a non-cruise card is flying as a cruise missile".into());
        }
        let launcher_retaliating = g
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat } if *seat == missile.launcher));
        if !g.alive(missile.launcher) && !launcher_retaliating {
            return Err("a cruise missile flies for an eliminated launcher".into());
        }
    }
    if let Some(virus) = &g.virus {
        count(&[virus.card], "virus")?;
        if !g.alive(virus.holder) && !g.finished {
            return Err("the virus is held by an eliminated seat".into());
        }
    }
    for interrupt in &g.interrupts {
        match interrupt {
            Interrupt::AttackTarget { attack } | Interrupt::Intercept { attack } => {
                count(&[attack.warhead], "attack")?;
                if attack.carrier_in_flight {
                    count(&[attack.carrier], "attack")?;
                }
            }
            Interrupt::Respond { event, .. } | Interrupt::CounterSabotage { event, .. } => {
                count(&event.cards(), "response window")?;
            }
            Interrupt::CounterSpy {
                act: super::SpyAct::Steal { card, .. },
                ..
            } => count(&[*card], "steal")?,
            Interrupt::LoadPlatform { card, warheads, .. } => {
                count(&[*card], "platform being loaded")?;
                count(warheads, "platform being loaded")?;
            }
            Interrupt::VirusGive { card, .. } => count(&[*card], "virus being given")?,
            _ => {}
        }
    }
    let in_play = super::data::deck_for(g.mode);
    let mut expected = vec![0u8; data().deck.len()];
    for c in in_play {
        expected[c as usize] = 1;
    }
    if let Some((c, n)) = seen.iter().enumerate().find(|(i, n)| **n != expected[*i]) {
        return Err(format!(
            "card {} seen {n} times (expected {})",
            super::card_id_string(c as CardId),
            expected[c]
        ));
    }
    Ok(())
}
