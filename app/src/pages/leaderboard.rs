//! `/leaderboard/{game}?page=N`: the best established ratings of a game, 25 places a
//! page, with the signed-in reader's own place. Plain links page through it, so it
//! works before the WASM has arrived.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use leptos_router::{lazy_route, LazyRoute};
use protocol::ratings::{Leaderboard, LeaderboardRow};
use protocol::GameKind;

use crate::api::players::leaderboard_page;
use crate::i18n::game_texts::title;
use crate::i18n::{fill, use_i18n};
use crate::pages::not_found::NotFound;

/// The leaderboard of the game named in the address.
#[component]
pub fn LeaderboardPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let query = use_query_map();
    let game = move || params.read().get("game").unwrap_or_default();
    let page = move || {
        query
            .read()
            .get("page")
            .and_then(|p| p.parse::<u32>().ok())
            .unwrap_or(1)
    };
    let answer = Resource::new(move || (game(), page()), |(g, p)| leaderboard_page(g, p));
    move || match GameKind::parse(&game()) {
        None => view! { <NotFound/> }.into_any(),
        Some(kind) => {
            let heading = move || {
                fill(
                    i18n.players().leaderboard_title,
                    &[("{game}", &title(kind, i18n.lang()))],
                )
            };
            view! {
                <Title text=heading/>
                <main id="main" tabindex="-1" class="page leaderboard-page">
                    <h1>{heading}</h1>
                    <nav class="leaderboard-games">
                        {GameKind::ALL.iter().map(|&k| view! {
                            <a href=format!("/leaderboard/{}", k.name())
                                aria-current=(k == kind).then_some("page")>
                                {move || title(k, i18n.lang())}
                            </a>
                        }).collect_view()}
                    </nav>
                    <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                        {move || answer.get().map(|r| match r {
                            Ok(board) => view! { <Board board=board/> }.into_any(),
                            Err(e) => view! { <p class="form-error" role="alert">{e.shown()}</p> }.into_any(),
                        })}
                    </Transition>
                </main>
            }
            .into_any()
        }
    }
}

/// One page of the board: the reader's place, the table, the links between pages.
#[component]
fn Board(board: Leaderboard) -> impl IntoView {
    let i18n = use_i18n();
    let kind = board.kind.name();
    let (page, pages) = (board.page, board.pages);
    let mine = board.mine.clone();
    let my_name = mine.as_ref().map(|m| m.name.clone());
    let link = move |p: u32| format!("/leaderboard/{kind}?page={p}");
    let established = board.established_after;
    let counted = move |text: &str| {
        fill(
            text,
            &[("{rated_games}", &i18n.lang().rated_games(established))],
        )
    };
    if board.rows.is_empty() {
        return view! { <p>{move || counted(i18n.players().leaderboard_empty)}</p> }.into_any();
    }
    view! {
        <p class="lead">{move || counted(i18n.players().leaderboard_explain)}</p>
        {mine.map(|m| view! {
            <p class="your-place">{move || fill(i18n.players().your_place, &[("{place}", &m.place.to_string())])}</p>
        })}
        <table class="leaderboard">
            <thead>
                <tr>
                    <th scope="col">{move || i18n.players().column_place}</th>
                    <th scope="col">{move || i18n.players().column_player}</th>
                    <th scope="col">{move || i18n.players().column_rating}</th>
                    <th scope="col">{move || i18n.players().column_games}</th>
                    <th scope="col">{move || i18n.players().column_wins}</th>
                </tr>
            </thead>
            <tbody>
                {board.rows.into_iter().map(|row| {
                    let me = my_name.as_deref() == Some(row.name.as_str());
                    view! { <BoardRow row=row me=me/> }
                }).collect_view()}
            </tbody>
        </table>
        <nav class="pages">
            {(page > 1).then(|| view! { <a rel="prev" href=link(page - 1)>{move || i18n.players().previous}</a> })}
            <span>{move || fill(i18n.players().page_of, &[("{page}", &page.to_string()), ("{pages}", &pages.to_string())])}</span>
            {(page < pages).then(|| view! { <a rel="next" href=link(page + 1)>{move || i18n.players().next}</a> })}
        </nav>
    }
    .into_any()
}

/// One place: the player's name opens their profile.
#[component]
fn BoardRow(row: LeaderboardRow, me: bool) -> impl IntoView {
    let i18n = use_i18n();
    let profile = format!("/players/{}", crate::api::accounts::urlencode(&row.name));
    view! {
        <tr class:mine=me>
            <td>{row.place}</td>
            <td><a href=profile>{row.name.clone()}</a></td>
            <td>{move || i18n.lang().rating(row.rating)}</td>
            <td>{row.games}</td>
            <td>{row.wins}</td>
        </tr>
    }
}

/// `/leaderboard/{game}`, loaded only when visited.
pub struct LeaderboardRoute;

#[lazy_route]
impl LazyRoute for LeaderboardRoute {
    fn data() -> Self {
        LeaderboardRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <LeaderboardPage/> }.into_any()
    }
}
