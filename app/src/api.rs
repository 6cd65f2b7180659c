//! Server functions: the UI's only way to read and change games.
//!
//! They name no game: a function about an existing game finds its kind in storage and
//! runs the generic service with that game's types ([`by_kind`], server side), answering
//! in the game's JSON ([`GameData`], `serde_json::Value`); [`typed`] reads the answers back
//! as a game's types in the browser. Only creating a game takes a game's types, so those
//! functions live in the game's folder (`crate::games::<kind>`).
//!
//! Every function is a POST with a JSON body (`input = Json`) at a stable address,
//! `/api/{function name}` (e.g. `/api/get_game` with `{"id": "…"}`), and every body calls
//! the game service (`service::Service`, provided as Leptos context by `server`). The
//! caller is found from the session cookie (see [`ssr::caller`]); the service
//! re-checks on every call that the caller holds the seat it acts for.
//!
//! Errors arrive as [`ApiError`]: either the service's [`GameError`] with its sentence in
//! the caller's language ([`Refused`]: show it; it is written for players, e.g. the rule
//! that refused a move), or a transport failure (network, server unreachable).

use crate::api::codec::{JsonText, TextJson};
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use protocol::{Committed, GameError, GameId, GameKind, GameSummary};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod accounts;
#[cfg(feature = "ssr")]
mod by_kind;
pub mod codec;
pub mod new_game;
pub mod notices;
pub mod online;
#[cfg(feature = "ssr")]
mod plain_html;
pub mod play_form;
pub mod players;
pub mod push;
mod refused;
pub mod replay;
pub mod texts;
pub mod typed;

pub use refused::Refused;

/// Why a server function failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiError {
    /// The service refused or failed; its message is meant for players.
    Game(Refused<GameError>),
    /// The call did not get through (network, server down, malformed answer).
    Transport(String),
}

impl ApiError {
    /// The service's refusal `e`, its sentence in the language of the request being
    /// answered (English outside one). [`From`] also sets the answer's HTTP status.
    pub fn refusal(e: GameError) -> Self {
        Self::refusal_in(e, crate::initial_lang())
    }

    /// The service's refusal `e`, its sentence in `lang`.
    pub fn refusal_in(e: GameError, lang: crate::i18n::Lang) -> Self {
        let message = crate::i18n::errors::game_error_text(&e, lang);
        let game = match &e {
            GameError::Invalid(protocol::Refusal::AlreadyImported { game }) => Some(game.clone()),
            _ => None,
        };
        ApiError::Game(Refused {
            conflict: matches!(e, GameError::Conflict { .. }),
            game,
            reason: Some(e),
            message,
        })
    }

    /// The refusal `e` of a game of `kind`, its sentence in `lang`: a move the rules refuse
    /// reads in German and French as the game words the broken rule
    /// ([`crate::i18n::game_texts::rule_text`]); English, and a code that is none of the game's rules,
    /// read as [`ApiError::refusal_in`] words them.
    #[cfg(feature = "ssr")]
    pub fn game_refusal_in(kind: GameKind, e: GameError, lang: crate::i18n::Lang) -> Self {
        let worded = match &e {
            GameError::Rule { rule, .. } => crate::i18n::game_texts::rule_text(kind, rule, lang),
            _ => None,
        };
        let mut refusal = Self::refusal_in(e, lang);
        if let (ApiError::Game(refused), Some(text)) = (&mut refusal, worded) {
            refused.message = text.to_owned();
        }
        refusal
    }

    /// Whether the game moved on since the caller's version (refresh, then retry).
    pub fn is_conflict(&self) -> bool {
        matches!(self, ApiError::Game(r) if r.conflict)
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ApiError::Game(refused) => f.write_str(&refused.message),
            ApiError::Transport(detail) => {
                write!(f, "could not reach the server ({detail}); try again")
            }
        }
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// The error as a sentence in `lang` (the service sends reasons, not sentences).
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        match self {
            ApiError::Game(refused) => refused.message.clone(),
            ApiError::Transport(detail) => crate::i18n::errors::transport_text(detail, lang),
        }
    }

    /// The error in the page's language when there is one (English otherwise).
    pub fn shown(&self) -> String {
        let lang = use_context::<crate::i18n::I18n>()
            .map(|i| i.0.get_untracked())
            .unwrap_or_default();
        self.text(lang)
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> Self {
        // Inside a server function, the refusal's HTTP status goes with it (an unknown
        // game is a 404, not a server failure), as in the JSON API.
        #[cfg(feature = "ssr")]
        ssr::set_status(&e);
        ApiError::refusal(e)
    }
}

impl FromServerFnError for ApiError {
    type Encoder = JsonText;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        #[cfg(feature = "ssr")]
        if let Some(refusal) = ssr::client_mistake(&value) {
            return ApiError::refusal(refusal);
        }
        ApiError::Transport(value.to_string())
    }
}

/// A game's own data (a snapshot, a lobby, a replay, a step of one) as JSON in the game's
/// terms, for pages that read it before they know which game it is. Every such type names
/// its `kind`, which picks the game's module ([`crate::games`]) that reads the rest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameData(pub serde_json::Value);

impl GameData {
    /// The game it belongs to.
    pub fn kind(&self) -> Option<GameKind> {
        self.0
            .get("kind")
            .and_then(|k| GameKind::deserialize(k).ok())
    }

    /// The data as the game's own type.
    ///
    /// # Errors
    /// [`ApiError::Transport`] when it is not that type (a client and server that disagree).
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, ApiError> {
        T::deserialize(&self.0).map_err(unexpected)
    }
}

/// An answer the client could not read.
pub(crate) fn unexpected(e: impl std::fmt::Display) -> ApiError {
    ApiError::Transport(format!("unexpected answer: {e}"))
}

/// The game as the caller may see it (the deciding seat's view when the caller
/// holds that seat, the spectator's otherwise; everything once finished), as the
/// game's `GameSnapshot`.
#[server(input = Json, output = TextJson, endpoint = "get_game")]
pub async fn get_game(id: GameId) -> Result<GameData, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::snapshot(ssr::service()?, caller, id).await?)
}

/// Plays `action` (the game's action as JSON) for `seat`; `expected_version` is the
/// snapshot's `version`. A stale version answers `GameError::Conflict` (refresh with
/// [`get_game`]); a move the rules refuse answers `GameError::Rule` and changes nothing.
/// Typed for a game by [`typed::submit`].
#[server(input = Json, output = TextJson, endpoint = "submit_action")]
pub async fn submit_action(
    id: GameId,
    seat: u8,
    action: serde_json::Value,
    expected_version: u32,
) -> Result<Committed<serde_json::Value>, ApiError> {
    let caller = ssr::viewer().await?;
    by_kind::submit(ssr::service()?, caller, id, seat, action, expected_version).await
}

/// Takes back `seat`'s last action at `expected_version`, within the turn it is
/// playing and never past a die, a draw or a turn's end; answers the new version.
/// Refusals: `GameError::Invalid` naming why (nothing changes), a conflict for a
/// stale version, `NotYourSeat` for a seat the caller does not hold.
#[server(input = Json, output = TextJson, endpoint = "undo_move")]
pub async fn undo_move(id: GameId, seat: u8, expected_version: u32) -> Result<u32, ApiError> {
    let caller = ssr::caller().await?;
    Ok(by_kind::undo(ssr::service()?, caller, id, seat, expected_version).await?)
}

/// Deletes an unfinished pass-and-play game of the caller's, with its moves. Finished
/// games stay in the history; online games are shared and stay.
#[server(input = Json, output = TextJson, endpoint = "delete_game")]
pub async fn delete_game(id: GameId) -> Result<(), ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?.delete_game(&caller, &id).await?)
}

/// Resigns an online game under way: the caller's seats are a bot's from now on, and
/// the game's log says so.
#[server(input = Json, output = TextJson, endpoint = "resign_game")]
pub async fn resign_game(id: GameId) -> Result<(), ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?.resign(&caller, &id).await?)
}

/// Takes the caller's seat back from the bot that holds it since their time ran out
/// three turns in a row; the game's log says so.
#[server(input = Json, output = TextJson, endpoint = "take_seat_back")]
pub async fn take_seat_back(id: GameId) -> Result<(), ApiError> {
    let caller = ssr::caller().await?;
    ssr::service()?.take_seat_back(&caller, &id).await?;
    Ok(())
}

/// Lets the bot whose decision it is move (call it after a short delay so people
/// can follow); `None` when no bot is to act.
#[server(input = Json, output = TextJson, endpoint = "bot_move")]
pub async fn bot_move(
    id: GameId,
    expected_version: u32,
) -> Result<Option<Committed<serde_json::Value>>, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::bot_move(ssr::service()?, caller, id, expected_version).await?)
}

/// The "How to play" text of game `kind` (its name, as in `/how-to-play/{kind}`) in
/// `lang`; [`GameError::NotFound`] for a kind that is no game here.
#[server(input = Json, output = TextJson, endpoint = "how_to_play")]
pub async fn how_to_play(
    kind: String,
    lang: crate::i18n::Lang,
) -> Result<crate::i18n::how_to_play::RulesPage, ApiError> {
    let kind = GameKind::parse(&kind).ok_or_else(|| ApiError::from(GameError::NotFound))?;
    Ok(crate::i18n::game_texts::how_to_play(kind, lang).into())
}

/// The caller's games, newest first.
#[server(input = Json, output = TextJson, endpoint = "my_games")]
pub async fn my_games() -> Result<Vec<GameSummary>, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.list_games(&caller).await?)
}

/// Server-side helpers of the server functions.
#[cfg(feature = "ssr")]
pub mod ssr {
    /// Sets the HTTP status of the server function's answer to that of `e` (the JSON
    /// API's mapping), with `Retry-After` when rate-limited; nothing outside a request.
    pub fn set_status(e: &GameError) {
        use http::StatusCode;
        let Some(response) = leptos::prelude::use_context::<leptos_axum::ResponseOptions>() else {
            return;
        };
        let status = match e {
            GameError::NotFound => StatusCode::NOT_FOUND,
            GameError::NotYourSeat { .. } | GameError::Forbidden(_) => StatusCode::FORBIDDEN,
            GameError::SignInRequired => StatusCode::UNAUTHORIZED,
            GameError::Conflict { .. } | GameError::NotStarted => StatusCode::CONFLICT,
            GameError::Rule { .. } | GameError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            GameError::TooManyRequests { retry_after_secs } => {
                if let Ok(v) = http::HeaderValue::from_str(&retry_after_secs.to_string()) {
                    response.insert_header(http::header::RETRY_AFTER, v);
                }
                StatusCode::TOO_MANY_REQUESTS
            }
            GameError::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        };
        response.set_status(status);
    }

    /// A server function's call that failed before it ran because of what the client
    /// sent (JSON of another shape, an argument missing or of the wrong type, a body
    /// over the limit): the refusal to answer, with the answer's status set to 400
    /// (413 for the body's size), so a client's mistake is never a 500 nor an ERROR in
    /// the log. `None` for the server's own failures, and outside a request.
    pub fn client_mistake(e: &ServerFnErrorErr) -> Option<GameError> {
        use http::StatusCode;
        let response = leptos::prelude::use_context::<leptos_axum::ResponseOptions>()?;
        let detail = match e {
            ServerFnErrorErr::Args(d)
            | ServerFnErrorErr::MissingArg(d)
            | ServerFnErrorErr::Deserialization(d)
            | ServerFnErrorErr::Request(d)
            | ServerFnErrorErr::UnsupportedRequestMethod(d) => d,
            _ => return None,
        };
        let too_big = detail.contains("length limit");
        response.set_status(if too_big {
            StatusCode::PAYLOAD_TOO_LARGE
        } else {
            StatusCode::BAD_REQUEST
        });
        // What serde says is short and names fields and types; a long input is not
        // echoed back (its first characters at most).
        let detail = if too_big {
            "the body is over the size limit".to_owned()
        } else {
            service::short_text(detail, 160)
        };
        Some(GameError::Invalid(protocol::Refusal::BadRequest { detail }))
    }

    /// The game seed an end-to-end test asks for (the `x-karak-test-seed` header), for
    /// [`Service::create_game_seeded`], which refuses it unless the server allows it.
    ///
    /// # Errors
    /// A header that is not a number is a client's mistake (400).
    pub fn test_seed() -> Result<Option<u64>, ApiError> {
        let Some(parts) = leptos::prelude::use_context::<http::request::Parts>() else {
            return Ok(None);
        };
        let Some(value) = parts.headers.get("x-karak-test-seed") else {
            return Ok(None);
        };
        value
            .to_str()
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Some)
            .ok_or_else(|| {
                ApiError::from(GameError::Invalid(protocol::Refusal::BadRequest {
                    detail: "x-karak-test-seed is not a number".to_owned(),
                }))
            })
    }

    use super::ApiError;
    use leptos::server_fn::error::ServerFnErrorErr;
    use protocol::GameError;
    use service::{Caller, Client, Service};
    use tower_sessions::Session;

    /// Session key of a guest's id.
    pub const GUEST_KEY: &str = "guest_id";
    /// Session key of a signed-in account's id (set at sign-in, issue 5).
    pub const USER_KEY: &str = "user_id";
    /// Session key of the day the session was last refreshed.
    const TOUCHED_KEY: &str = "touched_day";

    fn broken(what: &str, e: impl std::fmt::Display) -> ApiError {
        leptos::logging::error!("{what}: {e}");
        ApiError::refusal(GameError::Internal)
    }

    /// The game service that `server` provides as context.
    pub fn service() -> Result<Service, ApiError> {
        leptos::prelude::use_context::<Service>()
            .ok_or_else(|| broken("no game service in context", "server wiring"))
    }

    /// Who is calling, for a call that keeps something (a game made, a seat taken,
    /// a move): the signed-in account, else the session's guest, creating a guest
    /// id in the session on first use (the session is written from then on).
    pub async fn caller() -> Result<Caller, ApiError> {
        let session = session().await?;
        if let Some(known) = known_caller(&session).await? {
            return Ok(known);
        }
        let store = |e| broken("session store", e);
        let guest = service::new_guest_id()?;
        session.insert(GUEST_KEY, &guest).await.map_err(store)?;
        session.insert(TOUCHED_KEY, today()).await.map_err(store)?;
        Ok(Caller::Guest(guest))
    }

    /// Session key of the browser session's own random id, the session part of a
    /// seat's client marks (`service::Client`): kept when the session signs in as
    /// another account, gone when it signs out.
    const CLIENT_KEY: &str = "client_id";

    /// Where the request comes from: its address and its session's own id (made on
    /// first use).
    pub async fn client() -> Result<Client, ApiError> {
        let session = session().await?;
        let store = |e| broken("session store", e);
        let id = match session.get::<String>(CLIENT_KEY).await.map_err(store)? {
            Some(id) => id,
            None => {
                let id = service::new_guest_id()?;
                session.insert(CLIENT_KEY, &id).await.map_err(store)?;
                id
            }
        };
        let address = crate::api::accounts::ssr::client_ip();
        Ok(Client {
            address: (!address.is_unspecified()).then_some(address),
            session: Some(id),
        })
    }

    /// Who is calling, for a call that only reads (a page, a list): like
    /// [`caller`], but a visitor without a session stays anonymous (a guest id no
    /// game names) and nothing is written: a crawler's page views leave no rows.
    pub async fn viewer() -> Result<Caller, ApiError> {
        let session = session().await?;
        Ok(known_caller(&session)
            .await?
            .unwrap_or_else(|| Caller::Guest(String::new())))
    }

    async fn session() -> Result<Session, ApiError> {
        leptos_axum::extract()
            .await
            .map_err(|e| broken("no session", e))
    }

    /// Days since 1970, the unit of the session's refresh.
    fn today() -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() / 86_400)
            .unwrap_or(0)
    }

    /// The signed-in account or the session's guest, if the session holds one;
    /// refreshes such a session's inactivity expiry at most once a day.
    async fn known_caller(session: &Session) -> Result<Option<Caller>, ApiError> {
        let store = |e| broken("session store", e);
        // Signed in only while the session's copy of the account's session key
        // matches (not after a password change elsewhere or a deletion).
        let known = if let Some(user) = super::accounts::ssr::signed_in(session)
            .await
            .map_err(|_| ApiError::refusal(GameError::Internal))?
        {
            Caller::User(user)
        } else if let Some(guest) = session.get::<String>(GUEST_KEY).await.map_err(store)? {
            Caller::Guest(guest)
        } else {
            return Ok(None);
        };
        let today = today();
        if session.get::<u64>(TOUCHED_KEY).await.map_err(store)? != Some(today) {
            session.insert(TOUCHED_KEY, today).await.map_err(store)?;
        }
        Ok(Some(known))
    }
}
