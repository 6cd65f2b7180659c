use super::*;
use protocol::NewSeat;

/// Random roles are dealt only from roles nobody picked, so all roles differ;
/// names are trimmed.
#[test]
fn random_heroes_come_from_those_not_taken() {
    fn check<G: Game>() {
        let seats = usize::from(*G::SEATS.end());
        let picked = |i: usize| (i == 0).then(|| RoleName::of::<G>(G::roles()[1]));
        for _ in 0..50 {
            let new = NewGame::<G> {
                seats: (0..seats)
                    .map(|i| NewSeat {
                        name: format!(" P{i} "),
                        hero: picked(i),
                        bot: i == 2,
                        level: None,
                    })
                    .collect(),
                variant: G::Variant::default(),
            };
            let (rows, roles) = validate(&new).unwrap();
            assert_eq!(rows[0].info.name, "P0");
            assert_eq!(roles[0], G::roles()[1]);
            let mut names: Vec<_> = rows.iter().map(|s| s.info.hero.clone()).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), seats);
        }
    }
    for &kind in GameKind::ALL {
        protocol::for_kind!(kind, G => check::<G>());
    }
}
