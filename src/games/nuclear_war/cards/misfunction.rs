//! The Escalation fallout die (seed §1.5) and the Nuclear Misfunction Chart (seed §1.20).
//!
//! Faces 2–6 hit: the target loses the printed loss plus the face in millions. Face 1 (the
//! mushroom cloud) is a misfunction: roll again and read the chart. The amounts of lines 1, 5 and
//! 6 are the printed loss without a die bonus (spec A-3).

use super::super::data::{CarrierClass, Kind};
use super::super::state::Cause;
use super::super::{AttackKind, FalloutRecord, NuclearWar, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::nuclear_war::Attack;

/// What one roll of the fallout die did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieOutcome {
    /// Faces 2–6: printed loss + face.
    Hit(u32),
    /// Chart 1: the weapon falls on the attacker, who loses the printed loss.
    Catastrophe,
    /// Chart 2: burst over the attacker; the carrier is destroyed, the attacker loses a turn.
    OrbitalBurst,
    /// Chart 3: the missile blows up on the pad / the bomber fails to take off; no damage.
    LaunchFailure,
    /// Chart 4: no damage.
    Dud,
    /// Chart 5: twice the printed loss.
    Neutron,
    /// Chart 6: twice the printed loss and the target loses a turn.
    PowerPlant,
}

impl DieOutcome {
    /// Message id suffix: `nw-fallout-<key>`.
    pub fn key(self) -> &'static str {
        match self {
            DieOutcome::Hit(_) => "die-hit",
            DieOutcome::Catastrophe => "die-catastrophe",
            DieOutcome::OrbitalBurst => "die-orbital",
            DieOutcome::LaunchFailure => "die-launch-failure",
            DieOutcome::Dud => "die-dud",
            DieOutcome::Neutron => "die-neutron",
            DieOutcome::PowerPlant => "die-power-plant",
        }
    }

    /// The chart line for a second roll after a mushroom cloud.
    pub fn from_chart(second: u32) -> DieOutcome {
        match second {
            1 => DieOutcome::Catastrophe,
            2 => DieOutcome::OrbitalBurst,
            3 => DieOutcome::LaunchFailure,
            4 => DieOutcome::Dud,
            5 => DieOutcome::Neutron,
            _ => DieOutcome::PowerPlant,
        }
    }
}

/// Rolls the fallout die: (first face, second face after a cloud, outcome).
pub fn roll(rng: &mut GameRng) -> (u32, Option<u32>, DieOutcome) {
    let first = rng.roll(6);
    if first >= 2 {
        return (first, None, DieOutcome::Hit(first));
    }
    let second = rng.roll(6);
    (first, Some(second), DieOutcome::from_chart(second))
}

/// How a roll reads in the log and on the board: `4`, or `1→5` after a cloud.
pub fn roll_text(record: &FalloutRecord) -> String {
    match record.second {
        Some(second) => format!("{}→{second}", record.roll),
        None if record.result.starts_with("die-") => record.roll.to_string(),
        None => format!("{:02}", record.roll),
    }
}

impl NuclearWar {
    /// Resolves an attack with the fallout die (Escalation and combined games). An MX warhead
    /// splits into 10 MT strikes of 2 M + die each, every one rolled on its own (seed §1.15); a
    /// platform drop's misfunction never touches the platform (seed §1.12).
    pub fn resolve_attack_die(&mut self, attack: Attack, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        let target = attack.target.unwrap_or(attack.attacker);
        let (megatons, kill) = match card_type(attack.warhead).kind {
            Kind::Warhead { megatons, kill } => (megatons, kill),
            _ => (0, 0),
        };
        let mx = attack.kind == AttackKind::Carried
            && matches!(
                card_type(attack.carrier).kind,
                Kind::Carrier {
                    class: CarrierClass::Mx,
                    ..
                }
            );
        let shots: Vec<u32> = if mx {
            vec![super::mx_missile::SHOT_KILL; super::mx_missile::shots(megatons) as usize]
        } else {
            vec![kill]
        };
        let mut carrier_lost = false;
        let mut hit: Vec<Seat> = Vec::new();
        let total = shots.len();
        for (i, shot_kill) in shots.into_iter().enumerate() {
            let (first, second, outcome) = roll(rng);
            let (victim, loss) = match outcome {
                DieOutcome::Hit(face) => (Some(target), shot_kill + face),
                DieOutcome::Catastrophe => (Some(attack.attacker), shot_kill),
                DieOutcome::OrbitalBurst => {
                    carrier_lost = true;
                    if self.alive(attack.attacker) {
                        self.players[attack.attacker].skip_turns += 1;
                    }
                    (None, 0)
                }
                DieOutcome::LaunchFailure => {
                    carrier_lost = true;
                    (None, 0)
                }
                DieOutcome::Dud => (None, 0),
                DieOutcome::Neutron => (Some(target), 2 * shot_kill),
                DieOutcome::PowerPlant => {
                    if self.alive(target) {
                        self.players[target].skip_turns += 1;
                    }
                    (Some(target), 2 * shot_kill)
                }
            };
            let actual = victim.map(|v| loss.min(self.players[v].population)).unwrap_or(0);
            if let Some(v) = victim {
                self.players[v].population -= actual;
                self.dead += actual;
                if !hit.contains(&v) {
                    hit.push(v);
                }
            }
            let record = FalloutRecord {
                roll: first,
                second,
                result: outcome.key().to_string(),
                attacker: attack.attacker,
                target,
                warhead: attack.warhead,
                victim,
                loss: actual,
            };
            let mut line = Text::new(if victim.is_some() && actual > 0 {
                "nw-log-fallout"
            } else {
                "nw-log-fallout-harmless"
            })
            .str("roll", roll_text(&record))
            .text("result", Text::new(format!("nw-fallout-{}", outcome.key())))
            .seat("victim", victim.unwrap_or(target))
            .num("millions", actual);
            if mx {
                line = Text::new("ne-log-mx-shot")
                    .num("shot", i as i64 + 1)
                    .num("shots", total as i64)
                    .text("line", line);
            }
            log.push(LogEntry::public(line));
            self.last_fallout = Some(record);
        }
        if attack.kind == AttackKind::PlatformDrop {
            self.discard.push(attack.warhead);
        } else {
            let payload_done = self.bomber_left(attack.carrier) == Some(0);
            self.discard_attack_cards(&attack, carrier_lost || payload_done);
        }
        for v in hit {
            self.eliminate_if_wiped_out(v, Cause::Nuclear, log);
        }
    }
}

/// The killer satellite's, platform's and cruise missile's launch rolls use the same die:
/// 2–6 succeeds, 1 fails (seed §1.12–1.14).
pub fn launch_roll(rng: &mut GameRng) -> (u32, bool) {
    let face = rng.roll(6);
    (face, face >= 2)
}
