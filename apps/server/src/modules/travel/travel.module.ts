import { SUPPLIER_NOT_FOUND } from '@aurora/contracts/travel/suppliers';
import { TRIP_NOT_FOUND } from '@aurora/contracts/travel/trips';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineOrganizationJob, defineSchedule } from '#platform/jobs/jobs.ts';
import { defineModule } from '#records/module.ts';
import { defineRecordType } from '#records/record-types.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { itineraryRoutes } from './itinerary/itinerary.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { giveDeadlineTasks, organizationsToWatch } from './radar/deadline-radar.service.ts';
import { travelSettingsRoutes } from './settings/travel-settings.routes.ts';
import { supplierImport } from './suppliers/suppliers.import.ts';
import { suppliersRoutes } from './suppliers/suppliers.routes.ts';
import { suppliers } from './suppliers/suppliers.table.ts';
import { tripsRoutes } from './trips/trips.routes.ts';
import { moveTripsByDates } from './trips/trips.service.ts';
import { trips } from './trips/trips.table.ts';

/** One organization's trips: those whose dates came move on, deadlines whose lead time began get their task. */
const watchOrganization = defineOrganizationJob({
  name: 'travel.watch-organization',
  payload: z.object({ organizationId: z.number().int() }),
  handler: async (ctx) => {
    await moveTripsByDates(ctx);
    await giveDeadlineTasks(ctx);
  },
});

/** Every five minutes, across every instance once: each organization with trips to watch gets its job. */
const watchTrips = defineSchedule({
  name: 'travel.watch',
  every: 5 * 60_000,
  handler: async ({ db, app }) => {
    for (const organizationId of await organizationsToWatch(db)) {
      await app.jobs.enqueue(watchOrganization, { organizationId });
    }
  },
});

export const travelModule = defineModule({
  name: 'travel',
  jobs: [watchOrganization],
  schedules: [watchTrips],
  organizationRoutes: async (scope) => {
    await scope.register(suppliersRoutes);
    await scope.register(tripsRoutes);
    await scope.register(bookingsRoutes);
    await scope.register(itineraryRoutes);
    await scope.register(travelSettingsRoutes);
    await scope.register(placesRoutes);
  },
  recordTypes: [
    defineRecordType({
      type: 'supplier',
      table: suppliers,
      owner: suppliers.ownerId,
      name: suppliers.name,
      notFoundMessage: SUPPLIER_NOT_FOUND,
      search: {
        searchName: suppliers.searchName,
        searchText: suppliers.searchText,
        email: suppliers.email,
        phone: suppliers.phone,
        phoneDigits: suppliers.phoneDigits,
        updatedAt: suppliers.updatedAt,
        doNotCall: sql<boolean>`false`,
      },
      importer: supplierImport,
    }),
    defineRecordType({
      type: 'trip',
      table: trips,
      owner: trips.ownerId,
      name: sql`${trips.reference} || ' · ' || ${trips.title}`,
      client: trips.clientId,
      notFoundMessage: TRIP_NOT_FOUND,
      // Deleted with its client (the foreign key cascades), shown on its timeline.
      belongsTo: [{ type: 'client', column: trips.clientId, deletedWith: true, onTimeline: true }],
      search: {
        searchName: trips.searchText,
        searchText: trips.searchText,
        updatedAt: trips.updatedAt,
        doNotCall: sql<boolean>`false`,
      },
    }),
  ],
});
