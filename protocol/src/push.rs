//! Web Push: the devices an account receives notifications on when no tab of the
//! site is open, and which notifications go there when.

use serde::{Deserialize, Serialize};

use crate::NoticeKind;

/// The most devices one account may subscribe.
pub const MAX_PUSH_DEVICES: u32 = 10;

/// A browser's push subscription as `PushSubscription.toJSON()` gives it, with the
/// language its notifications are worded in and a name for the device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewPushDevice {
    /// Where the push service takes messages for this browser (an `https` URL).
    pub endpoint: String,
    /// The browser's keys.
    pub keys: PushKeys,
    /// The language of its notifications: `en`, `de` or `fr`.
    pub language: String,
    /// What the player sees in their list of devices ("Firefox on Android").
    #[serde(default)]
    pub device: String,
    /// When the push service forgets the subscription (milliseconds), if it says.
    #[serde(default, rename = "expirationTime")]
    pub expiration_time: Option<f64>,
}

/// The keys a browser gives with its subscription (RFC 8291), base64url.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushKeys {
    /// The browser's P-256 public key, 65 bytes uncompressed.
    pub p256dh: String,
    /// The authentication secret, 16 bytes.
    pub auth: String,
}

/// A device an account receives push notifications on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushDevice {
    /// Its id (to remove it).
    pub id: i64,
    /// Its name.
    pub device: String,
    /// Its push endpoint (the page compares it with its own to say "this device").
    pub endpoint: String,
    /// When it was added, RFC 3339 UTC.
    pub created_at: String,
}

/// Which notifications an account wants pushed, and when not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushSettings {
    /// The kinds pushed; the others stay in the list only.
    pub kinds: Vec<NoticeKind>,
    /// Hours in which nothing is pushed, if any.
    #[serde(default)]
    pub quiet: Option<QuietHours>,
}

impl Default for PushSettings {
    /// A turn, an invitation, time running out and a result are pushed; a seat taken
    /// and a game started (which come with "your turn" or soon before it) are not.
    fn default() -> Self {
        Self {
            kinds: vec![
                NoticeKind::YourTurn,
                NoticeKind::Invited,
                NoticeKind::TimeRunningOut,
                NoticeKind::GameEnded,
            ],
            quiet: None,
        }
    }
}

impl PushSettings {
    /// Whether a notification of `kind` made at `utc_minute` (minutes since
    /// midnight UTC) is pushed.
    pub fn pushes(&self, kind: NoticeKind, utc_minute: u16) -> bool {
        self.kinds.contains(&kind) && !self.quiet.is_some_and(|q| q.contains(utc_minute))
    }
}

/// Hours without push: from `from` to `to` in the player's local time (minutes
/// since midnight; `from` after `to` spans midnight, as 22:00–07:00 does).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuietHours {
    /// First quiet minute, 0–1439.
    pub from: u16,
    /// First minute that is not quiet again, 0–1439.
    pub to: u16,
    /// The player's offset from UTC in minutes when they saved it (+60 in Paris in
    /// winter), −840…+840.
    pub utc_offset: i16,
}

impl QuietHours {
    /// The minutes of a day.
    pub const DAY: u16 = 1440;

    /// Whether the times are minutes of a day, the offset one the world uses and the
    /// span not empty.
    pub fn is_valid(&self) -> bool {
        self.from < Self::DAY
            && self.to < Self::DAY
            && self.from != self.to
            && (-840..=840).contains(&self.utc_offset)
    }

    /// Whether `utc_minute` (minutes since midnight UTC) is quiet.
    pub fn contains(&self, utc_minute: u16) -> bool {
        let day = i32::from(Self::DAY);
        let local = (i32::from(utc_minute) + i32::from(self.utc_offset)).rem_euclid(day);
        let (from, to) = (i32::from(self.from), i32::from(self.to));
        if from < to {
            (from..to).contains(&local)
        } else {
            local >= from || local < to
        }
    }
}

/// What the service worker receives (encrypted) and shows: words only, never
/// anything a seat hides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushMessage {
    /// The notification's title.
    pub title: String,
    /// Its words.
    pub body: String,
    /// The page a click opens (a path of this site).
    pub url: String,
    /// Replaces an earlier notification of the same tag (the in-page one included).
    pub tag: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hours(from: u16, to: u16, utc_offset: i16) -> QuietHours {
        QuietHours {
            from,
            to,
            utc_offset,
        }
    }

    /// 22:00–07:00 in Paris in winter (UTC+1) is 21:00–06:00 UTC.
    #[test]
    fn quiet_hours_span_midnight_in_local_time() {
        let night = hours(22 * 60, 7 * 60, 60);
        assert!(night.contains(21 * 60));
        assert!(night.contains(0));
        assert!(night.contains(5 * 60 + 59));
        assert!(!night.contains(6 * 60));
        assert!(!night.contains(20 * 60 + 59));
    }

    /// 13:00–14:00 in New York (UTC−5) is 18:00–19:00 UTC.
    #[test]
    fn quiet_hours_within_a_day() {
        let lunch = hours(13 * 60, 14 * 60, -300);
        assert!(lunch.contains(18 * 60));
        assert!(!lunch.contains(19 * 60));
        assert!(!lunch.contains(13 * 60));
    }

    #[test]
    fn quiet_hours_out_of_range_are_invalid() {
        assert!(hours(0, 60, 0).is_valid());
        assert!(!hours(1440, 60, 0).is_valid());
        assert!(!hours(60, 60, 0).is_valid());
        assert!(!hours(0, 60, 900).is_valid());
    }

    #[test]
    fn only_chosen_kinds_outside_quiet_hours_are_pushed() {
        let mut settings = PushSettings::default();
        assert!(settings.pushes(NoticeKind::YourTurn, 600));
        assert!(!settings.pushes(NoticeKind::SeatTaken, 600));
        settings.quiet = Some(hours(540, 660, 0));
        assert!(!settings.pushes(NoticeKind::YourTurn, 600));
    }
}
