import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSalonId } from '../salon/sessionSlice';
import { useServiceCategories, type ServiceCategory } from '../catalogue/catalogueApi';

export interface ServiceOption {
  id: number;
  name: string;
  duration: number;
  price: number;
}

export interface ServiceGroup {
  id: number;
  name: string;
  services: ServiceOption[];
}

/** The salon's services under their category names, in the catalogue's order, without empty categories. */
export function serviceGroups(categories: ServiceCategory[]): ServiceGroup[] {
  return categories
    .filter((category) => category.services.length > 0)
    .map(({ id, name, services }) => ({ id, name, services: services.map(({ id, name, duration, price }) => ({ id, name, duration, price })) }));
}

/**
 * For the Serviços tab: the groups, and every service id the salon has (to select all, and to drop ids of
 * services deleted meanwhile).
 */
export function useServiceGroups() {
  const salonId = useAppSelector(selectSalonId);
  const { categories } = useServiceCategories(salonId);
  return useMemo(() => {
    const groups = serviceGroups(categories);
    return { groups, allIds: groups.flatMap((group) => group.services.map((service) => service.id)) };
  }, [categories]);
}
