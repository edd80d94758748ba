import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/lib/duration';
import { centsFromTyping, formatMoney, formatMoneyInput, parseMoney } from '../../../src/lib/money';

describe('money', () => {
  it('shows reais always with their cents: one way to write an amount', () => {
    expect(formatMoney(3900)).toBe('R$\u00a039,00');
    expect(formatMoney(3990)).toBe('R$\u00a039,90');
    expect(formatMoney(123450)).toBe('R$\u00a01.234,50');
    // English keeps the space after the symbol ('R$ 0.00', never 'R$0.00').
    expect(formatMoney(3990, 'en-US')).toBe('R$\u00a039.90');
    expect(formatMoney(0, 'en-US')).toBe('R$\u00a00.00');
  });

  it('writes the live mask with cents and a space, in either language', () => {
    expect(formatMoneyInput(4)).toBe('R$ 0,04');
    expect(formatMoneyInput(4500)).toBe('R$ 45,00');
    expect(formatMoneyInput(123456)).toBe('R$ 1.234,56');
    expect(formatMoneyInput(4500, 'en-US')).toBe('R$ 45.00');
    expect(formatMoneyInput(123456, 'en-US')).toBe('R$ 1,234.56');
  });

  it('reads keystrokes as digits filling from the cents', () => {
    expect(centsFromTyping('4')).toBe(4);
    expect(centsFromTyping('R$ 0,045')).toBe(45);
    expect(centsFromTyping('R$ 4,500')).toBe(4500);
    expect(centsFromTyping('R$ 45,0')).toBe(450); // backspace drops the last digit
    expect(centsFromTyping('R$ ')).toBeNull();
    expect(centsFromTyping('R$ 9.999.999,990')).toBeUndefined(); // a tenth digit is refused
  });

  it('reads the amounts Brazilians type into integer cents', () => {
    expect(parseMoney('39')).toBe(3900);
    expect(parseMoney('39,9')).toBe(3990);
    expect(parseMoney('39,90')).toBe(3990);
    expect(parseMoney('1.234,50')).toBe(123450);
    expect(parseMoney('R$ 1.234,50')).toBe(123450);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('39.90')).toBe(3990);
    expect(parseMoney('0,1')).toBe(10);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,2,3')).toBeNull();
    expect(parseMoney('39,999')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });
});

describe('duration', () => {
  it('reads as hours and minutes', () => {
    expect(formatDuration(5400)).toBe('1h 30min');
    expect(formatDuration(2700)).toBe('45min');
    expect(formatDuration(7200)).toBe('2h');
  });
});
