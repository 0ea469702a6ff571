import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DepositMethodsAnswer,
  PaymentAnswer,
  TransferOrderAnswer,
  TransferOrderListAnswer,
  WithdrawMethodsAnswer,
} from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

/** Payment and withdrawal methods, the deposit being confirmed, and the transfer orders. */
export class WalletStore {
  depositMethods: DepositMethodsAnswer = [];
  withdrawMethods: WithdrawMethodsAnswer = [];
  /** The latest deposit of this page, followed until the provider confirms or fails it. */
  payment: PaymentAnswer | null = null;
  orders: TransferOrderAnswer[] = [];
  ordersLoaded = false;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<WalletStore, 'api'>(this, { api: false });
  }

  async loadDepositMethods(): Promise<void> {
    const methods = await this.api.get<DepositMethodsAnswer>('/payments/methods');
    runInAction(() => {
      this.depositMethods = methods;
    });
  }

  async loadWithdrawMethods(): Promise<void> {
    const methods = await this.api.get<WithdrawMethodsAnswer>('/withdrawals/methods');
    runInAction(() => {
      this.withdrawMethods = methods;
    });
  }

  async loadOrders(): Promise<void> {
    const answer = await this.api.get<TransferOrderListAnswer>('/withdrawals');
    runInAction(() => {
      this.orders = answer.items;
      this.ordersLoaded = true;
    });
  }

  setPayment(payment: PaymentAnswer | null): void {
    this.payment = payment;
  }

  addOrder(order: TransferOrderAnswer): void {
    this.orders = [order, ...this.orders.filter((existing) => existing.id !== order.id)];
  }

  clear(): void {
    this.payment = null;
    this.orders = [];
    this.ordersLoaded = false;
  }

  async refreshPayment(id: string): Promise<PaymentAnswer> {
    const payment = await this.api.get<PaymentAnswer>(`/payments/${encodeURIComponent(id)}`);
    runInAction(() => {
      if (this.payment?.id === id) this.payment = payment;
    });
    return payment;
  }
}
