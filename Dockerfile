# syntax=docker/dockerfile:1
# Aurora CRM: one image for every instance (docs/deploy.md, decision 047).
#
#   docker build -t aurora-crm .
#
# Debian (glibc), not Alpine: the web build's native parts (rolldown, lightningcss, Tailwind's
# oxide) ship glibc binaries, and tsx's esbuild picks its binary by platform at install time, so
# dependencies are always installed inside the image, never copied from the host.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the web app into apps/web/dist --------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build-web.mjs

# ---- production dependencies only: the server's and the contracts' (no web, no dev tools) --------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --omit=dev --workspace apps/server --workspace packages/contracts --no-audit --no-fund \
  && npm cache clean --force

# ---- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only to the app; only DATA_DIR is the app's to write.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/contracts/src packages/contracts/src
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY tsconfig.base.json ./
COPY --from=build /app/apps/web/dist apps/web/dist
# The official image's unprivileged user (uid 1000). DATA_DIR holds the embedded database and
# local files when they are used (one instance without DATABASE_URL); with PostgreSQL and S3 it
# stays empty, and the image runs with a read-only root as long as /tmp is writable (tsx's cache).
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
# PORT (API and web app) and REALTIME_PORT (the Pusher-protocol websocket server).
EXPOSE 8000 8080
# Liveness only: readiness (/api/v2/ready) is the balancer's question, not a reason to restart.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/api/v2/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The start command of `npm start -w apps/server` and of the cluster test (e2e/cluster): tsx
# running src/server.ts from apps/server, with no npm in between, so SIGTERM reaches the server
# (readiness turns 503, SHUTDOWN_DRAIN_MS, then the sockets drain). tsx passes signals on.
WORKDIR /app/apps/server
CMD ["node", "/app/node_modules/tsx/dist/cli.mjs", "src/server.ts"]
