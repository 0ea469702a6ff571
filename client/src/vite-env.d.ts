/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support e-mail shown on /contacts; the card is hidden when unset. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
