import type { PublicSalonWire } from '../../../server/contract/onlineBooking';
import { h } from './dom';
import { duration, money, t } from './i18n';

export const MAX_SERVICES = 5;
type Service = PublicSalonWire['categories'][number]['services'][number];

/**
 * 'Escolha os serviços': a checkbox card a service, by category. The order of the clicks is the order of the visit
 * (each chosen card shows its number). Drawn once; a click only changes numbers, the total and which boxes are off.
 */
export function servicesStep(salon: PublicSalonWire, onChange: (ids: number[]) => void) {
  const chosen: number[] = [];
  const byId = new Map<number, Service>(salon.categories.flatMap((c) => c.services.map((s) => [s.id, s] as const)));
  const total = h('p', { class: 'sum', 'aria-live': 'polite' }, t('noneChosen'));
  const boxes: HTMLInputElement[] = [];
  const badges = new Map<number, HTMLElement>();

  function update() {
    for (const box of boxes) box.disabled = !box.checked && chosen.length >= MAX_SERVICES;
    for (const [id, badge] of badges) {
      const place = chosen.indexOf(id);
      badge.textContent = place >= 0 ? String(place + 1) : '';
    }
    const services = chosen.map((id) => byId.get(id)).filter((s): s is Service => Boolean(s));
    total.textContent = services.length
      ? t('total', { money: money(services.reduce((sum, s) => sum + s.price, 0)), duration: duration(services.reduce((sum, s) => sum + s.duration, 0)) })
      : t('noneChosen');
    onChange([...chosen]);
  }

  const card = (service: Service) => {
    const box = h('input', {
      type: 'checkbox',
      value: service.id,
      onchange: () => {
        if (box.checked) chosen.push(service.id);
        else chosen.splice(chosen.indexOf(service.id), 1);
        update();
      },
    });
    boxes.push(box);
    const badge = h('span', { class: 'order', 'aria-hidden': 'true' });
    badges.set(service.id, badge);
    return h('li', {}, [
      h('label', { class: 'card' }, [
        box,
        h('span', { class: 'what' }, [
          h('span', { class: 'name' }, service.name),
          service.description ? h('span', { class: 'desc' }, service.description) : null,
          h('span', { class: 'meta' }, `${duration(service.duration)} · ${money(service.price)}`),
        ]),
        badge,
      ]),
    ]);
  };

  const element = h('section', { 'aria-labelledby': 'services-title' }, [
    h('h2', { id: 'services-title' }, t('services')),
    h('p', { class: 'note' }, t('servicesHint')),
    ...salon.categories
      .filter((c) => c.services.length)
      .map((category) => h('div', { class: 'category' }, [h('h3', {}, category.name), h('ul', { class: 'cards' }, category.services.map(card))])),
    total,
  ]);
  return { element };
}
