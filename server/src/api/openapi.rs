//! The OpenAPI 3.1 document of `/api/v1`, written out by hand next to the handlers
//! it describes (a test checks that every route is in it and that real answers
//! validate against it; schemathesis fuzzes the API against it).

use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use serde_json::{json, Value};

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
        "400" => "malformed request body",
        "401" => "an API token is needed, or the token is invalid",
        "403" => "the caller may not do this (e.g. not their seat)",
        "404" => "no such game",
        "409" => "conflict: the game moved on (`current` is its version) or has not started",
        "415" => "the body must be JSON",
        "422" => "the request is well-formed but refused (rules, validation)",
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

/// The whole document.
pub fn spec() -> Value {
    let heroes = json!({"type": "string", "enum": ["Warrior", "Thief", "Wizard", "Warlock", "Swordsman", "Oracle", "WarriorPrincess"]});
    let dir = json!({"type": "string", "enum": ["N", "E", "S", "W"]});
    let small = json!({"type": "integer", "minimum": 0, "maximum": 255});
    let status = json!({"type": "string", "enum": ["waiting", "active", "finished"]});
    let action = json!({
        "description": "A player's decision (the rules crate's Action, serde's external tagging): a bare string for the variants without data, else an object with one key.",
        "oneOf": [
            {"type": "string", "enum": ["Fight", "Sneak", "Reroll", "KeepRoll", "UseFlames", "Sacrifice", "Resolve", "KeepCurse", "OpenChest", "PickUp", "EndTurn"]},
            {"type": "object", "required": ["Step"], "additionalProperties": false, "properties": {"Step": dir}},
            {"type": "object", "required": ["Charge"], "additionalProperties": false, "properties": {"Charge": {"type": "object", "required": ["over", "to"], "properties": {"over": dir, "to": dir}}}},
            {"type": "object", "required": ["Teleport"], "additionalProperties": false, "properties": {"Teleport": small}},
            {"type": "object", "required": ["Rotate"], "additionalProperties": false, "properties": {"Rotate": small}},
            {"type": "object", "required": ["RerollDie"], "additionalProperties": false, "properties": {"RerollDie": small}},
            {"type": "object", "required": ["ChooseToken"], "additionalProperties": false, "properties": {"ChooseToken": {"type": "string"}}},
            {"type": "object", "required": ["Leave"], "additionalProperties": false, "properties": {"Leave": {"type": "string"}}},
            {"type": "object", "required": ["Curse"], "additionalProperties": false, "properties": {"Curse": small}},
            {"type": "object", "required": ["Portal"], "additionalProperties": false, "properties": {"Portal": {"type": "object", "required": ["target", "fountain"], "properties": {"target": small, "fountain": small}}}},
            {"type": "object", "required": ["Swap"], "additionalProperties": false, "properties": {"Swap": small}},
            {"type": "object", "required": ["Reincarnate"], "additionalProperties": false, "properties": {"Reincarnate": small}}
        ]
    });
    let seat_info = json!({"type": "object", "required": ["seat", "name", "kind", "hero"], "properties": {
        "seat": small, "name": {"type": "string"}, "kind": {"type": "string", "enum": ["local", "bot", "account"]}, "hero": heroes}});
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Karak Online API",
            "version": "1",
            "description": "Play Karak online from a bot or another client. Authenticate with a personal API token made on the account page: `Authorization: Bearer karak_…`. Without a token you are an anonymous spectator (read and watch only). Every move names the version it was decided on; a stale one answers 409 with the current version."
        },
        "servers": [{"url": "/api/v1"}],
        "components": {
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer", "description": "a personal API token"}},
            "schemas": {
                "Error": {"type": "object", "required": ["error", "message"], "properties": {
                    "error": {"type": "string", "description": "machine-readable kind: not_found, not_your_seat, forbidden, token_required, invalid_token, conflict, not_started, rule, invalid, bad_request, internal"},
                    "message": {"type": "string", "description": "for people"},
                    "current": {"type": "integer", "description": "the game's version (conflicts)"},
                    "rule": {"type": "string", "description": "the broken rule's name (rule refusals)"}}},
                "Hero": heroes,
                "Action": action,
                "SeatInfo": seat_info,
                "GameStatus": status,
                "NewOnlineGame": {"type": "object", "required": ["seats"], "properties": {
                    "seats": {"type": "array", "minItems": 2, "maxItems": 5, "items": {"type": "object", "properties": {"bot": {"type": "boolean"}, "hero": {"oneOf": [heroes, {"type": "null"}]}}}},
                    "hero": {"oneOf": [heroes, {"type": "null"}], "description": "the creator's hero; null deals one at the start"},
                    "expert": {"type": "boolean"}}},
                "Created": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
                "GameSummary": {"type": "object", "required": ["id", "kind", "status", "version", "seats", "created_at", "updated_at"], "properties": {
                    "id": {"type": "string"}, "kind": {"type": "string", "enum": ["karak"]}, "status": status, "version": {"type": "integer", "minimum": 0},
                    "seats": {"type": "array", "items": schema("SeatInfo")}, "to_act": {"oneOf": [small, {"type": "null"}]},
                    "created_at": {"type": "string"}, "updated_at": {"type": "string"}, "outcome": {},
                    "my_seats": {"type": "array", "items": small}, "online": {"type": "boolean"}, "waiting_for": small}},
                "OpenGame": {"type": "object", "required": ["id", "host", "seats", "open", "expert", "created_at"], "properties": {
                    "id": {"type": "string"}, "host": {"type": "string"}, "seats": small, "open": small, "expert": {"type": "boolean"}, "created_at": {"type": "string"}}},
                "LobbySnapshot": {"type": "object", "required": ["id", "status", "expert", "host", "is_host", "signed_in", "seats", "created_at"], "properties": {
                    "id": {"type": "string"}, "status": status, "expert": {"type": "boolean"}, "host": {"type": "string"}, "is_host": {"type": "boolean"}, "signed_in": {"type": "boolean"},
                    "seats": {"type": "array", "items": {"type": "object", "required": ["seat", "kind", "mine"], "properties": {
                        "seat": small, "kind": {"type": "string", "enum": ["open", "player", "bot"]}, "name": {"type": ["string", "null"]}, "hero": {"oneOf": [heroes, {"type": "null"}]}, "mine": {"type": "boolean"}, "host": {"type": "boolean"}}}},
                    "created_at": {"type": "string"}, "rev": {"type": "integer", "minimum": 0}}},
                "GameSnapshot": {"type": "object", "required": ["id", "status", "version", "seats", "my_seats", "view", "log"], "properties": {
                    "id": {"type": "string"}, "status": status, "version": {"type": "integer", "minimum": 0},
                    "seats": {"type": "array", "items": schema("SeatInfo")}, "my_seats": {"type": "array", "items": small}, "online": {"type": "boolean"},
                    "view": {"type": "object", "description": "the board, heroes and pending decision as this caller may see them (the rules crate's KarakView); `legal_actions` is filled only for the seat to act"},
                    "log": {"type": "array", "items": {"type": "object"}}}},
                "Legal": {"type": "object", "required": ["version", "actions"], "properties": {
                    "version": {"type": "integer", "minimum": 0}, "seat": {"oneOf": [small, {"type": "null"}]}, "actions": {"type": "array", "items": schema("Action")}}},
                "Submit": {"type": "object", "required": ["seat", "action", "expected_version"], "additionalProperties": false, "properties": {
                    "seat": small, "action": schema("Action"), "expected_version": {"type": "integer", "minimum": 0, "maximum": 4294967295u64}}},
                "Committed": {"type": "object", "required": ["version", "events"], "properties": {"version": {"type": "integer", "minimum": 0}, "events": {"type": "array"}}},
                "GameUpdate": {"type": "object", "required": ["version", "status", "lobby"], "properties": {
                    "version": {"type": "integer"}, "status": status, "to_act": {"oneOf": [small, {"type": "null"}]}, "lobby": {"type": "integer"}}}
            }
        },
        "paths": {
            "/games": {
                "get": {"summary": "The caller's games, newest first", "security": [{"token": []}],
                    "responses": merge(json!({"200": ok("games", json!({"type": "array", "items": schema("GameSummary")}))}), error_responses(&["401"]))},
                "post": {"summary": "Create an online game; the caller takes the first open seat", "security": [{"token": []}],
                    "requestBody": {"required": true, "content": {"application/json": {"schema": schema("NewOnlineGame")}}},
                    "responses": merge(json!({"201": ok("created", schema("Created"))}), error_responses(&["400", "401", "415", "422"]))}
            },
            "/games/open": {"get": {"summary": "Waiting games with a free seat", "responses": merge(json!({"200": ok("open games", json!({"type": "array", "items": schema("OpenGame")}))}), error_responses(&["401"]))}},
            "/games/{id}": {"get": {"summary": "The game as the caller may see it (their seat's view, else the spectator's; everything once finished)", "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the caller's view", schema("GameSnapshot"))}), error_responses(&["401", "404", "409"]))}},
            "/games/{id}/lobby": {"get": {"summary": "Seats of a game that has not started", "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["401", "404"]))}},
            "/games/{id}/seats/{seat}": {"post": {"summary": "Take an open seat (or change the hero of one's own)", "security": [{"token": []}],
                "parameters": [id_param(), {"name": "seat", "in": "path", "required": true, "schema": small}],
                "requestBody": {"required": false, "content": {"application/json": {"schema": {"type": "object", "additionalProperties": false, "properties": {"hero": {"oneOf": [heroes, {"type": "null"}]}}}}}},
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["400", "401", "404", "422"]))}},
            "/games/{id}/leave": {"post": {"summary": "Give up one's seat before the start", "security": [{"token": []}], "parameters": [id_param()],
                "responses": merge(json!({"200": ok("the lobby", schema("LobbySnapshot"))}), error_responses(&["401", "404", "422"]))}},
            "/games/{id}/start": {"post": {"summary": "The host starts the game once every seat is taken", "security": [{"token": []}], "parameters": [id_param()],
                "responses": merge(json!({"204": {"description": "started"}}), error_responses(&["401", "403", "404", "422"]))}},
            "/games/{id}/legal": {"get": {"summary": "The caller's legal actions now (empty when it is not their turn)", "parameters": [id_param()],
                "responses": merge(json!({"200": ok("legal actions", schema("Legal"))}), error_responses(&["401", "404", "409"]))}},
            "/games/{id}/actions": {"post": {"summary": "Play an action for one's seat at the version it was decided on", "security": [{"token": []}], "parameters": [id_param()],
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("Submit")}}},
                "responses": merge(json!({"200": ok("committed", schema("Committed"))}), error_responses(&["400", "401", "403", "404", "409", "415", "422"]))}},
            "/games/{id}/events": {"get": {"summary": "Server-Sent Events: an `update` event (GameUpdate JSON) now and after every change", "parameters": [id_param()],
                "responses": merge(json!({"200": {"description": "event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}), error_responses(&["404"]))}},
            "/openapi.json": {"get": {"summary": "This document", "responses": {"200": ok("OpenAPI 3.1", json!({"type": "object"}))}}}
        }
    })
}
