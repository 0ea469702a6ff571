/** A point on a board in the scene's coordinates, with the box the scene draws in (the host's inner size). */
export interface BoardPoint {
  x: number;
  y: number;
  box: { width: number; height: number };
}

/** What a board does with the pointer: a tap (click or touch), and optionally hover. */
export interface BoardPointer {
  tap(point: BoardPoint): void;
  move?(point: BoardPoint): void;
  leave?(): void;
}

/** What the mapping reads of the element the scene fills (an `HTMLElement` in the browser). */
export interface BoardHost {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  getBoundingClientRect(): { left: number; top: number };
  clientLeft: number;
  clientTop: number;
  clientWidth: number;
  clientHeight: number;
}

/**
 * The scene's coordinates of a pointer event on the host. The scene draws in the host's inner box (the canvas
 * follows it, see PixiHost), so this is the same geometry the cells are drawn with.
 */
export function boardPoint(host: BoardHost, event: { clientX: number; clientY: number }): BoardPoint {
  const rect = host.getBoundingClientRect();
  return {
    x: event.clientX - rect.left - host.clientLeft,
    y: event.clientY - rect.top - host.clientTop,
    box: { width: host.clientWidth, height: host.clientHeight },
  };
}

/**
 * Listens to taps and hover on the board's host element, not on the Pixi stage: Pixi's event system only exists
 * once its application has finished its asynchronous start (renderer chunks, WebGL), and a round resumed on load
 * is playable before that, so a tap then went nowhere. Returns the unsubscribe.
 */
export function listenBoardPointer(host: BoardHost, pointer: BoardPointer): () => void {
  const listeners: [string, (event: Event) => void][] = [
    ['click', (event) => pointer.tap(boardPoint(host, event as MouseEvent))],
    ['pointermove', (event) => pointer.move?.(boardPoint(host, event as MouseEvent))],
    ['pointerleave', () => pointer.leave?.()],
  ];
  for (const [type, listener] of listeners) host.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) host.removeEventListener(type, listener);
  };
}
