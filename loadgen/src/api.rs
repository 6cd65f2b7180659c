//! The calls a bot makes: sign-up and a token (the only two steps outside
//! `/api/v1`, done once per account through the site's own server functions),
//! then games through the public API.

use std::fmt;

use serde_json::{json, Value};

use crate::http::{Conn, HttpError, Resp};

/// Password of every load account (the rules want 10–128 characters).
pub const PASSWORD: &str = "load generator password";

/// Why a call failed: no answer, or an answer other than the one expected.
#[derive(Debug)]
pub enum CallError {
    Http(HttpError),
    /// The API's error kind (`conflict`, `rule`, …) or `http_<status>`.
    Status {
        status: u16,
        kind: String,
        body: String,
    },
}

impl CallError {
    /// A short name for the error tables.
    pub fn kind(&self) -> String {
        match self {
            CallError::Http(e) => e.kind().to_owned(),
            CallError::Status { kind, .. } => kind.clone(),
        }
    }
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::Http(e) => write!(f, "{e}"),
            CallError::Status { status, kind, body } => write!(f, "{status} {kind}: {body}"),
        }
    }
}

impl std::error::Error for CallError {}

impl From<HttpError> for CallError {
    fn from(e: HttpError) -> Self {
        CallError::Http(e)
    }
}

fn expect(resp: Resp, ok: u16) -> Result<Resp, CallError> {
    if resp.status == ok {
        return Ok(resp);
    }
    let kind = resp
        .json()
        .get("error")
        .and_then(Value::as_str)
        .map_or_else(|| format!("http_{}", resp.status), str::to_owned);
    Err(CallError::Status {
        status: resp.status,
        kind,
        body: resp.text().chars().take(300).collect(),
    })
}

/// Creates account `name` and one API token for it; returns the token.
///
/// # Errors
/// [`CallError`] when sign-up or the token is refused (e.g. the sign-up rate
/// limit: 60 per client address in 10 minutes).
pub async fn account_with_token(conn: &mut Conn, name: &str) -> Result<String, CallError> {
    let body = json!({"name": name, "password": PASSWORD}).to_string();
    let up = expect(
        conn.request("POST", "/api/sign_up", Some(&body), &[])
            .await?,
        200,
    )?;
    let cookie = up
        .cookie("karak_session")
        .ok_or_else(|| CallError::Status {
            status: up.status,
            kind: "no_session_cookie".to_owned(),
            body: up.head.clone(),
        })?;
    let body = json!({"label": "loadgen", "password": PASSWORD}).to_string();
    let made = expect(
        conn.request(
            "POST",
            "/api/create_token",
            Some(&body),
            &[("Cookie", &cookie)],
        )
        .await?,
        200,
    )?;
    made.json()
        .get("secret")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| CallError::Status {
            status: made.status,
            kind: "no_secret".to_owned(),
            body: made.text(),
        })
}

/// The `Authorization` header's value for `token`.
pub fn bearer(token: &str) -> String {
    format!("Bearer {token}")
}

/// Creates an online game of `tokens.len()` seats hosted by `tokens[0]`; seat `i`
/// is taken by `tokens[i]`, then the host starts it. Returns its id.
///
/// # Errors
/// The first refused or failed call.
pub async fn new_started_game(conn: &mut Conn, auths: &[String]) -> Result<String, CallError> {
    new_timed_game(conn, auths, None, None).await
}

/// [`new_started_game`] with a time control (`/api/v1`'s `TimeControl` JSON) and, with
/// `bot`, one more seat played by the server's bot at that level.
///
/// # Errors
/// The first refused or failed call.
pub async fn new_timed_game(
    conn: &mut Conn,
    auths: &[String],
    time_control: Option<&Value>,
    bot: Option<&str>,
) -> Result<String, CallError> {
    let mut seats: Vec<Value> = auths.iter().map(|_| json!({})).collect();
    if let Some(level) = bot {
        seats.push(json!({ "bot": true, "level": level }));
    }
    let mut body = json!({ "seats": seats });
    if let Some(control) = time_control {
        body["time_control"] = control.clone();
    }
    let body = body.to_string();
    let created = expect(
        conn.request(
            "POST",
            "/api/v1/games",
            Some(&body),
            &[("Authorization", &auths[0])],
        )
        .await?,
        201,
    )?;
    let id = created
        .json()
        .get("id")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| CallError::Status {
            status: created.status,
            kind: "no_id".to_owned(),
            body: created.text(),
        })?;
    for (seat, auth) in auths.iter().enumerate().skip(1) {
        expect(
            conn.request(
                "POST",
                &format!("/api/v1/games/{id}/seats/{seat}"),
                None,
                &[("Authorization", auth)],
            )
            .await?,
            200,
        )?;
    }
    expect(
        conn.request(
            "POST",
            &format!("/api/v1/games/{id}/start"),
            None,
            &[("Authorization", &auths[0])],
        )
        .await?,
        204,
    )?;
    Ok(id)
}

/// Whether game `id` is over (`GET /games/{id}`'s status).
///
/// # Errors
/// [`CallError`] for a failed call.
pub async fn finished(conn: &mut Conn, id: &str, auth: &str) -> Result<bool, CallError> {
    let resp = expect(
        conn.request(
            "GET",
            &format!("/api/v1/games/{id}"),
            None,
            &[("Authorization", auth)],
        )
        .await?,
        200,
    )?;
    Ok(resp.json().get("status").and_then(Value::as_str) == Some("finished"))
}

/// What one seat may do now (`GET /games/{id}/legal`).
pub struct Legal {
    pub version: u32,
    pub seat: Option<u8>,
    pub actions: Vec<Value>,
}

/// Reads the legal actions of the caller's seat in game `id`.
///
/// # Errors
/// [`CallError`] for a failed call or a malformed answer.
pub async fn legal(conn: &mut Conn, id: &str, auth: &str) -> Result<Legal, CallError> {
    let resp = expect(
        conn.request(
            "GET",
            &format!("/api/v1/games/{id}/legal"),
            None,
            &[("Authorization", auth)],
        )
        .await?,
        200,
    )?;
    let malformed = |what: &str| CallError::Status {
        status: 200,
        kind: format!("malformed_legal_{what}"),
        body: resp.text().chars().take(300).collect(),
    };
    let mut v = resp.json();
    let version = v
        .get("version")
        .and_then(Value::as_u64)
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| malformed("version"))?;
    let seat = v
        .get("seat")
        .and_then(Value::as_u64)
        .and_then(|s| u8::try_from(s).ok());
    let actions = match v.get_mut("actions").map(Value::take) {
        Some(Value::Array(a)) => a,
        _ => return Err(malformed("actions")),
    };
    Ok(Legal {
        version,
        seat,
        actions,
    })
}

/// Submits `action` for `seat` at `expected_version`; returns the new version.
///
/// # Errors
/// [`CallError`]: `conflict`, `rule`, … from the API, or no answer.
pub async fn submit(
    conn: &mut Conn,
    id: &str,
    auth: &str,
    seat: u8,
    action: &str,
    expected_version: u32,
) -> Result<u32, CallError> {
    let body =
        format!("{{\"seat\":{seat},\"action\":{action},\"expected_version\":{expected_version}}}");
    let resp = expect(
        conn.request(
            "POST",
            &format!("/api/v1/games/{id}/actions"),
            Some(&body),
            &[("Authorization", auth)],
        )
        .await?,
        200,
    )?;
    resp.json()
        .get("version")
        .and_then(Value::as_u64)
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| CallError::Status {
            status: 200,
            kind: "malformed_committed".to_owned(),
            body: resp.text().chars().take(300).collect(),
        })
}
