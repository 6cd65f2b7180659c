//! Texts of accounts (navigation, sign-in, sign-up, the account page and API
//! tokens), English and German. A table of its own beside [`super::Texts`].

use leptos::prelude::Get;
use protocol::AccountError;

use super::{I18n, Lang};

/// Every fixed text of accounts, in one language.
pub struct AccountTexts {
    pub nav_label: &'static str,
    pub my_games: &'static str,
    pub sign_in: &'static str,
    pub sign_up: &'static str,
    pub sign_out: &'static str,
    pub account: &'static str,
    pub signed_in_as: &'static str,
    pub name: &'static str,
    pub name_help: &'static str,
    pub password: &'static str,
    pub password_help: &'static str,
    pub sign_in_heading: &'static str,
    pub sign_up_heading: &'static str,
    pub sign_in_lead: &'static str,
    pub sign_up_lead: &'static str,
    pub no_account_yet: &'static str,
    pub have_account: &'static str,
    pub working: &'static str,
    pub already_signed_in: &'static str,
    pub member_since: &'static str,
    pub change_password: &'static str,
    pub current_password: &'static str,
    pub new_password: &'static str,
    pub password_changed: &'static str,
    pub tokens: &'static str,
    pub tokens_help: &'static str,
    pub token_label: &'static str,
    pub token_password: &'static str,
    pub create_token: &'static str,
    pub token_created: &'static str,
    pub token_once: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub no_tokens: &'static str,
    pub created: &'static str,
    pub last_used: &'static str,
    pub never_used: &'static str,
    pub revoke: &'static str,
    pub revoke_confirm: &'static str,
    pub keep_token: &'static str,
    pub delete_account: &'static str,
    pub delete_help: &'static str,
    pub delete_confirm: &'static str,
    pub sign_in_needed: &'static str,
    // Errors, one per `AccountError`.
    pub err_invalid_name: &'static str,
    pub err_invalid_password: &'static str,
    pub err_name_unavailable: &'static str,
    pub err_bad_credentials: &'static str,
    /// `{n}` is replaced by the seconds to wait.
    pub err_too_many: &'static str,
    pub err_busy: &'static str,
    pub err_sign_in_required: &'static str,
    pub err_invalid_label: &'static str,
    pub err_too_many_tokens: &'static str,
    pub err_token_not_found: &'static str,
    pub err_internal: &'static str,
    pub err_transport: &'static str,
    pub err_missing_credentials: &'static str,
    pub err_wrong_current_password: &'static str,
}

impl AccountTexts {
    /// The player-facing message of an account error in this language.
    pub fn error(&self, e: &AccountError) -> String {
        match e {
            AccountError::InvalidName => self.err_invalid_name.to_owned(),
            AccountError::InvalidPassword => self.err_invalid_password.to_owned(),
            AccountError::NameUnavailable => self.err_name_unavailable.to_owned(),
            AccountError::BadCredentials => self.err_bad_credentials.to_owned(),
            AccountError::TooManyAttempts { retry_after_secs } => self
                .err_too_many
                .replace("{n}", &retry_after_secs.to_string()),
            AccountError::Busy { retry_after_secs } => {
                self.err_busy.replace("{n}", &retry_after_secs.to_string())
            }
            AccountError::SignInRequired => self.err_sign_in_required.to_owned(),
            AccountError::InvalidLabel => self.err_invalid_label.to_owned(),
            AccountError::TooManyTokens => self.err_too_many_tokens.to_owned(),
            AccountError::TokenNotFound => self.err_token_not_found.to_owned(),
            AccountError::Internal => self.err_internal.to_owned(),
            AccountError::MissingCredentials => self.err_missing_credentials.to_owned(),
            AccountError::WrongCurrentPassword => self.err_wrong_current_password.to_owned(),
        }
    }

    /// The message of a failed account server function.
    pub fn api_error(&self, e: &crate::api::accounts::AccountApiError) -> String {
        match e.account() {
            Some(e) => self.error(e),
            None => self.err_transport.to_owned(),
        }
    }
}

impl Lang {
    /// The account texts of this language.
    pub fn accounts(self) -> &'static AccountTexts {
        match self {
            Lang::En => &EN,
            Lang::De => &DE,
        }
    }
}

impl I18n {
    /// The account texts of the current language (reactive).
    pub fn accounts(&self) -> &'static AccountTexts {
        self.0.get().accounts()
    }
}

pub static EN: AccountTexts = AccountTexts {
    nav_label: "Main",
    my_games: "My games",
    sign_in: "Sign in",
    sign_up: "Sign up",
    sign_out: "Sign out",
    account: "Account",
    signed_in_as: "Signed in as",
    name: "Name",
    name_help: "3 to 24 characters: letters, digits, spaces, _ and -. Other players see it at the table.",
    password: "Password",
    password_help: "10 to 128 characters. A few words make a good one.",
    sign_in_heading: "Sign in",
    sign_up_heading: "Create an account",
    sign_in_lead: "Welcome back. Your games wait where you left them.",
    sign_up_lead: "With an account you play online on your own device and keep your games everywhere. Games you started as a guest in this browser stay yours.",
    no_account_yet: "No account yet?",
    have_account: "Already have an account?",
    working: "One moment…",
    already_signed_in: "You are signed in.",
    member_since: "Playing since",
    change_password: "Change password",
    current_password: "Current password",
    new_password: "New password",
    password_changed: "Password changed. Other devices are signed out and your API tokens revoked.",
    tokens: "API tokens",
    tokens_help: "A token lets a bot or another program play your seats through the API. Treat it like a password.",
    token_label: "What is it for?",
    token_password: "Your password",
    create_token: "Create token",
    token_created: "Your new token",
    token_once: "Copy it now: it is shown only this once.",
    copy: "Copy",
    copied: "Copied",
    no_tokens: "No tokens yet.",
    created: "created",
    last_used: "last used",
    never_used: "never used",
    revoke: "Revoke",
    revoke_confirm: "Revoke “{label}”? Programs using it stop working at once.",
    keep_token: "Keep it",
    delete_account: "Delete account",
    delete_help: "Your account, its tokens and its sign-ins are removed for good. Your games stay, without your name.",
    delete_confirm: "Delete my account",
    sign_in_needed: "Sign in to see your account.",
    err_invalid_name: "A name has 3 to 24 characters: letters, digits, spaces, _ and -.",
    err_invalid_password: "A password has 10 to 128 characters.",
    err_name_unavailable: "This name is not available; choose another.",
    err_bad_credentials: "The name or the password is wrong.",
    err_missing_credentials: "Enter your name and your password.",
    err_wrong_current_password: "Your current password is not right; nothing was changed.",
    err_too_many: "Too many attempts. Wait {n} seconds and try again.",
    err_busy: "The server is busy. Wait {n} seconds and try again.",
    err_sign_in_required: "Sign in first.",
    err_invalid_label: "A label has 1 to 40 characters.",
    err_too_many_tokens: "You have 20 tokens already; revoke one first.",
    err_token_not_found: "There is no such token.",
    err_internal: "The server could not do that right now; nothing was changed.",
    err_transport: "Could not reach the server; check the connection and try again.",
};

pub static DE: AccountTexts = AccountTexts {
    nav_label: "Hauptmenü",
    my_games: "Meine Spiele",
    sign_in: "Anmelden",
    sign_up: "Registrieren",
    sign_out: "Abmelden",
    account: "Konto",
    signed_in_as: "Angemeldet als",
    name: "Name",
    name_help: "3 bis 24 Zeichen: Buchstaben, Ziffern, Leerzeichen, _ und -. Andere sehen ihn am Tisch.",
    password: "Passwort",
    password_help: "10 bis 128 Zeichen. Ein paar Wörter ergeben ein gutes.",
    sign_in_heading: "Anmelden",
    sign_up_heading: "Konto anlegen",
    sign_in_lead: "Willkommen zurück. Deine Spiele warten, wo du sie verlassen hast.",
    sign_up_lead: "Mit einem Konto spielst du online auf deinem eigenen Gerät und hast deine Spiele überall. Spiele, die du in diesem Browser als Gast begonnen hast, bleiben deine.",
    no_account_yet: "Noch kein Konto?",
    have_account: "Schon ein Konto?",
    working: "Einen Moment …",
    already_signed_in: "Du bist angemeldet.",
    member_since: "Dabei seit",
    change_password: "Passwort ändern",
    current_password: "Aktuelles Passwort",
    new_password: "Neues Passwort",
    password_changed: "Passwort geändert. Andere Geräte sind abgemeldet.",
    tokens: "API-Tokens",
    tokens_help: "Mit einem Token spielt ein Bot oder ein anderes Programm deine Plätze über die API. Behandle es wie ein Passwort.",
    token_label: "Wofür ist es?",
    token_password: "Dein Passwort",
    create_token: "Token erstellen",
    token_created: "Dein neues Token",
    token_once: "Kopiere es jetzt: Es wird nur dieses eine Mal gezeigt.",
    copy: "Kopieren",
    copied: "Kopiert",
    no_tokens: "Noch keine Tokens.",
    created: "erstellt",
    last_used: "zuletzt benutzt",
    never_used: "nie benutzt",
    revoke: "Widerrufen",
    revoke_confirm: "„{label}“ widerrufen? Programme, die es nutzen, funktionieren sofort nicht mehr.",
    keep_token: "Behalten",
    delete_account: "Konto löschen",
    delete_help: "Dein Konto, seine Tokens und Anmeldungen werden endgültig entfernt. Deine Spiele bleiben, ohne deinen Namen.",
    delete_confirm: "Mein Konto löschen",
    sign_in_needed: "Melde dich an, um dein Konto zu sehen.",
    err_invalid_name: "Ein Name hat 3 bis 24 Zeichen: Buchstaben, Ziffern, Leerzeichen, _ und -.",
    err_invalid_password: "Ein Passwort hat 10 bis 128 Zeichen.",
    err_name_unavailable: "Dieser Name ist nicht verfügbar; wähle einen anderen.",
    err_bad_credentials: "Name oder Passwort ist falsch.",
    err_missing_credentials: "Gib deinen Namen und dein Passwort ein.",
    err_wrong_current_password: "Dein aktuelles Passwort stimmt nicht; nichts wurde geändert.",
    err_too_many: "Zu viele Versuche. Warte {n} Sekunden und versuche es dann erneut.",
    err_busy: "Der Server ist gerade ausgelastet. Warte {n} Sekunden und versuche es dann erneut.",
    err_sign_in_required: "Melde dich zuerst an.",
    err_invalid_label: "Eine Bezeichnung hat 1 bis 40 Zeichen.",
    err_too_many_tokens: "Du hast schon 20 Tokens; widerrufe zuerst eines.",
    err_token_not_found: "Dieses Token gibt es nicht.",
    err_internal: "Der Server konnte das gerade nicht tun; nichts wurde geändert.",
    err_transport: "Der Server ist nicht erreichbar; prüfe die Verbindung und versuche es erneut.",
};
