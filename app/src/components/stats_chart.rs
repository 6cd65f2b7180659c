//! The caller's record per hero as a small bar chart in our own SVG: one row per
//! hero, a pale bar for the games played and a strong one for the wins, with the
//! numbers written beside them (the chart must be readable without colours).

use leptos::prelude::*;
use protocol::replay::Stats;

use crate::components::game_ui;
use crate::i18n::replay::rt;
use crate::i18n::use_i18n;

/// Height of one hero's row, in SVG units.
const ROW: f64 = 34.0;
/// Where the bars start (the labels sit left of it).
const BAR_X: f64 = 110.0;
/// The longest bar.
const BAR_W: f64 = 200.0;
/// The chart's width.
const WIDTH: f64 = 440.0;

/// The chart; the empty state when no finished game counts yet.
#[component]
pub fn StatsChart(stats: Stats) -> impl IntoView {
    let i18n = use_i18n();
    if stats.heroes.is_empty() {
        return view! { <p class="empty">{move || rt(i18n.lang()).stats_empty}</p> }.into_any();
    }
    let most = stats
        .heroes
        .iter()
        .map(|h| h.games)
        .max()
        .unwrap_or(1)
        .max(1);
    let height = ROW * stats.heroes.len() as f64 + 8.0;
    let rows = stats
        .heroes
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let y = 4.0 + ROW * i as f64;
            let games_w = BAR_W * f64::from(h.games) / f64::from(most);
            let wins_w = BAR_W * f64::from(h.wins) / f64::from(most);
            let rate = (100.0 * f64::from(h.wins) / f64::from(h.games.max(1))).round();
            let hero = game_ui::role_name(h.kind, &h.hero);
            let key = h.hero.as_str().to_owned();
            let (games, wins) = (h.games, h.wins);
            view! {
                <g class="stats-row" data-hero=key transform=format!("translate(0 {y})")>
                    <text x={ BAR_X - 8.0 } y="21" text-anchor="end" class="stats-hero">{hero}</text>
                    <rect x=BAR_X y="6" width=games_w.max(2.0) height="20" rx="3" class="bar-games"/>
                    <rect x=BAR_X y="6" width=wins_w height="20" rx="3" class="bar-wins"/>
                    <text x={ BAR_X + games_w.max(2.0) + 8.0 } y="21" class="stats-numbers">
                        {move || {
                            let t = rt(i18n.lang());
                            format!("{wins}/{games} {} · {rate}%", t.wins_word)
                        }}
                    </text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="stats-chart" viewBox=format!("0 0 {WIDTH} {height}") role="img"
            aria-label=move || rt(i18n.lang()).chart_label>
            {rows}
        </svg>
    }
    .into_any()
}
