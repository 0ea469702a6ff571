import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AlgorithmValues,
  type FairAlgorithmDescriptor,
  type FairAlgorithmId,
  FAIR_ALGORITHMS,
  fairAlgorithm,
} from '@arena/schemas';
import type { LocaleKey } from '../../i18n/keys';
import styles from './fair-algorithm.module.css';

function Values({ values, testId }: { values: AlgorithmValues; testId: string }) {
  return (
    <dl className={styles.values} data-testid={testId}>
      {Object.entries(values).map(([name, value]) => (
        <div key={name} className={styles.value}>
          <dt>{name}</dt>
          <dd>{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One game's published algorithm: the translated summary, the steps as the code states them, and a worked
 * example whose output the real algorithm computes right here from a published vector.
 */
function AlgorithmBody({ algorithm }: { algorithm: FairAlgorithmDescriptor }) {
  const { t } = useTranslation();
  const output = useMemo(() => algorithm.example.output(), [algorithm]);
  const key = (leaf: string) => `fair.algorithm.${algorithm.id}.${leaf}` as LocaleKey;
  return (
    <>
      <p className={styles.summary}>{t(key('summary'))}</p>
      {algorithm.notes?.map((note) => (
        <p key={note} className={styles.summary} data-testid={`fair-algorithm-note-${note}`}>
          {t(key(note))}
        </p>
      ))}
      <h4 className={styles.subhead}>{t('fair.algorithm.steps')}</h4>
      <pre className={styles.steps}>{algorithm.steps}</pre>
      <h4 className={styles.subhead}>{t('fair.algorithm.example')}</h4>
      <div className={styles.example}>
        <div>
          <h5>{t('fair.algorithm.input')}</h5>
          <Values values={algorithm.example.input} testId={`fair-algorithm-input-${algorithm.id}`} />
        </div>
        <div>
          <h5>{t('fair.algorithm.output')}</h5>
          <Values values={output} testId={`fair-algorithm-output-${algorithm.id}`} />
        </div>
      </div>
    </>
  );
}

/** A game's algorithm for its rules tab: folded under one line so the rules stay short. */
export function FairAlgorithm({ id }: { id: FairAlgorithmId }) {
  const { t } = useTranslation();
  const algorithm = fairAlgorithm(id);
  return (
    <details className={styles.fold} data-testid={`fair-algorithm-${id}`}>
      <summary>{t('fair.algorithm.howTitle', { game: t(algorithm.nameKey as LocaleKey) })}</summary>
      <AlgorithmBody algorithm={algorithm} />
    </details>
  );
}

/** /fair: every published algorithm, one section per game. */
export function FairAlgorithmList() {
  const { t } = useTranslation();
  return (
    <section className={styles.list} aria-labelledby="fair-algorithms-title">
      <h2 id="fair-algorithms-title">{t('fair.algorithm.title')}</h2>
      <p className={styles.summary}>{t('fair.algorithm.body')}</p>
      {FAIR_ALGORITHMS.map((algorithm) => (
        <details
          key={algorithm.id}
          className={styles.fold}
          id={`algorithm-${algorithm.id}`}
          data-testid={`fair-algorithm-${algorithm.id}`}
        >
          <summary>{t(algorithm.nameKey as LocaleKey)}</summary>
          <AlgorithmBody algorithm={algorithm} />
        </details>
      ))}
    </section>
  );
}
