import type { TGetRouteNetworkResponse } from '@coastbook/contracts';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatFigure } from '../lib/route-figures';

function Figure({ label, value, unit, testId }: { label: string; value: number; unit: string; testId: string }) {
  return (
    <div className="route-figure" data-testid={testId}>
      <span className="route-figure__label">{label}</span>
      <strong className="route-figure__value">
        {formatFigure(value)}
        <span className="route-figure__unit">{unit}</span>
      </strong>
    </div>
  );
}

/** 航线规模: the network's totals over the next four weeks, then the same figures loop by loop. */
export function RouteNetworkSize({ network }: { network: TGetRouteNetworkResponse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { summary } = network;
  return (
    <>
      <div className="route-figures">
        <Figure testId="route-size-loops" label={t('info.size.loops')} value={summary.loopCount} unit={t('info.size.loopUnit')} />
        <Figure testId="route-size-ports" label={t('info.size.ports')} value={summary.portCount} unit={t('info.size.portUnit')} />
        <Figure testId="route-size-vessels" label={t('info.size.vessels')} value={summary.vesselCount} unit={t('info.size.vesselUnit')} />
        <Figure testId="route-size-teu" label={t('info.size.capacity')} value={summary.deployedTeu} unit="TEU" />
        <Figure testId="route-size-sailings" label={t('info.size.weeklySailings')} value={summary.weeklySailings} unit={t('info.size.sailingUnit')} />
      </div>
      <h2 className="info-section-title">{t('info.size.byLoop')}</h2>
      <div className="info-article__table-wrap">
        <table className="info-table" data-testid="route-size-table">
          <thead>
            <tr>
              <th scope="col">{t('info.size.loop')}</th>
              <th scope="col" className="info-table__number">{t('info.size.ports')}</th>
              <th scope="col" className="info-table__number">{t('info.size.vessels')}</th>
              <th scope="col" className="info-table__number">{t('info.size.capacity')}</th>
              <th scope="col" className="info-table__number">{t('info.size.weeklySailings')}</th>
              <th scope="col" className="info-table__number">{t('info.route.transit')}</th>
            </tr>
          </thead>
          <tbody>
            {network.loops.map((loop) => (
              <tr key={loop.svcLoopAbbrv}>
                <td>
                  {loop.svcLoopAbbrv} {language === 'en' ? loop.svcLoopEnnme : loop.svcLoopCnnme}
                </td>
                <td className="info-table__number">{loop.portRotation.length}</td>
                <td className="info-table__number">{loop.vesselCount}</td>
                <td className="info-table__number">{formatFigure(loop.deployedTeu)} TEU</td>
                <td className="info-table__number">{formatFigure(loop.weeklySailings)}</td>
                <td className="info-table__number">
                  {loop.transitDays === null ? '—' : t('info.route.days', { days: formatFigure(loop.transitDays) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="info-page__footnote">{t('info.size.footnote')}</p>
    </>
  );
}
