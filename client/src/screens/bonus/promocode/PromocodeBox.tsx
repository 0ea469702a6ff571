import { type FormEvent, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositMethodId } from '@arena/schemas';
import { useErrorText, useMoney, useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import { TextField } from '../../../ui/Field';
import screens from '../../screens.module.css';
import { PromocodeStore } from './promocode-store';
import { successLines } from './promocode-text';

/** The promocode box of /bonus: activates promocodes (and referral codes) and says what they gave or why not. */
const PromocodeBox = observer(function PromocodeBox() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(
    () =>
      new PromocodeStore({
        api: root.api,
        setBalance: (real, bonus) => root.user.setBalance(real, bonus),
        refresh: async (answer) => {
          if (answer.kind === 'REFERRAL') await root.user.refresh().catch(() => undefined);
          else if (answer.grant.item && !answer.grant.pending) await root.inventory.load().catch(() => undefined);
        },
      }),
    [root],
  );
  if (!root.session.isValid) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.redeem();
  };
  const lines = store.answer ? successLines(store.answer) : [];

  return (
    <Card>
      <form className={screens.form} onSubmit={submit} data-testid="promocode-box">
        <h2>{t('promocode.title')}</h2>
        <p className={screens.muted}>{t('promocode.lead')}</p>
        <div className={screens.row} style={{ alignItems: 'flex-end' }}>
          <TextField
            label={t('promocode.label')}
            value={store.code}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => store.setCode(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={!store.canSubmit}>
            {t('promocode.submit')}
          </Button>
        </div>
        {store.error && <Alert kind="error">{errorText(store.error)}</Alert>}
        {lines.length > 0 && (
          <Alert kind="success">
            <span data-testid="promocode-success">
              {lines
                .map((line) => {
                  const values: Record<string, string | number> = { ...line.values };
                  for (const [name, cents] of Object.entries(line.money)) values[name] = money(cents);
                  if (line.key === 'onlyMethod')
                    values.method = t(`deposit.methods.${line.values.method as DepositMethodId}`);
                  return t(`promocode.${line.key}`, values);
                })
                .join(' ')}
            </span>
          </Alert>
        )}
      </form>
    </Card>
  );
});

export default PromocodeBox;
