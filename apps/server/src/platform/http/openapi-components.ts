import { callCountersSchema } from '@aurora/contracts/analytics';
import { attachmentSchema } from '@aurora/contracts/attachments';
import { agentSchema, organizationRefSchema, roleSchema, userSchema } from '@aurora/contracts/auth';
import { calendarEntrySchema } from '@aurora/contracts/billing/calendar';
import { invoiceLineSchema, invoiceSchema } from '@aurora/contracts/billing/invoices';
import {
  commissionReceiptSchema,
  commissionStatementSchema,
  payableSchema,
} from '@aurora/contracts/billing/payables';
import { paymentSchema } from '@aurora/contracts/billing/payments';
import { callRecordingSchema, callSchema } from '@aurora/contracts/calls';
import { clientSchema } from '@aurora/contracts/clients';
import { contactSchema } from '@aurora/contracts/contacts';
import { errorSchema, paginationMetaSchema, validationErrorSchema } from '@aurora/contracts/http';
import { importJobSchema } from '@aurora/contracts/imports';
import { leadSchema } from '@aurora/contracts/leads';
import { noteSchema } from '@aurora/contracts/notes';
import { telephonyNumberSchema } from '@aurora/contracts/numbers';
import { opportunitySchema } from '@aurora/contracts/opportunities';
import { memberSchema, organizationSchema } from '@aurora/contracts/organizations';
import {
  activityItemSchema,
  bulkResultSchema,
  duplicateSchema,
  recordRefSchema,
  typedEmailSchema,
  typedPhoneSchema,
  userRefSchema,
} from '@aurora/contracts/records';
import { currencySchema, definitionSchema, statusSchema } from '@aurora/contracts/reference';
import { savedViewSchema } from '@aurora/contracts/saved-views';
import { taskSchema } from '@aurora/contracts/tasks';
import { availabilitySchema, teamSchema } from '@aurora/contracts/teams';
import { bookingDetailsSchema, bookingSchema } from '@aurora/contracts/travel/bookings';
import { supplierSchema } from '@aurora/contracts/travel/suppliers';
import { tripSchema } from '@aurora/contracts/travel/trips';
import { z } from 'zod';

/**
 * The contract schemas the OpenAPI document names once, under `components.schemas`, and refers to
 * by `$ref` wherever a route or another component uses that very schema (decision 041). A schema
 * derived from one of these (`.extend()`, `.pick()`) is a new schema and stays inline.
 * Names are PascalCase nouns, unique, and never end in `Input`: the document names a schema's
 * request form `<Name>Input` when it differs from the answer's (defaults, transforms).
 */
export const OPENAPI_COMPONENTS = {
  // Answers every route shares.
  Error: errorSchema,
  ValidationError: validationErrorSchema,
  PaginationMeta: paginationMetaSchema,
  BulkResult: bulkResultSchema,
  // References and parts that records share.
  UserReference: userRefSchema,
  RecordReference: recordRefSchema,
  OrganizationReference: organizationRefSchema,
  TypedPhone: typedPhoneSchema,
  TypedEmail: typedEmailSchema,
  Duplicate: duplicateSchema,
  ActivityItem: activityItemSchema,
  Note: noteSchema,
  Attachment: attachmentSchema,
  // Users, organizations and reference data.
  User: userSchema,
  Role: roleSchema,
  Agent: agentSchema,
  Organization: organizationSchema,
  Member: memberSchema,
  Status: statusSchema,
  Definition: definitionSchema,
  Currency: currencySchema,
  SavedView: savedViewSchema,
  ImportJob: importJobSchema,
  // Records.
  Lead: leadSchema,
  Client: clientSchema,
  Contact: contactSchema,
  Opportunity: opportunitySchema,
  Task: taskSchema,
  Call: callSchema,
  CallRecording: callRecordingSchema,
  CallCounters: callCountersSchema,
  Team: teamSchema,
  Availability: availabilitySchema,
  TelephonyNumber: telephonyNumberSchema,
  Trip: tripSchema,
  Booking: bookingSchema,
  BookingDetails: bookingDetailsSchema,
  Supplier: supplierSchema,
  Invoice: invoiceSchema,
  InvoiceLine: invoiceLineSchema,
  Payment: paymentSchema,
  Payable: payableSchema,
  CommissionReceipt: commissionReceiptSchema,
  CommissionStatement: commissionStatementSchema,
  CalendarEntry: calendarEntrySchema,
} satisfies Record<string, z.ZodType>;

/**
 * Gives each component its id in zod's global registry, where `fastify-type-provider-zod` looks
 * for the schemas to reference. The global one, not a registry of our own: the document takes
 * every other piece of metadata (`.describe()`, `.meta()`) from the registry it is given.
 * Adding a schema again under the same id is harmless, so every app built in a process may call it.
 */
export function registerOpenApiComponents(): void {
  for (const [id, schema] of Object.entries(OPENAPI_COMPONENTS)) z.globalRegistry.add(schema, { id });
}
