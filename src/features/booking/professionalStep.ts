import type { PublicSalonWire } from '../../../server/contract/onlineBooking';
import { fill, h } from './dom';
import { t } from './i18n';

/**
 * 'Com quem?': anyone (the default) or one professional who does every chosen service. Hidden when the salon has
 * only one. Drawn again only when the services change; a professional who no longer fits falls back to anyone.
 */
export function professionalStep(salon: PublicSalonWire, onChange: (employeeId: number | null) => void) {
  let chosen: number | null = null;
  const options = h('div', { class: 'choices' });
  const element = h('fieldset', { class: 'step', hidden: salon.professionals.length <= 1 }, [h('legend', {}, h('h2', {}, t('who'))), options]);

  /** A professional's photo, or their initial where there is none; 'anyone' has neither. */
  const face = (name: string, photoUrl: string | null) =>
    photoUrl
      ? h('img', { class: 'face', src: photoUrl, alt: '', width: 40, height: 40, loading: 'lazy' })
      : h('span', { class: 'face initial', 'aria-hidden': 'true' }, name.trim().charAt(0).toUpperCase());

  const option = (id: number | null, name: string, photoUrl?: string | null) =>
    h('label', { class: 'choice' }, [
      h('input', {
        type: 'radio',
        name: 'professional',
        value: id ?? '',
        checked: chosen === id,
        onchange: () => {
          chosen = id;
          onChange(chosen);
        },
      }),
      photoUrl === undefined ? null : face(name, photoUrl),
      h('span', {}, name),
    ]);

  return {
    element,
    /** The professionals who do all of these services; returns the one chosen after the change. */
    servicesChanged(serviceIds: number[]): number | null {
      const fit = salon.professionals.filter((p) => serviceIds.every((id) => p.service_ids.includes(id)));
      if (chosen !== null && !fit.some((p) => p.id === chosen)) chosen = null;
      fill(options, [option(null, t('anyone')), ...fit.map((p) => option(p.id, p.name, p.photo_url))]);
      return chosen;
    },
  };
}
