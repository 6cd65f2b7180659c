//! A cap on the TCP connections one client holds open at once.
//!
//! [`CappedListener`] wraps the server's listener: a connection from a client (an
//! IPv4 address or an IPv6 /64, see `clients`) that already has the maximum open
//! is closed at once, before any byte is read, so idle or slow connections from
//! one address cannot use up the server's sockets and memory. Connections from a
//! trusted proxy are not capped (everyone behind it shares its address; the
//! per-request limits count the forwarded client instead).

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

use crate::clients::{grouped, TrustedProxies};

type Open = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// A listener that closes a client's connections beyond `per_client`.
pub struct CappedListener {
    inner: TcpListener,
    per_client: usize,
    proxies: TrustedProxies,
    open: Open,
}

impl CappedListener {
    /// Wraps `inner`.
    pub fn new(inner: TcpListener, per_client: usize, proxies: TrustedProxies) -> Self {
        Self {
            inner,
            per_client,
            proxies,
            open: Open::default(),
        }
    }
}

/// An accepted connection; closing it frees its client's place.
pub struct CappedStream {
    tcp: TcpStream,
    client: Option<IpAddr>,
    open: Open,
}

impl CappedStream {
    /// The TCP stream, for socket options.
    pub fn tcp(&self) -> &TcpStream {
        &self.tcp
    }
}

impl Drop for CappedStream {
    fn drop(&mut self) {
        let Some(client) = self.client else { return };
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = open.get_mut(&client) {
            *n -= 1;
            if *n == 0 {
                open.remove(&client);
            }
        }
    }
}

impl axum::serve::Listener for CappedListener {
    type Io = CappedStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (CappedStream, SocketAddr) {
        loop {
            let (tcp, peer) = axum::serve::Listener::accept(&mut self.inner).await;
            if self.proxies.trusts(peer.ip()) {
                let open = self.open.clone();
                return (
                    CappedStream {
                        tcp,
                        client: None,
                        open,
                    },
                    peer,
                );
            }
            let client = grouped(peer.ip());
            {
                let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
                let n = open.entry(client).or_insert(0);
                if *n >= self.per_client {
                    drop(open);
                    tracing::debug!(%client, "connection refused: too many open");
                    drop(tcp);
                    continue;
                }
                *n += 1;
            }
            let open = self.open.clone();
            return (
                CappedStream {
                    tcp,
                    client: Some(client),
                    open,
                },
                peer,
            );
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

impl AsyncRead for CappedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for CappedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.tcp).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }
}
