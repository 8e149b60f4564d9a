//! Who a request is from: the client key its bucket is found by.
//!
//! By default the key is the peer address of the connection. From a peer
//! in `--rate-limit-trusted-proxies` the `Forwarded` header (RFC 7239), or
//! else `X-Forwarded-For`, is believed: the client is the rightmost address
//! it names that is not itself a trusted proxy (the hops to its right were
//! added by proxies we trust; the ones to its left were sent by the client
//! and prove nothing). A header that cannot be read that far falls back to
//! the peer: a bad header never fails a request. With
//! `--rate-limit-key-header` set, a request that carries that header is
//! keyed by its value instead (hashed: the table holds no secrets).
//!
//! IPv6 addresses are keyed by their /64: one host is usually given a whole
//! /64, and keying single addresses would let it take 2⁶⁴ shares.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::http::{HeaderMap, HeaderName};
use ipnet::IpNet;

/// The key a client's bucket is found by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientKey {
    /// An IPv4 address, or the /64 of an IPv6 one (the rest zeroed).
    Addr(IpAddr),
    /// The hash of an API key header's value.
    ApiKey(u64),
}

impl ClientKey {
    /// The key of an address: IPv4 as is (also when IPv4-mapped), IPv6 by
    /// its /64.
    pub fn of_addr(ip: IpAddr) -> ClientKey {
        match ip {
            IpAddr::V4(_) => ClientKey::Addr(ip),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientKey::Addr(IpAddr::V4(v4)),
                None => {
                    let bits = u128::from(v6) & !((1u128 << 64) - 1);
                    ClientKey::Addr(IpAddr::V6(Ipv6Addr::from(bits)))
                }
            },
        }
    }

    /// How a problem names the client (never the API key itself).
    pub fn describe(&self, key_header: Option<&HeaderName>) -> String {
        match (self, key_header) {
            (ClientKey::Addr(IpAddr::V6(v6)), _) => format!("address block {v6}/64"),
            (ClientKey::Addr(ip), _) => format!("address {ip}"),
            (ClientKey::ApiKey(_), Some(h)) => format!("the key in {h}"),
            (ClientKey::ApiKey(_), None) => "this API key".to_string(),
        }
    }
}

/// A request header that cannot be a client key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadKeyHeader {
    /// What is wrong, naming the header.
    pub detail: String,
}

/// The longest API key accepted, in bytes.
pub const MAX_KEY_BYTES: usize = 256;

/// How a request's client is found: the trusted proxies and the API key
/// header (see the [module](self) docs).
#[derive(Debug)]
pub struct KeyRule {
    trusted: Vec<IpNet>,
    key_header: Option<HeaderName>,
    hasher: RandomState,
}

/// A `--rate-limit-*` setting that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyRuleError {
    /// A trusted proxy entry is neither an address nor a CIDR block.
    #[error(
        "invalid --rate-limit-trusted-proxies entry {0:?}: not an IP address or CIDR block \
         (such as 10.0.0.0/8 or ::1)"
    )]
    Proxy(String),
    /// The key header setting is not a header name.
    #[error("invalid --rate-limit-key-header {0:?}: not a header name")]
    Header(String),
}

impl KeyRule {
    /// The rule of the settings: trusted proxies as addresses or CIDR
    /// blocks (blanks skipped), and the optional key header's name.
    pub fn new(trusted: &[String], key_header: Option<&str>) -> Result<KeyRule, KeyRuleError> {
        let trusted = trusted
            .iter()
            .map(|t| t.trim())
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<IpNet>()
                    .or_else(|_| t.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| KeyRuleError::Proxy(t.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let key_header = match key_header.map(str::trim) {
            None | Some("") => None,
            Some(name) => Some(
                HeaderName::from_bytes(name.to_ascii_lowercase().as_bytes())
                    .map_err(|_| KeyRuleError::Header(name.to_string()))?,
            ),
        };
        Ok(KeyRule {
            trusted,
            key_header,
            hasher: RandomState::new(),
        })
    }

    /// The key header's name, if one is configured.
    pub fn key_header(&self) -> Option<&HeaderName> {
        self.key_header.as_ref()
    }

    fn is_trusted(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.trusted.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request from `peer` with `headers`; an API key
    /// header that is present but unusable is an error naming it.
    pub fn key(
        &self,
        peer: Option<SocketAddr>,
        headers: &HeaderMap,
    ) -> Result<ClientKey, BadKeyHeader> {
        if let Some(name) = &self.key_header {
            let mut values = headers.get_all(name).iter();
            match (values.next(), values.next()) {
                (None, _) => {}
                (Some(value), None) => {
                    let bytes = value.as_bytes();
                    let visible = bytes.iter().all(|b| (0x21..=0x7e).contains(b));
                    if bytes.is_empty() || bytes.len() > MAX_KEY_BYTES || !visible {
                        return Err(BadKeyHeader {
                            detail: format!(
                                "the {name} header must be 1 to {MAX_KEY_BYTES} visible ASCII \
                                 characters (no spaces)"
                            ),
                        });
                    }
                    return Ok(ClientKey::ApiKey(self.hasher.hash_one(bytes)));
                }
                (Some(_), Some(_)) => {
                    return Err(BadKeyHeader {
                        detail: format!("the {name} header must be sent once"),
                    })
                }
            }
        }
        let Some(peer) = peer else {
            // Only a router driven without a socket (in-process tests)
            // has no peer: such requests share one bucket.
            return Ok(ClientKey::of_addr(IpAddr::V4(
                std::net::Ipv4Addr::UNSPECIFIED,
            )));
        };
        let peer_ip = peer.ip().to_canonical();
        if !self.trusted.is_empty() && self.is_trusted(peer_ip) {
            if let Some(client) = self.forwarded_client(headers) {
                return Ok(ClientKey::of_addr(client));
            }
        }
        Ok(ClientKey::of_addr(peer_ip))
    }

    /// The rightmost untrusted hop of `Forwarded` (when present) or else
    /// `X-Forwarded-For`; `None` when neither is present, when a hop up to
    /// that one cannot be read, or when every hop is trusted.
    fn forwarded_client(&self, headers: &HeaderMap) -> Option<IpAddr> {
        let hops: Vec<&str> = if headers.contains_key(axum::http::header::FORWARDED) {
            let mut hops = Vec::new();
            for value in headers.get_all(axum::http::header::FORWARDED) {
                for element in value.to_str().ok()?.split(',') {
                    hops.push(forwarded_for(element)?);
                }
            }
            hops
        } else {
            let mut hops = Vec::new();
            for value in headers.get_all(&X_FORWARDED_FOR) {
                hops.extend(value.to_str().ok()?.split(','));
            }
            hops
        };
        for hop in hops.iter().rev() {
            let ip = parse_node(hop)?;
            if !self.is_trusted(ip) {
                return Some(ip);
            }
        }
        None
    }
}

static X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// The `for=` value of one `Forwarded` element (`for=192.0.2.1;proto=https`),
/// unquoted; `None` when it has none.
fn forwarded_for(element: &str) -> Option<&str> {
    element.split(';').find_map(|pair| {
        let (name, value) = pair.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("for")
            .then(|| value.trim().trim_matches('"'))
    })
}

/// An address as proxies write a hop: `192.0.2.1`, `192.0.2.1:4711`,
/// `2001:db8::1`, `[2001:db8::1]` or `[2001:db8::1]:4711`. `unknown` and
/// obfuscated names (`_hidden`) are not addresses.
fn parse_node(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip.to_canonical());
    }
    if let Ok(sock) = hop.parse::<SocketAddr>() {
        return Some(sock.ip().to_canonical());
    }
    let inner = hop.strip_prefix('[')?.strip_suffix(']')?;
    inner
        .parse::<Ipv6Addr>()
        .ok()
        .map(|ip| IpAddr::V6(ip).to_canonical())
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.append(*name, HeaderValue::from_static(value));
        }
        h
    }

    fn addr(s: &str) -> ClientKey {
        ClientKey::of_addr(s.parse().unwrap())
    }

    fn rule(trusted: &[&str]) -> KeyRule {
        let t: Vec<String> = trusted.iter().map(|s| s.to_string()).collect();
        KeyRule::new(&t, Some("x-api-key")).unwrap()
    }

    const PROXY: &str = "10.0.0.7:5000";

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let r = rule(&["10.0.0.0/8"]);
        let h = headers(&[("x-forwarded-for", "1.2.3.4")]);
        let peer = Some("192.0.2.9:1234".parse().unwrap());
        assert_eq!(r.key(peer, &h).unwrap(), addr("192.0.2.9"));
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_hop_is_the_client() {
        let r = rule(&["10.0.0.0/8", "172.16.0.1"]);
        let peer = Some(PROXY.parse().unwrap());
        // (the request's headers, the client they name, what the case is)
        type Case<'a> = (&'a [(&'a str, &'a str)], &'a str, &'a str);
        let cases: &[Case] = &[
            (
                &[("x-forwarded-for", "203.0.113.5")],
                "203.0.113.5",
                "one hop",
            ),
            (
                &[("x-forwarded-for", "6.6.6.6, 203.0.113.5, 172.16.0.1")],
                "203.0.113.5",
                "a spoofed left hop and a trusted right one are skipped",
            ),
            (
                &[
                    ("x-forwarded-for", "6.6.6.6"),
                    ("x-forwarded-for", "203.0.113.5"),
                ],
                "203.0.113.5",
                "several header lines are one list",
            ),
            (
                &[("x-forwarded-for", "203.0.113.5:4711")],
                "203.0.113.5",
                "a port is dropped",
            ),
            (
                &[(
                    "forwarded",
                    "for=6.6.6.6, for=\"[2001:db8:cafe::17]:4711\";proto=https",
                )],
                "2001:db8:cafe::",
                "Forwarded, quoted IPv6 with a port, keyed by its /64",
            ),
            (
                &[
                    ("forwarded", "for=198.51.100.2"),
                    ("x-forwarded-for", "203.0.113.5"),
                ],
                "198.51.100.2",
                "Forwarded wins over X-Forwarded-For",
            ),
            (
                &[("x-forwarded-for", "10.1.1.1, 10.2.2.2")],
                "10.0.0.7",
                "every hop trusted: the peer",
            ),
            (&[], "10.0.0.7", "no header: the peer"),
        ];
        for (h, want, why) in cases {
            let mut map = HeaderMap::new();
            for (n, v) in *h {
                map.append(
                    HeaderName::from_bytes(n.as_bytes()).unwrap(),
                    HeaderValue::from_str(v).unwrap(),
                );
            }
            assert_eq!(r.key(peer, &map).unwrap(), addr(want), "{why}");
        }
    }

    #[test]
    fn a_malformed_forwarded_header_from_a_trusted_proxy_falls_back_to_the_peer() {
        let r = rule(&["10.0.0.0/8"]);
        let peer = Some(PROXY.parse().unwrap());
        for bad in [
            headers(&[("x-forwarded-for", "not-an-address")]),
            headers(&[("x-forwarded-for", "203.0.113.5, ")]),
            headers(&[("x-forwarded-for", "")]),
            headers(&[("x-forwarded-for", "999.1.1.1")]),
            headers(&[("forwarded", "for=unknown")]),
            headers(&[("forwarded", "for=_hidden")]),
            headers(&[("forwarded", "proto=https")]),
        ] {
            assert_eq!(r.key(peer, &bad).unwrap(), addr("10.0.0.7"), "{bad:?}");
        }
        let mut latin1 = HeaderMap::new();
        latin1.insert(
            "x-forwarded-for",
            HeaderValue::from_bytes(b"1.2.3.4\xff").unwrap(),
        );
        assert_eq!(r.key(peer, &latin1).unwrap(), addr("10.0.0.7"));
    }

    #[test]
    fn an_api_key_is_the_key_when_sent_and_checked_when_bad() {
        let r = rule(&[]);
        let peer = Some("192.0.2.9:1".parse().unwrap());
        let a = r.key(peer, &headers(&[("x-api-key", "alpha")])).unwrap();
        let a2 = r.key(
            Some("192.0.2.10:1".parse().unwrap()),
            &headers(&[("x-api-key", "alpha")]),
        );
        let b = r.key(peer, &headers(&[("x-api-key", "beta")])).unwrap();
        assert!(matches!(a, ClientKey::ApiKey(_)));
        assert_eq!(Ok(a), a2, "one key from two addresses is one client");
        assert_ne!(a, b);
        assert_eq!(r.key(peer, &HeaderMap::new()).unwrap(), addr("192.0.2.9"));
        let long = "k".repeat(MAX_KEY_BYTES + 1);
        for bad in ["", "has space", long.as_str()] {
            let mut h = HeaderMap::new();
            h.insert("x-api-key", HeaderValue::from_str(bad).unwrap());
            let err = r.key(peer, &h).unwrap_err();
            assert!(err.detail.contains("x-api-key"), "{}", err.detail);
        }
        let twice = headers(&[("x-api-key", "a"), ("x-api-key", "b")]);
        assert!(r.key(peer, &twice).unwrap_err().detail.contains("once"));
    }

    #[test]
    fn ipv6_clients_are_keyed_by_their_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(addr("2001:db8:1:2:3:4:5:6"), addr("2001:db8:1:2::"));
        assert_ne!(addr("2001:db8:1:2::"), addr("2001:db8:1:3::"));
        assert_eq!(addr("::ffff:192.0.2.1"), addr("192.0.2.1"));
    }

    #[test]
    fn bad_settings_are_named() {
        assert_eq!(
            KeyRule::new(&["10.0.0.0/33".into()], None).unwrap_err(),
            KeyRuleError::Proxy("10.0.0.0/33".into())
        );
        assert_eq!(
            KeyRule::new(&["proxy.example".into()], None).unwrap_err(),
            KeyRuleError::Proxy("proxy.example".into())
        );
        assert!(matches!(
            KeyRule::new(&[], Some("bad header")).unwrap_err(),
            KeyRuleError::Header(_)
        ));
        assert!(KeyRule::new(&[" 10.0.0.0/8 ".into(), "".into(), "::1".into()], None).is_ok());
    }
}
