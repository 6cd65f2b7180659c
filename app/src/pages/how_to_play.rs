//! `/how-to-play/{kind}`: a game's rules for players, in the reader's language, written
//! by the game's folder and read from the server ([`crate::api::how_to_play`]).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use leptos_router::{lazy_route, LazyRoute};
use protocol::GameKind;

use crate::api::how_to_play;
use crate::i18n::game_texts::title;
use crate::i18n::how_to_play::RulesPage;
use crate::i18n::use_i18n;
use crate::pages::not_found::NotFound;

/// The "How to play" page of the game named in the address; "not found" for any other name.
#[component]
pub fn HowToPlayPage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let name = move || params.read().get("kind").unwrap_or_default();
    let text = Resource::new(
        move || (name(), i18n.lang()),
        |(kind, lang)| how_to_play(kind, lang),
    );
    move || match GameKind::parse(&name()) {
        None => view! { <NotFound/> }.into_any(),
        Some(kind) => {
            let heading = move || {
                let game = title(kind, i18n.lang());
                format!("{} · {game}", i18n.t().how_to_play)
            };
            view! {
                <Title text=heading/>
                <main id="main" tabindex="-1" class="page how-to-play">
                    <h1>{heading}</h1>
                    <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                        {move || text.get().map(|r| match r {
                            Ok(page) => rules(page).into_any(),
                            Err(e) => view! { <p class="form-error" role="alert">{e.shown()}</p> }.into_any(),
                        })}
                    </Transition>
                    <p><a class="button" href="/new">{move || i18n.t().new_game}</a></p>
                </main>
            }
            .into_any()
        }
    }
}

/// The text: its intro and sections.
fn rules(page: RulesPage) -> impl IntoView {
    view! {
        <p class="intro">{page.intro}</p>
        {page.sections.into_iter().map(|section| view! {
            <section>
                <h2>{section.heading}</h2>
                {paragraphs(section.paragraphs)}
            </section>
        }).collect_view()}
    }
}

/// Paragraphs, with runs of "• " items as one list.
fn paragraphs(texts: Vec<String>) -> Vec<AnyView> {
    let mut blocks: Vec<AnyView> = Vec::new();
    let mut items: Vec<String> = Vec::new();
    let flush = |items: &mut Vec<String>, blocks: &mut Vec<AnyView>| {
        if !items.is_empty() {
            let list = std::mem::take(items);
            blocks.push(view! { <ul>{list.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul> }.into_any());
        }
    };
    for text in texts {
        match text.strip_prefix("• ") {
            Some(item) => items.push(item.to_owned()),
            None => {
                flush(&mut items, &mut blocks);
                blocks.push(view! { <p>{text}</p> }.into_any());
            }
        }
    }
    flush(&mut items, &mut blocks);
    blocks
}

/// `/how-to-play/{kind}`, loaded only when it is visited (a WASM chunk of its own): the
/// home page's bundle carries neither the page nor its text.
pub struct HowToPlayRoute;

#[lazy_route]
impl LazyRoute for HowToPlayRoute {
    fn data() -> Self {
        HowToPlayRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <HowToPlayPage/> }.into_any()
    }
}
