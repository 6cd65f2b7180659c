use super::*;

/// Every error crosses the wire and comes back equal (`Invalid` once failed to
/// serialize, which turned refusals into "could not reach the server"), refusals
/// with their reasons' fields beside the tag.
#[test]
fn errors_round_trip_through_json() {
    for e in [
        GameError::NotFound,
        GameError::NotYourSeat { seat: 2 },
        GameError::Conflict { current: 7 },
        GameError::Rule {
            rule: "r".to_owned(),
            detail: "d".to_owned(),
        },
        GameError::Invalid(Refusal::SeatCount {
            game: "karak".to_owned(),
            min: 2,
            max: 5,
        }),
        GameError::Invalid(Refusal::Import {
            detail: "d".to_owned(),
            problem: Some(ImportProblem::Seats),
        }),
        GameError::Forbidden(Refusal::OnlyHostStarts),
        GameError::NotStarted,
        GameError::SignInRequired,
        GameError::Internal,
    ] {
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(
            serde_json::from_str::<GameError>(&json).unwrap(),
            e,
            "{json}"
        );
    }
    assert_eq!(
        serde_json::to_string(&GameError::Invalid(Refusal::NoSuchSeat { seat: 7 })).unwrap(),
        r#"{"error":"invalid","code":"no_such_seat","seat":7}"#
    );
}
