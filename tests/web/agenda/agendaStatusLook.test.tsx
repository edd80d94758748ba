import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENDA_COLORS, APPOINTMENT_STATUSES } from '../../../server/contract/constants';
import { statusColors } from '../../../src/features/agenda/agendaItems';
import { appointment, freezeToday, renderAgenda, seedAgenda } from './agendaFixtures';
import { ANA } from '../staff/staffFixtures';

const LABELS = { new: 'Agendado', started: 'Em atendimento', completed: 'Finalizado', no_show: 'Não compareceu', canceled: 'Cancelado' } as const;

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [a, b].map((c) => luminance(c === '#fff' ? '#ffffff' : c)).sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** agenda.css's rules (comments dropped) whose selector names a status's cell. */
function statusRules(status: string) {
  const css = readFileSync(path.join(__dirname, '../../../src/features/agenda/agenda.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) => selector.includes(`.rbc-event.agenda-item--${status}`)).map(([, , body]) => body);
}

describe("an appointment's status on the agenda (issue 25 item 4)", { timeout: 20_000 }, () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());

  it('marks every status with an icon of its own, titled with the status, on the name line', async () => {
    const day = APPOINTMENT_STATUSES.map((status, i) =>
      appointment({ start: `${String(8 + i * 2).padStart(2, '0')}:00`, minutes: 30, employee: ANA, client: `Cliente ${i}`, service: 'Escova', status, status_display: LABELS[status] }),
    );
    seedAgenda(day);
    renderAgenda();
    await userShowsCanceled();
    const icons = new Set<string>();
    for (const [i, status] of APPOINTMENT_STATUSES.entries()) {
      const cell = await screen.findByRole('button', { name: new RegExp(`^Cliente ${i}, Escova`) }, { timeout: 5000 });
      const mark = within(cell).getByTitle(LABELS[status]);
      expect(mark.closest('.agenda-cell__title')).toHaveTextContent(`Cliente ${i}`);
      icons.add(mark.querySelector('path')?.getAttribute('d') ?? '');
    }
    expect(icons.size).toBe(APPOINTMENT_STATUSES.length);
  });

  it('reads at 4.5:1 in every status on every palette colour, without fading, and completed is not a no-show', () => {
    for (const color of AGENDA_COLORS) {
      const looks = APPOINTMENT_STATUSES.map((status) => statusColors(status, color));
      for (const [i, { fill, ink }] of looks.entries()) expect(contrast(fill, ink), `${APPOINTMENT_STATUSES[i]} on ${color}`).toBeGreaterThanOrEqual(4.5);
      const [booked, , completed, noShow, canceled] = looks;
      // Completed is a light tint; a no-show stays solid (red) and striped, so they never look alike.
      expect(luminance(completed.fill), color).toBeGreaterThan(0.6);
      expect(luminance(noShow.fill), color).toBeLessThan(0.25);
      expect(completed.fill, color).not.toBe(booked.fill);
      expect(canceled.fill, color).not.toBe(completed.fill);
      expect(noShow.stripe).toBeDefined();
      expect(completed.stripe).toBeUndefined();
    }
    // No status rule fades a cell; a no-show is striped, a canceled one has a dashed edge, a completed one a bar.
    for (const status of APPOINTMENT_STATUSES) for (const body of statusRules(status)) expect(body, status).not.toMatch(/opacity/);
    expect(statusRules('no_show').join()).toMatch(/background-image:\s*repeating-linear-gradient/);
    expect(statusRules('canceled').join()).toMatch(/border:[^;]*dashed/);
    expect(statusRules('completed').join()).toMatch(/box-shadow:\s*inset 5px 0 0 var\(--item-color\)/);
  });
});

async function userShowsCanceled() {
  const toggle = await screen.findByRole('switch', { name: 'Mostrar cancelados' }, { timeout: 5000 });
  toggle.click();
}
