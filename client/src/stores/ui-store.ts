import { makeAutoObservable } from 'mobx';
import type { LocaleKey } from '../i18n/keys';

/** At and above this width the shop, deposit and FAQ open as modals; below it they are pages. */
export const DESKTOP_MIN_WIDTH = 900;
/** At and above this width the chat dock starts open beside the page. */
export const CHAT_DOCK_MIN_WIDTH = 1280;

export type ToastKind = 'success' | 'error' | 'info';
export type ToastMessage = { key: LocaleKey; options?: Record<string, unknown> } | { error: unknown };
export interface Toast {
  id: number;
  kind: ToastKind;
  message: ToastMessage;
}

const TOAST_MS = 6000;

/** Viewport class, toasts and navigation requests from stores (which do not own the router). */
export class UiStore {
  isDesktop: boolean;
  /** The desktop chat dock is open (closed by default where it would squeeze the page). */
  chatOpen: boolean;
  toasts: Toast[] = [];
  /** A path (without language prefix) a store wants the router to open, e.g. `/auth` after a refusal. */
  navigationRequest: string | null = null;
  private nextId = 1;

  constructor(initialWidth: number) {
    this.isDesktop = initialWidth >= DESKTOP_MIN_WIDTH;
    this.chatOpen = initialWidth >= CHAT_DOCK_MIN_WIDTH;
    makeAutoObservable<UiStore, 'nextId'>(this, { nextId: false });
  }

  setViewportWidth(width: number): void {
    this.isDesktop = width >= DESKTOP_MIN_WIDTH;
  }

  setChatOpen(open: boolean): void {
    this.chatOpen = open;
  }

  requestNavigation(path: string): void {
    this.navigationRequest = path;
  }

  takeNavigationRequest(): string | null {
    const path = this.navigationRequest;
    this.navigationRequest = null;
    return path;
  }

  toast(kind: ToastKind, message: ToastMessage, ttlMs = TOAST_MS): number {
    const id = this.nextId++;
    this.toasts.push({ id, kind, message });
    if (ttlMs > 0) setTimeout(() => this.dismissToast(id), ttlMs);
    return id;
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
