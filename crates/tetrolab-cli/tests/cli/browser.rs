//! The report and a chart in a real browser: headless Chromium loads the
//! page from a file and must log no console message, keep every chart,
//! and draw a chart as tetrolab's own rasterizer does.
//!
//! Chromium is found on the PATH (or at `$TETROLAB_CHROMIUM`). Without it
//! these tests say so and pass, unless `TETROLAB_BROWSER_TESTS=require`
//! (CI sets it, after `.ci/run` installs Debian's `chromium`).

use std::path::{Path, PathBuf};
use std::process::Command;

use super::plot::scratch;
use super::tetrolab;

/// The browser, or `None` (and a note) when this machine has none and
/// the tests are not required.
fn chromium() -> Option<PathBuf> {
    let found = std::env::var_os("TETROLAB_CHROMIUM")
        .map(PathBuf::from)
        .or_else(|| {
            ["chromium", "chromium-browser", "google-chrome"]
                .iter()
                .find_map(|name| {
                    std::env::split_paths(&std::env::var_os("PATH")?)
                        .map(|dir| dir.join(name))
                        .find(|path| path.is_file())
                })
        });
    if found.is_none() {
        assert!(
            std::env::var("TETROLAB_BROWSER_TESTS").as_deref() != Ok("require"),
            "TETROLAB_BROWSER_TESTS=require but no chromium on the PATH (apt-get install chromium)"
        );
        eprintln!(
            "no chromium on the PATH: browser test skipped (set TETROLAB_BROWSER_TESTS=require to fail instead)"
        );
    }
    found
}

/// Runs headless Chromium on a file with `extra` flags, returning stdout
/// and the console messages it logged.
fn headless(browser: &Path, page: &Path, extra: &[&str]) -> (String, Vec<String>) {
    let output = Command::new("timeout")
        .arg("120")
        .arg(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
        ])
        .args([
            "--enable-logging=stderr",
            "--v=0",
            "--allow-file-access-from-files",
        ])
        .args(extra)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    assert!(
        output.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let console = String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter(|line| line.contains(":CONSOLE"))
        .map(str::to_string)
        .collect();
    (String::from_utf8(output.stdout).unwrap(), console)
}

#[test]
fn the_report_loads_without_console_messages_and_keeps_every_chart() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("browser-report");
    // The detector sees a console message when there is one.
    let noisy = dir.join("noisy.html");
    std::fs::write(
        &noisy,
        "<!DOCTYPE html><p>x</p><script>console.error('seen')</script>",
    )
    .unwrap();
    let (_, console) = headless(&browser, &noisy, &["--dump-dom"]);
    assert!(console.iter().any(|l| l.contains("seen")), "{console:?}");

    let page = dir.join("report.html");
    tetrolab(&[
        "report",
        "7-bag",
        "tgm1",
        "--seed",
        "6",
        "-n",
        "20000",
        "--out",
        page.to_str().unwrap(),
    ])
    .success();
    let written = std::fs::read_to_string(&page).unwrap();
    let (dom, console) = headless(&browser, &page, &["--dump-dom"]);
    assert!(console.is_empty(), "console messages: {console:?}");
    let charts = written.matches("<svg").count();
    assert!(charts >= 7);
    assert_eq!(
        dom.matches("<svg").count(),
        charts,
        "every chart in the parsed page"
    );
    assert_eq!(dom.matches("<figure").count(), charts);
    assert!(dom.contains("How predictable is the next piece?"));
}

/// Logs, once the page has loaded, its width, how wide its content is
/// laid out, and the smallest scale a chart is drawn at (rendered width
/// over the SVG's own).
const LAYOUT_PROBE: &str = r#"<script>
const charts = Array.from(document.querySelectorAll("svg"));
const scale = Math.min(...charts.map(s => s.getBoundingClientRect().width / s.viewBox.baseVal.width));
console.log("layout " + document.documentElement.clientWidth + " " + document.documentElement.scrollWidth + " " + scale);
</script>"#;

/// On a phone-width window (420 CSS pixels, the report in a frame of
/// that width, since headless Chromium's window is at least 500 wide)
/// nothing runs off the page's right edge: tables and charts scroll in
/// their own boxes; and no chart is shrunk, so its 11-pixel tick labels
/// stay 11 pixels.
#[test]
fn the_report_reflows_at_phone_width() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("browser-phone");
    let page = dir.join("report.html");
    tetrolab(&[
        "report",
        "7-bag",
        "memoryless",
        "--seed",
        "5",
        "-n",
        "20000",
        "--out",
        page.to_str().unwrap(),
    ])
    .success();
    let probed = std::fs::read_to_string(&page)
        .unwrap()
        .replace("</body>", &format!("{LAYOUT_PROBE}</body>"));
    std::fs::write(&page, probed).unwrap();
    let phone = dir.join("phone.html");
    std::fs::write(
        &phone,
        r#"<!DOCTYPE html><iframe src="report.html" style="width:420px;height:2000px;border:0"></iframe>"#,
    )
    .unwrap();
    let (_, console) = headless(&browser, &phone, &["--window-size=500,2000", "--dump-dom"]);
    let line = console
        .iter()
        .find_map(|line| line.split("\"layout ").nth(1))
        .unwrap_or_else(|| panic!("no layout logged: {console:?}"));
    let numbers: Vec<f64> = line
        .split(['"', ' '])
        .take(3)
        .map(|n| n.parse().unwrap())
        .collect();
    let [width, content, scale] = numbers[..] else {
        panic!("{line}")
    };
    assert_eq!(width, 420.0, "the frame is a phone's width");
    assert!(
        content <= width,
        "the page runs {content} wide: cut off at the right"
    );
    assert!(
        scale >= 0.99,
        "a chart drawn at {scale} of its size: text too small"
    );
}

/// The share of pixels within a small distance of `colour`.
pub(super) fn share_of(image: &(Vec<u8>, usize), colour: [u8; 3]) -> f64 {
    let (pixels, channels) = image;
    let near = pixels
        .chunks(*channels)
        .filter(|p| (0..3).all(|c| p[c].abs_diff(colour[c]) <= 24))
        .count();
    near as f64 / (pixels.len() / channels) as f64
}

/// A PNG file's pixels and how many channels each has.
pub(super) fn decode(path: &Path) -> (Vec<u8>, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    pixels.truncate(info.buffer_size());
    (pixels, info.color_type.samples())
}

#[test]
fn a_chart_looks_the_same_in_chromium_as_in_our_png() {
    let Some(browser) = chromium() else { return };
    let dir = scratch("browser-chart");
    let svg = dir.join("chart.svg");
    let png = dir.join("chart.png");
    for out in [&svg, &png] {
        tetrolab(&[
            "plot",
            "histogram",
            "7-bag",
            "--seed",
            "1",
            "-n",
            "1000",
            "--out",
            out.to_str().unwrap(),
        ])
        .success();
    }
    let page = dir.join("chart.html");
    let markup = std::fs::read_to_string(&svg).unwrap();
    std::fs::write(
        &page,
        format!("<!DOCTYPE html><html><body style=\"margin:0\">{markup}</body></html>"),
    )
    .unwrap();
    let shot = dir.join("shot.png");
    let (_, console) = headless(
        &browser,
        &page,
        &[
            "--window-size=800,460",
            &format!("--screenshot={}", shot.display()),
        ],
    );
    assert!(console.is_empty(), "{console:?}");
    let (browser_image, ours) = (decode(&shot), decode(&png));
    // Each piece's bar covers the same share of the picture in both.
    for (piece, colour) in [
        ("I", [0x1f, 0xb5, 0xd6]),
        ("O", [0xe8, 0xc0, 0x00]),
        ("Z", [0xe0, 0x24, 0x2d]),
    ] {
        let (a, b) = (share_of(&browser_image, colour), share_of(&ours, colour));
        assert!(a > 0.01, "{piece}'s bar is drawn in the browser ({a})");
        assert!(
            (a - b).abs() <= 0.1 * b,
            "{piece}: browser {a:.4}, ours {b:.4}"
        );
    }
}
