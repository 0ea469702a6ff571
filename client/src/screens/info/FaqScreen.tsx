import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '../../i18n/keys';
import { ScreenTitle } from '../../layout/ScreenTitle';
import styles from './info.module.css';

/** Section → number of questions; the texts live under `faq.s{n}.q{m}` / `a{m}`. */
export const FAQ_SECTIONS: Record<number, number> = { 1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 1 };

/** `/faq/{level}`: a level like `2,1` opens question 1 of section 2. */
export function parseFaqLevel(level: string | undefined): { section: number; question: number | null } | null {
  const match = /^(\d+)(?:,(\d+))?$/.exec(level ?? '');
  if (!match) return null;
  const section = Number(match[1]);
  const question = match[2] === undefined ? null : Number(match[2]);
  const count = FAQ_SECTIONS[section];
  if (!count) return null;
  return { section, question: question !== null && question >= 1 && question <= count ? question : null };
}

export default function FaqScreen() {
  const { t } = useTranslation();
  const { level } = useParams();
  const opened = parseFaqLevel(level);

  useEffect(() => {
    if (!opened) return;
    const id = opened.question ? `faq-${opened.section}-${opened.question}` : `faq-${opened.section}`;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [opened?.section, opened?.question]);

  return (
    <>
      <ScreenTitle title={t('routes.faq.title')} lead={t('faq.lead')} />
      <div className={styles.faq}>
        {Object.entries(FAQ_SECTIONS).map(([sectionText, count]) => {
          const section = Number(sectionText);
          return (
            <section
              key={section}
              className={styles.faqSection}
              id={`faq-${section}`}
              aria-labelledby={`faq-${section}-title`}
            >
              <h2 id={`faq-${section}-title`}>{t(`faq.s${section}.title` as LocaleKey)}</h2>
              {Array.from({ length: count }, (_, index) => index + 1).map((question) => (
                <details
                  key={question}
                  id={`faq-${section}-${question}`}
                  className={styles.question}
                  open={opened?.section === section && (opened.question === null || opened.question === question)}
                >
                  <summary>{t(`faq.s${section}.q${question}` as LocaleKey)}</summary>
                  <p className={styles.answer}>{t(`faq.s${section}.a${question}` as LocaleKey)}</p>
                </details>
              ))}
            </section>
          );
        })}
      </div>
    </>
  );
}
