//! How fast each named randomizer deals, through `Randomizer::fill` as the
//! CLI calls it. Run with `cargo bench -p tetrolab`.

use tetrolab::{Dealing, Piece, Spec, randomizer::catalog};

const BATCH: usize = 1 << 16;

fn main() {
    divan::main();
}

/// One `fill` of 65 536 pieces per iteration, per catalog entry on its
/// default generator (throughput is reported in pieces).
#[divan::bench(args = catalog::entries().iter().map(|e| e.name))]
fn deal(bencher: divan::Bencher, name: &str) {
    let spec: Spec = name.parse().expect("catalog name");
    let seed = spec
        .generator(None)
        .expect("own generator")
        .seed_from_bits(12345);
    let mut randomizer = Dealing::new(spec, None, seed)
        .expect("seed fits")
        .randomizer();
    let mut out = vec![Piece::I; BATCH];
    bencher
        .counter(divan::counter::ItemsCount::new(BATCH))
        .bench_local(|| randomizer.fill(divan::black_box(&mut out)));
}
