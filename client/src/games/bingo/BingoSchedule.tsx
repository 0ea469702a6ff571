import { useTranslation } from 'react-i18next';
import type { BingoCurrentAnswer } from '@arena/schemas';
import { useLanguage } from '../../stores/stores-context';
import { bingoScheduleWords } from './bingo-schedule';

/** The configured draw schedule, as the server runs it (nothing while the current draw is loading). */
export function BingoSchedule({
  schedule,
  className,
}: {
  schedule: BingoCurrentAnswer['schedule'] | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!schedule) return null;
  const words = bingoScheduleWords(schedule, language);
  return (
    <p className={className} data-testid="bingo-schedule">
      {words.key === 'bingo.scheduleWeekly'
        ? t(words.key, { day: words.day, time: words.time })
        : t(words.key, { every: words.every })}
    </p>
  );
}
