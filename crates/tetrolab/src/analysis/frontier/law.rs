//! Which designs deal the same law, so each law is evaluated once.

use crate::Spec;
use crate::analysis::exact::plain_bag;

/// A key equal for two specs when they deal the same law under ideal
/// draws: a plain bag by the pieces it holds (the order it is shuffled or
/// dealt in does not change its law: `7-bag`, `bag:deal=back`,
/// `tetrio-7-bag`), any other design by its validated configuration
/// (so a preset and the generic spec it stands for share one:
/// `laroche-nes` and `history:size=1,rolls=2,first=roll,history=`).
/// Specs with different keys may still deal the same law; they are then
/// evaluated twice and listed apart, never wrongly merged.
pub(super) fn law_key(spec: &Spec) -> String {
    match plain_bag(spec) {
        Some(counts) => format!("plain bag {counts:?}"),
        None => format!("{:?}", spec.family()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> String {
        law_key(&text.parse().unwrap())
    }

    #[test]
    fn same_law_same_key() {
        assert_eq!(key("7-bag"), key("bag:contents=ZSTOLJI,deal=back"));
        assert_eq!(key("7-bag"), key("tetrio-7-bag"));
        assert_eq!(key("14-bag"), key("bag:contents=IIJJLLOOSSTTZZ"));
        assert_eq!(
            key("laroche-nes"),
            key("history:size=1,rolls=2,first=roll,history=")
        );
        assert_ne!(key("7-bag"), key("14-bag"));
        assert_ne!(key("7-bag"), key("tetrio-7-bag:no-szo"));
        assert_ne!(key("history:rolls=4"), key("history:rolls=5"));
    }
}
