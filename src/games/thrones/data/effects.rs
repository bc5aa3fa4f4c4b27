//! The ability pipeline: a card's behaviour is its data row's `effect` formulas, each registered at
//! one hook point ([`Hook`]). The rules core asks the hooks — "what is this character's STR",
//! "what is this player's income", "may this character attack", "a character entered play" — and
//! never names a card. A formula kind the engine does not run yet ([`kinds::Kind::wired`]) is
//! parsed, listed on `/card` and does nothing; `docs/thrones.md` lists them.

use super::kinds;

/// Where in the rules a formula acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// A character's STR.
    Strength,
    /// Icons a character has.
    Icons,
    /// Keywords a character has.
    Keywords,
    /// A player's income at the start of their marshalling turn.
    Income,
    /// What a card costs to play.
    Cost,
    /// An action of a phase.
    Action,
    /// Whether a card may be chosen by an effect.
    Targeting,
    /// Who may be declared as attacker or defender, and whether they kneel.
    Declare,
    /// Cards that do not stand in the standing phase.
    Standing,
    /// A character would die: saves and "cannot be killed".
    WouldDie,
    /// Where a character goes when it dies.
    Dies,
    /// Starting a challenge.
    Initiate,
    /// Playing an event.
    PlayEvent,
    /// Unspent gold goes back at taxation.
    Taxation,
    /// A card entered play (responses to playing it, R-99).
    EntersPlay,
    /// The start of the dominance phase.
    DominanceStart,
    /// A plot was revealed.
    PlotRevealed,
    /// "When revealed" abilities of plots.
    WhenRevealed,
    /// A card of its own (a named unit).
    Unit,
}

/// One formula of a data row: `kind(arg=value, …)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub kind: &'static kinds::Kind,
    pub args: Vec<(&'static str, &'static str)>,
}

impl Effect {
    pub fn name(&self) -> &'static str {
        self.kind.name
    }

    pub fn arg(&self, name: &str) -> Option<&'static str> {
        self.args.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
    }

    /// A numeric argument (0 when absent or not a number).
    pub fn num(&self, name: &str) -> i32 {
        self.arg(name).and_then(|v| v.parse().ok()).unwrap_or(0)
    }
}

impl PartialEq for kinds::Kind {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for kinds::Kind {}

impl std::fmt::Debug for kinds::Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// `kind(arg=value, …); kind; …`, or `-` / empty for none. Every kind and argument is checked
/// against [`kinds::KINDS`].
pub fn parse(s: &'static str) -> Result<Vec<Effect>, String> {
    if s.is_empty() || s == "-" {
        return Ok(Vec::new());
    }
    s.split(';').map(|one| parse_one(one.trim())).collect()
}

fn parse_one(s: &'static str) -> Result<Effect, String> {
    let (name, rest) = match s.split_once('(') {
        Some((name, rest)) => (
            name.trim(),
            rest.strip_suffix(')')
                .ok_or_else(|| format!("effect `{s}` lacks its closing `)`"))?,
        ),
        None => (s, ""),
    };
    let kind = kinds::find(name).ok_or_else(|| format!("unknown effect kind `{name}`"))?;
    let mut args = Vec::new();
    for part in rest.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("effect `{name}`: `{part}` is not arg=value"))?;
        let (k, v) = (k.trim(), v.trim());
        let Some(&k) = kind.args.iter().find(|a| **a == k) else {
            return Err(format!("effect `{name}` takes no `{k}` (it takes {:?})", kind.args));
        };
        if v.is_empty() {
            return Err(format!("effect `{name}`: `{k}` has no value"));
        }
        args.push((k, v));
    }
    Ok(Effect { kind, args })
}
