//! The turn sequence (R-14..R-31): setup, headline, action rounds, the end of the turn and final
//! scoring, plus the shared track helpers (VP, DEFCON, dealing) every rule uses.
//!
//! `run` pops automatic steps off the stack until a step needs a player (or the game is over).

use super::data::{Era, cards, countries};
use super::events;
use super::state::Log;
use super::state::new_headline;
use super::state::power::Power;
use super::state::scoring;
use super::state::{
    Area, CHINA_CARD, CardNo, CountryIx, GameEnd, MAX_TURNS, Ops, Settings, Step, TwilightStruggle, Use, card,
    card_text,
};
use crate::engine::{GameRng, LogEntry, Text};

fn power_text(p: Power) -> Text {
    Text::new(p.name_key())
}

/// Cards of one era that are in this game (the China Card is never in the deck).
fn era_cards(era: Era, settings: &Settings) -> Vec<CardNo> {
    cards()
        .iter()
        .filter(|c| c.era == era && c.number != CHINA_CARD && (settings.optional_cards || !c.optional))
        .map(|c| c.number)
        .collect()
}

impl TwilightStruggle {
    /// the fixed start, the Early War deal, then the free placements (USSR first).
    pub fn new(settings: Settings, rng: &mut GameRng, log: &mut Log) -> Self {
        let influence = countries().iter().map(|c| [c.start_ussr, c.start_us]).collect();
        let mut deck = era_cards(Era::Early, &settings);
        rng.shuffle(&mut deck);
        let civil_war = settings.civil_war;
        let us_free = 7 + settings.us_bid;
        let mut g = TwilightStruggle {
            settings,
            influence,
            defcon: 5,
            vp: 0,
            turn: 1,
            round: 0,
            phasing: None,
            milops: [0, 0],
            space: [0, 0],
            space_attempts: [0, 0],
            china: if civil_war { None } else { Some((Power::Ussr, true)) },
            civil_war: civil_war.then_some(0),
            deck,
            hands: [Vec::new(), Vec::new()],
            discard: Vec::new(),
            removed: Vec::new(),
            headlines: [None, None],
            rounds_done: [0, 0],
            played: Vec::new(),
            stack: Vec::new(),
            end: None,
            lasting: Vec::new(),
            this_turn: Vec::new(),
            card_state: Default::default(),
            defcon_fell_to_2: false,
            last_coup: None,
            known: [Vec::new(), Vec::new()],
        };
        log.push_with(|| LogEntry::public(Text::new("ts-log-setup").num("cards", g.deck.len() as i64)));
        g.deal(rng, log);
        if civil_war {
            log.push_with(|| LogEntry::public(Text::new("ts-log-civil-war-begins")));
        }
        g.stack.push(new_headline());
        g.stack.push(Step::SetupPlace {
            power: Power::Us,
            left: us_free,
            placed: Vec::new(),
        });
        g.stack.push(Step::SetupPlace {
            power: Power::Ussr,
            left: 6,
            placed: Vec::new(),
        });
        g
    }

    /// Resolves automatic steps until a player must decide or the game ends.
    pub fn run(&mut self, rng: &mut GameRng, log: &mut Log) {
        while !self.is_over() {
            let Some(step) = self.stack.last() else {
                // Nothing queued: the flow always leaves a step, but never get stuck.
                self.stack.push(Step::NextRound);
                continue;
            };
            match step {
                Step::Headline { picks } => {
                    // A side with no card it may headline sits the headline out.
                    let sitting_out: Vec<Power> = Power::BOTH
                        .into_iter()
                        .filter(|&p| picks.waiting().contains(p.seat()) && !self.can_headline(p))
                        .collect();
                    if !sitting_out.is_empty() {
                        if let Some(Step::Headline { picks }) = self.stack.last_mut() {
                            for p in sitting_out {
                                picks.withdraw(p.seat());
                            }
                        }
                        continue;
                    }
                    if !picks.is_revealed() {
                        return;
                    }
                    let picks = Power::BOTH.map(|p| picks.pick_of(p.seat()).copied());
                    self.stack.pop();
                    self.reveal_headlines(picks, log);
                }
                Step::HeadlineEvent { power, card } => {
                    let (power, card) = (*power, *card);
                    self.stack.pop();
                    self.phasing = Some(power);
                    self.stack.push(Step::Dispose {
                        power,
                        card,
                        event: true,
                    });
                    let played = events::Played {
                        power,
                        card,
                        how: Use::Event,
                        headline: true,
                    };
                    events::on_card_played(self, played, log);
                    if self.is_over() {
                        return;
                    }
                    let player = events::event_player(self, card, power);
                    let happened = events::resolve(self, card, player, rng, log);
                    self.mark_event(card, happened);
                }
                Step::NextRound => {
                    // A card may ask a question at the end of the round (NORAD, D-26).
                    let defcon_fell_to_2 = std::mem::take(&mut self.defcon_fell_to_2);
                    if events::on_round_end(self, defcon_fell_to_2) {
                        continue;
                    }
                    self.stack.pop();
                    self.next_round(log);
                }
                Step::Pick { choices, may_stop, .. } if choices.is_empty() && !*may_stop => {
                    if let Some(Step::Pick { card, memo, power, .. }) = self.stack.pop() {
                        events::on_pick(self, card, &memo, power, None, rng, log);
                    }
                }
                Step::Spread { .. } if !self.spread_open() => {
                    if let Some(step) = self.stack.pop() {
                        self.finish_spread(step, rng, log);
                    }
                }
                Step::EventOps { .. } if self.event_ops_uses().is_empty() => {
                    if let Some(Step::EventOps {
                        card, power, may_skip, ..
                    }) = self.stack.pop()
                        && !may_skip
                    {
                        log.push_with(|| {
                            LogEntry::public(
                                Text::new("ts-log-no-ops-use")
                                    .text("power", power_text(power))
                                    .text("card", card_text(card)),
                            )
                        });
                    }
                }
                Step::Resume { .. } => {
                    if let Some(Step::Resume { card, memo }) = self.stack.pop() {
                        events::on_resume(self, card, &memo, rng, log);
                    }
                }
                Step::BeginOps { .. } => {
                    if let Some(Step::BeginOps { op, how, reach }) = self.stack.pop() {
                        let reach = reach.unwrap_or_else(|| self.reach(op.power));
                        self.begin_ops_within(op, how, reach);
                    }
                }
                Step::Coup { op } if !self.coup_possible(op) => {
                    let op = *op;
                    self.stack.pop();
                    log.push_with(|| {
                        LogEntry::public(Text::new("ts-log-no-coup-target").text("power", power_text(op.power)))
                    });
                }
                Step::OpponentEvent { owner, card } => {
                    let (owner, card) = (*owner, *card);
                    self.stack.pop();
                    let happened = events::resolve_triggered(self, card, owner, rng, log);
                    self.mark_event(card, happened);
                }
                Step::Dispose { power, card, event } => {
                    let (power, card, event) = (*power, *card, *event);
                    self.stack.pop();
                    self.dispose(power, card, event, log);
                }
                Step::EndTurn { discard_offered } => {
                    let discard_offered = *discard_offered;
                    self.stack.pop();
                    self.end_turn(discard_offered, rng, log);
                }
                Step::Realign { op, .. } if !self.realign_possible(op) => {
                    self.stack.pop();
                }
                Step::Influence { op, reach, .. } if !self.influence_possible(op, reach) => {
                    if let Some(Step::Influence { op, placed, .. }) = self.stack.pop() {
                        self.finish_influence(&op, &placed, log);
                    }
                }
                Step::SetupPlace { left: 0, .. } => {
                    self.stack.pop();
                }
                _ => return,
            }
        }
    }

    /// Whether a trap card in play (Quagmire / Bear Trap) holds `p`.
    pub fn trapped(&self, p: Power) -> bool {
        events::trap_for(p).is_some_and(|trap| self.in_play(trap))
    }

    /// Whether a point of the Spread on top may still go somewhere.
    pub fn spread_open(&self) -> bool {
        !self.spread_targets().is_empty()
    }

    /// The countries the Spread on top may take its next point from or to.
    pub fn spread_targets(&self) -> Vec<CountryIx> {
        let Some(Step::Spread {
            whose,
            add,
            left,
            per_country,
            countries,
            done,
            ..
        }) = self.top()
        else {
            return Vec::new();
        };
        if *left == 0 {
            return Vec::new();
        }
        countries
            .iter()
            .copied()
            .filter(|&c| {
                done.iter().filter(|&&d| d == c).count() < usize::from(*per_country)
                    && (*add || self.inf(c, *whose) > 0)
            })
            .collect()
    }

    /// A finished Spread: its log line, then its card's follow-up.
    pub fn finish_spread(&mut self, step: Step, rng: &mut GameRng, log: &mut Log) {
        let Step::Spread {
            card: no,
            whose,
            add,
            done,
            then,
            memo,
            ..
        } = step
        else {
            return;
        };
        if !done.is_empty() {
            log.push_with(|| {
                LogEntry::public(
                    Text::new(if add {
                        "ts-log-spread-added"
                    } else {
                        "ts-log-spread-removed"
                    })
                    .text("card", card_text(no))
                    .text("power", power_text(whose))
                    .list("places", super::state::ops::counted_places(&done)),
                )
            });
        }
        if then {
            events::after_spread(self, no, &memo, done, rng, log);
        }
    }

    /// The uses open to the EventOps on top.
    pub fn event_ops_uses(&self) -> Vec<Use> {
        let Some(Step::EventOps {
            power,
            ops,
            uses,
            area,
            free,
            ..
        }) = self.top()
        else {
            return Vec::new();
        };
        let op = self.granted_ops(*power, *ops, *area, *free);
        uses.iter()
            .copied()
            .filter(|&u| match u {
                Use::Influence => self.influence_possible_now(&op),
                Use::Realign => self.realign_possible(&op),
                Use::Coup => self.coup_possible(&op),
                _ => false,
            })
            .collect()
    }

    pub fn granted_ops(&self, p: Power, ops: u8, area: Area, free: bool) -> Ops {
        let mut op = Ops::granted(p, ops);
        op.area = area;
        op.free = free;
        op
    }

    /// Puts the step of an operation on top (its reach judged now, R-51).
    pub fn begin_ops(&mut self, op: Ops, how: Use) {
        self.begin_ops_within(op, how, self.reach(op.power));
    }

    /// Puts the step of an operation on top, its influence going within `reach`.
    fn begin_ops_within(&mut self, op: Ops, how: Use, reach: Vec<CountryIx>) {
        let step = match how {
            Use::Influence => Step::Influence {
                op,
                reach,
                placed: Vec::new(),
            },
            Use::Realign => Step::Realign { op, rolled: 0 },
            _ => Step::Coup { op },
        };
        self.stack.push(step);
    }

    /// Whether `p` has a card it may headline (R-77: not The China Card, not UN Intervention).
    pub fn can_headline(&self, p: Power) -> bool {
        self.hand(p).iter().any(|&c| events::uses::may_headline_now(self, p, c))
    }

    /// with the box-4 ability the other side picks (and shows) first.
    pub fn headline_first(&self) -> Option<Power> {
        Power::BOTH
            .into_iter()
            .find(|&p| self.space_ability(p, 4))
            .map(Power::opponent)
    }

    fn reveal_headlines(&mut self, mut picks: [Option<CardNo>; 2], log: &mut Log) {
        self.headlines = picks;
        let mut order: Vec<(Power, CardNo)> = Power::BOTH
            .into_iter()
            .filter_map(|p| picks[p.index()].map(|c| (p, c)))
            .collect();
        for &(p, c) in &order {
            log.push_with(|| {
                LogEntry::public(
                    Text::new("ts-log-headline-reveal")
                        .text("power", power_text(p))
                        .text("card", card_text(c)),
                )
            });
        }
        // A card may cancel the other side's headline, whatever its ops (Defectors).
        let canceller = Power::BOTH
            .into_iter()
            .find(|&p| picks[p.index()].is_some_and(|c| events::cancels_opponent_headline(c, p)));
        if let Some(canceller) = canceller
            && let Some(cancelled) = picks[canceller.opponent().index()].take()
        {
            log.push_with(|| LogEntry::public(Text::new("ts-log-defectors-cancel").text("card", card_text(cancelled))));
            self.discard.push(cancelled);
            order.retain(|&(p, _)| p != canceller.opponent());
        }
        // higher printed ops first (scoring cards count 0); a tie goes to the US first.
        order.sort_by_key(|&(p, c)| (std::cmp::Reverse(card(c).ops), p != Power::Us));
        self.stack.push(Step::NextRound);
        for &(power, card) in order.iter().rev() {
            self.stack.push(Step::HeadlineEvent { power, card });
        }
    }

    /// Moves to the next action round, skipping a side with nothing to play.
    fn next_round(&mut self, log: &mut Log) {
        loop {
            let (round, power) = match (self.round, self.phasing) {
                (0, _) | (_, None) => (1, Power::Ussr),
                (r, Some(Power::Ussr)) => (r, Power::Us),
                (r, Some(Power::Us)) => (r + 1, Power::Ussr),
            };
            if round > 8 {
                self.stack.push(Step::EndTurn { discard_offered: false });
                return;
            }
            self.round = round;
            self.phasing = Some(power);
            if self.rounds_done[power.index()] >= self.rounds_for(power) {
                continue;
            }
            if self.hand(power).is_empty() && !self.china_playable(power) {
                self.rounds_done[power.index()] += 1;
                log.push_with(|| LogEntry::public(Text::new("ts-log-sits-out").text("power", power_text(power))));
                events::on_round_spent(self, power, events::RoundSpent::SatOut, log);
                if self.is_over() {
                    return;
                }
                continue;
            }
            self.stack.push(Step::NextRound);
            // Quagmire / Bear Trap replace the trapped side's choice of card (D-21).
            if self.trapped(power) {
                self.stack.push(Step::Trapped { power });
            } else {
                self.stack.push(Step::ChooseCard { power });
            }
            return;
        }
    }

    /// Records whether `card`'s event happened, for its disposal: a starred event that happened is
    /// removed; one that could not happen leaves the card in the discard pile.
    pub fn mark_event(&mut self, card: CardNo, happened: bool) {
        if let Some(Step::Dispose { event, .. }) = self
            .stack
            .iter_mut()
            .rev()
            .find(|s| matches!(s, Step::Dispose { card: c, .. } if *c == card))
        {
            *event = happened;
        }
    }

    /// A played card goes where the rules send it.
    fn dispose(&mut self, power: Power, no: CardNo, event: bool, log: &mut Log) {
        if no == CHINA_CARD {
            let to = power.opponent();
            self.china = Some((to, false));
            log.push_with(|| LogEntry::public(Text::new("ts-log-china-passes").text("power", power_text(to))));
            return;
        }
        let removed = event && events::removed_after_event(no);
        if removed {
            self.removed.push(no);
        } else {
            self.discard.push(no);
        }
    }

    /// Steps E..I (R-27..R-31), then the next turn's A..C.
    fn end_turn(&mut self, discard_offered: bool, rng: &mut GameRng, log: &mut Log) {
        // a scoring card still held when the action rounds are over loses the game.
        let holding: Vec<Power> = Power::BOTH
            .into_iter()
            .filter(|&p| self.hand(p).iter().any(|&c| card(c).scoring))
            .collect();
        match holding.as_slice() {
            [p] => {
                return self.finish(
                    Some(p.opponent()),
                    Text::new("ts-end-held-scoring").text("power", power_text(*p)),
                    log,
                );
            }
            [_, _] => return self.finish(None, Text::new("ts-end-both-held-scoring"), log),
            _ => {}
        }
        // R-70 box 6: offered right after the last action round, before step E.
        if let Some(p) = Power::BOTH.into_iter().find(|&p| self.space_ability(p, 6))
            && !discard_offered
            && !self.hand(p).is_empty()
        {
            self.stack.push(Step::EndTurn { discard_offered: true });
            self.stack.push(Step::SpaceDiscard { power: p });
            return;
        }
        // E: military operations; both sides short → the net difference.
        let short = |p: Power| i32::from(self.defcon.saturating_sub(self.milops[p.index()]));
        let (ussr_short, us_short) = (short(Power::Ussr), short(Power::Us));
        for p in Power::BOTH {
            let s = short(p);
            if s > 0 {
                log.push_with(|| {
                    LogEntry::public(
                        Text::new("ts-log-milops-short")
                            .text("power", power_text(p))
                            .num("short", s)
                            .num("required", self.defcon),
                    )
                });
            }
        }
        self.milops = [0, 0];
        if ussr_short != us_short {
            self.add_vp(ussr_short - us_short, log);
            if self.is_over() {
                return;
            }
        }
        // F: tournament reveal: held cards are shown to everyone.
        if self.settings.tournament_reveal {
            for p in Power::BOTH {
                let held: Vec<Text> = self.hand(p).iter().map(|&c| card_text(c)).collect();
                log.push_with(|| {
                    LogEntry::public(
                        Text::new("ts-log-held-reveal")
                            .text("power", power_text(p))
                            .list("cards", held),
                    )
                });
            }
        }
        // G: The China Card turns face up.
        if let Some((holder, false)) = self.china {
            self.china = Some((holder, true));
            log.push_with(|| LogEntry::public(Text::new("ts-log-china-face-up").text("power", power_text(holder))));
        }
        if self.turn >= MAX_TURNS {
            return self.final_scoring(log);
        }
        // H: next turn, with the new era's cards.
        self.turn += 1;
        let era = match self.turn {
            4 => Some(Era::Mid),
            8 => Some(Era::Late),
            _ => None,
        };
        if let Some(era) = era {
            let mut added = era_cards(era, &self.settings);
            let n = added.len();
            self.deck.append(&mut added);
            rng.shuffle(&mut self.deck);
            log.push_with(|| {
                LogEntry::public(
                    Text::new(if era == Era::Mid {
                        "ts-log-mid-war"
                    } else {
                        "ts-log-late-war"
                    })
                    .num("cards", n as i64),
                )
            });
        }
        self.start_turn(rng, log);
    }

    /// Steps A..C of a new turn.
    fn start_turn(&mut self, rng: &mut GameRng, log: &mut Log) {
        self.round = 0;
        self.phasing = None;
        self.rounds_done = [0, 0];
        self.space_attempts = [0, 0];
        self.headlines = [None, None];
        self.played.clear();
        // Turn-long effects end with the turn.
        self.this_turn.clear();
        events::on_turn_start(self);
        self.known = [Vec::new(), Vec::new()];
        log.push_with(|| LogEntry::public(Text::new("ts-log-turn").num("turn", self.turn)));
        if self.defcon < 5 {
            self.defcon += 1;
            log.push_with(|| LogEntry::public(Text::new("ts-log-defcon-improves").num("defcon", self.defcon)));
        }
        self.deal(rng, log);
        self.stack.push(new_headline());
    }

    /// one card at a time, USSR first, up to the hand size.
    pub fn deal(&mut self, rng: &mut GameRng, log: &mut Log) {
        let size = self.hand_size();
        loop {
            let mut dealt = false;
            for p in Power::BOTH {
                if self.hand(p).len() < size
                    && let Some(c) = self.draw(rng, log)
                {
                    self.hand_mut(p).push(c);
                    dealt = true;
                }
            }
            if !dealt {
                break;
            }
        }
    }

    /// The top card of the draw pile, reshuffling the discard pile when it runs out.
    pub fn draw(&mut self, rng: &mut GameRng, log: &mut Log) -> Option<CardNo> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            rng.shuffle(&mut self.deck);
            log.push_with(|| LogEntry::public(Text::new("ts-log-reshuffle").num("cards", self.deck.len() as i64)));
        }
        self.deck.pop()
    }

    /// Adds signed VP (positive = US) and checks the ±20 victory.
    pub fn add_vp(&mut self, delta: i32, log: &mut Log) {
        if delta == 0 {
            return;
        }
        self.vp += delta;
        let gainer = if delta > 0 { Power::Us } else { Power::Ussr };
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-vp")
                    .text("power", power_text(gainer))
                    .num("vp", delta.abs())
                    .num("total", self.vp),
            )
        });
        self.check_vp_victory(log);
    }

    pub fn check_vp_victory(&mut self, log: &mut Log) {
        if self.vp >= 20 {
            self.finish(
                Some(Power::Us),
                Text::new("ts-end-vp").text("power", power_text(Power::Us)),
                log,
            );
        } else if self.vp <= -20 {
            self.finish(
                Some(Power::Ussr),
                Text::new("ts-end-vp").text("power", power_text(Power::Ussr)),
                log,
            );
        }
    }

    /// Lowers DEFCON; at 1 the phasing player loses.
    pub fn degrade_defcon(&mut self, by: u8, log: &mut Log) {
        if by == 0 || self.is_over() {
            return;
        }
        self.defcon = self.defcon.saturating_sub(by).max(1);
        log.push_with(|| LogEntry::public(Text::new("ts-log-defcon-degrades").num("defcon", self.defcon)));
        if self.defcon == 2 {
            self.defcon_fell_to_2 = true;
        }
        if self.defcon == 1 {
            let loser = self.phasing.unwrap_or(Power::Ussr);
            self.finish(
                Some(loser.opponent()),
                Text::new("ts-end-nuclear-war").text("power", power_text(loser)),
                log,
            );
        }
    }

    pub fn improve_defcon(&mut self, by: u8, log: &mut Log) {
        let before = self.defcon;
        self.defcon = (self.defcon + by).min(5);
        if self.defcon != before {
            log.push_with(|| LogEntry::public(Text::new("ts-log-defcon-improves").num("defcon", self.defcon)));
        }
    }

    pub fn finish(&mut self, winner: Option<Power>, reason: Text, log: &mut Log) {
        if self.is_over() {
            return;
        }
        log.push_with(|| LogEntry::public(reason.clone()));
        self.end = Some(GameEnd { winner, reason });
        self.phasing = None;
    }

    /// every region scored, The China Card's VP, then the sign of VP decides.
    fn final_scoring(&mut self, log: &mut Log) {
        log.push_with(|| LogEntry::public(Text::new("ts-log-final-scoring")));
        let mut total = 0;
        for region in scoring::FINAL_REGIONS {
            let result = scoring::score_region(self, region, None);
            log.push_with(|| LogEntry::public(result.text()));
            if let Some(p) = result.europe_control {
                return self.finish(Some(p), Text::new("ts-end-europe").text("power", power_text(p)), log);
            }
            total += result.net();
        }
        if let Some((holder, _)) = self.china {
            total += holder.vp_sign();
            log.push_with(|| LogEntry::public(Text::new("ts-log-china-vp").text("power", power_text(holder))));
        }
        self.vp += total;
        log.push_with(|| LogEntry::public(Text::new("ts-log-final-total").num("total", self.vp)));
        let (winner, reason) = match self.vp {
            v if v > 0 => (
                Some(Power::Us),
                Text::new("ts-end-final")
                    .text("power", power_text(Power::Us))
                    .num("vp", v),
            ),
            v if v < 0 => (
                Some(Power::Ussr),
                Text::new("ts-end-final")
                    .text("power", power_text(Power::Ussr))
                    .num("vp", -v),
            ),
            _ => (None, Text::new("ts-end-final-draw")),
        };
        self.finish(winner, reason, log);
    }
}
