import { IMPORT_FIELDS } from '@aurora/contracts/imports';
import { describe, expect, it } from 'vitest';
import { en, type TextArea } from './en';

// Each file of a language exports its top-level sections; the language's index spreads them into one
// object, where a section defined twice would silently replace the other.
const files = import.meta.glob<Record<string, Record<string, unknown>>>(['./*/*.ts', '!./*/index.ts'], {
  eager: true,
});
const filesOf = (language: string) =>
  Object.entries(files).filter(([path]) => path.startsWith(`./${language}/`));

describe('locales', () => {
  it('defines each top-level section in one file only', () => {
    const owners = new Map<string, string[]>();
    for (const [path, module] of filesOf('en')) {
      for (const slice of Object.values(module)) {
        for (const section of Object.keys(slice)) owners.set(section, [...(owners.get(section) ?? []), path]);
      }
    }
    expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });

  it('has the same files in every language', () => {
    const names = (language: string) => filesOf(language).map(([path]) => path.split('/')[2]);
    expect(names('en')).toContain('common.ts');
    expect(names('es')).toEqual(names('en'));
  });

  it('names every file an area the screens can load', () => {
    const areas: Record<TextArea, true> = {
      auth: true,
      billing: true,
      bookings: true,
      'call-analytics': true,
      calls: true,
      clients: true,
      common: true,
      contacts: true,
      dashboards: true,
      'data-table': true,
      imports: true,
      leads: true,
      notifications: true,
      numbers: true,
      opportunities: true,
      organizations: true,
      pipeline: true,
      record: true,
      reference: true,
      search: true,
      shell: true,
      suppliers: true,
      targets: true,
      tasks: true,
      teams: true,
      telephony: true,
      'toast-test': true,
      trips: true,
    };
    const names = filesOf('en').map(([path]) => path.split('/')[2]?.replace(/\.ts$/, ''));
    expect(names.sort()).toEqual(Object.keys(areas).sort());
  });

  it('names every field a CSV column can be mapped to, in every module', () => {
    const labels: Record<string, string> = en.imports.fields;
    const missing = Object.values(IMPORT_FIELDS)
      .flat()
      .filter((field) => !labels[field]);
    expect(missing).toEqual([]);
  });
});
