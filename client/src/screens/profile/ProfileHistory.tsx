import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage, useMoney, useStores } from '../../app/stores-context';
import { formatDateTime } from '../../i18n/format';
import type { LocaleKey } from '../../i18n/keys';
import { Alert, Empty, Pager } from '../../ui/Feedback';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';

/** Translated label of a server code (`profile.events.BOUGHT`), else the code itself. */
export function useCodeLabel(prefix: 'profile.events' | 'profile.operations'): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => (i18n.exists(`${prefix}.${code}`) ? t(`${prefix}.${code}` as LocaleKey) : code);
}

/** The skin history: every skin that came or went, newest first. */
export const ProfileHistory = observer(function ProfileHistory() {
  const { t } = useTranslation();
  const { profile, catalog } = useStores();
  const money = useMoney();
  const language = useLanguage();
  const errorText = useErrorText();
  const eventLabel = useCodeLabel('profile.events');
  const [page, setPage] = useState(1);

  useEffect(() => {
    void profile.loadItemHistory(page);
    void catalog.load().catch(() => undefined);
  }, [profile, catalog, page]);

  const history = profile.itemHistory;
  if (profile.error && !history) return <Alert kind="error">{errorText(profile.error)}</Alert>;
  if (!history) return <Spinner />;
  if (history.items.length === 0) return <Empty>{t('profile.noHistory')}</Empty>;
  return (
    <>
      <div className={screens.tableWrap}>
        <table className={screens.table}>
          <thead>
            <tr>
              <th scope="col">{t('profile.skin')}</th>
              <th scope="col">{t('profile.event')}</th>
              <th scope="col">{t('profile.price')}</th>
              <th scope="col">{t('common.date')}</th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    {entry.icon && catalog.cdnBaseUrl && <img src={catalog.iconUrl(entry.icon)} alt="" width="40" height="28" />}
                    {entry.name}
                  </span>
                </td>
                <td>{eventLabel(entry.event)}</td>
                <td>{money(entry.priceCents)}</td>
                <td>{formatDateTime(entry.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={history.page} pages={Math.max(1, Math.ceil(history.total / history.pageSize))} onPage={setPage} />
    </>
  );
});
