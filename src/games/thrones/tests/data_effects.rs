//! The ability formulas of a data row: parsed, and refused by name.

use crate::games::thrones::data::effects::*;

#[test]
fn formulas_parse_and_refuse_by_name() {
    let e = parse("str(n=1, to=own, house=stark); cannot-attack").unwrap();
    assert_eq!(e.len(), 2);
    assert_eq!(e[0].name(), "str");
    assert_eq!(e[0].num("n"), 1);
    assert_eq!(e[0].arg("house"), Some("stark"));
    assert_eq!(e[1].name(), "cannot-attack");
    assert!(parse("-").unwrap().is_empty());
    assert!(parse("fly(n=1)").unwrap_err().contains("unknown effect kind"));
    assert!(parse("str(speed=1)").unwrap_err().contains("takes no `speed`"));
    assert!(parse("str(n=1").unwrap_err().contains("closing"));
    assert!(parse("str(n)").unwrap_err().contains("arg=value"));
}
