import { useParams } from 'react-router';
import { potatoTableBuyIn } from '@arena/schemas';
import { PotatoLobby } from './PotatoLobby';
import { PotatoTableScreen } from './PotatoTableScreen';

/** `/potato` (the tables) and `/potato/{tableId}` (one table, e.g. /potato/potato-100). */
export default function PotatoScreen() {
  const { table } = useParams();
  return table && potatoTableBuyIn(table) !== null ? (
    <PotatoTableScreen key={table} tableId={table} />
  ) : (
    <PotatoLobby />
  );
}
