import type { FastifyInstance } from 'fastify';
import type { Config } from '#platform/config.ts';
import type { Job, Schedule } from '#platform/jobs/jobs.ts';
import { type ActivityDetails, registerActivityDetails } from './activity-details.ts';
import { type DomainEventListeners, registerDomainEventListeners } from './domain-events.ts';
import { importJob } from './imports/imports.service.ts';
import { type RecordType, registerRecordTypes } from './record-types.ts';

type ModulePlugin = (app: FastifyInstance, options: { config: Config }) => Promise<void>;

/**
 * What a business module brings to the app; `app.ts` registers every manifest of `modules.ts`
 * after the platform and the record kit, in the list's order.
 */
export type ModuleManifest = {
  name: string;
  /** App-wide setup that routes rely on (decorations, hooks), registered before any route. */
  setup?: ModulePlugin;
  /** Routes below `/api/v2` (the spec's global ones: `/agent/...`, `/calls/my`, webhooks). */
  routes?: ModulePlugin;
  /** Routes below `/api/v2/{orgCode}`, where the organization is resolved and checked. */
  organizationRoutes?: ModulePlugin;
  /** Record types whose notes, files, timeline, search and import the record kit serves. */
  recordTypes?: RecordType[];
  /** What it adds to its own timeline entries when they are read (a call's outcome and notes). */
  activityDetails?: ActivityDetails[];
  /** What it does when another module announces a fact (in that module's transaction). */
  listeners?: DomainEventListeners;
  /** Kinds of background job it queues (`app.jobs.enqueue`), run on any instance (`defineJob`). */
  jobs?: Job<unknown>[];
  /** Work it runs once per period across every instance (`defineSchedule`). */
  schedules?: Schedule[];
};

export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;

/** Hands the record kit the record types and listeners of the app's modules. */
export function registerModules(modules: readonly ModuleManifest[]): void {
  registerRecordTypes(modules.flatMap((module) => module.recordTypes ?? []));
  registerDomainEventListeners(modules.flatMap((module) => (module.listeners ? [module.listeners] : [])));
  registerActivityDetails(modules.flatMap((module) => module.activityDetails ?? []));
}

/** The background jobs and schedules of the record kit and of the app's modules. */
export function backgroundWorkOf(modules: readonly ModuleManifest[]) {
  return {
    jobs: [importJob, ...modules.flatMap((module) => module.jobs ?? [])],
    schedules: modules.flatMap((module) => module.schedules ?? []),
  };
}
