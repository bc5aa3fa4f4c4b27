//! Space platform (seed §1.12) and killer satellite (seed §1.13).
//!
//! Platform: when revealed, its owner loads any number of warheads from hand face down, then it
//! launches (saboteurs may answer first). Launch roll 2–6: in orbit; 1: platform and warheads are
//! lost (replaced from the deck at once, spec A-19) and a second 1 crashes it at home for 10 M.
//! In orbit, after the basic turn, each platform may drop one warhead per turn, needing no
//! carrier and never interceptable; a misfunction ends with that warhead. Loaded warheads count
//! as held cards. Drops are lost in a turn in which someone was wiped out.
//!
//! Killer satellite: revealed right after an armed satellite carrier (Titan, or Atlas in the
//! combined game), it goes into orbit without a roll; from its owner's next turn it may attack an
//! enemy platform: 2–6 destroys the platform and its warheads, 1 fails; the satellite is spent
//! either way.

use super::super::data::Kind;
use super::super::state::Cause;
use super::super::state::hooks::Hooks;
use super::super::state::notation::NwAction;
use super::super::state::notation::distinct_keys;
use super::super::state::{Event, Platform, Satellite};
use super::super::{Attack, AttackKind, CardId, Interrupt, NuclearWar, card_key, card_text, card_type};
use super::misfunction::launch_roll;
use crate::engine::{GameRng, LogEntry, Seat, Text};

pub const HOOKS: Hooks = Hooks {
    on_reveal: reveal,
    after_turn,
    on_turn_start: |g, seat| {
        for satellite in &mut g.players[seat].satellites {
            satellite.ready = true;
        }
    },
    // Killer satellites cannot retaliate (seed §1.9).
    on_eliminated: |g, seat, cause, _| {
        if cause.is_some() {
            let gone = std::mem::take(&mut g.players[seat].satellites);
            g.discard.extend(gone.into_iter().map(|s| s.card));
        }
    },
    on_cleared: |g, seat| {
        for platform in std::mem::take(&mut g.players[seat].platforms) {
            g.discard.push(platform.card);
            g.discard.extend(platform.warheads);
        }
        let gone = std::mem::take(&mut g.players[seat].satellites);
        g.discard.extend(gone.into_iter().map(|s| s.card));
    },
    retaliation: retaliation_drops,
    ..Hooks::NONE
};

/// A revealed platform waits for its warheads; a revealed killer satellite rides the armed
/// Titan (or Atlas) into orbit, else it is lost.
fn reveal(g: &mut NuclearWar, seat: Seat, card: CardId, log: &mut Vec<LogEntry>) -> bool {
    match card_type(card).kind {
        Kind::Platform { .. } => {
            g.drop_face_up(seat, log);
            g.start_loading(seat, card);
        }
        Kind::KillerSatellite => {
            let carrier = g.players[seat]
                .face_up
                .filter(|&c| matches!(card_type(c).kind, Kind::Carrier { satellite: true, .. }));
            match carrier {
                Some(carrier) if g.mode.escalation() => {
                    // Seed §1.13: the satellite rides the armed Titan (or Atlas) into orbit.
                    g.players[seat].face_up = None;
                    g.payload_used.remove(&carrier);
                    g.open_window(Event::Satellite { seat, card, carrier }, log);
                }
                _ => {
                    g.discard.push(card);
                    g.drop_face_up(seat, log);
                    log.push(LogEntry::public(
                        Text::new("ne-log-satellite-no-carrier")
                            .seat("seat", seat)
                            .text("card", card_text(card)),
                    ));
                }
            }
        }
        _ => return false,
    }
    true
}

/// an eliminated owner may drop every warhead left on its platforms.
fn retaliation_drops(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    let mut out = Vec::new();
    for (i, platform) in g.players[seat].platforms.iter().enumerate() {
        for warhead in distinct_keys(platform.warheads.iter().copied()) {
            out.extend(g.opponents(seat).into_iter().map(|target| NwAction::PlatformDrop {
                platform: i + 1,
                warhead,
                target,
            }));
        }
    }
    out
}

/// After the basic turn: each platform in orbit may drop one warhead (not in a turn someone was
/// wiped out, R-74); a ready killer satellite may strike an enemy platform.
fn after_turn(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    let p = &g.players[seat];
    let opponents = g.opponents(seat);
    let mut out = Vec::new();
    if !g.post.skipped && !g.post.elimination {
        for (i, platform) in p.platforms.iter().enumerate() {
            if g.post.dropped.contains(&platform.card) {
                continue;
            }
            for warhead in distinct_keys(platform.warheads.iter().copied()) {
                out.extend(opponents.iter().map(|&target| NwAction::PlatformDrop {
                    platform: i + 1,
                    warhead,
                    target,
                }));
            }
        }
    }
    if !g.post.skipped && p.satellites.iter().any(|s| s.ready) {
        for &owner in &opponents {
            out.extend((1..=g.players[owner].platforms.len()).map(|platform| NwAction::Kill { owner, platform }));
        }
    }
    out
}

impl NuclearWar {
    /// A platform was revealed: its owner now loads warheads.
    pub fn start_loading(&mut self, seat: Seat, card: CardId) {
        self.interrupts.push(Interrupt::LoadPlatform {
            seat,
            card,
            warheads: Vec::new(),
        });
    }

    /// Moves one warhead of type `key` from `seat`'s hand onto the platform being loaded.
    pub fn load_warhead(&mut self, seat: Seat, key: &str, log: &mut Vec<LogEntry>) -> bool {
        let Some(card) = self.take_hand_card(seat, |c| card_key(c) == key && card_type(c).megatons().is_some()) else {
            return false;
        };
        if let Some(Interrupt::LoadPlatform { warheads, .. }) = self.interrupts.last_mut() {
            warheads.push(card);
        }
        log.push(LogEntry::private(
            seat,
            Text::new("ne-log-you-loaded").text("card", card_text(card)),
        ));
        true
    }

    /// Loading is over: an empty platform is discarded; a loaded one faces the saboteurs.
    pub fn finish_loading(&mut self, log: &mut Vec<LogEntry>) {
        let Some(Interrupt::LoadPlatform { seat, card, warheads }) = self.interrupts.pop() else {
            return;
        };
        if warheads.is_empty() {
            self.discard.push(card);
            log.push(LogEntry::public(Text::new("ne-log-platform-empty").seat("seat", seat)));
            return;
        }
        self.open_window(Event::Platform { seat, card, warheads }, log);
    }

    /// The launch roll of a loaded platform.
    pub fn launch_platform(
        &mut self,
        seat: Seat,
        card: CardId,
        warheads: Vec<CardId>,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        if !self.alive(seat) {
            self.discard.push(card);
            self.discard.extend(warheads);
            return;
        }
        let (face, ok) = launch_roll(rng);
        if ok {
            log.push(LogEntry::public(
                Text::new("ne-log-platform-orbit")
                    .seat("seat", seat)
                    .num("roll", face)
                    .num("warheads", warheads.len() as i64),
            ));
            self.players[seat].platforms.push(Platform { card, warheads });
            return;
        }
        let lost = warheads.len();
        self.discard.push(card);
        self.discard.extend(warheads);
        let (second, _) = launch_roll(rng);
        let crash = second == 1;
        log.push(LogEntry::public(
            Text::new(if crash {
                "ne-log-platform-crash"
            } else {
                "ne-log-platform-failed"
            })
            .seat("seat", seat)
            .num("roll", face)
            .num("second", second)
            .num("millions", self.crash_loss(card)),
        ));
        for _ in 0..lost {
            self.draw_one(seat, true, rng, log);
        }
        if crash {
            let loss = self.crash_loss(card).min(self.players[seat].population);
            self.players[seat].population -= loss;
            self.dead += loss;
            self.eliminate_if_wiped_out(seat, Cause::Nuclear, log);
        }
    }

    fn crash_loss(&self, card: CardId) -> u32 {
        match card_type(card).kind {
            Kind::Platform { crash } => crash,
            _ => 10,
        }
    }

    /// Drops one warhead of type `key` from `seat`'s platform number `index` on `target`.
    pub fn platform_drop(
        &mut self,
        seat: Seat,
        index: usize,
        key: &str,
        target: Seat,
        retaliation: bool,
        log: &mut Vec<LogEntry>,
    ) -> bool {
        let Some(platform) = self.players[seat].platforms.get_mut(index) else {
            return false;
        };
        let Some(pos) = platform.warheads.iter().position(|&c| card_key(c) == key) else {
            return false;
        };
        let warhead = platform.warheads.remove(pos);
        let platform_card = platform.card;
        if platform.warheads.is_empty() {
            self.players[seat].platforms.remove(index);
            self.discard.push(platform_card);
            log.push(LogEntry::public(Text::new("ne-log-platform-spent").seat("seat", seat)));
        }
        self.post.dropped.push(platform_card);
        let attack = Attack {
            attacker: seat,
            carrier: platform_card,
            warhead,
            target: None,
            retaliation,
            carrier_in_flight: false,
            kind: AttackKind::PlatformDrop,
        };
        self.launch(attack, target, log);
        true
    }

    /// A killer satellite reached orbit (the launch never fails, seed §1.13).
    pub fn launch_satellite(&mut self, seat: Seat, card: CardId, carrier: CardId, log: &mut Vec<LogEntry>) {
        self.discard.push(carrier);
        if !self.alive(seat) {
            self.discard.push(card);
            return;
        }
        self.players[seat].satellites.push(Satellite { card, ready: false });
        log.push(LogEntry::public(Text::new("ne-log-satellite-orbit").seat("seat", seat)));
    }

    /// `seat`'s ready killer satellite attacks `owner`'s platform number `index`.
    pub fn satellite_strike(
        &mut self,
        seat: Seat,
        owner: Seat,
        index: usize,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) -> bool {
        if self.players.get(owner).is_none_or(|p| index >= p.platforms.len()) {
            return false;
        }
        let Some(pos) = self.players[seat].satellites.iter().position(|s| s.ready) else {
            return false;
        };
        let satellite = self.players[seat].satellites.remove(pos);
        self.discard.push(satellite.card);
        let (face, ok) = launch_roll(rng);
        if ok {
            let platform = self.players[owner].platforms.remove(index);
            self.discard.push(platform.card);
            self.discard.extend(platform.warheads);
        }
        log.push(LogEntry::public(
            Text::new(if ok {
                "ne-log-satellite-hit"
            } else {
                "ne-log-satellite-miss"
            })
            .seat("seat", seat)
            .seat("owner", owner)
            .num("roll", face),
        ));
        true
    }
}
