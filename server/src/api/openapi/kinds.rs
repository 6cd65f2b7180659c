//! Each game's part of the OpenAPI document: its own schemas ([`Game::API_SCHEMAS`])
//! and the platform's answers and bodies typed with them, named `{kind}.…`; then, for
//! the document's operations, one schema per answer that is any game's.

use protocol::{for_kind, GameKind};
use rules::Game;
use serde_json::{json, Map, Value};

use super::{bot_level, exact, nullable, schema, small, text, u32_, with_optional};

/// Adds every game's schemas to `schemas`, and the shared names the operations use
/// (`GameSnapshot`, `LobbySnapshot`, `NewOnlineGame`, `TakeSeat`, `Legal`, `Submit`,
/// `Committed`), each one of the games' (told apart by `kind` where answers carry it).
pub(super) fn add_games(schemas: &mut Map<String, Value>) {
    let mut parts: Vec<(GameKind, Map<String, Value>)> = Vec::new();
    for &kind in GameKind::ALL {
        parts.push((kind, for_kind!(kind, G => game_part::<G>())));
    }
    for (_, part) in &parts {
        schemas.extend(part.clone());
    }
    let refs = |name: &str| -> Vec<Value> {
        parts
            .iter()
            .map(|(kind, _)| schema(&format!("{}.{name}", kind.name())))
            .collect()
    };
    let by_kind = |name: &str| -> Value {
        let mapping: Map<String, Value> = parts
            .iter()
            .map(|(kind, _)| {
                let target = format!("#/components/schemas/{}.{name}", kind.name());
                (kind.name().to_owned(), Value::String(target))
            })
            .collect();
        json!({"oneOf": refs(name), "discriminator": {"propertyName": "kind", "mapping": mapping}})
    };
    schemas.insert("GameSnapshot".into(), by_kind("GameSnapshot"));
    schemas.insert("LobbySnapshot".into(), by_kind("LobbySnapshot"));
    // Bodies and answers without `kind`: whichever game's shape fits.
    for name in ["NewOnlineGame", "TakeSeat", "Legal", "Submit", "Committed"] {
        let mut any = json!({"anyOf": refs(name)});
        if let Some(example) = parts[0].1.get(&format!("{}.{name}", parts[0].0.name())) {
            if let Some(e) = example.get("example") {
                any["example"] = e.clone();
            }
        }
        schemas.insert(name.into(), any);
    }
}

/// Game `G`'s schemas.
fn game_part<G: Game>() -> Map<String, Value> {
    let mut own: Map<String, Value> =
        serde_json::from_str(G::API_SCHEMAS).expect("the contract suite checks API_SCHEMAS");
    let examples = own.remove("examples").unwrap_or_else(|| json!({}));
    let kind = GameKind::of::<G>().name();
    let name = |part: &str| format!("{kind}.{part}");
    let own_ref = |part: &str| schema(&name(part));
    let variant = own
        .get(&name("Variant"))
        .cloned()
        .unwrap_or_else(|| json!({}));
    let variant_props = variant
        .get("properties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let variant_required: Vec<Value> = variant
        .get("required")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let status = schema("GameStatus");
    let with_variant = |mut object: Value, required_too: bool| -> Value {
        if let Some(props) = object["properties"].as_object_mut() {
            props.extend(variant_props.clone());
        }
        if required_too {
            if let Some(required) = object["required"].as_array_mut() {
                required.extend(variant_required.clone());
            }
        }
        object
    };
    let kind_const = json!({"type": "string", "const": kind});
    let lobby_seat = with_optional(
        with_optional(
            exact(json!({
                "seat": small(), "kind": {"type": "string", "enum": ["open", "player", "bot"]},
                "name": nullable(text()), "hero": nullable(own_ref("Role")), "mine": {"type": "boolean"},
                "host": {"type": "boolean"}})),
            "level",
            bot_level(),
        ),
        "rating",
        schema("PlayerRating"),
    );
    let example = |body: &str| examples.get(body).cloned().unwrap_or(Value::Null);
    // The first game is what a body without `kind` means (clients older than the others).
    let first = GameKind::ALL[0] == GameKind::of::<G>();
    let mut new_online = with_variant(
        json!({"type": "object", "required": ["seats"], "properties": {
            "kind": kind_const,
            "seats": {"type": "array", "minItems": G::SEATS.start(), "maxItems": G::SEATS.end(),
                "description": "clockwise; at least one open seat (the creator's)",
                "items": {"type": "object", "properties": {"bot": {"type": "boolean"}, "level": nullable(bot_level()), "hero": nullable(own_ref("Role"))}}},
            "hero": {"oneOf": [own_ref("Role"), {"type": "null"}], "description": "the creator's role; null deals one at the start"},
            "time_control": {"oneOf": [schema("TimeControl"), {"type": "null"}], "description": "none when left out"},
            "rated": {"oneOf": [{"type": "boolean"}, {"type": "null"}],
                "description": "whether its end moves the players' ratings; yes when left out, never with a bot seat"}},
            "example": example("NewOnlineGame")}),
        false,
    );
    if !first {
        new_online["required"] = json!(["kind", "seats"]);
    }
    let parts = [
        ("NewOnlineGame", new_online),
        (
            "TakeSeat",
            json!({"type": "object", "additionalProperties": false,
                "properties": {"hero": nullable(own_ref("Role"))}, "example": example("TakeSeat")}),
        ),
        (
            "GameSnapshot",
            with_optional(
                exact(json!({
                "kind": kind_const, "id": text(), "status": status, "version": u32_(),
                "seats": {"type": "array", "items": schema("SeatInfo")},
                "my_seats": {"type": "array", "items": small()}, "online": {"type": "boolean"},
                "imported": {"type": "boolean"}, "view": own_ref("View"),
                "log": {"type": "array", "items": exact(json!({"seq": nullable(u32_()), "seat": nullable(small()),
                    "events": {"type": "array", "items": own_ref("Event")}}))},
                "seat_notes": {"type": "array", "items": schema("SeatNote")},
                "clock": nullable(schema("ClockView")),
                "reclaimable": {"type": "array", "items": small(), "description": "the caller's seats the bot holds after timeouts"}})),
                "ratings",
                json!({"type": "array", "items": schema("RatingChange"), "description": "a finished rated game: each seat's rating change (left out otherwise)"}),
            ),
        ),
        (
            "LobbySnapshot",
            with_variant(
                exact(json!({
                    "kind": kind_const, "id": text(), "status": status, "host": text(),
                    "is_host": {"type": "boolean"}, "signed_in": {"type": "boolean"},
                    "seats": {"type": "array", "items": lobby_seat}, "created_at": text(), "rev": u32_(),
                    "time_control": nullable(schema("TimeControl")),
                    "rated": {"type": "boolean", "description": "whether its end moves the players' ratings"},
                    "same_client": {"type": "boolean", "description": "two accounts took their seats from one client (address or browser session): the game starts unrated"}})),
                true,
            ),
        ),
        (
            "Legal",
            exact(json!({"version": u32_(), "seat": nullable(small()),
                "actions": {"type": "array", "items": own_ref("Action")}})),
        ),
        (
            "Submit",
            json!({"type": "object", "required": ["seat", "action", "expected_version"], "additionalProperties": false,
                "properties": {"seat": small(), "action": own_ref("Action"), "expected_version": u32_()},
                "example": example("Submit")}),
        ),
        (
            "Committed",
            exact(
                json!({"version": u32_(), "events": {"type": "array", "items": own_ref("Event")}}),
            ),
        ),
    ];
    for (part, value) in parts {
        own.insert(name(part), value);
    }
    own
}
