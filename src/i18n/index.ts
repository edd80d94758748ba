import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'agendei.lang';

function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'pt-BR';
}

export function setLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
  // The server reads the cookie to pick the prerendered landing page's language.
  document.cookie = `agendei_lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  void i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'pt-BR';
}

i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

// Only the shared namespace ships with the entry; every feature adds its own when its code loads
// (registerNamespace). fallbackNS lets a feature's t() still read the shared keys: t('errors.network').
void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { common: ptBR }, en: { common: en } },
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  lng: storedLanguage(),
  fallbackLng: 'pt-BR',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * A feature's texts, called by its locales/index.ts: the feature's modules import that file, so the texts ride in
 * the feature's lazy chunk and are in place before any of its components renders (or prerenders).
 */
export function registerNamespace(ns: string, bundles: Record<Language, object>) {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, ns, bundles[lang]);
}

export default i18n;
