//! Every formula a data row may use in its `effect` column: its name, the hook point it
//! registers at, the arguments it takes, and whether the engine runs it yet. The core calls the
//! hooks (`state/statics.rs`, `state/triggers.rs`); it never names a card.

use super::effects::Hook;

/// One kind of formula.
pub struct Kind {
    pub name: &'static str,
    pub hook: Hook,
    pub args: &'static [&'static str],
    /// The engine runs it. A kind not wired yet is parsed and shown on `/card`, and does nothing.
    pub wired: bool,
}

const fn kind(name: &'static str, hook: Hook, args: &'static [&'static str], wired: bool) -> Kind {
    Kind {
        name,
        hook,
        args,
        wired,
    }
}

/// The formulas. `to` names whom a static modifier reaches: `self`, `attached` (the character an
/// attachment is on), `own` (the controller's characters), `all`, `name` (characters named
/// `name`), `opponent` (the other player, for plots).
pub const KINDS: &[Kind] = &[
    // ± STR while a condition holds (`while`), filtered by `house`, `trait`, `lacks` (an icon),
    // `name`; `per` multiplies by a count (gold in the pool, attachments on it, Direwolves in play).
    kind(
        "str",
        Hook::Strength,
        &["n", "to", "house", "trait", "lacks", "name", "while", "per"],
        true,
    ),
    kind("icon", Hook::Icons, &["add", "to", "name"], true),
    kind("keyword", Hook::Keywords, &["add", "to", "name", "while"], true),
    // Plot income changes: `n` per `per`, or the `to` player's plot income `set` to a number.
    kind("income", Hook::Income, &["n", "per", "to", "set"], true),
    kind("no-gold-bonus", Hook::Income, &[], true),
    kind("cost", Hook::Cost, &["n", "to", "while"], true),
    kind("no-cost-reduction", Hook::Cost, &[], true),
    kind("first-discount", Hook::Cost, &["n", "house", "type"], true),
    // Marshalling action: pay `cost` (kneel-self, discard-self) to lower the next matching card.
    kind("discount", Hook::Action, &["n", "cost", "house", "type", "icon"], true),
    // Immunity of the card itself, or of its controller's characters named `name` (Jon Snow and
    // Ghost), or (on a plot) of its controller's characters with `trait`.
    kind("immune", Hook::Targeting, &["to", "while", "trait", "name"], true),
    // A trait granted to the attached character (Lordship: a Lord).
    kind("trait", Hook::Keywords, &["add", "to"], true),
    // The attached character loses its text box (Milk of the Poppy).
    kind("blank", Hook::Keywords, &["to"], true),
    kind("cannot-attack", Hook::Declare, &[], true),
    kind("cannot-defend", Hook::Declare, &["unique"], true),
    kind("stealth-proof", Hook::Declare, &[], true),
    kind("no-kneel", Hook::Declare, &["when"], true),
    kind("no-stand", Hook::Standing, &["to", "str-max", "if"], true),
    kind("cannot-kill", Hook::WouldDie, &["trait"], true),
    kind("challenge-tax", Hook::Initiate, &["kind", "gold"], true),
    kind("event-tax", Hook::PlayEvent, &["gold"], true),
    kind("skip-taxation", Hook::Taxation, &[], true),
    kind("killed-to-discard", Hook::Dies, &[], true),
    // Response (no choice to make): after its controller plays it, it gains `n` power.
    kind("enters-power", Hook::EntersPlay, &["n"], true),
    kind("dominance-power", Hook::DominanceStart, &["n", "if"], true),
    kind("plot-draw", Hook::PlotRevealed, &["n"], true),
    // Save response: pay `cost` to stop the attached (or a `trait`) character from dying.
    kind("save", Hook::WouldDie, &["cost", "target", "trait"], true),
    kind("when-revealed", Hook::WhenRevealed, &["do", "type", "n", "trait"], true),
    kind("kneel-target", Hook::Action, &["phase", "gold", "icon"], true),
    kind("stand-target", Hook::Action, &["phase", "trait"], true),
    // A card whose behaviour is a small named unit of its own (one file per card group); it
    // runs when a card file registers an ability under its name (`cards::implements`).
    kind("unit", Hook::Unit, &["name"], true),
];

pub fn find(name: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.name == name)
}

/// A set of kinds: one bit per entry of [`KINDS`], in its order.
pub type Kinds = u32;

const _: () = assert!(KINDS.len() <= Kinds::BITS as usize, "one bit per kind");

/// The bit of the kind named `name` (0 for a name that is none of them).
pub const fn bit(name: &str) -> Kinds {
    let name = name.as_bytes();
    let mut i = 0;
    while i < KINDS.len() {
        let k = KINDS[i].name.as_bytes();
        if k.len() == name.len() {
            let mut j = 0;
            while j < k.len() && k[j] == name[j] {
                j += 1;
            }
            if j == k.len() {
                return 1 << i;
            }
        }
        i += 1;
    }
    0
}

/// The kinds a row's formulas use (looked up once, at data load: the statics ask it often).
pub fn mask(effects: &[super::effects::Effect]) -> Kinds {
    effects.iter().fold(0, |m, e| m | bit(e.name()))
}
