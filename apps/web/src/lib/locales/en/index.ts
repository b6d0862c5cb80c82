import { auth } from './auth';
import { billing } from './billing';
import { bookings } from './bookings';
import { callAnalytics } from './call-analytics';
import { calls } from './calls';
import { clients } from './clients';
import { common } from './common';
import { contacts } from './contacts';
import { dashboards } from './dashboards';
import { dataTable } from './data-table';
import { imports } from './imports';
import { leads } from './leads';
import { notifications } from './notifications';
import { numbers } from './numbers';
import { opportunities } from './opportunities';
import { organizations } from './organizations';
import { pipeline } from './pipeline';
import { record } from './record';
import { reference } from './reference';
import { search } from './search';
import { shell } from './shell';
import { suppliers } from './suppliers';
import { targets } from './targets';
import { tasks } from './tasks';
import { teams } from './teams';
import { telephony } from './telephony';
import { toastTest } from './toast-test';
import { trips } from './trips';

/** The areas of texts, one file each in every language's folder; a screen loads those it shows. */
export type TextArea =
  | 'auth'
  | 'billing'
  | 'bookings'
  | 'call-analytics'
  | 'calls'
  | 'clients'
  | 'common'
  | 'contacts'
  | 'dashboards'
  | 'data-table'
  | 'imports'
  | 'leads'
  | 'notifications'
  | 'numbers'
  | 'opportunities'
  | 'organizations'
  | 'pipeline'
  | 'record'
  | 'reference'
  | 'search'
  | 'shell'
  | 'suppliers'
  | 'targets'
  | 'tasks'
  | 'teams'
  | 'telephony'
  | 'toast-test'
  | 'trips';

/**
 * English (default), every area's top-level sections in one object: the shape of every text key.
 * Every interface text lives in this folder, one file per feature or shared area; es/ mirrors the
 * same files and keys, each typed by its English twin.
 */
export const en = {
  ...common,
  ...shell,
  ...auth,
  ...toastTest,
  ...dashboards,
  ...organizations,
  ...dataTable,
  ...imports,
  ...record,
  ...reference,
  ...leads,
  ...clients,
  ...contacts,
  ...search,
  ...telephony,
  ...calls,
  ...callAnalytics,
  ...numbers,
  ...teams,
  ...tasks,
  ...opportunities,
  ...pipeline,
  ...trips,
  ...bookings,
  ...suppliers,
  ...notifications,
  ...billing,
  ...targets,
} as const;
