import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type WithdrawField, validateWithdraw } from '../../actions/validate-withdraw';
import { requestWithdrawal } from '../../actions/wallet-actions';
import { useErrorText, useMoney, useStores } from '../../stores/stores-context';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { clientError } from '../../transport/api-error';
import { Button } from '../../ui/Button';
import { Alert, Card, Empty } from '../../ui/Feedback';
import { Checkbox, TextField } from '../../ui/Field';
import { ItemCard, ItemGrid } from '../../ui/ItemCard';
import screens from '../screens.module.css';
import { MethodPicker } from './MethodPicker';
import { TransferOrders } from './TransferOrders';

/** Withdraw skins to Steam or balance to a wallet (docs/product-rules.md §5 rules), and follow the transfer orders. */
const WithdrawScreen = observer(function WithdrawScreen() {
  const { t } = useTranslation();
  const root = useStores();
  const { wallet, inventory, ui } = root;
  const money = useMoney();
  const errorText = useErrorText();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [walletNumber, setWalletNumber] = useState('');
  const [tradeLink, setTradeLink] = useState(root.user.state?.tradeLink ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<{ field: WithdrawField | null; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    wallet.loadWithdrawMethods().catch((error: unknown) => setProblem({ field: null, error }));
  }, [wallet]);

  const method = wallet.withdrawMethods.find((candidate) => candidate.id === methodId);
  const withdrawable = inventory.available.filter((item) => item.withdrawable);
  const chosen = inventory.selectedItems.filter((item) => item.withdrawable);
  const fieldError = (field: WithdrawField) => (problem?.field === field ? errorText(problem.error) : null);

  const submit = async () => {
    const check = validateWithdraw(
      { methodId, amountText, wallet: walletNumber, tradeLink, items: chosen, confirmed },
      wallet.withdrawMethods,
    );
    if (!check.ok) return setProblem({ field: check.field, error: check.error });
    setProblem(null);
    setBusy(true);
    try {
      const answer = await requestWithdrawal(root, check.body);
      ui.toast('success', { key: 'withdraw.requested', options: { id: answer.order.id } });
      setAmountText('');
      setConfirmed(false);
    } catch (error) {
      setProblem({ field: null, error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={screens.stack}>
      <ScreenTitle title={t('routes.withdraw.title')} lead={t('withdraw.timing')} />
      <Card>
        <form
          className={screens.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <MethodPicker
            legend={t('withdraw.method')}
            name="withdraw-method"
            methods={wallet.withdrawMethods}
            value={methodId}
            onChange={(id) => {
              setMethodId(id);
              setProblem(null);
            }}
            namesKey="withdraw.methods"
            minKey="withdraw.min"
            error={fieldError('method')}
          />
          {method?.pays === 'ITEMS' && (
            <section aria-labelledby="withdraw-items">
              <div className={`${screens.row} ${screens.between}`}>
                <h2 id="withdraw-items">{t('withdraw.items')}</h2>
                <span className={screens.muted}>
                  {t('withdraw.selectedValue', {
                    amount: money(chosen.reduce((sum, item) => sum + item.priceCents, 0)),
                  })}
                </span>
              </div>
              {withdrawable.length === 0 ? (
                <Empty>{t('withdraw.noItems')}</Empty>
              ) : (
                <ItemGrid compact>
                  {withdrawable.map((item) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      selected={inventory.isSelected(item.id)}
                      onToggle={() => {
                        const refused = inventory.toggle(item.id);
                        if (refused) ui.toast('error', { error: clientError(refused) });
                      }}
                    />
                  ))}
                </ItemGrid>
              )}
              {fieldError('items') && <Alert kind="error">{fieldError('items')}</Alert>}
            </section>
          )}
          {method?.pays === 'BALANCE' && (
            <TextField
              label={t('withdraw.amount')}
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={fieldError('amount')}
            />
          )}
          {method?.requires.includes('wallet') && (
            <TextField
              label={t('withdraw.wallet')}
              value={walletNumber}
              onChange={(event) => setWalletNumber(event.target.value)}
              error={fieldError('wallet')}
            />
          )}
          {method?.requires.includes('tradeLink') && (
            <TextField
              label={t('withdraw.tradeLink')}
              type="url"
              value={tradeLink}
              onChange={(event) => setTradeLink(event.target.value)}
              hint={t('profile.tradeLinkHint')}
              error={fieldError('tradeLink')}
            />
          )}
          <Checkbox
            label={t('withdraw.confirm')}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {fieldError('confirm') && <Alert kind="error">{fieldError('confirm')}</Alert>}
          {problem && problem.field === null && <Alert kind="error">{errorText(problem.error)}</Alert>}
          <Button type="submit" variant="primary" size="large" busy={busy}>
            {t('withdraw.submit')}
          </Button>
        </form>
      </Card>
      <section className={screens.section} aria-labelledby="withdraw-orders">
        <h2 id="withdraw-orders">{t('withdraw.orders')}</h2>
        <TransferOrders />
      </section>
    </div>
  );
});

export default WithdrawScreen;
