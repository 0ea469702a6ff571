import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TreasurePrize } from '@arena/schemas';
import { useMoney, useStores } from '../../stores/stores-context';
import { prizeLabel } from './treasure-views';

export const PrizeLabel = observer(function PrizeLabel({ prize }: { prize: TreasurePrize }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { catalog } = useStores();
  const label = prizeLabel(prize, money, (id) => catalog.byId.get(id)?.name ?? `#${id}`);
  return <span>{t(label.key, label.values)}</span>;
});
