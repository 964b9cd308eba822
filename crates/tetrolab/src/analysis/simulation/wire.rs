//! Serde forms for counters JSON cannot hold as they are: 128-bit sums
//! (as decimal text, which every JSON reader keeps exactly), arrays longer
//! than serde's own (as lists of their exact length), and the 5-gram table
//! (as its non-zero `[code, times]` pairs, a few thousand of 32 768).

use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A `u128` as decimal text.
pub(crate) mod u128_text {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(value: &u128, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(value)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| D::Error::custom(format!("`{text}` is not a 128-bit count")))
    }
}

/// A `[u64; N]` as a list of exactly `N` numbers.
pub(crate) mod array {
    use super::*;

    pub(crate) fn serialize<S: Serializer, const N: usize>(
        values: &[u64; N],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        values.as_slice().serialize(s)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
        d: D,
    ) -> Result<[u64; N], D::Error> {
        let values = Vec::<u64>::deserialize(d)?;
        let found = values.len();
        values
            .try_into()
            .map_err(|_| D::Error::custom(format!("expected {N} counts, found {found}")))
    }
}

/// An optional table of `N` counts as its non-zero `[index, count]`
/// pairs, in index order.
pub(crate) mod sparse {
    use super::*;

    /// The table's size.
    const N: usize = super::super::metrics::NGRAM_CODES;

    pub(crate) fn serialize<S: Serializer>(
        table: &Option<Box<[u64]>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        table
            .as_ref()
            .map(|table| {
                table
                    .iter()
                    .enumerate()
                    .filter(|&(_, &n)| n > 0)
                    .map(|(i, &n)| (i, n))
                    .collect::<Vec<_>>()
            })
            .serialize(s)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Box<[u64]>>, D::Error> {
        let Some(pairs) = Option::<Vec<(usize, u64)>>::deserialize(d)? else {
            return Ok(None);
        };
        let mut table = vec![0; N].into_boxed_slice();
        for (i, n) in pairs {
            *table
                .get_mut(i)
                .ok_or_else(|| D::Error::custom(format!("5-gram code {i} is not below {N}")))? = n;
        }
        Ok(Some(table))
    }
}
