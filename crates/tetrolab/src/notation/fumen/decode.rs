//! Decoding fumen strings and URLs into pages.

use super::digits::Reader;
use super::field::{Field, FumenPiece};
use super::quiz::Shown;
use super::text::{is_js_space, read_comment};
use super::{Flags, Fumen, FumenError, Page};
use crate::input::{Text, TooLong};

/// The most bytes a fumen's pages may hold decoded (each page's field and
/// shown comment): far more than any fumen a person wrote, and a bound on
/// what a short text of repeated pages can make.
pub(super) const DECODED_LIMIT: usize = 64 << 20;

/// The fumen versions this decoder reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Version {
    /// v115: 23 rows.
    V115,
    /// v110: 21 rows.
    V110,
}

/// The version and data of a fumen string or URL: the text from a
/// `v115@`-style marker (`v`, `m` or `d`) up to any `&`, without `?` and
/// white space.
pub(super) fn extract(text: &str) -> Result<(Version, String), FumenError> {
    let text = text.split('&').next().unwrap_or_default();
    let marker = |version: &str| {
        ["v", "m", "d"]
            .iter()
            .filter_map(|p| text.find(&format!("{p}{version}@")))
            .min()
    };
    let (version, at) = match (marker("115"), marker("110")) {
        (Some(at), _) => (Version::V115, at),
        (None, Some(at)) => (Version::V110, at),
        (None, None) => return Err(FumenError::Version),
    };
    let data = text[at + 5..]
        .chars()
        .filter(|&c| c != '?' && !is_js_space(c))
        .collect();
    Ok((version, data))
}

/// Where decoding is: what carries from page to page.
struct State {
    field: Field,
    repeat: u32,
    shown: Shown,
}

impl Fumen {
    /// Decodes a fumen string (`v115@…`, `m115@`, `d115@`, or the older
    /// `v110@…`) or a URL holding one (`https://fumen.zui.jp/?v115@…`,
    /// `…fumen-for-mobile/?d=v115@…&…`). `?` and white space in the data are
    /// ignored. Quiz comments advance as tetris-fumen advances them.
    ///
    /// # Errors
    /// No fumen version marker, a character outside fumen's digits,
    /// truncated data, a field run or cell code out of range, a locked piece
    /// off the field, or a quiz the reference decoder would also reject;
    /// a text longer than [`Text::Fumen`]'s bound, or pages that would hold
    /// more than 64 MiB decoded.
    ///
    /// ```
    /// use tetrolab::Piece;
    /// use tetrolab::notation::fumen::Fumen;
    /// let fumen = Fumen::decode("https://fumen.zui.jp/?v115@vhARQJ").unwrap();
    /// let piece = fumen.pages[0].piece.unwrap();
    /// assert_eq!((piece.piece, piece.x, piece.y), (Piece::I, 4, 0));
    /// assert!(Fumen::decode("v115@vhAyO").is_err());
    /// ```
    pub fn decode(text: &str) -> Result<Fumen, FumenError> {
        if text.len() > Text::Fumen.limit() {
            let too_long = TooLong {
                text: Text::Fumen,
                line: None,
            };
            return Err(too_long.into());
        }
        let (version, data) = extract(text)?;
        let top: i32 = match version {
            Version::V115 => 23,
            Version::V110 => 21,
        };
        let blocks = (top as u32 + 1) * 10;
        let mut input = Reader::new(&data)?;
        let mut state = State {
            field: Field::default(),
            repeat: 0,
            shown: Shown::default(),
        };
        let mut pages = Vec::new();
        let mut held = 0;
        while !input.is_empty() {
            let index = pages.len();
            let field = if state.repeat > 0 {
                state.repeat -= 1;
                state.field.clone()
            } else {
                let (field, changed) = decode_field(&mut input, &state.field, top, blocks)?;
                if !changed {
                    state.repeat = input.poll(1)?;
                }
                field
            };
            let mut action = input.poll(3)?;
            let (code, rotation) = (action % 8, (action / 8) % 4);
            action /= 32;
            let position = (action % blocks) as i32;
            action /= blocks;
            let flag = |bit: u32| action & (1 << bit) != 0;
            let flags = Flags {
                rise: flag(0),
                mirror: flag(1),
                colorize: flag(2),
                lock: !flag(4),
                quiz: false,
            };
            let piece =
                FumenPiece::from_wire(code, rotation, position % 10, top - position / 10 - 1);
            let (comment, comment_ref) = if flag(3) {
                let text = read_comment(&mut input)?;
                state.shown.write(index, &text);
                (text, None)
            } else if index == 0 {
                (String::new(), None)
            } else {
                let (shown, from) = state
                    .shown
                    .inherited()
                    .map_err(|_| FumenError::Quiz { page: index })?;
                (shown, Some(from))
            };
            let flags = Flags {
                quiz: state.shown.quiz_runs(),
                ..flags
            };
            if flags.lock {
                state
                    .shown
                    .lock(piece.map(|p| p.piece))
                    .map_err(|_| FumenError::Quiz { page: index })?;
            }
            state.field = field
                .after(piece.as_ref(), &flags)
                .ok_or(FumenError::PieceOffField { page: index })?;
            held += std::mem::size_of::<Page>() + comment.len();
            if held > DECODED_LIMIT {
                return Err(FumenError::TooManyPages { page: index });
            }
            pages.push(Page {
                field,
                piece,
                comment,
                comment_ref,
                flags,
            });
        }
        Ok(Fumen { pages })
    }
}

/// Reads one page's field: run-length differences from `previous`. Also
/// says whether it had more than one run (the reference's "changed").
fn decode_field(
    input: &mut Reader,
    previous: &Field,
    top: i32,
    blocks: u32,
) -> Result<(Field, bool), FumenError> {
    let mut field = previous.clone();
    let mut changed = false;
    let mut index = 0;
    while index < blocks {
        let value = input.poll(2)?;
        let (delta, run) = ((value / blocks) as i32 - 8, value % blocks + 1);
        if run != blocks {
            changed = true;
        }
        for _ in 0..run {
            if index >= blocks {
                return Err(FumenError::Field);
            }
            let (x, y) = ((index % 10) as i8, (top - (index / 10) as i32 - 1) as i8);
            if !field.add(x, y, delta) {
                return Err(FumenError::Field);
            }
            index += 1;
        }
    }
    Ok((field, changed))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// tetris-fumen's `extract` tests.
    #[test]
    fn extraction() {
        for (text, version, data) in [
            ("v115@vhATLJ", Version::V115, "vhATLJ"),
            ("m115@vhAJEJ", Version::V115, "vhAJEJ"),
            ("d115@vhAMLJ", Version::V115, "vhAMLJ"),
            ("http://fumen.zui.jp/?v115@vhANKJ", Version::V115, "vhANKJ"),
            (
                "https://harddrop.com/fumen/?v115@vhAxPJ",
                Version::V115,
                "vhAxPJ",
            ),
            (
                "https://knewjade.github.io/fumen-for-mobile/?d=v115@vhAmKJ&dummy=3",
                Version::V115,
                "vhAmKJ",
            ),
            ("     v115@ehD 8 MeA gH   ", Version::V115, "ehD8MeAgH"),
            (
                "v110@7eAA4G?A8JeA8ReAgH",
                Version::V110,
                "7eAA4GA8JeA8ReAgH",
            ),
        ] {
            assert_eq!(extract(text), Ok((version, data.to_owned())), "{text}");
        }
        assert_eq!(extract("7eAA4G"), Err(FumenError::Version));
    }

    /// A short text of pages repeating one field and one long comment is
    /// refused before its pages hold more than the bound (decoded whole,
    /// this one's would hold 430 MB).
    #[test]
    fn repeated_pages_are_refused_past_the_decoded_bound() {
        let page = |comment: &str| Page {
            comment: comment.to_owned(),
            flags: Flags {
                lock: false,
                ..Flags::default()
            },
            ..Page::default()
        };
        let mut pages = vec![page(&"x".repeat(4000))];
        pages.resize(100_000, page(&"x".repeat(4000)));
        let text = Fumen { pages }.encode().unwrap();
        assert!(text.len() < Text::Fumen.limit(), "{}", text.len());
        let refused = Fumen::decode(&text).unwrap_err();
        let FumenError::TooManyPages { page } = refused else {
            panic!("{refused}")
        };
        assert!(page < 20_000, "{page}");
    }

    #[test]
    fn a_text_past_the_bound_is_refused_unread() {
        let text = format!("v115@vhA{}", "A".repeat(Text::Fumen.limit()));
        let refused = Fumen::decode(&text).unwrap_err();
        assert!(
            refused.to_string().starts_with("the fumen runs past 1 MiB"),
            "{refused}"
        );
    }
}
