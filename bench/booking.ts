// The online booking page's availability (issue 28): the free start times of a week for a two-service visit by
// any of the benched salon's 20 professionals, on the seed's busy days (DESIGN.md section 6: p99 under 25 ms).
import sharp from 'sharp';
import type { AvailabilityWire, PublicSalonWire } from '../server/contract/onlineBooking';
import { addDays, dayIn } from './seed';

const v1 = (base: string) => `${base}/v1`;

/** Turns the salon's page on (the same PUT every run: the seed's reset leaves it) and answers its address. */
export async function openBookingPage(base: string, salonId: number, headers: Record<string, string>): Promise<string> {
  const slug = `bench-salao-${salonId}`;
  const response = await fetch(`${v1(base)}/salons/${salonId}/online_booking`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ online_booking: { enabled: true, slug, min_notice_minutes: 0 } }),
  });
  if (!response.ok) throw new Error(`PUT online_booking: ${response.status} ${await response.text()}`);
  await putBanner(base, salonId, headers);
  return slug;
}

/**
 * The salon's photo over the page, so Lighthouse measures the page as a salon with one serves it: blurred noise,
 * which re-encodes to about 70 KB of WebP, more than most photos of a salon (a detailed one measured 65 KB).
 */
async function putBanner(base: string, salonId: number, headers: Record<string, string>) {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(1.6)
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'fachada.jpg');
  const response = await fetch(`${v1(base)}/salons/${salonId}/online_booking/photo`, { method: 'PUT', headers, body: form });
  if (!response.ok) throw new Error(`PUT online_booking/photo: ${response.status} ${await response.text()}`);
}

/**
 * The week asked: from the seed's day (its appointments spread around it) or today, whichever is later, since
 * the page offers nothing in the past. Two services of the salon, one after the other, by whoever is free.
 */
export async function availabilityUrl(base: string, slug: string, seedDay: string): Promise<string> {
  const page = (await (await fetch(`${v1(base)}/public/salons/${slug}`)).json()) as PublicSalonWire;
  const ids = page.categories.flatMap((c) => c.services.map((s) => s.id)).slice(0, 2);
  const today = dayIn(Date.now());
  const from = seedDay > today ? seedDay : today;
  return `${v1(base)}/public/salons/${slug}/availability?service_ids=${ids.join(',')}&from=${addDays(from, 0)}&days=7`;
}

/** What the probe says of an answer: how many times the week offers, or undefined when it offers none. */
export function offeredTimes(body: AvailabilityWire): string | undefined {
  const times = body.days.reduce((sum, day) => sum + day.times.length, 0);
  return times > 0 ? `${times} start times over ${body.days.length} days` : undefined;
}
