import { memo, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * docs/product/pages.md#snowfall: 50 flakes, 5-15 px, opacity 0.3-0.9, falling for 5-10 s after a
 * 0-5 s delay.
 */
export const FLAKE_COUNT = 50;

/** From just above the page to just below its bottom edge. */
const FALL: Keyframe[] = [
  { transform: 'translate3d(0, 0, 0)' },
  { transform: 'translate3d(0, 105vh, 0)' },
];

/** When the flakes stay still (and hidden, see styles.css). */
const STILL_QUERY = '(prefers-reduced-motion: reduce), (forced-colors: active)';

const between = (min: number, max: number) => min + Math.random() * (max - min);

interface Flake {
  style: CSSProperties;
  durationMs: number;
  delayMs: number;
}

function makeFlakes(): Flake[] {
  return Array.from({ length: FLAKE_COUNT }, () => {
    const size = between(5, 15);
    return {
      style: {
        left: `${between(0, 100)}%`,
        width: `${size}px`,
        height: `${size}px`,
        opacity: between(0.3, 0.9),
        // The drift sideways: the fall runs along the flake's own axis, so a slant of up to 3°
        // carries it about 40 px left or right on a phone.
        rotate: `${between(-3, 3).toFixed(2)}deg`,
      },
      durationMs: between(5000, 10000),
      delayMs: between(0, 5000),
    };
  });
}

/**
 * Each flake's fall, for as long as motion is welcome. Web Animations rather than CSS animations:
 * a CSS animation reports every repeat as an `animationiteration` event, and React listens for
 * those at its root, so the browser woke the page's main thread several times a second to
 * restyle every flake, in front of the visitor's taps on a slow phone
 * (docs/performance.md#the-snowfall-off-the-main-thread). These fire no events and stay on the
 * compositor.
 */
function useFalling(boxRef: RefObject<HTMLElement | null>, flakes: Flake[]): void {
  useEffect(() => {
    const box = boxRef.current;
    if (!box || flakes.length === 0 || typeof window.matchMedia !== 'function') return;
    const still = window.matchMedia(STILL_QUERY);
    let falling: Animation[] = [];
    const stop = () => {
      for (const animation of falling) animation.cancel();
      falling = [];
    };
    const update = () => {
      stop();
      if (still.matches) return;
      falling = flakes.flatMap(({ durationMs, delayMs }, i) => {
        const element = box.children[i];
        if (typeof element?.animate !== 'function') return [];
        return [
          element.animate(FALL, {
            duration: durationMs,
            delay: delayMs,
            iterations: Infinity,
            easing: 'linear',
          }),
        ];
      });
    };
    update();
    still.addEventListener('change', update);
    return () => {
      still.removeEventListener('change', update);
      stop();
    };
  }, [boxRef, flakes]);
}

/**
 * Decorative snowfall: transforms only, on the compositor (no per-frame JavaScript or style),
 * hidden from assistive technology, never catching clicks, and still under
 * `prefers-reduced-motion` (see styles.css). It starts once the page is idle, so its 50
 * elements and animations never compete with the page becoming usable
 * (docs/product/performance.md#blocking-time).
 */
export const Snowfall = memo(function Snowfall() {
  const [flakes, setFlakes] = useState<Flake[]>([]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => whenIdle(() => setFlakes(makeFlakes()), 1000), []);
  useFalling(box, flakes);
  return (
    <div className="snowfall" aria-hidden="true" data-testid="snowfall" ref={box}>
      {flakes.map(({ style }, i) => (
        <span key={i} className="snowflake" style={style} />
      ))}
    </div>
  );
});
