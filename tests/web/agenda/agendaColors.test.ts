import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENDA_COLORS } from '../../../server/contract/constants';
import { inkOn, readableFill } from '../../../src/features/agenda/agendaItems';

const luminance = (short: string) => {
  // inkOn answers white as '#fff'.
  const hex = short.length === 4 ? `#${[...short.slice(1)].map((c) => c + c).join('')}` : short;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe("the agenda's colours under text", () => {
  it('reads at 4.5:1 or more (WCAG AA) on every palette colour and the no-show red, with the ink chosen for it', () => {
    for (const color of [...AGENDA_COLORS, '#dc2626']) {
      const fill = readableFill(color);
      expect(contrast(fill, inkOn(fill)), `${color} as ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already reads, and darkens the default red only as far as it must', () => {
    expect(readableFill('#2350c2')).toBe('#2350c2');
    expect(readableFill('#c8e30b')).toBe('#c8e30b');
    const red = readableFill('#ef1554');
    expect(red).not.toBe('#ef1554');
    expect(contrast(red, '#fff')).toBeGreaterThanOrEqual(4.5);
    // One step less dark would not read: the step is the least that does.
    const lighter = `#${[0xef, 0x15, 0x54].map((c) => Math.round(c * (parseInt(red.slice(1, 3), 16) / 0xef + 0.02)).toString(16).padStart(2, '0')).join('')}`;
    expect(contrast(lighter, '#fff')).toBeLessThan(4.5);
  });

  it("draws a cell's text in the ink itself: no rule of agenda.css fades it (a faded line read 4.05:1 on the red)", () => {
    const css = readFileSync(path.join(__dirname, '../../../src/features/agenda/agenda.css'), 'utf8');
    const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    const textRules = rules.filter(([, selector]) => /\.agenda-cell(__\w+)?\b/.test(selector) && !/agenda-item--(canceled|completed|no_show|block)/.test(selector));
    expect(textRules.length).toBeGreaterThan(5);
    for (const [, selector, body] of textRules) {
      expect(body, selector.trim()).not.toMatch(/(^|;)\s*(opacity|color)\s*:/);
    }
  });
});
