import { describe, expect, it } from 'vitest';
import {
  JSON_MAX_DEPTH,
  JSON_MAX_KEYS,
  JSON_TOO_DEEP_MESSAGE,
  JSON_TOO_MANY_KEYS_MESSAGE,
  jsonShapeProblem,
} from '#platform/http/json-body.ts';
import { useTestApp } from '#test/app.ts';
import { organizationWithMember } from '#test/records-factories.ts';

const t = useTestApp();

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const flatObject = (keys: number) =>
  `{${Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',')}}`;

describe('jsonShapeProblem', () => {
  it('nesting up to the limit passes, one level more is refused, for arrays and objects alike', () => {
    expect(jsonShapeProblem(nestedArrays(JSON_MAX_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem(nestedObjects(JSON_MAX_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem(nestedArrays(JSON_MAX_DEPTH + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem(nestedObjects(JSON_MAX_DEPTH + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('depth is nesting, not the count of brackets: siblings at one level never add up', () => {
    const siblings = `[${Array.from({ length: 5000 }, () => '{"a":[1]}').join(',')}]`;
    expect(jsonShapeProblem(siblings)).toBeUndefined();
  });

  it('keys are counted in all, at every level: the limit passes, one more is refused', () => {
    expect(jsonShapeProblem(flatObject(JSON_MAX_KEYS))).toBeUndefined();
    expect(jsonShapeProblem(flatObject(JSON_MAX_KEYS + 1))).toBe(JSON_TOO_MANY_KEYS_MESSAGE);
    const spread = `[${Array.from({ length: 101 }, () => flatObject(100)).join(',')}]`;
    expect(jsonShapeProblem(spread)).toBe(JSON_TOO_MANY_KEYS_MESSAGE);
  });

  it('brackets, colons and escaped quotes inside strings are text, not structure', () => {
    const text = JSON.stringify({ note: `${'[{'.repeat(1000)} a: "quoted" \\ ${':'.repeat(20_000)}` });
    expect(jsonShapeProblem(text)).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify({ path: 'C:\\', deep: JSON.parse(nestedArrays(65)) }))).toBe(
      JSON_TOO_DEEP_MESSAGE,
    );
  });

  it('a text that is not JSON is left to the parser', () => {
    expect(jsonShapeProblem('{"broken": ')).toBeUndefined();
    expect(jsonShapeProblem('"never closed')).toBeUndefined();
  });
});

describe('JSON bodies at the parser', () => {
  it('a body nested thousands deep, or with too many keys, answers 400 with the reason; nothing is written', async () => {
    const s = await organizationWithMember(t.app);
    const headers = { ...s.headers, 'content-type': 'application/json' };
    for (const [payload, message] of [
      [nestedArrays(100_000), JSON_TOO_DEEP_MESSAGE],
      [nestedObjects(100_000), JSON_TOO_DEEP_MESSAGE],
      [`{"name":"Ana","type":"individual","tags":${nestedArrays(5000)}}`, JSON_TOO_DEEP_MESSAGE],
      [flatObject(JSON_MAX_KEYS + 1), JSON_TOO_MANY_KEYS_MESSAGE],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `${s.base}/clients`, headers, payload });
      expect(response.statusCode, payload.slice(0, 20)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const clients = await t.app.inject({ method: 'GET', url: `${s.base}/clients`, headers: s.headers });
    expect(clients.json().data).toEqual([]);
  });

  it('within the limits Fastify parses as before: records are made, broken JSON and __proto__ are 400, deep fields 422', async () => {
    const s = await organizationWithMember(t.app);
    const headers = { ...s.headers, 'content-type': 'application/json' };
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: `${s.base}/clients`, headers, payload });

    const created = await post(JSON.stringify({ name: 'Ana', type: 'individual', tags: ['vip'] }));
    expect(created.statusCode).toBe(201);

    const broken = await post('{"name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not valid JSON/);

    const poisoned = await post('{"name":"Ana","type":"individual","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);

    const deepField = await post(
      `{"name":"Ana","type":"individual","tags":${nestedArrays(JSON_MAX_DEPTH - 1)}}`,
    );
    expect(deepField.statusCode).toBe(422);
    expect(Object.keys(deepField.json().errors)).toEqual(['tags.0']);
  });
});
