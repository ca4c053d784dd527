import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dockerfileStages, envOf, repoRoot } from '../../scripts/image/dockerfile.js';
import { HOST_SECRETS } from '../../src/server/secret-files.js';

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
}
interface Compose {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
}

// merge: the web and worker services share one block (YAML's `<<`, which Compose reads too).
const compose = parse(readFileSync(new URL('compose.yaml', repoRoot), 'utf8'), { merge: true }) as Compose;
const app = compose.services.app!;
const worker = compose.services.worker!;

describe('compose.yaml', () => {
  it('declares every secret and named volume a service uses', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const secret of service.secrets ?? []) expect(compose.secrets, `${name}: ${secret}`).toHaveProperty(secret);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source);
      }
    }
  });

  it('waits only for services that exist and have a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services, name).toHaveProperty(dependency);
        if (condition === 'service_healthy') expect(compose.services[dependency]!.healthcheck, dependency).toBeDefined();
      }
    }
  });

  it('runs two web replicas and one worker of one image and configuration', () => {
    expect(app.environment?.SERVICES).toBe('web');
    expect(app.deploy?.replicas).toBe(2);
    expect(worker.environment?.SERVICES).toBe('worker');
    expect(worker.deploy?.replicas).toBe(1);
    const { SERVICES: _web, ...webSettings } = app.environment ?? {};
    const { SERVICES: _worker, ...workerSettings } = worker.environment ?? {};
    expect(workerSettings).toEqual(webSettings);
    expect(worker.image).toBe(app.image);
    expect(worker.secrets).toEqual(app.secrets);
    // The worker's HTTP answers its probes only: its health check is the same, and Caddy never sends it a request.
    expect(worker.healthcheck?.test).toEqual(['CMD', 'node', 'bin/healthcheck.js']);
    expect(worker.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(readFileSync(new URL('Caddyfile', repoRoot), 'utf8')).not.toMatch(/name worker/);
  });

  it('runs the app on PostgreSQL, its secrets read from files AlphaWire knows to read', () => {
    expect(app.build).toBe('.');
    expect(app.environment).toMatchObject({ DATABASE_URL_FILE: '/run/secrets/database_url', APP_SECRET_FILE: '/run/secrets/app_secret', TRUST_PROXY: 'true' });
    const fileSettings = Object.entries(app.environment ?? {}).filter(([name]) => name.endsWith('_FILE'));
    for (const [name, path] of fileSettings) {
      expect(HOST_SECRETS, name).toContain(name.slice(0, -'_FILE'.length));
      expect(app.secrets, name).toContain(path.replace('/run/secrets/', ''));
    }
    expect(compose.services.postgres!.image).toMatch(/^postgres:/);
    expect(compose.services.postgres!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
  });

  it('puts Caddy in front of the app service on the port the image listens on', () => {
    const caddy = compose.services.caddy!;
    expect(caddy.image).toMatch(/^caddy:/);
    expect(caddy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(new URL('Caddyfile', repoRoot), 'utf8');
    const port = envOf(dockerfileStages().at(-1)!).PORT;
    expect(caddyfile).toMatch(/name app\n/);
    expect(caddyfile).toMatch(new RegExp(`port ${port}\\n`));
    expect(app.healthcheck?.test).toEqual(['CMD', 'node', 'bin/healthcheck.js']);
  });
});
