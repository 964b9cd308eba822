//! `list`'s answer: the catalog, or one entry of it, as the outputs show
//! it.

use serde::Serialize;

use crate::analysis::searchable;
use crate::randomizer::catalog::{self, Entry, RngPolicy};
use crate::rng::Generator;
use crate::{Spec, SpecError};

/// The catalog, or one entry of it.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Listing {
    /// Every entry, as a JSON array.
    All(Vec<EntryView>),
    /// One entry, as a JSON object.
    One(EntryView),
}

/// One catalog entry as the outputs show it.
#[derive(Debug, Clone, Serialize)]
pub struct EntryView {
    /// Its name.
    pub name: &'static str,
    /// What it does, in a line.
    pub summary: &'static str,
    /// Where it comes from.
    pub provenance: &'static str,
    /// How faithful it is.
    pub fidelity: String,
    /// Whether it is a real game's randomizer, bit for bit.
    pub game_exact: bool,
    /// The generator it runs on by default.
    pub rng: &'static str,
    /// Whether it runs on that generator only.
    pub rng_fixed: bool,
    /// Whether `seeds` recovers its seeds from a game's opening: it deals
    /// from a real game's generator.
    pub seeds: bool,
    /// Its parameters.
    pub parameters: Vec<ParamView>,
    /// The catalog entry.
    #[serde(skip)]
    pub entry: &'static Entry,
}

/// One parameter as the outputs show it.
#[derive(Debug, Clone, Serialize)]
pub struct ParamView {
    /// Its key.
    pub key: &'static str,
    /// Its default value.
    pub default: &'static str,
    /// The value the bare key means.
    pub bare: &'static str,
    /// What it sets.
    pub description: &'static str,
}

impl EntryView {
    /// One entry as the outputs show it.
    pub fn of(entry: &'static Entry) -> EntryView {
        let (rng, rng_fixed) = match entry.rng {
            RngPolicy::Fixed(kind) => (kind.name(), true),
            RngPolicy::Any => ("default", false),
            RngPolicy::Own(own) => (Generator::Own(own).name(), true),
        };
        EntryView {
            name: entry.name,
            summary: entry.summary,
            provenance: entry.provenance,
            fidelity: entry.fidelity.to_string(),
            game_exact: entry.fidelity.is_game_exact(),
            rng,
            rng_fixed,
            seeds: entry.name.parse().is_ok_and(|spec| searchable(&spec)),
            parameters: entry
                .params
                .iter()
                .map(|p| ParamView {
                    key: p.key,
                    default: p.default,
                    bare: p.bare_value(),
                    description: p.doc,
                })
                .collect(),
            entry,
        }
    }
}

impl Listing {
    /// Every entry.
    pub fn all() -> Listing {
        Listing::All(catalog::entries().iter().map(EntryView::of).collect())
    }

    /// The entry `name` (a name or a spec) names.
    ///
    /// ```
    /// use tetrolab::results::Listing;
    /// let Listing::One(entry) = Listing::one("tgm1")? else { unreachable!() };
    /// assert_eq!(entry.rng, "tgm");
    /// assert!(entry.seeds);
    /// let Listing::One(entry) = Listing::one("7-bag")? else { unreachable!() };
    /// assert!(!entry.seeds, "no game's generator: no seeds to recover");
    /// # Ok::<(), tetrolab::SpecError>(())
    /// ```
    ///
    /// # Errors
    /// No randomizer has that name.
    pub fn one(name: &str) -> Result<Listing, SpecError> {
        let spec: Spec = name.parse()?;
        Ok(Listing::One(EntryView::of(spec.entry())))
    }

    /// The entries listed.
    pub fn entries(&self) -> &[EntryView] {
        match self {
            Listing::All(entries) => entries,
            Listing::One(entry) => std::slice::from_ref(entry),
        }
    }
}
