import type { ReactNode } from 'react';
import { iconKindFor, type IconKind } from '../model/conditions';
import { Bolt, Cloud, Drops, Pellets, Snowflakes, FogLines, Moon, Sun } from './icon-shapes';

export interface ConditionIconProps {
  /** WeatherAPI condition code; unknown codes are drawn as a cloud. */
  code: number;
  /** Accessible name, normally the condition text in the page language. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** False draws the moon for clear and partly cloudy skies (WeatherAPI's `is_day: 0`). */
  isDay?: boolean;
}

// Precipitation falls below a cloud lifted by this much.
const LIFT = -8;

function drawing(kind: IconKind, isDay: boolean): ReactNode {
  switch (kind) {
    case 'sun':
      return isDay ? <Sun /> : <Moon />;
    case 'partly-cloudy':
      return (
        <>
          {isDay ? <Sun cx={44} cy={20} r={9} /> : <Moon scale={0.7} dx={18} dy={-8} />}
          <Cloud y={6} />
        </>
      );
    case 'cloud':
      return <Cloud y={-2} />;
    case 'fog':
      return <FogLines />;
    case 'rain':
      return (
        <>
          <Cloud y={LIFT} />
          <Drops xs={[22, 33, 44]} />
        </>
      );
    case 'sleet':
      return (
        <>
          <Cloud y={LIFT} />
          <Drops xs={[22, 44]} />
          <Pellets
            points={[
              [31, 47],
              [27, 57],
            ]}
          />
        </>
      );
    case 'snow':
      return (
        <>
          <Cloud y={LIFT} />
          <Snowflakes
            points={[
              [22, 47],
              [42, 47],
              [32, 56],
            ]}
          />
        </>
      );
    case 'heavy-snow':
      return (
        <>
          <Cloud dark y={LIFT} />
          <Snowflakes
            r={4}
            points={[
              [14, 46],
              [28, 46],
              [42, 46],
              [21, 57],
              [35, 57],
              [49, 57],
            ]}
          />
        </>
      );
    case 'thunder':
      return (
        <>
          <Cloud dark y={LIFT} />
          <Bolt />
        </>
      );
  }
}

/**
 * A weather condition drawn inline (docs/product/weather-data.md#condition-texts-and-icons: no
 * external images, so it works offline and inside the html2canvas share image). Explicit
 * width/height keep the layout stable before CSS loads and give html2canvas a size to rasterise.
 */
export function ConditionIcon({ code, label, size = 48, isDay = true }: ConditionIconProps) {
  const kind = iconKindFor(code);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      focusable="false"
      data-icon={kind}
      className="condition-icon"
    >
      {drawing(kind, isDay)}
    </svg>
  );
}
