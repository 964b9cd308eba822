//! The Pareto front, defined plainly: a design is on the front if no
//! other design is at least as good on every objective and better on one.
//!
//! Estimated values are compared honestly: one value is *better* than
//! another only when their 95 % intervals do not overlap, so a difference
//! inside the intervals never makes a design better; and a value is *at
//! least as good* whenever it is not worse in that sense. For exact values
//! (no interval) this is the ordinary comparison.

use super::objective::{Goal, Value};

/// Whether `a` is better than `b` under `goal`: strictly, and beyond both
/// intervals.
///
/// ```
/// use tetrolab::analysis::frontier::{Goal, Value, better};
/// assert!(better(Goal::Minimize, Value::exact(1.0), Value::exact(2.0)));
/// let rough = Value { value: 1.0, half_width: Some(0.6) };
/// let other = Value { value: 2.0, half_width: Some(0.6) };
/// assert!(!better(Goal::Minimize, rough, other));
/// ```
pub fn better(goal: Goal, a: Value, b: Value) -> bool {
    let (a_low, a_high) = a.interval();
    let (b_low, b_high) = b.interval();
    match goal {
        Goal::Minimize => a_high < b_low,
        Goal::Maximize => a_low > b_high,
    }
}

/// Whether `a` dominates `b`: at least as good on every objective (never
/// worse) and better on one. `goals[i]` is objective i's goal, `a[i]` and
/// `b[i]` its values.
///
/// ```
/// use tetrolab::analysis::frontier::{Goal, Value, dominates};
/// let goals = [Goal::Minimize, Goal::Maximize];
/// let v = |x: f64, y: f64| [Value::exact(x), Value::exact(y)];
/// assert!(dominates(&goals, &v(1.0, 5.0), &v(2.0, 5.0)));
/// assert!(!dominates(&goals, &v(1.0, 5.0), &v(1.0, 5.0)));
/// assert!(!dominates(&goals, &v(1.0, 4.0), &v(2.0, 5.0)));
/// ```
pub fn dominates(goals: &[Goal], a: &[Value], b: &[Value]) -> bool {
    let mut better_once = false;
    for ((&goal, &a), &b) in goals.iter().zip(a).zip(b) {
        if better(goal, b, a) {
            return false;
        }
        better_once |= better(goal, a, b);
    }
    better_once
}

/// Which of `designs` (each its values, in `goals`' order) are on the
/// front: not dominated by any other.
pub fn on_front(goals: &[Goal], designs: &[Vec<Value>]) -> Vec<bool> {
    designs
        .iter()
        .map(|b| !designs.iter().any(|a| dominates(goals, a, b)))
        .collect()
}

/// The front design nearest to design `i` and the objectives on which it
/// does better than `i`: what `i` gives up against it. Distance is
/// Euclidean over the objectives, each scaled by its range over the
/// front's finite values; an infinite value differs from a finite one by
/// one range. `None` when the front holds no other design.
pub fn nearest_rival(
    goals: &[Goal],
    designs: &[Vec<Value>],
    front: &[bool],
    i: usize,
) -> Option<(usize, Vec<usize>)> {
    let ranges: Vec<f64> = (0..goals.len())
        .map(|k| {
            let finite = designs
                .iter()
                .zip(front)
                .filter(|(_, on)| **on)
                .map(|(d, _)| d[k].value)
                .filter(|x| x.is_finite());
            let (low, high) = finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), x| {
                (l.min(x), h.max(x))
            });
            if high > low { high - low } else { 1.0 }
        })
        .collect();
    let distance = |j: usize| -> f64 {
        (0..goals.len())
            .map(|k| {
                let (a, b) = (designs[i][k].value, designs[j][k].value);
                let d = if a == b {
                    0.0
                } else if a.is_finite() && b.is_finite() {
                    (a - b) / ranges[k]
                } else {
                    1.0
                };
                d * d
            })
            .sum()
    };
    let rival = (0..designs.len())
        .filter(|&j| j != i && front[j])
        .min_by(|&a, &b| distance(a).total_cmp(&distance(b)))?;
    let given_up = (0..goals.len())
        .filter(|&k| better(goals[k], designs[rival][k], designs[i][k]))
        .collect();
    Some((rival, given_up))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_front_by_hand() {
        // Minimize both: (1,4) (2,2) (4,1) trade off; (3,3) is beaten by
        // (2,2); (4,1) and (4,1.5): the second is beaten.
        let goals = [Goal::Minimize, Goal::Minimize];
        let d = |x: f64, y: f64| vec![Value::exact(x), Value::exact(y)];
        let designs = [
            d(1.0, 4.0),
            d(2.0, 2.0),
            d(3.0, 3.0),
            d(4.0, 1.0),
            d(4.0, 1.5),
        ];
        assert_eq!(on_front(&goals, &designs), [true, true, false, true, false]);
        let front = on_front(&goals, &designs);
        // (1,4)'s nearest rival on the front is (2,2): it gives up y.
        assert_eq!(
            nearest_rival(&goals, &designs, &front, 0),
            Some((1, vec![1]))
        );
    }

    #[test]
    fn estimates_are_not_better_inside_their_interval() {
        let goals = [Goal::Maximize];
        let rough = |x: f64| {
            vec![Value {
                value: x,
                half_width: Some(0.1),
            }]
        };
        // 0.5 and 0.55 overlap: neither beats the other.
        assert_eq!(on_front(&goals, &[rough(0.5), rough(0.55)]), [true, true]);
        // 0.5 and 0.8 do not: the lower is beaten.
        assert_eq!(on_front(&goals, &[rough(0.5), rough(0.8)]), [false, true]);
    }

    #[test]
    fn equal_designs_both_stay() {
        let goals = [Goal::Minimize];
        let same = vec![Value::exact(1.0)];
        assert_eq!(on_front(&goals, &[same.clone(), same]), [true, true]);
    }
}
