import type { DayView } from '../model/prediction-view';
import { DaySnowfall, DayTiming } from './day-timing';
import { DayWhy } from './day-why';
import './day-extras.css';

/** What a card adds under its chance: how much snow, when, and why this chance. */
export function DayExtras({ day }: { day: DayView }) {
  return (
    <div className="day-extras">
      <DaySnowfall cm={day.snowfallCm} />
      <DayTiming timing={day.timing} />
      <DayWhy trace={day.trace} context={day.asked} />
    </div>
  );
}
