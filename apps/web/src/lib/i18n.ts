import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@aurora/contracts/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './locales/en';
import { storage } from './storage';

export function savedLanguage(): Language {
  const saved = storage.read(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

// Each language's texts load in a chunk of their own: a page carries one language, not all.
const TRANSLATIONS: Record<Language, () => Promise<Translation>> = {
  en: async () => (await import('./locales/en')).en,
  es: async () => (await import('./locales/es')).es,
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads a language's texts once; the interface renders after the current one is loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await TRANSLATIONS[language]());
}

/** Switches the interface language and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  storage.write(STORAGE_KEYS.language, language);
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
