import { describe, expect, it } from 'vitest';
import { csvFileName, money, moneyText, toCsv } from '../../../src/features/reports/csv';
import { presetRange, rangeFromParams, stepRange } from '../../../src/features/reports/reportRange';
import { parseCsv } from '../csvParse';

describe('csv', () => {
  it('writes a BOM, semicolons and CRLF line ends', () => {
    const text = toCsv([
      ['Tipo', 'Qtd Vendas', 'Total Bruto'],
      ['Serviços', 3, money(123450)],
    ]);
    expect(text).toBe('\uFEFFTipo;Qtd Vendas;Total Bruto\r\nServiços;3;1234,50\r\n');
  });

  it('writes money with a decimal comma and no thousands separator', () => {
    expect(moneyText(123450)).toBe('1234,50');
    expect(moneyText(5)).toBe('0,05');
    expect(moneyText(0)).toBe('0,00');
    expect(moneyText(-1250)).toBe('-12,50');
    expect(moneyText(100000000)).toBe('1000000,00');
    expect(toCsv([[12.5, 10, null]])).toBe('\uFEFF12,5;10;\r\n');
  });

  it('quotes only the fields that need it, and reads back the same', () => {
    const rows = [['Corte; barba', 'Escova "modelada"', 'duas\nlinhas', ' espaço', 'simples', 'Ação']];
    const text = toCsv(rows);
    expect(text).toBe('\uFEFF"Corte; barba";"Escova ""modelada""";"duas\nlinhas";" espaço";simples;Ação\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(parseCsv(toCsv([['=HYPERLINK("x")', '+55 11', '@home', 'Ana']]))).toEqual([["'=HYPERLINK(\"x\")", "'+55 11", "'@home", 'Ana']]);
    // A negative amount is money, not text: it stays a number.
    expect(parseCsv(toCsv([[money(-500)]]))).toEqual([['-5,00']]);
  });

  it('names the file after the table and the range', () => {
    expect(csvFileName('resumo-vendas', '2026-11-01', '2026-11-30')).toBe('resumo-vendas_2026-11-01_2026-11-30.csv');
  });
});

describe('the report range', () => {
  const today = new Date(2026, 10, 18); // Wednesday, 18 Nov 2026
  const read = (query: string) => rangeFromParams(new URLSearchParams(query), today);

  it('reads ?start=&end=, defaults to today, and refuses what is not a range', () => {
    expect(read('')).toEqual({ start: '2026-11-18', end: '2026-11-18' });
    expect(read('start=2026-11-01&end=2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(read('start=2026-11-05')).toEqual({ start: '2026-11-05', end: '2026-11-05' });
    expect(read('start=2026-11-30&end=2026-11-01')).toBeNull();
    expect(read('start=2026-02-30&end=2026-03-01')).toBeNull();
    expect(read('start=ontem&end=hoje')).toBeNull();
    // The API answers at most 366 days.
    expect(read('start=2025-11-18&end=2026-11-18')).toEqual({ start: '2025-11-18', end: '2026-11-18' });
    expect(read('start=2025-11-17&end=2026-11-18')).toBeNull();
  });

  it('knows the presets', () => {
    expect(presetRange('yesterday', today)).toEqual({ start: '2026-11-17', end: '2026-11-17' });
    expect(presetRange('thisWeek', today)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(presetRange('thisMonth', today)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(presetRange('lastMonth', today)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(presetRange('lastMonth', new Date(2027, 0, 10))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('steps a day, a week or a whole month', () => {
    expect(stepRange({ start: '2026-11-30', end: '2026-11-30' }, 1)).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(stepRange({ start: '2026-11-15', end: '2026-11-21' }, -1)).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    expect(stepRange({ start: '2026-03-01', end: '2026-03-31' }, -1)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(stepRange({ start: '2026-01-01', end: '2026-03-31' }, 1)).toEqual({ start: '2026-04-01', end: '2026-06-30' });
  });
});
