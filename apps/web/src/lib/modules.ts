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
