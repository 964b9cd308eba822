//! The refusals every face shares (crates/tetrolab/tests/data/refusals.json):
//! the command line gives each the library's sentence in its spelling.

use serde_json::Value;
use tetrolab::spelling::Spelling;

use super::input_error;
use super::plot::scratch;

/// The table of refusals, as every face's test reads it.
fn cases() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tetrolab/tests/data/refusals.json"
    );
    let table: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    table["cases"].as_array().unwrap().clone()
}

/// A value as typed on a command line.
fn typed(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(typed).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

/// The sentence with each `{name}` or `{name=value}` spelt as the
/// command line spells options, and `{@stats}` as it names `stats`.
fn spelt(sentence: &str) -> String {
    let mut out = String::new();
    let mut rest = sentence;
    while let Some(open) = rest.find('{') {
        let close = open + rest[open..].find('}').unwrap();
        out.push_str(&rest[..open]);
        let inner = &rest[open + 1..close];
        out.push_str(&match inner.split_once('=') {
            None if inner == "@stats" => Spelling::CLI.stats.to_owned(),
            Some((name, value)) => Spelling::set(&Spelling::CLI.option(name), value),
            None => Spelling::CLI.option(inner).trim_end().to_owned(),
        });
        rest = &rest[close + 1..];
    }
    out + rest
}

#[test]
fn every_shared_refusal_is_the_librarys_sentence_in_flags() {
    let dir = scratch("refusals");
    for case in cases() {
        let call = case["call"].as_str().unwrap();
        // The table names a call as the library and Python do; dealing is
        // the command line's `gen`.
        let command = if call == "deal" { "gen" } else { call };
        let mut args = vec![command.to_owned()];
        let options = case["options"].as_object().unwrap();
        for positional in [
            "kind", "spec", "specs", "pieces", "template", "setups", "field",
        ] {
            if let Some(value) = options.get(positional) {
                match value {
                    Value::Array(items) => args.extend(items.iter().map(typed)),
                    other => args.push(typed(other)),
                }
            }
        }
        for (name, value) in options {
            match (name.as_str(), value) {
                ("kind" | "spec" | "specs" | "pieces" | "template" | "setups" | "field", _) => {}
                ("partial", _) => {
                    args.push("--partial".into());
                    args.push(dir.join("part.json").display().to_string());
                }
                (_, Value::Bool(true)) => args.push(Spelling::CLI.option(name)),
                _ => {
                    args.push(Spelling::CLI.option(name).trim_end().to_owned());
                    args.push(typed(value));
                }
            }
        }
        if call == "plot" {
            // A chart is drawn to a file; the refusal comes first.
            args.push("--out".into());
            args.push(dir.join("chart.svg").display().to_string());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let expected = format!("error: {}", spelt(case["sentence"].as_str().unwrap()));
        let stderr = input_error(&args);
        assert_eq!(stderr.trim_end(), expected, "{args:?}");
    }
}
