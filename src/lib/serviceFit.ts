/**
 * A professional's own services first (issue 25 item 1): the services set on the staff form's 'Serviços' tab, by
 * category as the catalogue orders them, and the rest apart, for 'Outros serviços'. A professional without
 * services set (or none chosen yet) does everything: all categories, nothing apart.
 */
export function servicesOf<C extends { services: Array<{ id: number }> }>(categories: C[], serviceIds: readonly number[] | undefined): { own: C[]; others: Array<C['services'][number]> } {
  if (!serviceIds || serviceIds.length === 0) return { own: categories, others: [] };
  const theirs = new Set(serviceIds);
  const own = categories.map((category) => ({ ...category, services: category.services.filter((s) => theirs.has(s.id)) }));
  const others = categories.flatMap((category) => category.services.filter((s) => !theirs.has(s.id)));
  return { own: own.filter((category) => category.services.length > 0), others };
}

/** Whether the professional does the service: they do it, or they have no services set. */
export const doesService = (serviceIds: readonly number[] | undefined, serviceId: number | null) =>
  serviceId === null || !serviceIds || serviceIds.length === 0 || serviceIds.includes(serviceId);
