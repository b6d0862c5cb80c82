import type { CreateClientInput } from '@aurora/contracts/clients';
import type { CreateContactInput } from '@aurora/contracts/contacts';
import type { CreateLeadInput } from '@aurora/contracts/leads';
import type { App } from '#app';
import type { OrganizationWithCount } from '#platform/tenancy/organizations.repository.ts';
import { createOrganization, signedIn } from './factories.ts';

type Headers = { authorization: string };

/** An organization and a signed-in agent who is a member of it, with its URL prefix. */
export async function organizationWithMember(
  app: App,
  overrides: Parameters<typeof createOrganization>[1] = {},
): Promise<{
  org: OrganizationWithCount;
  base: string;
  headers: Headers;
  user: { id: number; name: string };
}> {
  const org = await createOrganization(app.db, overrides);
  const member = await signedIn(app, { agent: true, organizations: [org.id] });
  return {
    org,
    base: `/api/v2/${org.code.toLowerCase()}`,
    headers: member.headers,
    user: { id: member.user.id, name: member.user.name },
  };
}

export type MemberScope = Awaited<ReturnType<typeof organizationWithMember>>;

/** Requests as a scope's member to its organization's API (`path` follows `/api/v2/{org}`). */
export const memberRequests = (app: () => App) => ({
  get: (s: Pick<MemberScope, 'base' | 'headers'>, path: string) =>
    app().inject({ method: 'GET', url: `${s.base}${path}`, headers: s.headers }),
  send: (
    s: Pick<MemberScope, 'base' | 'headers'>,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) => app().inject({ method, url: `${s.base}${path}`, headers: s.headers, ...(payload ? { payload } : {}) }),
});

async function post<T>(app: App, url: string, headers: Headers, payload: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

export const makeLead = (app: App, base: string, headers: Headers, input: Partial<CreateLeadInput> = {}) =>
  post<{ id: number; full_name: string; phone: string | null; status: string }>(
    app,
    `${base}/leads`,
    headers,
    {
      first_name: 'Lucía',
      last_name: 'Hernández',
      ...input,
    },
  );

export const makeClient = (
  app: App,
  base: string,
  headers: Headers,
  input: Partial<CreateClientInput> = {},
) =>
  post<{ id: number; name: string }>(app, `${base}/clients`, headers, { name: 'Familia Ortega', ...input });

export const makeContact = (
  app: App,
  base: string,
  headers: Headers,
  clientId: number,
  input: Partial<CreateContactInput> = {},
) =>
  post<{ id: number; full_name: string }>(app, `${base}/clients/${clientId}/contacts`, headers, {
    first_name: 'Mateo',
    last_name: 'Ortega',
    ...input,
  });

/** A multipart/form-data body with one `file` field, for `inject()`. */
function multipartFile(fileName: string, content: string | Buffer, contentType = 'text/csv') {
  const boundary = `----aurora${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs one file as multipart/form-data to `url` under the scope's organization (attachments, imports). */
export function uploadFile(
  app: App,
  scope: { base: string; headers: Headers },
  url: string,
  fileName: string,
  content: string | Buffer,
  contentType = 'application/octet-stream',
) {
  const body = multipartFile(fileName, content, contentType);
  return app.inject({
    method: 'POST',
    url: `${scope.base}${url}`,
    headers: { ...scope.headers, ...body.headers },
    payload: body.payload,
  });
}
