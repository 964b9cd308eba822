//! The digest that seals a part's counters ([`Partial`](super::Partial)):
//! `SipHash`-2-4 (Aumasson and Bernstein, 2012) under a key fixed in this
//! file, over the JSON of what it seals.
//!
//! **What it is for.** A part is a file passed between machines and
//! people; its counters are plain numbers anyone can edit, and a batch's
//! counters can be copied into another batch's place. A digest over (the
//! run, the batch's index, its counters) changes with any of them, so an
//! edited number, a batch moved to another slot or another run's batch is
//! refused when the parts are merged.
//!
//! **What it is not.** The key is public (it is below), so whoever reads
//! this file can compute the digest of counters they made up: it catches
//! edits and copies, not forgery. Parts worth defending against a forger
//! need a signature made with a secret key, outside tetrolab.

use std::io;

/// The key: fixed, so that every tetrolab seals the same counters alike.
const KEY: (u64, u64) = (0x7465_7472_6f6c_6162, 0x7061_7274_6961_6c73);

/// `SipHash`-2-4 of the bytes written, under a key; `io::Write`, so values
/// are hashed as serde writes them, without a buffer of their text.
#[derive(Debug, Clone)]
pub(crate) struct SipHasher24 {
    v: [u64; 4],
    /// Bytes written but not yet hashed (fewer than 8), lowest first.
    tail: u64,
    tail_len: u32,
    /// Bytes written in all (`SipHash` takes its low byte).
    len: u64,
}

impl SipHasher24 {
    /// A hasher under the key `(k0, k1)` (the 16 key bytes, little-endian
    /// halves).
    pub(crate) fn new(k0: u64, k1: u64) -> SipHasher24 {
        SipHasher24 {
            v: [
                k0 ^ 0x736f_6d65_7073_6575,
                k1 ^ 0x646f_7261_6e64_6f6d,
                k0 ^ 0x6c79_6765_6e65_7261,
                k1 ^ 0x7465_6462_7974_6573,
            ],
            tail: 0,
            tail_len: 0,
            len: 0,
        }
    }

    fn round(&mut self) {
        let [v0, v1, v2, v3] = &mut self.v;
        *v0 = v0.wrapping_add(*v1);
        *v1 = v1.rotate_left(13) ^ *v0;
        *v0 = v0.rotate_left(32);
        *v2 = v2.wrapping_add(*v3);
        *v3 = v3.rotate_left(16) ^ *v2;
        *v0 = v0.wrapping_add(*v3);
        *v3 = v3.rotate_left(21) ^ *v0;
        *v2 = v2.wrapping_add(*v1);
        *v1 = v1.rotate_left(17) ^ *v2;
        *v2 = v2.rotate_left(32);
    }

    /// Takes in one 8-byte word: two rounds.
    fn word(&mut self, m: u64) {
        self.v[3] ^= m;
        self.round();
        self.round();
        self.v[0] ^= m;
    }

    /// Takes in `bytes`.
    pub(crate) fn update(&mut self, bytes: &[u8]) {
        self.len = self.len.wrapping_add(bytes.len() as u64);
        for &byte in bytes {
            self.tail |= u64::from(byte) << (8 * self.tail_len);
            self.tail_len += 1;
            if self.tail_len == 8 {
                self.word(self.tail);
                self.tail = 0;
                self.tail_len = 0;
            }
        }
    }

    /// The digest of everything taken in: the last word (the bytes left
    /// and the length's low byte), then four rounds.
    pub(crate) fn finish(mut self) -> u64 {
        let last = self.tail | (self.len & 0xff) << 56;
        self.word(last);
        self.v[2] ^= 0xff;
        for _ in 0..4 {
            self.round();
        }
        let [v0, v1, v2, v3] = self.v;
        v0 ^ v1 ^ v2 ^ v3
    }
}

impl io::Write for SipHasher24 {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.update(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The digest of `value`'s JSON under tetrolab's key, as 16 hex digits.
pub(crate) fn digest<T: serde::Serialize + ?Sized>(value: &T) -> String {
    let mut hasher = SipHasher24::new(KEY.0, KEY.1);
    serde_json::to_writer(&mut hasher, value).expect("counters serialise to JSON");
    format!("{:016x}", hasher.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference vector of the `SipHash` paper (appendix A): key bytes
    /// 0..=15, message bytes 0..=14.
    #[test]
    fn the_papers_vector() {
        let key: Vec<u8> = (0..16).collect();
        let k0 = u64::from_le_bytes(key[..8].try_into().unwrap());
        let k1 = u64::from_le_bytes(key[8..].try_into().unwrap());
        let mut hasher = SipHasher24::new(k0, k1);
        hasher.update(&(0..15).collect::<Vec<u8>>());
        assert_eq!(hasher.finish(), 0xa129_ca61_49be_45e5);
    }

    /// The standard library's (deprecated) `SipHash`-2-4 gives the same
    /// digests for every length from 0 to 70 bytes, written in pieces.
    #[test]
    #[allow(deprecated)]
    fn equals_the_standard_librarys_siphash() {
        use std::hash::Hasher;
        let bytes: Vec<u8> = (0..70u32).map(|i| (i * 37 + 11) as u8).collect();
        for n in 0..=bytes.len() {
            let mut ours = SipHasher24::new(KEY.0, KEY.1);
            let (a, b) = bytes[..n].split_at(n / 3);
            ours.update(a);
            ours.update(b);
            let mut theirs = std::hash::SipHasher::new_with_keys(KEY.0, KEY.1);
            theirs.write(&bytes[..n]);
            assert_eq!(ours.finish(), theirs.finish(), "{n} bytes");
        }
    }

    #[test]
    fn digests_differ_with_the_value() {
        assert_eq!(digest(&(1, [2, 3])), digest(&(1, [2, 3])));
        assert_ne!(digest(&(1, [2, 3])), digest(&(1, [2, 4])));
        assert_eq!(digest(&0).len(), 16);
    }
}
