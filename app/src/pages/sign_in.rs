//! `/sign-in`: sign in with name and password; also the form `/sign-up` uses.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;
use leptos_router::{lazy_route, LazyRoute};

pub use crate::api::accounts::CredentialsMode as Mode;
use crate::api::accounts::{next_path, urlencode, AccountForm};
use crate::components::nav::reload_to;
use crate::i18n::use_i18n;

/// The name-and-password form of both pages: a Leptos `ActionForm` of
/// [`account_form`], so it signs in as plain HTML before the WASM has arrived (the
/// server answers with a redirect) and through the action once it has. Errors are
/// announced (a live region) and tied to the fields with `aria-describedby`.
#[component]
pub fn CredentialsForm(mode: Mode) -> impl IntoView {
    let i18n = use_i18n();
    let query = use_query_map();
    // A refusal of the plain-HTML form comes back in the URL: the name typed here,
    // the refusal itself where the action reads it.
    let typed_name = query.with_untracked(|q| q.get("name")).unwrap_or_default();
    let action = ServerAction::<AccountForm>::new();
    let error = move || {
        action
            .value()
            .get()
            .and_then(Result::err)
            .map(|e| e.text(i18n.lang()))
    };
    // Signed in: the whole page loads again, so every part of it knows the account.
    Effect::new(move || {
        if let Some(Ok(_)) = action.value().get() {
            reload_to(&next_path(query.get_untracked().get("next")));
        }
    });
    let pending = action.pending();
    let prefix = if mode == Mode::SignIn {
        "sign-in"
    } else {
        "sign-up"
    };
    let error_id = format!("{prefix}-error");

    let described = {
        let error_id = error_id.clone();
        move |help: &str| {
            if error().is_some() {
                format!("{help} {error_id}")
            } else {
                help.to_owned()
            }
        }
    };
    let described2 = described.clone();
    let name_help = format!("{prefix}-name-help");
    let password_help = format!("{prefix}-password-help");

    // Never a GET: the password stays out of URLs, histories and logs.
    view! {
        <ActionForm action=action attr:class="account-form" attr:novalidate=true>
            <input type="hidden" name="mode" value=if mode == Mode::SignIn { "sign_in" } else { "sign_up" }/>
            <input type="hidden" name="next" value=move || next_path(query.get().get("next"))/>
            <div class="field">
                <label for=format!("{prefix}-name")>{move || i18n.accounts().name}</label>
                <input id=format!("{prefix}-name") name="name" type="text" required
                    autocomplete="username" autocapitalize="none" spellcheck="false"
                    minlength="3" maxlength="24"
                    aria-invalid=move || error().is_some().to_string()
                    aria-describedby={ let h = name_help.clone(); move || described(&h) }
                    value=typed_name/>
                <p class="help" id=name_help.clone()>
                    {move || if mode == Mode::SignUp { i18n.accounts().name_help } else { "" }}
                </p>
            </div>
            <div class="field">
                <label for=format!("{prefix}-password")>{move || i18n.accounts().password}</label>
                <input id=format!("{prefix}-password") name="password" type="password" required
                    autocomplete=if mode == Mode::SignIn { "current-password" } else { "new-password" }
                    minlength=if mode == Mode::SignUp { "10" } else { "1" } maxlength="128"
                    aria-invalid=move || error().is_some().to_string()
                    aria-describedby={ let h = password_help.clone(); move || described2(&h) }/>
                <p class="help" id=password_help.clone()>
                    {move || if mode == Mode::SignUp { i18n.accounts().password_help } else { "" }}
                </p>
            </div>
            <p class="form-error" id=error_id role="alert" aria-live="assertive">{error}</p>
            <button type="submit" class="button primary big" disabled=move || pending.get()>
                {move || if pending.get() {
                    i18n.accounts().working
                } else if mode == Mode::SignIn {
                    i18n.accounts().sign_in
                } else {
                    i18n.accounts().sign_up
                }}
            </button>
        </ActionForm>
    }
}

/// The sign-in page.
#[component]
pub fn SignInPage() -> impl IntoView {
    let i18n = use_i18n();
    let query = use_query_map();
    let sign_up_href = move || match query.get().get("next") {
        Some(n) => format!("/sign-up?next={}", urlencode(&next_path(Some(n)))),
        None => "/sign-up".to_owned(),
    };
    view! {
        <Title text=move || i18n.accounts().sign_in_heading/>
        <main id="main" tabindex="-1" class="page account-page narrow">
            <h1>{move || i18n.accounts().sign_in_heading}</h1>
            <p class="lead">{move || i18n.accounts().sign_in_lead}</p>
            <CredentialsForm mode=Mode::SignIn/>
            <p class="switch-form">{move || i18n.accounts().no_account_yet}" "<a href=sign_up_href>{move || i18n.accounts().sign_up}</a></p>
        </main>
    }
}

/// `/sign-in`, loaded only when it is visited (a WASM chunk of its own): the home page's
/// bundle carries no account forms.
pub struct SignInRoute;

#[lazy_route]
impl LazyRoute for SignInRoute {
    fn data() -> Self {
        SignInRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <SignInPage/> }.into_any()
    }
}
