import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { GameTiles } from '../home/GameTiles';

export default function GamesScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenTitle title={t('routes.games.title')} />
      <GameTiles />
    </>
  );
}
