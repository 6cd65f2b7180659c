//! The stored spellings of kinds, statuses and seat kinds, both ways. Roles (heroes)
//! are stored by their names in the game's JSON ([`protocol::RoleName`]).

use protocol::{GameKind, GameStatus, NoticeKind, SeatChange, SeatKind};
use sqlx::any::{Any, AnyTypeInfo, AnyValueRef};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type};

/// Implements `Type`, `Decode` and `Encode` for a type stored as TEXT, given its
/// `name(self) -> &'static str` and `parse(&str) -> Option<Self>`.
macro_rules! stored_as_text {
    ($name:ident, $what:literal) => {
        impl Type<Any> for $name {
            fn type_info() -> AnyTypeInfo {
                <&str as Type<Any>>::type_info()
            }
            fn compatible(ty: &AnyTypeInfo) -> bool {
                <&str as Type<Any>>::compatible(ty)
            }
        }

        impl<'r> Decode<'r, Any> for $name {
            fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<Any>>::decode(value)?;
                Self::parse(text).ok_or_else(|| format!("unknown {} {text:?}", $what).into())
            }
        }

        impl<'q> Encode<'q, Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut <Any as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                <&str as Encode<Any>>::encode(self.name(), buf)
            }
        }
    };
}

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

        stored_as_text!($name, $what);
    };
}

/// A game kind as stored in a TEXT column: its registry name ([`GameKind::name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Kind(pub GameKind);

impl Kind {
    fn name(self) -> &'static str {
        self.0.name()
    }

    fn parse(text: &str) -> Option<Self> {
        GameKind::parse(text).map(Kind)
    }
}

stored_as_text!(Kind, "game kind");

/// A yes or no as stored: INTEGER 0 or 1 on both engines (SQLite has no BOOLEAN, and
/// sqlx's `Any` reads a `bool` only from a real BOOLEAN). SQL that computes a yes or no
/// spells it `CASE WHEN … THEN 1 ELSE 0 END`. Row structs keep `bool` fields and read
/// them with `#[sqlx(try_from = "Flag")]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> AnyTypeInfo {
        <i64 as Type<Any>>::type_info()
    }
    fn compatible(ty: &AnyTypeInfo) -> bool {
        <i64 as Type<Any>>::compatible(ty)
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(Flag(<i64 as Decode<Any>>::decode(value)? != 0))
    }
}

impl<'q> Encode<'q, Any> for Flag {
    fn encode_by_ref(
        &self,
        buf: &mut <Any as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<IsNull, BoxDynError> {
        <i64 as Encode<Any>>::encode(i64::from(self.0), buf)
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
        (SeatChange::TimedOut, "timed_out"),
        (SeatChange::HandedOver, "handed_over"),
        (SeatChange::TookBack, "took_back"),
    ]
);

text_column!(
    NoticeKindCol(NoticeKind),
    "notification kind",
    [
        (NoticeKind::YourTurn, "your_turn"),
        (NoticeKind::Invited, "invited"),
        (NoticeKind::SeatTaken, "seat_taken"),
        (NoticeKind::GameStarted, "game_started"),
        (NoticeKind::GameEnded, "game_ended"),
        (NoticeKind::TimeRunningOut, "time_running_out"),
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
