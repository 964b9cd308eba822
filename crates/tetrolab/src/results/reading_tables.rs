//! `identify`'s and `predict`'s tables, for every face: the rows their
//! text shows and their CSV holds, numbers at the library's decimals. The
//! command line's `--csv` and the page's CSV downloads are these.

use super::predict::Prediction;
use super::table::{Table, headers};
use crate::analysis::inference::Candidate;
use crate::analysis::{Identification, Start};

/// A log2 likelihood or Bayes factor, or `-` where there is none.
fn bits(value: Option<f64>) -> String {
    value.map_or_else(
        || "-".to_owned(),
        |v| format!("{v:.*}", Candidate::BITS_DECIMALS),
    )
}

impl Identification {
    /// What the table's columns mean, in the words `tetrolab identify`
    /// prints under it (lines wrapped for a terminal).
    pub const COLUMNS_MEANING: &'static str = "log2 L: log2 of the pieces' probability under the randomizer (`weighted` reads them from\n\
        its start, where its weights are known). Posterior: under a uniform prior over the rows.\n\
        Bayes factor: log2 of L over the next row's L. Ruled out at: the first piece it could\n\
        not deal. Rows name every randomizer with exactly the same law.";

    /// The candidates as a table: each one's spec, log2 likelihood,
    /// posterior, log2 Bayes factor against the next row, the piece that
    /// rules it out, the specs with the same law, and where the pieces
    /// were read from.
    ///
    /// ```
    /// use tetrolab::request::IdentifyRequest;
    /// let mut request = IdentifyRequest::new("IJLOSTZ");
    /// request.candidates = vec!["7-bag".into(), "memoryless".into()];
    /// let found = request.answer(&tetrolab::work::Unwatched)?;
    /// let table = found.table();
    /// assert_eq!(table.headers[2], "posterior");
    /// assert_eq!(table.rows[0][0], "7-bag");
    /// # Ok::<(), tetrolab::request::CallError>(())
    /// ```
    pub fn table(&self) -> Table {
        Table {
            headers: headers(&[
                "randomizer",
                "log2 L",
                "posterior",
                "log2 bayes factor",
                "ruled out at",
                "same law",
                "read from",
            ]),
            rows: self
                .candidates
                .iter()
                .map(|c| {
                    vec![
                        c.spec.clone(),
                        bits(c.log2_likelihood),
                        format!("{:.*}", Candidate::POSTERIOR_DECIMALS, c.posterior),
                        bits(c.log2_bayes_factor),
                        c.ruled_out_at
                            .map_or_else(String::new, |t| format!("piece {t}")),
                        c.same_law.join(" "),
                        match c.start {
                            Start::Game => "start",
                            Start::Stationary => "stationary",
                        }
                        .to_owned(),
                    ]
                })
                .collect(),
        }
    }
}

impl Prediction {
    /// Each piece's chance of coming next, as a table, at
    /// [`Prediction::NEXT_DECIMALS`].
    ///
    /// ```
    /// use tetrolab::request::PredictRequest;
    /// let prediction = PredictRequest::new("7-bag", "IJLOST").answer(&tetrolab::work::Unwatched)?;
    /// let table = prediction.table();
    /// assert_eq!(table.headers, ["piece", "chance"]);
    /// assert_eq!(table.rows.len(), 7);
    /// # Ok::<(), tetrolab::request::CallError>(())
    /// ```
    pub fn table(&self) -> Table {
        Table {
            headers: headers(&["piece", "chance"]),
            rows: self
                .next
                .iter()
                .map(|(piece, p)| {
                    vec![
                        piece.to_string(),
                        format!("{p:.*}", Prediction::NEXT_DECIMALS),
                    ]
                })
                .collect(),
        }
    }
}
