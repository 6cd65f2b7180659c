//! The OpenAPI part of profiles and leaderboards (see `api/players.rs`).

use serde_json::{json, Map, Value};

use super::{error_responses, exact, merge, nullable, ok, optional_token, schema, text};

fn count() -> Value {
    json!({"type": "integer", "minimum": 0, "maximum": 4294967295u64})
}

fn place() -> Value {
    json!({"type": "integer", "minimum": 1, "maximum": 255})
}

/// Adds the schemas of profiles and leaderboards to `schemas`.
pub fn add_schemas(schemas: &mut Map<String, Value>) {
    let shown = json!({"type": "integer", "description": "rating points: a new player has 1500"});
    let added = [
        (
            "PlayerRating",
            exact(json!({
                "kind": schema("GameKind"), "rating": shown, "uncertainty": {"type": "integer", "description": "± this much"},
                "games": count(), "wins": count(),
                "provisional": {"type": "boolean", "description": "fewer than 5 rated games"}})),
        ),
        (
            "RatingChange",
            exact(
                json!({"seat": {"type": "integer", "minimum": 0, "maximum": 255}, "place": place(),
                "before": {"type": "integer"}, "after": {"type": "integer"}}),
            ),
        ),
        (
            "RatingPoint",
            exact(
                json!({"game": {"type": "string", "description": "the game after which (empty for the start)"},
                "at": text(), "rating": {"type": "integer"}}),
            ),
        ),
        (
            "HeroRecord",
            exact(json!({"hero": text(), "games": count(), "wins": count()})),
        ),
        (
            "ProfileKind",
            exact(json!({"rating": schema("PlayerRating"),
                "history": {"type": "array", "items": schema("RatingPoint"), "description": "oldest first, the start first"},
                "heroes": {"type": "array", "items": schema("HeroRecord")}})),
        ),
        (
            "ProfileGame",
            exact(
                json!({"id": text(), "kind": schema("GameKind"), "finished_at": nullable(text()),
                "hero": nullable(text()), "players": {"type": "integer", "minimum": 0, "maximum": 255},
                "rating": nullable(schema("RatingChange"))}),
            ),
        ),
        (
            "HeadToHead",
            exact(json!({"games": count(), "ahead": count(), "behind": count()})),
        ),
        ("Profile", {
            let mut profile = exact(json!({"name": text(), "joined": text(),
                "kinds": {"type": "array", "items": schema("ProfileKind"), "description": "one per game played rated"},
                "recent": {"type": "array", "items": schema("ProfileGame"), "description": "the last 20 finished online games, newest first"},
                "head_to_head": nullable(schema("HeadToHead"))}));
            profile["example"] = json!({"name": "Ann", "joined": "2026-11-20T09:00:00.000Z",
                "kinds": [{"rating": {"kind": "karak", "rating": 1538, "uncertainty": 431, "games": 1, "wins": 1, "provisional": true},
                    "history": [{"game": "", "at": "", "rating": 1500}, {"game": "kQ3vX9pLm2Ta", "at": "2026-11-21T20:15:00.000Z", "rating": 1538}],
                    "heroes": [{"hero": "Wizard", "games": 1, "wins": 1}]}],
                "recent": [{"id": "kQ3vX9pLm2Ta", "kind": "karak", "finished_at": "2026-11-21T20:15:00.000Z", "hero": "Wizard", "players": 2,
                    "rating": {"seat": 0, "place": 1, "before": 1500, "after": 1538}}],
                "head_to_head": {"games": 1, "ahead": 1, "behind": 0}});
            profile
        }),
        (
            "LeaderboardRow",
            exact(
                json!({"place": {"type": "integer", "minimum": 1}, "name": text(), "rating": {"type": "integer"},
                "uncertainty": {"type": "integer"}, "games": count(), "wins": count()}),
            ),
        ),
        ("Leaderboard", {
            let mut board = exact(
                json!({"kind": schema("GameKind"), "page": {"type": "integer", "minimum": 1},
                "pages": {"type": "integer", "minimum": 1}, "rows": {"type": "array", "items": schema("LeaderboardRow")},
                "mine": nullable(schema("LeaderboardRow")),
                "established_after": {"type": "integer", "minimum": 0, "description": "how many rated games make a rating established (listed): the server's setting"}}),
            );
            board["example"] = json!({"kind": "goblin", "page": 1, "pages": 1,
                "rows": [{"place": 1, "name": "Bo", "rating": 1712, "uncertainty": 190, "games": 12, "wins": 7}],
                "mine": null, "established_after": 5});
            board
        }),
    ];
    for (name, value) in added {
        schemas.insert(name.to_owned(), value);
    }
}

/// Adds the operations of profiles and leaderboards to `paths`.
pub fn add_paths(paths: &mut Map<String, Value>) {
    let name = json!({"name": "name", "in": "path", "required": true, "schema": {"type": "string", "minLength": 1, "maxLength": 100}});
    let game =
        json!({"name": "game", "in": "path", "required": true, "schema": schema("GameKind")});
    let page = json!({"name": "page", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 4294967295u64, "default": 1}});
    let added = [
        (
            "/players/{name}",
            json!({"get": {"summary": "A player's public profile: ratings with their history, heroes, last games; with a token, the record against the caller",
                "security": optional_token(), "parameters": [name],
                "responses": merge(json!({"200": ok("the profile", schema("Profile"))}), error_responses(&["400", "401", "404"]))}}),
        ),
        (
            "/leaderboard/{game}",
            json!({"get": {"summary": "A page (25 places) of a game's leaderboard: the best 100 established ratings (5 rated games or more); with a token, the caller's own place",
                "security": optional_token(), "parameters": [game, page],
                "responses": merge(json!({"200": ok("the page", schema("Leaderboard"))}), error_responses(&["400", "401", "404"]))}}),
        ),
    ];
    for (path, value) in added {
        paths.insert(path.to_owned(), value);
    }
}
