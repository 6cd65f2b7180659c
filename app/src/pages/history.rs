//! `/history`: the player's games (newest first, filtered by hero and result, paged),
//! each opening its replay; their record per hero; and the import of a game file. It
//! loads no game's code: roles and game names come from the registry ([`crate::games`]).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_navigate;
use leptos_router::{lazy_route, LazyRoute};
use protocol::replay::{HistoryQuery, HistoryRow, MyResult, MAX_IMPORT_BYTES};
use protocol::{GameId, GameKind, RoleName};

use crate::api::replay::{get_history, import_game, my_stats};
use crate::api::ApiError;
use crate::components::game_ui;
use crate::components::seat_color;
use crate::components::stats_chart::StatsChart;
use crate::i18n::game_texts::title;
use crate::i18n::replay::{rt, ReplayTexts};
use crate::i18n::use_i18n;

/// "2026-11-22 14:05" from an RFC 3339 UTC time.
pub fn short_time(rfc3339: &str) -> String {
    rfc3339
        .chars()
        .take(16)
        .collect::<String>()
        .replace('T', " ")
}

/// Seconds since 1970 of an RFC 3339 UTC time (`YYYY-MM-DDTHH:MM:SS…`), `None` when
/// it is not one. Days from the civil date by Howard Hinnant's algorithm.
fn epoch_seconds(t: &str) -> Option<i64> {
    let num = |r: std::ops::Range<usize>| t.get(r)?.parse::<i64>().ok();
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, min, s) = (num(11..13)?, num(14..16)?, num(17..19)?);
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + h * 3600 + min * 60 + s)
}

/// "269 moves · 12 min" (the duration only for games played here and finished).
fn length_text(row: &HistoryRow, t: &ReplayTexts) -> String {
    let minutes = match (&row.finished_at, row.imported) {
        (Some(end), false) => epoch_seconds(end)
            .zip(epoch_seconds(&row.created_at))
            .map(|(e, s)| (e - s).max(0) / 60),
        _ => None,
    };
    match minutes {
        Some(m) => format!("{} {} · {m} {}", row.actions, t.moves, t.minutes),
        None => format!("{} {}", row.actions, t.moves),
    }
}

fn result_word(result: MyResult, t: &ReplayTexts) -> &'static str {
    match result {
        MyResult::Won => t.won,
        MyResult::Lost => t.lost,
        MyResult::Unfinished => t.unfinished,
    }
}

fn result_key(result: Option<MyResult>) -> &'static str {
    match result {
        None => "",
        Some(MyResult::Won) => "won",
        Some(MyResult::Lost) => "lost",
        Some(MyResult::Unfinished) => "unfinished",
    }
}

/// Every role of every game, with its game, for the filter.
fn all_roles() -> Vec<(GameKind, RoleName)> {
    GameKind::ALL
        .iter()
        .flat_map(|&k| game_ui::roles(k).into_iter().map(move |r| (k, r)))
        .collect()
}

/// The history page.
#[component]
pub fn HistoryPage() -> impl IntoView {
    let i18n = use_i18n();
    let hero = RwSignal::new(None::<(GameKind, RoleName)>);
    let result = RwSignal::new(None::<MyResult>);
    let page = RwSignal::new(0u32);
    let history = Resource::new(
        move || {
            let hero = hero.get();
            HistoryQuery {
                kind: hero.as_ref().map(|(k, _)| *k),
                hero: hero.map(|(_, r)| r),
                result: result.get(),
                page: page.get(),
            }
        },
        get_history,
    );
    let stats = Resource::new(|| (), |_| my_stats());

    let hero_options = move || {
        let lang = i18n.lang();
        all_roles()
            .into_iter()
            .map(|(kind, role)| {
                let label = game_ui::role_label(kind, &role, lang);
                let key = role.as_str().to_owned();
                let chosen = (kind, role);
                view! { <option value=key selected=move || hero.get().as_ref() == Some(&chosen)>{label}</option> }
            })
            .collect_view()
    };

    view! {
        <Title text=move || rt(i18n.lang()).history_title/>
        <main id="main" tabindex="-1" class="page history">
            <h1>{move || rt(i18n.lang()).history_title}</h1>
            <section class="history-filters" aria-label=move || rt(i18n.lang()).filter_result>
                <label>
                    <span>{move || rt(i18n.lang()).filter_hero}</span>
                    <select id="filter-hero" on:change=move |ev| {
                        let v = event_target_value(&ev);
                        hero.set(all_roles().into_iter().find(|(_, r)| r.as_str() == v));
                        page.set(0);
                    }>
                        <option value="" selected=move || hero.get().is_none()>{move || rt(i18n.lang()).all_heroes}</option>
                        {hero_options}
                    </select>
                </label>
                <label>
                    <span>{move || rt(i18n.lang()).filter_result}</span>
                    <select id="filter-result" on:change=move |ev| {
                        let v = event_target_value(&ev);
                        result.set([MyResult::Won, MyResult::Lost, MyResult::Unfinished].into_iter().find(|r| result_key(Some(*r)) == v));
                        page.set(0);
                    }>
                        {move || {
                            let t = rt(i18n.lang());
                            [None, Some(MyResult::Won), Some(MyResult::Lost), Some(MyResult::Unfinished)]
                                .into_iter()
                                .map(|r| view! {
                                    <option value=result_key(r) selected=move || result.get() == r>
                                        {r.map(|r| result_word(r, t)).unwrap_or(t.all_results)}
                                    </option>
                                })
                                .collect_view()
                        }}
                    </select>
                </label>
            </section>

            <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || history.get().map(|r| match r {
                    Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
                    Ok(p) if p.rows.is_empty() => view! { <p class="empty">{move || rt(i18n.lang()).no_history}</p> }.into_any(),
                    Ok(p) => {
                        let (current, pages, total) = (p.page, p.pages, p.total);
                        view! {
                            <ul class="history-list" data-total=total>
                                {p.rows.into_iter().map(|row| view! { <HistoryLine row=row/> }).collect_view()}
                            </ul>
                            <nav class="pager" aria-label=move || rt(i18n.lang()).page>
                                <button class="button secondary small" disabled=current == 0
                                    on:click=move |_| page.set(current.saturating_sub(1))>{move || rt(i18n.lang()).newer}</button>
                                <span class="pager-text">{move || { let t = rt(i18n.lang()); format!("{} {} {} {pages}", t.page, current + 1, t.of) }}</span>
                                <button class="button secondary small" disabled={ current + 1 >= pages }
                                    on:click=move |_| page.set(current + 1)>{move || rt(i18n.lang()).older}</button>
                            </nav>
                        }.into_any()
                    }
                })}
            </Transition>

            <section class="stats" aria-labelledby="stats-heading">
                <h2 id="stats-heading">{move || rt(i18n.lang()).stats_heading}</h2>
                <p class="hint">{move || rt(i18n.lang()).stats_help}</p>
                <Transition fallback=|| ()>
                    {move || stats.get().map(|r| match r {
                        Ok(s) => view! { <StatsChart stats=s/> }.into_any(),
                        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
                    })}
                </Transition>
            </section>

            <ImportForm/>
        </main>
    }
}

/// One game of the list: a link to its replay.
#[component]
fn HistoryLine(row: HistoryRow) -> impl IntoView {
    let i18n = use_i18n();
    let href = format!("/games/{}/replay", row.id);
    let winners: Vec<u8> = row
        .summary
        .as_ref()
        .map(|o| o.winners.iter().map(|s| s.0).collect())
        .unwrap_or_default();
    let kind = row.kind;
    let seats = row
        .seats
        .iter()
        .map(|s| {
            let won = winners.contains(&s.seat);
            let mine = row.my_seats.contains(&s.seat);
            view! {
                <span class="seat-chip" class:mine=mine style=format!("--seat: {}", seat_color(s.seat))>
                    {format!("{}{} ({})", if won { "★ " } else { "" }, s.name, game_ui::role_name(kind, &s.hero))}
                </span>
            }
        })
        .collect_view();
    let result = row.result;
    let imported = row.imported;
    let when = short_time(&row.created_at);
    let length = row.clone();
    view! {
        <li class="history-row" data-result=result_key(Some(result))>
            <a href=href>
                <span class="when">{when}</span>
                <span class="game-name">{move || title(kind, i18n.lang())}</span>
                <span class="result" class:won=result == MyResult::Won class:lost=result == MyResult::Lost>
                    {move || result_word(result, rt(i18n.lang()))}
                </span>
                {imported.then(|| view! { <span class="badge imported">{move || rt(i18n.lang()).imported}</span> })}
                <span class="seats">{seats}</span>
                <span class="length">{move || length_text(&length, rt(i18n.lang()))}</span>
            </a>
        </li>
    }
}

/// Upload of an export file: checked on the server; on success the replay opens.
#[component]
fn ImportForm() -> impl IntoView {
    let i18n = use_i18n();
    let file_ref = NodeRef::<leptos::html::Input>::new();
    let error = RwSignal::new(None::<ImportRefused>);
    let navigate = use_navigate();

    // Reading the chosen file and sending it, as one `Action` (the browser's file is read
    // before the server function is called): its `pending` is the button's "Importing…".
    let import = Action::new_local(move |file: &web_sys::File| {
        let file = file.clone();
        let t = rt(i18n.0.get_untracked());
        async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            match text {
                Some(text) => import_game(text).await.map_err(|e| ImportRefused {
                    earlier: earlier_import(&e),
                    message: e.shown(),
                }),
                None => Err(ImportRefused::said(t.import_no_file)),
            }
        }
    });
    let busy = import.pending();
    Effect::new(move |_| match import.value().get() {
        Some(Ok(id)) => navigate(&format!("/games/{id}/replay"), Default::default()),
        Some(Err(e)) => error.set(Some(e)),
        None => {}
    });

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let t = rt(i18n.0.get_untracked());
        let Some(file) = file_ref
            .get_untracked()
            .and_then(|input| input.files())
            .and_then(|files| files.get(0))
        else {
            error.set(Some(ImportRefused::said(t.import_no_file)));
            return;
        };
        // Checked here too so a huge file is never read or sent; the server checks again.
        if file.size() > MAX_IMPORT_BYTES as f64 {
            error.set(Some(ImportRefused::said(t.import_too_big)));
            return;
        }
        error.set(None);
        import.dispatch(file);
    };

    view! {
        <section class="import" aria-labelledby="import-heading">
            <h2 id="import-heading">{move || rt(i18n.lang()).import_heading}</h2>
            <p class="hint">{move || rt(i18n.lang()).import_help}</p>
            <form class="import-form" on:submit=submit>
                <label for="import-file">{move || rt(i18n.lang()).import_file}</label>
                <input id="import-file" type="file" accept=".json,application/json" node_ref=file_ref/>
                <button class="button primary" type="submit" disabled=move || busy.get()>
                    {move || if busy.get() { rt(i18n.lang()).importing } else { rt(i18n.lang()).import_button }}
                </button>
            </form>
            {move || error.get().map(|e| view! {
                <p class="form-error" role="alert">
                    <strong>{rt(i18n.lang()).import_refused}{i18n.lang().colon()}</strong>{e.message}
                    {e.earlier.map(|id| view! {
                        " "<a href=format!("/games/{id}/replay")>{move || rt(i18n.lang()).import_open_earlier}</a>
                    })}
                </p>
            })}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Durations come from the two RFC 3339 times (whole seconds, UTC).
    #[test]
    fn epoch_seconds_counts_days_and_times() {
        assert_eq!(epoch_seconds("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(epoch_seconds("2000-03-01T00:00:01.500Z"), Some(951_868_801));
        let a = epoch_seconds("2026-12-31T23:50:00.000Z").unwrap();
        let b = epoch_seconds("2027-01-01T00:02:00.000Z").unwrap();
        assert_eq!(b - a, 12 * 60);
        assert_eq!(epoch_seconds("not a time"), None);
    }
}

/// `/history`, loaded only when it is visited: its code (and the game code it uses) is a
/// WASM chunk of its own (`cargo leptos build --split`), not part of every page's bundle.
pub struct HistoryRoute;

#[lazy_route]
impl LazyRoute for HistoryRoute {
    fn data() -> Self {
        HistoryRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <HistoryPage/> }.into_any()
    }
}

/// Why an import did not happen, as the form shows it.
#[derive(Clone, Debug)]
struct ImportRefused {
    message: String,
    /// The earlier copy, when the same game was imported before: the form links it.
    earlier: Option<GameId>,
}

impl ImportRefused {
    fn said(message: &str) -> Self {
        Self {
            message: message.to_owned(),
            earlier: None,
        }
    }
}

/// The game imported before, when that is why the server refused (the page reads the
/// refusal's game, not its reason: see `crate::api::Refused`).
fn earlier_import(error: &ApiError) -> Option<GameId> {
    match error {
        ApiError::Game(refused) => refused.game.clone(),
        ApiError::Transport(_) => None,
    }
}
