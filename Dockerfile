# AlphaWire's image: the web app and the server built once (`npm run build`: the server compiled to
# JavaScript, as `npm run start:prod` runs it), production dependencies only, as the unprivileged
# `node` user, data in the /data volume. The CLI runs from its TypeScript through tsx.
# Build: docker build -t alphawire .      Run: docker run -p 3000:3000 -v alphawire-data:/data alphawire

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY vite.config.ts postcss.config.cjs tsconfig.json ./
COPY scripts/build-server.ts ./scripts/
COPY config ./config
COPY migrations ./migrations
COPY src ./src
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY bin ./bin
COPY config ./config
COPY migrations ./migrations
COPY src/server ./src/server
COPY src/plugins ./src/plugins
COPY src/contracts ./src/contracts
COPY src/cli ./src/cli
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
# The app's files stay root's and read-only to it; only the data volume is the node user's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "bin/healthcheck.js"]
# node itself is PID 1, so SIGTERM reaches the server and it drains requests before it exits.
CMD ["node", "--max-old-space-size=256", "dist/server/src/server/main.js"]
