//! Hard limits — the longest drought, flood and S/Z run a randomizer can
//! ever deal — by longest-path search in its state graph, each with a
//! sequence that reaches it.

use std::collections::VecDeque;

use super::chain::Chain;
use crate::Piece;

/// A hard limit: the longest run there can be (`None`: no limit, a cycle
/// keeps it going forever), and pieces from the game's start that deal
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Limit {
    pub(crate) max: Option<u64>,
    pub(crate) witness: Option<Vec<Piece>>,
}

impl Limit {
    /// No limit: a cycle (or a bag of nothing else) keeps the run going.
    pub(crate) const UNBOUNDED: Limit = Limit {
        max: None,
        witness: None,
    };
}

/// For every state: the first edge of a shortest path from the start
/// (its source and the edge), to rebuild how the state is reached.
fn shortest_paths(chain: &Chain) -> Vec<Option<(u32, Piece)>> {
    let mut parent = vec![None; chain.len()];
    let mut seen = vec![false; chain.len()];
    seen[0] = true;
    let mut queue = VecDeque::from([0usize]);
    while let Some(s) = queue.pop_front() {
        for edge in chain.edges(s) {
            let t = edge.to as usize;
            if !seen[t] {
                seen[t] = true;
                parent[t] = Some((s as u32, edge.piece));
                queue.push_back(t);
            }
        }
    }
    parent
}

/// The pieces from the start to `state`.
fn path_to(parents: &[Option<(u32, Piece)>], mut state: usize) -> Vec<Piece> {
    let mut pieces = Vec::new();
    while let Some((from, piece)) = parents[state] {
        pieces.push(piece);
        state = from as usize;
    }
    pieces.reverse();
    pieces
}

/// The longest run of edges whose pieces satisfy `inside`, starting at a
/// state `can_start` allows and ending at a state `can_end` allows, as
/// (length, start state, the run's pieces); `None` if runs are unbounded.
fn longest_run(
    chain: &Chain,
    inside: impl Fn(Piece) -> bool,
    can_start: impl Fn(usize) -> bool,
    can_end: impl Fn(usize) -> bool,
) -> Result<Option<(u64, usize, Vec<Piece>)>, Unbounded> {
    let n = chain.len();
    // Longest inside-path from each state to a state that may end a run
    // (None: no such path), by depth-first search; a back edge means a
    // cycle of inside edges, so runs are unbounded.
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let mut mark = vec![NEW; n];
    let mut best: Vec<Option<u64>> = vec![None; n];
    let mut next_edge: Vec<Option<(usize, Piece)>> = vec![None; n];
    for root in 0..n {
        if mark[root] != NEW {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        mark[root] = OPEN;
        while let Some(&mut (s, ref mut i)) = stack.last_mut() {
            let edges = chain.edges(s);
            if *i < edges.len() {
                let edge = edges[*i];
                *i += 1;
                if !inside(edge.piece) {
                    continue;
                }
                let t = edge.to as usize;
                match mark[t] {
                    OPEN => return Err(Unbounded),
                    NEW => {
                        mark[t] = OPEN;
                        stack.push((t, 0));
                    }
                    _ => {}
                }
            } else {
                stack.pop();
                mark[s] = DONE;
                let mut value = can_end(s).then_some(0);
                for edge in edges.iter().filter(|e| inside(e.piece)) {
                    if let Some(length) = best[edge.to as usize]
                        && value.is_none_or(|v| length + 1 > v)
                    {
                        value = Some(length + 1);
                        next_edge[s] = Some((edge.to as usize, edge.piece));
                    }
                }
                best[s] = value;
            }
        }
    }
    let Some((start, length)) = (0..n)
        .filter(|&s| can_start(s))
        .filter_map(|s| best[s].map(|l| (s, l)))
        .max_by_key(|&(s, l)| (l, std::cmp::Reverse(s)))
    else {
        return Ok(None);
    };
    let mut run = Vec::new();
    let mut s = start;
    while run.len() < length as usize {
        let (t, piece) = next_edge[s].expect("a path of that length");
        run.push(piece);
        s = t;
    }
    Ok(Some((length, start, run)))
}

/// Runs of inside edges go on forever through a cycle.
#[derive(Debug)]
struct Unbounded;

/// The longest drought of `piece`: pieces strictly between two of it.
pub(crate) fn drought(chain: &Chain, piece: Piece) -> Limit {
    let parents = shortest_paths(chain);
    // States entered by the piece, and states it can leave by.
    let mut entered = vec![None; chain.len()];
    for (s, edge) in chain.all_edges() {
        if edge.piece == piece && entered[edge.to as usize].is_none() {
            entered[edge.to as usize] = Some(s);
        }
    }
    let leaves = |s: usize| chain.edges(s).iter().any(|e| e.piece == piece);
    match longest_run(chain, |p| p != piece, |s| entered[s].is_some(), leaves) {
        Err(Unbounded) => Limit::UNBOUNDED,
        Ok(None) => Limit {
            max: Some(0),
            witness: None,
        },
        Ok(Some((length, start, run))) => {
            let before = entered[start].expect("a state the piece enters");
            let mut witness = path_to(&parents, before);
            witness.push(piece);
            witness.extend(run);
            witness.push(piece);
            Limit {
                max: Some(length),
                witness: Some(witness),
            }
        }
    }
}

/// The longest run of pieces that satisfy `inside` (a flood of one piece,
/// a run of S and Z).
pub(crate) fn run(chain: &Chain, inside: impl Fn(Piece) -> bool + Copy) -> Limit {
    let parents = shortest_paths(chain);
    match longest_run(chain, inside, |_| true, |_| true) {
        Err(Unbounded) => Limit::UNBOUNDED,
        Ok(found) => {
            let (length, start, run) = found.unwrap_or((0, 0, Vec::new()));
            let mut witness = path_to(&parents, start);
            witness.extend(run);
            Limit {
                max: Some(length),
                witness: Some(witness),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::forms::BagLaw;

    #[test]
    fn seven_bag_limits_with_witnesses() {
        let chain = Chain::build(&BagLaw { full: [1; 7] }, 1000, &crate::work::Unwatched).unwrap();
        let drought = drought(&chain, Piece::I);
        assert_eq!(drought.max, Some(12));
        let witness = drought.witness.unwrap();
        let between = witness
            .iter()
            .rev()
            .skip(1)
            .take_while(|&&p| p != Piece::I)
            .count();
        assert_eq!(between, 12, "{witness:?}");
        let flood = Piece::ALL.map(|p| run(&chain, move |q| q == p).max.unwrap());
        assert_eq!(flood.iter().max(), Some(&2));
        let snake = run(&chain, Piece::is_skew);
        assert_eq!(snake.max, Some(4));
        assert_eq!(
            snake
                .witness
                .unwrap()
                .iter()
                .rev()
                .take_while(|p| p.is_skew())
                .count(),
            4
        );
    }
}
