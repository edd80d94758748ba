import { createSelector } from '@reduxjs/toolkit';
import { selectAllServices } from '../catalogue/catalogueSlice';

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

/** The salon's services under their category names, in the catalogue's order, for the Serviços tab. */
export const selectServiceGroups = createSelector([selectAllServices], (services): ServiceGroup[] => {
  const groups = new Map<number, ServiceGroup>();
  for (const { id, name, duration, price, category } of services) {
    const group = groups.get(category.id) ?? { id: category.id, name: category.name, services: [] };
    group.services.push({ id, name, duration, price });
    groups.set(category.id, group);
  }
  return [...groups.values()];
});

/** Every service id the salon has, to select all and to drop ids of services deleted meanwhile. */
export const selectServiceIds = createSelector([selectAllServices], (services) => services.map((service) => service.id));
