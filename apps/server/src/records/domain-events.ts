import { systemClock } from '#platform/clock.ts';
import type { Database } from '#platform/db/client.ts';
import type { Context } from '#platform/tenancy/context.ts';

/**
 * Facts a module announces inside its own transaction so that other modules keep their own
 * tables in step, in the same transaction: a module never writes another module's table. A
 * module declares its events by augmenting this interface next to the code that emits them:
 *
 *   declare module '#records/domain-events.ts' {
 *     interface DomainEvents { 'contact.merged': { organizationId: number; fromId: number; toId: number } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules.
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

/**
 * What a listener may use besides the database: the emitter's clock, and its `publish` to tell
 * browsers (the notification centre pushes its new entries so).
 */
export type DomainEventContext = Pick<Context, 'clock' | 'publish'>;

/** For facts whose emitter has no context to lend (a timeline entry): the system's clock, no pushes. */
const quiet: DomainEventContext = { clock: systemClock, publish: async () => {} };

type Listener<Name extends DomainEventName> = (
  db: Database,
  event: DomainEvents[Name],
  ctx: DomainEventContext,
) => Promise<void>;

/** What a module's manifest subscribes to: the listeners run in the emitter's transaction. */
export type DomainEventListeners = { [Name in DomainEventName]?: Listener<Name> };

const listeners = new Map<DomainEventName, Listener<DomainEventName>[]>();

/** Registered once by `buildApp` from the module list (modules.ts); configuration, not state. */
export function registerDomainEventListeners(subscriptions: readonly DomainEventListeners[]): void {
  listeners.clear();
  for (const subscription of subscriptions) {
    for (const [name, listener] of Object.entries(subscription) as [
      DomainEventName,
      Listener<DomainEventName>,
    ][]) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    }
  }
}

/**
 * Runs every listener of the event, in order, on `db` (the emitter's transaction, or its database
 * once the fact is committed), lending them the emitter's clock and `publish` when it passes `ctx`.
 */
export async function emitDomainEvent<Name extends DomainEventName>(
  db: Database,
  name: Name,
  event: DomainEvents[Name],
  ctx: DomainEventContext = quiet,
): Promise<void> {
  for (const listener of listeners.get(name) ?? []) await (listener as Listener<Name>)(db, event, ctx);
}
