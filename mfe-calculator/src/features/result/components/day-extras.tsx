import type { DayView } from '../model/prediction-view';
import { DaySnowfall, DayTiming } from './day-timing';
import { DayWhy } from '../../explanation';
import './day-extras.css';

/**
 * What a card adds under its chance: how much snow and when, then why this chance. The two are
 * parts of their own, so that side by side "Why this chance?" stands level across the three
 * cards however much the first part holds (docs/product/result-page.md#the-three-days).
 */
export function DayExtras({ day }: { day: DayView }) {
  return (
    <div className="day-extras">
      <div className="day-extras__snow">
        <DaySnowfall cm={day.snowfallCm} />
        <DayTiming timing={day.timing} />
      </div>
      <DayWhy trace={day.trace} context={day.asked} />
    </div>
  );
}
