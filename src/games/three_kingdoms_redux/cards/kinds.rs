//! The formula kinds a card's data row names (`data.rs`, `ABILITY_KINDS`), read in one place: the
//! gains of the benefits (`after-action`, `round-end`, `on-recruit`) and every legal way to take
//! one ([`offers`]), the conditions and counts (`if=…`, `per=…`) that construction prerequisites,
//! round-end benefits and `end-game` VP share, and every other kind the rules ask about (`bid-bonus`,
//! `battle-bonus`, `tie-win`, `build-discount`, `upkeep`, `no-decay`, `on-recruit(on-card=1)`).
//! The rules call these and never name a card; `stat-from` alone is read in `state.rs`
//! (`ThreeKingdoms::stat`, which everything below the cards uses).

use super::super::data::{AbilitySpec, Kingdom, UnitType, data};
use super::super::state::{
    Criterion, GeneralIx, Owed, Realm, Source, Space, ThreeKingdoms, generals_of, kingdom_abilities, occupying_units,
};

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

pub const HORSE: Item = Item::Weapon(UnitType::Cavalry);

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

pub fn spec(o: &Owed) -> Option<&'static AbilitySpec> {
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
pub fn receive(r: &mut Realm, item: Item, n: u16) -> u16 {
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

pub fn pay(r: &mut Realm, item: Item, n: u16) {
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
pub fn gives(g: &ThreeKingdoms, k: Kingdom, offer: &Offer) -> bool {
    let r = g.realm(k);
    !offer.give.is_empty()
        || offer.get.iter().any(|&(item, n)| match item {
            Item::Train => n > 0 && r.untrained > 0,
            Item::Favor => n > 0 && r.favor < 12,
            _ => n > 0,
        })
}

/// What its owner types to take a benefit of `source` the way `pick` says (`gain …`, `swap …`).
pub fn benefit_line(source: Source, pick: &Pick) -> String {
    match pick {
        Pick::Take => format!("gain {}", source.id()),
        Pick::Items(items) => {
            let words: Vec<&str> = items.iter().map(|i| i.key()).collect();
            format!("gain {} {}", source.id(), words.join(","))
        }
        Pick::Swap { give, get } => format!("swap {} {} for {}", source.id(), give.key(), get.key()),
    }
}

/// Border locations `k` occupies (one general each).
fn borders_held(r: &Realm) -> i32 {
    r.occupying.len() as i32
}

/// Whether a card condition holds for `k`: `farm-level>=N`, `market-level>=N`, `favor>=N`,
/// `support>=N`, `office>=N`, `borders>=N` (locations occupied), `units>=N` (units occupying),
/// `generals>=N` (in play and occupying), `horses>=N` (horses in supply: Ma Chao's round-end
/// benefit, L1449-1451), `built=<enhancement id>` or `no-action=<action>` (the kingdom did not
/// perform that action this round: Barter Post, L1453-1458). Anything else is false.
pub fn condition_holds(g: &ThreeKingdoms, k: Kingdom, cond: &str) -> bool {
    let r = g.realm(k);
    let cond = cond.trim();
    if let Some(action) = cond.strip_prefix("no-action=") {
        return !g
            .performed
            .iter()
            .any(|(who, space)| *who == k && action_matches(action.trim(), *space));
    }
    if let Some(id) = cond.strip_prefix("built=") {
        return data()
            .enhancement(id.trim())
            .is_some_and(|(ix, _)| r.built.iter().any(|&b| usize::from(b) == ix));
    }
    let Some((name, n)) = cond.split_once(">=") else {
        return false;
    };
    let Ok(n) = n.trim().parse::<i32>() else {
        return false;
    };
    let have = match name.trim() {
        "farm-level" => i32::from(r.farm_level),
        "market-level" => i32::from(r.market_level),
        "favor" => i32::from(r.favor),
        "support" => i32::from(r.support),
        "office" => i32::from(r.office),
        "borders" => borders_held(r),
        "units" => occupying_units(r, None),
        "generals" => generals_of(g, k).len() as i32,
        "horses" => i32::from(r.weapons[UnitType::Cavalry as usize]),
        _ => return false,
    };
    have >= n
}

/// What a card counts `per`: `occupying-cavalry|infantry|archer|navy`, `occupying-units`,
/// `borders` (locations occupied), `farms-in-granary`, `markets-in-treasury`, `support`, `built`
/// (enhancements built). Anything else counts 0.
pub fn count_of(g: &ThreeKingdoms, k: Kingdom, per: &str) -> i32 {
    let r = g.realm(k);
    let per = per.trim();
    if let Some(unit) = per.strip_prefix("occupying-") {
        return match unit {
            "units" => occupying_units(r, None),
            other => UnitType::parse(other).map_or(0, |u| occupying_units(r, Some(u))),
        };
    }
    match per {
        "borders" => borders_held(r),
        "farms-in-granary" => i32::from(r.farms_in_granary),
        "markets-in-treasury" => i32::from(r.markets_in_treasury),
        "support" => i32::from(r.support),
        "built" => r.built.len() as i32,
        _ => 0,
    }
}

/// The VP of one `end-game` ability: `vp` if its `if` holds (or it has none), or `vp` for each
/// `per`, capped at `max` VP when given. Any other kind gives 0.
pub fn end_game_vp(g: &ThreeKingdoms, k: Kingdom, a: &AbilitySpec) -> i32 {
    if a.kind != "end-game" {
        return 0;
    }
    if a.arg("if").is_some_and(|cond| !condition_holds(g, k, cond)) {
        return 0;
    }
    let vp = a.num("vp");
    match a.arg("per") {
        Some(per) => {
            let v = vp * count_of(g, k, per);
            if a.arg("max").is_some() { v.min(a.num("max")) } else { v }
        }
        None => vp,
    }
}

/// `bid-bonus`: what `general`'s abilities would add to a bid on `space` (R-35a), before the bid
/// tokens that pay for it.
pub fn bid_bonus(g: &ThreeKingdoms, general: GeneralIx, space: Space) -> i32 {
    data().generals[usize::from(general)]
        .abilities
        .iter()
        .filter(|a| a.kind == "bid-bonus")
        .filter(|a| match a.arg("space") {
            Some("any") => true,
            Some("battle") => matches!(space, Space::Battle(_)),
            Some("adm") => g.criterion(space) == Criterion::Adm && !matches!(space, Space::Battle(_)),
            Some("cmb") => g.criterion(space) == Criterion::Cmb,
            Some(id) => id == space_ability_id(space),
            None => false,
        })
        .map(|a| a.num("amount"))
        .sum()
}

/// The action id an ability names a space by (`data.rs`: farm, market, …, battle, tribal).
pub fn space_ability_id(space: Space) -> &'static str {
    match space {
        Space::Battle(_) => "battle",
        Space::Tribal(_) => "tribal",
        other => other.key(),
    }
}

/// `battle-bonus`: what `general` counts more in battle bids.
pub fn battle_bonus(general: GeneralIx) -> i32 {
    data().generals[usize::from(general)]
        .abilities
        .iter()
        .filter(|a| a.kind == "battle-bonus")
        .map(|a| a.num("amount"))
        .sum()
}

/// `tie-win`: whether `general` wins every bidding tie on a space where he bids.
pub fn tie_win(general: GeneralIx) -> bool {
    data().generals[usize::from(general)]
        .abilities
        .iter()
        .any(|a| a.kind == "tie-win")
}

/// `build-discount`: what building costs `k` less, in `key` (`gold` or `rice`).
pub fn build_discount(g: &ThreeKingdoms, k: Kingdom, key: &str) -> u16 {
    kingdom_abilities(g, k)
        .into_iter()
        .filter(|a| a.kind == "build-discount")
        .map(|a| a.num(key).max(0) as u16)
        .sum()
}

/// `upkeep`: how much lower `k`'s upkeep is, in gold and in rice.
pub fn upkeep_cut(g: &ThreeKingdoms, k: Kingdom) -> (u16, u16) {
    let (mut gold, mut rice) = (0u16, 0u16);
    for a in kingdom_abilities(g, k).into_iter().filter(|a| a.kind == "upkeep") {
        gold += a.num("gold").max(0) as u16;
        rice += a.num("rice").max(0) as u16;
    }
    (gold, rice)
}

/// `no-decay`: whether `general` keeps his kingdom's favour in `round` (`no-decay` alone always,
/// `rounds=even` in even rounds, `rounds=odd` in odd ones).
pub fn keeps_favour(general: GeneralIx, round: u8) -> bool {
    let even = round.is_multiple_of(2);
    data().generals[usize::from(general)]
        .abilities
        .iter()
        .filter(|a| a.kind == "no-decay")
        .any(|a| match a.arg("rounds") {
            None => true,
            Some("even") => even,
            Some("odd") => !even,
            Some(_) => false,
        })
}

/// `on-recruit(on-card=1)`: the horses `general`'s recruitment puts on his card (their whole
/// supply).
pub fn card_horse_supply(general: GeneralIx) -> i32 {
    data().generals[usize::from(general)]
        .abilities
        .iter()
        .filter(|a| a.kind == "on-recruit" && a.num("on-card") == 1)
        .map(|a| a.num("horse"))
        .sum()
}
