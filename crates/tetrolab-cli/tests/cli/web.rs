//! `tetrolab serve`, and the browser playground's tests (`web/tests/`,
//! node's test runner driving headless Chromium) against this binary.
//!
//! The browser tests need the site built (`web/build.sh`, into
//! `web/dist`) and the test dependencies installed (`npm ci --prefix
//! web`). Without them the test says so and passes, unless
//! `TETROLAB_WEB_TESTS=require` (set by `.ci/run`).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use super::tetrolab;

/// The workspace's root folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `tetrolab serve` on a free port over `dir`, and its address
/// (`127.0.0.1:PORT`); killed when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(dir: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tetrolab"))
            .args(["serve", "--port", "0", "--dir"])
            .arg(dir)
            .stdout(Stdio::piped())
            .spawn()
            .expect("tetrolab serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("serve prints its address");
        let address = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_owned();
        Server { child, address }
    }

    /// The status line and headers, and the body, of `GET target`.
    fn get(&self, target: &str) -> (String, Vec<u8>) {
        let mut stream = TcpStream::connect(&self.address).expect("connects");
        write!(stream, "GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).unwrap();
        let split = answer
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .expect("a header");
        (
            String::from_utf8_lossy(&answer[..split]).into_owned(),
            answer[split + 4..].to_vec(),
        )
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A folder standing for a built site, with a file outside it.
fn site() -> PathBuf {
    let base = std::env::temp_dir().join(format!("tetrolab-serve-{}", std::process::id()));
    let dir = base.join("dist");
    std::fs::create_dir_all(dir.join("pkg")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><p>page").unwrap();
    std::fs::write(dir.join("pkg/m.wasm"), b"\0asm\x01\0\0\0").unwrap();
    std::fs::write(dir.join("pkg/m.js"), "export {};").unwrap();
    std::fs::write(base.join("secret.txt"), "outside").unwrap();
    dir
}

#[test]
fn serve_gives_each_file_its_type_and_nothing_outside_the_folder() {
    let server = Server::start(&site());
    let (head, body) = server.get("/");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("Content-Type: text/html"), "{head}");
    assert_eq!(body, b"<!doctype html><p>page");
    let (head, body) = server.get("/pkg/m.wasm?v=1");
    assert!(head.contains("Content-Type: application/wasm"), "{head}");
    assert_eq!(body, b"\0asm\x01\0\0\0");
    let (head, _) = server.get("/pkg/m.js");
    assert!(head.contains("Content-Type: text/javascript"), "{head}");
    for outside in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/pkg/../../secret.txt",
    ] {
        let (head, body) = server.get(outside);
        assert!(head.starts_with("HTTP/1.1 404"), "{outside}: {head}");
        assert_ne!(body, b"outside");
    }
}

#[test]
fn serve_without_a_built_site_says_to_build_it() {
    let missing = std::env::temp_dir().join("tetrolab-no-such-dist");
    let refused = tetrolab(&["serve", "--port", "0", "--dir", missing.to_str().unwrap()]).code(2);
    let stderr = String::from_utf8_lossy(&refused.get_output().stderr);
    assert!(stderr.contains("run web/build.sh"), "{stderr}");
}

/// Whether the browser tests can run, or `None` (and a note) when they
/// cannot and are not required.
fn ready() -> Option<()> {
    let root = root();
    let missing: Vec<&str> = [
        ("web/dist/pkg/tetrolab_web.js", "web/build.sh"),
        ("web/node_modules/puppeteer-core", "npm ci --prefix web"),
    ]
    .into_iter()
    .filter(|(path, _)| !root.join(path).exists())
    .map(|(_, how)| how)
    .collect();
    if missing.is_empty() {
        return Some(());
    }
    let how = missing.join(" and ");
    assert!(
        std::env::var("TETROLAB_WEB_TESTS").as_deref() != Ok("require"),
        "TETROLAB_WEB_TESTS=require but the playground's tests cannot run: {how}"
    );
    eprintln!(
        "the playground is not built: browser tests skipped (run {how}; TETROLAB_WEB_TESTS=require fails instead)"
    );
    None
}

#[test]
fn playground_browser_suite_passes() {
    let Some(()) = ready() else { return };
    let status = Command::new("node")
        .args(["--test", "--test-concurrency=1", "web/tests/"])
        .env("TETROLAB_CLI", env!("CARGO_BIN_EXE_tetrolab"))
        .current_dir(root())
        .status()
        .expect("node runs (it is needed for the browser tests)");
    assert!(
        status.success(),
        "the playground's browser tests failed (above)"
    );
}
