import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useStores } from '../../../stores/stores-context';
import { Alert } from '../../../ui/Feedback';
import { Spinner } from '../../../ui/Spinner';
import screens from '../../screens.module.css';
import { LimitsForm } from './LimitsForm';
import { ExclusionForm, RealityCheckForm, TimeoutForm } from './PauseForms';

/** `/profile/responsible`: limits, a break, self-exclusion and the reality check. */
export const ResponsibleTab = observer(function ResponsibleTab() {
  const { t } = useTranslation();
  const { responsible } = useStores();
  const errorText = useErrorText();
  useEffect(() => {
    void responsible.load();
  }, [responsible]);
  const state = responsible.state;
  if (!state) return responsible.error ? <Alert kind="error">{errorText(responsible.error)}</Alert> : <Spinner />;
  return (
    <div className={screens.stack}>
      <p className={screens.muted}>{t('responsible.lead')}</p>
      <LimitsForm state={state} />
      <RealityCheckForm state={state} />
      <TimeoutForm state={state} />
      <ExclusionForm state={state} />
    </div>
  );
});
