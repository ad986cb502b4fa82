# function-hcl as a Crossplane composition function: `strata fn-hcl serve`.
#
#   docker build -t function-hcl .
#   crossplane xpkg build --package-root=package --embed-runtime-image=function-hcl
#
# Crossplane's function runtime starts the container with TLS_SERVER_CERTS_DIR set (mutual TLS);
# `crossplane render` (Docker runtime) appends `--insecure`. The server listens on 9443.

FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
# Only the fn-hcl system is compiled into the image's binary.
RUN cargo build --release --locked -p strata-cli --no-default-features --features fnhcl \
 && cp target/release/strata /strata

FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /strata /usr/local/bin/strata
EXPOSE 9443
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/strata", "fn-hcl", "serve"]
