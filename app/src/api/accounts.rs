//! Server functions of accounts and personal API tokens.
//!
//! Like every server function they are POSTs with JSON bodies at `/api/{name}`, and
//! the server refuses them from other origins (`server::routes::same_origin`).
//! At sign-in and sign-up the session gets a new id (no fixation), the account's
//! id and session key, and the guest's games. A session is signed in only while
//! its copy of the account's session key matches the database (see
//! [`ssr::signed_in`]): changing the password or deleting the account signs out
//! every other session.

use crate::api::codec::{JsonText, TextJson};
use crate::api::Refused;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use protocol::{Account, AccountError, NewToken, TokenInfo};
use serde::{Deserialize, Serialize};

/// Why an account server function failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AccountApiError {
    /// The service refused or failed; its message is meant for players.
    Account(Refused<AccountError>),
    /// The call did not get through (network, server down, malformed answer).
    Transport(String),
}

/// Where to go after signing in: the `next` query parameter when it is a path on
/// this site (never another site: `//host` and `/\host` are refused), else home.
pub fn next_path(next: Option<String>) -> String {
    match next {
        Some(n)
            if n.starts_with('/')
                && !n.starts_with("//")
                && !n.starts_with("/\\")
                && !n.chars().any(char::is_control) =>
        {
            n
        }
        _ => "/".to_owned(),
    }
}

/// Percent-encodes a path for a query parameter.
pub fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl AccountApiError {
    /// The service's refusal `e`, its sentence in the language of the request being
    /// answered (English outside one); [`ssr::refuse`] also sets the HTTP status.
    pub fn refusal(e: AccountError) -> Self {
        let message = crate::initial_lang().accounts().error(&e);
        AccountApiError::Account(Refused {
            reason: Some(e),
            conflict: false,
            game: None,
            message,
        })
    }
}

impl AccountApiError {
    /// The error as a sentence in `lang`.
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        match self {
            AccountApiError::Account(refused) => refused.message.clone(),
            AccountApiError::Transport(_) => lang.accounts().err_transport.to_owned(),
        }
    }
}

impl std::fmt::Display for AccountApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccountApiError::Account(refused) => f.write_str(&refused.message),
            AccountApiError::Transport(detail) => {
                write!(f, "could not reach the server ({detail}); try again")
            }
        }
    }
}

impl std::error::Error for AccountApiError {}

impl From<AccountError> for AccountApiError {
    fn from(e: AccountError) -> Self {
        AccountApiError::refusal(e)
    }
}

impl FromServerFnError for AccountApiError {
    type Encoder = JsonText;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        // A client's mistake (unreadable arguments) is a 4xx, never a 500.
        #[cfg(feature = "ssr")]
        if let Some(protocol::GameError::Invalid(protocol::Refusal::BadRequest { detail })) =
            crate::api::ssr::client_mistake(&value)
        {
            return AccountApiError::refusal(AccountError::BadRequest { detail });
        }
        AccountApiError::Transport(value.to_string())
    }
}

/// Makes an account and signs the session in as it; the guest's games move to it.
#[server(input = Json, output = TextJson, endpoint = "sign_up")]
pub async fn sign_up(name: String, password: String) -> Result<Account, AccountApiError> {
    let service = ssr::service()?;
    let session = ssr::session().await?;
    let account = service
        .sign_up_from(ssr::client_ip(), &name, &password)
        .await
        .map_err(ssr::refuse)?;
    ssr::start(&session, &service, &account).await?;
    Ok(account)
}

/// Signs the session in (rate-limited per name and client address); the guest's
/// games move to the account.
#[server(input = Json, output = TextJson, endpoint = "sign_in")]
pub async fn sign_in(name: String, password: String) -> Result<Account, AccountApiError> {
    // An empty form is a slip, not a guess: refused before the limits count it.
    if name.trim().is_empty() || password.is_empty() {
        return Err(ssr::refuse(AccountError::MissingCredentials));
    }
    let service = ssr::service()?;
    let session = ssr::session().await?;
    let account = service
        .sign_in_from(ssr::client_ip(), &name, &password)
        .await
        .map_err(ssr::refuse)?;
    ssr::start(&session, &service, &account).await?;
    Ok(account)
}

/// Which of the two account forms was sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CredentialsMode {
    /// Sign in to an existing account.
    SignIn,
    /// Make a new account.
    SignUp,
}

/// The sign-in and sign-up forms (`ActionForm`, `pages/sign_in.rs`): a `POST` of the
/// form's fields (`application/x-www-form-urlencoded`, so the password never lands in
/// a URL). Signs in or up like [`sign_in`] and [`sign_up`] and answers the account.
///
/// Sent as plain HTML (before the page's WASM has arrived, or without JavaScript) it
/// answers with a redirect (303): to `next` on this site, or on a refusal back to the
/// form with the name typed (never the password) and the refusal where Leptos'
/// `ServerAction` reads it (`__path`, `__err`).
#[server(output = TextJson, endpoint = "account_form")]
pub async fn account_form(
    mode: CredentialsMode,
    name: String,
    password: String,
    next: Option<String>,
) -> Result<Account, AccountApiError> {
    let answer = match mode {
        CredentialsMode::SignIn => sign_in(name.clone(), password).await,
        CredentialsMode::SignUp => sign_up(name.clone(), password).await,
    };
    if super::plain_html::plain_form() {
        let next = next_path(next);
        let to = match &answer {
            Ok(_) => next,
            Err(e) => {
                let page = match mode {
                    CredentialsMode::SignIn => "/sign-in",
                    CredentialsMode::SignUp => "/sign-up",
                };
                let name: String = name.chars().take(24).collect();
                let form = format!("{page}?name={}&next={}", urlencode(&name), urlencode(&next));
                use leptos::server_fn::ServerFn;
                leptos::server_fn::error::ServerFnUrlError::new(AccountForm::PATH, e.clone())
                    .to_url(&format!("http://site{form}"))
                    .map_or(form, |url| {
                        format!("{}?{}", url.path(), url.query().unwrap_or_default())
                    })
            }
        };
        super::plain_html::see_other(&to).map_err(|e| ssr::broken(e, "server wiring"))?;
    }
    answer
}

/// Ends the session (deleted from the store; the cookie is cleared).
#[server(input = Json, output = TextJson, endpoint = "sign_out")]
pub async fn sign_out() -> Result<(), AccountApiError> {
    let session = ssr::session().await?;
    session
        .flush()
        .await
        .map_err(|e| ssr::broken("session store", e))
}

/// The signed-in account, `None` for a guest.
#[server(input = Json, output = TextJson, endpoint = "me")]
pub async fn me() -> Result<Option<Account>, AccountApiError> {
    let session = ssr::session().await?;
    match ssr::signed_in(&session).await? {
        Some(user) => Ok(ssr::service()?.account(user).await?),
        None => Ok(None),
    }
}

/// The page's signed-in account (`None` for a guest): read once per page load by
/// [`provide_signed_in`] and shared through context, so the top bar, the new-game form
/// and the account page ask the server once between them.
#[derive(Clone, Copy)]
pub struct SignedIn(pub Resource<Result<Option<Account>, AccountApiError>>);

/// Reads the page's account and provides it as context (the app does, once).
pub fn provide_signed_in() {
    provide_context(SignedIn(Resource::new(|| (), |_| me())));
}

/// The page's account ([`provide_signed_in`]).
pub fn use_signed_in() -> Resource<Result<Option<Account>, AccountApiError>> {
    expect_context::<SignedIn>().0
}

/// Changes the password; every other session of the account is signed out and
/// every API token of the account revoked.
#[server(input = Json, output = TextJson, endpoint = "change_password")]
pub async fn change_password(
    old_password: String,
    new_password: String,
) -> Result<(), AccountApiError> {
    let session = ssr::session().await?;
    let user = ssr::require(&session).await?;
    let key = ssr::service()?
        .change_password(user, &old_password, &new_password)
        .await
        .map_err(|e| ssr::refuse(ssr::current_password(e)))?;
    let store = |e| ssr::broken("session store", e);
    session.cycle_id().await.map_err(store)?;
    session.insert(ssr::KEY_KEY, key).await.map_err(store)
}

/// Deletes the account after checking its password; its games stay, anonymised.
#[server(input = Json, output = TextJson, endpoint = "delete_account")]
pub async fn delete_account(password: String) -> Result<(), AccountApiError> {
    let session = ssr::session().await?;
    let user = ssr::require(&session).await?;
    ssr::service()?
        .delete_account(user, &password)
        .await
        .map_err(|e| ssr::refuse(ssr::current_password(e)))?;
    session
        .flush()
        .await
        .map_err(|e| ssr::broken("session store", e))
}

/// Makes a personal API token after checking the account's current password (a
/// stolen session alone cannot make one); its secret is in the answer and nowhere else.
#[server(input = Json, output = TextJson, endpoint = "create_token")]
pub async fn create_token(label: String, password: String) -> Result<NewToken, AccountApiError> {
    let session = ssr::session().await?;
    let user = ssr::require(&session).await?;
    ssr::service()?
        .create_token_checked(user, &password, &label)
        .await
        .map_err(|e| ssr::refuse(ssr::current_password(e)))
}

/// The account's API tokens, newest first (without secrets).
#[server(input = Json, output = TextJson, endpoint = "list_tokens")]
pub async fn list_tokens() -> Result<Vec<TokenInfo>, AccountApiError> {
    let session = ssr::session().await?;
    let user = ssr::require(&session).await?;
    Ok(ssr::service()?.list_tokens(user).await?)
}

/// Revokes one of the account's API tokens.
#[server(input = Json, output = TextJson, endpoint = "revoke_token")]
pub async fn revoke_token(id: i64) -> Result<(), AccountApiError> {
    let session = ssr::session().await?;
    let user = ssr::require(&session).await?;
    ssr::service()?
        .revoke_token(user, id)
        .await
        .map_err(ssr::refuse)
}

/// Server-side helpers of the account server functions.
#[cfg(feature = "ssr")]
pub mod ssr {
    use std::net::{IpAddr, Ipv4Addr, SocketAddr};

    use super::AccountApiError;
    use crate::api::ssr::{GUEST_KEY, USER_KEY};
    use protocol::{Account, AccountError};
    use service::Service;
    use tower_sessions::Session;

    /// Session key of the account's session key (see `service::Service::session_key`).
    pub const KEY_KEY: &str = "account_key";

    /// Logs a server-side failure and answers [`AccountError::Internal`].
    pub fn broken(what: &str, e: impl std::fmt::Display) -> AccountApiError {
        leptos::logging::error!("{what}: {e}");
        AccountApiError::refusal(AccountError::Internal)
    }

    /// The service's refusal, with a fitting HTTP status for API clients (429 and
    /// `Retry-After` when rate-limited, 401 for wrong credentials).
    pub fn refuse(e: AccountError) -> AccountApiError {
        use http::StatusCode;
        if let Some(response) = leptos::prelude::use_context::<leptos_axum::ResponseOptions>() {
            let status = match &e {
                AccountError::TooManyAttempts { retry_after_secs } => {
                    if let Ok(v) = http::HeaderValue::from_str(&retry_after_secs.to_string()) {
                        response.insert_header(http::header::RETRY_AFTER, v);
                    }
                    StatusCode::TOO_MANY_REQUESTS
                }
                AccountError::Busy { retry_after_secs } => {
                    if let Ok(v) = http::HeaderValue::from_str(&retry_after_secs.to_string()) {
                        response.insert_header(http::header::RETRY_AFTER, v);
                    }
                    StatusCode::SERVICE_UNAVAILABLE
                }
                AccountError::BadCredentials
                | AccountError::WrongCurrentPassword
                | AccountError::SignInRequired => StatusCode::UNAUTHORIZED,
                AccountError::Internal => StatusCode::INTERNAL_SERVER_ERROR,
                AccountError::TokenNotFound => StatusCode::NOT_FOUND,
                AccountError::NameUnavailable => StatusCode::CONFLICT,
                _ => StatusCode::BAD_REQUEST,
            };
            response.set_status(status);
        }
        AccountApiError::refusal(e)
    }

    /// A wrong password where the account's current one is asked for says so, rather
    /// than "the name or the password is wrong" of the sign-in.
    pub fn current_password(e: AccountError) -> AccountError {
        match e {
            AccountError::BadCredentials => AccountError::WrongCurrentPassword,
            other => other,
        }
    }

    /// The game service that `server` provides as context.
    pub fn service() -> Result<Service, AccountApiError> {
        leptos::prelude::use_context::<Service>()
            .ok_or_else(|| broken("no game service in context", "server wiring"))
    }

    /// The request's session.
    pub async fn session() -> Result<Session, AccountApiError> {
        leptos_axum::extract()
            .await
            .map_err(|e| broken("no session", e))
    }

    /// The client's address (the TCP peer; `0.0.0.0` when the server does not
    /// record it), the key of the rate limits.
    pub fn client_ip() -> IpAddr {
        leptos::prelude::use_context::<http::request::Parts>()
            .and_then(|parts| {
                parts
                    .extensions
                    .get::<axum::extract::ConnectInfo<SocketAddr>>()
                    .map(|info| info.0.ip())
            })
            .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
    }

    /// Signs `session` in as `account`: a new session id (so an id planted before
    /// sign-in is worthless), the guest's games moved to the account, the account's
    /// id and session key stored.
    pub async fn start(
        session: &Session,
        service: &Service,
        account: &Account,
    ) -> Result<(), AccountApiError> {
        let store = |e| broken("session store", e);
        let guest: Option<String> = session.get(GUEST_KEY).await.map_err(store)?;
        session.cycle_id().await.map_err(store)?;
        if let Some(guest) = guest {
            service.claim_guest_games(&guest, account.id).await?;
            session.remove::<String>(GUEST_KEY).await.map_err(store)?;
        }
        let key = service
            .session_key(account.id)
            .await?
            .ok_or_else(|| broken("account vanished at sign-in", account.id))?;
        session.insert(USER_KEY, account.id).await.map_err(store)?;
        session.insert(KEY_KEY, key).await.map_err(store)?;
        Ok(())
    }

    /// The account `session` is signed in as: its user id, if its session key
    /// still matches the account's (not after a password change elsewhere, not
    /// after the account was deleted). A stale sign-in is removed from the session.
    pub async fn signed_in(session: &Session) -> Result<Option<i64>, AccountApiError> {
        signed_in_with(&service()?, session).await
    }

    /// [`signed_in`] for a handler outside Leptos (the account's live stream), with
    /// the service it holds.
    pub async fn signed_in_with(
        service: &Service,
        session: &Session,
    ) -> Result<Option<i64>, AccountApiError> {
        let store = |e| broken("session store", e);
        let Some(user) = session.get::<i64>(USER_KEY).await.map_err(store)? else {
            return Ok(None);
        };
        let mine: Option<String> = session.get(KEY_KEY).await.map_err(store)?;
        let current = service.session_key(user).await?;
        if mine.is_some() && mine == current {
            return Ok(Some(user));
        }
        session.remove::<i64>(USER_KEY).await.map_err(store)?;
        session.remove::<String>(KEY_KEY).await.map_err(store)?;
        Ok(None)
    }

    /// The signed-in account's id, or [`AccountError::SignInRequired`].
    pub async fn require(session: &Session) -> Result<i64, AccountApiError> {
        signed_in(session)
            .await?
            .ok_or_else(|| refuse(AccountError::SignInRequired))
    }
}

#[cfg(test)]
mod tests {
    use super::{next_path, urlencode};

    /// Rule: after sign-in the page only goes to paths on this site (no open redirect).
    #[test]
    fn next_stays_on_this_site() {
        assert_eq!(next_path(Some("/games/abc".into())), "/games/abc");
        assert_eq!(next_path(Some("//evil.example".into())), "/");
        assert_eq!(next_path(Some("/\\evil.example".into())), "/");
        assert_eq!(next_path(Some("https://evil.example".into())), "/");
        assert_eq!(next_path(None), "/");
        assert_eq!(urlencode("/games/a b"), "/games/a%20b");
    }
}
