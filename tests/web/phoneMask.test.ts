import { describe, expect, it } from 'vitest';
import { formatPhone, isCompletePhone, maskPhone } from '../../src/lib/masks';

describe('phone mask', () => {
  it('grows with the digits as they are typed', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('ignores what is not a digit, drops a pasted +55 and stops at 11 digits', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('11a9b8765 4321 999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
  });

  it('lets a deleted separator take its digit along instead of sticking', () => {
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskPhone('(11) 9876-')).toBe('(11) 9876');
  });

  it('knows a complete number and leaves numbers it cannot mask alone', () => {
    expect(isCompletePhone('(11) 3456-7890')).toBe(true);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('(11) 9876')).toBe(false);
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+1 415 555 1234')).toBe('+1 415 555 1234');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});
