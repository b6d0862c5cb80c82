import { plainEnglishError } from '@aurora/contracts/validation-messages';
import { config } from 'zod/v4/core';

// Zod probes for `new Function` to compile fast parsers; under the server's Content-Security-Policy
// (no 'unsafe-eval') the probe fails anyway and is reported as a violation. Imported first by
// main.tsx, before anything parses; from zod's core, which the schemas share, so that the first
// screen does not load zod's schema builders before a form needs them.
//
// A rule without a message of its own says a plain sentence of the contracts' table, which the
// form's field shows in the interface language (`validationText`), never zod's own texts.
config({ jitless: true, customError: plainEnglishError });
