# syntax=docker/dockerfile:1
#
# sudoku-service: multi-stage build. Dependencies are compiled in their own
# layer (cargo-chef), so a source change rebuilds only the crate itself; the
# engine in WebAssembly is built in a stage of its own and embedded in the
# binary, so the image's playground plays offline; the runtime image holds
# the binary alone on distroless (glibc, no shell, no package manager),
# running as a non-root user.
#
#   docker build -t sudoku-service .
#   docker run --rm -p 8080:8080 sudoku-service
#
# The builder uses Debian bookworm, the same glibc as distroless cc-debian12.

ARG RUST_IMAGE=rust:1.95.0-slim-bookworm

FROM ${RUST_IMAGE} AS chef
RUN cargo install cargo-chef --locked --version 0.1.78
WORKDIR /app

# The dependency recipe: changes only when Cargo.toml or Cargo.lock do.
FROM chef AS planner
COPY . .
RUN cargo chef prepare --recipe-path recipe.json

# The playground's local core: the WebAssembly package (scripts/wasm-pkg.sh,
# without its TypeScript declarations, which need node) copied into
# src/http/playground/wasm/ by scripts/playground-wasm.sh, where build.rs
# embeds it in the server. wasm-bindgen-cli must be the lock file's
# wasm-bindgen version exactly; not --locked: its own lock pins a
# webpki-roots release the registry no longer serves.
FROM chef AS wasm
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends binaryen \
    && rm -rf /var/lib/apt/lists/* \
    && rustup target add wasm32-unknown-unknown
COPY Cargo.lock ./
RUN cargo install wasm-bindgen-cli --version \
    "$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)"
COPY . .
RUN WASM_PKG_TYPES=0 scripts/playground-wasm.sh

FROM chef AS builder
COPY --from=planner /app/recipe.json recipe.json
RUN cargo chef cook --release --locked --recipe-path recipe.json
COPY . .
COPY --from=wasm /app/src/http/playground/wasm/ src/http/playground/wasm/
RUN cargo build --release --locked --bin sudoku-service

FROM gcr.io/distroless/cc-debian12:nonroot AS runtime
COPY --from=builder /app/target/release/sudoku-service /sudoku-service
# distroless's "nonroot" user, by number so that runAsNonRoot can verify it.
USER 65532:65532
ENV SUDOKU_ADDR=0.0.0.0:8080
EXPOSE 8080
# The binary probes itself (GET /healthz on SUDOKU_ADDR): no curl needed.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/sudoku-service", "healthcheck"]
# Exec form: the server is PID 1 and receives SIGTERM for a graceful shutdown;
# it exits 0 after a clean drain, 3 when the drain timed out and cut requests.
ENTRYPOINT ["/sudoku-service"]
