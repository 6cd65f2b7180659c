//! The OpenAPI part of notifications and Web Push (see `api/notices.rs`).

use serde_json::{json, Map, Value};

use super::{error_responses, exact, merge, nullable, ok, schema, text, token};

fn kinds() -> Value {
    json!({"type": "string", "enum": ["your_turn", "invited", "seat_taken", "game_started", "game_ended", "time_running_out"]})
}

/// Adds the schemas of notifications and push to `schemas`.
pub fn add_schemas(schemas: &mut Map<String, Value>) {
    let minute = json!({"type": "integer", "minimum": 0, "maximum": 1439});
    let added = [
        ("NoticeKind", kinds()),
        (
            "Notice",
            exact(json!({
            "id": {"type": "integer"}, "kind": schema("NoticeKind"),
            "game": nullable(text()), "game_kind": nullable(schema("GameKind")),
            "who": nullable(text()), "winners": {"type": "array", "items": text()},
            "created_at": text(), "read": {"type": "boolean"}})),
        ),
        (
            "PushDevice",
            exact(json!({
            "id": {"type": "integer"}, "device": text(), "endpoint": text(), "created_at": text()})),
        ),
        ("NewPushDevice", {
            let mut device = exact(json!({
                "endpoint": {"type": "string", "maxLength": 1024, "description": "the push service's https URL for this browser"},
                "keys": exact(json!({
                    "p256dh": {"type": "string", "description": "the browser's P-256 key, base64url"},
                    "auth": {"type": "string", "description": "its 16-byte secret, base64url"}})),
                "language": {"type": "string", "enum": ["en", "de", "fr"]},
                "device": {"type": "string", "maxLength": 60},
                "expirationTime": {"type": ["number", "null"]}}));
            device["required"] = json!(["endpoint", "keys", "language"]);
            device["description"] = json!("what `PushSubscription.toJSON()` gives, with the language and a name for the device");
            device
        }),
        ("PushSettings", {
            let mut settings = exact(json!({
                "kinds": {"type": "array", "items": schema("NoticeKind"), "description": "the kinds pushed"},
                "quiet": nullable(exact(json!({
                    "from": minute, "to": minute,
                    "utc_offset": {"type": "integer", "minimum": -840, "maximum": 840, "description": "the player's offset from UTC in minutes"}})))}));
            // `quiet` may be left out: no quiet hours, as `null` says.
            settings["required"] = json!(["kinds"]);
            settings["example"] = json!({"kinds": ["your_turn", "game_ended"], "quiet": {"from": 1320, "to": 420, "utc_offset": 60}});
            settings
        }),
        (
            "PushKey",
            exact(
                json!({"public_key": {"type": "string", "description": "the VAPID public key, base64url"}}),
            ),
        ),
        ("PushDeviceAdded", exact(json!({"id": {"type": "integer"}}))),
    ];
    for (name, value) in added {
        schemas.insert(name.to_owned(), value);
    }
}

/// Adds the operations of notifications and push to `paths`.
pub fn add_paths(paths: &mut Map<String, Value>) {
    let device_id =
        json!({"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}});
    let added = [
        (
            "/notifications",
            json!({"get": {"summary": "The caller's notifications, newest first (at most 50, kept 30 days)", "security": token(),
            "responses": merge(json!({"200": ok("notifications", json!({"type": "array", "items": schema("Notice")}))}), error_responses(&["401"]))}}),
        ),
        (
            "/notifications/read",
            json!({"post": {"summary": "Mark the caller's notifications up to an id read", "security": token(),
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["up_to"], "additionalProperties": false,
                "properties": {"up_to": {"type": "integer"}}, "example": {"up_to": 42}}}}},
            "responses": merge(json!({"204": {"description": "marked"}}), error_responses(&["400", "401", "415", "422"]))}}),
        ),
        (
            "/push/key",
            json!({"get": {"summary": "The server's VAPID public key, for `pushManager.subscribe`",
            "responses": merge(json!({"200": ok("the key", schema("PushKey"))}), error_responses(&["404"]))}}),
        ),
        (
            "/push/devices",
            json!({
            "get": {"summary": "The devices the caller's notifications are pushed to", "security": token(),
                "responses": merge(json!({"200": ok("devices", json!({"type": "array", "items": schema("PushDevice")}))}), error_responses(&["401"]))},
            "post": {"summary": "Push the caller's notifications to a browser (its subscription); the same browser again replaces its old one", "security": token(),
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("NewPushDevice")}}},
                "responses": merge(json!({"201": ok("added", schema("PushDeviceAdded"))}), error_responses(&["400", "401", "415", "422"]))}}),
        ),
        (
            "/push/devices/{id}",
            json!({"delete": {"summary": "Stop pushing to a device", "security": token(), "parameters": [device_id],
            "responses": merge(json!({"204": {"description": "removed"}}), error_responses(&["400", "401", "422"]))}}),
        ),
        (
            "/push/settings",
            json!({
            "get": {"summary": "Which notifications are pushed, and the quiet hours", "security": token(),
                "responses": merge(json!({"200": ok("settings", schema("PushSettings"))}), error_responses(&["401"]))},
            "put": {"summary": "Save which notifications are pushed and the quiet hours; answers them as saved", "security": token(),
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("PushSettings")}}},
                "responses": merge(json!({"200": ok("saved", schema("PushSettings"))}), error_responses(&["400", "401", "415", "422"]))}}),
        ),
    ];
    for (path, value) in added {
        paths.insert(path.to_owned(), value);
    }
}
