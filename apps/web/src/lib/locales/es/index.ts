import type { Translation } from '../en';
import { auth } from './auth';
import { calls } from './calls';
import { clients } from './clients';
import { common } from './common';
import { contacts } from './contacts';
import { dashboards } from './dashboards';
import { dataTable } from './data-table';
import { imports } from './imports';
import { leads } from './leads';
import { numbers } from './numbers';
import { opportunities } from './opportunities';
import { organizations } from './organizations';
import { pipeline } from './pipeline';
import { record } from './record';
import { search } from './search';
import { shell } from './shell';
import { tasks } from './tasks';
import { teams } from './teams';
import { telephony } from './telephony';
import { toastTest } from './toast-test';

/** Spanish: the same files and keys as en/ (each file is typed by its English twin). */
export const es: Translation = {
  ...common,
  ...shell,
  ...auth,
  ...toastTest,
  ...dashboards,
  ...organizations,
  ...dataTable,
  ...imports,
  ...record,
  ...leads,
  ...clients,
  ...contacts,
  ...search,
  ...telephony,
  ...calls,
  ...numbers,
  ...teams,
  ...tasks,
  ...opportunities,
  ...pipeline,
};
