import { observer } from 'mobx-react-lite';
import { useMoney } from '../stores/stores-context';
import styles from './ui.module.css';

/** An amount of integer cents in the player's currency. */
export const Money = observer(function Money({ cents, plain }: { cents: number; plain?: boolean }) {
  const money = useMoney();
  return <span className={plain ? undefined : styles.money}>{money(cents)}</span>;
});
