/**
 * What a validation issue without a message of its own says, as a plain sentence (decision 036):
 * zod's own texts ("Too small: expected number to be >0") are a programmer's, never a user's. The
 * server installs the English sentences (`plainEnglishError`); the web app renders the same keys
 * in the interface language (`validation.<key>` of its texts).
 */
import type { core } from 'zod';

export type ValidationKey =
  | 'required'
  | 'number'
  | 'wholeNumber'
  | 'text'
  | 'yesNo'
  | 'list'
  | 'invalid'
  | 'atLeast'
  | 'greaterThan'
  | 'atMost'
  | 'lessThan'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'email'
  | 'url'
  | 'date'
  | 'dateTime'
  | 'format'
  | 'oneOf'
  | 'multipleOf'
  | 'unknownFields'
  // Sentences the contracts' schemas write themselves, so that the web app can translate them too.
  | 'fieldRequired'
  | 'wholeNumberBetween'
  | 'notNegative'
  | 'amount'
  | 'amountTooLarge'
  | 'noRecord'
  | 'validDate'
  | 'currencyCode'
  | 'fieldMaxLength'
  | 'callableType'
  | 'callableTypeOneOf'
  | 'direction'
  | 'isoDateTime'
  | 'isoDateTimeNamed'
  | 'durationSeconds'
  | 'durationMax'
  | 'callMode'
  | 'phoneInvalid'
  | 'phoneRequired'
  | 'filterValueRequired'
  | 'language'
  | 'locale'
  | 'colour'
  | 'timeZone'
  | 'countryCode'
  | 'positiveDecimal'
  | 'decimalAmount'
  | 'id'
  | 'emailNamed'
  | 'organizationCode'
  | 'validUrl'
  | 'webAddress'
  | 'passwordLength'
  | 'dateOrTimestamp'
  | 'selectRecords'
  | 'recordsAtOnce'
  | 'relatedMax'
  | 'filtersMax'
  | 'segmentsMax'
  | 'paymentsMax'
  | 'targetsMax'
  | 'contactPeopleMax'
  | 'travellersMax'
  | 'destinationsMax'
  | 'openingsMax'
  | 'closedDatesMax'
  | 'atMostCount'
  | 'slug'
  | 'searchMinLength'
  | 'timeLike'
  | 'localDateTime'
  | 'timeHHMM'
  | 'timeHHMMMidnight'
  | 'realDate'
  | 'reminderNeedsDue'
  | 'openingOrder'
  | 'openingsOverlap'
  | 'availability'
  | 'unavailableReason'
  | 'ringStrategy'
  | 'fallbackAction'
  | 'minutesNumber'
  | 'secondsNumber'
  | 'wholeMinutes'
  | 'wholeSeconds'
  | 'wholeDays'
  | 'zeroOrMoreMinutes'
  | 'zeroOrMoreSeconds'
  | 'atLeastSeconds'
  | 'atMostSeconds'
  | 'atLeastOneMinute'
  | 'atMostMinutes'
  | 'remindBeforeMax'
  | 'atLeastOneDay'
  | 'atMostDays'
  | 'aboveZero'
  | 'percentage'
  | 'airportCode'
  | 'airlineCode'
  | 'recordLocator'
  | 'ticketNumber'
  | 'flightNumber'
  | 'oneLetter'
  | 'upTo15'
  | 'segmentRequired'
  | 'notZero'
  | 'upToThreeDecimals'
  | 'percentLike'
  | 'betweenZeroAndHundred'
  | 'descriptionRequired'
  | 'reasonRequired'
  | 'basisPoints'
  | 'lineRequired'
  | 'instalmentRequired'
  | 'schedulePlan'
  | 'bookingRequired'
  | 'instalmentsOff'
  | 'creditTooLarge'
  | 'overpaymentNeeded'
  | 'refundTooLarge';

export type ValidationMessage = { key: ValidationKey; values: Record<string, string | number> };

const TYPE_KEYS: Partial<Record<string, ValidationKey>> = {
  number: 'number',
  int: 'wholeNumber',
  bigint: 'wholeNumber',
  string: 'text',
  boolean: 'yesNo',
  array: 'list',
};

const FORMAT_KEYS: Partial<Record<string, ValidationKey>> = {
  email: 'email',
  url: 'url',
  date: 'date',
  datetime: 'dateTime',
};

const SIZED: Partial<Record<string, { min: ValidationKey; max: ValidationKey }>> = {
  string: { min: 'minLength', max: 'maxLength' },
  array: { min: 'minItems', max: 'maxItems' },
  set: { min: 'minItems', max: 'maxItems' },
};

const message = (key: ValidationKey, values: ValidationMessage['values'] = {}): ValidationMessage => ({
  key,
  values,
});

/** The sentence's key and values of an issue zod raised without a message of its own. */
export function describeIssue(issue: core.$ZodRawIssue): ValidationMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return message('required');
      return message(TYPE_KEYS[issue.expected] ?? 'invalid');
    case 'too_small': {
      const sized = SIZED[issue.origin];
      const minimum = Number(issue.minimum);
      if (sized) return minimum <= 1 ? message('required') : message(sized.min, { count: minimum });
      return message(issue.inclusive ? 'atLeast' : 'greaterThan', { value: minimum });
    }
    case 'too_big': {
      const sized = SIZED[issue.origin];
      const maximum = Number(issue.maximum);
      if (sized) return message(sized.max, { count: maximum });
      return message(issue.inclusive ? 'atMost' : 'lessThan', { value: maximum });
    }
    case 'invalid_format':
      return message(FORMAT_KEYS[issue.format] ?? 'format');
    case 'invalid_value':
      return message('oneOf', { values: issue.values.map(String).join(', ') });
    case 'not_multiple_of':
      return message('multipleOf', { value: Number(issue.divisor) });
    case 'unrecognized_keys':
      return message('unknownFields', { fields: issue.keys.join(', ') });
    default:
      return message('invalid');
  }
}

export const ENGLISH_VALIDATION_MESSAGES: Record<ValidationKey, string> = {
  required: 'This field is required.',
  number: 'Must be a number.',
  wholeNumber: 'Must be a whole number.',
  text: 'Must be text.',
  yesNo: 'Must be true or false.',
  list: 'Must be a list.',
  invalid: 'The value is invalid.',
  atLeast: 'Must be at least {{value}}.',
  greaterThan: 'Must be greater than {{value}}.',
  atMost: 'Must be at most {{value}}.',
  lessThan: 'Must be less than {{value}}.',
  minLength: 'Must be at least {{count}} characters.',
  maxLength: 'Must be at most {{count}} characters.',
  minItems: 'Choose at least {{count}}.',
  maxItems: 'Choose at most {{count}}.',
  email: 'Must be a valid email address.',
  url: 'Must be a valid web address.',
  date: 'Must be a date like 2026-05-31.',
  dateTime: 'Must be a date and time.',
  format: 'The format is not valid.',
  oneOf: 'Must be one of: {{values}}.',
  multipleOf: 'Must be a multiple of {{value}}.',
  unknownFields: 'Unknown fields: {{fields}}.',
  fieldRequired: 'The {{field}} field is required.',
  wholeNumberBetween: 'Must be a whole number from {{min}} to {{max}}.',
  notNegative: 'Must not be negative.',
  amount: 'Must be an amount in minor units (cents).',
  amountTooLarge: 'This amount is too large.',
  noRecord: 'No record has this id.',
  validDate: 'Must be a valid date.',
  currencyCode: 'Must be a three-letter currency code.',
  fieldMaxLength: 'The {{field}} may not be greater than {{count}} characters.',
  callableType: 'The callable type must be lead, client or contact.',
  callableTypeOneOf: 'The callable type must be one of: {{values}}.',
  direction: 'The direction must be inbound or outbound.',
  isoDateTime: 'Must be an ISO 8601 date and time.',
  isoDateTimeNamed: 'Must be a date and time (ISO 8601).',
  durationSeconds: 'The duration must be a number of seconds.',
  durationMax: 'The duration may not be greater than 24 hours.',
  callMode: 'The type must be live or tracked.',
  phoneInvalid: 'The {{field}} field must be a valid phone number.',
  phoneRequired: 'The phone is required.',
  filterValueRequired: 'The filter value is required.',
  language: 'Must be a language like en or es-MX.',
  locale: 'Must be a locale like en or es-MX.',
  colour: 'Must be a colour like #4f46e5.',
  timeZone: 'Must be a valid IANA time zone.',
  countryCode: 'Must be a two-letter country code.',
  positiveDecimal: 'Must be a positive decimal number.',
  decimalAmount: 'Must be a decimal amount like 1.15.',
  id: 'Must be an id.',
  emailNamed: 'The {{field}} must be a valid email address.',
  organizationCode: 'The code must be exactly 2 letters.',
  validUrl: 'Must be a valid URL.',
  webAddress: 'Must be a web address starting with http:// or https://.',
  passwordLength: 'The password must be at least {{count}} characters.',
  dateOrTimestamp: 'Must be a date (YYYY-MM-DD) or an ISO timestamp.',
  selectRecords: 'Select at least one record.',
  recordsAtOnce: 'At most {{count}} records at once.',
  relatedMax: 'At most {{count}} related records.',
  filtersMax: 'At most {{count}} filters.',
  segmentsMax: 'At most {{count}} segments.',
  paymentsMax: 'At most {{count}} payments.',
  targetsMax: 'At most {{count}} targets in a month.',
  contactPeopleMax: 'At most {{count}} contact people.',
  travellersMax: 'At most {{count}} travellers.',
  destinationsMax: 'At most {{count}} destinations.',
  openingsMax: 'At most {{count}} openings a day.',
  closedDatesMax: 'At most {{count}} closed dates.',
  atMostCount: 'At most {{count}}.',
  slug: 'Use lower-case letters, digits and underscores.',
  searchMinLength: 'Type at least {{count}} characters.',
  timeLike: 'Must be a time like {{example}}.',
  localDateTime: 'Must be a local date and time like {{example}}.',
  timeHHMM: 'Use a time as HH:MM.',
  timeHHMMMidnight: 'Use a time as HH:MM (24:00 for midnight).',
  realDate: 'Use a real date as YYYY-MM-DD.',
  reminderNeedsDue: 'A reminder before the due needs a due date.',
  openingOrder: 'The opening time must be before the closing time.',
  openingsOverlap: 'The openings {{first}} and {{second}} overlap.',
  availability: 'Choose available or unavailable.',
  unavailableReason: 'Say why you are unavailable.',
  ringStrategy: 'Choose simultaneous, round robin or longest idle.',
  fallbackAction: 'Choose voicemail, another team or the greeting.',
  minutesNumber: 'Must be a number of minutes.',
  secondsNumber: 'Must be a number of seconds.',
  wholeMinutes: 'Must be a whole number of minutes.',
  wholeSeconds: 'Must be a whole number of seconds.',
  wholeDays: 'Must be a whole number of days.',
  zeroOrMoreMinutes: 'Must be 0 or more minutes.',
  zeroOrMoreSeconds: 'Must be 0 or more seconds.',
  atLeastSeconds: 'Must be at least {{count}} seconds.',
  atMostSeconds: 'Must be at most {{count}} seconds.',
  atLeastOneMinute: 'Must be at least 1 minute.',
  atMostMinutes: 'Must be at most {{count}} minutes.',
  remindBeforeMax: 'Must be at most {{count}} minutes (four weeks).',
  atLeastOneDay: 'Must be at least 1 day.',
  atMostDays: 'Must be at most {{count}} days.',
  aboveZero: 'Must be above 0.',
  percentage: 'Must be a percentage from 0 to 100.',
  airportCode: 'Must be a three-letter airport code.',
  airlineCode: 'Must be a two-character airline code.',
  recordLocator: 'Must be six letters or digits.',
  ticketNumber: 'Must be 13 digits.',
  flightNumber: 'Must be a flight number like 650.',
  oneLetter: 'Must be one letter.',
  upTo15: 'Must be up to 15 letters or digits.',
  segmentRequired: 'A flight needs at least one segment.',
  notZero: 'Must not be 0.',
  upToThreeDecimals: 'Must be a number with up to three decimals.',
  percentLike: 'Must be a percentage such as 30 or 12.5.',
  betweenZeroAndHundred: 'Must be more than 0 and less than 100.',
  descriptionRequired: 'The description is required.',
  reasonRequired: 'The reason is required.',
  basisPoints: 'Must be basis points (1600 is 16 %).',
  lineRequired: 'At least one line.',
  instalmentRequired: 'At least one instalment.',
  schedulePlan: 'Must be in_full, deposit or custom.',
  bookingRequired: 'Give at least one booking.',
  // Billing's refusals, with the amounts as the organization writes them.
  instalmentsOff: 'The instalments add up to {{sum}}, not the total of {{total}}.',
  creditTooLarge: 'A credit note must credit more than 0 and at most {{amount}}, what is left to credit.',
  overpaymentNeeded:
    "The payment is {{over}} more than the {{open}} open on this invoice: mark it as an overpayment to keep the rest as the client's credit.",
  refundTooLarge: 'A refund can be at most what was paid ({{paid}}).',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const literalLength = (template: string) => template.replace(/\{\{\w+\}\}/g, '').length;

/**
 * Each English sentence as a pattern that reads its values back, the most specific first:
 * "Must be at most 80 characters." is `maxLength`, not `atMost` with the value "80 characters".
 */
const PATTERNS = (Object.entries(ENGLISH_VALIDATION_MESSAGES) as Array<[ValidationKey, string]>)
  .sort(([, a], [, b]) => literalLength(b) - literalLength(a))
  .map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\{\w+\}\})/)
      .map((piece) => {
        const name = /^\{\{(\w+)\}\}$/.exec(piece)?.[1];
        if (!name) return escaped(piece);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

/** An English sentence of this table (the server's, or a schema's) read back as its key and values. */
export function parseValidationMessage(text: string): ValidationMessage | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return message(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return null;
}

/** The English sentence of an issue: the server's error map (`z.config({ customError })`). */
export function plainEnglishError(issue: core.$ZodRawIssue): string {
  const { key, values } = describeIssue(issue);
  return ENGLISH_VALIDATION_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
