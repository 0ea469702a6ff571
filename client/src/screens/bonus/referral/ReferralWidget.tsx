import { type ReactNode, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../navigation/links';
import { useMoney, useStores } from '../../../stores/stores-context';
import { buttonClass } from '../../../ui/Button';
import { Alert, Card } from '../../../ui/Feedback';
import { Money } from '../../../ui/Money';
import { PartnersStore } from '../../partners/partners-store';
import screens from '../../screens.module.css';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={screens.stat}>
      <div className={screens.statLabel}>{label}</div>
      <div className={screens.statValue}>{children}</div>
    </div>
  );
}

/** The referral widget of /bonus: who invited me, my referrals and skin tier, what they earned me, the partner links. */
const ReferralWidget = observer(function ReferralWidget() {
  const { t } = useTranslation();
  const root = useStores();
  const money = useMoney();
  const store = useMemo(() => new PartnersStore(root.api), [root]);
  const signedIn = root.session.isValid;
  // The balance moves when a first-deposit bonus arrives; re-read with it.
  const bonusCents = root.user.bonusBalanceCents;
  useEffect(() => {
    if (signedIn) void store.loadSummary();
  }, [store, signedIn, bonusCents]);

  const summary = store.summary;
  if (!signedIn || !summary) return null;
  const { rules } = summary;
  return (
    <Card>
      <div className={screens.form}>
        <h2>{t('referral.widgetTitle')}</h2>
        {summary.referredBy && (
          <Alert kind="info">
            <span data-testid="referred-by">
              {t('referral.referredBy', { name: summary.referredBy.name })}{' '}
              {summary.referredBy.firstDepositBonusCents === null
                ? t('referral.firstBonusPending', {
                    bonus: rules.firstDepositBonusPercent,
                    cap: money(rules.firstDepositBonusCapCents),
                  })
                : t('referral.firstBonusPaid', { amount: money(summary.referredBy.firstDepositBonusCents) })}
            </span>
          </Alert>
        )}
        <div className={screens.stats}>
          <Stat label={t('referral.referrals')}>{summary.referrals}</Stat>
          <Stat label={t('referral.qualified')}>{summary.qualified}</Stat>
          <Stat label={t('referral.nextSkin')}>
            <Money cents={summary.nextSkinCents} />
          </Stat>
          <Stat label={t('referral.earned')}>
            <Money
              cents={summary.earnings.skinsCents + summary.earnings.depositShareCents + summary.earnings.revshareCents}
            />
          </Stat>
        </div>
        <div>
          <h3>{t('referral.tiersTitle')}</h3>
          <ul className={screens.muted}>
            {summary.tiers.map((tier) => (
              <li key={tier.fromReferral}>
                {tier.toReferral === null
                  ? t('referral.tierFrom', { from: tier.fromReferral })
                  : t('referral.tierRange', { from: tier.fromReferral, to: tier.toReferral })}
                : {money(tier.skinCents)}
              </li>
            ))}
          </ul>
        </div>
        <p className={screens.muted}>
          {t('referral.qualifyRule', {
            deposit: money(rules.qualifyDepositCents),
            play: money(rules.qualifyPlayCents),
          })}
        </p>
        <p className={screens.muted}>{t('referral.revshareShort', { percent: rules.revsharePercent })}</p>
        <div className={screens.row}>
          <AppLink to="/partners" className={buttonClass('secondary')}>
            {t('referral.openPartners')}
          </AppLink>
          <AppLink to="/partner-dashboard" className={buttonClass('ghost')}>
            {t('referral.openDashboard')}
          </AppLink>
        </div>
      </div>
    </Card>
  );
});

export default ReferralWidget;
