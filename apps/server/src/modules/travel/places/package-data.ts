import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A JSON file of an installed package, parsed with Node's own JSON.parse: an `import ... with {
 * type: 'json' }` goes through tsx's transform (five times slower for these 4.6 MB), and `require`
 * would keep the parsed file in its cache after the places are built from it.
 */
export const readPackageData = <T>(specifier: string): T =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
