import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@aurora/contracts/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { storage } from './storage';

export function savedLanguage(): Language {
  const saved = storage.read(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the interface language and remembers it. */
export function setLanguage(language: Language): void {
  storage.write(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
