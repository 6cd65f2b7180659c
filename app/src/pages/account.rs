//! `/account`: the signed-in account: its name, changing the password, personal
//! API tokens (made here, the secret shown once), and deleting the account.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{lazy_route, LazyRoute};
use protocol::{Account, NewToken, TokenInfo};

use crate::api::accounts::{
    list_tokens, use_signed_in, ChangePassword as ChangePasswordCall, CreateToken,
    DeleteAccount as DeleteAccountCall, RevokeToken,
};
use crate::components::nav::reload_to;
use crate::i18n::use_i18n;

/// A timestamp as `YYYY-MM-DD HH:MM` (UTC).
fn short_time(at: &str) -> String {
    at.chars().take(16).collect::<String>().replace('T', " ")
}

/// The account page.
#[component]
pub fn AccountPage() -> impl IntoView {
    let i18n = use_i18n();
    let account = use_signed_in();
    view! {
        <Title text=move || i18n.accounts().account/>
        <main id="main" tabindex="-1" class="page account-page">
            <h1>{move || i18n.accounts().account}</h1>
            <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
                {move || account.get().map(|answer| match answer {
                    Ok(Some(a)) => view! { <AccountSections account=a/> }.into_any(),
                    Ok(None) => view! {
                        <p>{move || i18n.accounts().sign_in_needed}</p>
                        <a class="button primary" href="/sign-in?next=/account">{move || i18n.accounts().sign_in}</a>
                    }.into_any(),
                    Err(e) => view! { <p class="form-error" role="alert">{move || e.text(i18n.lang())}</p> }.into_any(),
                })}
            </Transition>
        </main>
    }
}

#[component]
fn AccountSections(account: Account) -> impl IntoView {
    let i18n = use_i18n();
    let since = short_time(&account.created_at);
    view! {
        <section class="account-card" aria-labelledby="account-name">
            <p class="muted">{move || i18n.accounts().signed_in_as}</p>
            <p class="account-name" id="account-name">{account.name.clone()}</p>
            <p class="muted">{move || i18n.accounts().member_since}" "{since.clone()}</p>
        </section>
        <ChangePassword/>
        <crate::components::push::PushSection/>
        <Tokens/>
        <DeleteAccount/>
    }
}

#[component]
fn ChangePassword() -> impl IntoView {
    let i18n = use_i18n();
    let old = RwSignal::new(String::new());
    let new = RwSignal::new(String::new());
    let change = ServerAction::<ChangePasswordCall>::new();
    let pending = change.pending();
    let error = move || {
        change
            .value()
            .get()
            .and_then(Result::err)
            .map(|e| e.text(i18n.lang()))
    };
    let done = move || matches!(change.value().get(), Some(Ok(())));
    // Changed: the fields empty again (a password stays on screen no longer than needed).
    Effect::new(move || {
        if let Some(Ok(())) = change.value().get() {
            old.set(String::new());
            new.set(String::new());
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        change.dispatch(ChangePasswordCall {
            old_password: old.get_untracked(),
            new_password: new.get_untracked(),
        });
    };
    view! {
        <section class="account-card" aria-labelledby="password-heading">
            <h2 id="password-heading">{move || i18n.accounts().change_password}</h2>
            <form class="account-form" on:submit=submit novalidate>
                <input type="text" name="username" autocomplete="username" hidden/>
                <div class="field">
                    <label for="old-password">{move || i18n.accounts().current_password}</label>
                    <input id="old-password" type="password" autocomplete="current-password" required
                        aria-invalid=move || error().is_some().to_string()
                        aria-describedby="password-message"
                        prop:value=move || old.get() on:input=move |ev| old.set(event_target_value(&ev))/>
                </div>
                <div class="field">
                    <label for="new-password">{move || i18n.accounts().new_password}</label>
                    <input id="new-password" type="password" autocomplete="new-password" required
                        minlength="10" maxlength="128"
                        aria-describedby="new-password-help password-message"
                        prop:value=move || new.get() on:input=move |ev| new.set(event_target_value(&ev))/>
                    <p class="help" id="new-password-help">{move || i18n.accounts().password_help}</p>
                </div>
                <p id="password-message" role="status" aria-live="polite"
                    class=move || if error().is_some() { "form-error" } else { "form-ok" }>
                    {move || error().or_else(|| done().then(|| i18n.accounts().password_changed.to_owned()))}
                </p>
                <button type="submit" class="button primary" disabled=move || pending.get()>
                    {move || i18n.accounts().change_password}
                </button>
            </form>
        </section>
    }
}

#[component]
fn Tokens() -> impl IntoView {
    let i18n = use_i18n();
    let create = ServerAction::<CreateToken>::new();
    let revoke_call = ServerAction::<RevokeToken>::new();
    // The list is read again after every token made or revoked.
    let tokens = Resource::new(
        move || (create.version().get(), revoke_call.version().get()),
        |_| list_tokens(),
    );
    let label = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let created = RwSignal::new(None::<NewToken>);
    let copied = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let pending = create.pending();
    let secret_input = NodeRef::<leptos::html::Input>::new();

    // Each answer is taken once, when it comes (not again when the language changes).
    Effect::new(move || {
        let answer = create.value().get();
        untrack(move || match answer {
            Some(Ok(t)) => {
                created.set(Some(t));
                label.set(String::new());
                password.set(String::new());
            }
            Some(Err(e)) => error.set(Some(e.text(i18n.lang()))),
            None => {}
        });
    });
    Effect::new(move || {
        if let Some(Err(e)) = revoke_call.value().get() {
            untrack(move || error.set(Some(e.text(i18n.lang()))));
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        error.set(None);
        copied.set(false);
        create.dispatch(CreateToken {
            label: label.get_untracked(),
            password: password.get_untracked(),
        });
    };
    let copy = move |_| {
        #[cfg(feature = "hydrate")]
        if let Some(input) = secret_input.get_untracked() {
            use wasm_bindgen::JsCast;
            input.select();
            let ok = document()
                .dyn_into::<web_sys::HtmlDocument>()
                .ok()
                .and_then(|d| d.exec_command("copy").ok())
                .unwrap_or(false);
            copied.set(ok);
        }
        #[cfg(not(feature = "hydrate"))]
        let _ = (secret_input, copied);
    };
    let revoke = move |id: i64| {
        error.set(None);
        // A revoked token's secret is no longer worth showing.
        if created.get_untracked().is_some_and(|t| t.info.id == id) {
            created.set(None);
        }
        revoke_call.dispatch(RevokeToken { id });
    };

    // Revoking asks first: a program using the token stops working at once.
    let confirming = RwSignal::new(None::<i64>);
    let token_row = move |t: TokenInfo| {
        let used = t.last_used_at.as_deref().map(short_time);
        let label_text = t.label.clone();
        let confirm_label = t.label.clone();
        let id = t.id;
        view! {
            <li class="token-row">
                <span class="token-label">{t.label.clone()}</span>
                <span class="muted token-dates">
                    {move || i18n.accounts().created}" "{short_time(&t.created_at)}" · "
                    {let used = used.clone(); move || match &used {
                        Some(u) => format!("{} {u}", i18n.accounts().last_used),
                        None => i18n.accounts().never_used.to_owned(),
                    }}
                </span>
                <button type="button" class="button secondary small"
                    hidden=move || confirming.get() == Some(id)
                    aria-label=move || format!("{}{}{}", i18n.accounts().revoke, i18n.lang().colon(), label_text)
                    on:click=move |_| confirming.set(Some(id))>
                    {move || i18n.accounts().revoke}
                </button>
                {move || (confirming.get() == Some(id)).then(|| {
                    let question = i18n.accounts().revoke_confirm.replace("{label}", &confirm_label);
                    view! {
                        <span class="token-confirm" role="alert">
                            {question}" "
                            <button type="button" class="button danger small"
                                on:click=move |_| { confirming.set(None); revoke(id) }>
                                {move || i18n.accounts().revoke}
                            </button>
                            <button type="button" class="button secondary small"
                                on:click=move |_| confirming.set(None)>
                                {move || i18n.accounts().keep_token}
                            </button>
                        </span>
                    }
                })}
            </li>
        }
    };

    view! {
        <section class="account-card" aria-labelledby="tokens-heading">
            <h2 id="tokens-heading">{move || i18n.accounts().tokens}</h2>
            <p class="muted">{move || i18n.accounts().tokens_help}</p>
            <form class="account-form inline" on:submit=submit novalidate>
                <div class="field">
                    <label for="token-label">{move || i18n.accounts().token_label}</label>
                    <input id="token-label" type="text" maxlength="40" required autocomplete="off"
                        placeholder="my-bot"
                        aria-describedby="tokens-message"
                        prop:value=move || label.get() on:input=move |ev| label.set(event_target_value(&ev))/>
                </div>
                <div class="field">
                    <label for="token-password">{move || i18n.accounts().token_password}</label>
                    <input id="token-password" type="password" required autocomplete="current-password"
                        aria-describedby="tokens-message"
                        prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
                </div>
                <button type="submit" class="button primary" disabled=move || pending.get()>
                    {move || i18n.accounts().create_token}
                </button>
            </form>
            <p id="tokens-message" class="form-error" role="alert" aria-live="assertive">{move || error.get()}</p>
            {move || created.get().map(|t| view! {
                <div class="new-token" role="status">
                    <label for="new-token-secret"><strong>{move || i18n.accounts().token_created}</strong>" ("{t.info.label.clone()}")"</label>
                    <p class="muted">{move || i18n.accounts().token_once}</p>
                    <div class="secret-row">
                        <input id="new-token-secret" node_ref=secret_input type="text" readonly
                            spellcheck="false" value=t.secret.clone()
                            on:focus=move |ev| {
                                #[cfg(feature = "hydrate")]
                                {
                                    use wasm_bindgen::JsCast;
                                    if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                        i.select();
                                    }
                                }
                                #[cfg(not(feature = "hydrate"))]
                                let _ = ev;
                            }/>
                        <button type="button" class="button secondary" on:click=copy>
                            {move || if copied.get() { i18n.accounts().copied } else { i18n.accounts().copy }}
                        </button>
                    </div>
                </div>
            })}
            <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
                {move || tokens.get().map(|answer| match answer {
                    Ok(list) if list.is_empty() => view! { <p class="empty">{move || i18n.accounts().no_tokens}</p> }.into_any(),
                    Ok(list) => view! { <ul class="token-list">{list.into_iter().map(token_row).collect_view()}</ul> }.into_any(),
                    Err(e) => view! { <p class="form-error">{move || e.text(i18n.lang())}</p> }.into_any(),
                })}
            </Transition>
        </section>
    }
}

#[component]
fn DeleteAccount() -> impl IntoView {
    let i18n = use_i18n();
    let password = RwSignal::new(String::new());
    let delete = ServerAction::<DeleteAccountCall>::new();
    let pending = delete.pending();
    let error = move || {
        delete
            .value()
            .get()
            .and_then(Result::err)
            .map(|e| e.text(i18n.lang()))
    };
    // Gone: the whole page loads again, signed out.
    Effect::new(move || {
        if let Some(Ok(())) = delete.value().get() {
            reload_to("/");
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        delete.dispatch(DeleteAccountCall {
            password: password.get_untracked(),
        });
    };
    view! {
        <section class="account-card danger-zone" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{move || i18n.accounts().delete_account}</h2>
            <p id="delete-help">{move || i18n.accounts().delete_help}</p>
            <form class="account-form" on:submit=submit novalidate>
                <input type="text" name="username" autocomplete="username" hidden/>
                <div class="field">
                    <label for="delete-password">{move || i18n.accounts().password}</label>
                    <input id="delete-password" type="password" autocomplete="current-password" required
                        aria-describedby="delete-help delete-message"
                        aria-invalid=move || error().is_some().to_string()
                        prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
                </div>
                <p id="delete-message" class="form-error" role="alert" aria-live="assertive">{error}</p>
                <button type="submit" class="button danger" disabled=move || pending.get()>
                    {move || i18n.accounts().delete_confirm}
                </button>
            </form>
        </section>
    }
}

/// `/account`, loaded only when it is visited (a WASM chunk of its own, like the game
/// pages): few visits need its forms, every visit would download them.
pub struct AccountRoute;

#[lazy_route]
impl LazyRoute for AccountRoute {
    fn data() -> Self {
        AccountRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <AccountPage/> }.into_any()
    }
}
