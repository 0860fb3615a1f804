# syntax=docker/dockerfile:1
# The whole site on one machine (shell/server/compose.ts, what `npm start` runs): the shell, each
# section on its own port, the alert jobs, and Postgres embedded under /data unless
# DATABASE_URL names one. The calculator is signed with the deployment's key, a build secret:
#   docker build -f docs/deploy/docker/site.Dockerfile \
#     --secret id=calculator_signing_key,src=calculator-signing.pem -t snowday-site .
# What each step is and what was run without Docker: docs/deploy/README.md#images.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# A build for a deployment: without the key it fails rather than sign with a pair nobody keeps
# (docs/deploy/settings.md#calculator-signing).
RUN --mount=type=secret,id=calculator_signing_key,required=true \
    BUILD_FOR_DEPLOYMENT=true CALCULATOR_SIGNING_KEY_FILE=/run/secrets/calculator_signing_key \
    npm run build \
 && npm run artefact -w @snowday/server -- /artefact

FROM node:${NODE_VERSION}-bookworm-slim
# tini is PID 1: SIGTERM reaches node, which stops gracefully, and the sandbox's workerd
# children are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown node:node /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=build /artefact/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
USER node
VOLUME /data
EXPOSE 8080 8081 8082 8083
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "shell/server/dist/compose.js"]
