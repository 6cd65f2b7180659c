//! Notifications: what happens to an account (its turn, a seat taken in its lobby, a
//! game started or ended, time running out) written for it, listed and marked read;
//! and the account's live counts, which every open page of the site shows.
//!
//! Writing a notification never holds up the move that caused it: it is written by a
//! task of its own after the move, and the account's open pages are told it changed
//! (here and, on PostgreSQL, on the other servers), then read their counts through
//! the normal, authorised path. Nothing hidden goes into one: a notification names a
//! game, a kind and people, never a card, a tile or a hand.

use std::collections::HashMap;
use std::sync::Mutex;

use protocol::{AccountUpdate, GameError, Notice, NoticeKind, SeatKind};
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::live::LiveGame;
use crate::store::notices::{self, NewNotice, NoticeRow};
use crate::{internal, Caller, Service};

/// How long notifications are kept.
const KEPT_FOR_MS: i64 = 30 * 86_400_000;

/// How many a list shows (newest first).
const LIST_LIMIT: i64 = 50;

/// What a notification's words need, stored as JSON beside it.
#[derive(Debug, Default, Serialize, Deserialize)]
struct NoticeData {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    who: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    winners: Vec<String>,
}

/// The open account streams of this server: one channel per account, a message
/// meaning "your counts changed, read them again".
#[derive(Debug, Default)]
pub(crate) struct AccountWatchers {
    channels: Mutex<HashMap<i64, broadcast::Sender<()>>>,
}

impl AccountWatchers {
    fn subscribe(&self, user: i64) -> broadcast::Receiver<()> {
        let mut channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        channels.retain(|_, tx| tx.receiver_count() > 0);
        channels
            .entry(user)
            .or_insert_with(|| broadcast::channel(4).0)
            .subscribe()
    }

    /// Tells account `user`'s streams on this server that its counts changed.
    pub(crate) fn changed_here(&self, user: i64) {
        let channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(tx) = channels.get(&user) {
            let _ = tx.send(());
        }
    }

    /// Ends every stream (at shutdown).
    pub(crate) fn close_all(&self) {
        self.channels
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clear();
    }
}

/// A notification to write at once (see [`Service::tell_now`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct NoticeFor<'a> {
    pub user: i64,
    pub game: &'a str,
    pub kind: NoticeKind,
    /// The other person in it.
    pub who: Option<&'a str>,
}

/// A notification of `kind` about game `game` for account `user`.
fn notice(user: i64, game: &str, kind: NoticeKind, data: &NoticeData) -> NewNotice {
    NewNotice {
        user_id: user,
        game_id: Some(game.to_owned()),
        kind,
        data: serde_json::to_string(data).unwrap_or_else(|_| "{}".to_owned()),
    }
}

/// The account holding `seat` of a started game, if a person's account holds it.
fn account_at(live: &LiveGame, seat: u8) -> Option<i64> {
    live.seats
        .iter()
        .find(|s| s.info.seat == seat && s.info.kind == SeatKind::Account)
        .and_then(|s| s.user_id)
}

impl Service {
    /// Account `caller`'s notifications, newest first (at most 50, none older than
    /// 30 days).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::Internal`].
    pub async fn notices(&self, caller: &Caller) -> Result<Vec<Notice>, GameError> {
        let user = signed_in(caller)?;
        let rows = notices::list(self.db(), user, LIST_LIMIT)
            .await
            .map_err(|e| internal("listing notifications", e))?;
        Ok(rows.into_iter().map(into_notice).collect())
    }

    /// Marks `caller`'s notifications up to `up_to` (an id) read.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::Internal`].
    pub async fn mark_notices_read(&self, caller: &Caller, up_to: i64) -> Result<(), GameError> {
        let user = signed_in(caller)?;
        let marked = notices::mark_read(self.db(), user, up_to)
            .await
            .map_err(|e| internal("marking notifications read", e))?;
        if marked > 0 {
            self.account_changed(user);
        }
        Ok(())
    }

    /// What `caller`'s pages show: unread notifications and games waiting for them.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::Internal`].
    pub async fn account_update(&self, caller: &Caller) -> Result<AccountUpdate, GameError> {
        let user = signed_in(caller)?;
        let (unread, my_turns, latest) = notices::counts(self.db(), user)
            .await
            .map_err(|e| internal("counting notifications", e))?;
        Ok(AccountUpdate {
            unread: u32::try_from(unread).unwrap_or(u32::MAX),
            my_turns: u32::try_from(my_turns).unwrap_or(u32::MAX),
            latest,
        })
    }

    /// A receiver that hears whenever account `caller`'s counts may have changed.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest.
    pub fn watch_account(&self, caller: &Caller) -> Result<broadcast::Receiver<()>, GameError> {
        let user = signed_in(caller)?;
        Ok(self.accounts.subscribe(user))
    }

    /// Forgets the notifications older than 30 days; answers how many went. The server
    /// calls this every minute.
    ///
    /// # Errors
    /// [`GameError::Internal`].
    pub async fn forget_old_notices(&self) -> Result<u64, GameError> {
        notices::forget_older(self.db(), crate::store::now_millis() - KEPT_FOR_MS)
            .await
            .map_err(|e| internal("forgetting old notifications", e))
    }

    /// Tells each player whose time for a decision is a quarter left (once per
    /// decision, whichever server claims it).
    pub(crate) async fn warn_running_out(&self) -> Result<(), GameError> {
        let due = notices::claim_warnings(self.db(), crate::store::now_millis())
            .await
            .map_err(|e| internal("claiming clock warnings", e))?;
        let told = due
            .iter()
            .map(|(game, user)| {
                notice(
                    *user,
                    game,
                    NoticeKind::TimeRunningOut,
                    &NoticeData::default(),
                )
            })
            .collect();
        self.tell(told, Vec::new());
        Ok(())
    }

    /// After a move of online game `live`: the player whose decision it now is learns
    /// it is their turn; at the end every player learns who won (`winners`, by name);
    /// the one whose decision it was has one game fewer waiting for them.
    pub(crate) fn after_move(&self, live: &LiveGame, before: Option<u8>, winners: Vec<String>) {
        let after = live.to_act().map(|s| s.0);
        if !live.online || after == before {
            return;
        }
        let changed: Vec<i64> = before
            .and_then(|s| account_at(live, s))
            .into_iter()
            .collect();
        let told = match after {
            Some(seat) => account_at(live, seat)
                .map(|user| notice(user, &live.id, NoticeKind::YourTurn, &NoticeData::default()))
                .into_iter()
                .collect(),
            // Everyone who held a seat learns the result, also who resigned or
            // whose seat the bot kept after their time ran out.
            None => {
                let data = NoticeData { who: None, winners };
                live.seats
                    .iter()
                    .filter_map(|s| s.user_id)
                    .map(|user| notice(user, &live.id, NoticeKind::GameEnded, &data))
                    .collect()
            }
        };
        self.tell(told, changed);
    }

    /// When online game `live` starts: every player but the host learns it started, and
    /// the first to decide that it is their turn.
    pub(crate) fn after_start(&self, live: &LiveGame) {
        let first = live.to_act().and_then(|s| account_at(live, s.0));
        let mut told: Vec<NewNotice> = live
            .seats
            .iter()
            .filter(|s| s.info.kind == SeatKind::Account)
            .filter_map(|s| s.user_id)
            .filter(|&user| Some(user) != live.owner_user)
            .map(|user| {
                notice(
                    user,
                    &live.id,
                    NoticeKind::GameStarted,
                    &NoticeData::default(),
                )
            })
            .collect();
        if let Some(user) = first.filter(|&u| Some(u) != live.owner_user) {
            told.push(notice(
                user,
                &live.id,
                NoticeKind::YourTurn,
                &NoticeData::default(),
            ));
        }
        let host: Vec<i64> = live.owner_user.into_iter().collect();
        self.tell(told, host);
    }

    /// Tells `host` that `who` took a seat in their waiting game `game`.
    pub(crate) fn seat_taken(&self, host: i64, game: &str, who: &str) {
        let data = NoticeData {
            who: Some(who.to_owned()),
            winners: Vec::new(),
        };
        self.tell(
            vec![notice(host, game, NoticeKind::SeatTaken, &data)],
            Vec::new(),
        );
    }

    /// Writes notification `n` before answering (an invitation exists once its sender
    /// is told it was sent) and tells the account's open pages.
    pub(crate) async fn tell_now(&self, n: NoticeFor<'_>) -> Result<(), GameError> {
        let data = NoticeData {
            who: n.who.map(str::to_owned),
            winners: Vec::new(),
        };
        let ids = notices::insert(self.db(), &[notice(n.user, n.game, n.kind, &data)])
            .await
            .map_err(|e| internal("writing a notification", e))?;
        self.account_changed(n.user);
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let service = self.clone();
            runtime.spawn(async move { service.push_notices(&ids).await });
        }
        Ok(())
    }

    /// Writes `told` (off the caller's path) and tells the open pages of their accounts
    /// and of `changed` that their counts changed.
    fn tell(&self, told: Vec<NewNotice>, changed: Vec<i64>) {
        if told.is_empty() && changed.is_empty() {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let service = self.clone();
        runtime.spawn(async move {
            let mut ids = Vec::new();
            if !told.is_empty() {
                let turn = service.db().server_writes().await;
                let written = notices::insert(service.db(), &told).await;
                drop(turn);
                match written {
                    Ok(written) => ids = written,
                    Err(e) => tracing::warn!(error = %e, "notifications were not written"),
                }
            }
            let mut users: Vec<i64> = told.iter().map(|n| n.user_id).chain(changed).collect();
            users.sort_unstable();
            users.dedup();
            for user in users {
                service.account_changed(user);
            }
            service.push_notices(&ids).await;
        });
    }

    /// Tells account `user`'s open pages, here and on the other servers, to read their
    /// counts again.
    pub(crate) fn account_changed(&self, user: i64) {
        self.accounts.changed_here(user);
        self.watchers.relay_account(user);
    }
}

pub(crate) fn signed_in(caller: &Caller) -> Result<i64, GameError> {
    match caller {
        Caller::User(u) => Ok(*u),
        Caller::Guest(_) => Err(GameError::SignInRequired),
    }
}

/// A stored notification as pages read it; unreadable data reads as none.
pub(crate) fn into_notice(row: NoticeRow) -> Notice {
    let data: NoticeData = serde_json::from_str(&row.data).unwrap_or_default();
    Notice {
        id: row.id,
        kind: row.kind.0,
        game: row.game_id,
        game_kind: row.game_kind.map(|k| k.0),
        who: data.who,
        winners: data.winners,
        created_at: row.created_at,
        read: row.read_at.is_some(),
    }
}
