import { h } from './dom';
import { t } from './i18n';

/** (11) 91234-5678 as the digits arrive; landlines (10 digits) as (11) 1234-5678. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const split = d.length === 11 ? 7 : 6;
  return d.length <= split ? `(${d.slice(0, 2)}) ${d.slice(2)}` : `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

const FIELDS = ['client.name', 'client.phone', 'client.email', 'consent'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 'Seus dados': name, WhatsApp, e-mail, the LGPD consent and a field only bots fill (website). The server words
 * every check (422), shown under its field; the form is never drawn again, so nothing typed is lost.
 */
export function detailsForm(salonName: string, onSubmit: () => void) {
  const errors = new Map<Field, HTMLElement>();
  const inputs = new Map<Field, HTMLInputElement>();
  const field = (name: Field, label: string, attrs: Record<string, string>) => {
    const id = name.replace('.', '-');
    const input = h('input', { id, name: id, 'aria-describedby': `${id}-error`, ...attrs });
    const error = h('p', { id: `${id}-error`, class: 'error' });
    inputs.set(name, input);
    errors.set(name, error);
    return h('div', { class: 'field' }, [h('label', { for: id }, label), input, error]);
  };
  const phone = field('client.phone', t('phone'), { type: 'tel', inputmode: 'tel', autocomplete: 'tel-national', placeholder: '(11) 91234-5678' });
  const phoneInput = inputs.get('client.phone');
  phoneInput?.addEventListener('input', () => {
    phoneInput.value = maskPhone(phoneInput.value);
  });
  const consent = h('input', { id: 'consent', type: 'checkbox', name: 'consent', 'aria-describedby': 'consent-error' });
  inputs.set('consent', consent);
  errors.set('consent', h('p', { id: 'consent-error', class: 'error' }));
  const website = h('input', { name: 'website', tabindex: -1, autocomplete: 'off', 'aria-hidden': 'true' });
  // The deposit the salon asks of every booking, read with the button that commits to it (bookingPage fills it).
  const note = h('p', { id: 'deposit-note', class: 'deposit-note' });
  const submit = h('button', { type: 'submit', class: 'button primary', 'aria-describedby': 'deposit-note' }, t('confirm'));
  const status = h('div', { class: 'status', role: 'alert' });

  const element = h('form', { novalidate: true, 'aria-labelledby': 'details-title', onsubmit: (event: Event) => (event.preventDefault(), onSubmit()) }, [
    h('h2', { id: 'details-title' }, t('details')),
    field('client.name', t('name'), { type: 'text', autocomplete: 'name', maxlength: '120' }),
    phone,
    field('client.email', t('email'), { type: 'email', autocomplete: 'email', maxlength: '254' }),
    h('div', { class: 'field' }, [h('label', { class: 'check' }, [consent, h('span', {}, t('consent', { salon: salonName }))]), errors.get('consent')]),
    h('div', { class: 'trap', 'aria-hidden': 'true' }, [h('label', {}, ['Website', website])]),
    status,
    note,
    submit,
  ]);

  return {
    element,
    status,
    note,
    values: () => ({
      client: {
        name: inputs.get('client.name')?.value.trim() ?? '',
        phone: phoneInput?.value.trim() ?? '',
        email: inputs.get('client.email')?.value.trim() || undefined,
      },
      consent: consent.checked,
      website: website.value,
    }),
    /** The server's messages under their fields (and the first such field focused); none clears them. */
    showErrors(fields: Record<string, string[]>) {
      let first: HTMLInputElement | undefined;
      for (const name of FIELDS) {
        const messages = fields[name] ?? [];
        const input = inputs.get(name);
        const error = errors.get(name);
        if (error) error.textContent = messages.join(' ');
        if (!input) continue;
        if (messages.length) {
          input.setAttribute('aria-invalid', 'true');
          first ??= input;
        } else input.removeAttribute('aria-invalid');
      }
      first?.focus();
    },
    busy(on: boolean) {
      submit.disabled = on;
      submit.textContent = on ? t('sending') : t('confirm');
    },
  };
}
