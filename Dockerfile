# Dugout: the bot process. Build: docker build -t dugout .  Run: see docker-compose.yml and README.md.

# Compiles the TypeScript once (npm run build -> dist/); production runs the JavaScript with node.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY commands ./commands
COPY migrations ./migrations
RUN npm run build

# Production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim AS runner
# tini is PID 1: it forwards SIGTERM so the bot shuts down gracefully, and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HEALTH_PORT=8080
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
# The build's dist/ holds src/, commands/ and migrations/ compiled, side by side as in the repository.
COPY --from=build /app/dist ./dist
# The fonts the pictures are drawn with (no system font is assumed) and the template a new PGlite database starts from.
COPY assets ./assets
# The house rules, served as the web page's /rules.
COPY docs/rules.md ./docs/rules.md
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
# 8080: the health endpoint. 3000: the league web page, when WEB_PORT=3000 is set (README, "The league web page").
EXPOSE 8080 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# node directly rather than npm, so the signal reaches the bot itself. Other commands:
#   node dist/src/cli/migrate.js   node dist/src/cli/deploy-commands.js   node dist/src/web/main.js (the web page alone)
CMD ["node", "dist/src/main.js"]
