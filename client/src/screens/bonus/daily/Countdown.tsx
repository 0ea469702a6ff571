import { useTranslation } from 'react-i18next';
import { timeLeft } from '../../giveaway/giveaway-views';

/** "Next one in 23:59:59" (or with days) until `atMs`; the bonus widgets share it. */
export function Countdown({ atMs, nowMs, testId }: { atMs: number; nowMs: number; testId: string }) {
  const { t } = useTranslation();
  const left = timeLeft(atMs, nowMs);
  return (
    <strong data-testid={testId}>
      {left.days > 0
        ? t('bonusPage.nextInDays', { days: left.days, time: left.time })
        : t('bonusPage.nextIn', { time: left.time })}
    </strong>
  );
}
