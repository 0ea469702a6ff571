import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import type { LocaleKey } from '../../i18n/keys';
import screens from '../screens.module.css';

interface Method {
  id: string;
  minCents: number;
}

interface MethodPickerProps {
  legend: string;
  name: string;
  methods: readonly Method[];
  value: string | null;
  onChange: (id: string) => void;
  /** `deposit.methods` or `withdraw.methods`. */
  namesKey: 'deposit.methods' | 'withdraw.methods';
  minKey: LocaleKey;
  error?: string | null;
}

/** Payment methods as a radio group of cards, each with its minimum. */
export function MethodPicker({ legend, name, methods, value, onChange, namesKey, minKey, error }: MethodPickerProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <fieldset className={screens.methods} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {methods.map((method) => {
        const key = `${namesKey}.${method.id}`;
        return (
          <label key={method.id} className={screens.method}>
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
            />
            <span className={screens.methodName}>{i18n.exists(key) ? t(key as LocaleKey) : method.id}</span>
            <span className={screens.methodMin}>{t(minKey, { amount: money(method.minCents) })}</span>
          </label>
        );
      })}
      {error && (
        <span role="alert" style={{ gridColumn: '1 / -1', color: 'var(--red)', fontSize: '0.85rem' }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
