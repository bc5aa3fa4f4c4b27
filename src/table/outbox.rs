//! Who is told what after an accepted change.
//!
//! Redaction rule: the public post is built only from log entries whose audience includes
//! `Viewer::Public` (`All`, `AllBut`), the public status and the public board. A seat's DM holds
//! only entries addressed to that seat alone (`Only(seat)`), entries it may read of a change in
//! its own turn, and that seat's own prompt and brief.
//!
//! The bot's notification budget (one ping and one new DM per turn, see [`super::notes`]) is
//! kept here when the change comes with the seats' notes.

use std::collections::{BTreeSet, HashMap};

use crate::engine::{AnyMatch, LogEntry, Prompt, Seat, Text, Viewer};
use crate::i18n::{Lang, Tr, catalog};

use super::cache::Loaded;
use super::common::UserPrefs;
use super::notes::Notes;
use super::{Board, OptionView, Outbox, PrivateMsg, PromptView, PublicPost, Table, UserId};

/// Most options listed in an error message or offered to autocomplete (Discord's limit).
pub(crate) const MAX_LISTED: usize = 25;

/// One accepted change, after it was committed.
pub(crate) struct Change<'a> {
    /// The game after the change.
    pub g: &'a Loaded,
    /// Decisions owed before the change (for pings).
    pub before: &'a [Prompt],
    pub log: &'a [LogEntry],
    /// Public lines the table adds before the game's log (seating, "X conceded", …).
    pub lead: Vec<Text>,
    /// Attach the public board (the public view changed).
    pub board: bool,
    pub prefs: &'a HashMap<UserId, UserPrefs>,
    /// The seat that moved (its old buttons are spent).
    pub actor: Option<Seat>,
    /// Every old button went stale (edits, forced rolls, undo): re-send every prompt.
    pub all_stale: bool,
    /// Seats now owing a decision they did not owe before, with what happened since their last
    /// move (see [`super::recap`]): their DM opens with it instead of this change's lines.
    pub recaps: Vec<(Seat, Vec<Text>)>,
    /// The bot's notes on the seats (turns paused on response windows, the briefs last sent):
    /// with them the change keeps the notification budget. `None` for the terminal and scripts.
    pub notes: Option<&'a Notes>,
    /// The mover's answer ("✔ You chose: …"), shown at the top of its prompt message.
    pub chose: Option<Text>,
    /// Lines only a seat may read go out now even to a seat that owes nothing (the start of the
    /// game, an ally's message); otherwise they wait for its next prompt's recap.
    pub news_now: bool,
}

impl Table {
    /// Builds the outbox of a committed change.
    pub(crate) fn change_outbox(&self, c: &Change) -> Outbox {
        self.change_outbox_since(c, None)
    }

    /// Builds the outbox of a committed change; its public board marks what changed since
    /// `before` (see [`crate::engine::board`]).
    pub(crate) fn change_outbox_since(&self, c: &Change, before: Option<&dyn AnyMatch>) -> Outbox {
        let g = c.g;
        let pending = g.m.pending();
        let outcome = g.m.outcome();
        let (public, waiting_edit) = change_public(c, before, &pending, outcome.as_ref());

        let notes = c.notes;
        let owes = |seat: Seat| pending.iter().any(|p| p.seat == seat);
        let owed = |seat: Seat| c.before.iter().any(|b| b.seat == seat);
        // Seats whose turn, paused on response windows, goes on: no new ping, no new DM.
        let resumed = notes.map(|n| n.resumed(&pending)).unwrap_or_default();
        // Seats with lines only they may read. With the bot's notes, a seat that owes nothing and
        // did not move hears them in its next prompt's recap, not now.
        let news: BTreeSet<Seat> = c
            .log
            .iter()
            .flat_map(|e| e.audience.private_seats().iter())
            .filter(|&s| notes.is_none() || c.news_now || owes(s) || c.actor == Some(s))
            .collect();
        // Seats told privately: those with news, and those who owe a decision whose buttons no
        // longer work: the mover, everyone after an edit or undo, and seats whose prompt is new
        // or changed. A seat whose prompt is unchanged keeps its buttons (the table honours them,
        // see `Table::press`), so a simultaneous pick does not spam everyone.
        let mut told = news.clone();
        told.extend(
            pending
                .iter()
                .filter(|p| {
                    c.all_stale
                        || c.actor == Some(p.seat)
                        || !c
                            .before
                            .iter()
                            .any(|b| b.seat == p.seat && b.fingerprint() == p.fingerprint())
                })
                .map(|p| p.seat),
        );
        // A further step of the seat's turn edits its prompt message in place and shows what the
        // change did in public (the player is looking at it, not at the channel): its own next
        // step, its prompt changed by another seat's move, its turn resumed after the windows;
        // with the bot's notes also the mover's answered prompt, with what only the mover may
        // read of its move. A message sent at once (`news_now`) is a new one.
        let continues = |seat: Seat| {
            if c.news_now && news.contains(&seat) && c.actor != Some(seat) {
                return false;
            }
            match notes {
                Some(_) => owed(seat) && (owes(seat) || c.actor == Some(seat)) || resumed.contains(&seat),
                None => c.actor == Some(seat) && !c.all_stale && owed(seat) && owes(seat),
            }
        };
        // Seats whose prompt was answered or withdrawn and who hear nothing else: their old
        // buttons are taken away.
        let retire: Vec<UserId> = c
            .before
            .iter()
            .map(|b| b.seat)
            .filter(|&s| !told.contains(&s) && !pending.iter().any(|p| p.seat == s))
            .collect::<BTreeSet<Seat>>()
            .into_iter()
            .filter_map(|s| g.seats.get(s).map(|info| info.user))
            .filter(|&user| !crate::ai::is_ai(user))
            .collect();
        let private = told
            .into_iter()
            .filter_map(|seat| {
                let info = g.seats.get(seat).filter(|info| !crate::ai::is_ai(info.user))?; // AI seats get no DMs
                let lang = user_lang(g, seat, c.prefs);
                let mut text = vec![render(lang, &dm_header(g), &g.names)];
                if let Some(chose) = c.chose.as_ref().filter(|_| notes.is_some() && c.actor == Some(seat)) {
                    text.push(render(lang, chose, &g.names));
                }
                match c.recaps.iter().find(|(s, _)| *s == seat) {
                    // The recap holds this change's lines the seat may read, and what came before.
                    Some((_, recap)) => text.extend(super::recap::render_recap(lang, recap, &g.names)),
                    None => text.extend(
                        c.log
                            .iter()
                            .filter(|e| {
                                e.audience.private_seats().contains(seat)
                                    || continues(seat) && e.audience.includes(Viewer::Seat(seat))
                            })
                            .map(|e| render(lang, &e.text, &g.names)),
                    ),
                }
                let prompt = pending.iter().find(|p| p.seat == seat).map(|p| prompt_view(g, p, lang));
                if prompt.is_some() {
                    let brief = g.m.private_brief(seat);
                    let brief = match notes {
                        Some(notes) => notes.brief_lines(seat, brief),
                        None => brief,
                    };
                    text.extend(brief.iter().map(|t| render(lang, t, &g.names)));
                }
                Some(PrivateMsg {
                    user: info.user,
                    seat,
                    text: text.join("\n"),
                    prompt,
                    lang,
                    continues: continues(seat),
                })
            })
            .collect();

        let pings = change_pings(c, &pending, &resumed);

        Outbox {
            game_id: Some(g.id),
            place: Some(g.place),
            reply: None,
            public,
            private,
            pings,
            ping_for: Default::default(),
            waiting_edit,
            retire,
            game_over: outcome.is_some(),
            caller_lang: None,
            ..Default::default()
        }
    }
}

/// The public posts of a change, or the edit of the last post's waiting line when nothing
/// happened in public but the wait moved.
fn change_public(
    c: &Change,
    before: Option<&dyn AnyMatch>,
    pending: &[Prompt],
    outcome: Option<&crate::engine::Outcome>,
) -> (Vec<PublicPost>, Option<String>) {
    let g = c.g;
    let lang = g.lang;
    let mut lines: Vec<String> = c.lead.iter().map(|t| render(lang, t, &g.names)).collect();
    lines.extend(
        c.log
            .iter()
            .filter(|e| e.audience.includes(Viewer::Public))
            .map(|e| render(lang, &e.text, &g.names)),
    );
    let waiting = outcome
        .is_none()
        .then(|| waiting_line(pending))
        .flatten()
        .map(|w| render(lang, &w, &g.names));
    let mut public = Vec::new();
    let mut waiting_edit = None;
    // A board alone is no news: a change nobody can read about in the log (a card queued
    // face down, a secret pick) waits for the next post, which shows the board as it is then.
    let board_now = c.board && outcome.is_none();
    if !lines.is_empty() {
        public.push(PublicPost {
            text: lines.join("\n"),
            board: board_now.then(|| match before {
                Some(before) => marked_board(g, before, lang),
                None => board(g, Viewer::Public, lang),
            }),
            waiting,
            ..Default::default()
        });
    } else if waiting.is_some() && waiting_line(c.before) != waiting_line(pending) {
        // Nothing happened in public but the wait moved (a step of a simultaneous pick, a
        // window closing): the last post's line is edited, nobody gets a new post.
        waiting_edit = waiting;
    }
    if let Some(outcome) = outcome {
        public.push(final_post(g, outcome, lang));
    }
    (public, waiting_edit)
}

/// The players a change calls out in the channel: those who owe a decision they did not owe
/// before, unless it is quiet (a response window, a resumed turn) and their DMs are open.
fn change_pings(c: &Change, pending: &[Prompt], resumed: &BTreeSet<Seat>) -> Vec<UserId> {
    let g = c.g;
    let owed_before: BTreeSet<Seat> = c.before.iter().map(|p| p.seat).collect();
    let mut pings = Vec::new();
    for p in pending {
        if owed_before.contains(&p.seat) {
            continue;
        }
        let Some(info) = g.seats.get(p.seat).filter(|info| !crate::ai::is_ai(info.user)) else {
            continue;
        };
        let prefs = c.prefs.get(&info.user);
        // A response window is told by DM, and so is a turn that resumes (it is not a new
        // one); the channel calls a player out for them only when their DMs are closed.
        let quiet = p.response || resumed.contains(&p.seat);
        if quiet && !prefs.is_some_and(|prefs| prefs.dm_closed) {
            continue;
        }
        let wants = prefs.is_none_or(|prefs| prefs.pings);
        if wants && !pings.contains(&info.user) {
            pings.push(info.user);
        }
    }
    pings
}

/// The post of an ended game: the result, the winners, the final status and the board (sent when
/// it ends, and shown by `/status` afterwards).
pub(crate) fn final_post(g: &Loaded, outcome: &crate::engine::Outcome, lang: Lang) -> PublicPost {
    let mut text = vec![render(
        lang,
        &Text::new("table-game-over").text("summary", outcome.summary.clone()),
        &g.names,
    )];
    let winners: Vec<Text> = outcome
        .winners
        .iter()
        .map(|&s| Text::new("seat-name").seat("seat", s))
        .collect();
    text.push(if winners.is_empty() {
        render(lang, &Text::new("table-no-winner"), &g.names)
    } else {
        render(lang, &Text::new("table-winners").list("winners", winners), &g.names)
    });
    text.extend(g.m.status(Viewer::Public).iter().map(|t| render(lang, t, &g.names)));
    PublicPost {
        text: text.join("\n"),
        board: Some(board(g, Viewer::Public, lang)),
        ..Default::default()
    }
}

pub(crate) fn render(lang: Lang, text: &Text, names: &[String]) -> String {
    catalog().render(lang, text, names)
}

/// The language to write to a seat in: their setting, else the locale they joined with, else
/// the game's language.
pub(crate) fn user_lang(g: &Loaded, seat: Seat, prefs: &HashMap<UserId, UserPrefs>) -> Lang {
    let user = g.seats.get(seat).map(|s| s.user);
    user.and_then(|u| prefs.get(&u))
        .and_then(|p| p.lang)
        .or_else(|| g.locales.get(seat).copied().flatten())
        .unwrap_or(g.lang)
}

pub(crate) fn dm_header(g: &Loaded) -> Text {
    Text::new("table-dm-header").num("id", g.id).text("game", game_name(g))
}

pub(crate) fn game_name(g: &Loaded) -> Text {
    Text::new(g.name_key)
}

/// "Waiting for: …" — who owes a decision (public knowledge even for secret picks).
pub(crate) fn waiting_line(pending: &[Prompt]) -> Option<Text> {
    let seats: BTreeSet<Seat> = pending.iter().map(|p| p.seat).collect();
    if seats.is_empty() {
        return None;
    }
    Some(Text::new("table-waiting").list(
        "seats",
        seats.iter().map(|&s| Text::new("seat-name").seat("seat", s)).collect(),
    ))
}

pub(crate) fn prompt_view(g: &Loaded, prompt: &Prompt, lang: Lang) -> PromptView {
    PromptView {
        game_id: g.id,
        version: g.version,
        fingerprint: prompt.fingerprint(),
        question: render(lang, &prompt.question, &g.names),
        options: option_views(prompt, lang, &g.names),
        free_form: prompt.free_form.as_ref().map(|t| render(lang, t, &g.names)),
        limits: prompt.limits().map(|t| render(lang, &t, &g.names)),
        select: super::select::select_view(prompt, lang, &g.names),
        batch: prompt.batch,
    }
}

pub(crate) fn option_views(prompt: &Prompt, lang: Lang, names: &[String]) -> Vec<OptionView> {
    prompt
        .options
        .iter()
        .enumerate()
        .map(|(index, c)| OptionView {
            index,
            notation: c.notation.clone(),
            label: render(lang, &c.label, names),
            group: c.group.as_ref().map(|g| render(lang, g, names)),
            cap: c.cap,
            detail: c.detail.as_ref().map(|d| render(lang, d, names)),
        })
        .collect()
}

/// The public board with what changed since `before` marked.
fn marked_board(g: &Loaded, before: &dyn AnyMatch, lang: Lang) -> Board {
    Board {
        svg: g.m.board_svg_since(Viewer::Public, &Tr::new(lang, &g.names), before),
        ..board_file(g, Viewer::Public, lang)
    }
}

pub(crate) fn board(g: &Loaded, viewer: Viewer, lang: Lang) -> Board {
    Board {
        svg: g.m.board_svg(viewer, &Tr::new(lang, &g.names)),
        ..board_file(g, viewer, lang)
    }
}

/// A board without its picture yet: the file name it is sent under and its description.
fn board_file(g: &Loaded, viewer: Viewer, lang: Lang) -> Board {
    let who = match viewer {
        Viewer::Public => "public".to_string(),
        Viewer::Seat(s) => format!("p{}", s + 1),
    };
    Board {
        svg: String::new(),
        file_name: format!("{}-{}-v{}-{who}.png", g.game, g.id, g.version),
        description: board_description(g, lang, None),
    }
}

/// What a screen reader says for the board (or for its `part`, by name): the game, the first
/// line of its public status (the round or turn), who is to act (or the result), then the other
/// status lines (the scores) while they fit. Built from public facts only, whoever the picture
/// is for: a seat's own board is described as everyone sees it.
pub(crate) fn board_description(g: &Loaded, lang: Lang, part: Option<&Text>) -> String {
    let heading = match part {
        None => Text::new("board-alt-heading").text("game", game_name(g)),
        Some(part) => Text::new("board-alt-part-heading")
            .text("game", game_name(g))
            .text("part", part.clone()),
    };
    let mut lines: Vec<String> =
        g.m.status(Viewer::Public)
            .iter()
            .map(|t| render(lang, t, &g.names))
            .collect();
    let turn = match g.m.outcome() {
        Some(outcome) => Some(outcome.summary),
        None => waiting_line(&g.m.pending()),
    };
    if let Some(turn) = turn.map(|t| render(lang, &t, &g.names)) {
        // A status that says who it waits for itself ("Waiting for: USSR (setup influence)")
        // is not told it twice.
        let label = turn.split(':').next().unwrap_or_default();
        if !lines
            .iter()
            .any(|l| l.contains(':') && l.split(':').next() == Some(label))
        {
            lines.insert(lines.len().min(1), turn);
        }
    }
    crate::render::alt::alt_text(&render(lang, &heading, &g.names), &lines)
}
