import type { TNewTrackingCargoResponse } from '@coastbook/contracts';
import { labelOf, TRACKING_STAGES } from '@coastbook/domain';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';

const STAGE_COLOURS = { BOOKED: 'blue', IN_TRANSIT: 'orange', ARRIVED: 'green' } as const;

/** A recorded time, or the schedule's with "(estimated)". */
function timeText(actual: string | null, planned: string, estimated: string): string {
  return actual !== null ? formatChinaTime(actual) : `${formatChinaTime(planned)} ${estimated}`;
}

/** What the waybill is booked on: route, vessel and voyage, schedule against recorded times, containers. */
export function TrackingSummary({ shipment }: { shipment: TNewTrackingCargoResponse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const estimated = t('tracking.estimatedBracket');
  return (
    <Descriptions
      className="tracking-summary"
      bordered
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      title={
        <span className="tracking-summary__title">
          {t('tracking.waybill', { bkgNo: shipment.bkgNo })}
          <Tag color={STAGE_COLOURS[shipment.stage]} data-testid="tracking-stage">
            {labelOf(TRACKING_STAGES, shipment.stage, language)}
          </Tag>
        </span>
      }
      items={[
        { key: 'route', label: t('tracking.route'), children: names.route(shipment) },
        { key: 'carrier', label: t('tracking.carrierLoop'), children: `${shipment.carrier} / ${shipment.svcLoop}` },
        { key: 'vessel', label: t('tracking.vesselVoyage'), children: `${names.vessel(shipment)} / ${shipment.voyage}` },
        { key: 'departure', label: t('tracking.departure'), children: timeText(shipment.atd, shipment.etd, estimated) },
        { key: 'arrival', label: t('tracking.arrival'), children: timeText(shipment.ata, shipment.eta, estimated) },
        // Only the booking's own accounts are told what was booked (null for anyone else).
        ...(shipment.containers ? [{ key: 'containers', label: t('tracking.containers'), children: names.containerCounts(shipment.containers) }] : []),
      ]}
    />
  );
}
