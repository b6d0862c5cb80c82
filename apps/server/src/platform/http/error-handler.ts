import { plainEnglishError } from '@aurora/contracts/validation-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  type FieldErrors,
  NOT_FOUND_MESSAGE,
  SERVER_ERROR_MESSAGE,
  summarizeErrors,
} from '#platform/errors.ts';

// zod's own texts ("Too small: expected number to be >0") are a programmer's: a rule without a
// message of its own answers a plain sentence (decision 036).
z.config({ customError: plainEnglishError });

/**
 * Laravel-shaped errors: `{message}` for every status, plus `errors` per field on 422. Request
 * validation failures are 422 for the body and the query; a path that does not name a record
 * (`/leads/abc`, `/leads/99999999999`) is 404 like any missing record. 5xx details are logged and
 * never sent.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body = error.errors
          ? { message: error.message, errors: error.errors }
          : { message: error.message };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        if (error.validationContext === 'params') return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        const errors: FieldErrors = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'input';
          const messages = errors[field] ?? [];
          messages.push(issue.message ?? 'The value is invalid.');
          errors[field] = messages;
        }
        return reply.code(422).send({ message: summarizeErrors(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
