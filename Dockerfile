# Dugout: the bot process. Build: docker build -t dugout .  Run: see docker-compose.yml and README.md.

# Production dependencies only (tsx is one: the bot runs its TypeScript directly).
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
COPY package.json tsconfig.json ./
COPY src ./src
# The fonts the pictures are drawn with (no system font is assumed).
COPY assets ./assets
COPY commands ./commands
COPY migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# node directly rather than npm, so the signal reaches the bot itself.
CMD ["node", "--import", "tsx", "src/main.ts"]
