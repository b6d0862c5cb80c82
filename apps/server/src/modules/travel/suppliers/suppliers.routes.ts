import { recordIdParamSchema } from '@aurora/contracts/records';
import {
  createSupplierSchema,
  exportSuppliersQuerySchema,
  listSuppliersQuerySchema,
  SUPPLIER_EXPORT_COLUMNS,
  supplierBookingsSchema,
  supplierSchema,
  suppliersPageSchema,
  updateSupplierSchema,
} from '@aurora/contracts/travel/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import { listSupplierBookings } from '../bookings/bookings.service.ts';
import {
  createSupplier,
  exportSuppliers,
  getSupplier,
  listSuppliers,
  supplierBulkActions,
  updateSupplier,
} from './suppliers.service.ts';

/** Registered inside the org scope: `/api/v2/{orgCode}/suppliers...`. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers/:id/bookings',
    {
      schema: {
        tags: ['suppliers'],
        summary: "A supplier's bookings and commissions",
        description:
          "Its bookings across trips, newest first, each with where its commission stands (expected, received, overdue), and the commissions summed in the organization's currency.",
        params: recordIdParamSchema,
        response: { 200: supplierBookingsSchema, ...errorResponses },
      },
    },
    async (request) => listSupplierBookings(currentContext(request), request.params.id),
  );

  recordRoutes(app, {
    records: 'supplier',
    schemas: {
      listQuery: listSuppliersQuerySchema,
      page: suppliersPageSchema,
      record: supplierSchema,
      exportQuery: exportSuppliersQuerySchema,
      update: updateSupplierSchema,
      create: { body: createSupplierSchema, created: z.object({ data: supplierSchema }) },
    },
    exportColumns: SUPPLIER_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List suppliers' },
      create: { summary: 'Create a supplier' },
      bulk: { summary: 'Assign or delete several suppliers' },
      get: { summary: 'One supplier' },
      update: { summary: 'Update a supplier (any subset of its fields)' },
      remove: { summary: 'Delete a supplier; its bookings stay, without a supplier' },
      activity: { summary: "A supplier's timeline" },
    },
    service: {
      list: listSuppliers,
      create: createSupplier,
      get: getSupplier,
      update: updateSupplier,
      bulk: supplierBulkActions,
      export: exportSuppliers,
    },
  });
};
