import type { DayProfile } from './places.js';

/**
 * Hourly data for a sample day, consistent with its daily figures: the hours' snow adds up to
 * the day's `totalsnow_cm` (in tenths, as WeatherAPI rounds), no hour's chance of snow exceeds
 * the day's, and a day without snow has no snow hour. Only the fields the site reads and a few
 * it shows nowhere but a real answer carries, so the trimming server has something to trim.
 */
export interface SampleHour {
  time_epoch: number;
  time: string;
  temp_c: number;
  is_day: 0 | 1;
  will_it_snow: 0 | 1;
  chance_of_snow: number;
  snow_cm: number;
  will_it_rain: 0 | 1;
  chance_of_rain: number;
  precip_mm: number;
}

/** The local hour snow starts on the day at `offset` (today, tomorrow, the day after). */
const SNOW_START = [4, 13, 19] as const;

/** Which hours of the day snow falls in: a window long enough for the amount. */
export function snowWindow(profile: DayProfile, offset: number): number[] {
  if (profile.totalsnow_cm <= 0) return [];
  const start = SNOW_START[offset] ?? 4;
  const length = Math.min(24 - start, Math.max(2, Math.ceil(profile.totalsnow_cm / 2.5)));
  return Array.from({ length }, (_, i) => start + i);
}

/** `total` split over `count` hours in tenths, so the parts add up to it exactly. */
function splitTenths(total: number, count: number): number[] {
  const tenths = Math.round(total * 10);
  const base = Math.floor(tenths / count);
  return Array.from({ length: count }, (_, i) => (base + (i < tenths % count ? 1 : 0)) / 10);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function sampleHours(
  profile: DayProfile,
  offset: number,
  date: string,
  /** 00:00 of `date` on the place's clock, as epoch seconds. */
  midnightEpoch: number,
  temperatureAt: (hour: number) => number,
): SampleHour[] {
  const window = snowWindow(profile, offset);
  const amounts = splitTenths(profile.totalsnow_cm, Math.max(1, window.length));
  const rainy = profile.daily_chance_of_rain >= 50 && window.length === 0;
  return Array.from({ length: 24 }, (_, hour) => {
    const index = window.indexOf(hour);
    const snowing = index >= 0;
    // Outside the window the chance stays under 50 %, so such an hour is never a snow hour.
    const chance = snowing
      ? profile.daily_chance_of_snow
      : Math.min(profile.daily_chance_of_snow, 20);
    return {
      time_epoch: midnightEpoch + hour * 3600,
      time: `${date} ${pad2(hour)}:00`,
      temp_c: temperatureAt(hour),
      is_day: hour >= 7 && hour < 17 ? 1 : 0,
      will_it_snow: snowing && chance >= 50 ? 1 : 0,
      chance_of_snow: chance,
      snow_cm: snowing ? (amounts[index] ?? 0) : 0,
      will_it_rain: rainy ? 1 : 0,
      chance_of_rain: Math.min(profile.daily_chance_of_rain, rainy ? 100 : 40),
      precip_mm: Math.round((profile.totalprecip_mm / 24) * 100) / 100,
    };
  });
}
