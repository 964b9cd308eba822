//! The design frontier: which randomizers are not beaten on every axis at
//! once.
//!
//! A *design space* ([`Space`]) is a list of spec templates in the sweep's
//! range syntax; the default ([`Space::standard`]) holds plain bags,
//! histories, multi-bags, red/blue bags, memoryless and the classic
//! reroll. Each design is judged on *objectives* ([`Objective`]), each a
//! number of its exact answer named as `tetrolab exact SPEC --json` names
//! it, to be minimized or maximized ([`Goal`]); *constraints*
//! ([`Constraint`], `drought.max<=14`) leave out designs that miss a
//! bound. The *front* is defined plainly ([`dominates`], [`on_front`]): a
//! design is on it when no other design is at least as good on every
//! objective and better on one, where an estimated value (the observers of
//! the 2x7 and red/blue bags) is never called better on a difference
//! inside its 95 % interval.
//!
//! [`evaluate`] answers each *law* once: designs that deal the same law
//! (`7-bag`, `bag:contents=IJLOSTZ`, `tetrio-7-bag`) are found by their
//! configuration before any work and listed together as one design.

mod constraint;
mod evaluate;
mod front;
mod law;
mod objective;
mod space;

pub use constraint::{Comparison, Constraint, ParseConstraintError};
pub use evaluate::{Design, Frontier, GivesUp, Judged, Plan, Unanswered, evaluate};
pub use front::{better, dominates, nearest_rival, on_front};
pub use objective::{Goal, Objective, ParseObjectiveError, Value};
pub use space::Space;

#[cfg(test)]
mod checks;
