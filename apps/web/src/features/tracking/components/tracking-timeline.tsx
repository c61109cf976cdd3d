import type { TTrackingEvent } from '@coastbook/contracts';
import { labelOf, TRACKING_MILESTONES } from '@coastbook/domain';
import { Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';

/**
 * The shipment's milestones, recorded ones in the brand colour and estimates in grey with a tag, so a
 * planned departure is never read as one that happened.
 */
export function TrackingTimeline({ events }: { events: readonly TTrackingEvent[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  return (
    <Timeline
      className="tracking-timeline"
      items={events.map((event) => ({
        key: event.code,
        color: event.isActual ? 'green' : 'gray',
        content: (
          <div className={`tracking-timeline__event${event.isActual ? '' : ' tracking-timeline__event--planned'}`} data-testid={`tracking-event-${event.code}`}>
            <strong>{labelOf(TRACKING_MILESTONES, event.code, language)}</strong>
            <span className="tracking-timeline__place">{names.placeWithCode(event.locationCode, event.location)}</span>
            {!event.isActual && <Tag className="tracking-timeline__tag">{t('tracking.estimated')}</Tag>}
            <div className="tracking-timeline__time">
              {event.isActual ? t('tracking.actualAt', { time: formatChinaTime(event.occurredAt) }) : t('tracking.plannedAt', { time: formatChinaTime(event.occurredAt) })}
            </div>
          </div>
        ),
      }))}
    />
  );
}
