//! The design frontier as a scatter: two objectives, the front joined,
//! the named presets labelled and the rest faint.

use tetrolab::analysis::exact::ExactValue;
use tetrolab::analysis::frontier::{Design, Frontier, Judged};

use crate::ChartError;
use crate::chart::{Chart, Layer, Marker, Reach, Scale, XAxis, YAxis, palette};

/// Generic family names: a design written as one of these alone is its
/// family's default, not a named preset. (`2x7-bag` and `red-blue-bag`
/// take parameters too, but bare they are seed 003's named designs, so
/// they are labelled.)
const FAMILIES: &[&str] = &["bag", "history", "pool", "weighted", "extras-bag"];

/// The colour of designs off the front.
const FAINT: &str = "#c8c8c8";

/// The presets a design is known by: every spec of its law (or of a
/// renaming of it) that is a bare catalog name and not a family's
/// default, joined with ` = ` (`7-bag = tetrio-7-bag`); `None` when it
/// has none.
fn label(design: &Design) -> Option<String> {
    let names: Vec<&str> = std::iter::once(&design.spec)
        .chain(&design.same_law)
        .map(String::as_str)
        .filter(|s| !s.contains(':') && !FAMILIES.contains(s))
        .collect();
    (!names.is_empty()).then(|| names.join(" = "))
}

/// A value as a number to draw, `None` when unbounded.
fn number(design: &Design, name: &str) -> Option<f64> {
    match design.values.get(name)? {
        ExactValue::Number(x) => Some(*x),
        ExactValue::Unbounded => None,
    }
}

/// The frontier of exactly two objectives as a scatter: the first across,
/// the second up. Designs off the front are faint points, the front's are
/// joined in order of the first objective, and each named preset (`7-bag`,
/// `tgm1`, `tetrio-classic`...) is a point of its own in the legend. An
/// estimated value carries its 95 % interval as a whisker on the second
/// objective; designs with an unbounded value are not drawn and are
/// counted in the subtitle.
///
/// # Errors
/// A frontier judged on other than two objectives.
pub fn frontier(frontier: &Frontier) -> Result<Chart, ChartError> {
    let [x, y] = &frontier.objectives[..] else {
        return Err(ChartError::Question(format!(
            "plot frontier draws two objectives, one across and one up; {} were named: give two with --minimize and --maximize",
            frontier.objectives.len()
        )));
    };
    Ok(draw(frontier, x, y))
}

/// The frontier drawn on two of the objectives it was judged on, named
/// `across` and `up`, whatever their number: the scatter [`frontier()`]
/// draws (the same chart when the front was judged on exactly these
/// two). A front judged on more objectives is not a curve in two of them,
/// so its designs are drawn as points, unjoined, and the legend says how
/// many objectives the front weighs.
///
/// ```
/// use tetrolab::request::FrontierRequest;
/// let request = FrontierRequest {
///     space: vec!["7-bag".into(), "memoryless".into(), "history:size=4,rolls=2..7:2".into()],
///     ..FrontierRequest::new()
/// };
/// let answer = request.answer(&tetrolab::work::Unwatched)?;
/// let chart = tetrolab_charts::plots::frontier_axes(&answer, "repeat_probability", "guess_accuracy")?;
/// assert_eq!(chart.title, "The design frontier: guess_accuracy against repeat_probability");
/// assert!(tetrolab_charts::plots::frontier_axes(&answer, "flood.max", "guess_accuracy").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// An axis that is not one of the judged objectives.
pub fn frontier_axes(frontier: &Frontier, across: &str, up: &str) -> Result<Chart, ChartError> {
    let judged = |name: &str| {
        frontier
            .objectives
            .iter()
            .find(|j| j.name == name)
            .ok_or_else(|| {
                let names: Vec<&str> = frontier
                    .objectives
                    .iter()
                    .map(|j| j.name.as_str())
                    .collect();
                ChartError::Question(format!(
                    "the axis {} is not an objective the front was judged on: name one of {}",
                    tetrolab::quote::quoted(name),
                    names.join(", ")
                ))
            })
    };
    Ok(draw(frontier, judged(across)?, judged(up)?))
}

/// The scatter of `x` across and `y` up.
fn draw(frontier: &Frontier, x: &Judged, y: &Judged) -> Chart {
    let point = |design: &Design| -> Option<Marker> {
        let (a, b) = (number(design, &x.name)?, number(design, &y.name)?);
        let whisker = design.half_width_95.get(&y.name).map(|h| (b - h, b + h));
        Some((a, b, whisker))
    };
    let drawn: Vec<(&Design, Marker)> = frontier
        .designs
        .iter()
        .filter(|d| d.meets_constraints)
        .filter_map(|d| point(d).map(|p| (d, p)))
        .collect();
    let mut front: Vec<(&Design, Marker)> =
        drawn.iter().filter(|(d, _)| d.front).copied().collect();
    front.sort_by(|(_, a), (_, b)| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let off: Vec<&(&Design, Marker)> = drawn.iter().filter(|(d, _)| !d.front).collect();
    // Each point is titled with its design's spec: hovered, it says which
    // design it is, and a page can open the design a click lands on.
    let mut layers = vec![Layer::Points {
        name: Some("off the front".to_owned()),
        color: FAINT.to_owned(),
        points: off.iter().map(|(_, p)| *p).collect(),
        titles: off.iter().map(|(d, _)| d.spec.clone()).collect(),
    }];
    // Only a front of the two drawn objectives is a curve to join.
    let weighed = frontier.objectives.len();
    if weighed == 2 {
        layers.push(Layer::Line {
            name: Some("the front".to_owned()),
            color: "#333333".to_owned(),
            points: front.iter().map(|&(_, (a, b, _))| (a, b)).collect(),
            dashed: false,
        });
    }
    layers.push(Layer::Points {
        name: (weighed != 2).then(|| format!("on the front (of {weighed} objectives)")),
        color: "#333333".to_owned(),
        points: front.iter().map(|(_, p)| *p).collect(),
        titles: front.iter().map(|(d, _)| d.spec.clone()).collect(),
    });
    for (i, (design, marker)) in drawn
        .iter()
        .filter_map(|(d, p)| label(d).map(|l| ((l, d), *p)))
        .enumerate()
    {
        let (name, design) = design;
        let place = if design.front {
            "on the front"
        } else {
            "off it"
        };
        layers.push(Layer::Points {
            name: Some(format!("{name} ({place})")),
            color: palette::series(i).to_owned(),
            points: vec![marker],
            titles: vec![design.spec.clone()],
        });
    }
    let left_out = frontier.designs.len() - drawn.len();
    let estimated = frontier.designs.iter().any(|d| !d.exact);
    let axis = |j: &Judged| format!("{} ({:?}d)", j.name, j.goal).to_lowercase();
    Chart {
        title: format!("The design frontier: {} against {}", y.name, x.name),
        subtitle: format!(
            "{} designs, {} laws evaluated exactly{}; {} on the front{}",
            frontier.designs_in_space,
            frontier.laws_evaluated,
            if estimated {
                " (some observer values estimated: 95 % whiskers)"
            } else {
                ""
            },
            frontier.on_front,
            match left_out {
                0 => String::new(),
                n => format!("; {n} not drawn (an unbounded value or outside --where)"),
            }
        ),
        x: XAxis::Numbers {
            label: axis(x),
            scale: Scale::Linear,
        },
        y: YAxis {
            label: axis(y),
            scale: Scale::Linear,
            from_zero: false,
            reach: Reach::NON_NEGATIVE,
        },
        layers,
    }
}

#[cfg(test)]
mod tests {
    use tetrolab::request::FrontierRequest;

    use super::*;
    use crate::chart::to_svg;

    fn answer(objectives: &[&str]) -> Frontier {
        FrontierRequest {
            space: vec![
                "7-bag".into(),
                "memoryless".into(),
                "history:size=4,rolls=2..7:2".into(),
            ],
            minimize: objectives.iter().map(|o| (*o).to_owned()).collect(),
            ..FrontierRequest::new()
        }
        .answer(&tetrolab::work::Unwatched)
        .unwrap()
    }

    /// On the two objectives judged, the axes' chart is `plot frontier`'s
    /// own, byte for byte; on more, the front is drawn but not joined.
    #[test]
    fn axes_draw_plot_frontiers_chart_and_join_only_a_two_objective_front() {
        let two = answer(&["repeat_probability", "guess_accuracy"]);
        assert_eq!(
            to_svg(&frontier_axes(&two, "repeat_probability", "guess_accuracy").unwrap()),
            to_svg(&frontier(&two).unwrap())
        );
        let joined = |chart: &Chart| chart.layers.iter().any(|l| matches!(l, Layer::Line { .. }));
        assert!(joined(&frontier(&two).unwrap()));
        let three = answer(&["drought.max", "repeat_probability", "guess_accuracy"]);
        let chart = frontier_axes(&three, "repeat_probability", "guess_accuracy").unwrap();
        assert!(!joined(&chart));
        assert!(to_svg(&chart).contains("on the front (of 3 objectives)"));
        let refused = frontier_axes(&three, "flood.max", "guess_accuracy").unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("name one of drought.max, repeat_probability, guess_accuracy"),
            "{refused}"
        );
    }

    /// Every drawn point is titled with its design's spec (what a hovered
    /// point says, and what the page opens on a click): each design drawn
    /// is named by the circles at its place, and only designs are named.
    #[test]
    fn every_point_is_titled_with_its_design() {
        let two = answer(&["repeat_probability", "guess_accuracy"]);
        let svg = to_svg(&frontier(&two).unwrap());
        let titled: Vec<&str> = svg
            .split("<circle")
            .skip(1)
            .filter_map(|c| c.split("<title>").nth(1)?.split("</title>").next())
            .collect();
        let specs: Vec<&str> = two.designs.iter().map(|d| d.spec.as_str()).collect();
        assert!(titled.iter().all(|t| specs.contains(t)), "{titled:?}");
        for spec in &specs {
            assert!(titled.contains(spec), "{spec} is drawn untitled");
        }
    }
}
