# syntax=docker/dockerfile:1
# Taper's API and web app in one image: build everything in a full stage, then keep only the
# production dependencies, the server bundle, the built web app and the icon SVGs in a slim one
# that runs as the unprivileged `node` user. docs/deploy.md explains it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 use prebuilt binaries; the toolchain is only a fallback.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npx -y pnpm@10 install --frozen-lockfile
RUN npx -y pnpm@10 exec turbo run build --filter=@taper/server --filter=@taper/web
# Drop the dev dependencies: the server bundle needs only the API's npm dependencies.
RUN CI=true npx -y pnpm@10 install --frozen-lockfile --prod

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=/data/taper.db
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/packages/db/icons ./packages/db/icons
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) shuts down gracefully; give it time with `stop_grace_period`.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]
