import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { readFailure } from '../../api/errors';
import { parsePercent } from '../../lib/percent';
import type { CategoryBase, ItemBase } from './catalogueApi';
import './locales';

/** What the layout hands the service and product modals. */
export interface ItemModalProps<C extends CategoryBase, I extends ItemBase, F> {
  isOpen: boolean;
  /** null: a new item. */
  item: I | null;
  /** The category a new item starts in (the panel's 'Adicionar ...'). */
  categoryId: number | null;
  categories: C[];
  onClose(): void;
  onNewCategory(): void;
  save(id: number | null, fields: F): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

/** R$ 1.000.000,00, the server's ceiling for money (server/contract/fields.ts). */
const MAX_CENTS = 100_000_000;

const money = (t: TFunction) =>
  yup
    .number()
    .typeError(t('errors.moneyInvalid'))
    .nullable()
    .min(0, t('errors.moneyNegative'))
    .max(MAX_CENTS, t('errors.moneyTooHigh'));

/** The fields services and products share. */
export interface BaseItemValues {
  name: string;
  categoryId: number | null;
  price: number | null;
  cost: number | null;
  description: string;
}

export const baseItemRules = (t: TFunction) => ({
  name: yup.string().trim().required(t('errors.nameRequired')),
  categoryId: yup.number().nullable().required(t('errors.categoryRequired')),
  price: money(t).required(t('errors.priceRequired')),
  cost: money(t),
  description: yup.string().max(1000),
});

/** An optional commission rate: empty (none of its own) or a percent from 0 to 100 with up to 2 decimals ('12,5'). */
export const commissionRule = (t: TFunction) =>
  yup.string().test('percent', t('errors.commissionInvalid'), (value) => !Number.isNaN(parsePercent(value ?? '')));

type SavedItem = { name: string; price: number; cost: number; description: string | null };

/** The form's starting values: the item's, or a blank one in `categoryId` (or the only category there is). */
export function baseItemValues(item: SavedItem | null, categoryId: number | null, categories: CategoryBase[]): BaseItemValues {
  const fallback = categories.length === 1 ? categories[0].id : null;
  return {
    name: item?.name ?? '',
    categoryId: categoryId ?? fallback,
    price: item ? item.price : null,
    // Cost is optional and stored as 0 when unknown: show 0 as an empty field.
    cost: item?.cost ? item.cost : null,
    description: item?.description ?? '',
  };
}

export const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const baseItemFields = (values: BaseItemValues) => ({
  name: values.name.trim(),
  description: blankToNull(values.description),
  price: values.price ?? 0,
  cost: values.cost ?? 0,
});

/** The server names the category field after the catalogue; the forms call it categoryId. */
const ALIASES: Record<string, string> = {
  serviceCategoryId: 'categoryId',
  productCategoryId: 'categoryId',
  serviceCategory: 'categoryId',
  productCategory: 'categoryId',
};

/**
 * A failed save split into messages for the form's own fields and a notice for the rest (base errors, fields
 * the form does not show, the network message).
 */
export function serverErrors(failure: unknown, fieldNames: string[]): { fields: Record<string, string>; notice: string | null } {
  const { fields, message } = readFailure(failure);
  const mine: Record<string, string> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    const field = ALIASES[name] ?? name;
    if (fieldNames.includes(field)) mine[field] = mine[field] ? `${mine[field]} ${text}` : text;
    else rest.push(text);
  }
  if (Object.keys(mine).length === 0 && rest.length === 0) return { fields: mine, notice: message || null };
  return { fields: mine, notice: rest.length > 0 ? rest.join(' ') : null };
}
