import { errorSchema, validationErrorSchema } from '@aurora/contracts/http';

/** The error answers an organization's data routes may give, for their OpenAPI responses. */
export const errorResponses = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};
