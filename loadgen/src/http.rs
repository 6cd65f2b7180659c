//! A small HTTP/1.1 client with keep-alive over one TCP connection.
//!
//! Why not a client library: the load generator shares the machine's two cores
//! with the server, so the client must cost as little CPU as possible, and the
//! bytes on the wire should be exactly what any bot sends. One [`Conn`] per game
//! task; a broken connection is dropped and opened again on the next request.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long one request may take before it counts as failed.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);

/// An HTTP answer.
#[derive(Debug, Clone)]
pub struct Resp {
    pub status: u16,
    /// The status line and headers.
    pub head: String,
    pub body: Vec<u8>,
}

impl Resp {
    /// The body as JSON (`Null` when it is not JSON).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }

    /// The body as text, for messages.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// A header's value (case-insensitive name), the first one.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().skip(1).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim().eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }

    /// The `name=value` pair of a `Set-Cookie` header setting cookie `name`.
    pub fn cookie(&self, name: &str) -> Option<String> {
        let prefix = format!("{name}=");
        self.head.lines().skip(1).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            if !k.trim().eq_ignore_ascii_case("set-cookie") {
                return None;
            }
            let pair = v.trim().split(';').next()?.trim();
            pair.starts_with(&prefix).then(|| pair.to_owned())
        })
    }
}

/// Why a request failed before an HTTP answer arrived.
#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    #[error("cannot connect: {0}")]
    Connect(std::io::Error),
    #[error("connection failed: {0}")]
    Io(std::io::Error),
    #[error("malformed answer: {0}")]
    Malformed(String),
    #[error("no answer within {0:?}")]
    Timeout(Duration),
}

impl HttpError {
    /// A short name for the error tables.
    pub fn kind(&self) -> &'static str {
        match self {
            HttpError::Connect(_) => "connect",
            HttpError::Io(_) => "io",
            HttpError::Malformed(_) => "malformed",
            HttpError::Timeout(_) => "timeout",
        }
    }
}

/// One keep-alive connection to the server.
pub struct Conn {
    addr: SocketAddr,
    stream: Option<TcpStream>,
    buf: Vec<u8>,
}

impl Conn {
    /// A connection to `addr`, opened on the first request.
    pub fn new(addr: SocketAddr) -> Self {
        Self {
            addr,
            stream: None,
            buf: Vec::with_capacity(4096),
        }
    }

    /// Sends one request and reads its answer. `body` is sent as JSON when given;
    /// `headers` are extra `(name, value)` pairs.
    ///
    /// # Errors
    /// [`HttpError`] when no complete answer arrives; the connection is then
    /// closed (the next request opens a new one).
    pub async fn request(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&str>,
        headers: &[(&str, &str)],
    ) -> Result<Resp, HttpError> {
        match tokio::time::timeout(
            REQUEST_TIMEOUT,
            self.request_inner(method, path, body, headers),
        )
        .await
        {
            Ok(Ok(resp)) => Ok(resp),
            Ok(Err(e)) => {
                self.stream = None;
                Err(e)
            }
            Err(_) => {
                self.stream = None;
                Err(HttpError::Timeout(REQUEST_TIMEOUT))
            }
        }
    }

    async fn request_inner(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&str>,
        headers: &[(&str, &str)],
    ) -> Result<Resp, HttpError> {
        let mut req = String::with_capacity(256 + body.map_or(0, str::len));
        req.push_str(method);
        req.push(' ');
        req.push_str(path);
        req.push_str(" HTTP/1.1\r\nHost: ");
        req.push_str(&self.addr.to_string());
        req.push_str("\r\nAccept: application/json\r\n");
        for (name, value) in headers {
            req.push_str(name);
            req.push_str(": ");
            req.push_str(value);
            req.push_str("\r\n");
        }
        match body {
            Some(b) => {
                req.push_str("Content-Type: application/json\r\nContent-Length: ");
                req.push_str(&b.len().to_string());
                req.push_str("\r\n\r\n");
                req.push_str(b);
            }
            None if method != "GET" => req.push_str("Content-Length: 0\r\n\r\n"),
            None => req.push_str("\r\n"),
        }
        if self.stream.is_none() {
            let stream = TcpStream::connect(self.addr)
                .await
                .map_err(HttpError::Connect)?;
            stream.set_nodelay(true).map_err(HttpError::Io)?;
            self.stream = Some(stream);
            self.buf.clear();
        }
        let stream = self.stream.as_mut().expect("connected above");
        stream
            .write_all(req.as_bytes())
            .await
            .map_err(HttpError::Io)?;

        // The head.
        let head_end = loop {
            if let Some(i) = find(&self.buf, b"\r\n\r\n") {
                break i;
            }
            read_more(stream, &mut self.buf).await?;
        };
        let head = String::from_utf8_lossy(&self.buf[..head_end]).into_owned();
        self.buf.drain(..head_end + 4);
        let status: u16 = head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| HttpError::Malformed(format!("status line {head:?}")))?;
        let mut resp = Resp {
            status,
            head,
            body: Vec::new(),
        };
        let chunked = resp
            .header("transfer-encoding")
            .is_some_and(|v| v.eq_ignore_ascii_case("chunked"));
        let close = resp
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        if chunked {
            resp.body = read_chunked(stream, &mut self.buf).await?;
        } else if let Some(len) = resp.header("content-length") {
            let len: usize = len
                .parse()
                .map_err(|_| HttpError::Malformed(format!("content-length {len:?}")))?;
            while self.buf.len() < len {
                read_more(stream, &mut self.buf).await?;
            }
            resp.body = self.buf.drain(..len).collect();
        } else if status != 204 && status != 304 && !(100..200).contains(&status) {
            // No length: the body runs to the end of the connection.
            loop {
                match stream.read_buf(&mut self.buf).await {
                    Ok(0) => break,
                    Ok(_) => {}
                    Err(e) => return Err(HttpError::Io(e)),
                }
            }
            resp.body = std::mem::take(&mut self.buf);
            self.stream = None;
        }
        if close {
            self.stream = None;
        }
        Ok(resp)
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

async fn read_more(stream: &mut TcpStream, buf: &mut Vec<u8>) -> Result<(), HttpError> {
    buf.reserve(4096);
    match stream.read_buf(buf).await {
        Ok(0) => Err(HttpError::Io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            "the server closed the connection",
        ))),
        Ok(_) => Ok(()),
        Err(e) => Err(HttpError::Io(e)),
    }
}

async fn read_chunked(stream: &mut TcpStream, buf: &mut Vec<u8>) -> Result<Vec<u8>, HttpError> {
    let mut body = Vec::new();
    loop {
        let line_end = loop {
            if let Some(i) = find(buf, b"\r\n") {
                break i;
            }
            read_more(stream, buf).await?;
        };
        let size_text = String::from_utf8_lossy(&buf[..line_end]).into_owned();
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| HttpError::Malformed(format!("chunk size {size_text:?}")))?;
        buf.drain(..line_end + 2);
        if size == 0 {
            // Trailers (none expected), then the final CRLF.
            loop {
                if let Some(i) = find(buf, b"\r\n") {
                    let empty = i == 0;
                    buf.drain(..i + 2);
                    if empty {
                        return Ok(body);
                    }
                } else {
                    read_more(stream, buf).await?;
                }
            }
        }
        while buf.len() < size + 2 {
            read_more(stream, buf).await?;
        }
        body.extend_from_slice(&buf[..size]);
        buf.drain(..size + 2);
    }
}
