import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UPGRADE_RULES } from '@arena/schemas';
import { arcPath, landingRotation, turnDegrees } from './dial-geometry';
import styles from './upgrade-dial.module.css';

const SIZE = 240;
const C = SIZE / 2;
const R = 100;

export interface DialSpin {
  /** Changes once per play: a new id starts a new spin. */
  id: string;
  roll: number;
}

interface UpgradeDialProps {
  chanceMillionths: number;
  spin: DialSpin | null;
  /** Called once the pointer has settled on the roll. */
  onLanded: () => void;
  /** Shown in the middle of the dial. */
  children?: ReactNode;
  label: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The upgrade dial: the green win arc covers the chance from the top clockwise, the pointer spins and lands at
 * the server's roll (inside the arc exactly when the upgrade won). SVG with one CSS transition: cheap, crisp.
 */
export function UpgradeDial({ chanceMillionths, spin, onLanded, children, label }: UpgradeDialProps) {
  const [rotation, setRotation] = useState<{ degrees: number; animate: boolean }>({ degrees: 0, animate: false });
  const pointerRef = useRef<SVGGElement>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => {
    if (!spin) return;
    const target = landingRotation(spin.roll);
    if (reducedMotion()) {
      setRotation({ degrees: target, animate: false });
      landed.current();
      return;
    }
    setRotation({ degrees: 0, animate: false });
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      landed.current();
    };
    // Two frames: the reset to 0 is painted before the transition to the target starts.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setRotation({ degrees: target, animate: true }));
    });
    // transitionend never fires in a hidden tab; the result must still show.
    const fallback = setTimeout(finish, UPGRADE_RULES.spinMs + 300);
    const node = pointerRef.current;
    node?.addEventListener('transitionend', finish);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      node?.removeEventListener('transitionend', finish);
    };
  }, [spin?.id, spin?.roll]);

  const pointerTip = C - R - 10;
  const ticks = Array.from({ length: 20 }, (_, i) => i * 18);
  return (
    <figure
      className={styles.dial}
      aria-label={label}
      data-testid="upgrade-dial"
      data-rotation={rotation.degrees.toFixed(3)}
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-hidden="true">
        <circle cx={C} cy={C} r={R} className={styles.track} />
        <path d={arcPath(C, C, R, turnDegrees(chanceMillionths))} className={styles.win} data-testid="win-arc" />
        {ticks.map((deg) => (
          <line
            key={deg}
            x1={C}
            y1={C - R - 14}
            x2={C}
            y2={C - R - 8}
            className={styles.tick}
            transform={`rotate(${deg} ${C} ${C})`}
          />
        ))}
        <g
          ref={pointerRef}
          className={styles.pointer}
          style={{
            transform: `rotate(${rotation.degrees}deg)`,
            transition: rotation.animate
              ? `transform ${UPGRADE_RULES.spinMs}ms cubic-bezier(0.12, 0.72, 0.16, 1)`
              : 'none',
          }}
        >
          <line x1={C} y1={C} x2={C} y2={pointerTip + 12} className={styles.needle} />
          <polygon
            points={`${C},${pointerTip} ${C - 7},${pointerTip + 14} ${C + 7},${pointerTip + 14}`}
            className={styles.tip}
          />
        </g>
        <circle cx={C} cy={C} r={6} className={styles.hub} />
      </svg>
      <div className={styles.centre}>{children}</div>
    </figure>
  );
}
