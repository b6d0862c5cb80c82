/** The modules of an organization (spec: modules by route). */
export type ModuleKey =
  | 'leads'
  | 'clients'
  | 'contacts'
  | 'opportunities'
  | 'trips'
  | 'suppliers'
  | 'teams'
  | 'tasks'
  | 'calls'
  | 'telephonyNumbers'
  | 'callAnalytics'
  | 'billing';

/**
 * The modules later issues build: their routes show the shared "not built yet" panel (the
 * router's `pending()` takes only these) and the dashboards show no figure for them, rather than
 * a zero that reads as a fact. Building a module is taking it out of this list: the router then
 * no longer compiles until its routes are real, and the router test fails while a listed module
 * has real routes.
 */
export const NOT_BUILT_MODULES = [] as const satisfies readonly ModuleKey[];

export type NotBuiltModule = (typeof NOT_BUILT_MODULES)[number];

/** Whether the module's screens exist, so its figures mean something. */
export function isModuleBuilt(module: ModuleKey): boolean {
  return !(NOT_BUILT_MODULES as readonly ModuleKey[]).includes(module);
}
