import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export type ButtonVariant = 'primary' | 'success' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'normal' | 'large';

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'normal', block = false): string {
  return [styles.button, styles[variant], size !== 'normal' && styles[size], block && styles.block]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  busy?: boolean;
}

export function Button({ variant, size, block, busy, className, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
