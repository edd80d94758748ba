import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from 'reactstrap';
import { readFailure, signedOutBy } from '../../../api/errors';
import { Money } from '../../../components/Money';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { selectUser } from '../../salon/sessionSlice';
import { useRemoveComandaItemMutation, type Comanda } from '../salesApi';
import '../locales';

/** The comanda's items in the order added, who each is for and who added it, and the total; open, each may be taken out. */
export function ComandaItems({ comanda }: { comanda: Comanda }) {
  const { t } = useTranslation('sales');
  const manage = useCan('comandaManage');
  const ownId = useAppSelector(selectUser)?.employee_id ?? null;
  const [remove, { isLoading }] = useRemoveComandaItemMutation();
  const open = comanda.status === 'open';

  async function takeOut(itemId: number) {
    try {
      await remove({ id: comanda.id, itemId }).unwrap();
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(failure.message);
    }
  }

  if (comanda.items.length === 0) return <p className="text-muted mb-0">{t('comanda.empty')}</p>;
  return (
    <>
      <ul className="comanda-items list-unstyled mb-0">
        {comanda.items.map((item) => {
          const removable = open && (manage || (ownId !== null && item.user_id === ownId));
          return (
            <li key={item.id} className="comanda-item">
              <div className="comanda-item__text">
                <div className="fw-semibold">{item.name}</div>
                <div className="small text-muted">
                  {[item.employee?.name, `${item.quantity} × `].filter(Boolean).join(' · ')}
                  <Money cents={item.value} />
                  {item.added_by_name !== item.employee?.name && ` · ${t('comanda.addedBy', { name: item.added_by_name })}`}
                </div>
              </div>
              <div className="comanda-item__total">
                <Money cents={item.total} />
              </div>
              {removable && (
                <Button type="button" color="link" className="comanda-item__remove text-danger" disabled={isLoading} aria-label={t('comanda.remove', { name: item.name })} onClick={() => void takeOut(item.id)}>
                  ×
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="comanda-total">
        <span>{t('comanda.total')}</span>
        <strong>
          <Money cents={comanda.total} />
        </strong>
      </div>
    </>
  );
}
