import { type ReactNode, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../navigation/links';
import { useErrorText, useStores } from '../../stores/stores-context';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { Money } from '../../ui/Money';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

/** One labelled figure of a profile (own or public). */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={screens.stat}>
      <div className={screens.statLabel}>{label}</div>
      <div className={screens.statValue}>{value}</div>
    </div>
  );
}

/** Profile default tab: balances, limits, flags and the trade link. */
export const ProfileOverview = observer(function ProfileOverview() {
  const { t } = useTranslation();
  const root = useStores();
  const { user, ui } = root;
  const go = useGo();
  const errorText = useErrorText();
  const [endingAll, setEndingAll] = useState(false);
  const [tradeLink, setTradeLink] = useState<string | null>(null);
  const [tradeLinkError, setTradeLinkError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const state = user.state;
  if (!state) return <Spinner />;
  const stat = (label: string, value: ReactNode) => <Stat label={label} value={value} />;
  const shownLink = tradeLink ?? state.tradeLink ?? '';
  const save = async () => {
    setSaving(true);
    try {
      await user.saveTradeLink(shownLink);
      setTradeLink(null);
      setTradeLinkError(null);
      ui.toast('success', { key: 'profile.tradeLinkSaved' });
    } catch (error) {
      setTradeLinkError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={screens.stack}>
      <div className={screens.stats}>
        {stat(t('balance.real'), <Money cents={state.balanceCents} />)}
        {stat(t('balance.bonus'), <Money cents={state.bonusBalanceCents} />)}
        {stat(t('profile.betLimit'), <Money cents={Math.round(state.betLimitUsd * 100)} plain />)}
        {stat(t('profile.jackpotLimit'), <Money cents={Math.round(state.betJackpotLimitUsd * 100)} plain />)}
        {stat(t('profile.cashbackLevel'), state.userCashbackLevel)}
        {stat(t('profile.premium'), state.premium ? t('common.yes') : t('common.no'))}
        {stat(t('profile.hasDeposit'), state.userHasDeposit ? t('common.yes') : t('common.no'))}
        {stat(t('profile.referralCode'), state.referralCode)}
      </div>
      <Card>
        <form
          className={screens.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('profile.tradeLink')}
            type="url"
            value={shownLink}
            onChange={(event) => setTradeLink(event.target.value)}
            error={tradeLinkError ? errorText(tradeLinkError) : undefined}
            hint={t('profile.tradeLinkHint')}
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
          />
          <div>
            <Button type="submit" variant="secondary" busy={saving}>
              {t('profile.tradeLinkSave')}
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <p>{t('profile.signOutEverywhereHint')}</p>
        <div>
          <Button
            variant="secondary"
            busy={endingAll}
            onClick={() => {
              setEndingAll(true);
              void root.endSession('everywhere').then(() => {
                ui.toast('info', { key: 'profile.signedOutEverywhere' });
                go('/', { replace: true });
              });
            }}
          >
            {t('profile.signOutEverywhere')}
          </Button>
        </div>
      </Card>
    </div>
  );
});
