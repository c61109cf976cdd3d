import type { TFreightIndexResponse } from '@coastbook/contracts';
import { PERIODS, formatMoney, labelOf, type FreightPeriod } from '@coastbook/domain';
import { Empty, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useUiLanguage } from '../../../i18n/use-language';
import { useFreightIndex } from '../api/get-freight-index';
import { FreightIndexChart, type FreightIndexSeries } from '../components/freight-index-chart';
import '../freight-index.css';

const PERIOD_VALUES = PERIODS.map((period) => period.value);

function isPeriod(value: string | null): value is FreightPeriod {
  return value !== null && (PERIOD_VALUES as readonly string[]).includes(value);
}

interface CategoryFigures {
  code: string;
  name: string;
  latest: number | null;
  /** Change since the first point, percent. */
  changePercent: number | null;
  averagePrice: number | null;
}

function chartData(data: TFreightIndexResponse | undefined, language: 'zh' | 'en') {
  if (data === undefined) return { dates: [] as string[], series: [] as FreightIndexSeries[], figures: [] as CategoryFigures[] };
  const dates = [...new Set(data.series.flatMap((line) => line.points.map((point) => point.date)))].sort();
  const series = data.series.map((line) => {
    const byDate = new Map(line.points.map((point) => [point.date, point.index]));
    return {
      code: line.category,
      name: language === 'en' ? line.categoryEnnme : line.categoryCnnme,
      values: dates.map((date) => byDate.get(date) ?? null),
    };
  });
  const figures = data.series.map((line): CategoryFigures => {
    const priced = line.points.filter((point) => point.index !== null);
    const first = priced[0]?.index ?? null;
    const last = priced.at(-1);
    return {
      code: line.category,
      name: language === 'en' ? line.categoryEnnme : line.categoryCnnme,
      latest: last?.index ?? null,
      changePercent: first !== null && last?.index != null && first !== 0 ? ((last.index - first) / first) * 100 : null,
      averagePrice: last?.averagePrice ?? null,
    };
  });
  return { dates: dates.map((date) => dayjs(date).format('MM-DD')), series, figures };
}

/** /freightIndex (public, 001 §9): the freight index of each category over one-week, half-month or one-month periods. */
export function FreightIndexPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: FreightPeriod = isPeriod(requested) ? requested : 'WEEK';
  const index = useFreightIndex(period);
  const { dates, series, figures } = useMemo(() => chartData(index.data, language), [index.data, language]);
  const hasPoints = series.some((line) => line.values.some((value) => value !== null));

  return (
    <div className="freight-index-page container" data-testid="freight-index-page">
      <header className="freight-index-page__header">
        <div>
          <h1>{t('product.freightIndex.title')}</h1>
          <p>{t('product.freightIndex.subtitle')}</p>
        </div>
        <div className="freight-index-page__period">
          <span>{t('product.freightIndex.period')}</span>
          <Segmented<FreightPeriod>
            value={period}
            options={PERIODS.map((option) => ({ value: option.value, label: option[language] }))}
            onChange={(next) => setParams(next === 'WEEK' ? {} : { period: next })}
            data-testid="freight-index-period"
          />
        </div>
      </header>
      <section className="freight-index-page__card">
        {index.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
        {index.isError && (
          <LoadFailedAlert error={index.error} onRetry={() => void index.refetch()} />
        )}
        {index.isSuccess &&
          (hasPoints ? (
            <FreightIndexChart
              dates={dates}
              series={series}
              ariaLabel={t('product.freightIndex.chartLabel', { period: labelOf(PERIODS, period, language), count: series.length })}
            />
          ) : (
            <Empty description={t('product.freightIndex.empty')} />
          ))}
      </section>
      {index.isSuccess && hasPoints && (
        <section className="freight-index-page__figures" data-testid="freight-index-figures">
          {figures.map((figure) => (
            <div key={figure.code} className="freight-index-figure" data-testid={`freight-index-${figure.code}`}>
              <span className="freight-index-figure__name">{figure.name}</span>
              <strong className="freight-index-figure__latest">{figure.latest?.toFixed(1) ?? '—'}</strong>
              <span
                className={`freight-index-figure__change${figure.changePercent !== null && figure.changePercent < 0 ? ' freight-index-figure__change--down' : ''}`}
              >
                {t('product.freightIndex.change')} {figure.changePercent === null ? '—' : `${figure.changePercent >= 0 ? '+' : ''}${figure.changePercent.toFixed(1)}%`}
              </span>
              {figure.averagePrice !== null && <span className="freight-index-figure__price">{formatMoney(Math.round(figure.averagePrice))}</span>}
            </div>
          ))}
        </section>
      )}
      <p className="freight-index-page__note">{t('product.freightIndex.note')}</p>
    </div>
  );
}
