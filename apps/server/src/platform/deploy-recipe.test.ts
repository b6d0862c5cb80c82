import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, REPO_ROOT } from './config.ts';

// Base images cannot be pulled where CI runs, so the container recipe is checked for what can be
// checked without them: the files parse, and they agree with each other and with the app's config.

type Healthcheck = { test?: unknown };
type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: Healthcheck;
  ports?: string[];
};
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const parseCompose = (file: string) => parse(read(file), { merge: true }) as ComposeFile;

const compose = parseCompose('compose.yaml');
const tls = parseCompose('compose.tls.yaml');
const dockerfile = read('Dockerfile');
const appServices = ['app-1', 'app-2'] as const;
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const healthcheckText = (name: string) => JSON.stringify(service(name).healthcheck?.test ?? '');
const templatePath = path.join(REPO_ROOT, 'deploy/nginx/aurora.conf.template');
const template = () => (existsSync(templatePath) ? readFileSync(templatePath, 'utf8') : undefined);

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, an S3 store, two app instances and the proxy', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 's3', 'app-1', 'app-2', 'proxy']),
    );
  });

  it('runs both instances from one image with the same environment', () => {
    const [first, second] = appServices.map(service);
    expect(first?.image).toBeTruthy();
    expect(first?.image).toBe(second?.image);
    expect(first?.build).toBeTruthy();
    expect(first?.environment).toEqual(second?.environment);
  });

  it('sets only variables the app reads, and what several instances need', () => {
    const known = new Set(CONFIG_VARIABLES);
    for (const name of appServices) {
      const environment = service(name).environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !known.has(key));
      expect(unknown, `${name} sets variables config.ts does not read`).toEqual([]);
      expect(environment).toMatchObject({ TRUST_PROXY: 'true', FILE_STORAGE: 's3' });
      for (const key of [
        'DATABASE_URL',
        'REDIS_URL',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'PUSHER_APP_ID',
        'PUSHER_APP_KEY',
        'PUSHER_APP_SECRET',
        'REALTIME_HOST',
        'REALTIME_PUBLIC_PORT',
        'REALTIME_TLS',
        'SHUTDOWN_DRAIN_MS',
      ]) {
        expect(environment[key], `${name}: ${key}`).toBeTruthy();
      }
    }
  });

  it('keeps secrets in the env file, with every one it needs listed in the example', () => {
    const text = read('compose.yaml') + read('compose.tls.yaml');
    const needed = new Set(
      [...text.matchAll(/\$\{([A-Z0-9_]+)(:?[-?][^}]*)?\}/g)].map((match) => match[1] as string),
    );
    const example = read('.env.production.example');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect([...needed].filter((name) => !listed.has(name))).toEqual([]);
    // No literal secret in the committed file: each comes from the env file.
    for (const key of ['PUSHER_APP_SECRET', 'S3_SECRET_ACCESS_KEY']) {
      expect(String(service('app-1').environment?.[key])).toMatch(/^\$\{/);
    }
    expect(String(service('app-1').environment?.DATABASE_URL)).toContain('${POSTGRES_PASSWORD');
  });

  it('has a health check on every long-running service; the apps report readiness', () => {
    for (const name of ['postgres', 'redis', 's3', 'app-1', 'app-2', 'proxy']) {
      expect(service(name).healthcheck?.test, name).toBeTruthy();
    }
    for (const name of appServices) expect(healthcheckText(name)).toContain('/api/v2/ready');
  });

  it('starts the apps after their dependencies and the proxy after ready apps', () => {
    for (const name of appServices) {
      expect(service(name).depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(service('proxy').depends_on).toMatchObject({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  it('runs the proxy on the template the cluster test uses, with each of its variables', () => {
    const proxy = service('proxy');
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.volumes).toContain(
      './deploy/nginx/aurora.conf.template:/etc/nginx/templates/aurora.conf.template:ro',
    );
    const variables = [
      'AURORA_LISTEN',
      'AURORA_APP_1',
      'AURORA_APP_2',
      'AURORA_REALTIME_1',
      'AURORA_REALTIME_2',
    ];
    expect(Object.keys(proxy.environment ?? {})).toEqual(expect.arrayContaining(variables));
    expect(proxy.environment).toMatchObject({
      AURORA_APP_1: `app-1:${service('app-1').environment?.PORT}`,
      AURORA_APP_2: `app-2:${service('app-2').environment?.PORT}`,
      AURORA_REALTIME_1: `app-1:${service('app-1').environment?.REALTIME_PORT}`,
      AURORA_REALTIME_2: `app-2:${service('app-2').environment?.REALTIME_PORT}`,
    });
    // The template comes with the cluster test; once it is here, it must use these names.
    const text = template();
    if (text) for (const variable of variables) expect(text, variable).toContain(`\${${variable}}`);
  });

  it("forwards the client's scheme and address to the instances from every proxied location", () => {
    const text = template();
    if (!text) return;
    // nginx inherits proxy_set_header only into a block that sets none of its own: a location
    // that sets Upgrade or Connection must repeat X-Forwarded-Proto (HSTS, decision 042) and
    // X-Forwarded-For (login and socket limits per address), or they never reach the app.
    const forwarded = ['X-Forwarded-Proto', 'X-Forwarded-For'];
    const sets = (block: string, header: string) =>
      new RegExp(`^\\s*proxy_set_header\\s+${header}\\s`, 'm').test(block);
    const locations = [...text.matchAll(/^\s*location\s+([^{]+)\{([^}]*)\}/gm)];
    expect(locations.length).toBeGreaterThan(0);
    const serverLevel = text.replace(/^\s*location\s+[^{]+\{[^}]*\}/gm, '');
    for (const [, where, block = ''] of locations) {
      if (!block.includes('proxy_pass')) continue;
      const scope = /proxy_set_header/.test(block) ? block : serverLevel;
      for (const header of forwarded) expect(sets(scope, header), `location ${where}: ${header}`).toBe(true);
    }
  });

  it('keeps the data services on named volumes', () => {
    expect(service('postgres').volumes?.some((volume) => volume.startsWith('postgres-data:'))).toBe(true);
    expect(service('s3').volumes?.some((volume) => volume.startsWith('s3-data:'))).toBe(true);
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['postgres-data', 's3-data']));
  });
});

describe('compose.tls.yaml', () => {
  it('terminates TLS at the proxy and tells browsers to use wss on 443', () => {
    expect(tls.services.proxy?.environment?.AURORA_LISTEN).toBe('443 ssl');
    expect(tls.services.proxy?.volumes).toContain('./deploy/nginx/tls.conf:/etc/nginx/conf.d/tls.conf:ro');
    for (const name of appServices) {
      expect(tls.services[name]?.environment).toEqual({ REALTIME_PUBLIC_PORT: '443', REALTIME_TLS: 'true' });
    }
    expect(read('deploy/nginx/tls.conf')).toMatch(/ssl_certificate \/etc\/nginx\/tls\/fullchain\.pem;/);
  });
});

describe('Dockerfile', () => {
  const environment = service('app-1').environment ?? {};

  it('exposes the ports the instances listen on and checks liveness', () => {
    const exposed = dockerfile.match(/^EXPOSE (.+)$/m)?.[1]?.split(/\s+/) ?? [];
    expect(exposed).toEqual(
      expect.arrayContaining([String(environment.PORT), String(environment.REALTIME_PORT)]),
    );
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/v2\/health/m);
  });

  it('runs as a non-root user, with the start command of `npm start -w apps/server`', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    const serverPackage = JSON.parse(read('apps/server/package.json')) as {
      scripts: { start: string };
      dependencies: Record<string, string>;
    };
    expect(serverPackage.scripts.start).toBe('tsx src/server.ts');
    // Production dependencies only: tsx must be one of them.
    expect(serverPackage.dependencies.tsx).toBeTruthy();
    expect(dockerfile).toMatch(/^WORKDIR \/app\/apps\/server$/m);
    expect(dockerfile).toMatch(
      /^CMD \["node", "\/app\/node_modules\/tsx\/dist\/cli\.mjs", "src\/server\.ts"\]$/m,
    );
    expect(dockerfile).toMatch(/npm install --omit=dev/);
    expect(dockerfile).toMatch(/node scripts\/build-web\.mjs/);
  });

  it('leaves dependencies, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '.git', '.cache', 'data', '.env', '.env.*']) {
      expect(ignored).toContain(entry);
    }
  });
});
