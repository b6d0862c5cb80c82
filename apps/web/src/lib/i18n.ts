import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageOf,
  STORAGE_KEYS,
} from '@aurora/contracts/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextArea } from './locales/en';
import { storage } from './storage';

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * The first of the browser's languages the app speaks ("es-MX" is Spanish), else the default: the
 * interface language until the user picks one.
 */
export function browserLanguage(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  for (const tag of languages) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language the user picked in the user menu, else the browser's. */
export function savedLanguage(): Language {
  const saved = storage.read(STORAGE_KEYS.language) ?? '';
  return isLanguage(saved) ? saved : browserLanguage();
}

// Each area's texts (`locales/<lang>/<area>.ts`) load in a chunk of their own: a screen waits for
// the areas it shows, not for every text of the language.
const AREA_FILES = import.meta.glob<Record<string, object>>(['./locales/*/*.ts', '!./locales/*/index.ts']);

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

const loading = new Map<string, Promise<void>>();

function loadArea(language: Language, path: string): Promise<void> {
  let loaded = loading.get(path);
  if (!loaded) {
    const load = AREA_FILES[path];
    if (!load) throw new Error(`No texts at ${path}`);
    loaded = load().then((module) => {
      // A file exports its area's top-level sections; they join the language's one namespace.
      const sections = Object.assign({}, ...Object.values(module));
      i18n.addResourceBundle(language, 'translation', sections, true, true);
    });
    loading.set(path, loaded);
  }
  return loaded;
}

/**
 * Loads a language's texts once: the areas named, or every area. A screen renders after its
 * areas are loaded; the language's `common` texts load before the first render.
 */
export async function loadTexts(language: Language, areas?: readonly TextArea[]): Promise<void> {
  const prefix = `./locales/${language}/`;
  const paths = areas
    ? areas.map((area) => `${prefix}${area}.ts`)
    : Object.keys(AREA_FILES).filter((path) => path.startsWith(prefix));
  await Promise.all(paths.map((path) => loadArea(language, path)));
}

/**
 * A module that shows texts, once the current language's `areas` (or all of them) are loaded too:
 * a screen, or a component that loads after its screen.
 */
export async function withTexts<T>(module: Promise<T>, areas?: readonly TextArea[]): Promise<T> {
  const [loaded] = await Promise.all([module, loadTexts(i18n.language as Language, areas)]);
  return loaded;
}

/** Switches the interface language (every area of it) and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  storage.write(STORAGE_KEYS.language, language);
  await loadTexts(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
