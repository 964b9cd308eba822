//! Any text through the fumen decoder: no panic; what decodes encodes, and
//! the encoding decodes to the same pages (the same fields, pieces, flags
//! and shown comments); the pages convert to a record or say why not, and
//! a record that plays out exports again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::notation::Mode;
use tetrolab::notation::fumen::Fumen;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(fumen) = Fumen::decode(text) else {
        return;
    };
    let encoded = fumen.encode().expect("decoded pages encode");
    let again = Fumen::decode(&encoded).expect("an encoding decodes");
    assert_eq!(again.pages.len(), fumen.pages.len());
    for (a, b) in again.pages.iter().zip(&fumen.pages) {
        assert_eq!(
            (&a.field, a.piece, &a.comment, a.flags),
            (&b.field, b.piece, &b.comment, b.flags),
            "{encoded}"
        );
    }
    if let Ok(game) = fumen.to_game()
        && let Ok(valid) = game.validate(Mode::Strict)
    {
        let _ = Fumen::encode_game(&valid);
    }
});
