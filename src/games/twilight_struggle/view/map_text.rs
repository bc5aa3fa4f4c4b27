//! The map as text, region by region (the terminal's `map`, and any reader without the
//! picture): each country with influence, and every battleground, with both sides' influence,
//! its stability and who controls it. All of it is public.

use super::super::state::power::Power;
use super::super::state::{TwilightStruggle, country, country_text};
use crate::engine::Text;
use crate::games::twilight_struggle::data::Region;

pub fn map_text(g: &TwilightStruggle) -> Vec<Text> {
    let mut lines = Vec::new();
    for region in Region::ALL {
        lines.push(Text::new("ts-map-region").text("region", Text::new(region.name_key())));
        for c in TwilightStruggle::region_countries(region) {
            let (ussr, us) = (g.inf(c, Power::Ussr), g.inf(c, Power::Us));
            let data = country(c);
            if ussr == 0 && us == 0 && !data.battleground {
                continue;
            }
            lines.push(
                Text::new("ts-map-country")
                    .text("country", country_text(c))
                    .num("bg", i64::from(data.battleground))
                    .num("stability", data.stability)
                    .num("ussr", ussr)
                    .num("us", us)
                    .str("control", g.controller(c).map_or("none", Power::key)),
            );
        }
    }
    if let Some(n) = g.civil_war {
        lines.push(Text::new("ts-status-civil-war").num("n", n));
    }
    lines
}
