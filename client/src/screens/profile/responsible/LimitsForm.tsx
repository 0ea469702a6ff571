import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RESPONSIBLE_LIMIT_KINDS, RESPONSIBLE_PERIODS, type ResponsibleGamingAnswer } from '@arena/schemas';
import { useErrorText, useLanguage, useMoney, useStores } from '../../../stores/stores-context';
import { formatDateTime } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import { TextField } from '../../../ui/Field';
import screens from '../../screens.module.css';
import { type LimitTexts, limitChanges, limitField, textsOf } from './limit-inputs';

/** Deposit, wager and loss limits per day, week and month; a raise or removal shows when it applies. */
export const LimitsForm = observer(function LimitsForm({ state }: { state: ResponsibleGamingAnswer }) {
  const { t } = useTranslation();
  const { responsible, ui } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const [texts, setTexts] = useState<LimitTexts>(() => textsOf(state));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { body, invalid: bad } = limitChanges(state, texts);
    setInvalid(bad);
    if (bad.length > 0) return;
    setSaving(true);
    try {
      await responsible.saveLimits(body);
      setError(null);
      if (responsible.state) setTexts(textsOf(responsible.state));
      ui.toast('success', { key: 'responsible.saved' });
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <form
        className={screens.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2>{t('responsible.limitsTitle')}</h2>
        <p className={screens.muted}>{t('responsible.limitsHint')}</p>
        {RESPONSIBLE_LIMIT_KINDS.map((kind) => (
          <fieldset key={kind} className={screens.section}>
            <legend>{t(`responsible.kinds.${kind}`)}</legend>
            <div className={screens.row}>
              {RESPONSIBLE_PERIODS.map((period) => {
                const field = limitField(kind, period);
                const limit = state.limits[kind][period];
                const pending = limit.pending;
                const notes = [t('responsible.used', { amount: money(limit.usedCents) })];
                if (pending) {
                  const date = formatDateTime(pending.appliesAt, language);
                  notes.push(
                    pending.cents === null
                      ? t('responsible.pendingRemoval', { date })
                      : t('responsible.pendingRaise', { amount: money(pending.cents), date }),
                  );
                }
                return (
                  <TextField
                    key={period}
                    label={t(`responsible.periods.${period}`)}
                    inputMode="decimal"
                    placeholder={t('responsible.noLimit')}
                    value={texts[field] ?? ''}
                    onChange={(event) => setTexts({ ...texts, [field]: event.target.value })}
                    error={invalid.includes(field) ? t('responsible.badAmount') : undefined}
                    hint={notes.join(' · ')}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        {error !== null && <Alert kind="error">{errorText(error)}</Alert>}
        <div>
          <Button type="submit" busy={saving}>
            {t('responsible.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
});
