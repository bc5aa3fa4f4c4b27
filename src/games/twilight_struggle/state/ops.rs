//! Operations (R-50..R-72): influence placement, realignment, coups and the space race, and the
//! ops value of a card.

use super::super::data::Region;
use super::Log;
use super::hooks;
use super::power::{Power, controller};
use super::topology::{CountrySet, members, topology};
use super::{
    Area, Bonus, CHINA_CARD, CIVIL_WAR, CardNo, CountryIx, Ops, Step, TwilightStruggle, Use, card, card_text, country,
    country_text,
};
use crate::engine::{GameRng, LogEntry, Text};

/// Ops needed to try each space box 1..=8 and the highest winning roll.
pub const SPACE_OPS: [u8; 8] = [2, 2, 2, 2, 3, 3, 3, 4];
pub const SPACE_ROLL: [u32; 8] = [3, 4, 3, 4, 3, 4, 3, 2];
/// VP for the first and the later arrival on each box.
pub const SPACE_VP: [(i32, i32); 8] = [(2, 1), (0, 0), (2, 0), (0, 0), (3, 1), (0, 0), (4, 2), (2, 0)];

fn power_text(p: Power) -> Text {
    Text::new(p.name_key())
}

/// "Italy 2, France 1": the points of a placement grouped by country, in first-placed order.
pub fn counted_places(placed: &[CountryIx]) -> Vec<Text> {
    let mut counts: Vec<(CountryIx, i64)> = Vec::new();
    for &c in placed {
        match counts.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    counts
        .into_iter()
        .map(|(c, n)| {
            Text::new("ts-country-count")
                .text("country", country_text(c))
                .num("n", n)
        })
        .collect()
}

/// Map countries where one point of `op` costing `need` fits its budget ([`Ops::left_for`]).
fn spendable(op: &Ops, need: u8) -> CountrySet {
    let t = topology();
    if op.ops.saturating_sub(op.spent) >= need {
        return t.all; // the bonuses only add
    }
    let asia = t.region_set[Region::Asia as usize];
    let mut set = 0;
    for (in_asia, in_sea) in [(false, false), (true, false), (false, true), (true, true)] {
        let class = t.all
            & if in_asia { asia } else { !asia }
            & if in_sea {
                t.southeast_asia_set
            } else {
                !t.southeast_asia_set
            };
        let mut budget = op.ops;
        if in_asia && !op.left_asia {
            budget += op.bonus.asia;
        }
        if in_sea && !op.left_southeast_asia {
            budget += op.bonus.southeast_asia;
        }
        if budget.saturating_sub(op.spent) >= need {
            set |= class;
        }
    }
    set
}

/// Map countries `area` allows.
fn area_set(area: &Area) -> CountrySet {
    let all = topology().all;
    if area.is_anywhere() {
        return all;
    }
    members(all).filter(|&c| area.allows(c)).fold(0, |s, c| s | 1 << c)
}

pub fn in_asia(c: CountryIx) -> bool {
    c == CIVIL_WAR || super::topology::topology().region[usize::from(c)] == Region::Asia
}

pub fn in_southeast_asia(c: CountryIx) -> bool {
    c != CIVIL_WAR && super::topology::topology().southeast_asia[usize::from(c)]
}

impl TwilightStruggle {
    /// A card's ops value for `p` now. Scoring cards have none.
    pub fn ops_value(&self, no: CardNo, p: Power) -> u8 {
        let printed = if no == CHINA_CARD { 4 } else { card(no).ops };
        if printed == 0 {
            return 0;
        }
        hooks::modified_ops(self, printed, p)
    }

    /// A fresh operation with `no`'s ops (The China Card brings its Asia bonus, R-88; Vietnam
    /// Revolts its Southeast Asia bonus for the USSR).
    pub fn new_ops(&self, p: Power, no: CardNo) -> Ops {
        let ops = self.ops_value(no, p);
        let mut op = Ops::granted(p, ops);
        op.card = Some(no);
        op.bonus = Bonus {
            asia: u8::from(no == CHINA_CARD),
            southeast_asia: self.southeast_asia_bonus(no, p, ops),
        };
        op.committed = false;
        op
    }

    /// Vietnam Revolts' bonus on top of `ops`: added to the modified total before its floor
    /// of 1 (K:986-1000, the modifiers apply to the total), so it may be worth nothing.
    fn southeast_asia_bonus(&self, no: CardNo, p: Power, ops: u8) -> u8 {
        let bonus = hooks::southeast_asia_bonus(self, p);
        if bonus == 0 || ops == 0 {
            return 0;
        }
        let printed = if no == CHINA_CARD { 4 } else { card(no).ops };
        let with_bonus = (hooks::ops_before_floor(self, printed, p) + i32::from(bonus)).max(1);
        (with_bonus - i32::from(ops)).max(0) as u8
    }

    /// Coups and realignments are barred by DEFCON in some regions.
    pub fn defcon_allows(&self, c: CountryIx) -> bool {
        let region = super::topology::topology().region[usize::from(c)];
        match region {
            Region::Europe => self.defcon >= 5,
            Region::Asia => self.defcon >= 4,
            Region::MiddleEast => self.defcon >= 3,
            _ => true,
        }
    }

    /// countries with own influence, their neighbours, and the neighbours of the own
    /// superpower, all judged now (at the start of the play).
    pub fn reach(&self, p: Power) -> Vec<CountryIx> {
        let set = self.reach_set(p);
        let mut out: Vec<CountryIx> = Vec::with_capacity(set.count_ones() as usize + 1);
        out.extend(super::topology::members(set));
        if p == Power::Ussr && self.civil_war.is_some() {
            out.push(CIVIL_WAR);
        }
        out
    }

    /// The map countries of [`TwilightStruggle::reach`] (the civil war space aside).
    fn reach_set(&self, p: Power) -> super::topology::CountrySet {
        let topology = super::topology::topology();
        self.influence
            .iter()
            .zip(&topology.with_neighbours)
            .filter(|(inf, _)| inf[p.index()] > 0)
            .fold(topology.home_set[p.index()], |set, (_, near)| set | near)
    }

    /// Whether `op` could place a point within its side's reach now (as
    /// [`TwilightStruggle::influence_possible`] with that reach, without listing it).
    pub fn influence_possible_now(&self, op: &Ops) -> bool {
        let p = op.power;
        self.placeable_in(op, members(self.reach_set(p))).next().is_some()
            || (p == Power::Ussr && self.civil_war.is_some() && self.can_place_in_reach(op, CIVIL_WAR))
    }

    /// 2 ops into an enemy-controlled country, else 1.
    pub fn place_cost(&self, p: Power, c: CountryIx) -> u8 {
        if c != CIVIL_WAR && self.controls(p.opponent(), c) {
            2
        } else {
            1
        }
    }

    /// Whether one more point may go into `c`, a country within the play's reach. The civil war
    /// space leaves the game the moment it is won, even mid-placement.
    pub fn can_place_in_reach(&self, op: &Ops, c: CountryIx) -> bool {
        if c == CIVIL_WAR && (op.power != Power::Ussr || self.civil_war.is_none()) {
            return false;
        }
        self.place_cost(op.power, c) <= op.left_for(c) && hooks::forbids_placement(self, op.power, c).is_none()
    }

    /// Whether one more point of `op` may go into map country `c` (as
    /// [`Self::can_place_in_reach`]): `afford` holds what one and two ops fit in
    /// ([`spendable`]), `bans` the placement bans in effect, both worked out once per scan.
    fn place_open(&self, op: &Ops, afford: [CountrySet; 2], bans: &hooks::Bans, c: CountryIx) -> bool {
        let inf = self.influence[usize::from(c)];
        let dear = controller(topology().stability[usize::from(c)], inf) == Some(op.power.opponent());
        afford[usize::from(dear)] & 1 << c != 0 && (bans.is_empty() || bans.allow(self, op.power, c))
    }

    /// The countries of `list` where [`Self::can_place_in_reach`] holds, in its order.
    fn placeable_in(&self, op: &Ops, list: impl Iterator<Item = CountryIx>) -> impl Iterator<Item = CountryIx> {
        let afford = [spendable(op, 1), spendable(op, 2)];
        let bans = hooks::placement_bans(self);
        list.filter(move |&c| {
            if c < 128 && c != CIVIL_WAR {
                self.place_open(op, afford, &bans, c)
            } else {
                self.can_place_in_reach(op, c)
            }
        })
    }

    /// [`Self::placeable`] lazily.
    pub fn placeable_iter(&self, op: &Ops, reach: &[CountryIx]) -> impl Iterator<Item = CountryIx> {
        self.placeable_in(op, reach.iter().copied())
    }

    pub fn placeable(&self, op: &Ops, reach: &[CountryIx]) -> Vec<CountryIx> {
        let mut out = Vec::with_capacity(reach.len());
        out.extend(self.placeable_in(op, reach.iter().copied()));
        out
    }

    pub fn influence_possible(&self, op: &Ops, reach: &[CountryIx]) -> bool {
        self.placeable_in(op, reach.iter().copied()).next().is_some()
    }

    /// Map countries where DEFCON allows coups and realignments (R-81; free ones go anywhere).
    fn defcon_set(&self, op: &Ops) -> CountrySet {
        let t = topology();
        let barred = |r: Region, below: u8| {
            if self.defcon < below {
                t.region_set[r as usize]
            } else {
                0
            }
        };
        if op.free {
            return t.all;
        }
        t.all & !(barred(Region::Europe, 5) | barred(Region::Asia, 4) | barred(Region::MiddleEast, 3))
    }

    /// One influence point into `c` (legality checked by the caller).
    pub fn place_point(&mut self, c: CountryIx, log: &mut Log) {
        let Some(Step::Influence { op, .. }) = self.stack.last() else {
            return;
        };
        let p = op.power;
        let cost = self.place_cost(p, c);
        if c == CIVIL_WAR {
            self.civil_war = self.civil_war.map(|n| n + 1);
        } else {
            self.add_inf(c, p, 1);
        }
        if let Some(Step::Influence { op, placed, .. }) = self.stack.last_mut() {
            op.spend(c, cost);
            placed.push(c);
        }
        if self.civil_war.is_some_and(|n| n >= 3) {
            self.civil_war = None;
            self.china = Some((Power::Ussr, true));
            log.push_with(|| LogEntry::public(Text::new("ts-log-civil-war-won")));
        }
    }

    /// Takes back the points of an uncommitted placement (nothing random happened yet).
    pub fn take_back_points(&mut self) {
        let Some(Step::Influence { op, placed, .. }) = self.stack.last_mut() else {
            return;
        };
        let p = op.power;
        let placed = std::mem::take(placed);
        op.spent = 0;
        op.left_asia = false;
        op.left_southeast_asia = false;
        // A civil war won by these points is undone with them: the space comes back and
        // The China Card leaves the USSR again.
        if placed.contains(&CIVIL_WAR) && self.civil_war.is_none() {
            self.civil_war = Some(3);
            self.china = None;
        }
        for c in placed {
            if c == CIVIL_WAR {
                self.civil_war = self.civil_war.map(|n| n.saturating_sub(1));
            } else {
                self.remove_inf(c, p, 1);
            }
        }
    }

    /// The placement is over (its step already popped): commit the play, log where the points
    /// went, and let the opponent's event follow.
    pub fn finish_influence(&mut self, op: &Ops, placed: &[CountryIx], log: &mut Log) {
        if !op.committed
            && let Some(no) = op.card
        {
            self.commit_play(op.power, no, Use::Influence, log);
        }
        Self::log_placement(op, placed, log);
    }

    fn log_placement(op: &Ops, placed: &[CountryIx], log: &mut Log) {
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-influence")
                    .text("power", power_text(op.power))
                    .list("places", counted_places(placed))
                    .num("spent", op.spent),
            )
        });
    }

    /// Realignment and coup targets must hold enemy influence in a region DEFCON
    /// allows and not be protected by an event. The sets are judged for all countries at
    /// once and the bans in effect gathered once; "possible" stops at the first target.
    pub fn realign_targets(&self, op: &Ops) -> Vec<CountryIx> {
        self.realign_targets_iter(op).collect()
    }

    /// [`Self::realign_targets`] lazily.
    pub fn realign_targets_iter(&self, op: &Ops) -> impl Iterator<Item = CountryIx> {
        self.targets(op, false)
    }

    pub fn realign_possible(&self, op: &Ops) -> bool {
        op.spent < op.budget() && self.targets(op, false).next().is_some()
    }

    pub fn coup_targets(&self, op: &Ops) -> Vec<CountryIx> {
        self.coup_targets_iter(op).collect()
    }

    /// [`Self::coup_targets`] lazily.
    pub fn coup_targets_iter(&self, op: &Ops) -> impl Iterator<Item = CountryIx> {
        self.targets(op, true)
    }

    pub fn coup_possible(&self, op: &Ops) -> bool {
        self.targets(op, true).next().is_some()
    }

    /// Coup (or realignment) targets in index order; a realignment roll needs an op left there.
    fn targets(&self, op: &Ops, coup: bool) -> impl Iterator<Item = CountryIx> {
        let mut set = self.defcon_set(op) & area_set(&op.area);
        let bans = if coup {
            hooks::coup_bans(self)
        } else {
            set &= spendable(op, 1);
            hooks::realign_bans(self)
        };
        let (p, o) = (op.power, op.power.opponent().index());
        // Lazily, country by country: "possible" stops at the first target.
        members(set)
            .filter(move |&c| self.influence[usize::from(c)][o] > 0 && (bans.is_empty() || bans.allow(self, p, c)))
    }

    /// A side's realignment modifier in `c`.
    pub fn realign_modifier(&self, p: Power, c: CountryIx) -> i32 {
        let adjacent = Self::neighbours(c).filter(|&n| self.controls(p, n)).count() as i32;
        let more = i32::from(self.inf(c, p) > self.inf(c, p.opponent()));
        let home = i32::from(Self::touches_home(c, p));
        adjacent + more + home
    }

    /// One realignment roll (R-55..R-59): the roller rolls first, then the defender.
    pub fn realign(&mut self, c: CountryIx, rng: &mut GameRng, log: &mut Log) {
        let Some(Step::Realign { op, .. }) = self.stack.last() else {
            return;
        };
        let p = op.power;
        let o = p.opponent();
        let (roll_p, roll_o) = (rng.roll(6) as i32, rng.roll(6) as i32);
        let (mod_p, mod_o) = (
            self.realign_modifier(p, c) + hooks::realign_roll_modifier(self, p),
            self.realign_modifier(o, c),
        );
        let (total_p, total_o) = (roll_p + mod_p, roll_o + mod_o);
        let (loser, diff) = if total_p > total_o {
            (Some(o), total_p - total_o)
        } else if total_o > total_p {
            (Some(p), total_o - total_p)
        } else {
            (None, 0)
        };
        let removed = loser.map_or(0, |l| self.remove_inf(c, l, diff.min(255) as u8));
        if let Some(Step::Realign { op, rolled }) = self.stack.last_mut() {
            op.spend(c, 1);
            *rolled += 1;
        }
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-realign")
                    .text("power", power_text(p))
                    .text("country", country_text(c))
                    .num("roll", roll_p)
                    .num("mod", mod_p)
                    .num("oroll", roll_o)
                    .num("omod", mod_o)
                    .text("loser", loser.map_or(Text::new("ts-nobody"), power_text))
                    .num("removed", removed),
            )
        });
    }

    /// A coup (R-60..R-66), in the order R-66 gives: milops, DEFCON on a battleground (the game
    /// may end there and then), the roll, the influence change.
    pub fn coup(&mut self, op: &Ops, c: CountryIx, rng: &mut GameRng, log: &mut Log) {
        let p = op.power;
        let o = p.opponent();
        let ops = i32::from(op.left_for(c));
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-coup-attempt")
                    .text("power", power_text(p))
                    .text("country", country_text(c))
                    .num("ops", ops),
            )
        });
        self.last_coup = Some((c, 0));
        hooks::before_coup(self, p, log);
        if self.is_over() {
            return;
        }
        if !op.free {
            self.milops[p.index()] = self.milops[p.index()].saturating_add(ops as u8);
        }
        if country(c).battleground && hooks::coup_degrades_defcon(self, p, c) {
            self.degrade_defcon(1, log);
            if self.is_over() {
                return;
            }
        }
        let stability = i32::from(country(c).stability);
        let roll = rng.roll(6) as i32;
        let modifier = hooks::coup_roll_modifier(self, p, c);
        let value = roll + modifier + ops - 2 * stability;
        let (removed, added) = if value > 0 {
            let removed = self.remove_inf(c, o, value.min(255) as u8);
            let added = (value - i32::from(removed)).max(0) as u8;
            self.add_inf(c, p, added);
            (removed, added)
        } else {
            (0, 0)
        };
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-coup")
                    .text("power", power_text(p))
                    .text("country", country_text(c))
                    .num("roll", roll)
                    .num("mod", modifier)
                    .num("ops", ops)
                    .num("defence", 2 * stability)
                    .num("removed", removed)
                    .num("added", added),
            )
        });
        self.last_coup = Some((c, removed));
    }

    /// The next box's ops need, if `p` may still try.
    pub fn space_need(&self, p: Power) -> Option<u8> {
        let bx = self.space[p.index()];
        (bx < 8).then(|| SPACE_OPS[usize::from(bx)])
    }

    /// Whether `p` may send `no` to space now (the fast check behind [`Self::space_refusal`]).
    pub fn space_allowed(&self, p: Power, no: CardNo) -> bool {
        self.space_need(p).is_some_and(|need| self.ops_value(no, p) >= need)
            && self.space_attempts[p.index()] < self.space_attempts_allowed(p)
    }

    /// Why `p` may not send `no` to space now, if it may not.
    pub fn space_refusal(&self, p: Power, no: CardNo) -> Option<Text> {
        let Some(need) = self.space_need(p) else {
            return Some(Text::new("ts-err-space-done"));
        };
        if self.space_attempts[p.index()] >= self.space_attempts_allowed(p) {
            return Some(Text::new("ts-err-space-attempts").num("allowed", self.space_attempts_allowed(p)));
        }
        let ops = self.ops_value(no, p);
        if ops < need {
            return Some(
                Text::new("ts-err-space-ops")
                    .text("card", card_text(no))
                    .num("ops", ops)
                    .num("need", need),
            );
        }
        None
    }

    /// One space race attempt (the card's event never happens, R-44).
    pub fn space_attempt(&mut self, p: Power, rng: &mut GameRng, log: &mut Log) {
        let bx = usize::from(self.space[p.index()]);
        self.space_attempts[p.index()] += 1;
        let roll = rng.roll(6);
        let success = roll <= SPACE_ROLL[bx];
        log.push_with(|| {
            LogEntry::public(
                Text::new(if success {
                    "ts-log-space-success"
                } else {
                    "ts-log-space-fail"
                })
                .text("power", power_text(p))
                .num("box", bx as i64 + 1)
                .num("roll", roll)
                .num("max", SPACE_ROLL[bx]),
            )
        });
        if success {
            self.advance_space(p, 1, log);
        }
    }

    /// Moves a space marker forward; VP for each box reached.
    pub fn advance_space(&mut self, p: Power, boxes: u8, log: &mut Log) {
        for _ in 0..boxes {
            let bx = self.space[p.index()];
            if bx >= 8 {
                return;
            }
            self.space[p.index()] = bx + 1;
            let first = self.space[p.opponent().index()] <= bx;
            let (vp_first, vp_later) = SPACE_VP[usize::from(bx)];
            let vp = if first { vp_first } else { vp_later };
            log.push_with(|| {
                LogEntry::public(
                    Text::new("ts-log-space-box")
                        .text("power", power_text(p))
                        .text("name", Text::new(format!("ts-space-{}", bx + 1)))
                        .num("box", bx + 1),
                )
            });
            self.add_vp(vp * p.vp_sign(), log);
            if self.is_over() {
                return;
            }
        }
    }

    /// The card leaves the hand and the play becomes public: the round is used, and on top
    /// of the stack go the card's disposal and, for an opponent card played for ops, its event
    /// . Callers push the rest of the play above these.
    pub fn commit_play(&mut self, p: Power, no: CardNo, how: Use, log: &mut Log) {
        if no != CHINA_CARD {
            let hand = self.hand_mut(p);
            if let Some(i) = hand.iter().position(|&c| c == no) {
                hand.remove(i);
            }
        }
        self.rounds_done[p.index()] += 1;
        self.played.push((p, no, how));
        let played = hooks::Played {
            power: p,
            card: no,
            how,
            headline: false,
        };
        hooks::on_card_played(self, played, log);
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-play")
                    .text("power", power_text(p))
                    .text("card", card_text(no))
                    .str("use", how.key()),
            )
        });
        hooks::after_card_played(self, played, log);
        self.stack.push(Step::Dispose {
            power: p,
            card: no,
            event: how == Use::Event,
        });
        if how != Use::Event && how != Use::Space && self.is_opponent_card(no, p) {
            self.stack.push(Step::OpponentEvent {
                owner: p.opponent(),
                card: no,
            });
        }
    }

    /// A card played inside another card's event (Grain Sales to Soviets, UN Intervention's
    /// partner): it is public and goes to its pile, but uses no action round.
    pub fn commit_inner_play(&mut self, p: Power, no: CardNo, how: Use, log: &mut Log) {
        let hand = self.hand_mut(p);
        if let Some(i) = hand.iter().position(|&c| c == no) {
            hand.remove(i);
        }
        self.played.push((p, no, how));
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-play")
                    .text("power", power_text(p))
                    .text("card", card_text(no))
                    .str("use", how.key()),
            )
        });
        let played = hooks::Played {
            power: p,
            card: no,
            how,
            headline: false,
        };
        hooks::on_card_played(self, played, log);
        self.stack.push(Step::Dispose {
            power: p,
            card: no,
            event: how == Use::Event,
        });
        if how != Use::Event && how != Use::Space && self.is_opponent_card(no, p) {
            self.stack.push(Step::OpponentEvent {
                owner: p.opponent(),
                card: no,
            });
        }
    }
}
