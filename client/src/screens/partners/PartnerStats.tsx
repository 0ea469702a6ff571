import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PartnersStatsAnswer } from '@arena/schemas';
import { Money } from '../../ui/Money';
import screens from '../screens.module.css';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className={screens.stat} data-testid={testId}>
      <div className={screens.statLabel}>{label}</div>
      <div className={screens.statValue}>{value}</div>
    </div>
  );
}

/** The affiliate numbers of /partners: counts, referral deposits, revenue, paid revshare, the carry and this week. */
export const PartnerStats = observer(function PartnerStats({ stats }: { stats: PartnersStatsAnswer }) {
  const { t } = useTranslation();
  return (
    <div className={screens.stats}>
      <Stat testId="stat-referrals" label={t('referral.referrals')} value={stats.referrals} />
      <Stat testId="stat-qualified" label={t('referral.qualified')} value={stats.qualified} />
      <Stat testId="stat-deposits" label={t('partners.deposits')} value={<Money cents={stats.depositsCents} />} />
      <Stat testId="stat-revenue" label={t('partners.revenue')} value={<Money cents={stats.revenueCents} />} />
      <Stat testId="stat-week" label={t('partners.currentWeek')} value={<Money cents={stats.current.revenueCents} />} />
      <Stat
        testId="stat-revshare"
        label={t('partners.revshare', { percent: stats.revsharePercent })}
        value={<Money cents={stats.revshareCents} />}
      />
      {stats.carryCents < 0 && (
        <Stat testId="stat-carry" label={t('partners.carry')} value={<Money cents={-stats.carryCents} />} />
      )}
    </div>
  );
});
