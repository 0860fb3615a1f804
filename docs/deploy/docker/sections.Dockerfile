# syntax=docker/dockerfile:1
# nginx in front of the web instances, serving the three sections as static sites of their own:
# docs/deploy/nginx.conf with its placeholders filled in at build time. The calculator is signed
# with the deployment's key, a build secret:
#   docker build -f docs/deploy/docker/sections.Dockerfile \
#     --secret id=calculator_signing_key,src=calculator-signing.pem \
#     --build-arg SITE_ORIGIN=https://snow.example --build-arg WEB_INSTANCES="web-1:8080 web-2:8080" \
#     -t snowday-nginx .
# What each step is and what was run without Docker: docs/deploy/README.md#images.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN --mount=type=secret,id=calculator_signing_key,required=true \
    BUILD_FOR_DEPLOYMENT=true CALCULATOR_SIGNING_KEY_FILE=/run/secrets/calculator_signing_key \
    npm run build -w mfe-calculator -w mfe-blog -w mfe-pages
ARG SITE_ORIGIN=http://localhost
ARG WEB_INSTANCES="web-1:8080 web-2:8080"
# The scale test's own renderer (Node runs its TypeScript as it is), so the file the tests run
# is the file this image runs.
RUN node --input-type=module -e " \
  import { writeFileSync } from 'node:fs'; \
  import { renderNginxConfig } from './shell/site-tools/scale/nginx-config.ts'; \
  writeFileSync('/nginx.conf', renderNginxConfig({ \
    runtime: '/var/cache/nginx/snowday', host: '0.0.0.0', listen: 80, workers: 'auto', \
    siteOrigin: process.env.SITE_ORIGIN, instances: process.env.WEB_INSTANCES.split(' '), \
    sections: ['calculator', 'blog', 'pages'].map((name, i) => \
      ({ listen: 8081 + i, root: '/srv/sections/' + name })), \
  }));"

FROM nginx:1.27-bookworm
COPY --from=build /nginx.conf /etc/nginx/nginx.conf
COPY --from=build /src/mfe-calculator/dist /srv/sections/calculator
COPY --from=build /src/mfe-blog/dist /srv/sections/blog
COPY --from=build /src/mfe-pages/dist /srv/sections/pages
RUN mkdir -p /var/cache/nginx/snowday \
 && cd /var/cache/nginx/snowday && mkdir body proxy fastcgi uwsgi scgi cache \
 && chown -R nginx:nginx /var/cache/nginx/snowday
EXPOSE 80 8081 8082 8083
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8081/remoteEntry.js"]
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/var/cache/nginx/snowday", "-c", "/etc/nginx/nginx.conf", "-g", "daemon off;"]
