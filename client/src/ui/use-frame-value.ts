import { useEffect, useState } from 'react';

/** A value read from a live source a few times a second (e.g. the cash-out amount while the curve runs). */
export function useFrameValue<T>(read: () => T, everyMs = 100): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    let last = 0;
    let frame = requestAnimationFrame(function step(time) {
      if (time - last >= everyMs) {
        last = time;
        setValue(read());
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [read, everyMs]);
  return value;
}
