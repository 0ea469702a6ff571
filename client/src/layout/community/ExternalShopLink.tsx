import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLanguage, useStores } from '../../stores/stores-context';
import { inshopHref } from './community-links';
import styles from './community.module.css';

/** The header link to the external shop (EXTERNAL_SHOP_URL), through `/api/auth/inshop?lang=`; hidden when unset. */
const ExternalShopLink = observer(function ExternalShopLink() {
  const { t } = useTranslation();
  const { site } = useStores();
  const language = useLanguage();
  if (!site.settings?.externalShop) return null;
  return (
    <a
      className={styles.shopLink}
      href={inshopHref(language)}
      target="_blank"
      rel="noopener"
      data-testid="external-shop-link"
    >
      {t('community.externalShop')}
    </a>
  );
});
export default ExternalShopLink;
