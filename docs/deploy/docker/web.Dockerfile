# syntax=docker/dockerfile:1
# The web process (shell/server/web/main.ts): pages, the forecast endpoint, link previews, the
# alerts' API. Built from the repository's root:
#   docker build -f docs/deploy/docker/web.Dockerfile -t snowday-web .
# What each step is and what was run without Docker: docs/deploy/README.md#images.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# The shell and the server only: the sections deploy on their own (docs/deploy/README.md).
RUN npm run build -w @snowday/shell -w @snowday/server \
 && npm run artefact -w @snowday/server -- /artefact --no-sections

FROM node:${NODE_VERSION}-bookworm-slim
# tini is PID 1: SIGTERM reaches node, which stops gracefully, and the sandbox's workerd
# children are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /artefact/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
# The files stay root's: the process can read its code, not change it.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "shell/server/dist/web.js"]
