import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useGo } from '../../navigation/links';
import { useStores } from '../../stores/stores-context';
import { Spinner } from '../../ui/Spinner';

/** `/ref/{code}` keeps the referral code on this device and goes home (docs/product-rules.md §2). */
export default function RefScreen() {
  const { code } = useParams();
  const { settings, ui } = useStores();
  const go = useGo();
  useEffect(() => {
    const clean = (code ?? '').trim().slice(0, 64);
    // The screen can mount twice on the way in (the language prefix redirect): say it once per code.
    if (clean && settings.referralCode !== clean) {
      settings.setReferralCode(clean);
      ui.toast('success', { key: 'ref.saved', options: { code: clean } });
    }
    go('/', { replace: true });
  }, [code]);
  return <Spinner />;
}
