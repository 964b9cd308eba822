//! ARCHITECTURE.md's "What may depend on what", checked on the library's
//! own source: every path a file names (`crate::…`, `super::…`,
//! `self::…`, in `use` lines and in code, tests included) is resolved to
//! the file it reaches, and
//! - along each chain of layers a module uses only the layers before it
//!   (`piece` ← `rng` ← `sample` ← `randomizer` ← `analysis` ← `results`
//!   ← `request`, and `piece` ← `play` ← `notation`);
//! - `play` uses nothing in the crate but `piece`;
//! - no two files name each other.
//!
//! Comments are left out (a doc link is no import); a module's own `mod`
//! and `pub use child::…` lines are its shape, not imports, and are left
//! out too.

use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::path::Path;

/// The chains of layers, each from the bottom up.
const CHAINS: [&[&str]; 2] = [
    &[
        "piece",
        "rng",
        "sample",
        "randomizer",
        "analysis",
        "results",
        "request",
    ],
    &["piece", "play", "notation"],
];

/// Every source file of the library by its module path (`lib.rs` is the
/// empty path, `a/mod.rs` and `a.rs` are `["a"]`), with its text.
fn sources() -> HashMap<Vec<String>, (String, String)> {
    fn walk(dir: &Path, root: &Path, out: &mut HashMap<Vec<String>, (String, String)>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                let mut module: Vec<String> = name
                    .trim_end_matches(".rs")
                    .split('/')
                    .map(String::from)
                    .collect();
                if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                    module.pop();
                }
                out.insert(module, (name, fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = HashMap::new();
    walk(&root, &root, &mut out);
    out
}

/// `text` without comments, strings and character literals (each
/// replaced by a space), so that braces and paths are code's own.
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && at(i + 1) == '/') {
                i += 1;
            }
            i += 2;
            out.push(' ');
        } else if c == 'r'
            && (at(i + 1) == '"' || at(i + 1) == '#')
            && !ident(at(i.wrapping_sub(1)))
        {
            let mut hashes = 0;
            let mut j = i + 1;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            let closes = |k: usize| at(k) == '"' && (1..=hashes).all(|h| at(k + h) == '#');
            while j < chars.len() && !closes(j) {
                j += 1;
            }
            i = j + 1 + hashes;
            out.push(' ');
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            i += if at(i + 1) == '\\' { 3 } else { 1 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths of a use tree's group `{a::b, c::{d, e}, f}` after `base`.
fn expand(base: &[String], group: &str, out: &mut Vec<Vec<String>>) {
    let mut depth = 0;
    let mut item = String::new();
    let mut items = Vec::new();
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    items.push(item);
    for item in items {
        let item = item.trim();
        let (head, rest) = match item.find("::{") {
            Some(k) => (&item[..k], Some(&item[k + 3..item.len() - 1])),
            None => (item, None),
        };
        let mut path = base.to_vec();
        path.extend(
            head.split("::")
                .map(|s| s.split_whitespace().next().unwrap_or(""))
                .filter(|s| !s.is_empty() && s.chars().all(ident))
                .map(String::from),
        );
        match rest {
            Some(group) => expand(&path, group, out),
            None => out.push(path),
        }
    }
}

/// Every module path `code` (the file of module `module`) names, made
/// absolute, with the inline modules (`mod tests { … }`) it names them
/// from taken into account.
fn named_paths(module: &[String], code: &str) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let is_ident = |i: usize| bytes.get(i).is_some_and(|&b| ident(b as char));
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !is_ident(i - 1) && bytes[i - 1] != b':';
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            b'm' if starts_word && code[i..].starts_with("mod ") => {
                let rest = code[i + 4..].trim_start();
                let name: String = rest.chars().take_while(|&c| ident(c)).collect();
                if rest[name.len()..].trim_start().starts_with('{') {
                    inline.push((name, depth));
                }
            }
            b'c' | b's' if starts_word => {
                let rest = &code[i..];
                if let Some(head) = ["crate::", "super::", "self::"]
                    .into_iter()
                    .find(|h| rest.starts_with(h))
                {
                    let mut here: Vec<String> = module.to_vec();
                    here.extend(inline.iter().map(|(n, _)| n.clone()));
                    let (base, end) = absolute(&here, rest);
                    match rest[end..].strip_prefix("::{") {
                        Some(group) => {
                            let close = closing_brace(group);
                            expand(&base, &group[..close], &mut out);
                        }
                        None => out.push(base),
                    }
                    i += head.len();
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The path at the start of `rest` (`crate::a::b`, `super::super::c`)
/// made absolute from module `here`, and where in `rest` it ends.
fn absolute(here: &[String], rest: &str) -> (Vec<String>, usize) {
    let mut segments = Vec::new();
    let mut end = 0;
    loop {
        let length = rest[end..].chars().take_while(|&c| ident(c)).count();
        segments.push(&rest[end..end + length]);
        end += length;
        let next = &rest[end..];
        if next.starts_with("::") && next[2..].starts_with(ident) {
            end += 2;
        } else {
            break;
        }
    }
    let mut base = if segments[0] == "crate" {
        Vec::new()
    } else {
        here.to_vec()
    };
    let mut segs = &segments[usize::from(segments[0] == "crate")..];
    while let Some(&first) = segs.first() {
        match first {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        segs = &segs[1..];
    }
    base.extend(segs.iter().map(ToString::to_string));
    (base, end)
}

/// Where the brace closing a group that `group` opens (just after its
/// `{`) stands in it.
fn closing_brace(group: &str) -> usize {
    let mut depth = 1;
    for (k, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    group.len()
}

/// The names the crate root re-exports (`pub use piece::{Piece, …}`),
/// each with the module it comes from.
fn root_names(lib: &str) -> HashMap<String, String> {
    let mut names = HashMap::new();
    for line in lib.lines().filter(|l| l.starts_with("pub use ")) {
        let path = line.trim_start_matches("pub use ").trim_end_matches(';');
        let (module, items) = path.split_once("::").unwrap();
        for item in items.trim_matches(|c| c == '{' || c == '}').split(',') {
            names.insert(item.trim().to_string(), module.to_string());
        }
    }
    names
}

/// Every (file, file it names) pair of the library, and each file's top
/// module.
fn imports() -> BTreeSet<(String, String)> {
    let sources = sources();
    let roots = root_names(&sources[&Vec::new()].1);
    let mut edges = BTreeSet::new();
    for (module, (name, text)) in &sources {
        for mut path in named_paths(module, &code_of(text)) {
            if let Some(first) = path.first()
                && let Some(from) = roots.get(first)
            {
                path = vec![from.clone()];
            }
            let target = (0..=path.len())
                .rev()
                .find_map(|n| sources.get(&path[..n]))
                .map(|(target, _)| target.clone());
            if let Some(target) = target
                && &target != name
                && target != "lib.rs"
            {
                edges.insert((name.clone(), target));
            }
        }
    }
    edges
}

/// The top module of a file (`analysis/exact/game.rs` → `analysis`).
fn top(file: &str) -> &str {
    file.split('/').next().unwrap().trim_end_matches(".rs")
}

#[test]
fn layers_use_only_the_layers_below_them() {
    let mut wrong = Vec::new();
    for (from, to) in imports() {
        let (a, b) = (top(&from), top(&to));
        for chain in CHAINS {
            let rank = |m: &str| chain.iter().position(|&c| c == m);
            if let (Some(x), Some(y)) = (rank(a), rank(b))
                && y > x
            {
                wrong.push(format!("{from} uses {to}"));
            }
        }
        if a == "play" && !matches!(b, "play" | "piece") {
            wrong.push(format!("{from} uses {to}: play uses only piece"));
        }
    }
    assert!(
        wrong.is_empty(),
        "against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_two_files_name_each_other() {
    let edges = imports();
    let circles: Vec<String> = edges
        .iter()
        .filter(|(a, b)| a < b && edges.contains(&(b.clone(), a.clone())))
        .map(|(a, b)| format!("{a} <-> {b}"))
        .collect();
    assert!(
        circles.is_empty(),
        "files naming each other:\n{}",
        circles.join("\n")
    );
}

/// The check sees what it must: a path through a use group, through
/// `super` out of an inline test module, and a crate root's re-export.
#[test]
fn the_check_resolves_paths_as_rust_does() {
    let module = ["analysis".to_string(), "exact".to_string()];
    let code = code_of(
        "use crate::{results::X, piece::{A, B}};\n\
         // use crate::request::Ignored;\n\
         let s = \"crate::request::Y\";\n\
         mod tests { use super::super::lump::lump; fn f() { super::rho::go() } }\n\
         fn g() { self::sub::h() }",
    );
    let paths = named_paths(&module, &code);
    let strings: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        strings,
        [
            "results::X",
            "piece::A",
            "piece::B",
            "analysis::lump::lump",
            "analysis::exact::rho::go",
            "analysis::exact::sub::h",
        ]
    );
    let roots = root_names("pub use piece::{Piece, PieceSet};\npub use randomizer::Spec;");
    assert_eq!(roots["PieceSet"], "piece");
    assert_eq!(roots["Spec"], "randomizer");
}
