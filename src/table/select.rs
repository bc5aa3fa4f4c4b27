//! Composed prompts (k-of-n, a number, points to share) as one select menu: the entries a front
//! end shows, and the values it sends back turned into a [`Selection`]. The encoding lives here,
//! beside its decoder, so Discord only draws what [`SelectView`] says.

use serde::{Deserialize, Serialize};

use crate::engine::{Ask, Prompt, Selection, Text};
use crate::i18n::Lang;

use super::outbox::render;

/// The most entries one select menu holds (Discord's limit).
pub const MAX_ENTRIES: usize = 25;

/// One entry of a composed prompt's menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryView {
    /// What the front end sends back when this entry is chosen.
    pub value: String,
    pub label: String,
}

/// A composed prompt as one menu: choose from `min` to `max` entries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectView {
    pub min: usize,
    pub max: usize,
    pub entries: Vec<EntryView>,
}

/// The menu for a composed prompt, or `None` for a one-choice prompt or when the entries do not
/// fit one menu (the player types the line with `/play` instead; the limits line says how).
pub fn select_view(prompt: &Prompt, lang: Lang, names: &[String]) -> Option<SelectView> {
    let label = |i: usize| render(lang, &prompt.options[i].label, names);
    let (min, max, entries) = match &prompt.ask {
        Ask::One => return None,
        Ask::Several { min, max, .. } => {
            let entries: Vec<EntryView> = (0..prompt.options.len())
                .map(|i| EntryView {
                    value: i.to_string(),
                    label: label(i),
                })
                .collect();
            (*min as usize, (*max as usize).min(entries.len()), entries)
        }
        Ask::Number { min, max } => {
            if max < min || (max - min) as usize >= MAX_ENTRIES {
                return None;
            }
            let entries = (*min..=*max)
                .map(|n| EntryView {
                    value: n.to_string(),
                    label: n.to_string(),
                })
                .collect();
            (1, 1, entries)
        }
        Ask::Distribute { min, max } => {
            // One entry per point an item may take: choosing k of an item's entries gives it k.
            let mut entries = Vec::new();
            for (i, option) in prompt.options.iter().enumerate() {
                let cap = option.cap.unwrap_or(*max).min(*max);
                for k in 1..=cap {
                    if entries.len() == MAX_ENTRIES + 1 {
                        return None;
                    }
                    let label = render(
                        lang,
                        &Text::new("table-point-entry")
                            .str("item", label(i))
                            .num("point", i64::from(k)),
                        names,
                    );
                    entries.push(EntryView {
                        value: format!("{i}:{k}"),
                        label,
                    });
                }
            }
            (*min as usize, (*max as usize).min(entries.len()), entries)
        }
    };
    (!entries.is_empty() && entries.len() <= MAX_ENTRIES && min <= max).then_some(SelectView { min, max, entries })
}

/// The selection the values of a menu press stand for. `None` when a value is not one this
/// prompt's menu offers (a forged or garbled press).
pub fn selection_from_values(prompt: &Prompt, values: &[String]) -> Option<Selection> {
    let index = |v: &str| -> Option<usize> {
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) || v.len() > 6 {
            return None;
        }
        v.parse().ok().filter(|&i| i < prompt.options.len())
    };
    match &prompt.ask {
        Ask::One => match values {
            [v] => index(v).map(Selection::One),
            _ => None,
        },
        Ask::Several { .. } => values
            .iter()
            .map(|v| index(v))
            .collect::<Option<Vec<usize>>>()
            .map(Selection::Several),
        Ask::Number { min, max } => match values {
            [v] => v
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(&n))
                .map(Selection::Number),
            _ => None,
        },
        Ask::Distribute { .. } => {
            let mut points: Vec<(usize, u32)> = Vec::new();
            for v in values {
                let (i, k) = v.split_once(':')?;
                let i = index(i)?;
                let _point: u32 = k.parse().ok().filter(|&k| k >= 1)?;
                match points.iter_mut().find(|(j, _)| *j == i) {
                    Some((_, n)) => *n += 1,
                    None => points.push((i, 1)),
                }
            }
            Some(Selection::Points(points))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Choice;

    fn item(n: &str) -> Choice {
        Choice::new(n, Text::new("raw").str("value", n.to_string()))
    }

    #[test]
    fn several_menu_and_its_values() {
        let p = Prompt::composed(
            0,
            Text::new("raw"),
            "keep",
            Ask::Several {
                min: 2,
                max: 2,
                budget: None,
            },
            vec![item("a"), item("b"), item("c")],
        );
        let view = select_view(&p, Lang::En, &[]).expect("fits");
        assert_eq!((view.min, view.max, view.entries.len()), (2, 2, 3));
        let sel = selection_from_values(&p, &["2".into(), "0".into()]).unwrap();
        assert_eq!(p.answer(&sel).unwrap(), "keep a c");
        assert_eq!(selection_from_values(&p, &["3".into()]), None);
        assert_eq!(selection_from_values(&p, &["-1".into()]), None);
    }

    #[test]
    fn number_menu_lists_the_values() {
        let p = Prompt::composed(0, Text::new("raw"), "units", Ask::Number { min: 0, max: 4 }, vec![]);
        let view = select_view(&p, Lang::En, &[]).expect("fits");
        assert_eq!(
            view.entries.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(),
            ["0", "1", "2", "3", "4"]
        );
        assert_eq!(selection_from_values(&p, &["3".into()]), Some(Selection::Number(3)));
        assert_eq!(selection_from_values(&p, &["5".into()]), None);
        let wide = Prompt::composed(0, Text::new("raw"), "units", Ask::Number { min: 0, max: 40 }, vec![]);
        assert_eq!(select_view(&wide, Lang::En, &[]), None);
    }

    #[test]
    fn distribute_menu_has_one_entry_per_point() {
        let p = Prompt::composed(
            0,
            Text::new("raw"),
            "influence",
            Ask::Distribute { min: 3, max: 3 },
            vec![item("italy").capped(2), item("iran")],
        );
        let view = select_view(&p, Lang::En, &[]).expect("fits");
        assert_eq!(view.entries.len(), 5, "italy ×2, iran ×3");
        assert_eq!((view.min, view.max), (3, 3));
        let sel = selection_from_values(&p, &["0:1".into(), "0:2".into(), "1:1".into()]).unwrap();
        assert_eq!(p.answer(&sel).unwrap(), "influence italy:2 iran:1");
        assert_eq!(selection_from_values(&p, &["0".into()]), None);
        assert_eq!(selection_from_values(&p, &["9:1".into()]), None);
    }
}
