//! The account page's "Notifications when the site is closed": subscribe this
//! browser to Web Push, see and remove the account's devices, and choose what is
//! pushed and the quiet hours.

#[cfg(feature = "hydrate")]
mod browser;

use leptos::prelude::*;
use protocol::push::{PushDevice, PushSettings, QuietHours};
use protocol::NoticeKind;

#[cfg(feature = "hydrate")]
use crate::api::push::{get_push_settings, push_devices};
use crate::api::push::{AddPushDevice, RemovePushDevice, SavePushSettings};
use crate::i18n::use_i18n;

/// The kinds in the order the settings list them (that of `kind_names`).
const KINDS: [NoticeKind; 6] = [
    NoticeKind::YourTurn,
    NoticeKind::Invited,
    NoticeKind::SeatTaken,
    NoticeKind::GameStarted,
    NoticeKind::GameEnded,
    NoticeKind::TimeRunningOut,
];

/// A name for the device from the browser's user agent: "Firefox on Android".
pub fn device_name(agent: &str) -> String {
    let browser = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("SamsungBrowser/", "Samsung Internet"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
    ]
    .iter()
    .find(|(mark, _)| agent.contains(mark))
    .map_or("Browser", |(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iOS"),
        ("iPad", "iPadOS"),
        ("Windows", "Windows"),
        ("Mac OS", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .iter()
    .find(|(mark, _)| agent.contains(mark))
    .map(|(_, name)| *name);
    match system {
        Some(system) => format!("{browser} · {system}"),
        None => browser.to_owned(),
    }
}

/// "HH:MM" of a minute of the day.
fn clock(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// A minute of the day from "HH:MM".
fn minute_of(text: &str) -> Option<u16> {
    let (h, m) = text.split_once(':')?;
    let (h, m) = (h.parse::<u16>().ok()?, m.get(..2)?.parse::<u16>().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// The section.
#[component]
pub fn PushSection() -> impl IntoView {
    let i18n = use_i18n();
    let add = ServerAction::<AddPushDevice>::new();
    let remove = ServerAction::<RemovePushDevice>::new();
    // Read by the browser once hydrated (the server renders "Loading…"): nothing here
    // works without the WASM, and the page hydrates without waiting for it.
    let devices = RwSignal::new(None::<Vec<PushDevice>>);
    // This browser's endpoint (`Some("")` for none) and whether it can be pushed to
    // at all; known only once hydrated, so the server renders neither.
    let here = RwSignal::new(None::<String>);
    let supported = RwSignal::new(None::<bool>);
    let failed = RwSignal::new(None::<String>);
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        let _ = add.version().get();
        let _ = remove.version().get();
        leptos::task::spawn_local(async move {
            devices.set(Some(push_devices().await.unwrap_or_default()));
        });
        let can = browser::supported();
        supported.set(Some(can));
        if can {
            leptos::task::spawn_local(async move {
                let endpoint = browser::current().await.map(|s| s.endpoint());
                here.set(Some(endpoint.unwrap_or_default()));
            });
        }
    });
    let turn_on = move |_: leptos::ev::MouseEvent| {
        failed.set(None);
        #[cfg(feature = "hydrate")]
        leptos::task::spawn_local(async move {
            let language = i18n.lang().tag();
            let key = match crate::api::push::push_key().await {
                Ok(Some(key)) => key,
                _ => {
                    failed.set(Some("no key".to_owned()));
                    return;
                }
            };
            match browser::subscribe(&key, language).await {
                Ok(device) => {
                    add.dispatch(AddPushDevice { device });
                }
                Err(e) => failed.set(Some(e)),
            }
        });
    };
    let turn_off = move |id: i64| {
        #[cfg(feature = "hydrate")]
        leptos::task::spawn_local(async move {
            browser::unsubscribe().await;
            remove.dispatch(RemovePushDevice { id });
        });
        #[cfg(not(feature = "hydrate"))]
        let _ = (id, remove);
    };
    let refused = move || {
        add.value()
            .get()
            .and_then(Result::err)
            .map(|e| e.text(i18n.lang()))
            .or_else(|| {
                failed
                    .get()
                    .map(|e| i18n.notices().push_failed.replace("{error}", &e))
            })
    };
    view! {
        <section class="account-card push-section" aria-labelledby="push-heading">
            <h2 id="push-heading">{move || i18n.notices().push_heading}</h2>
            <p class="help">{move || i18n.notices().push_explain}</p>
            // Shown or hidden, never added or taken away: what this browser can do
            // is known only once the page hydrated, maybe before the lists below did.
            <p class="hint" hidden=move || supported.get() != Some(false)>
                {move || i18n.notices().push_unsupported}
            </p>
            <p hidden=move || !(supported.get() == Some(true) && here.get().is_some_and(|e| e.is_empty()))>
                <button type="button" class="button primary" id="push-on" on:click=turn_on
                    disabled=move || add.pending().get()>
                    {move || i18n.notices().push_on}
                </button>
            </p>
            <p class="form-error" role="alert">{refused}</p>
            <h3>{move || i18n.notices().push_devices}</h3>
            {move || match devices.get() {
                None => view! { <p class="muted">{move || i18n.t().loading}</p> }.into_any(),
                Some(list) if list.is_empty() => {
                    view! { <p class="muted">{move || i18n.notices().push_no_devices}</p> }.into_any()
                }
                Some(list) => view! {
                    <ul class="push-devices">
                        {list.into_iter().map(|d| view! { <DeviceRow device=d here=here on_remove=turn_off/> }).collect_view()}
                    </ul>
                }.into_any(),
            }}
            <PushSettingsForm/>
        </section>
    }
}

/// One device: its name, since when, "this device", and Remove.
#[component]
fn DeviceRow(
    device: PushDevice,
    here: RwSignal<Option<String>>,
    on_remove: impl Fn(i64) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let i18n = use_i18n();
    let id = device.id;
    let endpoint = device.endpoint.clone();
    let is_here = move || here.get().as_deref() == Some(endpoint.as_str());
    let name = device.device.clone();
    let since: String = device.created_at.chars().take(10).collect();
    view! {
        <li class="push-device">
            <span class="device-name">
                {move || if name.is_empty() { i18n.notices().push_a_device.to_owned() } else { name.clone() }}
            </span>
            // Always there, shown or not: whether this is the browser's own device is
            // known only after the page hydrated, maybe before this list did.
            <span class="badge" hidden=move || !is_here()>{move || i18n.notices().push_this_device}</span>
            <span class="muted">{since}</span>
            <button type="button" class="button secondary small" on:click=move |_| on_remove(id)>
                {move || i18n.notices().push_remove}
            </button>
        </li>
    }
}

/// Which kinds are pushed, and the quiet hours.
#[component]
fn PushSettingsForm() -> impl IntoView {
    let i18n = use_i18n();
    let save = ServerAction::<SavePushSettings>::new();
    // Read by the browser once hydrated, as the devices are.
    let saved = RwSignal::new(None::<PushSettings>);
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        leptos::task::spawn_local(async move {
            if let Ok(settings) = get_push_settings().await {
                saved.set(Some(settings));
            }
        });
    });
    view! {
        {move || match saved.get() {
            None => view! { <p class="muted">{move || i18n.t().loading}</p> }.into_any(),
            Some(settings) => view! { <SettingsFields settings=settings save=save/> }.into_any(),
        }}
        <p role="status" aria-live="polite" class=move || if matches!(save.value().get(), Some(Err(_))) { "form-error" } else { "form-ok" }>
            {move || save.value().get().map(|answer| match answer {
                Ok(_) => i18n.notices().push_saved.to_owned(),
                Err(e) => e.text(i18n.lang()),
            })}
        </p>
    }
}

#[component]
fn SettingsFields(settings: PushSettings, save: ServerAction<SavePushSettings>) -> impl IntoView {
    let i18n = use_i18n();
    let chosen = RwSignal::new(settings.kinds.clone());
    let quiet_on = RwSignal::new(settings.quiet.is_some());
    let quiet = settings.quiet.unwrap_or(QuietHours {
        from: 22 * 60,
        to: 7 * 60,
        utc_offset: 0,
    });
    let from = RwSignal::new(clock(quiet.from));
    let to = RwSignal::new(clock(quiet.to));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        #[cfg(feature = "hydrate")]
        let utc_offset = browser::utc_offset();
        #[cfg(not(feature = "hydrate"))]
        let utc_offset = 0;
        let quiet = quiet_on.get_untracked().then(|| QuietHours {
            from: minute_of(&from.get_untracked()).unwrap_or(22 * 60),
            to: minute_of(&to.get_untracked()).unwrap_or(7 * 60),
            utc_offset,
        });
        save.dispatch(SavePushSettings {
            settings: PushSettings {
                kinds: chosen.get_untracked(),
                quiet,
            },
        });
    };
    let boxes = KINDS
        .iter()
        .enumerate()
        .map(|(i, &kind)| {
            let toggle = move |ev: leptos::ev::Event| {
                let on = event_target_checked(&ev);
                chosen.update(|k| {
                    k.retain(|x| *x != kind);
                    if on {
                        k.push(kind);
                    }
                });
            };
            // `checked` for the page as the server sends it, `prop:checked` after.
            let at_first = chosen.with_untracked(|k| k.contains(&kind));
            view! {
                <label class="check">
                    <input type="checkbox" name="kinds" checked=at_first
                        prop:checked=move || chosen.with(|k| k.contains(&kind)) on:change=toggle/>
                    {move || i18n.notices().kind_names[i]}
                </label>
            }
        })
        .collect_view();
    view! {
        <form class="account-form push-settings" on:submit=submit>
            <fieldset>
                <legend>{move || i18n.notices().push_kinds}</legend>
                {boxes}
            </fieldset>
            <fieldset>
                <legend>
                    <label class="check">
                        <input type="checkbox" id="quiet-on" checked=settings.quiet.is_some() prop:checked=move || quiet_on.get()
                            on:change=move |ev| quiet_on.set(event_target_checked(&ev))/>
                        {move || i18n.notices().push_quiet}
                    </label>
                </legend>
                <label for="quiet-from">{move || i18n.notices().push_quiet_from}</label>
                <input id="quiet-from" type="time" value=clock(quiet.from) prop:value=move || from.get() disabled=move || !quiet_on.get()
                    on:input=move |ev| from.set(event_target_value(&ev))/>
                <label for="quiet-to">{move || i18n.notices().push_quiet_to}</label>
                <input id="quiet-to" type="time" value=clock(quiet.to) prop:value=move || to.get() disabled=move || !quiet_on.get()
                    on:input=move |ev| to.set(event_target_value(&ev))/>
            </fieldset>
            <button type="submit" class="button primary" disabled=move || save.pending().get()>
                {move || i18n.notices().push_save}
            </button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_are_named_after_browser_and_system() {
        let android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
        assert_eq!(device_name(android), "Chrome · Android");
        let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
        assert_eq!(device_name(firefox), "Firefox · Linux");
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
        assert_eq!(device_name(iphone), "Safari · iOS");
        let edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
        assert_eq!(device_name(edge), "Edge · Windows");
        assert_eq!(device_name(""), "Browser");
    }

    #[test]
    fn times_of_day_read_and_write() {
        assert_eq!(clock(22 * 60 + 5), "22:05");
        assert_eq!(minute_of("07:30"), Some(450));
        assert_eq!(minute_of("07:30:00"), Some(450));
        assert_eq!(minute_of("24:00"), None);
        assert_eq!(minute_of("x"), None);
    }
}
