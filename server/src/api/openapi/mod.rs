//! The OpenAPI 3.1 document of `/api/v1`, written out by hand next to the handlers
//! it describes (a test checks that every route is in it and that real answers
//! validate against it; schemathesis fuzzes the API against it).

use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use protocol::GameKind;
use serde_json::{json, Value};

mod kinds;
mod notices;
mod players;

/// `GET /api/v1/openapi.json`.
pub async fn document() -> impl IntoResponse {
    ([(header::CACHE_CONTROL, "no-cache")], Json(spec()))
}

fn error_responses(codes: &[&str]) -> Value {
    let mut map = serde_json::Map::new();
    for code in codes {
        map.insert(
            (*code).to_owned(),
            json!({"description": describe(code), "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}),
        );
    }
    Value::Object(map)
}

fn describe(code: &str) -> &'static str {
    match code {
        "400" => "malformed request: a body that is not JSON, or a path parameter of the wrong type",
        "401" => "an API token is needed (`token_required`), or the token sent is malformed, revoked or unknown (`invalid_token`)",
        "403" => "the caller may not do this (`not_your_seat`, `forbidden`: e.g. only the host starts)",
        "404" => "no such game (or not visible to the caller)",
        "409" => "conflict: the game moved on (`conflict`, `current` is its version) or has not started (`not_started`)",
        "415" => "the body must be JSON (`Content-Type: application/json`)",
        "422" => "well-formed but refused: a body of the wrong shape (`bad_request`), the rules (`rule`) or the game's state (`invalid`)",
        "429" => "too many requests from this client or token (`too_many_requests`); `Retry-After` says when to try again",
        _ => "error",
    }
}

fn ok(description: &str, schema: Value) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": schema}}})
}

fn id_param() -> Value {
    json!({"name": "id", "in": "path", "required": true, "description": "the game's id (12 URL-safe characters)", "schema": {"type": "string"}})
}

fn merge(mut responses: Value, extra: Value) -> Value {
    if let (Some(a), Value::Object(b)) = (responses.as_object_mut(), extra) {
        a.extend(b);
    }
    responses
}

fn schema(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// `T` or `null`.
fn nullable(schema: Value) -> Value {
    json!({"oneOf": [schema, {"type": "null"}]})
}

/// How strongly a bot seat plays; optional wherever it appears (a seat that is not a bot's,
/// or a bot from before levels, has none).
pub(super) fn bot_level() -> Value {
    json!({"type": "string", "enum": ["easy", "normal", "hard"],
        "description": "a bot seat's level: easy (makes a beginner's mistakes), normal (the cheap bot), hard (searches)"})
}

/// `object` (an [`exact`] one) with the optional property `name`.
pub(super) fn with_optional(mut object: Value, name: &str, schema: Value) -> Value {
    if let Some(props) = object["properties"].as_object_mut() {
        props.insert(name.to_owned(), schema);
    }
    object
}

/// An object whose every listed property is required and nothing else appears: how
/// serde writes the API's answers (no field of theirs is ever skipped).
fn exact(properties: Value) -> Value {
    let required: Vec<String> = properties
        .as_object()
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default();
    json!({"type": "object", "required": required, "additionalProperties": false, "properties": properties})
}

/// Token security: required for the operations that act for an account.
fn token() -> Value {
    json!([{"token": []}])
}

/// Token security, optional: without one the caller is an anonymous spectator.
fn optional_token() -> Value {
    json!([{}, {"token": []}])
}

/// A seat number (or another small count).
fn small() -> Value {
    json!({"type": "integer", "minimum": 0, "maximum": 255})
}

/// A version or another count up to 2^32.
fn u32_() -> Value {
    json!({"type": "integer", "minimum": 0, "maximum": 4294967295u64})
}

fn text() -> Value {
    json!({"type": "string"})
}

/// The whole document: the platform's schemas and operations, with each game's part
/// ([`kinds::add_games`]).
pub fn spec() -> Value {
    let kinds: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
    let boolean = json!({"type": "boolean"});
    let status = json!({"type": "string", "enum": ["waiting", "active", "finished"]});
    let seat_info = with_optional(
        exact(json!({
            "seat": small(), "name": text(), "kind": {"type": "string", "enum": ["local", "bot", "account"]},
            "hero": {"type": "string", "description": "the role (Karak: the hero) by its name in the game's schemas"}})),
        "level",
        bot_level(),
    );
    let outcome_summary = exact(json!({
        "winners": {"type": "array", "items": small()},
        "points": {"type": "array", "items": {"type": "integer"}},
        "per_point": u32_(),
        "reason": text()}));
    let mut schemas = json!({
        "Error": {"type": "object", "required": ["error", "message"], "additionalProperties": false, "properties": {
            "error": {"type": "string", "enum": ["not_found", "not_your_seat", "forbidden", "token_required", "invalid_token", "conflict", "not_started", "rule", "invalid", "bad_request", "internal"], "description": "machine-readable kind"},
            "message": {"type": "string", "description": "for people"},
            "current": {"type": "integer", "minimum": 0, "description": "the game's version (conflicts)"},
            "rule": {"type": "string", "description": "the broken rule's name (rule refusals)"}}},
        "GameKind": {"type": "string", "enum": kinds},
        "SeatInfo": seat_info,
        "GameStatus": status,
        "OutcomeSummary": outcome_summary,
        "Created": exact(json!({"id": text()})),
        "GameSummary": exact(json!({
            "id": text(), "kind": schema("GameKind"), "status": schema("GameStatus"), "version": u32_(),
            "seats": {"type": "array", "items": schema("SeatInfo")}, "to_act": nullable(small()),
            "created_at": text(), "updated_at": text(),
            "outcome": {"type": ["object", "null"], "description": "the game's own outcome (`{kind}.Outcome`)"},
            "summary": nullable(schema("OutcomeSummary")),
            "my_seats": {"type": "array", "items": small()}, "online": boolean, "waiting_for": small(),
            "time_control": nullable(schema("TimeControl")),
            "time_left_ms": {"type": ["integer", "null"], "description": "what the seat to act had left when the list was read"}})),
        "TimeControl": {"oneOf": [
            exact(json!({"live": exact(json!({
                "bank_secs": {"type": "integer", "minimum": 10, "maximum": 10800, "description": "each seat's time at the start"},
                "increment_secs": {"type": "integer", "minimum": 0, "maximum": 600, "description": "added each time the seat's turn ends"}}))})),
            exact(json!({"correspondence": exact(json!({
                "days": {"type": "integer", "enum": [1, 2, 3, 5, 7, 14], "description": "days per turn"}}))}))],
            "description": "how long each seat may think; when its time runs out the server's bot plays its turn, and after three in a row keeps the seat until its player takes it back (`/games/{id}/take-back`)",
            "example": {"correspondence": {"days": 3}}},
        "ClockView": exact(json!({
            "control": schema("TimeControl"),
            "left_ms": {"type": "array", "items": {"type": "integer"}, "description": "per seat, milliseconds left when the answer was written"},
            "running": nullable(small()),
            "waiting": {"type": "boolean", "description": "the game waits for its players: every seat's time ran out three turns in a row, so no clock runs and the bots do not play on until a player takes their seat back"}})),
        "OpenGame": {"type": "object", "required": ["id", "kind", "host", "seats", "open", "created_at"],
            "description": "with the fields of the game's variant (`{kind}.Variant`) beside these",
            "properties": {"id": text(), "kind": schema("GameKind"), "host": text(), "seats": small(), "open": small(), "created_at": text()}},
        "GameUpdate": exact(json!({
            "version": u32_(), "status": schema("GameStatus"), "to_act": nullable(small()), "lobby": u32_(),
            "seat_changes": u32_()})),
        "SeatNote": exact(json!({
            "seat": small(), "version": u32_(),
            "change": {"type": "string", "enum": ["resigned", "account_deleted", "timed_out", "handed_over", "took_back"]}}))
    });
    if let Some(map) = schemas.as_object_mut() {
        kinds::add_games(map);
        notices::add_schemas(map);
        players::add_schemas(map);
    }
    let mut document = json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Karak Online API",
            "version": "1",
            "description": "Play the Karak games online from a bot or another client. Authenticate with a personal API token made on the account page: `Authorization: Bearer karak_…`. Without a token you are an anonymous spectator (read and watch only). Every game has a `kind`; answers about one game carry it and are typed by it (`{kind}.…` schemas). Every move names the version it was decided on; a stale one answers 409 with the current version. Every error is JSON: `{error, message}` (plus `current` for a conflict, `rule` for a rule refusal)."
        },
        "servers": [{"url": "/api/v1"}],
        "components": {
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer", "description": "a personal API token"}},
            "schemas": schemas
        },
        "paths": {
            "/games": {
                "get": {"summary": "The caller's games, newest first", "security": token(),
                    "responses": merge(json!({"200": ok("games", json!({"type": "array", "items": schema("GameSummary")}))}), error_responses(&["401"]))},
                "post": {"summary": "Create an online game; the caller takes the first open seat", "security": token(),
                    "requestBody": {"required": true, "content": {"application/json": {"schema": schema("NewOnlineGame")}}},
                    "responses": merge(json!({"201": ok("created", schema("Created"))}), error_responses(&["400", "401", "403", "415", "422", "429"]))}
            },
            "/games/open": {"get": {"summary": "Waiting games with a free seat", "security": optional_token(),
                "responses": merge(json!({"200": ok("open games", json!({"type": "array", "items": schema("OpenGame")}))}), error_responses(&["401"]))}},
            "/games/{id}": {"get": {"summary": "The game as the caller may see it (their seat's view, else the spectator's; everything once finished)", "security": optional_token(), "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the caller's view", schema("GameSnapshot"))}), error_responses(&["400", "401", "404", "409"]))}},
            "/games/{id}/lobby": {"get": {"summary": "Seats of a game that has not started", "security": optional_token(), "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["400", "401", "404"]))}},
            "/games/{id}/seats/{seat}": {"post": {"summary": "Take an open seat (or change the hero of one's own); the body is optional", "security": token(),
                "parameters": [id_param(), {"name": "seat", "in": "path", "required": true, "schema": small()}],
                "requestBody": {"required": false, "content": {"application/json": {"schema": schema("TakeSeat")}}},
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["400", "401", "404", "415", "422"]))}},
            "/games/{id}/leave": {"post": {"summary": "Give up one's seat before the start", "security": token(), "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["400", "401", "404", "422"]))}},
            "/games/{id}/start": {"post": {"summary": "The host starts the game once every seat is taken", "security": token(), "parameters": [id_param()],
                "responses": merge(json!({"204": {"description": "started"}}), error_responses(&["400", "401", "403", "404", "422"]))}},
            "/games/{id}/invite": {"post": {"summary": "Invite an account by its name to a game that has not started (the caller sits in it); the invitee is notified", "security": token(), "parameters": [id_param()],
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name"], "additionalProperties": false,
                    "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 100}}, "example": {"name": "Bo"}}}}},
                "responses": merge(json!({"204": {"description": "invited"}}), error_responses(&["400", "401", "403", "404", "415", "422"]))}},
            "/games/{id}/take-back": {"post": {"summary": "Take one's seat back from the bot that holds it since one's time ran out three turns in a row", "security": token(), "parameters": [id_param()],
                "responses": merge(json!({"204": {"description": "the seat is the caller's again"}}), error_responses(&["400", "401", "403", "404", "409"]))}},
            "/games/{id}/legal": {"get": {"summary": "The caller's legal actions now (empty when it is not their turn)", "security": optional_token(), "parameters": [id_param()],
                "responses": merge(json!({"200": ok("legal actions", schema("Legal"))}), error_responses(&["400", "401", "404", "409"]))}},
            "/games/{id}/actions": {"post": {"summary": "Play an action for one's seat at the version it was decided on", "security": token(), "parameters": [id_param()],
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("Submit")}}},
                "responses": merge(json!({"200": ok("committed", schema("Committed"))}), error_responses(&["400", "401", "403", "404", "409", "415", "422"]))}},
            "/games/{id}/events": {"get": {"summary": "Server-Sent Events: an `update` event (GameUpdate JSON) now and after every change", "parameters": [id_param()],
                "responses": merge(json!({"200": {"description": "event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}), error_responses(&["400", "404", "429"]))}},
            "/openapi.json": {"get": {"summary": "This document", "responses": {"200": ok("OpenAPI 3.1", json!({"type": "object"}))}}}
        }
    });
    if let Some(paths) = document["paths"].as_object_mut() {
        notices::add_paths(paths);
        players::add_paths(paths);
    }
    document
}
