import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { type Answer, createPageCache, PAGE_TTL_MS } from './analytics.page-cache.ts';

/** A stand-in page: the cache never looks inside one. */
const page = (serial: number) => ({ serial }) as unknown as Answer;

/** A computation of pages numbered from 1, each finished when the test says. */
function computation() {
  const finishers: Array<(value: Answer) => void> = [];
  const failers: Array<(error: Error) => void> = [];
  return {
    run: () =>
      new Promise<Answer>((resolve, reject) => {
        finishers.push(resolve);
        failers.push(reject);
      }),
    runs: () => finishers.length,
    finish: () => finishers.at(-1)?.(page(finishers.length)),
    fail: (error: Error) => failers.at(-1)?.(error),
  };
}

describe('the analytics page cache', () => {
  it('computes a page once for all who ask for it while it is computed', async () => {
    const pages = createPageCache(createManualClock());
    const compute = computation();
    const asked = [1, 2, 3].map(() => pages.fetch('year', { context: compute.run }));
    compute.finish();
    expect(await Promise.all(asked)).toEqual([page(1), page(1), page(1)]);
    expect(await pages.fetch('year', { context: compute.run })).toEqual(page(1));
    expect(compute.runs()).toBe(1);
  });

  it('keeps no failure: those who waited see it, the next to ask computes again', async () => {
    const pages = createPageCache(createManualClock());
    const compute = computation();
    const asked = [1, 2].map(() => pages.fetch('year', { context: compute.run }));
    compute.fail(new Error('the database went away'));
    for (const result of await Promise.allSettled(asked)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'the database went away' } });
    }
    const again = pages.fetch('year', { context: compute.run });
    compute.finish();
    expect(await again).toEqual(page(2));
  });

  it("serves a page for PAGE_TTL_MS on the app's clock, then computes it again", async () => {
    const clock = createManualClock();
    const pages = createPageCache(clock);
    const compute = computation();
    const first = pages.fetch('year', { context: compute.run });
    compute.finish();
    await first;
    await clock.advance(PAGE_TTL_MS);
    expect(await pages.fetch('year', { context: compute.run })).toEqual(page(1));
    await clock.advance(1);
    const second = pages.fetch('year', { context: compute.run });
    compute.finish();
    expect(await second).toEqual(page(2));
  });
});
