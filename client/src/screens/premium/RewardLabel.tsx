import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BattlepassReward } from '@arena/schemas';
import { useMoney, useStores } from '../../stores/stores-context';
import { rewardLabel } from './premium-views';

export const RewardLabel = observer(function RewardLabel({ reward }: { reward: BattlepassReward }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { catalog } = useStores();
  const label = rewardLabel(reward, money, (id) => catalog.byId.get(id)?.name ?? `#${id}`);
  return <span>{t(label.key, label.values)}</span>;
});
