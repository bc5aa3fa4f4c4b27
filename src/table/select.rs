//! Composed prompts (k-of-n, a number, points to share) as one select menu: the entries a front
//! end shows, and the values it sends back turned into a [`Selection`]. The encoding lives here,
//! beside its decoder, so Discord only draws what [`SelectView`] says.

use serde::{Deserialize, Serialize};

use crate::engine::{Ask, Batch, Prompt, Selection, Text};
use crate::i18n::Lang;

use super::OptionView;
use super::outbox::render;

/// The most entries one select menu holds (Discord's limit).
pub const MAX_ENTRIES: usize = 25;

/// One entry of a composed prompt's menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryView {
    /// What the front end sends back when this entry is chosen.
    pub value: String,
    pub label: String,
    /// What the entry does (the option's [`crate::engine::Choice::detail`]), at most
    /// [`MAX_DESCRIPTION`] characters: a select menu shows it under the label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// The most characters of an entry's description (Discord's limit for a select option).
pub const MAX_DESCRIPTION: usize = 100;

/// `text` cut to at most `max` characters, an ellipsis marking the cut.
fn shortened(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.truncate(cut.trim_end().len());
    cut.push('…');
    cut
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
    let description = |i: usize| {
        prompt.options[i]
            .detail
            .as_ref()
            .map(|d| shortened(render(lang, d, names), MAX_DESCRIPTION))
    };
    let (min, max, entries) = match &prompt.ask {
        Ask::One => return None,
        Ask::Several { min, max, .. } => {
            let entries: Vec<EntryView> = (0..prompt.options.len())
                .map(|i| EntryView {
                    value: i.to_string(),
                    label: label(i),
                    description: description(i),
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
                    description: None,
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
                        description: None,
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
        Ask::One if prompt.batch.is_some() && values.iter().all(|v| v.contains('.')) => {
            // Points of a grouped menu: `<index>.<point>`; the point only keeps the values apart.
            let mut counts: Vec<(usize, u32)> = Vec::new();
            for v in values {
                let (i, k) = v.split_once('.')?;
                let i = index(i).filter(|&i| prompt.options[i].group.is_some())?;
                let _point: u32 = k.parse().ok().filter(|&k| k >= 1)?;
                match counts.iter_mut().find(|(j, _)| *j == i) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((i, 1)),
                }
            }
            match counts.as_slice() {
                [] => None,
                [(i, 1)] => Some(Selection::One(*i)),
                _ => Some(Selection::Batch(counts)),
            }
        }
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

/// One select menu of a batch prompt: one group's options (or several small groups'), one
/// entry per point an option may take in one press.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupMenu {
    /// The group names it holds ("Europe", "Central America · South America").
    pub title: String,
    pub entries: Vec<EntryView>,
    /// The most entries one press may choose.
    pub max: usize,
}

/// The grouped options of a batch prompt as at most `menus` menus of at most [`MAX_ENTRIES`]
/// entries: groups in the order they first appear, small neighbours merged when there are too
/// many, an option offered for further points (`Italy (point 2)`) only while its menu has room.
/// Without a batch each menu chooses one option and its values are the plain indices. `None`
/// when no option has a group or the groups cannot fit (the front end lays the options out
/// another way).
pub fn group_menus(options: &[OptionView], batch: Option<Batch>, menus: usize, lang: Lang) -> Option<Vec<GroupMenu>> {
    let mut groups: Vec<(String, Vec<&OptionView>)> = Vec::new();
    for o in options {
        let Some(group) = &o.group else { continue };
        match groups.iter_mut().find(|(g, _)| g == group) {
            Some((_, members)) => members.push(o),
            None => groups.push((group.clone(), vec![o])),
        }
    }
    if groups.is_empty() || menus == 0 {
        return None;
    }
    // A group too big for one menu is split into parts named 1/2, 2/2.
    let mut parts: Vec<(String, Vec<&OptionView>)> = Vec::new();
    for (name, members) in groups {
        let count = members.len().div_ceil(MAX_ENTRIES);
        for (k, chunk) in members.chunks(MAX_ENTRIES).enumerate() {
            let title = if count == 1 {
                name.clone()
            } else {
                format!("{name} {}/{count}", k + 1)
            };
            parts.push((title, chunk.to_vec()));
        }
    }
    // Too many menus: merge the neighbouring pair with the fewest options while it fits one menu.
    while parts.len() > menus {
        let best = (0..parts.len() - 1)
            .filter(|&k| parts[k].1.len() + parts[k + 1].1.len() <= MAX_ENTRIES)
            .min_by_key(|&k| parts[k].1.len() + parts[k + 1].1.len())?;
        let (title, members) = parts.remove(best + 1);
        parts[best].0 = format!("{} · {title}", parts[best].0);
        parts[best].1.extend(members);
    }
    let (most, repeat) = batch.map_or((1, 1), |b| (b.max.max(1) as usize, b.repeat as usize));
    Some(
        parts
            .into_iter()
            .map(|(title, members)| {
                let mut repeat = repeat.min(most).max(1);
                while repeat > 1 && members.len() * repeat > MAX_ENTRIES {
                    repeat -= 1;
                }
                let mut entries = Vec::new();
                for o in &members {
                    for point in 1..=repeat.min(o.cap.map_or(usize::MAX, |c| c as usize)) {
                        let label = if point == 1 {
                            o.label.clone()
                        } else {
                            crate::i18n::tr(
                                lang,
                                &Text::new("table-point-entry")
                                    .str("item", o.label.clone())
                                    .num("point", point as i64),
                            )
                        };
                        let value = if batch.is_some() {
                            format!("{}.{point}", o.index)
                        } else {
                            o.index.to_string()
                        };
                        entries.push(EntryView {
                            value,
                            label,
                            description: o.detail.as_ref().map(|d| shortened(d.clone(), MAX_DESCRIPTION)),
                        });
                    }
                }
                GroupMenu {
                    title,
                    max: most.min(entries.len()),
                    entries,
                }
            })
            .collect(),
    )
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
    fn an_entry_carries_its_options_detail_cut_to_the_menu_limit() {
        let long = "word ".repeat(40);
        let p = Prompt::composed(
            0,
            Text::new("raw"),
            "keep",
            Ask::Several {
                min: 0,
                max: 2,
                budget: None,
            },
            vec![
                item("a").with_detail(Text::new("raw").str("value", "What a does.")),
                item("b").with_detail(Text::new("raw").str("value", long)),
                item("c"),
            ],
        );
        let view = select_view(&p, Lang::En, &[]).expect("fits");
        let described: Vec<Option<&str>> = view.entries.iter().map(|e| e.description.as_deref()).collect();
        assert_eq!(described[0], Some("What a does."));
        let cut = described[1].expect("a description");
        assert_eq!(cut.chars().count(), MAX_DESCRIPTION);
        assert!(cut.ends_with("word…"), "{cut}");
        assert_eq!(described[2], None);
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
