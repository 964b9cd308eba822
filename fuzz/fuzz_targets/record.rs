//! Any text through the record reader: no panic, every problem located,
//! every game that reads writes back to text that reads as the same game
//! (`parse(format(x)) == x`), a record without errors likewise, and every
//! valid game plays to its end and exports a fumen that decodes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tetrolab::notation::fumen::Fumen;
use tetrolab::notation::{Game, Mode, Record, parse};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = parse(text);
    for (game, map) in parsed.record.games.iter().zip(&parsed.maps) {
        match game.validate(Mode::Lenient) {
            Ok(valid) => {
                assert!(valid.board_after(game.moves.len()).is_some());
                if let Ok(fumen) = Fumen::encode_game(&valid) {
                    Fumen::decode(&fumen).expect("an exported fumen decodes");
                }
            }
            Err(problems) => {
                for problem in problems {
                    let _ = map.locate(problem.location());
                }
            }
        }
        let written = game.to_string();
        assert_eq!(written.parse::<Game>().as_ref(), Ok(game), "{written}");
    }
    if parsed.errors.is_empty() {
        let written = parsed.record.to_string();
        assert_eq!(written.parse::<Record>(), Ok(parsed.record), "{written}");
    }
});
