import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { REFERRAL_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import { CodeForm } from './CodeForm';
import { PartnerStats } from './PartnerStats';
import { PartnersStore } from './partners-store';
import { ReferralsTable } from './ReferralsTable';
import { RevshareHistory } from './RevshareHistory';
import screens from '../screens.module.css';

/** `/partners`: the affiliate programme — my code and link, stats, my referrals and the weekly revshare. */
const PartnersScreen = observer(function PartnersScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const errorText = useErrorText();
  const store = useMemo(() => new PartnersStore(root.api), [root]);
  const signedIn = root.session.isValid;
  useEffect(() => {
    if (signedIn) void store.loadAll();
  }, [store, signedIn]);

  const lead = t('partners.lead', { percent: REFERRAL_RULES.revsharePercent });
  if (!signedIn) {
    return (
      <div className={screens.stack}>
        <ScreenTitle title={t('routes.partners.title')} lead={lead} />
        <Card>
          <p className={screens.muted}>{t('partners.signIn')}</p>
          <AppLink to="/auth" className={buttonClass('primary')}>
            {t('nav.signIn')}
          </AppLink>
        </Card>
      </div>
    );
  }

  const summary = store.summary;
  const link = summary ? `${window.location.origin}/ref/${encodeURIComponent(summary.code)}` : null;
  return (
    <div className={screens.stack}>
      <ScreenTitle
        title={t('routes.partners.title')}
        lead={lead}
        actions={
          <AppLink to="/partner-dashboard" className={buttonClass('secondary')}>
            {t('referral.openDashboard')}
          </AppLink>
        }
      />
      {store.error !== null && !store.stats && <Alert kind="error">{errorText(store.error)}</Alert>}
      {!store.stats && store.error === null && <Spinner />}
      {store.stats && <PartnerStats stats={store.stats} />}
      {summary && (
        <Card>
          <h2>{t('partners.yourCode')}</h2>
          <p className={screens.statValue} data-testid="partner-code">
            {summary.code}
          </p>
          {link && (
            <p className={screens.muted}>
              {t('bonus.yourLink')}: <code>{link}</code>
            </p>
          )}
          <CodeForm store={store} />
        </Card>
      )}
      <Card>
        <h2>{t('partners.rulesTitle')}</h2>
        <p className={screens.muted}>{t('partners.revshareRule', { percent: REFERRAL_RULES.revsharePercent })}</p>
        <p className={screens.muted}>
          {t('referral.qualifyRule', {
            deposit: money(REFERRAL_RULES.qualifyDepositCents),
            play: money(REFERRAL_RULES.qualifyPlayCents),
          })}
        </p>
        <p className={screens.muted}>
          {t('referral.shareRule', {
            share: REFERRAL_RULES.depositSharePercent,
            bonus: REFERRAL_RULES.firstDepositBonusPercent,
            cap: money(REFERRAL_RULES.firstDepositBonusCapCents),
          })}
        </p>
      </Card>
      <section className={screens.section}>
        <h2>{t('partners.referralsTitle')}</h2>
        <ReferralsTable store={store} />
      </section>
      {store.stats && (
        <section className={screens.section}>
          <h2>{t('partners.historyTitle')}</h2>
          <RevshareHistory history={store.stats.history} />
        </section>
      )}
    </div>
  );
});

export default PartnersScreen;
