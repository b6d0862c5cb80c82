import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { makeLead, organizationWithMember } from '#test/records-factories.ts';

const t = useTestApp();

const part = (fileName: string, content: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}`;

describe('NUL characters', () => {
  it('a NUL in a query string, any route, answers 400; in a body field, 422 on that field; nothing is written', async () => {
    const s = await organizationWithMember(t.app);
    for (const url of [
      `${s.base}/leads?q=%00`,
      `${s.base}/search?q=ab%00`,
      `${s.base}/leads?filter[city]=a%00`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: s.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: 'The query string must not contain NUL characters.' });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: `${s.base}/clients`,
      headers: s.headers,
      payload: { name: 'Ana', type: 'individual', tags: ['vip', 'a\u0000b'] },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ 'tags.1': ['Must not contain a NUL character.'] });
    const clients = await t.app.inject({ method: 'GET', url: `${s.base}/clients`, headers: s.headers });
    expect(clients.json().data).toEqual([]);
  });

  it('a NUL in an uploaded file name, or a binary file given as a CSV, answers 422 on file', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    for (const url of [`${s.base}/leads/${lead.id}/attachments`, `${s.base}/leads/imports`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
        payload: `${part('a\u0000.csv', 'name\nAna')}\r\n--XYZ--\r\n`,
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toEqual({ file: ['Must not contain a NUL character.'] });
    }
    const binary = await t.app.inject({
      method: 'POST',
      url: `${s.base}/leads/imports`,
      headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: `${part('leads.csv', 'first_name\nA\u0000na')}\r\n--XYZ--\r\n`,
    });
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors).toEqual({ file: ['The file is not a CSV: it holds binary data.'] });
  });
});

describe('broken multipart bodies', () => {
  it('no boundary, a body that is not multipart, or one cut short, answer 400 with a clear message and store nothing', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const bodies: [string, string][] = [
      ['multipart/form-data', 'hello'],
      ['multipart/form-data; boundary=XYZ', 'hello world'],
      ['multipart/form-data; boundary=XYZ', part('a.txt', 'abc')],
    ];
    for (const url of [`${s.base}/leads/${lead.id}/attachments`, `${s.base}/leads/imports`]) {
      for (const [contentType, payload] of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...s.headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${url} ${contentType} ${payload.length}`).toBe(400);
        expect(response.json()).toEqual({
          message: 'The upload is not a valid multipart/form-data body with a "file" field.',
        });
      }
    }
    const files = await t.app.inject({
      method: 'GET',
      url: `${s.base}/leads/${lead.id}/attachments`,
      headers: s.headers,
    });
    expect(files.json().data).toEqual([]);
  });
});
