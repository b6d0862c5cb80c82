import { API_BASE } from '@aurora/contracts/constants';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from '#platform/clock.ts';
import type { Config } from '#platform/config.ts';
import type { Database } from '#platform/db/client.ts';
import { errorHandlerPlugin } from '#platform/http/error-handler.ts';
import { inputGuardPlugin } from '#platform/http/input-guard.ts';
import { jsonBodyPlugin } from '#platform/http/json-body.ts';
import { openApiPlugin } from '#platform/http/openapi.ts';
import { rateLimitPlugin } from '#platform/http/rate-limit.ts';
import { requestIdOf, requestIdPlugin } from '#platform/http/request-id.ts';
import { securityHeadersPlugin } from '#platform/http/security-headers.ts';
import { spaPlugin } from '#platform/http/spa.ts';
import { jobsPlugin } from '#platform/jobs/jobs.plugin.ts';
import type { JobEngine } from '#platform/jobs/jobs.ts';
import { createLocalJobEngine } from '#platform/jobs/local-engine.ts';
import { metricsPlugin } from '#platform/metrics/metrics.plugin.ts';
import { readinessPlugin } from '#platform/readiness/readiness.plugin.ts';
import { readinessRoutes } from '#platform/readiness/readiness.routes.ts';
import { realtimePlugin } from '#platform/realtime/realtime.plugin.ts';
import { realtimeRoutes } from '#platform/realtime/realtime.routes.ts';
import { referenceRoutes } from '#platform/reference/reference.routes.ts';
import { type TelephonyOptions, telephonyPlugin } from '#platform/telephony/telephony.plugin.ts';
import { authPlugin } from '#platform/tenancy/auth.plugin.ts';
import { authRoutes } from '#platform/tenancy/auth.routes.ts';
import { memberDirectoryRoutes, membersRoutes } from '#platform/tenancy/members.routes.ts';
import { orgScopedRoutes } from '#platform/tenancy/org-context.ts';
import { organizationsRoutes } from '#platform/tenancy/organizations.routes.ts';
import { backgroundWorkOf, registerModules } from '#records/module.ts';
import { recordKitRoutes } from '#records/records.routes.ts';
import { modules } from './modules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The time of the rules, the jobs and the call simulator (a manual one in tests). */
    clock: Clock;
  }
}

/**
 * Hands the record kit the record types and listeners of the app's modules. `buildApp` does it;
 * so must whatever writes records before an app is built (the demo seed), since services name
 * records through the kit's registry.
 */
export const registerAppModules = () => registerModules(modules);

export type BuildAppOptions = {
  /** Sees every route as it is registered (the authorization matrix test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The app's time (tests pass a manual clock); the system's by default. */
  clock?: Clock;
  /** Telephony test seam: a fake Twilio REST transport. */
  telephony?: TelephonyOptions;
  /** Where background jobs run (`createJobEngine`); by default in process, on the app's clock. */
  jobEngine?: JobEngine;
};

/** The whole HTTP app, ready for `inject()` or `listen()`; it never listens itself. */
export async function buildApp(config: Config, db: Database, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every log line of a request carries `reqId`: the id the caller sent, if sane, or a new one.
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? systemClock);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Order matters: errors, headers and auth hooks apply to what is registered after them (headers
  // come before anything that may refuse a request), and the
  // OpenAPI plugin only documents routes registered after it. The platform comes first, then the
  // record kit, then the modules of modules.ts in their order.
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(inputGuardPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin, { db });
  await app.register(realtimePlugin, { config });
  await app.register(telephonyPlugin, { config, ...options.telephony });
  const engine = options.jobEngine ?? createLocalJobEngine(db, { clock: app.clock });
  await app.register(jobsPlugin, { engine, ...backgroundWorkOf(modules) });
  await app.register(readinessPlugin, { config });
  // Before every route, so each is counted; `app.metrics` is there for the modules' setup.
  await app.register(metricsPlugin, { config });
  registerAppModules();
  for (const module of modules) if (module.setup) await module.setup(app, { config });
  await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { config });
      await api.register(organizationsRoutes);
      await api.register(membersRoutes);
      await api.register(referenceRoutes);
      await api.register(realtimeRoutes, { config });
      await api.register(readinessRoutes);
      for (const module of modules) if (module.routes) await api.register(module.routes, { config });
      await api.register(
        orgScopedRoutes(db, async (scope) => {
          await scope.register(memberDirectoryRoutes);
          await scope.register(recordKitRoutes, { config });
          for (const module of modules) {
            if (module.organizationRoutes) await scope.register(module.organizationRoutes, { config });
          }
        }),
        { prefix: '/:orgCode' },
      );
    },
    { prefix: API_BASE },
  );

  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
