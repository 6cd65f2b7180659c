//! `/sign-up`: make an account; the guest's games in this browser come along.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;
use leptos_router::{lazy_route, LazyRoute};

use super::sign_in::{CredentialsForm, Mode};
use crate::api::accounts::{next_path, urlencode};
use crate::i18n::use_i18n;

/// The sign-up page.
#[component]
pub fn SignUpPage() -> impl IntoView {
    let i18n = use_i18n();
    let query = use_query_map();
    let sign_in_href = move || match query.get().get("next") {
        Some(n) => format!("/sign-in?next={}", urlencode(&next_path(Some(n)))),
        None => "/sign-in".to_owned(),
    };
    view! {
        <Title text=move || i18n.accounts().sign_up_heading/>
        <main id="main" tabindex="-1" class="page account-page narrow">
            <h1>{move || i18n.accounts().sign_up_heading}</h1>
            <p class="lead">{move || i18n.accounts().sign_up_lead}</p>
            <CredentialsForm mode=Mode::SignUp/>
            <p class="switch-form">{move || i18n.accounts().have_account}" "<a href=sign_in_href>{move || i18n.accounts().sign_in}</a></p>
        </main>
    }
}

/// `/sign-up`, loaded only when it is visited (a WASM chunk of its own): the home page's
/// bundle carries no account forms.
pub struct SignUpRoute;

#[lazy_route]
impl LazyRoute for SignUpRoute {
    fn data() -> Self {
        SignUpRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <SignUpPage/> }.into_any()
    }
}
