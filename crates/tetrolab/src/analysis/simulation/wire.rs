//! Serde forms for counters JSON cannot hold as they are: 128-bit sums
//! (as decimal text, which every JSON reader keeps exactly), arrays longer
//! than serde's own (as lists of their exact length), and the 5-gram table
//! (as its non-zero `[code, times]` pairs, a few thousand of 32 768); and
//! lists read with a cap on their length, so a file cannot make a reader
//! hold more than the longest list a part writes.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{Error, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A list of at most `N` items: a longer one is refused at its item
/// `N + 1`, before it is held.
pub(crate) fn at_most<'de, D: Deserializer<'de>, T: Deserialize<'de>, const N: usize>(
    d: D,
) -> Result<Vec<T>, D::Error> {
    struct Capped<T, const N: usize>(PhantomData<T>);

    impl<'de, T: Deserialize<'de>, const N: usize> Visitor<'de> for Capped<T, N> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "a list of at most {N} items")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(N));
            while let Some(item) = seq.next_element()? {
                if items.len() == N {
                    return Err(A::Error::custom(format!(
                        "a list of more than {N} items, longer than any a part holds"
                    )));
                }
                items.push(item);
            }
            Ok(items)
        }
    }

    d.deserialize_seq(Capped::<T, N>(PhantomData))
}

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
        Option::<Table>::deserialize(d).map(|table| table.map(|t| t.0))
    }

    /// The table, read from pairs in increasing order of code (as they
    /// are written, so a code is never given twice), straight into it.
    struct Table(Box<[u64]>);

    impl<'de> Deserialize<'de> for Table {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Table, D::Error> {
            d.deserialize_seq(Pairs)
        }
    }

    struct Pairs;

    impl<'de> Visitor<'de> for Pairs {
        type Value = Table;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("[code, times] pairs in increasing order of code")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Table, A::Error> {
            let mut table = vec![0; N].into_boxed_slice();
            let mut next = 0;
            while let Some((i, n)) = seq.next_element::<(usize, u64)>()? {
                if i < next || i >= N {
                    return Err(A::Error::custom(format!(
                        "5-gram code {i} is out of order or not below {N}"
                    )));
                }
                table[i] = n;
                next = i + 1;
            }
            Ok(Table(table))
        }
    }
}
