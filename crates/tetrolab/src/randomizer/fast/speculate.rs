//! Dealing one stream of pieces as several walks at once, stitched where
//! they meet.
//!
//! A history randomizer's next piece depends on the previous one (through
//! the history and the read position), so dealing one piece waits for the
//! last: the processor sits mostly idle. But the draws are known ahead, and
//! a walk through them started anywhere with any history soon falls into
//! step with the true walk — once both stand at the same draw with the same
//! history, every later piece is the same. So a block of draws is split
//! into segments, one walk starts at each (the first from the true state,
//! the others from a guess), the walks advance in turn — independent work
//! the processor overlaps — and each walk stops where it meets the next
//! one's path. Stitched, the pieces are exactly the true walk's: no piece
//! depends on a guess, only the speed does (a walk that fails to meet the
//! next ends the block early, and the next block starts where it stopped).

use crate::Piece;

/// A randomizer as a walk through a stream of draws (a byte each): each
/// step deals one piece from the draws at its position and a small state,
/// and moves at least one draw forward.
pub(crate) trait Walk: Copy {
    /// What besides the position decides the next step (the history).
    type State: Copy + Eq + Default;

    /// The most draws one step moves forward (at most [`MAX_READS`]).
    fn reach(self) -> usize;

    /// Deals one piece from position `at` (below [`SPAN`]; a step may read
    /// up to [`MAX_READS`] draws from there): the piece as a byte
    /// [`piece`](Walk::piece) reads, the next position and the next state.
    fn step(self, draws: &Draws, at: usize, state: Self::State) -> (u8, usize, Self::State);

    /// The piece a byte from [`step`](Walk::step) stands for.
    fn piece(byte: u8) -> Piece;

    /// A likely state for a walk starting at `at` (`at >= 8`): the better
    /// the guess, the sooner walks meet.
    fn guess(self, draws: &Draws, at: usize) -> Self::State;
}

/// How many walks a block runs: four independent chains keep the
/// processor busy without running out of registers.
const WALKS: usize = 4;
/// How many draws each walk's segment holds: the checked steps at a
/// segment's head and end (a few hundred draws) are then a small share of
/// it (1024 left `tgm1` 6.5 instructions a piece slower).
const SEGMENT: usize = 4096;
/// How far into the next segment a walk looks for the next walk's path
/// before it gives up (and the block ends there).
const MARGIN: usize = 128;
/// The draws a block covers (a power of two: positions reduce modulo it
/// without a division, which spares steps a bounds check).
pub(crate) const SPAN: usize = WALKS * SEGMENT;
/// The most draws a step may read from its position on.
pub(crate) const MAX_READS: usize = 16;
/// Room for the pieces one walk deals in a block: at most one per draw of
/// its segment and margin, rounded up to a power of two for the same
/// reason.
const STEPS: usize = (SEGMENT + MARGIN).next_power_of_two();
/// A head entry no step has visited.
const UNVISITED: u16 = u16::MAX;

/// A block's draws, with room for the last step's reads.
pub(crate) type Draws = [u8; SPAN + MAX_READS];

/// The speculative dealer's buffers: the block's draws, each walk's
/// pieces, each walk's first steps (where the walk before looks for it),
/// and the stitched pieces not yet dealt.
#[derive(Debug, Clone)]
pub(crate) struct Speculation<S> {
    /// The draws; from `at` on they are unread.
    draws: Box<Draws>,
    /// The true read position.
    at: usize,
    /// The true state at `at`.
    state: S,
    /// Each walk's pieces (as [`Walk::step`] gives them), by step.
    pieces: Box<[[u8; STEPS]; WALKS]>,
    /// Per walk and per draw offset from its start, below [`MARGIN`]: the
    /// step that started there, or [`UNVISITED`]…
    head_step: [[u16; MARGIN]; WALKS],
    /// …and the state it started in.
    head_state: [[S; MARGIN]; WALKS],
    /// The stitched pieces; `dealt[next..]` are not dealt yet.
    dealt: Vec<Piece>,
    next: usize,
}

/// One walk of a block.
#[derive(Debug, Clone, Copy)]
struct Walker<S> {
    at: usize,
    state: S,
    /// Steps taken (pieces dealt).
    steps: usize,
    /// How it stopped.
    end: End,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// It met the next walk's path where that walk had taken this many
    /// steps: the next walk's pieces from there on continue this walk's.
    Met(usize),
    /// It stopped without meeting the next walk (or was the last walk).
    Alone,
}

impl<S: Copy + Eq + Default> Speculation<S> {
    /// A dealer starting from `state`, the next draws being `unread` and
    /// then whatever the refill makes (`unread` holds at most [`SPAN`]).
    pub(crate) fn new(state: S, unread: &[u8]) -> Speculation<S> {
        let mut draws = Box::new([0; SPAN + MAX_READS]);
        let at = draws.len() - unread.len();
        draws[at..].copy_from_slice(unread);
        Speculation {
            draws,
            at,
            state,
            pieces: Box::new([[0; STEPS]; WALKS]),
            head_step: [[UNVISITED; MARGIN]; WALKS],
            head_state: [[S::default(); MARGIN]; WALKS],
            dealt: Vec::with_capacity(WALKS * STEPS),
            next: 0,
        }
    }

    /// Deals into `out`, running blocks as needed; `refill` writes the
    /// next draws of the stream into the slice it is given.
    pub(crate) fn fill<W: Walk<State = S>>(
        &mut self,
        walk: W,
        out: &mut [Piece],
        mut refill: impl FnMut(&mut [u8]),
    ) {
        let mut filled = 0;
        while filled < out.len() {
            if self.next == self.dealt.len() {
                self.run_block(walk, &mut refill);
            }
            let take = (self.dealt.len() - self.next).min(out.len() - filled);
            out[filled..filled + take].copy_from_slice(&self.dealt[self.next..self.next + take]);
            self.next += take;
            filled += take;
        }
    }

    /// Carries the unread draws to the front, draws new ones behind them,
    /// runs the walks and stitches their pieces into `dealt`.
    #[inline(never)]
    fn run_block<W: Walk<State = S>>(&mut self, walk: W, refill: &mut impl FnMut(&mut [u8])) {
        let len = self.draws.len();
        self.draws.copy_within(self.at..len, 0);
        refill(&mut self.draws[len - self.at..]);
        for head in &mut self.head_step {
            head.fill(UNVISITED);
        }
        let mut walkers: [Walker<S>; WALKS] = std::array::from_fn(|j| Walker {
            at: j * SEGMENT,
            state: if j == 0 {
                self.state
            } else {
                walk.guess(&self.draws, j * SEGMENT)
            },
            steps: 0,
            end: End::Alone,
        });
        self.walk_heads(walk, &mut walkers);
        self.walk_bulk(walk, &mut walkers);
        self.walk_ends(walk, &mut walkers);
        self.stitch::<W>(&walkers);
    }

    /// Takes one step of walk `j`, keeping its piece.
    #[inline(always)]
    fn step<W: Walk<State = S>>(&mut self, walk: W, j: usize, walker: &mut Walker<S>) {
        let (piece, at, state) = walk.step(&self.draws, walker.at, walker.state);
        self.pieces[j][walker.steps % STEPS] = piece;
        (walker.at, walker.state) = (at, state);
        walker.steps += 1;
    }

    /// Walks every walk but the first through its first [`MARGIN`] draws,
    /// in turn, recording where each step starts and in which state: the
    /// walk before looks there for a meeting.
    fn walk_heads<W: Walk<State = S>>(&mut self, walk: W, walkers: &mut [Walker<S>; WALKS]) {
        loop {
            let mut walking = false;
            for (j, walker) in walkers.iter_mut().enumerate().skip(1) {
                let offset = walker.at - j * SEGMENT;
                if offset < MARGIN {
                    self.head_step[j][offset] = walker.steps as u16;
                    self.head_state[j][offset] = walker.state;
                    self.step(walk, j, walker);
                    walking = true;
                }
            }
            if !walking {
                return;
            }
        }
    }

    /// Advances all walks in turn, with no checks, for as many rounds as
    /// cannot carry any walk past the end of its segment; repeats while
    /// that is worth it. The walks are independent, so the processor
    /// overlaps their steps.
    fn walk_bulk<W: Walk<State = S>>(&mut self, walk: W, walkers: &mut [Walker<S>; WALKS]) {
        let mut at: [usize; WALKS] = std::array::from_fn(|j| walkers[j].at);
        let mut state: [S; WALKS] = std::array::from_fn(|j| walkers[j].state);
        // Every walk steps once a round, so one count of rounds serves all.
        let first: [usize; WALKS] = std::array::from_fn(|j| walkers[j].steps);
        let mut round = 0;
        loop {
            let room = (0..WALKS).map(|j| (j + 1) * SEGMENT - at[j]).min();
            let rounds = room.unwrap_or(0) / walk.reach();
            if rounds < 4 {
                break;
            }
            for _ in 0..rounds {
                for j in 0..WALKS {
                    let piece;
                    (piece, at[j], state[j]) = walk.step(&self.draws, at[j], state[j]);
                    self.pieces[j][(first[j] + round) % STEPS] = piece;
                }
                round += 1;
            }
        }
        for (j, walker) in walkers.iter_mut().enumerate() {
            (walker.at, walker.state, walker.steps) = (at[j], state[j], first[j] + round);
        }
    }

    /// Walks each walk to its end, in turn: the last to the end of the
    /// block; each other until it stands where the next walk stood in the
    /// same state, or [`MARGIN`] draws into the next segment.
    fn walk_ends<W: Walk<State = S>>(&mut self, walk: W, walkers: &mut [Walker<S>; WALKS]) {
        let mut ended = [false; WALKS];
        loop {
            let mut walking = false;
            for (j, walker) in walkers.iter_mut().enumerate() {
                if ended[j] {
                    continue;
                }
                match self.end_of(j, walker) {
                    Some(end) => (walker.end, ended[j]) = (end, true),
                    None => {
                        self.step(walk, j, walker);
                        walking = true;
                    }
                }
            }
            if !walking {
                return;
            }
        }
    }

    /// How walk `j` ends where it stands, if it does.
    #[inline(always)]
    fn end_of(&self, j: usize, walker: &Walker<S>) -> Option<End> {
        let end = (j + 1) * SEGMENT;
        if walker.at < end {
            return None;
        }
        let into = walker.at - end;
        if j + 1 == WALKS || into >= MARGIN {
            return Some(End::Alone);
        }
        let step = self.head_step[j + 1][into];
        (step != UNVISITED && self.head_state[j + 1][into] == walker.state)
            .then_some(End::Met(usize::from(step)))
    }

    /// Joins the walks' pieces along the true path into `dealt` and keeps
    /// the true position and state where it ends.
    ///
    /// A walk joined at step `from` of its own (where the walk before met
    /// it) always ran past that step: it walks at least to the end of its
    /// segment, beyond its head where meetings happen.
    fn stitch<W: Walk<State = S>>(&mut self, walkers: &[Walker<S>; WALKS]) {
        self.dealt.clear();
        self.next = 0;
        let mut from = 0;
        for (j, walker) in walkers.iter().enumerate() {
            let pieces = self.pieces[j][from..walker.steps].iter();
            self.dealt.extend(pieces.map(|&byte| W::piece(byte)));
            match walker.end {
                End::Met(step) => from = step,
                End::Alone => {
                    (self.at, self.state) = (walker.at, walker.state);
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk over draws `0..7`: the piece is the draw at the position,
    /// unless it equals the state's last piece, then the draw after it.
    /// The state also counts pieces modulo `period`, so walks that start
    /// in different counts never meet when `period` is large.
    #[derive(Debug, Clone, Copy)]
    struct Reroll {
        period: u32,
    }

    impl Walk for Reroll {
        type State = (u8, u32);

        fn reach(self) -> usize {
            2
        }

        fn step(
            self,
            draws: &Draws,
            at: usize,
            (last, count): (u8, u32),
        ) -> (u8, usize, (u8, u32)) {
            let rerolls = draws[at] == last;
            let piece = draws[at + usize::from(rerolls)];
            let next = at + 1 + usize::from(rerolls);
            (piece, next, (piece, (count + 1) % self.period))
        }

        fn piece(byte: u8) -> Piece {
            Piece::ALL[usize::from(byte)]
        }

        fn guess(self, draws: &Draws, at: usize) -> (u8, u32) {
            (draws[at - 1], 0)
        }
    }

    /// The draws of a small linear congruential generator, modulo 7.
    fn stream(count: usize) -> Vec<u8> {
        let mut x = 12_345u32;
        (0..count)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                ((x >> 16) % 7) as u8
            })
            .collect()
    }

    /// The walk as written: reroll once when the draw repeats the last
    /// piece.
    fn serial(draws: &[u8], count: usize) -> Vec<Piece> {
        let (mut at, mut last) = (0, 7);
        let mut pieces = Vec::new();
        for _ in 0..count {
            let rerolls = usize::from(draws[at] == last);
            last = draws[at + rerolls];
            at += 1 + rerolls;
            pieces.push(Piece::ALL[usize::from(last)]);
        }
        pieces
    }

    /// The pieces dealt speculatively, and how many blocks that took.
    fn speculative(walk: Reroll, draws: &[u8], unread: usize, count: usize) -> (Vec<Piece>, usize) {
        let mut speculation = Speculation::new((7, 0), &draws[..unread]);
        let mut rest = draws[unread..].iter();
        let mut blocks = 0;
        let mut out = vec![Piece::I; count];
        for chunk in out.chunks_mut(1_000) {
            speculation.fill(walk, chunk, |fresh| {
                blocks += 1;
                fresh
                    .iter_mut()
                    .for_each(|slot| *slot = *rest.next().expect("enough draws"));
            });
        }
        (out, blocks)
    }

    /// Walks that meet and walks that never do (every block then ends
    /// where the first walk gives up) both deal the serial walk's pieces,
    /// with or without draws handed over at the start; meeting walks need
    /// far fewer blocks.
    #[test]
    fn speculation_deals_the_serial_walk() {
        let draws = stream(400_000);
        let expected = serial(&draws, 50_000);
        let mut blocks = Vec::new();
        for period in [1, 1_000_003] {
            for unread in [0, 256] {
                let (got, used) = speculative(Reroll { period }, &draws, unread, 50_000);
                assert_eq!(got, expected, "period {period}, unread {unread}");
                blocks.push(used);
            }
        }
        assert!(blocks[0] * 2 < blocks[2], "blocks: {blocks:?}");
    }
}
