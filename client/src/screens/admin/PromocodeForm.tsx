import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PROMOCODE_TYPES, type PromocodeType } from '@arena/schemas';
import { useErrorText } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Checkbox, SelectField, TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import {
  type PromocodeDraft,
  type PromocodeField,
  emptyPromocodeDraft,
  promocodeBody,
  valueFields,
} from './promocode-draft';
import type { PromocodesStore } from './promocodes-store';
import { promocodeTypeLabel } from './promocode-type-label';
import { useAction } from './use-action';

type TextKey =
  'code' | 'amount' | 'catalogItemId' | 'percent' | 'maxBonus' | 'minDeposit' | 'maxActivations' | 'ownerUserId';
type FlagKey = 'oncePerUser' | 'requireEmptyBalance' | 'requireEmptyInventory' | 'requireSteamLevel';

/** The body field each text box fills, to put a refusal (the schema's or the API's) under the right box. */
const BODY_FIELD: Record<TextKey, PromocodeField> = {
  code: 'code',
  amount: 'amountCents',
  catalogItemId: 'catalogItemId',
  percent: 'percent',
  maxBonus: 'maxBonusCents',
  minDeposit: 'minDepositCents',
  maxActivations: 'maxActivations',
  ownerUserId: 'ownerUserId',
};
const FLAGS: FlagKey[] = ['oncePerUser', 'requireEmptyBalance', 'requireEmptyInventory', 'requireSteamLevel'];

/** Creates a code of any type; shows only the value fields the type takes, checked by the API's schema first. */
export const PromocodeForm = observer(function PromocodeForm({ store }: { store: PromocodesStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const action = useAction();
  const [draft, setDraft] = useState<PromocodeDraft>(emptyPromocodeDraft);
  const [invalid, setInvalid] = useState<PromocodeField | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const wants = valueFields(draft.type);
  const set = (patch: Partial<PromocodeDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const text = (key: TextKey, extra: { type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      label={t(`admin.promocodes.fields.${key}`)}
      value={draft[key]}
      error={invalid === BODY_FIELD[key] ? t('admin.promocodes.invalid') : null}
      onChange={(event) => set({ [key]: event.target.value })}
      {...extra}
    />
  );

  const submit = async () => {
    setDone(null);
    const checked = promocodeBody(draft);
    setInvalid('field' in checked ? checked.field : null);
    if ('field' in checked) return;
    await action.run(async () => {
      const created = await store.create(checked.body);
      setDone(t('admin.promocodes.created', { code: created.code }));
      setDraft(emptyPromocodeDraft());
    });
  };

  return (
    <Card>
      <form
        className={screens.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>{t('admin.promocodes.createTitle')}</h2>
        <div className={screens.row}>
          {text('code')}
          <SelectField
            label={t('admin.promocodes.fields.type')}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value as PromocodeType })}
          >
            {PROMOCODE_TYPES.map((type) => (
              <option key={type} value={type}>
                {promocodeTypeLabel(t, type)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={screens.row}>
          {wants.amount && text('amount', { inputMode: 'decimal' })}
          {wants.catalogItem && text('catalogItemId', { inputMode: 'numeric' })}
          {wants.percent && text('percent', { inputMode: 'numeric' })}
          {wants.percent && text('maxBonus', { inputMode: 'decimal' })}
        </div>
        <div className={screens.row}>
          {text('minDeposit', { inputMode: 'decimal' })}
          {text('maxActivations', { inputMode: 'numeric' })}
          <TextField
            label={t('admin.promocodes.fields.expiresAt')}
            type="datetime-local"
            value={draft.expiresAt}
            error={invalid === 'expiresAt' ? t('admin.promocodes.invalid') : null}
            onChange={(event) => set({ expiresAt: event.target.value })}
          />
        </div>
        {text('ownerUserId')}
        <div className={screens.row}>
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`admin.promocodes.fields.${flag}`)}
              checked={draft[flag]}
              onChange={(event) => set({ [flag]: event.target.checked })}
            />
          ))}
        </div>
        {action.error !== null && <Alert kind="error">{errorText(action.error)}</Alert>}
        {done && <Alert kind="success">{done}</Alert>}
        <div>
          <Button type="submit" busy={action.busy}>
            {t('admin.promocodes.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
});
