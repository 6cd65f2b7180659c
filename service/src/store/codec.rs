//! The stored spellings of kinds, statuses and seat kinds, both ways. Roles (heroes)
//! are stored by their names in the game's JSON ([`protocol::RoleName`]).

use protocol::{GameKind, GameStatus, SeatChange, SeatKind};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::sqlite::{Sqlite, SqliteArgumentValue, SqliteTypeInfo, SqliteValueRef};
use sqlx::{Decode, Encode, Type};

/// Implements `Type`, `Decode` and `Encode` for a newtype stored as TEXT, from a
/// table of (value, stored spelling).
macro_rules! text_column {
    ($name:ident($inner:ty), $what:literal, [$(($value:path, $text:literal)),* $(,)?]) => {
        #[doc = concat!("A ", $what, " as stored in a TEXT column.")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) struct $name(pub $inner);

        impl $name {
            /// The stored spelling.
            pub fn name(self) -> &'static str {
                match self.0 {
                    $($value => $text,)*
                }
            }

            fn parse(text: &str) -> Option<Self> {
                match text {
                    $($text => Some(Self($value)),)*
                    _ => None,
                }
            }
        }

        impl Type<Sqlite> for $name {
            fn type_info() -> SqliteTypeInfo {
                <&str as Type<Sqlite>>::type_info()
            }
            fn compatible(ty: &SqliteTypeInfo) -> bool {
                <&str as Type<Sqlite>>::compatible(ty)
            }
        }

        impl<'r> Decode<'r, Sqlite> for $name {
            fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<Sqlite>>::decode(value)?;
                Self::parse(text).ok_or_else(|| format!("unknown {} {text:?}", $what).into())
            }
        }

        impl<'q> Encode<'q, Sqlite> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut Vec<SqliteArgumentValue<'q>>,
            ) -> Result<IsNull, BoxDynError> {
                <&str as Encode<Sqlite>>::encode(self.name(), buf)
            }
        }
    };
}

/// A game kind as stored in a TEXT column: its registry name ([`GameKind::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Kind(pub GameKind);

impl Type<Sqlite> for Kind {
    fn type_info() -> SqliteTypeInfo {
        <&str as Type<Sqlite>>::type_info()
    }
    fn compatible(ty: &SqliteTypeInfo) -> bool {
        <&str as Type<Sqlite>>::compatible(ty)
    }
}

impl<'r> Decode<'r, Sqlite> for Kind {
    fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
        let text = <&str as Decode<Sqlite>>::decode(value)?;
        GameKind::parse(text)
            .map(Kind)
            .ok_or_else(|| format!("unknown game kind {text:?}").into())
    }
}

impl<'q> Encode<'q, Sqlite> for Kind {
    fn encode_by_ref(&self, buf: &mut Vec<SqliteArgumentValue<'q>>) -> Result<IsNull, BoxDynError> {
        <&str as Encode<Sqlite>>::encode(self.0.name(), buf)
    }
}
text_column!(
    Status(GameStatus),
    "game status",
    [
        (GameStatus::Waiting, "waiting"),
        (GameStatus::Active, "active"),
        (GameStatus::Finished, "finished"),
    ]
);
text_column!(
    SeatKindCol(SeatKind),
    "seat kind",
    [
        (SeatKind::Local, "local"),
        (SeatKind::Bot, "bot"),
        (SeatKind::Account, "account"),
    ]
);

text_column!(
    SeatChangeCol(SeatChange),
    "seat change",
    [
        (SeatChange::Resigned, "resigned"),
        (SeatChange::AccountDeleted, "account_deleted"),
    ]
);

/// The stored spelling of a game status (SQL text that compares statuses uses it).
pub(crate) fn status_name(status: GameStatus) -> &'static str {
    Status(status).name()
}

#[cfg(test)]
mod tests {
    use super::*;
    /// Every status and seat kind reads back from its stored spelling.
    #[test]
    fn spellings_round_trip() {
        for s in [
            GameStatus::Waiting,
            GameStatus::Active,
            GameStatus::Finished,
        ] {
            assert_eq!(Status::parse(Status(s).name()), Some(Status(s)));
        }
        for k in [SeatKind::Local, SeatKind::Bot, SeatKind::Account] {
            assert_eq!(
                SeatKindCol::parse(SeatKindCol(k).name()),
                Some(SeatKindCol(k))
            );
        }
        assert_eq!(Status::parse("over"), None);
    }
}
