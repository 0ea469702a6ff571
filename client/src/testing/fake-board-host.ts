import type { BoardHost } from '../scenes/board-pointer';

/** A board's host element (see scenes/board-pointer.ts) for tests: 1 px border, at (264, 261) on the page, 510×510 inside. */
export class FakeBoardHost extends EventTarget implements BoardHost {
  clientLeft = 1;
  clientTop = 1;
  constructor(
    public clientWidth = 510,
    public clientHeight = 510,
  ) {
    super();
  }
  getBoundingClientRect() {
    return {
      left: 264,
      top: 261,
      width: this.clientWidth + 2 * this.clientLeft,
      height: this.clientHeight + 2 * this.clientTop,
    };
  }
  /** A pointer event at page coordinates (what the browser dispatches on the element). */
  fire(type: 'click' | 'pointermove' | 'pointerleave', clientX = 0, clientY = 0): void {
    this.dispatchEvent(Object.assign(new Event(type), { clientX, clientY }));
  }
}
