//! The states of a build: which placements are made and which piece is
//! held, and every such state the pieces read so far allow.

use super::conditions::Progress;
use crate::Piece;

/// One way the pieces read so far can have been used: the placements made
/// (bit `i` for the setup's `placements[i]`), the piece in hold, and what
/// the cover's [`Conditions`](super::Conditions) need remembered.
///
/// ```
/// use tetrolab::Piece;
/// use tetrolab::setups::{Build, Progress};
/// let build = Build { made: 0b101, held: Some(Piece::T), progress: Progress::default() };
/// assert_eq!(build.made.count_ones(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Build {
    /// The placements made.
    pub made: u64,
    /// The piece in hold, if any.
    pub held: Option<Piece>,
    /// What the conditions need remembered.
    pub progress: Progress,
}

/// Every [`Build`] the pieces read so far allow, sorted and each once: the
/// state of [`Cover`](super::Cover)'s automaton. Empty when no choice of
/// moves can go on.
///
/// ```
/// use tetrolab::setups::{Build, Frontier, Progress};
/// let start = Frontier::start();
/// assert_eq!(start.builds(), [Build { made: 0, held: None, progress: Progress::default() }]);
/// assert!(!start.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Frontier {
    builds: Vec<Build>,
}

impl Frontier {
    /// Before any piece: nothing made, nothing held.
    pub fn start() -> Frontier {
        Frontier {
            builds: vec![Build {
                made: 0,
                held: None,
                progress: Progress::default(),
            }],
        }
    }

    /// The builds in `builds`, sorted and each once.
    pub fn from_builds(mut builds: Vec<Build>) -> Frontier {
        builds.sort_unstable();
        builds.dedup();
        Frontier { builds }
    }

    /// The builds, sorted.
    pub fn builds(&self) -> &[Build] {
        &self.builds
    }

    /// Whether no build is left: the setup cannot be built whatever comes
    /// next.
    pub fn is_empty(&self) -> bool {
        self.builds.is_empty()
    }

    /// The memory its list of builds holds, in bytes (its capacity: what
    /// the walk that keeps it holds).
    pub(super) fn heap_bytes(&self) -> usize {
        self.builds.capacity() * size_of::<Build>()
    }
}
