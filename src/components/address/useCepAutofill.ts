import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { BRAZIL_STATES } from '../../../server/contract/constants';
import { readFailure } from '../../api/errors';
import { isCompleteCep } from '../../lib/masks';
import { useLazyLookupCepQuery, type CepAddress } from './cepApi';

const ADDRESS_FIELDS = ['address', 'neighborhood', 'city', 'state'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/**
 * What a look-up writes: into each field left empty, or still holding what the previous look-up put there
 * (a stale street is cleared when the new CEP has none); a field the user typed is never touched. Returns the
 * changes, and what the look-up now owns for the next one.
 */
export function cepFill(current: Partial<Record<AddressField, string | null>>, found: CepAddress, previous: Partial<AddressValues>) {
  const state = found.state && (BRAZIL_STATES as readonly string[]).includes(found.state) ? found.state : null;
  const next: Record<AddressField, string | null> = { ...found, state };
  const changes: Partial<AddressValues> = {};
  const owned: Partial<AddressValues> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = current[field] ?? '';
    if (value !== '' && value !== previous[field]) continue;
    changes[field] = next[field] ?? '';
    if (next[field]) owned[field] = next[field];
  }
  return { changes, owned };
}

export type CepNotice = 'notFound' | 'failed' | null;

/**
 * A form's CEP look-up (the salon profile, the client form: both name their fields address, neighborhood, city
 * and state): call `cepChanged` with each new CEP; a complete one asks GET /cep/{cep} and
 * fills the address (cepFill). A 404 or a failed look-up only says so: the address can still be typed and saved.
 */
export function useCepAutofill() {
  const { values, setFieldValue } = useFormikContext<Partial<Record<AddressField, string | null>>>();
  const [lookup] = useLazyLookupCepQuery();
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<CepNotice>(null);
  const owned = useRef<Partial<AddressValues>>({});
  const asked = useRef(0);
  // The address as it is when the answer arrives (the user may type meanwhile).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  async function cepChanged(cep: string) {
    const ask = ++asked.current; // an answer for a CEP since changed is dropped
    setNotice(null);
    setLooking(false);
    if (!isCompleteCep(cep)) return;
    setLooking(true);
    try {
      const found = await lookup(cep, true).unwrap();
      if (ask !== asked.current) return;
      const { changes, owned: nowOwned } = cepFill(latest.current, found, owned.current);
      owned.current = nowOwned;
      for (const [field, value] of Object.entries(changes)) void setFieldValue(field, value);
    } catch (error) {
      if (ask === asked.current) setNotice(readFailure(error).status === 404 ? 'notFound' : 'failed');
    } finally {
      if (ask === asked.current) setLooking(false);
    }
  }

  return { looking, notice, cepChanged };
}
