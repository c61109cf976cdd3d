import { ORDER_FORM_MESSAGES, formatMoney } from '@coastbook/domain';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { useBilingualNames } from '../../basedata';
import { useSelectionPricing } from '../api/price-selection';
import type { SailingView } from '../lib/sailing-view';
import {
  blurLine,
  chosenContainers,
  lineConflict,
  lineProblem,
  orderButtonState,
  setLineQuantity,
  shoppingBoxQuantity,
  shoppingBoxTotalFen,
  type ShoppingBoxLine,
} from '../lib/shopping-box-state';

export interface ShoppingBoxProps {
  /** The selected sailing, null before one is chosen. */
  sailing: SailingView | null;
  /** Prices / inventory of the selection are (re)loading: the button reads 'price calculating'. */
  loading: boolean;
  /** The consign request is running (cargo check, then the booking page). */
  consigning: boolean;
  onConsign: (chosen: { productId: string; containers: Array<{ cntrType: string; quantity: number }> }) => void;
}

function linesOf(sailing: SailingView | null): ShoppingBoxLine[] {
  return (sailing?.containers ?? [])
    .filter((container) => !container.isClosed)
    .map((container) => ({
      cntrType: container.cntrType,
      containerPrice: container.containerPrice,
      ylbPromotionPrice: container.ylbPromotionPrice,
      availableInventory: container.availableInventory,
      conflictMessage: container.conflictMessage,
      quantityText: '',
    }));
}

/**
 * The shopping box (001 §2 "Shopping box", §3 "Selected product", §5): the selected sailing's header
 * and, per container type, a quantity input (max 3 digits), container price, promotion price and
 * available inventory; a quantity for one type zeroes the others on blur; the total is Σ container
 * prices − Σ promotion prices. The order button stays disabled below a contract product's committed
 * volume, above inventory or on a quantity conflict.
 */
export function ShoppingBox({ sailing, loading, consigning, onConsign }: ShoppingBoxProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const [lines, setLines] = useState<ShoppingBoxLine[]>(() => linesOf(sailing));
  const productId = sailing?.productId;

  // A different sailing starts from empty quantities; a refetch of the same one keeps what was typed.
  const shownProductId = useRef(productId);
  useEffect(() => {
    const sameSailing = shownProductId.current === productId;
    shownProductId.current = productId;
    setLines((current) =>
      linesOf(sailing).map((line) => ({
        ...line,
        quantityText: sameSailing ? (current.find((old) => old.cntrType === line.cntrType)?.quantityText ?? '') : '',
      })),
    );
  }, [sailing, productId]);

  const chosen = useMemo(() => chosenContainers(lines), [lines]);
  // The server prices the whole selection (a reduction from N containers needs the quantity); until its
  // answer is in, the list's per-container prices stand and the button reads 'price calculating'.
  const { pricing, pending: pricingPending } = useSelectionPricing(productId, chosen);
  const pricedPromotion = (cntrType: string) => pricing?.lines.find((priced) => priced.cntrType === cntrType)?.ylbPromotionPrice;
  const totalFen = useMemo(() => pricing?.totalPrice ?? shoppingBoxTotalFen(lines), [pricing, lines]);
  const quantity = shoppingBoxQuantity(lines);
  const committedVolume = sailing?.committedVolume ?? null;
  const button = orderButtonState({
    lines,
    loading: loading || pricingPending,
    committedVolume,
    maxOrderQuantity: sailing?.maxOrderQuantity ?? null,
    orderable: sailing?.orderable ?? false,
  });

  if (sailing === null) {
    return (
      <aside className="shopping-box shopping-box--empty" data-testid="shopping-box">
        <h2 className="shopping-box__title">
          <ShoppingCartOutlined /> {t('product.box.title')}
        </h2>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product.box.pickSailing')} />
      </aside>
    );
  }

  const facts: Array<[string, string, string]> = [
    ['fpol', t('product.box.fpol'), names.place(sailing.fpolCde, sailing.fpolCnnme)],
    ['lpod', t('product.box.lpod'), names.place(sailing.lpodCde, sailing.lpodCnnme)],
    ['vessel', t('product.box.vessel'), names.vessel(sailing)],
    ['voyage', t('product.box.voyage'), sailing.voyage],
    ['loop', t('product.box.svcLoop'), sailing.svcLoop],
    ['origin', sailing.origIsRail ? t('product.box.originRail') : t('product.box.origin'), names.place(sailing.origFacilityCde, sailing.origFacilityCnnme)],
    ['etd', t('product.box.etd'), formatChinaTime(sailing.etd)],
  ];

  return (
    <aside className="shopping-box" data-testid="shopping-box" aria-label={t('product.box.title')}>
      <h2 className="shopping-box__title">
        <ShoppingCartOutlined /> {t('product.box.title')}
      </h2>
      <dl className="shopping-box__facts" data-testid="shopping-box-product">
        {facts.map(([key, label, value]) => (
          <div key={key} className="shopping-box__fact">
            <dt>{label}</dt>
            <dd data-testid={`shopping-box-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {committedVolume !== null && (
        <Tag color="purple" className="shopping-box__committed" data-testid="shopping-box-committed">
          {t('product.box.committedVolume', { count: committedVolume })}
        </Tag>
      )}
      <div className="shopping-box__head" aria-hidden>
        <span>{t('product.box.cntrType')}</span>
        <span>{t('product.box.price')}</span>
        <span>{t('product.box.quantity')}</span>
      </div>
      <ul className="shopping-box__lines" data-testid="shopping-box-lines">
        {lines.map((line) => {
          const problem = lineProblem(line);
          const conflict = lineConflict(line);
          const promotion = pricedPromotion(line.cntrType) ?? line.ylbPromotionPrice;
          return (
            <li key={line.cntrType} className="shopping-box__line" data-testid={`box-line-${line.cntrType}`}>
              <div className="shopping-box__type">
                <strong>{line.cntrType}</strong>
                <span className="shopping-box__inventory" data-testid="box-line-inventory">
                  {line.availableInventory === null
                    ? t('product.result.inventoryOpen')
                    : t('product.box.inventory', { count: line.availableInventory })}
                </span>
              </div>
              <div className="shopping-box__prices">
                <span className="shopping-box__price" data-testid="box-line-price">
                  {formatMoney(line.containerPrice)}
                </span>
                {promotion !== null && promotion > 0 && (
                  <span className="shopping-box__promotion" data-testid="box-line-promotion">
                    {t('product.box.promotion', { amount: formatMoney(promotion) })}
                  </span>
                )}
              </div>
              <Tooltip title={problem ? t('product.box.aboveInventory', { count: problem.available }) : undefined}>
                <Input
                  className="shopping-box__quantity"
                  inputMode="numeric"
                  maxLength={3}
                  placeholder="0"
                  value={line.quantityText}
                  status={problem ? 'error' : ''}
                  aria-label={t('product.box.quantityOf', { type: line.cntrType })}
                  data-testid={`box-quantity-${line.cntrType}`}
                  onChange={(event) => setLines((current) => setLineQuantity(current, line.cntrType, event.target.value))}
                  onBlur={() => setLines((current) => blurLine(current, line.cntrType))}
                />
              </Tooltip>
              {problem && (
                <div className="shopping-box__problem" role="alert" data-testid={`box-problem-${line.cntrType}`}>
                  {t('product.box.aboveInventory', { count: problem.available })}
                </div>
              )}
              {conflict && (
                <div className="shopping-box__conflict" role="status" data-testid={`box-conflict-${line.cntrType}`}>
                  {conflict}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {button.blockedBy === 'belowCommittedVolume' && (
        <Alert type="warning" showIcon className="shopping-box__alert" data-testid="box-below-committed" title={ORDER_FORM_MESSAGES.belowCommittedVolume[language]} />
      )}
      {button.blockedBy === 'overMaxOrderQuantity' && (
        <Alert type="warning" showIcon className="shopping-box__alert" title={t('product.box.overMax', { count: sailing.maxOrderQuantity ?? 0 })} />
      )}
      {button.blockedBy === 'notOrderable' && (
        <Alert type="info" showIcon className="shopping-box__alert" title={t('product.box.notOrderable')} />
      )}
      <div className="shopping-box__total">
        <span>{t('product.box.totalOf', { count: quantity })}</span>
        <strong data-testid="shopping-box-total">{formatMoney(totalFen)}</strong>
      </div>
      <Button
        type="primary"
        size="large"
        block
        disabled={button.disabled}
        loading={consigning}
        data-testid="consign-button"
        onClick={() => onConsign({ productId: sailing.productId, containers: chosen })}
      >
        {ORDER_FORM_MESSAGES[button.label][language]}
      </Button>
    </aside>
  );
}
