//! `tetrolab serve`: the browser playground (`web/build.sh`'s `web/dist`)
//! served on this machine, for a browser to open. A small static file
//! server on `std::net`: GET and HEAD, one thread per connection, each
//! file with its MIME type (`application/wasm` for the module, which
//! browsers compile only with that type), nothing outside the folder.

use std::fs;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use crate::cli::ServeArgs;
use crate::error::CliError;

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
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let root = root.clone();
        std::thread::spawn(move || {
            // A client that goes away mid-answer is no error of ours.
            let _ = answer(stream, &root);
        });
    }
    Ok(())
}

/// Reads one request and answers it, closing the connection after.
fn answer(stream: TcpStream, root: &Path) -> io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // The headers, up to the blank line, say nothing a static file needs.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let head = method == "HEAD";
    let mut stream = stream;
    if method != "GET" && !head {
        return respond(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"GET or HEAD only\n",
            head,
        );
    }
    match file_for(root, target) {
        Some(path) => match fs::read(&path) {
            Ok(body) => respond(&mut stream, "200 OK", mime(&path), &body, head),
            Err(_) => not_found(&mut stream, head),
        },
        None => not_found(&mut stream, head),
    }
}

fn not_found(stream: &mut TcpStream, head: bool) -> io::Result<()> {
    respond(
        stream,
        "404 Not Found",
        "text/plain; charset=utf-8",
        b"not found\n",
        head,
    )
}

fn respond(
    stream: &mut TcpStream,
    status: &str,
    mime: &str,
    body: &[u8],
    head: bool,
) -> io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {mime}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if !head {
        stream.write_all(body)?;
    }
    stream.flush()
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
    fn the_module_is_served_as_wasm() {
        assert_eq!(
            mime(Path::new("pkg/tetrolab_web_bg.wasm")),
            "application/wasm"
        );
        assert_eq!(mime(Path::new("app.js")), "text/javascript; charset=utf-8");
    }
}
