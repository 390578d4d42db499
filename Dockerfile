# Miami Drop: built once in the first stage, run from the second with production dependencies only (docs/deploy.md,
# decisions 152 and 153). APP_URL and the rest are read when the container starts: one image serves any domain.
# `npm test` runs these steps without Docker (scripts/production-start-check.ts), so keep to what it honours: FROM ...
# AS, WORKDIR, COPY (with --from), RUN in bash, ENV key=value, USER, VOLUME, EXPOSE, HEALTHCHECK and CMD in exec form.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# The production dependencies alone, in a stage of their own: npm's cache stays behind in it.
FROM node:20-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM node:20-slim AS runtime
# pg_dump and pg_restore for the backups on PostgreSQL (decision 151): Debian 12's client, version 15.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/migrations ./migrations
# `npm start` works in the container too (it runs the built server, never builds); CMD below skips npm and tsx.
# So do `npm run db:backup` and `npm run db:restore`: they run the tools built beside the server.
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/scripts/db-backup.ts ./scripts/db-backup.ts
COPY --from=build /app/scripts/db-restore.ts ./scripts/db-restore.ts
# The SQLite database, the photos (FILE_STORE=local) and the backups live in the volume.
RUN mkdir -p data
RUN chown node:node data
USER node
ENV PORT=8000 HOST=0.0.0.0 DATABASE_URL=data/app.db FILES_DIR=data/files
VOLUME /app/data
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/api/health').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/server.js"]
