import { describe, expect, it } from 'vitest';
import { isCompleteCep, isCompletePhone, isoToBrDate, maskCep, maskDate, maskPhone, parseBirthDate } from '../../src/lib/masks';

describe('phone mask', () => {
  it('formats mobiles and landlines as they are typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('reformats pasted text, drops letters and extra digits, and lets backspace through', () => {
    expect(maskPhone('11 98765 4321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc11x9')).toBe('(11) 9');
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskPhone('(11) 9876-')).toBe('(11) 9876');
  });

  it('leaves foreign numbers alone', () => {
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678');
    expect(isCompletePhone('+351 912 345 678')).toBe(true);
  });

  it('knows a complete number', () => {
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('(11) 3456-7890')).toBe(true);
    expect(isCompletePhone('(11) 9876')).toBe(false);
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
