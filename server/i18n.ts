import type { FastifyRequest } from 'fastify';
import en from './locales/en.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

export type Lang = 'pt-BR' | 'en';

/** The keys are pt-BR.json's; English must word every one of them (tests/web/i18n/locales.test.ts checks both ways). */
export type MessageKey = keyof typeof ptBR;

const messages: Record<Lang, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** pt-BR unless the browser prefers English over Portuguese. */
export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'pt-BR';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}
