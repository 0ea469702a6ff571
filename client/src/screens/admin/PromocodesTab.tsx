import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PromocodeAdminItem } from '@arena/schemas';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { type HistoryColumn, HistoryTable } from '../profile/HistoryTable';
import { promocodeTypeLabel } from './promocode-type-label';
import screens from '../screens.module.css';
import { PromocodeForm } from './PromocodeForm';
import { PromocodesStore, promocodeState } from './promocodes-store';
import { useAction } from './use-action';

/** Promo codes: the create form and every code with its value, activations and state; a live code can be disabled. */
export const PromocodesTab = observer(function PromocodesTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const errorText = useErrorText();
  const { api } = useStores();
  const [store] = useState(() => new PromocodesStore(api));
  const action = useAction();

  useEffect(() => {
    void action.run(() => store.load());
  }, [store]);

  const value = (code: PromocodeAdminItem) => {
    if (code.amountCents !== null) return money(code.amountCents);
    const parts = [
      code.percent !== null && `${code.percent}%`,
      code.maxBonusCents !== null && `≤ ${money(code.maxBonusCents)}`,
      code.catalogItemId !== null && `#${code.catalogItemId}`,
    ];
    return parts.filter(Boolean).join(' ');
  };
  const now = Date.now();
  const columns: HistoryColumn<PromocodeAdminItem>[] = [
    { header: 'admin.promocodes.fields.code', cell: (code) => <strong>{code.code}</strong> },
    {
      header: 'admin.promocodes.fields.type',
      cell: (code) => promocodeTypeLabel(t, code.type),
      className: screens.small,
    },
    { header: 'admin.promocodes.value', cell: value },
    { header: 'admin.promocodes.activations', cell: (code) => `${code.activations} / ${code.maxActivations ?? '∞'}` },
    { header: 'common.status', cell: (code) => t(`admin.promocodes.states.${promocodeState(code, now)}`) },
    {
      header: 'admin.moderation.actionsColumn',
      cell: (code) =>
        code.disabled ? null : (
          <Button
            size="small"
            variant="secondary"
            disabled={action.busy}
            onClick={() => void action.run(() => store.disable(code.id))}
          >
            {t('admin.promocodes.disable')}
          </Button>
        ),
    },
  ];

  return (
    <div className={screens.stack}>
      <PromocodeForm store={store} />
      <Card>
        <h2>{t('admin.promocodes.listTitle')}</h2>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        <div data-testid="admin-promocodes">
          <HistoryTable
            columns={columns}
            rows={store.codes}
            rowKey={(code) => code.id}
            page={1}
            pages={1}
            onPage={() => undefined}
            emptyKey="admin.promocodes.none"
          />
        </div>
      </Card>
    </div>
  );
});
