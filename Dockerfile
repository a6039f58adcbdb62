# `silent-directory serve` in a container: docker build -t silent-directory . && docker run -p 8080:8080 --read-only silent-directory
# Two stages: the first installs the development tools and builds the package (its data included);
# the second holds only Node and the built package, which has no dependencies, and runs as a user
# with no rights over its own files, so the container's filesystem can be mounted read-only.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# --ignore-scripts: the data is built below, once the sources are in.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run data && npm run build:package

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /src/dist-package/ /app/
# The image's own unprivileged user (uid 1000), which owns nothing here.
USER node
EXPOSE 8080
# The server writes nothing to disk; a health check needs no curl in the image.
HEALTHCHECK --interval=30s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "/app/lib/cli.js", "serve", "--host", "0.0.0.0", "--port", "8080"]
