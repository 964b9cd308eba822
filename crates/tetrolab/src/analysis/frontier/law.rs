//! Which designs deal the same law, so each law is evaluated once.

use crate::Spec;
use crate::analysis::exact::plain_bag;
use crate::randomizer::catalog::{Drawn, Family};
use crate::randomizer::{FirstBatch, FirstPiece, History};

/// What a spec is grouped by: `law` is equal for two specs that deal the
/// same law under ideal draws; `class` is equal for two specs whose every
/// judged objective is equal (the same law, or, when no objective names a
/// piece, a plain bag whose pieces are renamed).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct LawKey {
    /// The group the spec is evaluated in.
    pub(super) class: String,
    /// The law it deals.
    pub(super) law: String,
}

/// The key of `spec`; `renaming_allowed` when no judged or bounded
/// objective names a piece, so renaming a bag's pieces changes none.
///
/// Specs share a law when:
/// - they are plain bags of the same pieces (the order they are shuffled
///   or dealt in does not change the law: `7-bag`, `bag:deal=back`,
///   `tetrio-7-bag`);
/// - they are histories equal after [`canonical_history`], or memoryless
///   (in any piece order) or a history of one roll whose first piece is
///   rolled (every piece uniform and independent);
/// - they are the classic reroll in any piece order (`nes-ideal`,
///   `tetrio-classic`): the order only names the draws;
/// - their validated configurations are equal (so a preset and the
///   generic spec it stands for share one: `tetrio-7+1-bag` and
///   `extras-bag`).
///
/// Specs with different keys may still deal the same law; they are then
/// evaluated twice and listed apart, never wrongly merged.
pub(super) fn law_key(spec: &Spec, renaming_allowed: bool) -> LawKey {
    if let Some(counts) = plain_bag(spec) {
        let mut sorted = counts;
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let law = format!("plain bag {counts:?}");
        let class = if renaming_allowed {
            format!("plain bag renamed {sorted:?}")
        } else {
            law.clone()
        };
        return LawKey { class, law };
    }
    let law = match spec.family() {
        Family::Drawn(Drawn::Memoryless(_, FirstBatch::AsMade)) => "memoryless".to_owned(),
        Family::Drawn(Drawn::Classic(_, FirstBatch::AsMade)) => "classic reroll".to_owned(),
        Family::Drawn(Drawn::History(history)) => match canonical_history(history) {
            None => "memoryless".to_owned(),
            Some(canonical) => format!("{canonical:?}"),
        },
        family => format!("{family:?}"),
    };
    LawKey {
        class: law.clone(),
        law,
    }
}

/// The plainest history dealing the same law as `history` under ideal
/// draws, or `None` when that law is memoryless's.
///
/// - The piece order only names draws: a uniform draw is a uniform piece
///   in any order, so the order becomes I J L O S T Z.
/// - Rerolling the first piece until it is not S, Z or O makes it uniform
///   over I J L T, as one draw from I J L T does: `reroll-szo` becomes
///   `not-szo`.
/// - The initial history is kept only as far as `size` holds it.
/// - With one roll and no extra draw every rolled piece is uniform and
///   independent of the history (a failed roll is kept): size and initial
///   history no longer matter, and with the first piece rolled too the law
///   is memoryless. (With the extra draw it is not: a piece outside the
///   history is kept, one inside it is drawn again, unchecked, so repeats
///   are rarer.)
pub(super) fn canonical_history(history: &History) -> Option<History> {
    let first = match history.first {
        FirstPiece::RerollSzo => FirstPiece::NotSzo,
        first => first,
    };
    if history.rolls <= 1 && !history.extra_draw {
        return (first != FirstPiece::Roll).then(|| History::plain(1, 1, first, &[]));
    }
    let keep = history.initial.len().saturating_sub(history.size);
    Some(History {
        first,
        initial: history.initial[keep..].to_vec(),
        order: crate::Piece::ALL,
        ..history.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact::{Options, analyze};
    use crate::analysis::frontier::Objective;

    fn key(text: &str) -> LawKey {
        law_key(&text.parse().unwrap(), false)
    }

    #[test]
    fn same_law_same_key() {
        assert_eq!(key("7-bag"), key("bag:contents=ZSTOLJI,deal=back"));
        assert_eq!(key("7-bag"), key("tetrio-7-bag"));
        assert_eq!(key("14-bag"), key("bag:contents=IIJJLLOOSSTTZZ"));
        assert_eq!(key("tetrio-7+2-bag"), key("extras-bag:extras=2"));
        assert_eq!(
            key("laroche-nes"),
            key("history:size=1,rolls=2,first=roll,history=")
        );
        assert_eq!(key("memoryless"), key("history:size=5,rolls=1,first=roll"));
        assert_eq!(key("memoryless"), key("tetrio-total-mayhem"));
        assert_eq!(key("nes-ideal"), key("tetrio-classic"));
        assert_ne!(key("tetrio-classic"), key("tetrio-classic:no-szo"));
        assert_eq!(
            key("history:size=2,rolls=1,first=reroll-szo"),
            key("history:size=6,rolls=1,first=not-szo")
        );
        assert_ne!(
            key("memoryless"),
            key("history:rolls=1,first=roll,extra-draw=on")
        );
        assert_eq!(
            key("history:rolls=4,first=reroll-szo,order=IZSJLOT"),
            key("history:rolls=4,first=not-szo")
        );
        assert_ne!(key("7-bag"), key("14-bag"));
        assert_ne!(key("7-bag"), key("tetrio-7-bag:no-szo"));
        assert_ne!(key("history:rolls=4"), key("history:rolls=5"));
        assert_ne!(key("history:rolls=4"), key("history:rolls=4,first=roll"));
        assert_ne!(key("memoryless"), key("history:rolls=1,first=not-szo"));
        assert_ne!(key("extras-bag:extras=1"), key("extras-bag:extras=2"));
    }

    #[test]
    fn renamed_bags_share_a_class_only_when_allowed() {
        let spec = |t: &str| -> Spec { t.parse().unwrap() };
        let two_i = spec("bag:contents=IIJLOSTZ");
        let two_t = spec("bag:contents=IJLOSTTZ");
        assert_eq!(law_key(&two_i, true).class, law_key(&two_t, true).class);
        assert_ne!(law_key(&two_i, true).law, law_key(&two_t, true).law);
        assert_ne!(law_key(&two_i, false).class, law_key(&two_t, false).class);
    }

    /// The rules of `law_key` hold: every pair it merges has equal exact
    /// values on every objective (and renamed bags on every pooled one).
    #[test]
    fn merged_designs_have_equal_values() {
        let objectives = [
            Objective::DroughtMax,
            Objective::DroughtAtLeast(13),
            Objective::RepeatProbability,
            Objective::FloodMax,
            Objective::GuessAccuracy,
            Objective::EntropyRate,
            Objective::GapVariance,
            Objective::GameDrought {
                piece: crate::Piece::S,
                at_least: 8,
            },
        ];
        let options = Options {
            at_least: vec![8, 13],
            ..Options::default()
        };
        let values = |text: &str| -> Vec<f64> {
            let exact = analyze(&text.parse().unwrap(), &options, &crate::work::Unwatched).unwrap();
            objectives.iter().map(|o| o.read(&exact).value).collect()
        };
        let pooled = objectives.len() - 1;
        for (a, b, renamed) in [
            ("memoryless", "history:size=3,rolls=1,first=roll", false),
            (
                "history:size=2,rolls=1,first=reroll-szo",
                "history:size=4,rolls=1,first=not-szo",
                false,
            ),
            (
                "history:size=3,rolls=3,first=reroll-szo,extra-draw=on",
                "history:size=3,rolls=3,first=not-szo,extra-draw=on",
                false,
            ),
            (
                "history:size=2,rolls=3,order=TZSJLOI",
                "history:size=2,rolls=3",
                false,
            ),
            ("tetrio-7+1-bag", "extras-bag", false),
            ("nes-ideal", "tetrio-classic", false),
            ("bag:contents=IIJLOSTZ", "bag:contents=IJLOSTZZ", true),
        ] {
            let key = |t: &str| law_key(&t.parse().unwrap(), true);
            assert_eq!(key(a).class, key(b).class, "{a} and {b} are merged");
            let (x, y) = (values(a), values(b));
            let compared = if renamed { pooled } else { objectives.len() };
            for k in 0..compared {
                let equal = x[k] == y[k] || (x[k] - y[k]).abs() < 1e-12;
                assert!(equal, "{a} vs {b}: {}", objectives[k]);
            }
        }
    }
}
