//! `/players/{name}`: a player's public profile. Per game played rated: the rating
//! with its history as a chart, the rated games played and won, the heroes; then the
//! last 20 finished online games (each opens its replay) and, for a signed-in reader,
//! the record against them. Loads no game's code: names come from the registry.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use leptos_router::{lazy_route, LazyRoute};
use protocol::ratings::{HeadToHead, Profile, ProfileGame, ProfileKind};

use crate::api::players::player_profile;
use crate::components::game_ui;
use crate::components::rating_chart::RatingChart;
use crate::i18n::game_texts::title;
use crate::i18n::{fill, use_i18n};
use crate::pages::history::short_time;

/// The profile of the player named in the address.
#[component]
pub fn ProfilePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let name = move || params.read().get("name").unwrap_or_default();
    let answer = Resource::new(name, player_profile);
    view! {
        <Title text=move || name()/>
        <main id="main" tabindex="-1" class="page profile-page">
            <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || answer.get().map(|r| match r {
                    Ok(Some(p)) => view! { <ProfileView profile=p/> }.into_any(),
                    Ok(None) => view! {
                        <h1>{name()}</h1>
                        <p class="lead">{move || i18n.players().not_found}</p>
                    }.into_any(),
                    Err(e) => view! { <p class="form-error" role="alert">{e.shown()}</p> }.into_any(),
                })}
            </Transition>
        </main>
    }
}

/// The profile once read.
#[component]
fn ProfileView(profile: Profile) -> impl IntoView {
    let i18n = use_i18n();
    let joined = short_time(&profile.joined)
        .chars()
        .take(10)
        .collect::<String>();
    let name = profile.name.clone();
    let record = profile
        .head_to_head
        .map(|h| view! { <HeadToHeadLine name=name.clone() record=h/> });
    let kinds = profile.kinds;
    let recent = profile.recent;
    view! {
        <h1>{profile.name.clone()}</h1>
        <p class="lead">{move || fill(i18n.players().joined, &[("{date}", &joined)])}</p>
        {record}
        {if kinds.is_empty() {
            view! { <p>{move || i18n.players().no_rating}</p> }.into_any()
        } else {
            kinds.into_iter().map(|k| view! { <KindSection kind=k/> }).collect_view().into_any()
        }}
        <section class="profile-recent">
            <h2>{move || i18n.players().recent}</h2>
            {if recent.is_empty() {
                view! { <p>{move || i18n.players().no_recent}</p> }.into_any()
            } else {
                view! {
                    <ul class="profile-games">
                        {recent.into_iter().map(|g| view! { <RecentGame game=g/> }).collect_view()}
                    </ul>
                }.into_any()
            }}
        </section>
    }
}

/// "Ann against you: 4 rated games, ahead 3, behind 1".
#[component]
fn HeadToHeadLine(name: String, record: HeadToHead) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        (record.games > 0).then(|| {
            let text = fill(
                i18n.players().head_to_head,
                &[
                    ("{name}", &name),
                    ("{rated_games}", &i18n.lang().rated_games(record.games)),
                    ("{ahead}", &record.ahead.to_string()),
                    ("{behind}", &record.behind.to_string()),
                ],
            );
            view! { <p class="head-to-head">{text}</p> }
        })
    }
}

/// One game's rating: the figure, the chart, the heroes.
#[component]
fn KindSection(kind: ProfileKind) -> impl IntoView {
    let i18n = use_i18n();
    let rating = kind.rating;
    let game = rating.kind;
    let board = format!("/leaderboard/{}", game.name());
    let heroes = kind.heroes;
    view! {
        <section class="profile-kind" data-kind=game.name()>
            <h2>{move || title(game, i18n.lang())}</h2>
            <p class="profile-rating">
                <strong class="rating">{move || i18n.lang().rating_with_uncertainty(rating.rating, rating.uncertainty)}</strong>
                {rating.provisional.then(|| view! { <span class="badge">{move || i18n.players().provisional}</span> })}
            </p>
            <p>{move || fill(i18n.players().games_won, &[
                ("{rated_games}", &i18n.lang().rated_games(rating.games)),
                ("{wins}", &rating.wins.to_string()),
            ])}</p>
            <RatingChart history=kind.history/>
            <h3>{move || i18n.players().heroes}</h3>
            <ul class="profile-heroes">
                {heroes.into_iter().map(|h| {
                    let hero = game_ui::role_name(game, &h.hero);
                    view! {
                        <li>
                            <span class="hero">{hero}</span>" "
                            <span>{move || fill(i18n.players().hero_record, &[
                                ("{wins}", &h.wins.to_string()),
                                ("{games}", &h.games.to_string()),
                            ])}</span>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <p><a href=board>{move || i18n.players().leaderboards}</a></p>
        </section>
    }
}

/// One of the last games: its game, when, the hero, the rating change, the replay.
#[component]
fn RecentGame(game: ProfileGame) -> impl IntoView {
    let i18n = use_i18n();
    let kind = game.kind;
    let hero = game.hero.as_ref().map(|h| game_ui::role_name(kind, h));
    let when = game
        .finished_at
        .as_deref()
        .map(short_time)
        .unwrap_or_default();
    let replay = format!("/games/{}/replay", game.id);
    let players = game.players;
    let change = game.rating;
    view! {
        <li class="profile-game">
            <a href=replay>
                <span class="game-name">{move || title(kind, i18n.lang())}</span>
                {hero.map(|h| view! { <span class="hero">{h}</span> })}
                <span class="players">{move || fill(i18n.players().players, &[("{players}", &players.to_string())])}</span>
                <span class="rating-change">{move || match change {
                    Some(c) => format!("{} · {}",
                        fill(i18n.players().place, &[("{place}", &c.place.to_string())]),
                        i18n.lang().rating_change(c.before, c.after)),
                    None => i18n.players().unrated.to_owned(),
                }}</span>
                <span class="when">{when}</span>
            </a>
        </li>
    }
}

/// `/players/{name}`, loaded only when visited.
pub struct ProfileRoute;

#[lazy_route]
impl LazyRoute for ProfileRoute {
    fn data() -> Self {
        ProfileRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <ProfilePage/> }.into_any()
    }
}
