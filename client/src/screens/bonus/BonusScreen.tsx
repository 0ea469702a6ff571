import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BONUS_RULES } from '@arena/schemas';
import { AppLink } from '../../navigation/links';
import { useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import { Money } from '../../ui/Money';
import screens from '../screens.module.css';
import ReferralWidget from './referral/ReferralWidget';
import CashbackWidget from './cashback/CashbackWidget';
import DailyBonusWidget from './daily/DailyBonusWidget';
import WheelWidget from './wheel/WheelWidget';
import FanBonusWidget from './fan/FanBonusWidget';
import PromocodeBox from './promocode/PromocodeBox';

/** `/bonus`: the bonus balance, the referral link and the rules that turn bonus money real. */
const BonusScreen = observer(function BonusScreen() {
  const { t } = useTranslation();
  const { session, user } = useStores();
  const money = useMoney();
  const [copied, setCopied] = useState(false);
  const link = user.state ? `${window.location.origin}/ref/${encodeURIComponent(user.state.referralCode)}` : null;

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.bonus.title')} lead={t('bonus.lead')} />
      <PromocodeBox />
      {!session.isValid ? (
        <Card>
          <p className={screens.muted}>{t('bonus.signIn')}</p>
          <AppLink to="/auth" className={buttonClass('primary')}>
            {t('nav.signIn')}
          </AppLink>
        </Card>
      ) : (
        <div className={screens.stats}>
          <div className={screens.stat}>
            <div className={screens.statLabel}>{t('balance.bonus')}</div>
            <div className={screens.statValue}>
              <Money cents={user.bonusBalanceCents} />
            </div>
          </div>
          <div className={screens.stat}>
            <div className={screens.statLabel}>{t('profile.referralCode')}</div>
            <div className={screens.statValue}>{user.state?.referralCode ?? '…'}</div>
          </div>
        </div>
      )}
      <Card>
        <h2>{t('bonus.referralTitle')}</h2>
        <p className={screens.muted}>
          {t('bonus.referralText', {
            firstDeposit: BONUS_RULES.referralFirstDepositBonusPercent,
            share: BONUS_RULES.referralDepositSharePercent,
          })}
        </p>
        {link && (
          <div className={screens.row}>
            <label className="visually-hidden" htmlFor="referral-link">
              {t('bonus.yourLink')}
            </label>
            <input
              id="referral-link"
              readOnly
              value={link}
              style={{ flex: '1 1 260px' }}
              className={buttonClass('secondary')}
            />
            <Button
              variant="secondary"
              onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
              aria-live="polite"
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          </div>
        )}
      </Card>
      <ReferralWidget />
      <CashbackWidget />
      <DailyBonusWidget />
      <WheelWidget />
      <FanBonusWidget />
      <Card>
        <p className={screens.muted}>
          {t('bonus.conditions', {
            deposit: money(BONUS_RULES.bonusDepositNeededCents),
            play: money(BONUS_RULES.bonusPlayNeededCents),
          })}
        </p>
        <p className={screens.muted}>{t('bonus.bonusSkins', { hours: BONUS_RULES.bonusSkinLifetimeHours })}</p>
      </Card>
    </div>
  );
});

export default BonusScreen;
