import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import legalEn from '../../src/i18n/locales/legal.en.json';
import legalPtBR from '../../src/i18n/locales/legal.pt-BR.json';
import ptBR from '../../src/i18n/locales/pt-BR.json';

/** Every key path (array items included), so a missing or extra key in either language shows up. */
const shape = (value: unknown, path = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => shape(child, `${path}.${key}`)) : [path];

const values = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(values) : [String(value)];

describe('translations', () => {
  it('pt-BR and en hold exactly the same keys', () => {
    expect(shape(en)).toEqual(shape(ptBR));
    expect(shape(legalEn)).toEqual(shape(legalPtBR));
  });

  it('has no empty text and the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    const pt = values(ptBR);
    const english = values(en);
    pt.forEach((text, i) => {
      expect(text.trim(), shape(ptBR)[i]).not.toBe('');
      expect(placeholders(english[i]), shape(ptBR)[i]).toBe(placeholders(text));
    });
  });
});
