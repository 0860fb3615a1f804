/**
 * Official alerts some sample places carry, in WeatherAPI's `alerts.alert[]` shape and in the
 * issuing agency's own language, so that sample mode shows the alerts panel. Times are set
 * relative to the request, so they are always in force.
 */
export interface SampleAlert {
  headline: string;
  msgtype: string;
  severity: string;
  urgency: string;
  areas: string;
  category: string;
  certainty: string;
  event: string;
  note: string;
  effective: string;
  expires: string;
  desc: string;
  instruction: string;
}

interface AlertText {
  event: string;
  headline: string;
  severity: string;
  areas: string;
  desc: string;
  instruction: string;
  /** Hours from the request: began this long ago, ends this much later. */
  since: number;
  until: number;
}

const ALERTS: Readonly<Record<string, readonly AlertText[]>> = {
  'buffalo-ny': [
    {
      event: 'Winter Storm Warning',
      headline:
        'Winter Storm Warning issued by NWS Buffalo NY: heavy lake effect snow, 30 to 40 cm',
      severity: 'Severe',
      areas: 'Northern Erie; Southern Erie; Genesee',
      desc: 'Heavy lake effect snow. Total snow accumulations of 30 to 40 cm.',
      instruction: 'If you must travel, keep an extra flashlight, food and water in your vehicle.',
      since: 3,
      until: 30,
    },
    {
      event: 'Wind Advisory',
      headline: 'Wind Advisory issued by NWS Buffalo NY',
      severity: 'Moderate',
      areas: 'Northern Erie',
      desc: 'Southwest winds 40 to 55 km/h with gusts up to 90 km/h.',
      instruction: 'Secure outdoor objects.',
      since: 1,
      until: 18,
    },
  ],
  'montreal-qc': [
    {
      event: 'Avertissement de neige',
      headline: 'Avertissement de neige en vigueur pour Montréal',
      severity: 'Moderate',
      areas: 'Montréal',
      desc: 'Accumulations de neige de 25 à 35 cm prévues.',
      instruction: 'Prévoyez plus de temps pour vos déplacements.',
      since: 2,
      until: 26,
    },
  ],
  'harbin-cn': [
    {
      event: '暴雪蓝色预警',
      headline: '哈尔滨市气象台发布暴雪蓝色预警信号',
      severity: 'Moderate',
      areas: '哈尔滨市',
      desc: '预计未来12小时内降雪量将达4毫米以上。',
      instruction: '注意防寒保暖，减少不必要的外出。',
      since: 1,
      until: 20,
    },
  ],
};

/** `instant` as WeatherAPI writes alert times: ISO 8601 with the place's offset. */
function isoWithOffset(instantMs: number, offsetMinutes: number): string {
  const local = new Date(instantMs + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

export function sampleAlerts(
  placeId: string,
  now: Date,
  offsetMinutes: number,
): { alert: SampleAlert[] } {
  const hour = 3_600_000;
  // Whole hours, as agencies issue them.
  const base = Math.floor(now.getTime() / hour) * hour;
  return {
    alert: (ALERTS[placeId] ?? []).map((text) => ({
      headline: text.headline,
      msgtype: 'Alert',
      severity: text.severity,
      urgency: 'Expected',
      areas: text.areas,
      category: 'Met',
      certainty: 'Likely',
      event: text.event,
      note: '',
      effective: isoWithOffset(base - text.since * hour, offsetMinutes),
      expires: isoWithOffset(base + text.until * hour, offsetMinutes),
      desc: text.desc,
      instruction: text.instruction,
    })),
  };
}

/** Places with at least one alert. */
export const PLACES_WITH_ALERTS: readonly string[] = Object.keys(ALERTS);
