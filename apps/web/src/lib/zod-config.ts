import { z } from 'zod';

// Zod probes for `new Function` to compile fast parsers; under the server's Content-Security-Policy
// (no 'unsafe-eval') the probe fails anyway and is reported as a violation. Imported first by
// main.tsx, before anything parses.
z.config({ jitless: true });
