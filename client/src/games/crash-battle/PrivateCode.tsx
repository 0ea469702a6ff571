import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../stores/stores-context';
import { withLanguage } from '../../i18n/language-path';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Feedback';
import styles from './crash-battle.module.css';

/** The owner's private code (only they receive it) and a link that opens the battle with it. */
export function PrivateCode({ battleId, code }: { battleId: string; code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${withLanguage(language, `/crashbattle/${battleId}`)}?code=${encodeURIComponent(code)}`;
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Card className={styles.panel}>
      <p className={styles.note}>{t('crash-battle.code.yours')}</p>
      <div className={styles.code}>
        <span className={styles.codeValue} data-testid="private-code">
          {code}
        </span>
        <Button variant="secondary" size="small" onClick={copy}>
          {copied ? t('common.copied') : t('crash-battle.code.copyLink')}
        </Button>
      </div>
    </Card>
  );
}
