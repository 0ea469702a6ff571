import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLanguage } from '../../i18n/language-path';
import { useLanguage, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { AppLink } from '../../navigation/links';
import { buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TabLinks } from '../../ui/Tabs';
import screens from '../screens.module.css';
import { AdminStore } from './admin-store';
import { AuditTab } from './AuditTab';
import { LiveTab } from './LiveTab';
import { MaintenanceTab } from './MaintenanceTab';
import { UsersTab } from './UsersTab';
import { WithdrawalsTab } from './WithdrawalsTab';
import { AdjustmentsTab } from './AdjustmentsTab';
import { SupportTab } from './SupportTab';
import { ModerationTab } from './ModerationTab';
import { PromocodesTab } from './PromocodesTab';
import { GiveawaysTab } from './GiveawaysTab';
import { FanAvatarsTab } from './FanAvatarsTab';

const TABS = [
  'users',
  'withdrawals',
  'adjustments',
  'live',
  'maintenance',
  'audit',
  'support',
  'moderation',
  'promocodes',
  'giveaways',
  'avatars',
] as const;
type Tab = (typeof TABS)[number];

/** What a signed-in player sees at /admin: the API refuses them too, this only avoids asking. */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <div
      className={`${screens.stack} ${screens.center}`}
      style={{ alignItems: 'center', padding: '48px 0' }}
      data-testid="admin-forbidden"
    >
      <div style={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'var(--accent)' }} aria-hidden="true">
        403
      </div>
      <h1>{t('admin.forbiddenTitle')}</h1>
      <p className={screens.muted}>{t('admin.forbiddenText')}</p>
      <AppLink to="/" className={buttonClass('primary')}>
        {t('notFound.home')}
      </AppLink>
    </div>
  );
}

/** `/admin/{users|withdrawals|adjustments|live|maintenance|audit}`: the operator console, for the ADMIN role only. */
const AdminScreen = observer(function AdminScreen() {
  const { t } = useTranslation();
  const { tab = 'users' } = useParams();
  const { user, api } = useStores();
  const language = useLanguage();
  const [store] = useState(() => new AdminStore(api));

  if (!user.state) return <Spinner />;
  // A SUPPORT agent sees the Support tab only (the other tabs' API refuses them).
  const agentOnly = user.state.role === 'SUPPORT';
  if (user.state.role !== 'ADMIN' && !agentOnly) return <Forbidden />;
  if (!TABS.includes(tab as Tab)) return <Navigate to={withLanguage(language, '/404')} replace />;
  if (agentOnly && tab !== 'support') return <Navigate to={withLanguage(language, '/admin/support')} replace />;
  const tabs: readonly Tab[] = agentOnly ? ['support'] : TABS;

  return (
    <div className={screens.stack} data-testid="admin-console">
      <ScreenTitle title={t('routes.admin.title')} />
      <TabLinks
        label={t('routes.admin.title')}
        tabs={tabs.map((id) => ({
          to: id === 'users' ? '/admin' : `/admin/${id}`,
          label: id === 'support' ? t('support.console.tab') : t(`admin.tabs.${id}`),
          end: id === 'users',
        }))}
      />
      {tab === 'users' && <UsersTab store={store} />}
      {tab === 'withdrawals' && <WithdrawalsTab store={store} />}
      {tab === 'adjustments' && <AdjustmentsTab />}
      {tab === 'live' && <LiveTab store={store} />}
      {tab === 'maintenance' && <MaintenanceTab store={store} />}
      {tab === 'audit' && <AuditTab store={store} />}
      {tab === 'support' && <SupportTab />}
      {tab === 'moderation' && <ModerationTab />}
      {tab === 'promocodes' && <PromocodesTab />}
      {tab === 'giveaways' && <GiveawaysTab />}
      {tab === 'avatars' && <FanAvatarsTab />}
    </div>
  );
});

export default AdminScreen;
