import type { PublicSalonWire } from '../../../server/contract/onlineBooking';
import { h } from './dom';
import { t } from './i18n';

type Face = Pick<PublicSalonWire, 'name' | 'intro' | 'address' | 'map_url' | 'whatsapp_url' | 'phone'> & Partial<Pick<PublicSalonWire, 'photo_url'>>;

/**
 * The salon's photo, name, intro, address (a map link) and WhatsApp: what the client checks before booking. The
 * photo's box is sized before it arrives (2:1), so nothing moves when it does; its words are the heading's.
 */
export function salonHeader(salon: Face) {
  return h('header', { class: 'salon' }, [
    salon.photo_url ? h('img', { class: 'banner', src: salon.photo_url, alt: '', width: 960, height: 480, fetchpriority: 'high' }) : null,
    h('h1', {}, salon.name),
    salon.intro ? h('p', { class: 'intro' }, salon.intro) : null,
    salon.address
      ? h('p', {}, salon.map_url ? h('a', { href: salon.map_url, target: '_blank', rel: 'noopener', class: 'map' }, [salon.address, h('span', { class: 'sr' }, ` (${t('map')})`)]) : salon.address)
      : null,
    contacts(salon),
  ]);
}

/** WhatsApp when the salon has one, else its phone. */
export function contacts(salon: Pick<PublicSalonWire, 'whatsapp_url' | 'phone'>) {
  if (salon.whatsapp_url) return h('a', { class: 'button whatsapp', href: salon.whatsapp_url, target: '_blank', rel: 'noopener' }, t('whatsapp'));
  if (salon.phone) return h('a', { class: 'button secondary', href: `tel:${salon.phone.replace(/[^\d+]/g, '')}` }, `${t('call')}: ${salon.phone}`);
  return null;
}

/** A page that cannot be shown (no such salon or link): a heading and why. */
export const missing = (title: string, text: string) => h('section', { class: 'missing' }, [h('h1', { tabindex: -1 }, title), h('p', {}, text)]);
