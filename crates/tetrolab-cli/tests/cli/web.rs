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
use std::time::{Duration, Instant};

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
        self.send(format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
    }

    /// The status line and headers, and the body, of the answer to
    /// `request` (sent whole, then read to the end within 20 seconds).
    fn send(&self, request: &[u8]) -> (String, Vec<u8>) {
        let mut stream = TcpStream::connect(&self.address).expect("connects");
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        stream.write_all(request).unwrap();
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

/// A line of the server's `/proc/PID/status` (`Threads`, `VmHWM`) as a
/// number.
#[cfg(target_os = "linux")]
fn status(server: &Server, key: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id())).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|value| value.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no {key} in {status}"))
}

/// A request that is not HTTP is answered 400; another method 405 with
/// `Allow`; a request line or head past its bound 414 or 431, read no
/// further; every answer says `nosniff`.
#[test]
fn serve_answers_bad_requests_with_their_status() {
    let server = Server::start(&site());
    let (head, _) = server.send(b"hello\r\n\r\n");
    assert!(head.starts_with("HTTP/1.1 400"), "{head}");
    let (head, _) = server.send(b"POST / HTTP/1.1\r\n\r\n");
    assert!(head.starts_with("HTTP/1.1 405"), "{head}");
    assert!(head.contains("\r\nAllow: GET, HEAD"), "{head}");
    let line = format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(20_000));
    let (head, _) = server.send(line.as_bytes());
    assert!(head.starts_with("HTTP/1.1 414"), "{head}");
    let headers = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(40_000));
    let (head, _) = server.send(headers.as_bytes());
    assert!(head.starts_with("HTTP/1.1 431"), "{head}");
    for target in ["/", "/pkg/m.wasm", "/missing"] {
        let (head, _) = server.get(target);
        assert!(
            head.contains("\r\nX-Content-Type-Options: nosniff"),
            "{head}"
        );
    }
}

/// A client that connects and sends nothing is answered 408 and closed
/// once its time is up (five seconds), not held for ever.
#[test]
fn serve_closes_idle_connections() {
    let server = Server::start(&site());
    let started = Instant::now();
    let (head, _) = server.send(b"");
    assert!(head.starts_with("HTTP/1.1 408"), "{head}");
    assert!(started.elapsed() < Duration::from_secs(10));
}

/// Idle connections take at most the server's sixteen places and
/// threads: the rest are answered 503 at once, and a client is served
/// again once the idle ones go.
#[cfg(target_os = "linux")]
#[test]
fn serve_caps_its_connections_and_threads() {
    let server = Server::start(&site());
    let idle: Vec<TcpStream> = (0..60)
        .map(|_| TcpStream::connect(&server.address).unwrap())
        .collect();
    let started = Instant::now();
    let (head, _) = server.get("/");
    assert!(head.starts_with("HTTP/1.1 503"), "{head}");
    assert!(started.elapsed() < Duration::from_secs(2));
    let threads = status(&server, "Threads");
    assert!(threads <= 17, "{threads} threads for 60 idle connections");
    drop(idle);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let (head, _) = server.get("/");
        if head.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(Instant::now() < deadline, "still refused: {head}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A large file is streamed from disk: the server holds a few megabytes
/// to send 256 MB (GET) or say its length (HEAD).
#[cfg(target_os = "linux")]
#[test]
fn serve_streams_large_files() {
    let dir = site().join("big");
    std::fs::create_dir_all(&dir).unwrap();
    let size = 256 << 20;
    // Sparse: no disk is used.
    std::fs::File::create(dir.join("zeros.bin"))
        .unwrap()
        .set_len(size)
        .unwrap();
    let server = Server::start(&site());
    let mut stream = TcpStream::connect(&server.address).unwrap();
    write!(stream, "GET /big/zeros.bin HTTP/1.1\r\n\r\n").unwrap();
    let received = std::io::copy(&mut stream, &mut std::io::sink()).unwrap();
    assert!(received > size, "{received}");
    let (head, body) = server.send(b"HEAD /big/zeros.bin HTTP/1.1\r\n\r\n");
    assert!(head.contains(&format!("Content-Length: {size}")), "{head}");
    assert!(body.is_empty());
    let held_kb = status(&server, "VmHWM");
    assert!(held_kb < 64 << 10, "{held_kb} kB held to send {size} bytes");
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
