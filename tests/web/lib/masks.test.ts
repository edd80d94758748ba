import { describe, expect, it } from 'vitest';
import { formatPhone, isCompleteCep, isCompletePhone, isoToBrDate, maskCep, maskDate, maskPhone, parseBirthDate } from '../../../src/lib/masks';

/** The live input masks of src/lib/masks.ts (one test file for the one module). */
describe('phone mask', () => {
  it('grows with the digits as mobiles and landlines are typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('reformats pasted text: drops what is not a digit, a leading +55 and digits past the 11th', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('11 98765 4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('11a9b8765 4321 999')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc11x9')).toBe('(11) 9');
    expect(maskPhone('abc')).toBe('');
  });

  it('lets a deleted separator take its digit along instead of sticking', () => {
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskPhone('(11) 9876-')).toBe('(11) 9876');
  });

  it('knows a complete number', () => {
    expect(isCompletePhone('(11) 3456-7890')).toBe(true);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('(11) 9876')).toBe(false);
  });

  it('leaves foreign numbers and numbers it cannot mask alone', () => {
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678');
    expect(isCompletePhone('+351 912 345 678')).toBe(true);
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+1 415 555 1234')).toBe('+1 415 555 1234');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('date and CEP masks', () => {
  it('formats DD/MM/AAAA', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('170')).toBe('17/0');
    expect(maskDate('17051990')).toBe('17/05/1990');
    expect(maskDate('17/05/1990123')).toBe('17/05/1990');
    expect(maskDate('17/')).toBe('17');
  });

  it('formats 00000-000', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01.310-100')).toBe('01310-100');
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310-1')).toBe(false);
  });

  it('accepts only real past birth dates', () => {
    const today = new Date(2025, 5, 15);
    expect(parseBirthDate('17/05/1990', today)).toBe('1990-05-17');
    expect(parseBirthDate('29/02/2000', today)).toBe('2000-02-29');
    expect(parseBirthDate('15/06/2025', today)).toBe('2025-06-15');
    expect(parseBirthDate('29/02/2001', today)).toBeNull();
    expect(parseBirthDate('31/04/1990', today)).toBeNull();
    expect(parseBirthDate('16/06/2025', today)).toBeNull();
    expect(parseBirthDate('01/01/1899', today)).toBeNull();
    expect(parseBirthDate('1/5/1990', today)).toBeNull();
  });

  it('turns the API date into the form text', () => {
    expect(isoToBrDate('1990-05-17')).toBe('17/05/1990');
    expect(isoToBrDate(null)).toBe('');
  });
});
