import { dataOf } from '@aurora/contracts/http';
import {
  boardCardsSchema,
  boardColumnParamsSchema,
  boardColumnQuerySchema,
  boardQuerySchema,
  boardSchema,
  createdOpportunitySchema,
  createOpportunitySchema,
  exportOpportunitiesQuerySchema,
  forecastSchema,
  listOpportunitiesQuerySchema,
  moveOpportunitySchema,
  OPPORTUNITY_EXPORT_COLUMNS,
  opportunitiesPageSchema,
  opportunitySchema,
  updateOpportunitySchema,
} from '@aurora/contracts/opportunities';
import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  createOpportunity,
  exportOpportunities,
  getOpportunity,
  listOpportunities,
  moveOpportunity,
  opportunityBulkActions,
  updateOpportunity,
} from './opportunities.service.ts';
import { getBoard, getBoardColumn, getForecast } from './pipeline.service.ts';

const tags = ['opportunities'];

/** Registered inside the org scope: `/api/v2/{orgCode}/opportunities...`. */
export const opportunitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opportunities/board',
    {
      schema: {
        tags,
        summary: 'The pipeline as a board',
        description:
          "Every stage in order with the exact count, amount and weighted amount of its matching deals (in the organization's currency and per currency) and its first cards in board order. Takes the list's filters and `q`.",
        querystring: boardQuerySchema,
        response: { 200: dataOf(boardSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getBoard(currentContext(request), request.query) }),
  );

  app.get(
    '/opportunities/board/:stage',
    {
      schema: {
        tags,
        summary: "A board column's next cards",
        description: 'From the `next_cursor` of the column; the same filters as the board.',
        params: boardColumnParamsSchema,
        querystring: boardColumnQuerySchema,
        response: { 200: dataOf(boardCardsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getBoardColumn(currentContext(request), request.params.stage, request.query),
    }),
  );

  app.get(
    '/opportunities/forecast',
    {
      schema: {
        tags,
        summary: 'Value by expected close month, won to date and lost reasons',
        querystring: boardQuerySchema,
        response: { 200: dataOf(forecastSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getForecast(currentContext(request), request.query) }),
  );

  app.post(
    '/opportunities/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a deal on the board',
        description:
          'Into `stage`, below the card `after_id` (at the top without it). A lost stage needs `lost_reason` (422); leaving a won or lost stage reopens the deal.',
        params: recordIdParamSchema,
        body: moveOpportunitySchema,
        response: { 200: dataOf(opportunitySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await moveOpportunity(currentContext(request), request.params.id, request.body),
    }),
  );

  recordRoutes(app, {
    records: 'opportunity',
    schemas: {
      listQuery: listOpportunitiesQuerySchema,
      page: opportunitiesPageSchema,
      record: opportunitySchema,
      exportQuery: exportOpportunitiesQuerySchema,
      update: updateOpportunitySchema,
      create: { body: createOpportunitySchema, created: createdOpportunitySchema },
    },
    exportColumns: OPPORTUNITY_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List opportunities' },
      create: {
        summary: 'Create an opportunity',
        description: 'At the top of its stage (the first open one by default).',
      },
      bulk: { summary: 'Assign, move to a stage or delete several opportunities' },
      get: { summary: 'One opportunity' },
      update: {
        summary: 'Update an opportunity (any subset of its fields)',
        description: 'A new stage is a move to the top of its column, with the rules of `move`.',
      },
      remove: { summary: 'Delete an opportunity with its notes and files' },
      activity: { summary: "An opportunity's timeline: stage changes, notes, files, tasks" },
    },
    service: {
      list: listOpportunities,
      create: createOpportunity,
      get: getOpportunity,
      update: updateOpportunity,
      bulk: opportunityBulkActions,
      export: exportOpportunities,
    },
  });
};
