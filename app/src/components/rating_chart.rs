//! A rating's history as a line in our own SVG: one point per rated game, oldest
//! left, the highest and lowest ratings written on the left edge and the latest at
//! the line's end (readable without colours, and on a phone: the drawing scales to
//! the width it is given).

use leptos::prelude::*;
use protocol::ratings::RatingPoint;

use crate::i18n::use_i18n;

/// The drawing's size in SVG units.
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 140.0;
/// Room for the labels: left of the line and above and below it.
const LEFT: f64 = 44.0;
const RIGHT: f64 = 44.0;
const PAD: f64 = 14.0;

/// The line's points in SVG units for `ratings`, and the lowest and highest rating.
fn line(ratings: &[i64]) -> (Vec<(f64, f64)>, i64, i64) {
    let low = ratings.iter().copied().min().unwrap_or(0);
    let high = ratings.iter().copied().max().unwrap_or(0);
    // A flat history still gets a band of 50 points, so it draws as a level line.
    let span = ((high - low) as f64).max(50.0);
    let steps = (ratings.len().max(2) - 1) as f64;
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let x = LEFT + (WIDTH - LEFT - RIGHT) * i as f64 / steps;
            let y = PAD + (HEIGHT - 2.0 * PAD) * (1.0 - (r - low) as f64 / span);
            (x, y)
        })
        .collect();
    (points, low, high)
}

/// The chart of `history` (at least the start point).
#[component]
pub fn RatingChart(history: Vec<RatingPoint>) -> impl IntoView {
    let i18n = use_i18n();
    let ratings: Vec<i64> = history.iter().map(|p| p.rating).collect();
    let (points, low, high) = line(&ratings);
    let path = points
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ");
    let (last_x, last_y) = points.last().copied().unwrap_or((LEFT, HEIGHT / 2.0));
    let last = ratings.last().copied().unwrap_or(0);
    let dots = points
        .iter()
        .map(|&(x, y)| view! { <circle cx=format!("{x:.1}") cy=format!("{y:.1}") r="2.5" class="rating-dot"/> })
        .collect_view();
    let low_y = points
        .iter()
        .zip(&ratings)
        .find(|(_, r)| **r == low)
        .map_or(HEIGHT - PAD, |(p, _)| p.1);
    let high_y = points
        .iter()
        .zip(&ratings)
        .find(|(_, r)| **r == high)
        .map_or(PAD, |(p, _)| p.1);
    view! {
        <svg class="rating-chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img"
            aria-label=move || format!("{}: {}", i18n.players().chart_label,
                ratings.iter().map(|r| i18n.lang().rating(*r)).collect::<Vec<_>>().join(", "))>
            <line x1=LEFT y1=PAD x2=LEFT y2={HEIGHT - PAD} class="rating-axis"/>
            <text x={LEFT - 6.0} y={high_y + 4.0} text-anchor="end" class="rating-label">
                {move || i18n.lang().rating(high)}
            </text>
            {(high != low).then(|| view! {
                <text x={LEFT - 6.0} y={low_y + 4.0} text-anchor="end" class="rating-label">
                    {move || i18n.lang().rating(low)}
                </text>
            })}
            <polyline points=path class="rating-line"/>
            {dots}
            <text x={last_x + 6.0} y={last_y + 4.0} class="rating-label rating-now">
                {move || i18n.lang().rating(last)}
            </text>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_runs_left_to_right_and_higher_ratings_are_higher() {
        let (points, low, high) = line(&[1500, 1540, 1520]);
        assert_eq!((low, high), (1500, 1540));
        assert_eq!(points[0].0, LEFT);
        assert_eq!(points[2].0, WIDTH - RIGHT);
        assert!(points[1].1 < points[2].1 && points[2].1 < points[0].1);
    }

    #[test]
    fn one_point_and_a_flat_history_draw_inside_the_chart() {
        let (points, _, _) = line(&[1500]);
        assert_eq!(points.len(), 1);
        let (flat, _, _) = line(&[1500, 1500]);
        assert!(flat.iter().all(|p| p.1 > 0.0 && p.1 < HEIGHT));
    }
}
