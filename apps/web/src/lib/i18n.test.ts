import { STORAGE_KEYS } from '@aurora/contracts/constants';
import { describe, expect, it } from 'vitest';
import { browserLanguage, savedLanguage } from './i18n';
import { storage } from './storage';

describe('the interface language', () => {
  it('is the first of the browser languages the app speaks, by language whatever the region', () => {
    expect(browserLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'es-CO', 'en'])).toBe('es');
    expect(browserLanguage(['en-GB', 'es'])).toBe('en');
  });

  it('is English when the browser speaks none of them', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is the one the user picked, once picked, whatever the browser speaks', () => {
    expect(savedLanguage()).toBe(browserLanguage());
    storage.write(STORAGE_KEYS.language, 'es');
    expect(savedLanguage()).toBe('es');
    storage.write(STORAGE_KEYS.language, 'xx');
    expect(savedLanguage()).toBe(browserLanguage());
  });
});
