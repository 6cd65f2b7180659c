//! The page's language through the real server: the `karak_lang` cookie (the switch's
//! choice), else the browser's Accept-Language, decides `<html lang>` and the words
//! the server renders, on the home page and at a Karak table.

mod common;

use common::{request, Server};

/// Request headers, as [`request`] takes them.
type Headers<'a> = &'a [(&'a str, &'a str)];

const NEW_GAME: &str = r#"{"game":{"seats":[{"name":"A","hero":null,"bot":false},{"name":"B","hero":null,"bot":false}],"expert":false}}"#;

/// Rules: the cookie wins over the browser's language; a browser asking for French
/// (any region) gets French; anything unsupported gets English.
#[test]
fn pages_are_rendered_in_the_chosen_language() {
    let s = Server::start(&[]);
    let home = |headers: Headers| {
        let page = request(s.port, "GET", "/", None, headers).unwrap();
        assert_eq!(page.status, 200);
        page.body
    };
    let cases: [(Headers, &str, &str); 5] = [
        (
            &[("Accept-Language", "fr-CA,fr;q=0.9,en;q=0.5")],
            "fr",
            "Jeux",
        ),
        (&[("Cookie", "karak_lang=fr")], "fr", "Jeux"),
        (
            &[("Accept-Language", "fr-FR"), ("Cookie", "karak_lang=de")],
            "de",
            "Spiele",
        ),
        (
            &[("Accept-Language", "de-DE"), ("Cookie", "karak_lang=fr")],
            "fr",
            "Jeux",
        ),
        (&[("Accept-Language", "it-IT")], "en", "Games"),
    ];
    for (headers, lang, heading) in cases {
        let body = home(headers);
        assert!(
            body.contains(&format!("<html lang=\"{lang}\"")),
            "{headers:?}: not lang {lang}"
        );
        assert!(body.contains(heading), "{headers:?}: no {heading:?}");
    }
    assert!(!home(&[]).contains("Jeux"));

    // A Karak table rendered in French: its question and its panel.
    let made = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
    let game: String = serde_json::from_str(&made.body).unwrap();
    let cookies = format!("{}; karak_lang=fr", made.cookie_pair());
    let table = request(
        s.port,
        "GET",
        &format!("/games/{game}"),
        None,
        &[("Cookie", &cookies)],
    )
    .unwrap();
    assert_eq!(table.status, 200);
    assert!(table.body.contains("<html lang=\"fr\""));
    assert!(table.body.contains("Où va votre héros"), "{}", table.body);
    assert!(table.body.contains("Pas restants"));
    assert!(!table.body.contains("Where does your hero go"));
}
