//! Karak Online's web server: renders the Leptos pages, serves the WASM and
//! assets, answers `/healthz`, and shuts down cleanly on Ctrl-C or SIGTERM.

// Leptos' statically typed views nest deeply; rendering the game page's types
// exceeds rustc's default query depth of 128.
#![recursion_limit = "256"]

use std::sync::Arc;

use anyhow::Context;
use axum::handler::Handler;
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use clap::Parser;
use leptos::prelude::*;
use leptos_axum::{generate_route_list, LeptosRoutes};
use tower_http::compression::CompressionLayer;
use tower_http::trace::TraceLayer;
use tracing_subscriber::EnvFilter;

mod account_events;
mod api;
mod assets;
mod bundles;
mod clients;
mod config;
mod connections;
mod headers;
mod limits;
mod memory;
mod routes;
mod serve;
mod sessions;

use config::Config;

/// What every handler can reach.
#[derive(Clone, axum::extract::FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    pub service: service::Service,
    pub streams: api::streams::Streams,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info")),
        )
        .init();
    memory::give_back_large_blocks();
    let config = Config::parse();
    if config.write_bundles {
        let started = std::time::Instant::now();
        let (parts, raw, brotli) =
            bundles::write(&config.site_root).context("writing the WASM bundles")?;
        println!(
            "bundles: {parts} parts, {raw} B raw, {brotli} B brotli, in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        return Ok(());
    }
    let started = std::time::Instant::now();

    let db = service::Db::connect(&config.db)
        .await
        .with_context(|| format!("opening the database {}", config.db))?;
    let service = service::Service::new(db.clone())
        .with_limits(config.limits())
        .with_bot_pause(std::time::Duration::from_millis(config.bot_pause_ms));
    let mut push = service::Push::load(
        &db,
        config.push_contact.clone(),
        std::sync::Arc::new(app::i18n::notices::push_message),
    )
    .await
    .context("loading the Web Push key")?;
    if config.push_loopback {
        push = push.allowing_loopback();
    }
    let service = service.with_push(push);
    let sessions = sessions::layer(&db, config.secure_cookies)
        .await
        .context("setting up sessions")?;

    // cargo-leptos passes its settings as LEPTOS_* variables; without them (the
    // binary started by `make run`) these defaults match Cargo.toml's metadata.
    let mut leptos_options = if std::env::var_os("LEPTOS_OUTPUT_NAME").is_some() {
        get_configuration(None)?.leptos_options
    } else {
        LeptosOptions::builder().output_name("karak").build()
    };
    leptos_options.site_addr = config.addr;
    leptos_options.site_root = Arc::from(config.site_root.to_string_lossy().as_ref());
    let asset_version =
        assets::version_of(&config.site_root).context("reading the site's files")?;
    let asset_root = app::AssetRoot(
        asset_version
            .as_ref()
            .map(|v| format!("/v/{v}"))
            .unwrap_or_default(),
    );
    let routes = generate_route_list(app::App);
    let state = AppState {
        leptos_options: leptos_options.clone(),
        service: service.clone(),
        streams: api::streams::Streams::new(
            config.streams_per_client,
            std::time::Duration::from_secs(config.stream_max_secs),
        ),
    };

    let mut cached = match &asset_version {
        Some(version) => Router::new().nest_service(
            &format!("/v/{version}"),
            assets::versioned_files(&config.site_root),
        ),
        None => Router::new(),
    };
    for name in routes::DAY_CACHED {
        if config.site_root.join(name).is_file() {
            cached = cached.route_service(
                &format!("/{name}"),
                routes::day_cached(&config.site_root, name),
            );
        }
    }
    let app = Router::new()
        .merge(cached)
        .route("/healthz", get(routes::healthz))
        .route("/styles/{file}", get(routes::game_style))
        .route("/api/account/events", get(account_events::account_events))
        .nest("/api/v1", api::routes())
        .leptos_routes_with_context(
            &state,
            routes,
            {
                let service = service.clone();
                let asset_root = asset_root.clone();
                move || {
                    provide_context(service.clone());
                    provide_context(asset_root.clone());
                    headers::provide_csp();
                }
            },
            {
                let options = leptos_options.clone();
                move || app::shell(options.clone())
            },
        )
        .fallback_service(routes::static_files(
            &config.site_root,
            leptos_axum::file_and_error_handler_with_context::<AppState, _>(
                {
                    let service = service.clone();
                    let asset_root = asset_root.clone();
                    move || {
                        provide_context(service.clone());
                        provide_context(asset_root.clone());
                        headers::provide_csp();
                    }
                },
                app::shell,
            )
            .with_state(state.clone()),
        ))
        .layer(sessions)
        .layer(axum::middleware::from_fn_with_state(
            limits::CreateLimits {
                per_client: config.games_per_client,
                per_session: config.games_per_session,
                imports_per_client: config.imports_per_client,
                attempts: service::Attempts::for_db(
                    &db,
                    &service::Limits {
                        max_keys: config.limiter_max_keys,
                        ..service::Limits::default()
                    },
                ),
            },
            limits::limit_creation,
        ))
        .layer(axum::middleware::from_fn(routes::same_origin))
        .layer(axum::middleware::from_fn_with_state(
            clients::TrustedProxies::new(config.trusted_proxies.clone()),
            clients::resolve,
        ))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(
            config.max_body_bytes,
        ))
        // The same limit for what handlers read (axum's own default is 2 MiB): every
        // transport takes bodies up to the configured size, and refuses larger ones.
        .layer(axum::extract::DefaultBodyLimit::max(config.max_body_bytes))
        // Until the answer's head: a live stream's body is bounded by its own lifetime.
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            std::time::Duration::from_secs(config.request_timeout_secs),
        ))
        .layer(axum::middleware::from_fn(headers::security_headers))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http())
        .with_state(state);

    // TCP_NODELAY on every connection: without it Nagle's algorithm holds the last
    // segment of a multi-segment answer until the client's delayed ACK (~40 ms).
    // At most --connections-per-client open connections per client.
    let listener = connections::CappedListener::new(
        tokio::net::TcpListener::bind(config.addr)
            .await
            .with_context(|| format!("listening on {}", config.addr))?,
        config.connections_per_client,
        clients::TrustedProxies::new(config.trusted_proxies.clone()),
    )
    .tap_io(|io| {
        if let Err(error) = io.tcp().set_nodelay(true) {
            tracing::debug!(%error, "could not set TCP_NODELAY");
        }
    });
    // The live-game cache keeps what is being played, not every game since start;
    // online games nobody joined for a week go.
    tokio::spawn({
        let service = service.clone();
        async move {
            let mut every_minute = tokio::time::interval(std::time::Duration::from_secs(60));
            loop {
                every_minute.tick().await;
                if let Err(error) = service.expire_waiting_games().await {
                    tracing::warn!(%error, "waiting games could not be expired");
                }
                if let Err(error) = service.forget_expired_attempts().await {
                    tracing::warn!(%error, "expired rate limits could not be forgotten");
                }
                if let Err(error) = service.forget_old_notices().await {
                    tracing::warn!(%error, "old notifications could not be forgotten");
                }
                // A rated game whose server stopped after its last move, before its
                // ratings moved (at the first tick too, right after the start).
                if let Err(error) = service.rate_finished_games().await {
                    tracing::warn!(%error, "finished rated games could not be rated");
                }
                let evicted = service.evict_idle_games();
                if evicted > 0 {
                    tracing::debug!(evicted, left = service.live_games(), "idle games let go");
                }
            }
        }
    });
    // Turn clocks: every second, the games whose seat to act ran out of time are
    // played on by the bot (a deadline that passed while the server was down too).
    tokio::spawn({
        let service = service.clone();
        async move {
            let mut every_second = tokio::time::interval(std::time::Duration::from_secs(1));
            every_second.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every_second.tick().await;
                if let Err(error) = service.act_on_deadlines().await {
                    tracing::warn!(%error, "deadlines could not be acted on");
                }
            }
        }
    });
    // On PostgreSQL, live updates reach the clients of every server sharing it.
    service
        .relay_between_servers()
        .await
        .context("listening for the other servers' live updates")?;
    // Online games whose bot was to move when the server stopped go on by themselves
    // (on PostgreSQL a bot claimed by another server is left to it: `Db::bot_lease`).
    match service.resume_online_bots().await {
        Ok(resumed) => tracing::info!(resumed, "online bots resumed"),
        Err(error) => tracing::error!(%error, "online bots could not be resumed"),
    }
    // The address bound (a port of 0 in the settings is the one the system chose).
    let addr = axum::serve::Listener::local_addr(&listener).unwrap_or(config.addr);
    tracing::info!(
        %addr,
        db = %config.db,
        ready_in_ms = started.elapsed().as_millis() as u64,
        "Karak Online listening on http://{addr}"
    );
    if let Some(file) = &config.addr_file {
        write_addr_file(file, addr)?;
    }
    // With the peer address in each request: sign-in's rate limit is per client.
    serve::serve(
        listener,
        app,
        serve::Timeouts {
            head: std::time::Duration::from_secs(config.header_timeout_secs),
            drain: std::time::Duration::from_secs(config.request_timeout_secs),
        },
        {
            let service = service.clone();
            async move {
                shutdown_signal().await;
                // Live streams never end by themselves; end them so shutdown can finish.
                service.stop_live_updates();
            }
        },
    )
    .await;
    db.close().await;
    tracing::info!("stopped cleanly");
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM; in-flight requests then finish before exit.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

/// Writes `addr` to `file` whole or not at all (a reader polling for it never sees half
/// a line): to a file beside it, then renamed over it.
fn write_addr_file(file: &std::path::Path, addr: std::net::SocketAddr) -> anyhow::Result<()> {
    let partial = file.with_extension("partial");
    std::fs::write(&partial, format!("{addr}\n"))
        .and_then(|()| std::fs::rename(&partial, file))
        .with_context(|| format!("writing the address to {}", file.display()))
}
