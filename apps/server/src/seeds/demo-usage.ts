import type { CallDirection } from '@aurora/contracts/calls';
import { addDays, dayIn, instantOf, weekdayOf } from '@aurora/contracts/time-zones';
import {
  type PastProviderCall,
  priceAtRate,
  recordPastProviderCalls,
} from '#modules/calls/call-usage.service.ts';
import { listNumbers } from '#modules/numbers/numbers.service.ts';
import { SIMULATOR_DEFAULT_RATES } from '#platform/config.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';

/** The callers and callees of each demo organization: local numbers of its city, of no one real. */
const LOCAL_PHONE: Record<string, (n: number) => string> = {
  MX: (n) => `+52558${String(1_000_000 + n).slice(-7)}`,
  CO: (n) => `+57601${String(3_000_000 + n).slice(-7)}`,
  US: (n) => `+1212555${String(100 + (n % 100)).padStart(4, '0')}`,
};

/** A small deterministic generator (mulberry32): the same day gives the same calls on every run. */
function randomOf(seed: string) {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The previous month and this one, up to now, of calls through the simulator for each demo
 * organization: a desk's weekday of calls in and out across its numbers and agents, some
 * unanswered, priced at the simulator's default rates, so the telephony bill has something to
 * show. A call's provider id is its organization, day and place in the day, so running it again
 * adds only the days that have passed since.
 */
export async function seedDemoUsage(ctx: OrganizationContext): Promise<number> {
  const { organization } = ctx;
  const phone = LOCAL_PHONE[organization.code];
  const numbers = await listNumbers(ctx);
  const agents = (await listMembers(ctx.db, organization.id)).filter((member) => member.agent);
  if (!phone || numbers.length === 0 || agents.length === 0) return 0;
  const now = ctx.clock.now();
  const today = dayIn(now, organization.timeZone);
  const previousMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const calls: PastProviderCall[] = [];
  for (let day = `${previousMonth}-01`; day <= today; day = addDays(day, 1)) {
    // ISO weekdays 6 and 7: the desk is closed on weekends.
    if (weekdayOf(day) === '6' || weekdayOf(day) === '7') continue;
    const random = randomOf(`${organization.code}${day}`);
    const count = 5 + Math.floor(random() * 8);
    for (let index = 0; index < count; index += 1) {
      const startedAt = instantOf(day, 9 * 60 + Math.floor(random() * 9 * 60), organization.timeZone);
      const direction: CallDirection = random() < 0.55 ? 'inbound' : 'outbound';
      const number = numbers[Math.floor(random() * numbers.length)] ?? numbers[0];
      const agent = agents[Math.floor(random() * agents.length)] ?? agents[0];
      const answered = random() > 0.15;
      const durationSeconds = answered ? 20 + Math.floor(random() * random() * 900) : 0;
      const other = phone(Math.floor(random() * 10_000));
      if (startedAt > now || !number || !agent) continue;
      calls.push({
        provider: 'simulator',
        providerCallId: `CASIMDEMO${organization.code}${day.replaceAll('-', '')}${String(index).padStart(2, '0')}`,
        direction,
        status: answered ? 'completed' : direction === 'inbound' ? 'missed' : 'no-answer',
        // An incoming call nobody answered rang the number's agents and stayed with none.
        userId: answered || direction === 'outbound' ? agent.id : null,
        numberId: number.id,
        phoneFrom: direction === 'inbound' ? other : number.number,
        phoneTo: direction === 'inbound' ? number.number : other,
        startedAt,
        durationSeconds,
        price: answered ? priceAtRate(durationSeconds, SIMULATOR_DEFAULT_RATES[direction]) : null,
        priceUnit: answered ? SIMULATOR_DEFAULT_RATES.currency : null,
      });
    }
  }
  return recordPastProviderCalls(ctx, calls);
}
