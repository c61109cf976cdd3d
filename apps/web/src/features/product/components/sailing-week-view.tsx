import { formatMoney } from '@coastbook/domain';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_KEYS } from '../../../lib/weekdays';
import { buildSailingCalendar, type CalendarSailing } from '../lib/sailing-calendar';

export interface SailingWeekViewProps {
  from: string;
  to: string;
  sailings: readonly CalendarSailing[] | undefined;
  loading: boolean;
  /** The day the list is narrowed to, YYYY-MM-DD; undefined = the whole range. */
  pickedDay: string | undefined;
  onPickDay: (day: string | undefined) => void;
}

/** Week view of the searched range: sailings per day and the lowest price; a click narrows the list to that day. */
export function SailingWeekView({ from, to, sailings, loading, pickedDay, onPickDay }: SailingWeekViewProps) {
  const { t } = useTranslation();
  const weeks = useMemo(() => buildSailingCalendar(from, to, sailings ?? []), [from, to, sailings]);
  return (
    <section className="sailing-week" data-testid="sailing-week" aria-label={t('product.week.title')}>
      <div className="sailing-week__row sailing-week__row--head">
        {WEEKDAY_KEYS.map((key) => (
          <span key={key}>{t(`product.week.${key}`)}</span>
        ))}
      </div>
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        weeks.map((week) => (
          <div key={week[0]?.date} className="sailing-week__row">
            {week.map((day) => {
              const picked = day.date === pickedDay;
              const hasSailings = day.sailingCount > 0;
              return (
                <button
                  type="button"
                  key={day.date}
                  className={[
                    'sailing-week__day',
                    day.inRange ? '' : 'sailing-week__day--outside',
                    hasSailings ? 'sailing-week__day--sailing' : '',
                    picked ? 'sailing-week__day--picked' : '',
                  ].join(' ')}
                  disabled={!day.inRange || !hasSailings}
                  aria-pressed={picked}
                  data-testid={`week-day-${day.date}`}
                  onClick={() => onPickDay(picked ? undefined : day.date)}
                >
                  <span className="sailing-week__date">{dayjs(day.date).format('MM-DD')}</span>
                  {day.inRange && (
                    <span className="sailing-week__count">
                      {hasSailings ? t('product.week.sailings', { count: day.sailingCount }) : t('product.week.none')}
                    </span>
                  )}
                  {day.lowestFen !== null && <span className="sailing-week__price">{formatMoney(day.lowestFen)}</span>}
                </button>
              );
            })}
          </div>
        ))
      )}
    </section>
  );
}
