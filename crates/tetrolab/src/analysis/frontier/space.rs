//! The designs a frontier weighs: spec templates in the sweep's range
//! syntax, each standing for the specs of its grid.

use crate::analysis::{Sweep, SweepError};
use crate::piece::Piece;

/// A design space: templates (`history:size=2..7:1,rolls=1..13:1`), each
/// read by [`Sweep`]'s parser, dealt out as spec strings in the order
/// written.
///
/// ```
/// use tetrolab::analysis::frontier::Space;
/// let space = Space::from_templates(&["history:size=1..3:1", "7-bag"])?;
/// assert_eq!(space.len(), 3);
/// let specs: Vec<String> = space.specs().collect();
/// assert_eq!(specs, ["history:size=1", "history:size=2", "7-bag"]);
/// # Ok::<(), tetrolab::analysis::SweepError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Space {
    templates: Vec<Sweep>,
}

/// The most copies of one piece a plain bag of the default space holds.
const MOST_COPIES: usize = 4;

/// The default space's templates besides its plain bags: histories of
/// size 1–6 with 1–12 rolls under each first-piece rule with and without
/// the extra draw; 2x7-bags of 2 and 3 bags; red/blue bags of 2 and 3
/// colours; 7-bags with 1 to 3 uniform extras; memoryless; the classic
/// reroll (NES's model and TETR.IO's); and the named presets of the same
/// families (TETR.IO's 7+1 and 7+2 among them), so they are found and
/// labelled.
const DEFAULT_TEMPLATES: &[&str] = &[
    "history:size=1..7:1,rolls=1..13:1,first=roll,extra-draw=off",
    "history:size=1..7:1,rolls=1..13:1,first=roll,extra-draw=on",
    "history:size=1..7:1,rolls=1..13:1,first=not-szo,extra-draw=off",
    "history:size=1..7:1,rolls=1..13:1,first=not-szo,extra-draw=on",
    "history:size=1..7:1,rolls=1..13:1,first=reroll-szo,extra-draw=off",
    "history:size=1..7:1,rolls=1..13:1,first=reroll-szo,extra-draw=on",
    "2x7-bag:bags=2..4:1",
    "red-blue-bag:colors=2..4:1",
    "extras-bag:extras=1..4:1",
    "tetrio-7+1-bag",
    "tetrio-7+2-bag",
    "memoryless",
    "nes-ideal",
    "tetrio-classic",
    "7-bag",
    "14-bag",
    "laroche-nes",
    "laroche-tgm",
    "tgm1",
    "tap",
];

impl Space {
    /// A small space a face evaluates on one thread in a few seconds (the
    /// browser page's default, in its worker): histories of size 1–4 with
    /// 1–6 rolls, 7-bags with 1–3 uniform extras, the 2x7 and red/blue
    /// bags of two, and the named presets of the default space's families
    /// (memoryless, the classic reroll, 7-bag, 14-bag, TGM's). Every family
    /// of [`Space::standard`] is here, at the sizes whose chains are small:
    /// histories of size 5 and 6 and bags of many copies are most of the
    /// standard space's time.
    ///
    /// ```
    /// use tetrolab::analysis::frontier::Space;
    /// assert_eq!(Space::from_templates(Space::QUICK)?.len(), 36);
    /// # Ok::<(), tetrolab::analysis::SweepError>(())
    /// ```
    pub const QUICK: &'static [&'static str] = &[
        "history:size=1..5:1,rolls=1..7:1",
        "extras-bag:extras=1..4:1",
        "2x7-bag:bags=2",
        "red-blue-bag:colors=2",
        "memoryless",
        "nes-ideal",
        "tetrio-classic",
        "7-bag",
        "14-bag",
        "tgm1",
        "tap",
    ];

    /// The space the templates make.
    ///
    /// # Errors
    /// The first template that is not a spec or a grid of specs.
    pub fn from_templates<T: AsRef<str>>(templates: &[T]) -> Result<Space, SweepError> {
        let templates = templates
            .iter()
            .map(|t| t.as_ref().parse())
            .collect::<Result<_, _>>()?;
        Ok(Space { templates })
    }

    /// The default space: every plain bag of 1 to 4 copies of each piece
    /// (4⁷ = 16,384 bags; first, one per multiset of counts, largest
    /// first in the order I J L O S T Z, then every other labelling), then
    /// the histories, multi-bags, red/blue bags, 7-bags with extras,
    /// memoryless and the classic reroll.
    pub fn standard() -> Space {
        let sorted = bag_counts(MOST_COPIES);
        let relabelled = every_count(MOST_COPIES)
            .into_iter()
            .filter(|counts| !counts.windows(2).all(|w| w[0] >= w[1]));
        let bags = sorted.into_iter().chain(relabelled).map(|counts| {
            let contents: String = Piece::ALL
                .iter()
                .zip(counts)
                .flat_map(|(piece, n)| std::iter::repeat_n(piece.to_string(), n))
                .collect();
            format!("bag:contents={contents}")
        });
        let templates: Vec<String> = bags
            .chain(DEFAULT_TEMPLATES.iter().map(|t| (*t).to_owned()))
            .collect();
        Space::from_templates(&templates).expect("the default templates are specs")
    }

    /// How many designs the space holds (a spec written twice counts
    /// twice).
    pub fn len(&self) -> usize {
        self.templates.iter().map(Sweep::len).sum()
    }

    /// Whether it holds none (never: every template makes a spec).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every design's spec in its canonical form, template by template,
    /// made as asked for.
    pub fn specs(&self) -> impl Iterator<Item = String> + '_ {
        self.templates
            .iter()
            .flat_map(|t| t.points().map(|(_, spec)| spec.to_string()))
    }
}

/// Every non-increasing list of 7 counts from 1 to `most`.
fn bag_counts(most: usize) -> Vec<[usize; 7]> {
    let mut all = Vec::new();
    let mut counts = [most; 7];
    loop {
        all.push(counts);
        // The next non-increasing list in reverse lexicographic order.
        let Some(k) = (0..7).rev().find(|&k| counts[k] > 1) else {
            return all;
        };
        counts[k] -= 1;
        for later in k + 1..7 {
            counts[later] = counts[k];
        }
    }
}

/// Every list of 7 counts from 1 to `most`, in lexicographic order.
fn every_count(most: usize) -> Vec<[usize; 7]> {
    let mut all = Vec::new();
    let mut counts = [1; 7];
    loop {
        all.push(counts);
        let Some(k) = (0..7).rev().find(|&k| counts[k] < most) else {
            return all;
        };
        counts[k] += 1;
        counts[k + 1..].fill(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bag_counts_are_the_multisets_up_to_renaming() {
        // Multisets of 7 values from {1..4}: C(4 + 7 - 1, 7) = 120.
        let counts = bag_counts(4);
        assert_eq!(counts.len(), 120);
        assert!(counts.iter().all(|c| c.windows(2).all(|w| w[0] >= w[1])));
        let mut unique = counts.clone();
        unique.dedup();
        assert_eq!(unique.len(), 120);
        assert_eq!(bag_counts(1), [[1; 7]]);
        let every = every_count(3);
        assert_eq!(every.len(), 3usize.pow(7));
        assert!(every.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn the_standard_space_holds_every_family() {
        let space = Space::standard();
        // 4^7 bags, 6 × 72 histories, 2 + 2 multi-bags, 3 extras bags,
        // 11 single specs.
        assert_eq!(space.len(), 4usize.pow(7) + 432 + 4 + 3 + 11);
        assert!(specs_unique(&space));
        let specs: Vec<String> = space.specs().collect();
        assert!(specs.contains(&"bag:contents=IIIIJJJJLLLLOOOOSSSSTTTTZZZZ".to_owned()));
        assert!(specs.contains(&"history:size=1,rolls=12,first=roll".to_owned()));
        assert!(specs.contains(&"bag:contents=IJJJLLLLOOSTZZ".to_owned()));
        assert!(specs.contains(&"extras-bag:extras=3".to_owned()));
    }

    /// The quick space reads, holds each spec once and stays a few dozen
    /// designs.
    #[test]
    fn the_quick_space_is_small_and_its_specs_distinct() {
        let space = Space::from_templates(Space::QUICK).unwrap();
        assert!(specs_unique(&space));
        assert_eq!(space.len(), 4 * 6 + 3 + 2 + 7);
        let specs: Vec<String> = space.specs().collect();
        assert!(specs.contains(&"history:rolls=6".to_owned()), "{specs:?}");
    }

    fn specs_unique(space: &Space) -> bool {
        let specs: std::collections::HashSet<String> = space.specs().collect();
        specs.len() == space.len()
    }
}
