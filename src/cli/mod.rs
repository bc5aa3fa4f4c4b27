//! Front ends without Discord: hot-seat terminal play, scenario scripts, board rendering and the
//! operator's commands (backup, doctor, replay).

pub mod ops;
pub mod play;
pub mod render;
pub mod script;

/// The words after `autopass` on a terminal or script line: `Some(None)` lists the seat's
/// standing choices (nothing given), `Some(Some((kind, on)))` sets one (`on` when neither `on`
/// nor `off` follows the kind), `None` is not an `autopass` line we can read.
pub fn auto_pass_args(rest: &str) -> Option<Option<(String, bool)>> {
    match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
        [] => Some(None),
        [kind] | [kind, "on"] => Some(Some((kind.to_string(), true))),
        [kind, "off"] => Some(Some((kind.to_string(), false))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn autopass_lines_read_kind_and_switch() {
        use super::auto_pass_args;
        assert_eq!(auto_pass_args(""), Some(None));
        assert_eq!(auto_pass_args(" attack "), Some(Some(("attack".into(), true))));
        assert_eq!(auto_pass_args("attack on"), Some(Some(("attack".into(), true))));
        assert_eq!(auto_pass_args("secret off"), Some(Some(("secret".into(), false))));
        assert_eq!(auto_pass_args("attack maybe"), None);
        assert_eq!(auto_pass_args("attack on now"), None);
    }
}
