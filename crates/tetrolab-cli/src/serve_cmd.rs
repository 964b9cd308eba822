//! `tetrolab serve`: the browser playground (`web/build.sh`'s `web/dist`)
//! served on this machine, for a browser to open. A small static file
//! server on `std::net`: GET and HEAD, each file with its MIME type
//! (`application/wasm` for the module, which browsers compile only with
//! that type), nothing outside the folder.
//!
//! Bounded whatever clients do: at most [`MAX_CONNECTIONS`] are served at
//! once, each on its own thread, and more are answered 503 and closed; a
//! client has [`HEAD_TIMEOUT`] to send its request line and headers, which
//! may hold [`MAX_HEAD`] bytes (the line [`MAX_LINE`]), else it is answered
//! 408, 431 or 414; files are streamed from disk, never read whole. A
//! request line that is not HTTP gets 400, a method other than GET and
//! HEAD 405 with `Allow`, and every answer `X-Content-Type-Options:
//! nosniff`.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, Shutdown, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::cli::ServeArgs;
use crate::error::CliError;

/// The most connections served at once (a browser opens six to a host).
const MAX_CONNECTIONS: usize = 16;
/// How long a client has to send its whole request head.
const HEAD_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one write may wait for a client to read.
const WRITE_TIMEOUT: Duration = Duration::from_secs(30);
/// The most bytes of a request line.
const MAX_LINE: usize = 8 * 1024;
/// The most bytes of a request head: its line and headers.
const MAX_HEAD: usize = 16 * 1024;
/// How long, and how much, a connection answered with an error is read
/// after the answer, so that closing it does not reset the answer away.
const LINGER: (Duration, u64) = (Duration::from_secs(1), 64 * 1024);

pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let root = fs::canonicalize(&args.dir)
        .ok()
        .filter(|dir| dir.join("index.html").is_file())
        .ok_or_else(|| {
            CliError::Usage(format!(
                "--dir {}: no built playground there (no index.html): run web/build.sh first, or give --dir the folder it built",
                args.dir.display()
            ))
        })?;
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, args.port)).map_err(|e| {
        CliError::Usage(format!(
            "--port {}: cannot listen there ({e}): give another port, or --port 0 for any free one",
            args.port
        ))
    })?;
    let port = listener.local_addr()?.port();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "serving {} at http://127.0.0.1:{port}/ (Ctrl-C stops)",
        args.dir.display()
    )?;
    out.flush()?;
    drop(out);
    let root = Arc::new(root);
    let active = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(stream) = stream else {
            // Out of file descriptors, say: wait for a connection to end.
            std::thread::sleep(Duration::from_millis(10));
            continue;
        };
        let Some(slot) = Slot::take(&active) else {
            // A client that goes away mid-answer is no error of ours.
            let _ = busy(stream);
            continue;
        };
        let root = Arc::clone(&root);
        std::thread::spawn(move || {
            let _slot = slot;
            let _ = answer(stream, &root);
        });
    }
    Ok(())
}

/// One of the [`MAX_CONNECTIONS`] places, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    /// A place, if one is free.
    fn take(active: &Arc<AtomicUsize>) -> Option<Slot> {
        active
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < MAX_CONNECTIONS).then_some(n + 1)
            })
            .ok()
            .map(|_| Slot(Arc::clone(active)))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Answers 503 on the accepting thread without waiting for the client:
/// what it has sent is read if already there, the answer is written (a
/// fresh connection's buffer holds it) and the connection closed.
fn busy(mut stream: TcpStream) -> io::Result<()> {
    stream.set_nonblocking(true)?;
    let mut sent = [0; 4096];
    for _ in 0..4 {
        if !matches!(stream.read(&mut sent), Ok(n) if n > 0) {
            break;
        }
    }
    stream.set_nonblocking(false)?;
    stream.set_write_timeout(Some(Duration::from_millis(100)))?;
    let text = "busy: too many connections at once; try again\n";
    respond(
        &mut stream,
        "503 Service Unavailable",
        &[("Retry-After", "1")],
        TEXT,
        text.len() as u64,
    )?;
    stream.write_all(text.as_bytes())?;
    stream.shutdown(Shutdown::Write)
}

/// The MIME type of the server's own messages.
const TEXT: &str = "text/plain; charset=utf-8";

/// Why a request head was not read.
#[derive(Debug)]
enum HeadError {
    /// The client did not send it in time.
    TimedOut,
    /// The request line runs past [`MAX_LINE`].
    LineTooLong,
    /// The head runs past [`MAX_HEAD`].
    TooLarge,
    /// The connection failed or closed first.
    Io(io::Error),
}

/// Reads a request head, up to its blank line, by `deadline`, within
/// [`MAX_HEAD`] bytes.
fn read_head(stream: &mut TcpStream, deadline: Instant) -> Result<String, HeadError> {
    let mut head = Vec::new();
    let mut chunk = [0; 2048];
    loop {
        let line = head.iter().position(|&b| b == b'\n').unwrap_or(head.len());
        if line > MAX_LINE {
            return Err(HeadError::LineTooLong);
        }
        match head_end(&head) {
            Some(end) if end <= MAX_HEAD => {
                return Ok(String::from_utf8_lossy(&head[..end]).into_owned());
            }
            _ if head.len() > MAX_HEAD => return Err(HeadError::TooLarge),
            _ => {}
        }
        let left = deadline
            .checked_duration_since(Instant::now())
            .filter(|left| !left.is_zero())
            .ok_or(HeadError::TimedOut)?;
        stream.set_read_timeout(Some(left)).map_err(HeadError::Io)?;
        match stream.read(&mut chunk) {
            Ok(0) => {
                return Err(HeadError::Io(io::ErrorKind::UnexpectedEof.into()));
            }
            Ok(n) => head.extend_from_slice(&chunk[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                return Err(HeadError::TimedOut);
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(HeadError::Io(e)),
        }
    }
}

/// Where a request head ends: after its first blank line (`\r\n\r\n`,
/// or `\n\n` from a client that sends bare line feeds).
fn head_end(bytes: &[u8]) -> Option<usize> {
    let crlf = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|i| i + 4);
    let lf = bytes.windows(2).position(|w| w == b"\n\n").map(|i| i + 2);
    crlf.into_iter().chain(lf).min()
}

/// What a request line asks for.
#[derive(Debug, PartialEq, Eq)]
enum Request<'a> {
    /// GET or HEAD of a target.
    Get { target: &'a str, head: bool },
    /// Another method.
    Method,
    /// Not an HTTP request line.
    Malformed,
}

/// Reads a request line: `METHOD TARGET HTTP/1.x`.
fn request(line: &str) -> Request<'_> {
    let parts: Vec<&str> = line.trim_end_matches(['\r', '\n']).split(' ').collect();
    let [method, target, version] = parts[..] else {
        return Request::Malformed;
    };
    let token = |text: &str| {
        !text.is_empty()
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    };
    if !token(method) || target.is_empty() || !version.starts_with("HTTP/1.") {
        return Request::Malformed;
    }
    match method {
        "GET" => Request::Get {
            target,
            head: false,
        },
        "HEAD" => Request::Get { target, head: true },
        _ => Request::Method,
    }
}

/// Reads one request and answers it, closing the connection after.
fn answer(mut stream: TcpStream, root: &Path) -> io::Result<()> {
    stream.set_write_timeout(Some(WRITE_TIMEOUT))?;
    let head = match read_head(&mut stream, Instant::now() + HEAD_TIMEOUT) {
        Ok(head) => head,
        Err(HeadError::Io(e)) => return Err(e),
        Err(HeadError::TimedOut) => {
            return refuse(
                &mut stream,
                "408 Request Timeout",
                &[],
                "the request took too long\n",
            );
        }
        Err(HeadError::LineTooLong) => {
            return refuse(
                &mut stream,
                "414 URI Too Long",
                &[],
                "the request line is too long\n",
            );
        }
        Err(HeadError::TooLarge) => {
            let status = "431 Request Header Fields Too Large";
            return refuse(
                &mut stream,
                status,
                &[],
                "the request's headers are too large\n",
            );
        }
    };
    let line = head.lines().next().unwrap_or_default();
    let (target, head) = match request(line) {
        Request::Get { target, head } => (target, head),
        Request::Method => {
            let allow = [("Allow", "GET, HEAD")];
            return refuse(
                &mut stream,
                "405 Method Not Allowed",
                &allow,
                "GET or HEAD only\n",
            );
        }
        Request::Malformed => {
            return refuse(&mut stream, "400 Bad Request", &[], "not an HTTP request\n");
        }
    };
    let file = file_for(root, target).and_then(|path| {
        let file = File::open(&path).ok()?;
        let length = file.metadata().ok()?.len();
        Some((path, file, length))
    });
    let Some((path, file, length)) = file else {
        let text = "not found\n";
        respond(&mut stream, "404 Not Found", &[], TEXT, text.len() as u64)?;
        if !head {
            stream.write_all(text.as_bytes())?;
        }
        return stream.flush();
    };
    respond(&mut stream, "200 OK", &[], mime(&path), length)?;
    if !head {
        io::copy(&mut file.take(length), &mut stream)?;
    }
    stream.flush()
}

/// Answers an error with `text` and closes the connection, reading what
/// the client still sends for a moment so the close does not reset the
/// answer away.
fn refuse(
    stream: &mut TcpStream,
    status: &str,
    headers: &[(&str, &str)],
    text: &str,
) -> io::Result<()> {
    respond(stream, status, headers, TEXT, text.len() as u64)?;
    stream.write_all(text.as_bytes())?;
    stream.flush()?;
    stream.shutdown(Shutdown::Write)?;
    stream.set_read_timeout(Some(LINGER.0))?;
    io::copy(&mut stream.take(LINGER.1), &mut io::sink())?;
    Ok(())
}

/// Writes a response's status line and headers, for a body of `length`
/// bytes of type `mime`.
fn respond(
    stream: &mut TcpStream,
    status: &str,
    headers: &[(&str, &str)],
    mime: &str,
    length: u64,
) -> io::Result<()> {
    let mut text = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {mime}\r\nContent-Length: {length}\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
    );
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("\r\n");
    stream.write_all(text.as_bytes())
}

/// The file a request's target names under `root` (a folder's
/// `index.html`), or `None` for a target that is malformed, leaves the
/// folder (`..`, or a link pointing out) or names nothing.
fn file_for(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let decoded = percent_decoded(path.strip_prefix('/')?)?;
    let relative = Path::new(&decoded);
    if !relative
        .components()
        .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return None;
    }
    let mut file = fs::canonicalize(root.join(relative)).ok()?;
    if file.is_dir() {
        file = file.join("index.html");
    }
    (file.starts_with(root) && file.is_file()).then_some(file)
}

/// `%XX` escapes decoded, or `None` for a bad escape or text that is not
/// UTF-8.
fn percent_decoded(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A file's MIME type by its extension.
fn mime(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" | "map" => "application/json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_decode_and_bad_ones_are_refused() {
        assert_eq!(percent_decoded("a%20b").as_deref(), Some("a b"));
        assert_eq!(percent_decoded("%2e%2e/x").as_deref(), Some("../x"));
        assert_eq!(percent_decoded("%zz"), None);
        assert_eq!(percent_decoded("%4"), None);
    }

    #[test]
    fn nothing_outside_the_folder_is_served() {
        let root = fs::canonicalize(env!("CARGO_MANIFEST_DIR")).unwrap();
        assert!(file_for(&root, "/Cargo.toml").is_some());
        assert_eq!(file_for(&root, "/../Cargo.toml"), None);
        assert_eq!(file_for(&root, "/%2e%2e/Cargo.toml"), None);
        assert_eq!(file_for(&root, "/src/../../Cargo.toml"), None);
        assert_eq!(file_for(&root, "Cargo.toml"), None);
        assert_eq!(file_for(&root, "/no-such-file"), None);
    }

    #[test]
    fn request_lines_are_read_as_http_or_refused() {
        assert_eq!(
            request("GET /a.js?v=1 HTTP/1.1\r\n"),
            Request::Get {
                target: "/a.js?v=1",
                head: false
            }
        );
        assert_eq!(
            request("HEAD / HTTP/1.0"),
            Request::Get {
                target: "/",
                head: true
            }
        );
        assert_eq!(request("POST / HTTP/1.1"), Request::Method);
        for garbage in [
            "hello",
            "GET /",
            "GET / FTP/1.0",
            "G(T / HTTP/1.1",
            "",
            "GET  / HTTP/1.1",
        ] {
            assert_eq!(request(garbage), Request::Malformed, "{garbage:?}");
        }
    }

    /// A client that sends nothing, or a byte now and then, has until the
    /// deadline for its whole head; one that sends too much is cut off
    /// past the bound.
    #[test]
    fn a_head_is_read_by_its_deadline_and_within_its_bound() {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let address = listener.local_addr().unwrap();
        let mut idle = TcpStream::connect(address).unwrap();
        let (mut served, _) = listener.accept().unwrap();
        let started = Instant::now();
        let trickle = std::thread::spawn(move || {
            for _ in 0..20 {
                if idle.write_all(b"G").is_err() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        let deadline = started + Duration::from_millis(150);
        assert!(matches!(
            read_head(&mut served, deadline),
            Err(HeadError::TimedOut)
        ));
        assert!(started.elapsed() < Duration::from_secs(1));
        trickle.join().unwrap();
        for (sent, bound) in [
            (
                format!("GET /{} HTTP/1.1\r\n\r\n", "a".repeat(MAX_LINE)),
                "line",
            ),
            (
                format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(MAX_HEAD)),
                "head",
            ),
        ] {
            let mut client = TcpStream::connect(address).unwrap();
            let (mut served, _) = listener.accept().unwrap();
            let writer = std::thread::spawn(move || client.write_all(sent.as_bytes()));
            let read = read_head(&mut served, Instant::now() + Duration::from_secs(5))
                .map(|head| head.len());
            match bound {
                "line" => assert!(matches!(read, Err(HeadError::LineTooLong)), "{read:?}"),
                _ => assert!(matches!(read, Err(HeadError::TooLarge)), "{read:?}"),
            }
            drop(served);
            let _ = writer.join().unwrap();
        }
    }

    #[test]
    fn the_module_is_served_as_wasm() {
        assert_eq!(
            mime(Path::new("pkg/tetrolab_web_bg.wasm")),
            "application/wasm"
        );
        assert_eq!(mime(Path::new("app.js")), "text/javascript; charset=utf-8");
    }
}
