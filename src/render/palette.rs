//! An 8-bit palette for a rendered board, so its PNG is indexed (one byte a pixel instead of
//! three, and long runs of equal bytes that deflate well).
//!
//! A board is flat colours plus the anti-aliased edges of its text and shapes: a few hundred to a
//! few thousand distinct colours, most of them on a handful of pixels. Up to 256 colours the
//! palette is exact. Beyond that it keeps the 192 most frequent colours, adds 64 more chosen one at
//! a time as the colour worst served so far (its pixel count times its squared distance to the
//! nearest palette colour), and gives every other colour its nearest palette colour: edge pixels
//! move by a shade, which does not show at the size of a text stroke.

const KEEP_FREQUENT: usize = 192;
const MAX_COLOURS: usize = 256;
/// No colour: packed colours use 24 bits.
const EMPTY: u32 = u32::MAX;

/// An open-addressing hash table from a packed colour to a value (its pixel count, then its
/// palette index): a board has a few thousand colours at most, and this is a good part faster
/// than `HashMap` in the per-pixel loops.
struct Table {
    keys: Vec<u32>,
    values: Vec<u32>,
    bits: u32,
    len: usize,
}

impl Table {
    fn new(bits: u32) -> Table {
        Table {
            keys: vec![EMPTY; 1 << bits],
            values: vec![0; 1 << bits],
            bits,
            len: 0,
        }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    fn slot(&self, key: u32) -> usize {
        let mask = (1usize << self.bits) - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> (32 - self.bits)) as usize;
        while self.keys[i] != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    fn add(&mut self, key: u32, n: u32) {
        let i = self.slot(key);
        if self.keys[i] == EMPTY {
            self.keys[i] = key;
            self.values[i] = n;
            self.len += 1;
            if self.len * 2 > self.keys.len() {
                self.grow();
            }
        } else {
            self.values[i] += n;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, Table::new(self.bits + 1));
        for (k, v) in old.keys.into_iter().zip(old.values).filter(|(k, _)| *k != EMPTY) {
            self.add(k, v);
        }
    }

    fn get(&self, key: u32) -> u32 {
        self.values[self.slot(key)]
    }

    fn set(&mut self, key: u32, value: u32) {
        let i = self.slot(key);
        self.values[i] = value;
    }

    fn entries(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys
            .iter()
            .zip(&self.values)
            .filter(|(k, _)| **k != EMPTY)
            .map(|(k, v)| (*k, *v))
    }
}

fn key(p: &[u8]) -> u32 {
    u32::from_be_bytes([0, p[0], p[1], p[2]])
}

fn rgb(k: u32) -> [u8; 3] {
    [(k >> 16) as u8, (k >> 8) as u8, k as u8]
}

fn distance(a: u32, b: u32) -> u32 {
    let (a, b) = (rgb(a), rgb(b));
    (0..3)
        .map(|i| {
            let d = i32::from(a[i]) - i32::from(b[i]);
            (d * d) as u32
        })
        .sum()
}

/// The palette index nearest to `c`, and its squared distance.
fn nearest(palette: &[u32], c: u32) -> (u8, u32) {
    palette
        .iter()
        .enumerate()
        .map(|(i, &p)| (i as u8, distance(p, c)))
        .min_by_key(|&(_, d)| d)
        .unwrap_or((0, u32::MAX))
}

/// How many pixels have each colour; `pixels` is RGBA (alpha ignored). A run of one colour is
/// looked up once (most of a board is flat).
fn histogram(pixels: &[u8]) -> Table {
    let mut counts = Table::new(12);
    let (mut last, mut run) = (EMPTY, 0u32);
    for p in pixels.chunks_exact(4) {
        let k = key(p);
        if k == last {
            run += 1;
            continue;
        }
        if run > 0 {
            counts.add(last, run);
        }
        (last, run) = (k, 1);
    }
    if run > 0 {
        counts.add(last, run);
    }
    counts
}

/// The palette (RGB triples, at most 256) and the palette index of every pixel of `pixels`
/// (RGBA, alpha ignored).
pub fn quantize(pixels: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut table = histogram(pixels);
    let mut colours: Vec<(u32, u32)> = table.entries().collect();
    // Most frequent first; equal counts by colour, so the result never depends on hashing.
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let keep = if colours.len() <= MAX_COLOURS {
        colours.len()
    } else {
        KEEP_FREQUENT
    };
    let mut palette: Vec<u32> = colours[..keep].iter().map(|c| c.0).collect();
    // The rest: (colour, count, nearest palette index, its squared distance).
    let mut rest: Vec<(u32, u32, u8, u32)> = colours[keep..]
        .iter()
        .map(|&(c, n)| {
            let (i, d) = nearest(&palette, c);
            (c, n, i, d)
        })
        .collect();
    while palette.len() < MAX_COLOURS && !rest.is_empty() {
        let worst = (0..rest.len())
            .max_by_key(|&i| u64::from(rest[i].1) * u64::from(rest[i].3))
            .unwrap_or(0);
        let (c, ..) = rest.swap_remove(worst);
        let index = palette.len() as u8;
        palette.push(c);
        for r in &mut rest {
            let d = distance(r.0, c);
            if d < r.3 {
                r.2 = index;
                r.3 = d;
            }
        }
    }
    for (i, &c) in palette.iter().enumerate() {
        table.set(c, i as u32);
    }
    for r in &rest {
        table.set(r.0, u32::from(r.2));
    }
    let (mut last, mut index) = (EMPTY, 0u8);
    let indices = pixels
        .chunks_exact(4)
        .map(|p| {
            let k = key(p);
            if k != last {
                (last, index) = (k, table.get(k) as u8);
            }
            index
        })
        .collect();
    (palette.iter().flat_map(|&c| rgb(c)).collect(), indices)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixels(colours: &[[u8; 3]]) -> Vec<u8> {
        colours.iter().flat_map(|c| [c[0], c[1], c[2], 255]).collect()
    }

    fn colour_of(palette: &[u8], i: u8) -> [u8; 3] {
        let i = usize::from(i) * 3;
        [palette[i], palette[i + 1], palette[i + 2]]
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let image: Vec<[u8; 3]> = (0..1000u32).map(|i| [(i % 7) as u8 * 30, 200, (i % 3) as u8]).collect();
        let (palette, index) = quantize(&pixels(&image));
        assert_eq!(palette.len(), 21 * 3);
        for (p, &i) in image.iter().zip(&index) {
            assert_eq!(colour_of(&palette, i), *p);
        }
    }

    #[test]
    fn many_colours_map_to_near_ones_and_frequent_ones_stay_exact() {
        // A flat page, a frequent ink and a gradient of 2,000 rare shades between them.
        let mut image = vec![[250, 245, 235]; 50_000];
        image.extend(vec![[20, 30, 40]; 10_000]);
        image.extend((0..2000u32).map(|i| {
            let t = i as f32 / 2000.0;
            let mix = |a: f32, b: f32| (a + (b - a) * t) as u8;
            [mix(250.0, 20.0), mix(245.0, 30.0), mix(235.0, 40.0)]
        }));
        image.push([255, 0, 0]);
        let (palette, index) = quantize(&pixels(&image));
        assert_eq!(palette.len(), 256 * 3);
        assert_eq!(colour_of(&palette, index[0]), [250, 245, 235]);
        assert_eq!(colour_of(&palette, index[50_000]), [20, 30, 40]);
        assert_eq!(
            colour_of(&palette, *index.last().unwrap()),
            [255, 0, 0],
            "a lone far colour is kept"
        );
        for (p, &i) in image.iter().zip(&index) {
            let q = colour_of(&palette, i);
            let off = (0..3).map(|c| (i32::from(p[c]) - i32::from(q[c])).abs()).max().unwrap();
            assert!(off <= 4, "{p:?} became {q:?}");
        }
    }

    #[test]
    fn the_result_does_not_depend_on_order_of_discovery() {
        let image: Vec<[u8; 3]> = (0..5000u32).map(|i| [(i % 251) as u8, (i % 13) as u8, 7]).collect();
        let mut reversed = image.clone();
        reversed.reverse();
        let (a, _) = quantize(&pixels(&image));
        let (b, _) = quantize(&pixels(&reversed));
        assert_eq!(a, b);
    }
}
