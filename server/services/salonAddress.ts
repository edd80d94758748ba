/** Where the salon is, as its settings hold it (any part may be missing). */
export interface SalonPlace {
  address: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
}

/**
 * The salon's address on one line, as its booking page and its e-mails to clients show it: 'Rua Augusta, 1500,
 * Consolação, São Paulo - SP'. The state goes only beside its city; null when the salon filled none in.
 */
export function addressLine(place: SalonPlace): string | null {
  const parts = [place.address, place.neighborhood, place.city && place.state ? `${place.city} - ${place.state}` : place.city].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
