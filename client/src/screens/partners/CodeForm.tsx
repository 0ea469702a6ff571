import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { REFERRAL_RULES, normalizeReferralCode } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { clientError } from '../../transport/api-error';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import screens from '../screens.module.css';
import type { PartnersStore } from './partners-store';

/** Choosing a custom referral code, checked like the server does before it is sent. */
export const CodeForm = observer(function CodeForm({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const { ui, user } = useStores();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<unknown>(null);
  const error = localError ?? store.codeError;

  const save = async () => {
    if (!normalizeReferralCode(code)) return setLocalError(clientError('REFERER.BAD_CODE'));
    setLocalError(null);
    if (await store.changeCode(code)) {
      setCode('');
      ui.toast('success', { key: 'partners.codeSaved' });
      void user.refresh().catch(() => undefined);
    }
  };

  return (
    <form
      className={screens.row}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('partners.changeCode')}
        hint={t('partners.codeHint', { min: REFERRAL_RULES.codeMinLength, max: REFERRAL_RULES.codeMaxLength })}
        value={code}
        maxLength={REFERRAL_RULES.codeMaxLength}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        error={error ? errorText(error) : null}
      />
      <Button type="submit" variant="secondary" busy={store.savingCode}>
        {t('partners.saveCode')}
      </Button>
    </form>
  );
});
