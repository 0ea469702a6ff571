import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { calendarDayOpenable } from './calendar-day';
import type { PremiumStore } from './premium-store';
import { RewardLabel } from './RewardLabel';
import styles from './premium.module.css';

/** The advent calendar: one prize a day for premium holders; the server answers why a day cannot be opened. */
export const CalendarGrid = observer(function CalendarGrid({ store, nowMs }: { store: PremiumStore; nowMs: number }) {
  const { t } = useTranslation();
  const calendar = store.calendar;
  if (!calendar) return null;
  return (
    <section aria-labelledby="premium-calendar">
      <h2 id="premium-calendar">{t('premium.calendar')}</h2>
      {!store.state?.premium && <p className={styles.note}>{t('premium.calendarNeedsPremium')}</p>}
      <div className={styles.calendar}>
        {calendar.days.map((day) => (
          <div
            key={day.day}
            className={`${styles.day} ${day.claimed ? styles.dayClaimed : ''}`}
            data-testid={`day-${day.day}`}
          >
            <strong>{t('premium.day', { day: day.day })}</strong>
            <RewardLabel reward={day.reward} />
            {day.claimed ? (
              <span className={styles.claimed}>{t('premium.claimed')}</span>
            ) : calendarDayOpenable(day, nowMs) ? (
              <Button variant="secondary" disabled={store.busy !== null} onClick={() => void store.claimDay(day.day)}>
                {t('premium.open')}
              </Button>
            ) : (
              <span className={styles.locked}>{t('premium.locked')}</span>
            )}
          </div>
        ))}
      </div>
    </section>
  );
});
