import type { TCargoBriefDescDTO, TOrderCompleteResponse } from '@coastbook/contracts';
import { ZBookingInfoRequest } from '@coastbook/contracts';
import { formatMoney, insuranceRatePerMille, ORDER_NOTICES, SHIPPING_TERMS } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Skeleton, Space, Switch, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { useButtonLock } from '../../../lib/button-lock';
import { useMoneyAction } from '../../../lib/money-action';
import { bracketed } from '../../../lib/punctuation';
import { zodFormRule, zodRule } from '../../../lib/zod-rule';
import { useCargoBriefDesc, useInsuranceChargeItems } from '../api/booking-options';
import { createOrder, orderQueryKeys, saveDraftOrder, submitBooking, useOrderComplete } from '../api/booking';
import { ChargeList } from '../components/charge-list';
import { DoorFields } from '../components/door-fields';
import { OrderStatusTag } from '../components/order-status-tag';
import { PartyFields } from '../components/party-fields';
import { useBilingualNames } from '../../basedata';
import { SailingSummary } from '../components/sailing-summary';
import { draftEstimate } from '../lib/draft-estimate';
import { draftBookingPath, parseBookingEntry, paymentPath } from '../lib/booking-params';
import { formValuesFromOrder, needsDeliveryDoor, needsLoadingDoor, toBookingRequest, toDraftRequest, type BookingFormValues } from '../lib/booking-form';
import '../order.css';

/**
 * /order/booking (001 §2 Orders, §7 "Cargo and order creation"). Opened from the shopping box with
 * `?productId=…&cntr=20GP:1`, it creates the draft at once (createOrder; a refusal shows the server's
 * msg and the way back to /product) and moves to `?orderId=…`, which is also how a draft is reopened.
 * The form is the booking information; the amount is the server's (complete/{orderId}).
 */
export function OrderBookingPage() {
  const [search] = useSearchParams();
  const entry = useMemo(() => parseBookingEntry(search), [search]);
  if (entry.kind === 'draft') return <BookingDraft orderId={entry.orderId} />;
  if (entry.kind === 'new') return <CreateDraft productId={entry.productId} containers={entry.containers} />;
  return <BookingRefused message={null} />;
}

function BookingRefused({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="container order-page">
      <Result
        status="warning"
        title={t('order.booking.cannotBook')}
        subTitle={<span data-testid="booking-refusal">{message ?? t('order.booking.badEntry')}</span>}
        extra={
          <Link to="/product">
            <Button type="primary" data-testid="back-to-product">
              {t('order.booking.backToProduct')}
            </Button>
          </Link>
        }
      />
    </div>
  );
}

/** createOrder once on arrival (a StrictMode double mount or a re-render must not make two drafts). */
function CreateDraft({ productId, containers }: { productId: string; containers: Array<{ cntrType: string; quantity: number }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const key = `${productId}|${containers.map((container) => `${container.cntrType}:${container.quantity}`).join(',')}`;

  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    createOrder({ productId, containers }).then(
      (answer) => navigate(draftBookingPath(answer.orderId, productId), { replace: true }),
      (error: unknown) => setRefusal(errorMessage(error)),
    );
  }, [key, productId, containers, navigate]);

  if (refusal !== null) return <BookingRefused message={refusal} />;
  return (
    <div className="container order-page" data-testid="booking-creating">
      <Skeleton active paragraph={{ rows: 8 }} />
      <p className="order-muted">{t('order.booking.creating')}</p>
    </div>
  );
}

function BookingDraft({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const complete = useOrderComplete(orderId);
  if (complete.isPending) {
    return (
      <div className="container order-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (complete.isError) return <BookingRefused message={errorMessage(complete.error)} />;
  const order = complete.data.orderInfo;
  if (order.status !== 'P') {
    return (
      <div className="container order-page">
        <Result
          status="info"
          title={t('order.booking.notDraft', { orderNo: order.orderNo })}
          extra={
            <Space>
              {order.canPay && (
                <Link to={paymentPath(order.orderId)}>
                  <Button type="primary">{t('order.actions.pay')}</Button>
                </Link>
              )}
              <Link to={`/orderView?orderId=${order.orderId}`}>
                <Button>{t('order.actions.view')}</Button>
              </Link>
            </Space>
          }
        />
      </div>
    );
  }
  return <BookingForm complete={complete.data} />;
}

function BookingForm({ complete }: { complete: TOrderCompleteResponse }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const guard = useButtonLock();
  const order = complete.orderInfo;
  const [form] = Form.useForm<BookingFormValues>();
  const initialValues = useMemo(() => formValuesFromOrder(complete), [complete.orderInfo.orderId]); // eslint-disable-line react-hooks/exhaustive-deps -- refill only for another order
  const shippingTerm = Form.useWatch('shippingTerm', form) ?? initialValues.shippingTerm;
  const isDangerous = Form.useWatch('isDangerous', form) ?? false;
  const insuranceCode = Form.useWatch('insuranceCode', form);
  const [cargoKeyword, setCargoKeyword] = useState('');
  const cargo = useCargoBriefDesc(order.productId, cargoKeyword);
  const insurance = useInsuranceChargeItems();
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  // Submitting reserves containers: pressed again after its answer was lost, the same key answers the first
  // submission. (After such a failure `refresh` refetches the order, which then shows it submitted.)
  const submission = useMoneyAction([]);
  const [cargoChoice, setCargoChoice] = useState<{ value: string; label: string } | null>(
    order.cgoBriefDescCde ? { value: order.cgoBriefDescCde, label: names.cargo(order) ?? order.cgoBriefDescCde } : null,
  );

  const cargoOptions = useMemo(() => {
    const found = (cargo.data ?? []).map((item: TCargoBriefDescDTO) => ({
      value: item.cgoBriefDescCde,
      label: language === 'en' ? bracketed(item.cgoBriefDescEnnme, item.cgoTypeEnnme, language) : bracketed(item.cgoBriefDescCnnme, item.cgoTypeCnnme, language),
      disabled: !item.canOrder,
      title: item.reason ?? undefined,
      item,
    }));
    if (cargoChoice && !found.some((option) => option.value === cargoChoice.value)) return [{ ...cargoChoice, disabled: false, title: undefined, item: undefined }, ...found];
    return found;
  }, [cargo.data, cargoChoice, language]);

  const onCargoChange = (value: string | undefined) => {
    const option = cargoOptions.find((candidate) => candidate.value === value);
    setCargoChoice(option ? { value: option.value, label: option.label } : null);
    // A commodity the carrier lists as dangerous sets the flag (the user can still set it for others).
    if (option?.item?.isDangerous) form.setFieldValue('isDangerous', true);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: orderQueryKeys.complete(order.orderId) });

  const saveDraft = async () => {
    setSaving('draft');
    try {
      await saveDraftOrder(toDraftRequest(order.orderId, form.getFieldsValue(true) as BookingFormValues));
      message.success(t('order.booking.saved'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const submit = async () => {
    let values: BookingFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as BookingFormValues;
    } catch {
      message.error(t('order.booking.fixFields'));
      return;
    }
    setSaving('submit');
    try {
      const request = toBookingRequest(order.orderId, values);
      const answer = await submission.send(request, (idempotencyKey) => submitBooking(request, idempotencyKey));
      await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      message.success(t('order.booking.submitted', { orderNo: answer.orderNo }));
      navigate(paymentPath(answer.orderId));
    } catch (error) {
      message.error(submission.messageFor(error));
      await refresh();
    } finally {
      setSaving(null);
    }
  };

  const insuranceOptions = (insurance.data ?? []).map((item) => ({
    value: item.code,
    label: item.rateBp > 0 ? t('order.booking.insurance.withRate', { name: item.cnnme, rate: insuranceRatePerMille(item.rateBp) }) : item.cnnme,
  }));

  return (
    <div className="container order-page" data-testid="booking-page" data-order-id={order.orderId}>
      <header className="order-page__header">
        <div>
          <h1>{t('order.booking.title')}</h1>
          <p className="order-muted">{t('order.booking.subtitle')}</p>
        </div>
        <Space>
          <Tag data-testid="booking-order-no">
            {t('order.common.orderNo')} {order.orderNo}
          </Tag>
          <OrderStatusTag status={order.status} dcsaStatus={order.dcsaStatus} />
        </Space>
      </header>
      <Form<BookingFormValues> form={form} layout="vertical" initialValues={initialValues} requiredMark={false} scrollToFirstError>
        <div className="order-page__body">
          <div className="order-page__main">
            <section className="order-card">
              <h2>{t('order.booking.sections.sailing')}</h2>
              <SailingSummary order={order} />
            </section>

            <section className="order-card">
              <h2>{t('order.booking.sections.parties')}</h2>
              <PartyFields party="shipper" form={form} required />
              <PartyFields party="consignee" form={form} required />
              <PartyFields party="notifyParty" form={form} required={false} />
              <PartyFields party="bookingAgent" form={form} required={false} />
            </section>

            <section className="order-card">
              <h2>{t('order.booking.sections.cargo')}</h2>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="cgoBriefDescCde" label={t('order.booking.cargo.description')} rules={[zodRule(ZBookingInfoRequest.shape.cgoBriefDescCde)]}>
                    <Select
                      showSearch={{ filterOption: false, onSearch: (value) => setCargoKeyword(value.trim()) }}
                      allowClear
                      placeholder={t('order.booking.cargo.descriptionPlaceholder')}
                      loading={cargo.isFetching}
                      options={cargoOptions.map(({ item: _item, ...option }) => option)}
                      onChange={onCargoChange}
                      notFoundContent={t('order.booking.cargo.noneFound')}
                      data-testid="cargo-description"
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="packagingCnnme" label={t('order.booking.cargo.packaging')} rules={[zodRule(ZBookingInfoRequest.shape.packagingCnnme)]}>
                    <Input maxLength={50} placeholder={t('order.booking.cargo.packagingPlaceholder')} data-testid="cargo-packaging" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="weightKg" label={t('order.booking.cargo.weight')} rules={[zodRule(ZBookingInfoRequest.shape.weightKg)]}>
                    <InputNumber min={0} precision={3} style={{ width: '100%' }} suffix="kg" data-testid="cargo-weight" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="packages" label={t('order.booking.cargo.packages')} rules={[zodRule(ZBookingInfoRequest.shape.packages)]}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="cargo-packages" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="isDangerous" label={t('order.booking.cargo.dangerous')} valuePropName="checked">
                    <Switch checkedChildren={t('order.common.yes')} unCheckedChildren={t('order.common.no')} data-testid="cargo-dangerous" />
                  </Form.Item>
                </Col>
              </Row>
              {isDangerous && <Alert type="error" showIcon className="order-notice" data-testid="dangerous-notice" title={ORDER_NOTICES.dangerousGoods[language]} />}
            </section>

            <section className="order-card">
              <h2>{t('order.booking.sections.shippingTerm')}</h2>
              <Form.Item name="shippingTerm">
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={SHIPPING_TERMS.map((term) => ({ value: term.value, label: term[language] }))}
                  data-testid="shipping-term"
                />
              </Form.Item>
              {shippingTerm !== 0 && <Alert type="info" showIcon className="order-notice" title={ORDER_NOTICES.doorTerms[language]} />}
              {shippingTerm === 3 && <Alert type="info" showIcon className="order-notice" title={ORDER_NOTICES.doorToDoorDisclaimer[language]} />}
              {needsLoadingDoor(shippingTerm) && <DoorFields door="loadingDoor" form={form} />}
              {needsDeliveryDoor(shippingTerm) && <DoorFields door="deliveryDoor" form={form} />}
            </section>

            <section className="order-card">
              <h2>{t('order.booking.sections.insurance')}</h2>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="insuranceCode" label={t('order.booking.insurance.kind')}>
                    <Select allowClear placeholder={t('order.booking.insurance.none')} options={insuranceOptions} loading={insurance.isFetching} data-testid="insurance-kind" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  {insuranceCode && (
                    <Form.Item
                      name="insuredAmountYuan"
                      label={t('order.booking.insurance.amount')}
                      rules={[
                        {
                          validator: async (_rule, value: string | undefined) => {
                            if (!value || !/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value.trim()) || Number(value) <= 0) throw new Error(t('order.booking.insurance.amountInvalid'));
                          },
                        },
                      ]}
                    >
                      <Input prefix="¥" data-testid="insurance-amount" />
                    </Form.Item>
                  )}
                </Col>
              </Row>
              <Form.Item name="remarks" label={t('order.booking.remarks')} rules={[zodRule(ZBookingInfoRequest.shape.remarks)]}>
                <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="booking-remarks" />
              </Form.Item>
            </section>
          </div>

          <aside className="order-page__side">
            <section className="order-card order-card--sticky" data-testid="booking-summary">
              <h2>{t('order.booking.sections.charges')}</h2>
              {complete.chargeItems.length > 0 ? (
                <ChargeList items={complete.chargeItems} totalFen={complete.orderAmountInfos.totalFen} />
              ) : (
                <ChargeList {...draftEstimate(complete)} estimate />
              )}
              {complete.docCharge.rule && (
                <p className="order-muted order-small" data-testid="booking-doc-fee-rule">
                  {t('order.charges.docFeeRule', { amount: formatMoney(complete.docCharge.amountFen) })}
                </p>
              )}
              <Form.Item name="agreementTicked" valuePropName="checked" rules={[zodFormRule(ZBookingInfoRequest, 'agreementTicked')]}>
                <Checkbox data-testid="booking-agreement">
                  {t('order.booking.agreement')}
                </Checkbox>
              </Form.Item>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button type="primary" size="large" block loading={saving === 'submit'} disabled={saving === 'draft'} onClick={guard(submit)} data-testid="booking-submit">
                  {t('order.booking.submit')}
                </Button>
                <Button block loading={saving === 'draft'} disabled={saving === 'submit'} onClick={guard(saveDraft)} data-testid="booking-save-draft">
                  {t('order.booking.saveDraft')}
                </Button>
              </Space>
              <p className="order-muted order-small">{t('order.booking.payHint')}</p>
            </section>
          </aside>
        </div>
      </Form>
    </div>
  );
}
