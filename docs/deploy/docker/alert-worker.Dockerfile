# syntax=docker/dockerfile:1
# The alert worker (shell/server/alert-worker/main.ts): the alerts' schedule, runs and sends on
# pg-boss. Needs DATABASE_URL. Built from the repository's root:
#   docker build -f docs/deploy/docker/alert-worker.Dockerfile -t snowday-alert-worker .
# What each step is and what was run without Docker: docs/deploy/README.md#images.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build -w @snowday/shell -w @snowday/server \
 && npm run artefact -w @snowday/server -- /artefact --no-sections

FROM node:${NODE_VERSION}-bookworm-slim
# tini is PID 1: SIGTERM reaches node, which finishes the jobs in hand, and the sandbox's
# workerd children are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
# Its one HTTP answer, GET /healthz, for the health check below (on loopback: HOST's default).
ENV NODE_ENV=production HEALTH_PORT=8090
WORKDIR /app
COPY --from=build /artefact/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HEALTH_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "shell/server/dist/alert-worker.js"]
