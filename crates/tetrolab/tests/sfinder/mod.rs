//! Readers of the sfinder fixtures (`tests/data/sfinder-*.tsv`): the cover
//! and percent cases of solution-finder's own test suite, transcribed value
//! for value, each file's header naming its source and columns. A test
//! crate takes them with `mod sfinder;`; each uses part of them, hence
//! `dead_code` is allowed here.
//!
//! Reading checks only the form of each line (its columns, numbers, yes/no);
//! what the values mean is for the tests to check.
#![allow(dead_code)]

use std::path::Path;

use tetrolab::notation::fumen::Fumen;
use tetrolab::play::{Field, FieldTextError};
use tetrolab::setups::{Pattern, Setup, SetupError};

/// The lines of `tests/data/<file>` that are not comments, split at tabs,
/// each with its line number; every line has `columns` columns.
fn rows(file: &str, columns: usize) -> Vec<(usize, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
        .map(|(i, line)| {
            let cells: Vec<String> = line.split('\t').map(str::to_owned).collect();
            assert_eq!(
                cells.len(),
                columns,
                "{file}:{}: {} columns, not {columns}",
                i + 1,
                cells.len()
            );
            (i + 1, cells)
        })
        .collect()
}

/// `-` as nothing, anything else as itself.
fn given(cell: &str) -> Option<&str> {
    (cell != "-").then_some(cell)
}

fn yes(cell: &str, at: &str) -> bool {
    match cell {
        "yes" => true,
        "no" => false,
        other => panic!("{at}: `{other}` is neither yes nor no"),
    }
}

fn number<T: std::str::FromStr>(cell: &str, at: &str) -> T {
    cell.parse()
        .unwrap_or_else(|_| panic!("{at}: `{cell}` is not a number"))
}

/// A field file's rows (top first, bottom-aligned) as sfinder reads them:
/// `_` and space empty, anything else filled, a short row empty past its
/// end; 24 rows high.
pub fn field_of_rows(rows: &[String]) -> Result<Field, FieldTextError> {
    let text: Vec<String> = rows
        .iter()
        .map(|row| {
            let cells: String = row
                .chars()
                .map(|c| if c == '_' || c == ' ' { '_' } else { 'X' })
                .collect();
            format!("{cells:_<10}")
        })
        .collect();
    Field::from_text(&text.join("\n"), 24)
}

/// One run of sfinder's `cover` and what its test asserts
/// (`sfinder-cover.tsv`).
#[derive(Debug, Clone)]
pub struct CoverCase {
    /// The Java test method, `#k` for its k-th command.
    pub name: String,
    /// Where: `file:line`.
    pub at: String,
    /// The `-t` values as written (URLs, `#start:end` ranges).
    pub fumens: Vec<String>,
    /// The `-p` value.
    pub patterns: String,
    /// Whether hold is used.
    pub hold: bool,
    /// `soft`, `hard`, `180`, `t-soft`, `tsz`, `tsm` or `tsd`.
    pub drop: String,
    /// The kick table (`srs`).
    pub kicks: String,
    /// The cover mode (`normal`, `1L`, `tsd`, `b2b`, …).
    pub mode: String,
    /// Other flags as written.
    pub options: Option<String>,
    /// Whether each setup is followed by its mirror image.
    pub mirror: bool,
    /// sfinder's `all`.
    pub all: u64,
    /// Each setup's success count in output order, when asserted.
    pub successes: Option<Vec<u64>>,
    /// Sequences where some setup succeeds, when asserted.
    pub or: Option<u64>,
    /// Sequences where every setup succeeds, when asserted.
    pub and: Option<u64>,
    /// CSV rows asserted: the sequence, and `O` or `X` per setup.
    pub rows: Vec<(String, String)>,
    /// Caveats.
    pub notes: Option<String>,
}

impl CoverCase {
    /// The pattern.
    pub fn pattern(&self) -> Pattern {
        Pattern::parse(&self.patterns).unwrap_or_else(|e| panic!("{}: {e}", self.at))
    }

    /// The setups in sfinder's output order: each fumen's, followed by its
    /// mirror image with `--mirror yes`.
    pub fn setups(&self) -> Result<Vec<Setup>, SetupError> {
        let mut setups = Vec::new();
        for fumen in &self.fumens {
            let setup = Setup::from_fumen(fumen)?;
            let mirror = self.mirror.then(|| setup.mirrored());
            setups.push(setup);
            setups.extend(mirror);
        }
        Ok(setups)
    }
}

/// Every cover case.
pub fn cover_cases() -> Vec<CoverCase> {
    const FILE: &str = "sfinder-cover.tsv";
    rows(FILE, 15)
        .into_iter()
        .map(|(line, c)| {
            let at = format!("{FILE}:{line}");
            let optional = |cell: &str| given(cell).map(|n| number(n, &at));
            CoverCase {
                name: c[0].clone(),
                fumens: c[1].split(' ').map(str::to_owned).collect(),
                patterns: c[2].clone(),
                hold: yes(&c[3], &at),
                drop: c[4].clone(),
                kicks: c[5].clone(),
                mode: c[6].clone(),
                options: given(&c[7]).map(str::to_owned),
                mirror: yes(&c[8], &at),
                all: number(&c[9], &at),
                successes: given(&c[10]).map(|s| s.split(',').map(|n| number(n, &at)).collect()),
                or: optional(&c[11]),
                and: optional(&c[12]),
                rows: given(&c[13])
                    .map(|rows| {
                        rows.split(';')
                            .map(|row| {
                                let (sequence, marks) = row
                                    .split_once('=')
                                    .unwrap_or_else(|| panic!("{at}: row `{row}` has no ="));
                                (sequence.to_owned(), marks.to_owned())
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
                notes: given(&c[14]).map(str::to_owned),
                at,
            }
        })
        .collect()
}

/// Where a percent case's field comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A fumen, as written.
    Fumen(String),
    /// A field file's rows, top first.
    Rows(Vec<String>),
}

impl Source {
    fn read(cell: &str) -> Source {
        match cell.strip_prefix("rows:") {
            Some(rows) => Source::Rows(rows.split('/').map(str::to_owned).collect()),
            None => Source::Fumen(cell.to_owned()),
        }
    }
}

/// A tree line a percent test asserts: a prefix of sequences with its
/// success percentage as printed (`%.2f`), or `None` when the line is
/// asserted absent.
#[derive(Debug, Clone, PartialEq)]
pub struct TreeLine {
    /// The prefix (`*` for the root).
    pub prefix: String,
    /// The percentage, or `None` for a line that must not be printed.
    pub percent: Option<f64>,
}

/// What a percent test asserts about the failed sequences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fails {
    /// Nothing.
    NotAsserted,
    /// "nothing" is printed: no sequence failed.
    Nothing,
    /// "nothing" is not printed: some sequence failed.
    Some,
    /// These sequences are listed among the failed ones.
    Listed(Vec<String>),
}

/// One run of sfinder's `percent` and what its test asserts
/// (`sfinder-percent.tsv`, `sfinder-percent-counts.tsv`).
#[derive(Debug, Clone)]
pub struct PercentCase {
    /// `Class.method` (`#k` for its k-th command), or `file.csv:line` for
    /// the CSV cases.
    pub name: String,
    /// Where: `file:line`.
    pub at: String,
    /// The field's source.
    pub source: Source,
    /// The pattern sfinder used.
    pub patterns: String,
    /// Where sfinder took it: `option`, `comment`, `quiz` or `file`.
    pub from: String,
    /// Whether hold is used.
    pub hold: bool,
    /// `soft`, `hard` or `180`.
    pub drop: String,
    /// The kick table as given (`srs`, `default`, `+srs`, `@nokicks`, …).
    pub kicks: String,
    /// The lines to clear.
    pub clear: u8,
    /// The fumen page read, from 1.
    pub page: usize,
    /// Other flags as written.
    pub options: Option<String>,
    /// Sequences that clear.
    pub success: u64,
    /// Sequences counted.
    pub all: u64,
    /// Tree lines asserted.
    pub tree: Vec<TreeLine>,
    /// Failed sequences asserted.
    pub fails: Fails,
    /// Caveats.
    pub notes: Option<String>,
}

impl PercentCase {
    /// The pattern.
    pub fn pattern(&self) -> Pattern {
        Pattern::parse(&self.patterns).unwrap_or_else(|e| panic!("{}: {e}", self.at))
    }

    /// The decoded fumen, for a fumen source.
    pub fn fumen(&self) -> Option<Fumen> {
        match &self.source {
            Source::Fumen(text) => {
                Some(Fumen::decode(text).unwrap_or_else(|e| panic!("{}: {e}", self.at)))
            }
            Source::Rows(_) => None,
        }
    }

    /// The field as sfinder's percent reads it: the page's field with the
    /// page's own locked piece filled in (no line cleared), or the field
    /// file's rows.
    pub fn field(&self) -> Field {
        match (&self.source, self.fumen()) {
            (_, Some(fumen)) => {
                let page = fumen
                    .pages
                    .get(self.page - 1)
                    .unwrap_or_else(|| panic!("{}: no page {}", self.at, self.page));
                let mut field = page.field.to_play();
                if let Some(piece) = page.piece.filter(|_| page.flags.lock) {
                    for (x, y) in piece.squares() {
                        assert!(
                            (0..10).contains(&x) && (0..24).contains(&y),
                            "{}: piece off the field",
                            self.at
                        );
                        field.set(x as u8, y as u8, true);
                    }
                }
                field
            }
            (Source::Rows(rows), None) => {
                field_of_rows(rows).unwrap_or_else(|e| panic!("{}: {e}", self.at))
            }
            (Source::Fumen(_), None) => unreachable!("a fumen source decodes"),
        }
    }
}

fn tree(cell: &str, at: &str) -> Vec<TreeLine> {
    given(cell)
        .map(|lines| {
            lines
                .split(',')
                .map(|line| match line.strip_prefix('-') {
                    Some(prefix) => TreeLine {
                        prefix: prefix.to_owned(),
                        percent: None,
                    },
                    None => {
                        let (prefix, percent) = line
                            .split_once('=')
                            .unwrap_or_else(|| panic!("{at}: tree line `{line}` has no ="));
                        TreeLine {
                            prefix: prefix.to_owned(),
                            percent: Some(number(percent, at)),
                        }
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

fn fails(cell: &str) -> Fails {
    match cell {
        "-" => Fails::NotAsserted,
        "nothing" => Fails::Nothing,
        "some" => Fails::Some,
        listed => Fails::Listed(listed.split(';').map(str::to_owned).collect()),
    }
}

/// Every percent case: the named ones, then the CSV ones.
pub fn percent_cases() -> Vec<PercentCase> {
    const NAMED: &str = "sfinder-percent.tsv";
    const COUNTS: &str = "sfinder-percent-counts.tsv";
    let named = rows(NAMED, 15).into_iter().map(|(line, c)| {
        let at = format!("{NAMED}:{line}");
        PercentCase {
            name: c[0].clone(),
            source: Source::read(&c[1]),
            patterns: c[2].clone(),
            from: c[3].clone(),
            hold: yes(&c[4], &at),
            drop: c[5].clone(),
            kicks: c[6].clone(),
            clear: number(&c[7], &at),
            page: number(&c[8], &at),
            options: given(&c[9]).map(str::to_owned),
            success: number(&c[10], &at),
            all: number(&c[11], &at),
            tree: tree(&c[12], &at),
            fails: fails(&c[13]),
            notes: given(&c[14]).map(str::to_owned),
            at,
        }
    });
    let counted = rows(COUNTS, 7).into_iter().map(|(line, c)| {
        let at = format!("{COUNTS}:{line}");
        PercentCase {
            name: c[0].clone(),
            source: Source::read(&c[1]),
            patterns: c[2].clone(),
            from: "option".to_owned(),
            hold: yes(&c[3], &at),
            drop: "soft".to_owned(),
            kicks: "srs".to_owned(),
            clear: number(&c[4], &at),
            page: 1,
            options: None,
            success: number(&c[5], &at),
            all: number(&c[6], &at),
            tree: Vec::new(),
            fails: Fails::NotAsserted,
            notes: None,
            at,
        }
    });
    named.chain(counted).collect()
}

/// An input sfinder's percent refuses (`sfinder-percent-errors.tsv`).
#[derive(Debug, Clone)]
pub struct PercentRefusal {
    /// `Class.method`.
    pub name: String,
    /// Where: `file:line`.
    pub at: String,
    /// The field's source.
    pub source: Source,
    /// The `-p` value.
    pub patterns: String,
    /// Other flags as written.
    pub options: Option<String>,
    /// What is wrong: `empty-cells`, `clear-line`, `pieces`, `fumen`,
    /// `pattern`, `page`, `output`, `hold` or `kicks`.
    pub kind: String,
    /// sfinder's message.
    pub message: String,
}

impl PercentRefusal {
    /// The value of flag `flag` (`-c`, `-P`), if given.
    pub fn option(&self, flag: &str) -> Option<&str> {
        let options = self.options.as_deref()?;
        let mut words = options.split(' ');
        words.find(|&w| w == flag)?;
        words.next()
    }
}

/// Every refusal.
pub fn percent_refusals() -> Vec<PercentRefusal> {
    const FILE: &str = "sfinder-percent-errors.tsv";
    rows(FILE, 7)
        .into_iter()
        .map(|(line, c)| PercentRefusal {
            name: c[0].clone(),
            at: format!("{FILE}:{line}"),
            source: Source::read(&c[1]),
            patterns: c[2].clone(),
            options: given(&c[3]).map(str::to_owned),
            kind: c[4].clone(),
            message: c[5].clone(),
        })
        .collect()
}
