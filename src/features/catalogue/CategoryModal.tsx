import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextField } from '../../components/TextField';
import type { CatalogueKind, CategoryBase, CategoryFields } from './catalogueApi';
import { FormModal } from './FormModal';
import { blankToNull } from './itemForm';
import { TextAreaField } from '../../components/TextAreaField';
import './locales';

interface Props {
  kind: CatalogueKind;
  isOpen: boolean;
  /** null: a new category. */
  category: CategoryBase | null;
  save(id: number | null, fields: CategoryFields): Promise<unknown>;
  onClose(): void;
}

/** New or edit category, for either catalogue: a name (required) and a description. */
export function CategoryModal({ kind, isOpen, category, save, onClose }: Props) {
  const { t } = useTranslation('catalogue');
  const schema = yup.object({
    name: yup.string().trim().required(t('errors.nameRequired')),
    description: yup.string().max(1000),
  });
  return (
    <FormModal
      isOpen={isOpen}
      title={t(category ? 'category.editTitle' : 'category.newTitle')}
      initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
      schema={schema}
      submit={(values) => save(category?.id ?? null, { name: values.name.trim(), description: blankToNull(values.description) })}
      onClose={onClose}
    >
      <TextField name="name" label={t('fields.name')} placeholder={t(`${kind}.categoryExample`)} maxLength={255} autoFocus />
      <TextAreaField name="description" label={t('fields.description')} />
    </FormModal>
  );
}
