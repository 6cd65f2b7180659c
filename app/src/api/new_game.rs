//! The new-game forms' server functions, one of each for every game, so the forms
//! (`components/setup.rs`) are Leptos `ActionForm`s that also work as plain HTML,
//! before the page's WASM has arrived or without JavaScript.

use leptos::prelude::*;
use protocol::{GameId, GameKind, TimeControl};
use serde::{Deserialize, Serialize};

use crate::api::ApiError;

/// A seat as the form sends it (`seats[0][name]=Ann&seats[0][bot]=on`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFields {
    pub name: String,
    /// The role's name in the game's JSON; empty or missing: dealt at random.
    #[serde(default)]
    pub hero: Option<String>,
    /// A ticked checkbox sends `on`; an unticked one sends nothing.
    #[serde(default)]
    pub bot: Option<String>,
    /// The bot's level by name (`easy`, `normal`, `hard`); missing: normal.
    #[serde(default)]
    pub level: Option<String>,
}

/// Creates a pass-and-play game of `kind` owned by the caller (a guest session is
/// created on first use) and opens it: the answer redirects to `/games/{id}` (a plain
/// form follows it; the page's router navigates there). `variant` is the game's
/// variant as a JSON object (the form keeps it in a hidden field; without it, the
/// game's default table).
#[server(endpoint = "create_game_form")]
pub async fn create_game_form(
    kind: GameKind,
    seats: Vec<SeatFields>,
    variant: Option<String>,
) -> Result<GameId, ApiError> {
    use crate::api::ssr;
    let mut game = variant_fields(variant.as_deref())?;
    let seats: Vec<serde_json::Value> = seats
        .into_iter()
        .map(|s| {
            Ok(serde_json::json!({
                "name": s.name,
                "hero": s.hero.filter(|h| !h.is_empty()),
                "bot": s.bot.is_some(),
                "level": level_field(s.level.as_deref())?,
            }))
        })
        .collect::<Result<_, ApiError>>()?;
    game.insert("seats".to_owned(), seats.into());
    let create = Create {
        service: ssr::service()?,
        caller: ssr::caller().await?,
        game: serde_json::Value::Object(game),
        seed: ssr::test_seed()?,
        online: None,
    };
    let id = protocol::for_kind!(kind, G => create.run::<G>().await)?;
    leptos_axum::redirect(&format!("/games/{id}"));
    Ok(id)
}

/// A seat of an online game as the form sends it: `open` (a player takes it through
/// the invite link) or a bot of a level (`bot` alone: a Normal one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnlineSeatFields {
    #[default]
    Open,
    Bot,
    Easy,
    Normal,
    Hard,
}

impl OnlineSeatFields {
    /// The level of a bot seat; `None` for an open seat.
    pub fn level(self) -> Option<protocol::BotLevel> {
        use protocol::BotLevel;
        match self {
            OnlineSeatFields::Open => None,
            OnlineSeatFields::Bot | OnlineSeatFields::Normal => Some(BotLevel::Normal),
            OnlineSeatFields::Easy => Some(BotLevel::Easy),
            OnlineSeatFields::Hard => Some(BotLevel::Hard),
        }
    }
}

/// Creates an online game of `kind` hosted by the signed-in caller (seat 0, with
/// `hero` or a role dealt at the start) and opens its lobby (a redirect, as
/// [`create_game_form`]). `others` are the seats after the host's; `time_control` is the
/// form's choice ([`control_of`]); `variant` as in [`create_game_form`]; `rated` the
/// ticked box (absent: not rated).
#[server(endpoint = "create_online_game_form")]
pub async fn create_online_game_form(
    kind: GameKind,
    others: Vec<OnlineSeatFields>,
    hero: Option<String>,
    time_control: String,
    variant: Option<String>,
    rated: Option<String>,
) -> Result<GameId, ApiError> {
    use crate::api::ssr;
    let mut game = variant_fields(variant.as_deref())?;
    // A ticked box sends `on`; an unticked (or disabled) one nothing: not rated.
    game.insert("rated".to_owned(), rated.is_some().into());
    let seats: Vec<serde_json::Value> = std::iter::once(OnlineSeatFields::Open)
        .chain(others)
        .map(|s| serde_json::json!({ "bot": s.level().is_some(), "level": s.level() }))
        .collect();
    game.insert("seats".to_owned(), seats.into());
    game.insert(
        "hero".to_owned(),
        hero.filter(|h| !h.is_empty())
            .map_or(serde_json::Value::Null, Into::into),
    );
    let control = serde_json::to_value(control_of(&time_control))
        .map_err(|e| bad_form(format!("time_control: {e}")))?;
    game.insert("time_control".to_owned(), control);
    let create = Create {
        service: ssr::service()?,
        caller: ssr::caller().await?,
        game: serde_json::Value::Object(game),
        seed: None,
        online: Some(ssr::client().await?),
    };
    let id = protocol::for_kind!(kind, G => create.run::<G>().await)?;
    leptos_axum::redirect(&format!("/games/{id}"));
    Ok(id)
}

/// A time control as the form's value: `none`, `live-{bank}-{increment}` (seconds)
/// or `days-{n}`.
pub fn control_value(control: Option<TimeControl>) -> String {
    match control {
        None => "none".to_owned(),
        Some(TimeControl::Live {
            bank_secs,
            increment_secs,
        }) => format!("live-{bank_secs}-{increment_secs}"),
        Some(TimeControl::Correspondence { days }) => format!("days-{days}"),
    }
}

/// The form's value as a time control (an unknown one is no clock).
pub fn control_of(value: &str) -> Option<TimeControl> {
    let mut parts = value.split('-');
    match (parts.next(), parts.next(), parts.next()) {
        (Some("live"), Some(bank), Some(inc)) => Some(TimeControl::Live {
            bank_secs: bank.parse().ok()?,
            increment_secs: inc.parse().ok()?,
        }),
        (Some("days"), Some(days), None) => Some(TimeControl::Correspondence {
            days: days.parse().ok()?,
        }),
        _ => None,
    }
}

/// A bot level field as the game's JSON has it (`None` when left empty).
#[cfg(feature = "ssr")]
fn level_field(level: Option<&str>) -> Result<Option<protocol::BotLevel>, ApiError> {
    match level.map(str::trim).filter(|l| !l.is_empty()) {
        None => Ok(None),
        Some(name) => protocol::BotLevel::parse(name)
            .map(Some)
            .ok_or_else(|| bad_form(format!("level: {name:?} is not easy, normal or hard"))),
    }
}

/// The variant's hidden field as the JSON object the game's fields go in (none: the
/// game's default table).
#[cfg(feature = "ssr")]
fn variant_fields(
    variant: Option<&str>,
) -> Result<serde_json::Map<String, serde_json::Value>, ApiError> {
    match variant.map(str::trim) {
        None | Some("") => Ok(serde_json::Map::new()),
        Some(text) => serde_json::from_str(text).map_err(|e| bad_form(format!("variant: {e}"))),
    }
}

/// Creates game `game`: a `NewGame` of the kind's JSON, or a `NewOnlineGame` when
/// `online` (the host's client).
#[cfg(feature = "ssr")]
struct Create {
    service: service::Service,
    caller: service::Caller,
    game: serde_json::Value,
    seed: Option<u64>,
    online: Option<service::Client>,
}

#[cfg(feature = "ssr")]
impl Create {
    /// Creates the game as one of game `G`.
    async fn run<G: rules::Game>(self) -> Result<GameId, ApiError> {
        let unlike =
            |e: serde_json::Error| bad_form(format!("the form is not a game of this kind: {e}"));
        let Create {
            service,
            caller,
            game,
            seed,
            online,
        } = self;
        Ok(if let Some(client) = online {
            let new: protocol::NewOnlineGame<G> = serde_json::from_value(game).map_err(unlike)?;
            service
                .create_online_game_from::<G>(&caller, &client, new)
                .await?
        } else {
            let new: protocol::NewGame<G> = serde_json::from_value(game).map_err(unlike)?;
            service.create_game_seeded::<G>(&caller, new, seed).await?
        })
    }
}

/// A form whose fields do not make a game (a client's mistake, 400).
#[cfg(feature = "ssr")]
fn bad_form(detail: String) -> ApiError {
    let e = protocol::GameError::Invalid(protocol::Refusal::BadRequest { detail });
    crate::api::ssr::set_status(&e);
    ApiError::refusal(e)
}
