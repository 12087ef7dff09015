# syntax=docker/dockerfile:1
# The production image: the build's output and production dependencies only, run by a non-root user with plain
# Node. What it copies is assembled by scripts/assemble-runtime.mjs, which CI starts from a bare folder
# (server/test/deploy/runtime.test.ts), so the image and the test hold the same files.
#
#   docker build -t kueue-batch .
#   docker run -p 4000:4000 -e DATABASE_URL=postgresql://… -e SECRET_KEY=v1:… kueue-batch

ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm install -g pnpm@12.4.2
WORKDIR /src
# Dependencies first, so a source change reuses the installed layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
# pnpm's patches of dependencies (pnpm-workspace.yaml patchedDependencies), applied by the install
COPY patches/ patches/
COPY server/package.json server/
COPY web/package.json web/
COPY kube-sim/package.json kube-sim/
COPY rules/package.json rules/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build && node scripts/assemble-runtime.mjs /runtime

FROM ${NODE_IMAGE}
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's compiler and GC helpers, libuv's pool) an arena of
# its own, up to 8 per core, each holding freed memory it does not return; two arenas take 10–30 MiB off an idle
# server's RSS at no measurable CPU cost for a server whose JavaScript runs on one thread (server/bench/README.md).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/tmp/kueue-batch \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Owned by root and read-only to the server's user: the image runs with a read-only root file system.
COPY --from=build /runtime /app
USER 10001:10001
EXPOSE 4000
CMD ["node", "server/dist/main.js"]
