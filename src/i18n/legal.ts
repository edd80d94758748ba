import i18n from '.';
import en from './locales/legal.en.json';
import ptBR from './locales/legal.pt-BR.json';

// The terms and privacy texts are long: only the legal pages import this module, so no other page downloads them.
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
