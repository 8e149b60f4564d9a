//! Answer compression: gzip or br, whichever the request's
//! `Accept-Encoding` prefers (tower-http's `CompressionLayer`), for answers
//! of at least `--compression-min-bytes`.
//!
//! - A small answer (a `/solve`, a problem) goes as it is: under about a
//!   packet, compression saves no round trip and still costs CPU.
//! - A streamed answer (the NDJSON batch) has no length up front, so it is
//!   compressed whenever the client accepts it. The encoder flushes each
//!   time the stream waits for its next chunk: a chunk that is ready
//!   reaches the client at once, compressed; chunks ready together share
//!   one flush.
//! - `/metrics` is compressed like any other answer: Prometheus asks for
//!   gzip, and the exposition shrinks to about a sixth for about 0.1 ms of
//!   CPU per scrape (`docs/performance.md`, "Compression").
//! - A compressed answer's strong `ETag` becomes weak: its bytes are not the
//!   identity representation's (RFC 9110, 8.8.1), and a weak validator
//!   still revalidates (`If-None-Match` compares weakly).
//! - The level (`--compression-level`, 1-9) is gzip's level and br's
//!   quality; the default, 1, sends a tenth to a fifth more bytes than 6
//!   for a fraction of its CPU: on a 1,000-grid batch gzip 6 costs twice
//!   the solving, gzip 1 a third of it (`docs/performance.md`,
//!   "Compression").
//!
//! `Vary: Accept-Encoding` is set on every answer that would be
//! compressed for a client that asked, so caches keep the two apart.
//!
//! A request without `Accept-Encoding` does not pass through tower-http's
//! layer at all ([`NegotiatedLayer`]): its answer cannot be compressed, and
//! the layer's body type is large.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::http::{header, HeaderValue, Request, Response};
use futures_util::future::Either;
use pin_project_lite::pin_project;
use tower::{Layer, Service};
use tower_http::compression::predicate::{Predicate, SizeAbove};
use tower_http::compression::{Compression, CompressionLayer, CompressionLevel, ResponseFuture};

/// When an answer is worth compressing: compression is on and the body is
/// at least the threshold long (or of unknown length: a stream).
#[derive(Debug, Clone, Copy)]
pub struct Worthwhile {
    /// `None`: compression is off.
    min_bytes: Option<SizeAbove>,
}

impl Worthwhile {
    /// On or off, and the threshold; an empty body (a `304`, a `HEAD`) is
    /// never compressed, even with a threshold of 0.
    pub fn new(enabled: bool, min_bytes: u16) -> Self {
        Worthwhile {
            min_bytes: enabled.then(|| SizeAbove::new(min_bytes.max(1))),
        }
    }
}

impl Predicate for Worthwhile {
    fn should_compress<B>(&self, response: &Response<B>) -> bool
    where
        B: hyper::body::Body,
    {
        self.min_bytes
            .is_some_and(|size| size.should_compress(response))
    }
}

/// The compression layer: on or off (`--compression`), the smallest body
/// compressed (`--compression-min-bytes`), and the level, gzip's and br's
/// (`--compression-level`, 1-9).
pub fn layer(enabled: bool, min_bytes: u16, level: u8) -> CompressionLayer<Worthwhile> {
    CompressionLayer::new()
        .gzip(true)
        .br(true)
        .quality(CompressionLevel::Precise(i32::from(level)))
        .compress_when(Worthwhile::new(enabled, min_bytes))
}

/// Makes the strong `ETag` of a compressed answer weak (see the module
/// notes); every other answer passes untouched.
pub fn weaken_etag<B>(mut res: Response<B>) -> Response<B> {
    if !res.headers().contains_key(header::CONTENT_ENCODING) {
        return res;
    }
    let weak = match res.headers().get(header::ETAG) {
        Some(tag) if !tag.as_bytes().starts_with(b"W/") => {
            HeaderValue::from_bytes(&[b"W/", tag.as_bytes()].concat()).ok()
        }
        _ => None,
    };
    if let Some(weak) = weak {
        res.headers_mut().insert(header::ETAG, weak);
    }
    res
}

/// The compression layer as the app runs it: tower-http's
/// ([`layer`]) for a request that names an encoding it accepts, followed
/// by [`weaken_etag`]; a request without `Accept-Encoding` goes past it,
/// and its answer gets only the `Vary: Accept-Encoding` tower-http would
/// add. tower-http's answer body holds every encoder's state inline (a
/// few KB, copied at each layer it passes); here it is boxed once, and
/// only for a request that could be compressed.
#[derive(Clone)]
pub struct NegotiatedLayer {
    compression: CompressionLayer<Worthwhile>,
    worthwhile: Worthwhile,
}

/// [`NegotiatedLayer`] with compression on or off, the threshold and the
/// level (as [`layer`]).
pub fn negotiated(enabled: bool, min_bytes: u16, level: u8) -> NegotiatedLayer {
    NegotiatedLayer {
        compression: layer(enabled, min_bytes, level),
        worthwhile: Worthwhile::new(enabled, min_bytes),
    }
}

impl<S> Layer<S> for NegotiatedLayer {
    type Service = Negotiated<S>;

    fn layer(&self, inner: S) -> Negotiated<S> {
        Negotiated {
            compression: self.compression.layer(inner),
            worthwhile: self.worthwhile,
        }
    }
}

/// The service of [`NegotiatedLayer`].
#[derive(Clone)]
pub struct Negotiated<S> {
    compression: Compression<S, Worthwhile>,
    worthwhile: Worthwhile,
}

impl<S> Service<Request<Body>> for Negotiated<S>
where
    S: Service<Request<Body>, Response = Response<Body>, Error = Infallible>,
{
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Either<Compressed<S::Future>, Plain<S::Future>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.compression.poll_ready(cx)
    }

    fn call(&mut self, req: Request<Body>) -> Self::Future {
        if req.headers().contains_key(header::ACCEPT_ENCODING) {
            Either::Left(Compressed {
                inner: self.compression.call(req),
            })
        } else {
            Either::Right(Plain {
                inner: self.compression.get_mut().call(req),
                worthwhile: self.worthwhile,
            })
        }
    }
}

pin_project! {
    /// The future of a request through tower-http's compression.
    pub struct Compressed<F> {
        #[pin]
        inner: ResponseFuture<F, Worthwhile>,
    }
}

impl<F> Future for Compressed<F>
where
    F: Future<Output = Result<Response<Body>, Infallible>>,
{
    type Output = Result<Response<Body>, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let Ok(res) = std::task::ready!(self.project().inner.poll(cx));
        Poll::Ready(Ok(weaken_etag(res).map(Body::new)))
    }
}

pin_project! {
    /// The future of a request that accepts no encoding.
    pub struct Plain<F> {
        #[pin]
        inner: F,
        worthwhile: Worthwhile,
    }
}

impl<F> Future for Plain<F>
where
    F: Future<Output = Result<Response<Body>, Infallible>>,
{
    type Output = Result<Response<Body>, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let Ok(mut res) = std::task::ready!(this.inner.poll(cx));
        // tower-http's rule: an answer it would compress varies by
        // Accept-Encoding, whatever this request accepted.
        let headers = res.headers();
        let would_compress = !headers.contains_key(header::CONTENT_ENCODING)
            && !headers.contains_key(header::CONTENT_RANGE)
            && this.worthwhile.should_compress(&res);
        let varies = res.headers().get_all(header::VARY).iter().any(|v| {
            v.as_bytes()
                .windows(b"accept-encoding".len())
                .any(|w| w.eq_ignore_ascii_case(b"accept-encoding"))
        });
        if would_compress && !varies {
            res.headers_mut()
                .append(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        Poll::Ready(Ok(res))
    }
}

#[cfg(test)]
mod tests {
    use std::convert::Infallible;
    use std::io::Write;
    use std::time::Duration;

    use axum::body::{Body, Bytes};
    use axum::http::Request;
    use futures_util::stream::{self, StreamExt};
    use http_body_util::BodyExt;
    use tokio::sync::mpsc;
    use tower::{ServiceBuilder, ServiceExt};
    use tower_http::compression::CompressionBody;

    use super::*;

    /// An NDJSON answer whose chunks the test sends one at a time, through
    /// the layer as the app configures it; returns the response and the
    /// sender of chunks.
    async fn streamed(encoding: &str) -> (Response<CompressionBody<Body>>, mpsc::Sender<Bytes>) {
        let (tx, rx) = mpsc::channel::<Bytes>(4);
        // Fused: the encoder polls the body once more after its end.
        let chunks = stream::unfold(rx, |mut rx| async move {
            rx.recv().await.map(|b| (Ok::<_, Infallible>(b), rx))
        })
        .fuse();
        let mut body = Some(Body::from_stream(chunks));
        let service = ServiceBuilder::new()
            .map_response(weaken_etag::<CompressionBody<Body>>)
            .layer(layer(true, 1024, 4))
            .service_fn(move |_req: Request<Body>| {
                let res = Response::builder()
                    .header(header::CONTENT_TYPE, "application/x-ndjson")
                    .body(body.take().unwrap())
                    .unwrap();
                async move { Ok::<_, Infallible>(res) }
            });
        let req = Request::builder()
            .uri("/solve/batch")
            .header(header::ACCEPT_ENCODING, encoding)
            .body(Body::empty())
            .unwrap();
        (service.oneshot(req).await.unwrap(), tx)
    }

    /// The next frame's bytes, failing when none comes within a second.
    async fn next_bytes(body: &mut CompressionBody<Body>) -> Option<Bytes> {
        let frame = tokio::time::timeout(Duration::from_secs(1), body.frame())
            .await
            .expect("a frame within a second: the chunk was flushed")?
            .unwrap();
        Some(frame.into_data().unwrap())
    }

    /// Each chunk decodes as soon as it is sent, before the next exists;
    /// `decoded` is what the encoded bytes so far decode to.
    async fn check_streaming(encoding: &str, mut decoded: impl FnMut(&[u8]) -> Vec<u8>) {
        let (res, tx) = streamed(encoding).await;
        assert_eq!(res.headers()[header::CONTENT_ENCODING], encoding);
        let mut body = res.into_body();
        let mut wire = Vec::new();
        let mut expected = Vec::new();
        for line in [
            &b"{\"index\":0}\n"[..],
            b"{\"index\":1}\n",
            b"{\"index\":2}\n",
        ] {
            tx.send(Bytes::from_static(line)).await.unwrap();
            expected.extend_from_slice(line);
            // Frames until this chunk decodes (the first may be a header).
            while decoded(&wire) != expected {
                wire.extend_from_slice(&next_bytes(&mut body).await.unwrap());
            }
        }
        drop(tx);
        while let Some(bytes) = next_bytes(&mut body).await {
            wire.extend_from_slice(&bytes);
        }
        assert_eq!(decoded(&wire), expected);
    }

    #[tokio::test]
    async fn a_streamed_gzip_answer_is_flushed_chunk_by_chunk() {
        check_streaming("gzip", |wire| {
            let mut d = flate2::write::GzDecoder::new(Vec::new());
            d.write_all(wire).unwrap();
            d.flush().unwrap();
            d.get_ref().clone()
        })
        .await;
    }

    #[tokio::test]
    async fn a_streamed_br_answer_is_flushed_chunk_by_chunk() {
        check_streaming("br", |wire| {
            let mut d = brotli::DecompressorWriter::new(Vec::new(), 4096);
            d.write_all(wire).unwrap();
            d.flush().unwrap();
            d.get_ref().clone()
        })
        .await;
    }

    #[test]
    fn only_a_compressed_answer_gets_a_weak_etag() {
        let answer = |encoded: bool, tag: &'static str| {
            let mut b = Response::builder().header(header::ETAG, tag);
            if encoded {
                b = b.header(header::CONTENT_ENCODING, "gzip");
            }
            weaken_etag(b.body(()).unwrap()).headers()[header::ETAG].clone()
        };
        assert_eq!(answer(true, "\"abc\""), "W/\"abc\"");
        assert_eq!(answer(true, "W/\"abc\""), "W/\"abc\"");
        assert_eq!(answer(false, "\"abc\""), "\"abc\"");
    }

    #[test]
    fn the_threshold_and_the_switch() {
        let sized = |n: usize| Response::new(Body::from(vec![b'x'; n]));
        let on = Worthwhile::new(true, 1024);
        assert!(!on.should_compress(&sized(1023)));
        assert!(on.should_compress(&sized(1024)));
        let stream = Body::from_stream(stream::iter([Ok::<_, Infallible>(Bytes::new())]));
        assert!(on.should_compress(&Response::new(stream)));
        let zero = Worthwhile::new(true, 0);
        assert!(!zero.should_compress(&sized(0)));
        assert!(zero.should_compress(&sized(1)));
        let off = Worthwhile::new(false, 1024);
        assert!(!off.should_compress(&sized(100_000)));
    }
}
