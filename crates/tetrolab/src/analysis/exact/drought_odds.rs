//! What the per-game odds answer for one piece and one drought length,
//! whichever engine works them out (the dynamic programming of module
//! `game`, or the path of a chain without chance, module `rho`).

/// One piece's per-game drought odds for one drought length.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DroughtOdds {
    /// P(the game holds a drought of at least L pieces without the
    /// piece), droughts counted as the [`DroughtMeaning`](crate::analysis::DroughtMeaning) says.
    pub(crate) p_drought_at_least: f64,
    /// The expected number of such droughts (each counted once: when it
    /// reaches L pieces, or when the piece ends it).
    pub(crate) expected_droughts: f64,
}

impl DroughtOdds {
    pub(super) const NEVER: DroughtOdds = DroughtOdds {
        p_drought_at_least: 0.0,
        expected_droughts: 0.0,
    };
}
