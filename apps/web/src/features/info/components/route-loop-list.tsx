import type { TGetRouteNetworkResponse } from '@coastbook/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useCarrierName } from '../../basedata';
import { formatFigure, weekdayKey } from '../lib/route-figures';

type RouteLoop = TGetRouteNetworkResponse['loops'][number];

function LoopCard({ loop }: { loop: RouteLoop }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const carrierName = useCarrierName();
  const nameOf = (named: { cnnme: string; ennme: string }) => (language === 'en' ? named.ennme : named.cnnme);
  const separator = language === 'en' ? ', ' : '、';
  const sails = loop.weeklySailings > 0;
  return (
    <section className="route-loop" data-testid={`route-loop-${loop.svcLoopAbbrv}`}>
      <header className="route-loop__head">
        <h2>
          <span className="route-loop__code">{loop.svcLoopAbbrv}</span>
          {language === 'en' ? loop.svcLoopEnnme : loop.svcLoopCnnme}
        </h2>
        <span>{t('info.route.carrier', { carrier: carrierName(loop.carrier) })}</span>
      </header>
      <ol className="route-rotation" aria-label={t('info.route.rotation')}>
        {loop.portRotation.map((port, index) => (
          <li key={`${port.code}-${index}`} className="route-rotation__stop">
            {index > 0 && <ArrowRightOutlined className="route-rotation__arrow" aria-hidden="true" />}
            <span className="route-rotation__port">
              <strong>{nameOf(port)}</strong>
              <small>
                {index === 0
                  ? t('info.route.firstPort')
                  : port.daysFromFirstPort === null
                    ? port.code
                    : t('info.route.dayOffset', { days: formatFigure(port.daysFromFirstPort) })}
              </small>
            </span>
          </li>
        ))}
      </ol>
      {sails ? (
        <dl className="route-loop__facts">
          <div>
            <dt>{t('info.route.weeklySailings')}</dt>
            <dd>{t('info.route.perWeek', { count: formatFigure(loop.weeklySailings) })}</dd>
          </div>
          <div>
            <dt>{t('info.route.departureDays')}</dt>
            <dd>{loop.departureWeekdays.map((weekday) => t(weekdayKey(weekday))).join(separator)}</dd>
          </div>
          {loop.transitDays !== null && (
            <div>
              <dt>{t('info.route.transit')}</dt>
              <dd>{t('info.route.days', { days: formatFigure(loop.transitDays) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('info.route.vessels')}</dt>
            <dd>{loop.vessels.map((vessel) => (language === 'en' ? vessel.vslEnnme : vessel.vslCnnme)).join(separator)}</dd>
          </div>
          {loop.nextDeparture !== null && (
            <div>
              <dt>{t('info.route.nextDeparture')}</dt>
              <dd>{formatChinaTime(loop.nextDeparture, 'YYYY-MM-DD')}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="route-loop__idle">{t('info.route.noSailings')}</p>
      )}
    </section>
  );
}

/** 具体航线: every service loop, its port rotation with the days from the first port, and what sails it. */
export function RouteLoopList({ loops }: { loops: TGetRouteNetworkResponse['loops'] }) {
  const { t } = useTranslation();
  if (loops.length === 0) return <Empty description={t('info.route.empty')} />;
  return (
    <div className="route-loops">
      {loops.map((loop) => (
        <LoopCard key={loop.svcLoopAbbrv} loop={loop} />
      ))}
    </div>
  );
}
