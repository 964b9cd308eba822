//! A self-contained HTML page: inline CSS and SVG, no script, no font
//! or file fetched, so it reads the same offline from a file.

use std::fmt::Write;

use crate::chart::escape;
use crate::chart::{Chart, to_svg};

/// A page being written: sections of headings, paragraphs, tables and
/// charts, in order.
#[derive(Debug)]
pub struct Page {
    title: String,
    /// The command that makes this page again.
    command: String,
    body: String,
    charts: usize,
    /// The questions (level-2 headings), for the contents.
    sections: Vec<String>,
}

/// The page's style: readable widths, tables with aligned numbers. The
/// page reflows to a phone's width: a table or chart wider than the
/// window scrolls sideways inside its own box (`.wide`) instead of
/// cutting the page off, and a chart keeps its own size (800 wide) rather
/// than shrinking its text below legibility.
const STYLE: &str = "body{font-family:'DejaVu Sans',Verdana,sans-serif;max-width:62rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.45}\
h1{font-size:1.7rem}h2{margin-top:2.4rem;border-bottom:1px solid #ddd;padding-bottom:.2rem}h3{margin-top:1.6rem}\
table{border-collapse:collapse;margin:1rem 0;font-size:.9rem}th,td{border:1px solid #ddd;padding:.3rem .55rem;vertical-align:top}\
th{background:#f4f4f4;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
td.d{color:#444;font-size:.85rem;max-width:24rem}figure{margin:1.2rem 0}figure svg{display:block;border:1px solid #eee}\
.wide{overflow-x:auto}\
figcaption{color:#555;font-size:.85rem}.note{background:#f7f7f2;border-left:4px solid #c8c8a0;padding:.5rem .8rem}\
code{background:#f2f2f2;padding:0 .2rem}nav ol{margin:.3rem 0 0;columns:2}.queue{font-family:'DejaVu Sans Mono',monospace;word-break:break-all}";

impl Page {
    /// An empty page with a title, and the command that makes it again
    /// (shown under the title).
    pub fn new(title: &str, command: &str) -> Page {
        Page {
            title: title.to_string(),
            command: command.to_string(),
            body: String::new(),
            charts: 0,
            sections: Vec::new(),
        }
    }

    /// A heading: level 2 for a question (listed in the contents, with
    /// an anchor), 3 below it.
    pub fn heading(&mut self, level: u8, text: &str) {
        if level == 2 {
            self.sections.push(text.to_string());
            let _ = write!(
                self.body,
                r#"<h2 id="q{}">{}</h2>"#,
                self.sections.len(),
                escape(text)
            );
        } else {
            let _ = write!(self.body, "<h{level}>{}</h{level}>", escape(text));
        }
    }

    /// A paragraph of plain text.
    pub fn paragraph(&mut self, text: &str) {
        let _ = write!(self.body, "<p>{}</p>", escape(text));
    }

    /// A highlighted note (definitions, caveats).
    pub fn note(&mut self, text: &str) {
        let _ = write!(self.body, r#"<p class="note">{}</p>"#, escape(text));
    }

    /// Text in a monospace block that wraps anywhere (piece queues).
    pub fn queue(&mut self, label: &str, pieces: &str) {
        let _ = write!(
            self.body,
            r#"<p><b>{}</b><br><span class="queue">{}</span></p>"#,
            escape(label),
            escape(pieces)
        );
    }

    /// A chart with a caption; the chart scrolls in its own box where the
    /// window is narrower than it.
    pub fn chart(&mut self, chart: &Chart, caption: &str) {
        self.charts += 1;
        let _ = write!(
            self.body,
            r#"<figure id="chart-{}"><div class="wide">{}</div><figcaption>{}</figcaption></figure>"#,
            self.charts,
            to_svg(chart),
            escape(caption)
        );
    }

    /// A table: header cells, then rows of cells. A cell is text; cells
    /// of a column listed in `numeric` are right-aligned, and a column in
    /// `definitions` is set as explanatory text. The table scrolls in its
    /// own box where the window is narrower than it.
    pub fn table(
        &mut self,
        header: &[&str],
        rows: &[Vec<String>],
        numeric: &[usize],
        definitions: &[usize],
    ) {
        self.body
            .push_str(r#"<div class="wide"><table><thead><tr>"#);
        for cell in header {
            let _ = write!(self.body, "<th>{}</th>", escape(cell));
        }
        self.body.push_str("</tr></thead><tbody>");
        for row in rows {
            self.body.push_str("<tr>");
            for (i, cell) in row.iter().enumerate() {
                let class = if numeric.contains(&i) {
                    r#" class="n""#
                } else if definitions.contains(&i) {
                    r#" class="d""#
                } else {
                    ""
                };
                let _ = write!(self.body, "<td{class}>{}</td>", escape(cell));
            }
            self.body.push_str("</tr>");
        }
        self.body.push_str("</tbody></table></div>");
    }

    /// The contents: a link to each question.
    fn contents(&self) -> String {
        let mut out = String::from(r#"<nav><b>Contents</b><ol>"#);
        for (i, section) in self.sections.iter().enumerate() {
            let _ = write!(
                out,
                r##"<li><a href="#q{}">{}</a></li>"##,
                i + 1,
                escape(section)
            );
        }
        out.push_str("</ol></nav>");
        out
    }

    /// The whole page as HTML.
    pub fn finish(self) -> String {
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{STYLE}</style></head><body><h1>{}</h1><p class=\"note\">To make this page again, number for number: <code>{}</code></p>{}{}<footer><p class=\"note\">Made by tetrolab {} — every number above is either exact (from the randomizer's Markov chain) or estimated by simulation with its 95% confidence interval, as marked.</p></footer></body></html>\n",
            escape(&self.title),
            escape(&self.title),
            escape(&self.command),
            self.contents(),
            self.body,
            env!("CARGO_PKG_VERSION")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{Chart, Reach, Scale, XAxis, YAxis};

    /// Whether every `element` of `html` opens just inside a scrolling box.
    fn each_in_a_scrolling_box(html: &str, element: &str) -> bool {
        let boxed = format!(r#"<div class="wide">{element}"#);
        html.matches(element).count() == html.matches(&boxed).count()
    }

    #[test]
    fn tables_and_charts_scroll_in_their_own_box() {
        let mut page = Page::new("title", "command");
        page.table(&["quantity"], &[vec!["P(repeat)".to_string()]], &[], &[]);
        let chart = Chart {
            title: "chart".to_string(),
            subtitle: String::new(),
            x: XAxis::Categories {
                label: String::new(),
                names: Vec::new(),
            },
            y: YAxis {
                label: String::new(),
                scale: Scale::Linear,
                from_zero: true,
                reach: Reach::PROBABILITY,
            },
            layers: Vec::new(),
        };
        page.chart(&chart, "caption");
        let html = page.finish();
        assert!(html.contains(".wide{overflow-x:auto}"));
        for element in ["<table>", "<svg "] {
            assert!(html.contains(element), "{element}");
            assert!(each_in_a_scrolling_box(&html, element), "{element}");
        }
        // Charts keep their size: shrunk to a phone's width, their text
        // would fall to half its size.
        assert!(!STYLE.contains("svg{max-width"), "{STYLE}");
    }
}
