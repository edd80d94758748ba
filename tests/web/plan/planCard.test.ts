import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberValid, cvcValid, expiryValid, formatCardNumber, formatExpiry, luhnValid } from '../../../src/features/plan/card';
import { cardHash, TEST_CARDS } from '../../../src/features/plan/cardHash';

describe('card checks in the browser', () => {
  it('recognises the brands from the first digits, Elo before Visa and Mastercard', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2221 0000 0000 0009')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('6362 9700 0045 7013')).toBe('elo');
    expect(cardBrand('4011 7800 0000 0000')).toBe('elo');
    expect(cardBrand('6062 8200 0000 0000')).toBe('hipercard');
    expect(cardBrand('9999')).toBe('other');
    expect(cardBrand('4')).toBeNull();
  });

  it('checks the Luhn digit and the brand’s length', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberValid('4111 1111 1111 1112')).toBe(false);
    expect(cardNumberValid('3782 822463 10005')).toBe(true);
    expect(cardNumberValid('3782 822463 1000')).toBe(false);
    expect(cardNumberValid('')).toBe(false);
  });

  it('groups the number as typed (Amex 4-6-5) and puts the slash in the expiry', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41a1-1')).toBe('4111');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts this month and later as expiry, not last month, not month 13', () => {
    const now = new Date(2026, 10, 24); // November 2026
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('12/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('00/27', now)).toBe(false);
    expect(expiryValid('11/60', now)).toBe(false);
  });

  it('wants 3 or 4 digits for the code, exactly 4 for Amex', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(true);
    expect(cvcValid('12', 'visa')).toBe(false);
    expect(cvcValid('123', 'amex')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
  });

  it('makes a card_hash without the number, and the test cards decide the sandbox outcome', () => {
    const hash = cardHash({ number: TEST_CARDS.decline, expiry: '12/30', cvc: '123', holder: 'ANA SILVA' });
    expect(hash).toMatch(/^sbx1\.[A-Za-z0-9_-]+\.[0-9a-f]{16}$/);
    const payload = JSON.parse(atob(hash.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, string>;
    expect(payload).toEqual({ brand: 'visa', last4: '0002', exp: '12/30', outcome: 'decline' });
    expect(hash).not.toContain('4000000000000002');
    expect(hash).not.toContain('ANA');
    expect(cardHash({ number: TEST_CARDS.approve, expiry: '12/30', cvc: '123', holder: 'X' })).not.toBe(cardHash({ number: TEST_CARDS.approve, expiry: '12/30', cvc: '123', holder: 'X' }));
  });
});
