import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MONEY_RULES } from '@arena/schemas';
import { type DepositField, validateDeposit } from '../../actions/validate-deposit';
import { followPayment, startDeposit } from '../../actions/wallet-actions';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { parseUsdInput } from '../../i18n/format';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { Button } from '../../ui/Button';
import { Alert } from '../../ui/Feedback';
import { TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import screens from '../screens.module.css';
import { MethodPicker } from './MethodPicker';

/** Deposit in the sandbox: validate like the server, create the payment, follow it until it settles. */
const DepositScreen = observer(function DepositScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const { wallet } = root;
  const money = useMoney();
  const errorText = useErrorText();
  const [amountText, setAmountText] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [walletNumber, setWalletNumber] = useState('');
  const [problem, setProblem] = useState<{ field: DepositField | null; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const following = useRef<AbortController | null>(null);

  useEffect(() => {
    wallet.setPayment(null);
    wallet.loadDepositMethods().catch((error: unknown) => setProblem({ field: null, error }));
    return () => following.current?.abort();
  }, [wallet]);

  const method = wallet.depositMethods.find((candidate) => candidate.id === methodId);
  const payment = wallet.payment;
  const fieldError = (field: DepositField) => (problem?.field === field ? errorText(problem.error) : null);

  const submit = async () => {
    const check = validateDeposit({ amountText, methodId, email, wallet: walletNumber }, wallet.depositMethods);
    if (!check.ok) return setProblem({ field: check.field, error: check.error });
    setProblem(null);
    setBusy(true);
    try {
      const created = await startDeposit(root, check.body);
      following.current?.abort();
      following.current = new AbortController();
      void followPayment(root, created.id, following.current.signal);
    } catch (error) {
      setProblem({ field: null, error });
    } finally {
      setBusy(false);
    }
  };

  if (payment) {
    return (
      <div className={`${screens.stack} ${screens.narrow}`}>
        <ScreenTitle title={t('routes.deposit.title')} />
        {payment.status === 'PENDING' && (
          <>
            <Alert kind="info">{t('deposit.pending')}</Alert>
            <Spinner />
            <p className={`${screens.muted} ${screens.small}`}>
              {t('deposit.delay', { minutes: MONEY_RULES.maxDepositDelayMinutes })}
            </p>
          </>
        )}
        {payment.status === 'CONFIRMED' && (
          <Alert kind="success">{t('deposit.confirmed', { amount: money(payment.amountCents) })}</Alert>
        )}
        {payment.status === 'FAILED' && <Alert kind="error">{t('deposit.failed')}</Alert>}
        {payment.status !== 'PENDING' && (
          <Button variant="secondary" onClick={() => wallet.setPayment(null)}>
            {t('deposit.another')}
          </Button>
        )}
      </div>
    );
  }

  const cents = parseUsdInput(amountText);
  return (
    <div className={`${screens.stack} ${screens.narrow}`}>
      <ScreenTitle title={t('routes.deposit.title')} />
      <form
        className={screens.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {wallet.depositMethods.length === 0 && !problem ? (
          <Spinner />
        ) : (
          <MethodPicker
            legend={t('deposit.method')}
            name="deposit-method"
            methods={wallet.depositMethods}
            value={methodId}
            onChange={(id) => {
              setMethodId(id);
              if (problem?.field === 'method') setProblem(null);
            }}
            namesKey="deposit.methods"
            minKey="deposit.min"
            error={fieldError('method')}
          />
        )}
        <TextField
          label={t('deposit.amount')}
          inputMode="decimal"
          name="amount"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          hint={t('deposit.min', { amount: money(Math.max(MONEY_RULES.minDepositCents, method?.minCents ?? 0)) })}
          error={fieldError('amount')}
        />
        {method?.requires.includes('email') && (
          <TextField
            label={t('deposit.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError('email')}
          />
        )}
        {method?.requires.includes('wallet') && (
          <TextField
            label={t('deposit.wallet')}
            name="wallet"
            value={walletNumber}
            onChange={(event) => setWalletNumber(event.target.value)}
            error={fieldError('wallet')}
          />
        )}
        {problem && problem.field === null && <Alert kind="error">{errorText(problem.error)}</Alert>}
        <Button type="submit" variant="success" size="large" block busy={busy}>
          {cents ? t('deposit.submit', { amount: money(cents) }) : t('deposit.submitEmpty')}
        </Button>
      </form>
    </div>
  );
});

export default DepositScreen;
