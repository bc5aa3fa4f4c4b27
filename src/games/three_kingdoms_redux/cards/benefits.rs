//! Card abilities that fire at a moment of the game, one function per hook point (spec §6):
//! [`on_recruit`] when a general joins, [`after_action`] after a performed action and
//! [`round_end`] at the end of the round. Rules files call these hooks and never name a
//! card: a card names a kind in its data row and fills in its numbers (`data.rs`,
//! `ABILITY_KINDS`), and [`offers`] reads every argument of those kinds, in one place.
//!
//! A benefit with nothing to decide is taken at once. One with a choice (`choice=1`, weapons of
//! the owner's choice of type, an optional `swap`) is owed ([`ThreeKingdoms::owed`]) until its
//! owner's `gain` or `swap` line; the prompts offer every legal one ([`choices`]). Benefits of
//! several cards add up and their owner picks the order (compendium p.1, R-71): while a choice is
//! open the owner may take its other benefits first (`gain <card>`); what it leaves is taken for
//! it once no choice is left, each one when it applies, training last (our ruling: the order
//! that gives the most).

use super::super::data::{AbilitySpec, Kingdom, UnitType};
use super::super::prompts::notation::TkrAction;
use super::super::rules::scoring::{condition_holds, generals_of};
use super::super::state::{GeneralIx, OnCard, Owed, Phase, Realm, Source, Space, ThreeKingdoms};
use crate::engine::{GameRng, LogEntry, RuleError, Text};

/// Something a benefit gives or takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Item {
    Gold,
    Rice,
    Untrained,
    Trained,
    /// Untrained armies trained.
    Train,
    Support,
    Favor,
    Weapon(UnitType),
}

/// The weapons' words, in `UnitType` order (as in `set <kingdom> spear N`).
const WEAPON_WORDS: [&str; 4] = ["spear", "horse", "crossbow", "boat"];

/// The gain keys of the ability formulas, in the order a benefit lists them (`weapon`: of the
/// owner's choice of type).
const GAIN_KEYS: [&str; 12] = [
    "gold",
    "rice",
    "untrained",
    "trained",
    "train",
    "support",
    "favor",
    "spear",
    "horse",
    "crossbow",
    "boat",
    "weapon",
];

const HORSE: Item = Item::Weapon(UnitType::Cavalry);

impl Item {
    const FIXED: [Item; 7] = [
        Item::Gold,
        Item::Rice,
        Item::Untrained,
        Item::Trained,
        Item::Train,
        Item::Support,
        Item::Favor,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Item::Gold => "gold",
            Item::Rice => "rice",
            Item::Untrained => "untrained",
            Item::Trained => "trained",
            Item::Train => "train",
            Item::Support => "support",
            Item::Favor => "favor",
            Item::Weapon(u) => WEAPON_WORDS[u as usize],
        }
    }

    pub fn parse(word: &str) -> Option<Item> {
        if let Some(slot) = WEAPON_WORDS.iter().position(|w| *w == word) {
            return Some(Item::Weapon(UnitType::ALL[slot]));
        }
        Item::FIXED.into_iter().find(|i| i.key() == word)
    }

    /// The items a gain key stands for (`weapon`: each type).
    fn of_key(key: &str) -> Vec<Item> {
        if key == "weapon" {
            UnitType::ALL.map(Item::Weapon).to_vec()
        } else {
            Item::parse(key).into_iter().collect()
        }
    }
}

/// What an owner decides when taking a benefit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Nothing to choose: take it now (an owner orders its own benefits).
    Take,
    /// The gain picked (`choice=1`), or the type of each weapon of the owner's choice, sorted.
    Items(Vec<Item>),
    /// Give one side of a `swap` to get the other.
    Swap { give: Item, get: Item },
}

/// One legal way to take a benefit: what the owner says, gives and gets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub pick: Pick,
    pub give: Vec<(Item, u16)>,
    pub get: Vec<(Item, u16)>,
}

/// Whether an ability's `action` names `space`: its id, or `battle` / `tribal` for any of those.
pub fn action_matches(action: &str, space: Space) -> bool {
    match space {
        Space::Battle(_) => action == "battle" || action == space.key(),
        Space::Tribal(_) => action == "tribal" || action == space.key(),
        _ => action == space.key(),
    }
}

fn spec(o: &Owed) -> Option<&'static AbilitySpec> {
    o.source.abilities().get(usize::from(o.ability))
}

/// The horses a `from-card` ability may take from `source`'s card now: none in the round they
/// were put there (L1447-1449: from the round after his recruitment).
fn card_stock(g: &ThreeKingdoms, k: Kingdom, source: Source) -> u16 {
    let Source::General(c) = source else { return 0 };
    g.realm(k)
        .on_card(c)
        .filter(|s| s.round < g.round)
        .map_or(0, |s| s.horses)
}

/// The gains `a` lists for `k` now, by key, zeros left out: `per-border` counts the border
/// locations `k` occupies, capped at `max`; a `from-card` horse comes only from its card.
fn gains(g: &ThreeKingdoms, k: Kingdom, source: Source, a: &AbilitySpec) -> Vec<(&'static str, u16)> {
    let borders = g.realm(k).occupying.len() as i32;
    let mut out = Vec::new();
    for key in GAIN_KEYS {
        let mut n = a.num(key).max(0);
        if a.arg("per-border") == Some(key) {
            n *= borders;
            if a.arg("max").is_some() {
                n = n.min(a.num("max").max(0));
            }
        }
        if a.num("from-card") == 1 && key == "horse" {
            n = n.min(i32::from(card_stock(g, k, source)));
        }
        if n > 0 {
            out.push((key, n.min(i32::from(u16::MAX)) as u16));
        }
    }
    out
}

/// Every sorted choice of `n` weapon types (1 → 4, 2 → 10).
fn weapon_sets(n: u16) -> Vec<Vec<Item>> {
    let mut sets = vec![Vec::new()];
    for _ in 0..n {
        sets = sets
            .into_iter()
            .flat_map(|set: Vec<Item>| {
                let from = set.last().map_or(0, |&last| match last {
                    Item::Weapon(u) => u as usize,
                    _ => 0,
                });
                UnitType::ALL[from..].iter().map(move |&u| {
                    let mut next = set.clone();
                    next.push(Item::Weapon(u));
                    next
                })
            })
            .collect();
    }
    sets
}

fn tally(items: &[Item]) -> Vec<(Item, u16)> {
    let mut out: Vec<(Item, u16)> = Vec::new();
    for &item in items {
        match out.iter_mut().find(|(i, _)| *i == item) {
            Some((_, n)) => *n += 1,
            None => out.push((item, 1)),
        }
    }
    out
}

/// What the realm holds of `item` (for `Train`: the untrained armies it could train).
fn held(r: &Realm, item: Item) -> u16 {
    match item {
        Item::Gold => r.gold,
        Item::Rice => r.rice,
        Item::Untrained | Item::Train => r.untrained,
        Item::Trained => r.trained,
        Item::Support => r.support,
        Item::Favor => u16::from(r.favor),
        Item::Weapon(u) => r.weapons[u as usize],
    }
}

/// Adds `n` of `item`; returns how much came (favour stops at 12, training at the untrained).
fn receive(r: &mut Realm, item: Item, n: u16) -> u16 {
    match item {
        Item::Gold => r.gold += n,
        Item::Rice => r.rice += n,
        Item::Untrained => r.untrained += n,
        Item::Trained => r.trained += n,
        Item::Train => {
            let t = n.min(r.untrained);
            r.untrained -= t;
            r.trained += t;
            return t;
        }
        Item::Support => r.support += n,
        Item::Favor => {
            let before = r.favor;
            r.favor = (u16::from(before) + n).min(12) as u8;
            return u16::from(r.favor - before);
        }
        Item::Weapon(u) => r.weapons[u as usize] += n,
    }
    n
}

fn pay(r: &mut Realm, item: Item, n: u16) {
    match item {
        Item::Gold => r.gold = r.gold.saturating_sub(n),
        Item::Rice => r.rice = r.rice.saturating_sub(n),
        Item::Untrained | Item::Train => r.untrained = r.untrained.saturating_sub(n),
        Item::Trained => r.trained = r.trained.saturating_sub(n),
        Item::Support => r.support = r.support.saturating_sub(n),
        Item::Favor => r.favor = r.favor.saturating_sub(n.min(255) as u8).max(1),
        Item::Weapon(u) => r.weapons[u as usize] = r.weapons[u as usize].saturating_sub(n),
    }
}

/// Every legal way to take `o` now: none when its `if` fails or it gives nothing; one `Take`
/// when there is nothing to choose; else one per choice (`choice=1`: each listed gain; `weapon`:
/// each set of types; `swap=1`: each side given, of a type held, for the other).
pub fn offers(g: &ThreeKingdoms, o: &Owed) -> Vec<Offer> {
    let Some(a) = spec(o) else { return Vec::new() };
    if a.arg("if").is_some_and(|cond| !condition_holds(g, o.kingdom, cond)) {
        return Vec::new();
    }
    let gains = gains(g, o.kingdom, o.source, a);
    let r = g.realm(o.kingdom);
    if a.num("swap") == 1 {
        let mut out = Vec::new();
        for &(give_key, give_n) in &gains {
            for &(get_key, get_n) in gains.iter().filter(|(key, _)| *key != give_key) {
                for give in Item::of_key(give_key).into_iter().filter(|&i| held(r, i) >= give_n) {
                    for get in Item::of_key(get_key) {
                        out.push(Offer {
                            pick: Pick::Swap { give, get },
                            give: vec![(give, give_n)],
                            get: vec![(get, get_n)],
                        });
                    }
                }
            }
        }
        return out;
    }
    let choices = |key: &str, n: u16| -> Vec<Vec<Item>> {
        if key == "weapon" {
            weapon_sets(n)
        } else {
            Item::parse(key).map(|i| vec![i]).into_iter().collect()
        }
    };
    if a.num("choice") == 1 {
        return gains
            .iter()
            .flat_map(|&(key, n)| {
                choices(key, n).into_iter().map(move |items| Offer {
                    get: if key == "weapon" {
                        tally(&items)
                    } else {
                        vec![(items[0], n)]
                    },
                    pick: Pick::Items(items),
                    give: Vec::new(),
                })
            })
            .collect();
    }
    let fixed: Vec<(Item, u16)> = gains
        .iter()
        .filter(|(key, _)| *key != "weapon")
        .filter_map(|&(key, n)| Item::parse(key).map(|i| (i, n)))
        .collect();
    match gains.iter().find(|(key, _)| *key == "weapon") {
        None if fixed.is_empty() => Vec::new(),
        None => vec![Offer {
            pick: Pick::Take,
            give: Vec::new(),
            get: fixed,
        }],
        Some(&(_, n)) => weapon_sets(n)
            .into_iter()
            .map(|types| {
                let mut get = fixed.clone();
                get.extend(tally(&types));
                Offer {
                    pick: Pick::Items(types),
                    give: Vec::new(),
                    get,
                }
            })
            .collect(),
    }
}

/// Whether taking `offer` now changes anything for `k`.
fn gives(g: &ThreeKingdoms, k: Kingdom, offer: &Offer) -> bool {
    let r = g.realm(k);
    !offer.give.is_empty()
        || offer.get.iter().any(|&(item, n)| match item {
            Item::Train => n > 0 && r.untrained > 0,
            Item::Favor => n > 0 && r.favor < 12,
            _ => n > 0,
        })
}

/// Whether `o` asks its owner something now: a choice among its offers, or a swap it can make.
fn asks(g: &ThreeKingdoms, o: &Owed) -> bool {
    offers(g, o).iter().any(|x| x.pick != Pick::Take)
}

/// A swap: its owner may leave it (L1453-1458: "can").
fn optional(o: &Owed) -> bool {
    spec(o).is_some_and(|a| a.num("swap") == 1)
}

fn trains(o: &Owed) -> bool {
    spec(o).is_some_and(|a| a.num("train") > 0)
}

/// The first benefit of `k` whose choice must be made before it finishes (one that asks now and
/// is not a swap).
fn undecided(g: &ThreeKingdoms, k: Kingdom) -> Option<Owed> {
    g.owed
        .iter()
        .find(|o| o.kingdom == k && !optional(o) && asks(g, o))
        .copied()
}

/// Whether `k` has a benefit that asks it something now (the prompts ask it before anything).
pub fn asking(g: &ThreeKingdoms, k: Kingdom) -> Option<Owed> {
    g.owed.iter().find(|o| o.kingdom == k && asks(g, o)).copied()
}

/// Takes `k`'s owed benefits that ask nothing, each as soon as it gives something, training
/// last; what never applies stays owed for the caller to drop.
fn take_the_rest(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) {
    loop {
        let next = [false, true].into_iter().find_map(|train| {
            g.owed.iter().position(|o| {
                o.kingdom == k
                    && trains(o) == train
                    && !asks(g, o)
                    && offers(g, o).first().is_some_and(|x| gives(g, k, x))
            })
        });
        let Some(ix) = next else { break };
        let o = g.owed.remove(ix);
        if let Some(offer) = offers(g, &o).into_iter().next() {
            take(g, o, &offer, log);
        }
    }
}

/// After a benefit of `k` is earned or taken: when none of `k`'s asks anything now, nor would
/// once its other benefits are taken, the rest is taken for it and nothing of `k` stays owed.
fn settle(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) {
    if !g.owed.iter().any(|o| o.kingdom == k) || asking(g, k).is_some() {
        return;
    }
    let mut later = g.clone();
    take_the_rest(&mut later, k, &mut Vec::new());
    if asking(&later, k).is_some() {
        return;
    }
    take_the_rest(g, k, log);
    g.owed.retain(|o| o.kingdom != k);
}

fn goods(list: &[(Item, u16)]) -> Vec<Text> {
    list.iter()
        .map(|&(item, n)| Text::new("tkr-goods").str("what", item.key()).num("n", i64::from(n)))
        .collect()
}

/// Gives and gets what `offer` says for `o`, and logs it.
fn take(g: &mut ThreeKingdoms, o: Owed, offer: &Offer, log: &mut Vec<LogEntry>) {
    let from_card = spec(&o).is_some_and(|a| a.num("from-card") == 1);
    let r = g.realm_mut(o.kingdom);
    for &(item, n) in &offer.give {
        pay(r, item, n);
    }
    let got: Vec<(Item, u16)> = offer
        .get
        .iter()
        .map(|&(item, n)| (item, receive(r, item, n)))
        .filter(|(_, n)| *n > 0)
        .collect();
    if from_card && let Source::General(c) = o.source {
        let horses: u16 = got.iter().filter(|(i, _)| *i == HORSE).map(|(_, n)| n).sum();
        for stock in r.card_horses.iter_mut().filter(|s| s.general == c) {
            stock.horses = stock.horses.saturating_sub(horses);
        }
    }
    let line = if offer.give.is_empty() {
        if got.is_empty() {
            return;
        }
        Text::new("tkr-log-gain").list("goods", goods(&got))
    } else {
        Text::new("tkr-log-swap")
            .list("give", goods(&offer.give))
            .list("get", goods(&got))
    };
    log.push(LogEntry::public(
        line.str("kingdom", o.kingdom.key()).text("card", o.source.name()),
    ));
}

/// The cards of `k` whose abilities count: its generals (in play or occupying), then its built
/// state enhancements.
fn holdings(g: &ThreeKingdoms, k: Kingdom) -> Vec<Source> {
    generals_of(g, k)
        .into_iter()
        .map(Source::General)
        .chain(g.realm(k).built.iter().map(|&e| Source::Enhancement(e)))
        .collect()
}

fn owe(g: &mut ThreeKingdoms, k: Kingdom, source: Source, kind: &str, space: Option<Space>) {
    for (ix, a) in source.abilities().iter().enumerate() {
        let fires =
            a.kind == kind && space.is_none_or(|s| a.arg("action").is_some_and(|action| action_matches(action, s)));
        if fires {
            g.owed.push(Owed {
                kingdom: k,
                source,
                ability: ix as u8,
            });
        }
    }
}

/// When `general` joins `k` (a draft's reveal, R-13, R-18): his `on-recruit` gains, which ask
/// nothing. With `on-card=1` his horses go on his card, not to the supply (Ma Chao, L1445-1452;
/// our ruling: when he is recruited rather than at that round's end, which nobody can tell apart:
/// they are taken only from the next round's end on).
pub fn on_recruit(g: &mut ThreeKingdoms, k: Kingdom, general: GeneralIx, log: &mut Vec<LogEntry>) {
    let source = Source::General(general);
    for (ix, a) in source.abilities().iter().enumerate() {
        if a.kind != "on-recruit" {
            continue;
        }
        let o = Owed {
            kingdom: k,
            source,
            ability: ix as u8,
        };
        let Some(mut offer) = offers(g, &o).into_iter().next() else {
            continue;
        };
        if a.num("on-card") == 1 {
            let horses: u16 = offer.get.iter().filter(|(i, _)| *i == HORSE).map(|(_, n)| n).sum();
            offer.get.retain(|(i, _)| *i != HORSE);
            let round = g.round;
            let r = g.realm_mut(k);
            r.card_horses.retain(|s| s.general != general);
            r.card_horses.push(OnCard { general, horses, round });
            log.push(LogEntry::public(
                Text::new("tkr-log-card-horses")
                    .text("general", source.name())
                    .num("n", i64::from(horses)),
            ));
        }
        take(g, o, &offer, log);
    }
}

/// After `k` performed `space`: the `after-action` abilities naming that action, of each
/// general of `k` that was on the space and of each state enhancement `k` has built. Nothing
/// fires for the favour-12 exchange made without a general there (R-68, L1407-1409: no action
/// is performed).
pub fn after_action(g: &mut ThreeKingdoms, k: Kingdom, space: Space, log: &mut Vec<LogEntry>) {
    let mut sources: Vec<Source> = g
        .placements
        .iter()
        .filter(|p| p.kingdom == k && p.space == space)
        .map(|p| Source::General(p.general))
        .collect();
    if sources.is_empty() {
        return;
    }
    sources.dedup();
    sources.extend(g.realm(k).built.iter().map(|&e| Source::Enhancement(e)));
    for source in sources {
        owe(g, k, source, "after-action", Some(space));
    }
    settle(g, k, log);
}

/// R-71 (L1429-1466): the `round-end` abilities of every kingdom's generals (in play or
/// occupying) and built state enhancements. What asks nothing is taken at once, each when it
/// applies; a kingdom with a choice to make, or a swap it can use, owes a decision and takes its
/// benefits in the order it likes. Returns whether any decision is owed.
pub fn round_end(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) -> bool {
    for k in Kingdom::ALL {
        for source in holdings(g, k) {
            owe(g, k, source, "round-end", None);
        }
        settle(g, k, log);
    }
    !g.owed.is_empty()
}

/// Refuses an action of `k` while one of its benefits asks a choice (R-44: an action's card
/// benefits come before the next action); drops what is left of the others.
pub fn before_acting(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if let Some(o) = asking(g, k) {
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-first").text("card", o.source.name()),
        ));
    }
    settle(g, k, log);
    Ok(())
}

/// When the benefits being chosen come: at the end of the round, or right after an action.
fn when(g: &ThreeKingdoms) -> &'static str {
    if g.phase == Phase::RoundEnd {
        "round-end"
    } else {
        "action"
    }
}

/// `k` takes its owed benefit of `source` the way `pick` says; at the end of the round the
/// round goes on once nobody owes anything (R-71 → R-72).
pub fn choose(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    source: Source,
    pick: &Pick,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let Some(ix) = g.owed.iter().position(|o| o.kingdom == k && o.source == source) else {
        return Err(RuleError::new(
            Text::new("tkr-err-no-benefit").text("card", source.name()),
        ));
    };
    let o = g.owed[ix];
    let legal: Vec<Offer> = offers(g, &o)
        .into_iter()
        .filter(|x| x.pick != Pick::Take || gives(g, k, x))
        .collect();
    let Some(offer) = legal.iter().find(|x| &x.pick == pick).cloned() else {
        let lines = legal
            .iter()
            .map(|x| Text::new("raw").str("value", TkrAction::Benefit(source, x.pick.clone()).to_string()))
            .collect();
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-choice")
                .text("card", source.name())
                .str("when", when(g))
                .list("choices", lines),
        ));
    };
    g.owed.remove(ix);
    take(g, o, &offer, log);
    settle(g, k, log);
    go_on(g, rng, log);
    Ok(())
}

/// `k` finishes its round-end benefits: swaps it has not made lapse, the rest is taken.
pub fn finish(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if !g.owed.iter().any(|o| o.kingdom == k) {
        return Err(RuleError::key("tkr-err-no-benefits-owed"));
    }
    if let Some(o) = undecided(g, k) {
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-undecided").text("card", o.source.name()),
        ));
    }
    g.owed.retain(|o| o.kingdom != k || !optional(o));
    take_the_rest(g, k, log);
    settle(g, k, log);
    go_on(g, rng, log);
    Ok(())
}

/// At the end of the round, once nothing is owed: the game ends or upkeep and renewal follow.
fn go_on(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if g.phase == Phase::RoundEnd && g.owed.is_empty() {
        super::super::rules::round::after_benefits(g, rng, log);
    }
}

/// Every benefit line `k` may play now with its label: each legal way to take each owed benefit
/// (one that asks nothing only when it gives something now), and at the end of the round `done`
/// once no choice must still be made.
pub fn choices(g: &ThreeKingdoms, k: Kingdom) -> Vec<(TkrAction, Text)> {
    let mut out = each_offer(g, k, |o, offer| {
        let label = if offer.give.is_empty() {
            Text::new("tkr-opt-gain").list("goods", goods(&offer.get))
        } else {
            Text::new("tkr-opt-swap")
                .list("give", goods(&offer.give))
                .list("get", goods(&offer.get))
        };
        label.text(
            "card",
            super::super::prompts::card_labels::with_short(o.source.name(), o.source),
        )
    });
    if may_finish(g, k) {
        out.push((TkrAction::Finish, Text::new("tkr-opt-benefits-done")));
    }
    out
}

/// The lines of [`choices`] without their labels (random and AI players).
pub fn choice_actions(g: &ThreeKingdoms, k: Kingdom) -> Vec<TkrAction> {
    let mut out: Vec<TkrAction> = each_offer(g, k, |_, _| ())
        .into_iter()
        .map(|(action, ())| action)
        .collect();
    if may_finish(g, k) {
        out.push(TkrAction::Finish);
    }
    out
}

/// Each legal way to take each owed benefit of `k`, with what `label` makes of it.
fn each_offer<L>(g: &ThreeKingdoms, k: Kingdom, label: impl Fn(&Owed, &Offer) -> L) -> Vec<(TkrAction, L)> {
    let mut out = Vec::new();
    for o in g.owed.iter().filter(|o| o.kingdom == k) {
        for offer in offers(g, o) {
            if offer.pick == Pick::Take && !gives(g, k, &offer) {
                continue;
            }
            let made = label(o, &offer);
            out.push((TkrAction::Benefit(o.source, offer.pick), made));
        }
    }
    out
}

/// At the end of the round, `done` once no choice must still be made.
fn may_finish(g: &ThreeKingdoms, k: Kingdom) -> bool {
    g.phase == Phase::RoundEnd && g.owed.iter().any(|o| o.kingdom == k) && undecided(g, k).is_none()
}
