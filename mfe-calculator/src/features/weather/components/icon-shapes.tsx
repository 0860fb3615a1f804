/**
 * The pieces the condition icons are drawn from, on a 64×64 grid. Plain shapes with literal
 * colours (no CSS variables, no images) so they render offline and in html2canvas' capture.
 */
const SUN = '#f5b400';
const MOON = '#f2d16b';
const CLOUD = '#dfe7f0';
const DARK_CLOUD = '#9aa8b8';
const OUTLINE = '#7a8ca3';
const WATER = '#1d5fa8';
const ICE = '#5fa8d9';
const BOLT = '#f5b400';

const RAY_ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

export function Sun({ cx = 32, cy = 32, r = 12 }: { cx?: number; cy?: number; r?: number }) {
  return (
    <g stroke={SUN} strokeWidth={r / 4} strokeLinecap="round">
      {RAY_ANGLES.map((angle) => {
        const rad = (angle * Math.PI) / 180;
        const [inner, outer] = [r * 1.45, r * 1.95];
        return (
          <line
            key={angle}
            x1={cx + inner * Math.cos(rad)}
            y1={cy + inner * Math.sin(rad)}
            x2={cx + outer * Math.cos(rad)}
            y2={cy + outer * Math.sin(rad)}
          />
        );
      })}
      <circle cx={cx} cy={cy} r={r} fill={SUN} stroke="none" />
    </g>
  );
}

/** A crescent: a disc with a smaller disc's worth cut out by the path's second arc. */
export function Moon({ scale = 1, dx = 0, dy = 0 }: { scale?: number; dx?: number; dy?: number }) {
  return (
    <path
      transform={`translate(${String(dx)} ${String(dy)}) scale(${String(scale)})`}
      d="M40 12a20 20 0 1 0 12 34A16 16 0 0 1 40 12z"
      fill={MOON}
      stroke="#c9a93a"
      strokeWidth={1.5}
    />
  );
}

/** A cloud; `dark` for storm and heavy-snow skies, `y` to lift it above falling precipitation. */
export function Cloud({ dark = false, y = 0 }: { dark?: boolean; y?: number }) {
  return (
    <path
      transform={`translate(0 ${String(y)})`}
      d="M17 46h31a10 10 0 0 0 1-20 15 15 0 0 0-28-4 12 12 0 0 0-4 24z"
      fill={dark ? DARK_CLOUD : CLOUD}
      stroke={OUTLINE}
      strokeWidth={2}
      strokeLinejoin="round"
    />
  );
}

export function Drops({ xs, y = 44 }: { xs: number[]; y?: number }) {
  return (
    <g stroke={WATER} strokeWidth={3} strokeLinecap="round">
      {xs.map((x) => (
        <line key={x} x1={x} y1={y} x2={x - 4} y2={y + 10} />
      ))}
    </g>
  );
}

/** Six-armed snowflakes: three crossing strokes each. */
export function Snowflakes({ points, r = 5 }: { points: [number, number][]; r?: number }) {
  return (
    <g stroke={ICE} strokeWidth={2} strokeLinecap="round">
      {points.map(([x, y]) => (
        <g key={`${String(x)},${String(y)}`}>
          {[0, 60, 120].map((angle) => {
            const dx = r * Math.cos((angle * Math.PI) / 180);
            const dy = r * Math.sin((angle * Math.PI) / 180);
            return <line key={angle} x1={x - dx} y1={y - dy} x2={x + dx} y2={y + dy} />;
          })}
        </g>
      ))}
    </g>
  );
}

/** Ice pellets as small outlined dots, visible on light and dark backgrounds. */
export function Pellets({ points, r = 3 }: { points: [number, number][]; r?: number }) {
  return (
    <g fill="#ffffff" stroke={ICE} strokeWidth={1.5}>
      {points.map(([x, y]) => (
        <circle key={`${String(x)},${String(y)}`} cx={x} cy={y} r={r} />
      ))}
    </g>
  );
}

export function Bolt() {
  return <path d="M34 38l-8 13h7l-3 11 11-15h-7l4-9z" fill={BOLT} stroke="#b88700" />;
}

export function FogLines({ from = 22 }: { from?: number }) {
  return (
    <g stroke={OUTLINE} strokeWidth={4} strokeLinecap="round">
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1={i % 2 === 0 ? 10 : 16}
          y1={from + i * 9}
          x2={i % 2 === 0 ? 48 : 54}
          y2={from + i * 9}
        />
      ))}
    </g>
  );
}
