//! Any text through the record reader: no panic, every problem located,
//! and every game that reads writes back to text that reads as the same
//! game (`parse(format(x)) == x`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Game, Mode, parse};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = parse(text);
    for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
        for problem in game.validate(Mode::Lenient) {
            let _ = map.locate(problem.location());
        }
        let written = game.to_string();
        assert_eq!(written.parse::<Game>().as_ref(), Ok(game), "{written}");
        if let Ok(fumen) = Fumen::from_game(game) {
            let _ = fumen.encode();
        }
    }
});
