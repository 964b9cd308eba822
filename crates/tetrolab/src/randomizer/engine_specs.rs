//! The specs the engines are tested on (test builds only), shared by the
//! engines' own tests and by the tests of what is built on them.

/// Every catalog entry, and parameters that take each engine down each
/// of its paths: histories of every window width, with and without the
/// extra draw, and too long for the engine; pools small, large and
/// with long histories; TETR.IO's first-batch rules.
pub(crate) fn engine_specs() -> Vec<String> {
    let mut specs: Vec<String> = crate::randomizer::catalog::entries()
        .iter()
        .map(|e| e.name.to_owned())
        .collect();
    for rolls in [1, 2, 4, 6, 8, 9, 16, 40] {
        for (size, first, extra) in [
            (1, "roll", "off"),
            (4, "not-szo", "off"),
            (6, "roll", "off"),
            (8, "roll", "on"),
            (16, "roll", "off"),
            (4, "reroll-szo", "on"),
            (1, "roll", "on"),
        ] {
            let history = &"SZS"[..size.min(3)];
            specs.push(format!(
                "history:size={size},rolls={rolls},first={first},extra-draw={extra},history={history},order=IZSJLOT"
            ));
        }
    }
    for pool in [
        "copies=2,rolls=3,first=roll,size=1,history=",
        "copies=40",
        "size=10,rolls=9,first=roll",
        "rolls=9,first=roll",
        "rolls=1",
        "rolls=17",
    ] {
        specs.push(format!("pool:{pool}"));
    }
    for ti in [
        "rolls=1",
        "rolls=3,bug=off",
        "bug=off",
        "rolls=9",
        "rolls=40",
    ] {
        specs.push(format!("ti:{ti}"));
    }
    for entry in [
        "tetrio-7-bag",
        "tetrio-14-bag",
        "tetrio-classic",
        "tetrio-pairs",
    ] {
        for rule in ["rotate", "skip"] {
            specs.push(format!("{entry}:no-szo={rule}"));
        }
    }
    for entry in ["tetrio-total-mayhem", "tetrio-7+1-bag", "tetrio-7+x-bag"] {
        specs.push(format!("{entry}:no-szo=skip"));
    }
    specs.push("bag:contents=IIIIIIIIIJ,deal=back".to_owned());
    specs
}
