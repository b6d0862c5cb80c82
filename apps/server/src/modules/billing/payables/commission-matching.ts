import type { StatementFileLine } from './statement-file.ts';

/** A booking a statement line may pay: the supplier's, with its travellers' names. */
export type MatchCandidate = {
  id: number;
  confirmationNumber: string | null;
  startsOn: string | null;
  currency: string;
  travellerNames: string[];
};

export type LineMatch = { bookingId: number; match: 'confirmation_number' | 'traveller_and_date' } | null;

const confirmationKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A name's words without case or accents: "JIMENEZ/LUCIA" and "Lucía Jiménez" share theirs. */
const wordsOf = (name: string) =>
  new Set(
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );

/** The same person: every word of the shorter name, of two words or more, is in the other. */
function samePerson(a: string, b: string): boolean {
  const [shorter, longer] = [wordsOf(a), wordsOf(b)].sort((x, y) => x.size - y.size) as [
    Set<string>,
    Set<string>,
  ];
  return shorter.size >= 2 && [...shorter].every((word) => longer.has(word));
}

const single = <T>(items: T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

/**
 * The booking a statement line pays, among the supplier's bookings in the statement's currency:
 * the one with its confirmation number, else the one whose traveller and start day are the
 * line's. None, or more than one, leaves the line unmatched for a person to resolve.
 */
export function matchLine(line: StatementFileLine, candidates: readonly MatchCandidate[]): LineMatch {
  const key = line.confirmationNumber ? confirmationKey(line.confirmationNumber) : '';
  const byConfirmation =
    key === ''
      ? undefined
      : single(
          candidates.filter(
            (booking) => booking.confirmationNumber && confirmationKey(booking.confirmationNumber) === key,
          ),
        );
  if (byConfirmation) return { bookingId: byConfirmation.id, match: 'confirmation_number' };
  const { traveller, date } = line;
  if (!traveller || !date) return null;
  const byTraveller = single(
    candidates.filter(
      (booking) =>
        booking.startsOn === date && booking.travellerNames.some((name) => samePerson(name, traveller)),
    ),
  );
  return byTraveller ? { bookingId: byTraveller.id, match: 'traveller_and_date' } : null;
}
