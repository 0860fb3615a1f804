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
RUN npm run build -w shell -w @snowday/server \
 && npm run artefact -w @snowday/server -- /artefact --no-sections

FROM node:${NODE_VERSION}-bookworm-slim
# tini is PID 1: SIGTERM reaches node, which finishes the jobs in hand, and the sandbox's
# workerd children are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /artefact/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
USER node
# It serves no HTTP, so it has no /healthz: its health is its process (tini exits with node and
# the restart policy starts a new one) and its log (docs/deploy/README.md#images).
HEALTHCHECK NONE
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "shell/server/dist/alert-worker.js"]
