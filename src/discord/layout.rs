//! How a private prompt becomes Discord components, as plain data first (tested against Discord's
//! limits) and then as serenity builders.
//!
//! Up to 25 options: buttons, five per row. Up to 125: select menus of 25 options each, one per
//! map region where the game names them. More than that: no components; the DM tells the player
//! to use `/play` with its suggestions. A prompt whose grouped options may be answered several at
//! once (influence, setup, realignment rolls) gets one multi-choice menu per region, with the
//! other options (back, reset, …) as buttons below.

use poise::serenity_prelude as serenity;

use super::ids::ComponentId;
use super::text::{one_line, truncate};
use crate::engine::Text;
use crate::i18n::{Lang, tr};
use crate::table::select::{GroupMenu, group_menus};
use crate::table::{OptionView, PromptView};

/// Discord: at most 5 action rows per message, 5 buttons per row, 25 options per select menu.
pub const MAX_ROWS: usize = 5;
pub const BUTTONS_PER_ROW: usize = 5;
pub const OPTIONS_PER_MENU: usize = 25;
pub const MAX_BUTTONS: usize = MAX_ROWS * BUTTONS_PER_ROW;
pub const MAX_MENU_OPTIONS: usize = MAX_ROWS * OPTIONS_PER_MENU;
/// Button labels are limited to 80 characters; we keep menu option labels to the same length.
pub const MAX_LABEL: usize = 80;
/// Select option descriptions and values are limited to 100 characters, placeholders to 150.
pub const MAX_DESCRIPTION: usize = 100;
pub const MAX_PLACEHOLDER: usize = 150;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonSpec {
    pub custom_id: String,
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOptionSpec {
    pub label: String,
    /// The option's index in the prompt (what the table's `press` takes).
    pub value: String,
    /// The notation, when it says more than the label.
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuSpec {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<MenuOptionSpec>,
    /// How many options one press must choose (1 and 1 for a one-choice prompt's menus).
    pub min_values: u8,
    pub max_values: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromptComponents {
    /// Nothing to click (a free-form-only prompt).
    None,
    /// Rows of at most five buttons.
    Buttons(Vec<Vec<ButtonSpec>>),
    Menus(Vec<MenuSpec>),
    /// Group menus choosing several points each, and buttons for the options outside the groups.
    Grouped {
        menus: Vec<MenuSpec>,
        buttons: Vec<Vec<ButtonSpec>>,
    },
    /// Too many options for components; `count` is how many there are.
    TooMany {
        count: usize,
    },
}

/// Lays out `prompt`'s options as components (menu placeholders in `lang`).
pub fn prompt_components(prompt: &PromptView, lang: Lang) -> PromptComponents {
    if prompt.limits.is_some() {
        return composed_menu(prompt, lang);
    }
    if let Some(grouped) = grouped_batch(prompt, lang) {
        return grouped;
    }
    let options = &prompt.options;
    match options.len() {
        0 => PromptComponents::None,
        n if n <= MAX_BUTTONS => PromptComponents::Buttons(button_rows(prompt, options.iter())),
        _ if options.iter().any(|o| o.group.is_none()) && options.iter().any(|o| o.group.is_some()) => {
            grouped_single(prompt, lang).unwrap_or_else(|| numbered_or_too_many(prompt, lang))
        }
        n if n <= MAX_MENU_OPTIONS && options.iter().all(|o| o.group.is_some()) => {
            match group_menus(&prompt.options, None, MAX_ROWS, lang) {
                Some(menus) => PromptComponents::Menus(one_choice_menus(prompt, menus)),
                None => numbered_menus(prompt, lang),
            }
        }
        _ => numbered_or_too_many(prompt, lang),
    }
}

fn button_rows<'a>(prompt: &PromptView, options: impl Iterator<Item = &'a OptionView>) -> Vec<Vec<ButtonSpec>> {
    let options: Vec<&OptionView> = options.collect();
    options
        .chunks(BUTTONS_PER_ROW)
        .map(|row| {
            row.iter()
                .map(|o| ButtonSpec {
                    custom_id: ComponentId::option(prompt.game_id, prompt.version, prompt.fingerprint, o.index)
                        .to_string(),
                    label: option_label(o),
                })
                .collect()
        })
        .collect()
}

/// A one-choice prompt whose grouped options do not fit as buttons beside its others (a bid's
/// placements and "back"): one menu per group, the other options as buttons below.
fn grouped_single(prompt: &PromptView, lang: Lang) -> Option<PromptComponents> {
    let singles: Vec<&OptionView> = prompt.options.iter().filter(|o| o.group.is_none()).collect();
    let rows_left = MAX_ROWS.checked_sub(singles.len().div_ceil(BUTTONS_PER_ROW))?;
    let menus = group_menus(&prompt.options, None, rows_left, lang)?;
    let grouped = prompt.options.iter().filter(|o| o.group.is_some()).count();
    if menus.iter().map(|m| m.entries.len()).sum::<usize>() != grouped {
        return None;
    }
    Some(PromptComponents::Grouped {
        menus: one_choice_menus(prompt, menus),
        buttons: button_rows(prompt, singles.into_iter()),
    })
}

/// Group menus of a one-choice prompt: each menu's value is the option's index.
fn one_choice_menus(prompt: &PromptView, menus: Vec<GroupMenu>) -> Vec<MenuSpec> {
    menus
        .into_iter()
        .enumerate()
        .map(|(k, menu)| {
            let id = ComponentId::menu(prompt.game_id, prompt.version, prompt.fingerprint, k);
            menu_spec(prompt, id, menu, 1)
        })
        .collect()
}

fn numbered_or_too_many(prompt: &PromptView, lang: Lang) -> PromptComponents {
    match prompt.options.len() {
        n if n <= MAX_MENU_OPTIONS => numbered_menus(prompt, lang),
        count => PromptComponents::TooMany { count },
    }
}

/// One menu per region (several points per press), the other options as buttons below; `None`
/// when the prompt takes one option per answer or its groups do not fit beside the buttons.
fn grouped_batch(prompt: &PromptView, lang: Lang) -> Option<PromptComponents> {
    prompt.batch?;
    let singles: Vec<&OptionView> = prompt.options.iter().filter(|o| o.group.is_none()).collect();
    let button_rows_needed = singles.len().div_ceil(BUTTONS_PER_ROW);
    let menus = group_menus(
        &prompt.options,
        prompt.batch,
        MAX_ROWS.checked_sub(button_rows_needed)?,
        lang,
    )?;
    // A single choice stays a button: a menu of one entry is one more tap for nothing.
    if menus.iter().map(|m| m.entries.len()).sum::<usize>() <= 1 {
        return None;
    }
    Some(PromptComponents::Grouped {
        menus: menus
            .into_iter()
            .enumerate()
            .map(|(k, menu)| {
                let id = ComponentId::group(prompt.game_id, prompt.version, prompt.fingerprint, k);
                let min = 1;
                menu_spec(prompt, id, menu, min)
            })
            .collect(),
        buttons: button_rows(prompt, singles.into_iter()),
    })
}

fn menu_spec(prompt: &PromptView, id: ComponentId, menu: GroupMenu, min: usize) -> MenuSpec {
    let _ = prompt;
    let placeholder = if menu.max > 1 {
        format!("{} (≤ {})", menu.title, menu.max)
    } else {
        menu.title.clone()
    };
    let clamp = |n: usize| n.clamp(1, OPTIONS_PER_MENU) as u8;
    MenuSpec {
        custom_id: id.to_string(),
        placeholder: truncate(&placeholder, MAX_PLACEHOLDER),
        min_values: clamp(min.min(menu.entries.len())),
        max_values: clamp(menu.max),
        options: menu
            .entries
            .into_iter()
            .map(|e| MenuOptionSpec {
                label: truncate(if e.label.trim().is_empty() { &e.value } else { &e.label }, MAX_LABEL),
                description: e.description.as_deref().map(|d| one_line(d, MAX_DESCRIPTION)),
                value: e.value,
            })
            .collect(),
    }
}

/// Menus of 25 options labelled by their numbers, for options the game does not group.
fn numbered_menus(prompt: &PromptView, lang: Lang) -> PromptComponents {
    let options = &prompt.options;
    {
        {
            PromptComponents::Menus(
                options
                    .chunks(OPTIONS_PER_MENU)
                    .enumerate()
                    .map(|(k, chunk)| {
                        let from = k * OPTIONS_PER_MENU + 1;
                        let to = from + chunk.len() - 1;
                        let placeholder = tr(
                            lang,
                            &Text::new("discord-menu-placeholder")
                                .num("from", from as i64)
                                .num("to", to as i64),
                        );
                        MenuSpec {
                            custom_id: ComponentId::menu(prompt.game_id, prompt.version, prompt.fingerprint, k)
                                .to_string(),
                            placeholder: truncate(&placeholder, MAX_PLACEHOLDER),
                            options: chunk.iter().map(menu_option).collect(),
                            min_values: 1,
                            max_values: 1,
                        }
                    })
                    .collect(),
            )
        }
    }
}

/// A composed prompt (k-of-n, a number, points to share) as one menu with its min/max values; a
/// prompt whose entries do not fit one menu gets none (the DM shows the line to type).
fn composed_menu(prompt: &PromptView, lang: Lang) -> PromptComponents {
    let Some(select) = &prompt.select else {
        return PromptComponents::None;
    };
    let placeholder = prompt.limits.clone().unwrap_or_default();
    let placeholder = placeholder.split(". ").next().unwrap_or_default().to_string();
    let placeholder = if placeholder.is_empty() {
        tr(lang, &Text::new("discord-menu-choose"))
    } else {
        placeholder
    };
    let options = select
        .entries
        .iter()
        .map(|e| MenuOptionSpec {
            label: truncate(if e.label.trim().is_empty() { &e.value } else { &e.label }, MAX_LABEL),
            value: e.value.clone(),
            description: e.description.as_deref().map(|d| one_line(d, MAX_DESCRIPTION)),
        })
        .collect::<Vec<_>>();
    let clamp = |n: usize| n.min(options.len()).min(OPTIONS_PER_MENU) as u8;
    PromptComponents::Menus(vec![MenuSpec {
        custom_id: ComponentId::select(prompt.game_id, prompt.version, prompt.fingerprint).to_string(),
        placeholder: truncate(&placeholder, MAX_PLACEHOLDER),
        min_values: clamp(select.min),
        max_values: clamp(select.max).max(1),
        options,
    }])
}

/// The options `components` shows as buttons, whose details the message lists in a legend (a
/// menu entry shows its own under its label).
pub fn button_options<'a>(prompt: &'a PromptView, components: &PromptComponents) -> Vec<&'a OptionView> {
    match components {
        PromptComponents::Buttons(_) => prompt.options.iter().collect(),
        PromptComponents::Grouped { .. } => prompt.options.iter().filter(|o| o.group.is_none()).collect(),
        _ => Vec::new(),
    }
}

/// A non-empty label of at most [`MAX_LABEL`] characters (Discord refuses empty button labels).
fn option_label(option: &OptionView) -> String {
    let label = [option.label.trim(), option.notation.trim()]
        .into_iter()
        .find(|s| !s.is_empty());
    truncate(label.unwrap_or(&format!("#{}", option.index + 1)), MAX_LABEL)
}

/// A numbered menu's entry: what the option does under its label, else its notation when that
/// says more than the label.
fn menu_option(option: &OptionView) -> MenuOptionSpec {
    let notation = option.notation.trim();
    let description = match option.detail.as_deref().map(str::trim) {
        Some(detail) if !detail.is_empty() => Some(one_line(detail, MAX_DESCRIPTION)),
        _ => (!notation.is_empty() && notation != option.label.trim()).then(|| truncate(notation, MAX_DESCRIPTION)),
    };
    MenuOptionSpec {
        label: option_label(option),
        value: option.index.to_string(),
        description,
    }
}

impl PromptComponents {
    /// The serenity action rows for a message.
    pub fn action_rows(&self) -> Vec<serenity::CreateActionRow> {
        match self {
            PromptComponents::None | PromptComponents::TooMany { .. } => Vec::new(),
            PromptComponents::Buttons(rows) => rows
                .iter()
                .map(|row| {
                    serenity::CreateActionRow::Buttons(
                        row.iter()
                            .map(|b| {
                                serenity::CreateButton::new(b.custom_id.clone())
                                    .label(b.label.clone())
                                    .style(serenity::ButtonStyle::Primary)
                            })
                            .collect(),
                    )
                })
                .collect(),
            PromptComponents::Grouped { menus, buttons } => {
                let mut rows = PromptComponents::Menus(menus.clone()).action_rows();
                rows.extend(PromptComponents::Buttons(buttons.clone()).action_rows());
                rows
            }
            PromptComponents::Menus(menus) => menus
                .iter()
                .map(|m| {
                    let options = m
                        .options
                        .iter()
                        .map(|o| {
                            let option = serenity::CreateSelectMenuOption::new(o.label.clone(), o.value.clone());
                            match &o.description {
                                Some(d) => option.description(d.clone()),
                                None => option,
                            }
                        })
                        .collect();
                    serenity::CreateActionRow::SelectMenu(
                        serenity::CreateSelectMenu::new(
                            m.custom_id.clone(),
                            serenity::CreateSelectMenuKind::String { options },
                        )
                        .placeholder(m.placeholder.clone())
                        .min_values(m.min_values)
                        .max_values(m.max_values),
                    )
                })
                .collect(),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::discord::ids::Target;

    pub(crate) fn prompt_with(count: usize) -> PromptView {
        PromptView {
            game_id: 12345,
            version: 678,
            fingerprint: 0xab,
            question: "Pick one".into(),
            options: (0..count)
                .map(|i| OptionView {
                    index: i,
                    notation: format!("play card-{i}"),
                    // Every fourth label is far longer than Discord allows.
                    label: if i % 4 == 0 {
                        format!("{i} {}", "long label ".repeat(20))
                    } else {
                        format!("Card {i}")
                    },
                    group: None,
                    cap: None,
                    detail: None,
                })
                .collect(),
            free_form: None,
            limits: None,
            select: None,
            batch: None,
        }
    }

    fn assert_ids_are_ours(ids: &[&str], prompt: &PromptView) {
        for id in ids {
            assert!(id.len() <= crate::discord::ids::MAX_CUSTOM_ID, "{id}");
            let parsed = ComponentId::parse(id).expect("our own id parses");
            assert_eq!((parsed.game_id, parsed.version), (prompt.game_id, prompt.version));
        }
    }

    fn buttons(count: usize) -> Vec<Vec<ButtonSpec>> {
        let prompt = prompt_with(count);
        let PromptComponents::Buttons(rows) = prompt_components(&prompt, Lang::En) else {
            panic!("{count} options should be buttons")
        };
        assert!(rows.len() <= MAX_ROWS);
        let mut indices = Vec::new();
        for row in &rows {
            assert!(!row.is_empty() && row.len() <= BUTTONS_PER_ROW);
            for b in row {
                assert!(
                    !b.label.is_empty() && b.label.chars().count() <= MAX_LABEL,
                    "{}",
                    b.label
                );
                match ComponentId::parse(&b.custom_id).map(|id| id.target) {
                    Some(Target::Option(i)) => indices.push(i),
                    other => panic!("button id {} parsed as {other:?}", b.custom_id),
                }
            }
        }
        let ids: Vec<&str> = rows.iter().flatten().map(|b| b.custom_id.as_str()).collect();
        assert_ids_are_ours(&ids, &prompt);
        assert_eq!(indices, (0..count).collect::<Vec<_>>(), "every option once, in order");
        rows
    }

    fn menus(count: usize) -> Vec<MenuSpec> {
        let prompt = prompt_with(count);
        let PromptComponents::Menus(menus) = prompt_components(&prompt, Lang::Ko) else {
            panic!("{count} options should be menus")
        };
        assert!(menus.len() <= MAX_ROWS);
        let mut values = Vec::new();
        for (k, m) in menus.iter().enumerate() {
            assert_eq!(
                ComponentId::parse(&m.custom_id).map(|id| id.target),
                Some(Target::Menu(k))
            );
            assert!(!m.options.is_empty() && m.options.len() <= OPTIONS_PER_MENU);
            assert!(m.placeholder.chars().count() <= MAX_PLACEHOLDER && !m.placeholder.starts_with("discord-"));
            for o in &m.options {
                assert!(!o.label.is_empty() && o.label.chars().count() <= MAX_LABEL);
                assert!(
                    o.description
                        .as_ref()
                        .is_none_or(|d| d.chars().count() <= MAX_DESCRIPTION)
                );
                values.push(o.value.parse::<usize>().expect("values are indices"));
            }
        }
        let ids: Vec<&str> = menus.iter().map(|m| m.custom_id.as_str()).collect();
        assert_ids_are_ours(&ids, &prompt);
        assert_eq!(values, (0..count).collect::<Vec<_>>(), "every option once, in order");
        menus
    }

    #[test]
    fn one_option_is_one_button() {
        let rows = buttons(1);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0][0].custom_id, "wr:12345:678:000000ab:0");
        assert_eq!(rows[0][0].label.chars().count(), MAX_LABEL, "long label is truncated");
        assert!(rows[0][0].label.ends_with('…'));
    }

    #[test]
    fn five_and_six_options_fill_rows_of_five() {
        assert_eq!(buttons(5).iter().map(Vec::len).collect::<Vec<_>>(), vec![5]);
        assert_eq!(buttons(6).iter().map(Vec::len).collect::<Vec<_>>(), vec![5, 1]);
        assert_eq!(buttons(25).iter().map(Vec::len).collect::<Vec<_>>(), vec![5; 5]);
    }

    #[test]
    fn more_than_25_options_become_select_menus() {
        assert_eq!(
            menus(26).iter().map(|m| m.options.len()).collect::<Vec<_>>(),
            vec![25, 1]
        );
        let full = menus(125);
        assert_eq!(full.iter().map(|m| m.options.len()).collect::<Vec<_>>(), vec![25; 5]);
        assert!(
            full[1].placeholder.contains("26") && full[1].placeholder.contains("50"),
            "{}",
            full[1].placeholder
        );
        assert_eq!(full[0].options[1].description.as_deref(), Some("play card-1"));
    }

    #[test]
    fn more_than_125_options_are_left_to_play() {
        assert_eq!(
            prompt_components(&prompt_with(126), Lang::En),
            PromptComponents::TooMany { count: 126 }
        );
        assert_eq!(prompt_components(&prompt_with(126), Lang::En).action_rows().len(), 0);
        assert_eq!(prompt_components(&prompt_with(0), Lang::En), PromptComponents::None);
    }

    #[test]
    fn empty_labels_fall_back_to_notation_or_number() {
        let mut prompt = prompt_with(2);
        prompt.options[0].label = "  ".into();
        prompt.options[1].label = String::new();
        prompt.options[1].notation = String::new();
        let PromptComponents::Buttons(rows) = prompt_components(&prompt, Lang::En) else {
            panic!()
        };
        assert_eq!(rows[0][0].label, "play card-0");
        assert_eq!(rows[0][1].label, "#2");
    }

    /// Influence placement: countries in three regions, a way back and a reset.
    fn placement(per_region: &[(&str, usize)], max: u32) -> PromptView {
        let mut prompt = prompt_with(0);
        for (region, count) in per_region {
            for k in 0..*count {
                let index = prompt.options.len();
                prompt.options.push(OptionView {
                    index,
                    notation: format!("place {region}-{k}"),
                    label: format!("{region} country {k}"),
                    group: Some(region.to_string()),
                    cap: None,
                    detail: None,
                });
            }
        }
        for word in ["reset", "back"] {
            let index = prompt.options.len();
            prompt.options.push(OptionView {
                index,
                notation: word.into(),
                label: word.into(),
                group: None,
                cap: None,
                detail: None,
            });
        }
        prompt.batch = Some(crate::engine::Batch { max, repeat: max });
        prompt
    }

    #[test]
    fn a_batch_prompt_gets_one_menu_per_region_and_buttons_for_the_rest() {
        let prompt = placement(&[("Europe", 6), ("Asia", 4), ("Africa", 2)], 3);
        let PromptComponents::Grouped { menus, buttons } = prompt_components(&prompt, Lang::En) else {
            panic!("grouped")
        };
        assert_eq!(menus.len(), 3);
        assert!(menus[0].placeholder.starts_with("Europe"), "{}", menus[0].placeholder);
        // Six countries, up to three points each: 18 entries; one press chooses up to 3.
        assert_eq!(menus[0].options.len(), 18);
        assert_eq!((menus[0].min_values, menus[0].max_values), (1, 3));
        assert_eq!(menus[0].options[1].value, "0.2");
        assert!(
            menus[0].options[1].label.contains("point 2"),
            "{}",
            menus[0].options[1].label
        );
        assert_eq!(
            menus
                .iter()
                .map(|m| ComponentId::parse(&m.custom_id).unwrap().target)
                .collect::<Vec<_>>(),
            vec![Target::Group(0), Target::Group(1), Target::Group(2)]
        );
        assert_eq!(buttons.len(), 1);
        assert_eq!(
            buttons[0].iter().map(|b| b.label.as_str()).collect::<Vec<_>>(),
            ["reset", "back"]
        );
        assert!(prompt_components(&prompt, Lang::En).action_rows().len() <= MAX_ROWS);
    }

    #[test]
    fn big_regions_offer_fewer_points_per_entry_and_small_ones_are_merged_to_fit() {
        // 21 countries cannot take 4 entries each in 25: one entry per country there.
        let prompt = placement(
            &[
                ("Europe", 21),
                ("Asia", 9),
                ("Middle East", 3),
                ("Central America", 2),
                ("South America", 2),
            ],
            4,
        );
        let PromptComponents::Grouped { menus, .. } = prompt_components(&prompt, Lang::En) else {
            panic!("grouped")
        };
        assert_eq!(menus.len(), 4, "five regions and a button row: two merged");
        assert_eq!(menus[0].options.len(), 21);
        assert_eq!(menus[1].options.len(), 18, "Asia: 9 countries × 2 points");
        assert!(
            menus
                .iter()
                .any(|m| m.placeholder.contains("Central America · South America")),
            "{:?}",
            menus.iter().map(|m| &m.placeholder).collect::<Vec<_>>()
        );
        for m in &menus {
            assert!(m.options.len() <= OPTIONS_PER_MENU && m.max_values as usize <= m.options.len());
        }
    }

    #[test]
    fn many_grouped_single_choices_get_region_menus_not_numbers() {
        let mut prompt = placement(&[("Europe", 20), ("Asia", 15)], 1);
        prompt.options.truncate(35);
        prompt.batch = None;
        let PromptComponents::Menus(menus) = prompt_components(&prompt, Lang::En) else {
            panic!("menus")
        };
        assert_eq!(
            menus.iter().map(|m| m.placeholder.as_str()).collect::<Vec<_>>(),
            ["Europe", "Asia"]
        );
        assert_eq!(menus[1].options[0].value, "20");
    }

    #[test]
    fn serenity_rows_serialize_within_discord_limits() {
        for count in [1, 5, 6, 25, 26, 125] {
            let rows = prompt_components(&prompt_with(count), Lang::En).action_rows();
            let json = serde_json::to_value(&rows).unwrap();
            let rows = json.as_array().unwrap();
            assert!(!rows.is_empty() && rows.len() <= MAX_ROWS, "{count}");
            for row in rows {
                assert_eq!(row["type"], 1);
                let components = row["components"].as_array().unwrap();
                assert!(components.len() <= BUTTONS_PER_ROW);
                for c in components {
                    assert!(c["custom_id"].as_str().unwrap().len() <= crate::discord::ids::MAX_CUSTOM_ID);
                    if let Some(label) = c["label"].as_str() {
                        assert!(label.chars().count() <= MAX_LABEL);
                    }
                    if let Some(options) = c["options"].as_array() {
                        assert!(options.len() <= OPTIONS_PER_MENU);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod single_choice_groups {
    use super::*;
    use crate::discord::ids::Target;

    #[test]
    fn a_one_choice_prompt_with_grouped_options_and_a_back_button_gets_menus_and_the_button() {
        // A bid's last step: 3 token groups × 12 placements, and "back".
        let mut prompt = super::tests::prompt_with(0);
        for group in ["No tokens", "1 support", "Han token"] {
            for k in 0..12 {
                let index = prompt.options.len();
                prompt.options.push(OptionView {
                    index,
                    notation: format!("place g battle units={k}"),
                    label: format!("{k} cavalry"),
                    group: Some(group.to_string()),
                    cap: None,
                    detail: None,
                });
            }
        }
        prompt.options.push(OptionView {
            index: 36,
            notation: "back".into(),
            label: "← Back".into(),
            group: None,
            cap: None,
            detail: None,
        });
        let PromptComponents::Grouped { menus, buttons } = prompt_components(&prompt, Lang::En) else {
            panic!("menus and a button")
        };
        assert_eq!(menus.len(), 3);
        assert_eq!(menus[1].placeholder, "1 support");
        assert_eq!(menus[1].options[0].value, "12", "a menu's value is the option's index");
        assert_eq!((menus[1].min_values, menus[1].max_values), (1, 1));
        assert_eq!(
            ComponentId::parse(&menus[2].custom_id).unwrap().target,
            Target::Menu(2),
            "answered like any one-choice menu"
        );
        assert_eq!(
            buttons,
            vec![vec![ButtonSpec {
                custom_id: ComponentId::option(prompt.game_id, prompt.version, prompt.fingerprint, 36).to_string(),
                label: "← Back".into(),
            }]]
        );
    }

    fn private_with(count: usize) -> crate::table::PrivateMsg {
        let mut prompt = super::tests::prompt_with(count);
        prompt.question = "SECRET-QUESTION which card?".into();
        crate::table::PrivateMsg {
            user: 777,
            seat: 1,
            prompt: Some(prompt),
            lang: Lang::En,
            ..Default::default()
        }
    }

    #[test]
    fn options_with_details_get_a_legend_line_under_the_question_and_menus_a_description() {
        let mut private = private_with(3);
        let prompt = private.prompt.as_mut().unwrap();
        prompt.options[1].detail = Some("DEFCON drops by 1.".into());
        prompt.options[2].detail = Some("x".repeat(300));
        let dm = crate::discord::deliver::direct_message(&private, Lang::En, None);
        let text = &dm.pieces[0];
        assert!(
            text.contains("**SECRET-QUESTION which card?**\n• Card 1 — DEFCON drops by 1.\n• Card 2 — xxx"),
            "{text}"
        );
        assert!(
            !text.contains("• 0 long"),
            "an option without a detail has no line: {text}"
        );
        assert!(matches!(dm.components, PromptComponents::Buttons(_)));

        let mut many = private_with(30);
        many.prompt.as_mut().unwrap().options[7].detail = Some("y ".repeat(80));
        let dm = crate::discord::deliver::direct_message(&many, Lang::En, None);
        assert!(
            !dm.pieces[0].contains("• "),
            "a menu shows details itself: {}",
            dm.pieces[0]
        );
        let PromptComponents::Menus(menus) = &dm.components else {
            panic!("menus: {:?}", dm.components)
        };
        let described = menus[0].options[7].description.as_deref().expect("a description");
        assert!(described.chars().count() <= MAX_DESCRIPTION && described.ends_with('…'));
        assert_eq!(
            menus[0].options[6].description.as_deref(),
            Some("play card-6"),
            "else the notation"
        );
    }
}
