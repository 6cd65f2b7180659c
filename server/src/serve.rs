//! Serving the connections: hyper's HTTP/1.1 (and HTTP/2) with a deadline for each
//! request's head. `axum::serve` sets no timer on hyper, so a connection that sends one
//! header line every few seconds, or a keep-alive connection that never sends another
//! request, stayed open for ever; here the head of every request must have arrived within
//! [`Timeouts::head`] of the connection opening or the previous answer ending. A live
//! stream's answer is not a head: it is never cut by this (its own lifetime bounds it).

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tower::ServiceExt;

/// How long a connection may take over what it must send.
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// From the connection's opening, or the end of the previous answer, until the
    /// next request's head has arrived (slow heads and idle keep-alive connections).
    pub head: Duration,
    /// How long a shutdown waits for the answers under way before it stops anyway.
    pub drain: Duration,
}

/// Serves `app` on the connections `listener` accepts until `shutdown` resolves, then
/// lets the answers under way finish (at most [`Timeouts::drain`]). Each request carries
/// its peer as `ConnectInfo`, as `into_make_service_with_connect_info` would.
pub async fn serve<L>(
    mut listener: L,
    app: Router,
    timeouts: Timeouts,
    shutdown: impl std::future::Future<Output = ()>,
) where
    L: axum::serve::Listener<Addr = SocketAddr>,
{
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(timeouts.head);
    builder.http2().timer(TokioTimer::new());
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (io, peer) = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => break,
        };
        let service = app
            .clone()
            .map_request(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.map(Body::new)
            });
        let connection = builder
            .serve_connection(TokioIo::new(io), TowerToHyperService::new(service))
            .into_owned();
        let watched = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(error) = watched.await {
                tracing::trace!(%peer, %error, "connection ended");
            }
        });
    }
    if tokio::time::timeout(timeouts.drain, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("answers still under way after the shutdown's wait; stopping anyway");
    }
}
