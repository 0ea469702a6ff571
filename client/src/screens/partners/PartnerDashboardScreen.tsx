import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnersDashboardAnswer } from '@arena/schemas';
import { useErrorText, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { buttonClass } from '../../ui/Button';
import { Alert, Card } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

/**
 * `/partner-dashboard` opens the partners site (PARTNERS_SITE_URL) in a new tab. Browsers may block a tab opened
 * without a click, so the page also offers the link to press.
 */
export default function PartnerDashboardScreen() {
  const { t } = useTranslation();
  const { api } = useStores();
  const errorText = useErrorText();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    api
      .get<PartnersDashboardAnswer>('/partners/dashboard')
      .then((answer) => {
        if (!live) return;
        setUrl(answer.url);
        window.open(answer.url, '_blank', 'noopener,noreferrer');
      })
      .catch((caught: unknown) => live && setError(caught));
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <div className={`${screens.stack} ${screens.narrow}`}>
      <ScreenTitle title={t('routes.partnerDashboard.title')} lead={t('partners.dashboardLead')} />
      <Card>
        {error !== null && <Alert kind="error">{errorText(error)}</Alert>}
        {error === null && !url && <Spinner />}
        {url && (
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            {t('partners.openDashboard')}
          </a>
        )}
      </Card>
    </div>
  );
}
