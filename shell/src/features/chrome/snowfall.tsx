import { memo, useEffect, useState, type CSSProperties } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * docs/product/pages.md#snowfall: 50 flakes, 5-15 px, opacity 0.3-0.9, falling for 5-10 s after a
 * 0-5 s delay.
 */
export const FLAKE_COUNT = 50;

const between = (min: number, max: number) => min + Math.random() * (max - min);

type FlakeStyle = CSSProperties;

function makeFlakes(): FlakeStyle[] {
  return Array.from({ length: FLAKE_COUNT }, () => {
    const size = between(5, 15);
    return {
      left: `${between(0, 100)}%`,
      width: `${size}px`,
      height: `${size}px`,
      opacity: between(0.3, 0.9),
      animationDuration: `${between(5, 10)}s`,
      animationDelay: `${between(0, 5)}s`,
      // The drift sideways: the fall runs along the flake's own axis, so a slant of up to 3°
      // carries it about 40 px left or right on a phone. A still rotation rather than a
      // custom property in the keyframes, which the browser would resolve again every frame.
      rotate: `${between(-3, 3).toFixed(2)}deg`,
    };
  });
}

/**
 * Decorative snowfall: pure CSS animation of transforms (compositor-only, no per-frame
 * JavaScript), hidden from assistive technology, never catching clicks, and still under
 * `prefers-reduced-motion` (see styles.css). It starts once the page is idle, so its 50
 * elements and animations never compete with the page becoming usable
 * (docs/product/performance.md#blocking-time).
 */
export const Snowfall = memo(function Snowfall() {
  const [flakes, setFlakes] = useState<FlakeStyle[]>([]);
  useEffect(() => whenIdle(() => setFlakes(makeFlakes()), 1000), []);
  return (
    <div className="snowfall" aria-hidden="true" data-testid="snowfall">
      {flakes.map((style, i) => (
        <span key={i} className="snowflake" style={style} />
      ))}
    </div>
  );
});
