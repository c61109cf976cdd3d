import { PRODUCT_TYPES, PROMOTION_CHARGE_TYPES, bookingCloseTime, formatMoney, labelOf } from '@coastbook/domain';
import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { useBilingualNames } from '../../basedata';
import { formatChinaTime } from '../../../lib/china-time';
import type { SailingContainer, SailingView } from '../lib/sailing-view';

export interface SailingListProps {
  sailings: readonly SailingView[];
  selectedId: string | undefined;
  onSelect: (sailing: SailingView) => void;
  carrierName: (code: string) => string;
}

const PRODUCT_TYPE_COLOURS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan', 4: 'magenta', 5: 'gold' };

function ContainerPrice({ container }: { container: SailingContainer }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const discount = container.ylbPromotionPrice ?? 0;
  const net = container.containerPrice - discount;
  const inventory = container.isClosed
    ? t('product.result.closed')
    : container.availableInventory === null
      ? t('product.result.inventoryOpen')
      : container.availableInventory === 0
        ? t('product.result.soldOut')
        : t('product.result.inventory', { count: container.availableInventory });
  return (
    <div className={`sailing-price${container.isClosed ? ' sailing-price--closed' : ''}`} data-testid={`sailing-price-${container.cntrType}`}>
      <span className="sailing-price__type">{container.cntrType}</span>
      <span className="sailing-price__net" data-testid="sailing-price-net">
        {formatMoney(net)}
      </span>
      {discount > 0 && (
        <del className="sailing-price__was" data-testid="sailing-price-was">
          {formatMoney(container.containerPrice)}
        </del>
      )}
      {container.promotions.length > 0 && (
        <span className="sailing-price__promotions">
          {container.promotions.map((promotion) => (
            <Tooltip key={`${promotion.chargeType}-${promotion.title}`} title={`${promotion.title} −${formatMoney(promotion.amountFen)}`}>
              <Tag color="volcano" className="sailing-price__promotion" data-testid="sailing-promotion">
                {labelOf(PROMOTION_CHARGE_TYPES, promotion.chargeType, language)}
              </Tag>
            </Tooltip>
          ))}
        </span>
      )}
      <span
        className={`sailing-price__inventory${container.availableInventory === 0 ? ' sailing-price__inventory--none' : ''}`}
        data-testid="sailing-inventory"
      >
        {inventory}
      </span>
    </div>
  );
}

/** The search result (001 §2): one card per sailing with ETD, transit time, vessel/voyage, loop, prices and inventory. */
export function SailingList({ sailings, selectedId, onSelect, carrierName }: SailingListProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  return (
    <ol className="sailing-list" data-testid="sailing-list">
      {sailings.map((sailing) => {
        const selected = sailing.productId === selectedId;
        return (
          <li key={sailing.productId} className={`sailing${selected ? ' sailing--selected' : ''}`} data-testid="sailing" data-product-id={sailing.productId}>
            <div className="sailing__route">
              <div className="sailing__when">
                <span className="sailing__etd" data-testid="sailing-etd">
                  {formatChinaTime(sailing.etd, 'MM-DD')}
                  <small>{formatChinaTime(sailing.etd, ' HH:mm')}</small>
                </span>
                <span className="sailing__label">{t('product.result.etd')}</span>
              </div>
              <div className="sailing__ports">
                <span className="sailing__port">{sailing.origIsRail ? names.place(sailing.origFacilityCde, sailing.origFacilityCnnme) : names.place(sailing.fpolCde, sailing.fpolCnnme)}</span>
                <span className="sailing__transit" data-testid="sailing-transit">
                  {t('common.days', { count: sailing.transitDays })}
                  <ArrowRightOutlined />
                </span>
                <span className="sailing__port">{names.place(sailing.lpodCde, sailing.lpodCnnme)}</span>
              </div>
              <div className="sailing__when sailing__when--eta">
                <span className="sailing__eta">{formatChinaTime(sailing.eta, 'MM-DD')}</span>
                <span className="sailing__label">{t('product.result.eta')}</span>
              </div>
            </div>
            <div className="sailing__meta">
              <Tag color="geekblue">{carrierName(sailing.carrier)}</Tag>
              {sailing.productType !== 0 && !sailing.origIsRail && (
                <Tag color={PRODUCT_TYPE_COLOURS[sailing.productType] ?? 'default'} data-testid="sailing-product-type">
                  {labelOf(PRODUCT_TYPES, sailing.productType, language)}
                </Tag>
              )}
              {sailing.origIsRail && <Tag color="blue">{t('product.result.viaRail', { station: names.place(sailing.origFacilityCde, sailing.origFacilityCnnme), port: names.place(sailing.fpolCde, sailing.fpolCnnme) })}</Tag>}
              <span data-testid="sailing-vessel">
                {t('product.result.vesselVoyage', { vessel: names.vessel(sailing), voyage: sailing.voyage })}
              </span>
              <span data-testid="sailing-loop">{t('product.result.loop', { loop: sailing.svcLoop })}</span>
              {sailing.committedVolume !== null && (
                <Tag color="purple" data-testid="sailing-committed">
                  {t('product.box.committedVolume', { count: sailing.committedVolume })}
                </Tag>
              )}
            </div>
            <div className="sailing__prices">
              {sailing.containers.map((container) => (
                <ContainerPrice key={container.cntrType} container={container} />
              ))}
            </div>
            <div className="sailing__action">
              <Button
                type={selected ? 'default' : 'primary'}
                icon={selected ? <CheckOutlined /> : undefined}
                onClick={() => onSelect(sailing)}
                disabled={!sailing.orderable}
                data-testid="sailing-select"
              >
                {!sailing.orderable ? t('product.result.notOrderable') : selected ? t('product.result.selected') : t('product.result.select')}
              </Button>
              {/* When booking closes (截单): the sailing stops being orderable then, a day before it leaves. */}
              <span className="sailing__cutoff" data-testid="sailing-cutoff">
                {t('product.result.cutoff', { time: formatChinaTime(bookingCloseTime(new Date(sailing.etd)).toISOString(), 'MM-DD HH:mm') })}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
