import type { TOpsPromotion, TOpsPromotionCreate, TOpsPromotionQuery } from '@coastbook/contracts';
import { labelOf, PROMOTION_CHARGE_TYPES } from '@coastbook/domain';
import { Badge, Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { chinaInstant, chinaWallClock } from '../../lib/china-time';
import { useUiLanguage } from '../../i18n/use-language';
import { useContainerTypeOptions, useOpsProducts, useOpsPromotions, useSavePromotion } from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps } from '../components/ops-table-props';
import { OpsFormModal, useKeyedSave, useSaveAndClose } from '../components/ops-form-modal';
import { formatDateTime } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { formatYuan } from './product/product-format';
import { useProductTranslation } from './product/product-i18n';

type ChargeType = TOpsPromotion['chargeType'];

/** 促销优惠 (/ops/product/promotions): TP, FP, VP, DP, FS promotions with their validity. */
export function ProductPromotionsPage() {
  return (
    <RequireOpsPermission permission="ops_price_manage">
      <PromotionList />
    </RequireOpsPermission>
  );
}

interface PromotionForm {
  title: string;
  chargeType: ChargeType;
  scope: 'PRODUCT' | 'ALL';
  productId?: string | null;
  carrierCode?: string | null;
  containerTypeCode?: string | null;
  amount: number;
  validity: [Dayjs, Dayjs];
  minMemberLevel?: number | null;
  thresholdQuantity?: number | null;
  shippingTerm?: number | null;
  isActive: boolean;
}

function PromotionModal({ promotion, onClose }: { promotion: TOpsPromotion | undefined; onClose: () => void }) {
  const { t } = useProductTranslation();
  const language = useUiLanguage();
  const save = useSavePromotion();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const create = useKeyedSave((body: TOpsPromotionCreate, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }), t('common.saved'), onClose);
  const types = useContainerTypeOptions();
  const [productKeyword, setProductKeyword] = useState('');
  const products = useOpsProducts({ current: 1, size: 50, ...(productKeyword ? { keyword: productKeyword } : {}) });
  // The edited promotion's product stays choosable even when the search page does not hold it.
  const productOptions = [
    ...(promotion?.productId && promotion.productCode ? [{ value: promotion.productId, label: promotion.productCode }] : []),
    ...(products.data?.records ?? []).filter((item) => item.id !== promotion?.productId).map((item) => ({ value: item.id, label: item.productCode })),
  ];
  const [form] = Form.useForm<PromotionForm>();
  const chargeType = Form.useWatch('chargeType', form);
  const scope = Form.useWatch('scope', form);

  const submit = (values: PromotionForm) => {
    const common = {
      title: values.title,
      chargeType: values.chargeType,
      amount: values.amount,
      containerTypeCode: values.containerTypeCode || null,
      validFrom: chinaInstant(values.validity[0]),
      validTo: chinaInstant(values.validity[1]),
      minMemberLevel: values.minMemberLevel ?? null,
      thresholdQuantity: values.thresholdQuantity ?? null,
      shippingTerm: values.shippingTerm ?? null,
      isActive: values.isActive ?? true,
    };
    if (promotion) save.mutate({ id: promotion.id, body: common }, saved);
    else create({ ...common, scope: values.scope, productId: values.scope === 'PRODUCT' ? (values.productId ?? null) : null, carrierCode: values.carrierCode || null });
  };

  return (
    <OpsFormModal
      width={640}
      title={promotion ? t('promotions.editTitle', { title: promotion.title }) : t('promotions.addTitle')}
      pending={save.isPending}
      form={form}
      onClose={onClose}
    >
      <Form<PromotionForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="promotion-form"
        initialValues={
          promotion
            ? { ...promotion, validity: [chinaWallClock(promotion.validFrom), chinaWallClock(promotion.validTo)] }
            : { chargeType: 'TP', scope: 'PRODUCT', isActive: true, validity: [chinaWallClock().startOf('minute'), chinaWallClock().add(30, 'day').startOf('day')] }
        }
      >
        <Form.Item name="title" label={t('promotions.title')} rules={[{ required: true, message: t('promotions.titleRequired') }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="chargeType" label={t('promotions.chargeType')} rules={[{ required: true }]}>
            <Select style={{ width: 180 }} options={PROMOTION_CHARGE_TYPES.map((type) => ({ value: type.value, label: `${type.value} ${labelOf(PROMOTION_CHARGE_TYPES, type.value, language)}` }))} />
          </Form.Item>
          <Form.Item name="scope" label={t('promotions.scope')} rules={[{ required: true }]}>
            <Select
              style={{ width: 150 }}
              disabled={promotion !== undefined}
              options={[
                { value: 'PRODUCT', label: t('promotions.scopes.PRODUCT') },
                { value: 'ALL', label: t('promotions.scopes.ALL') },
              ]}
            />
          </Form.Item>
          <Form.Item name="containerTypeCode" label={t('promotions.containerType')}>
            <Select allowClear style={{ width: 200 }} placeholder={t('promotions.allTypes')} options={types.data ?? []} />
          </Form.Item>
        </Space>
        {scope === 'PRODUCT' ? (
          <Form.Item name="productId" label={t('promotions.product')} rules={[{ required: true, message: t('promotions.productRequired') }]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={(value) => setProductKeyword(value.trim())}
              placeholder={t('promotions.productSearch')}
              disabled={promotion !== undefined}
              options={productOptions}
            />
          </Form.Item>
        ) : (
          <Form.Item name="carrierCode" label={t('promotions.carrier')} extra={t('promotions.carrierHint')}>
            <Input allowClear maxLength={10} style={{ width: 160 }} disabled={promotion !== undefined} />
          </Form.Item>
        )}
        <Space wrap>
          <Form.Item name="amount" label={t('promotions.amount')} rules={[{ required: true, message: t('promotions.amountRequired') }]}>
            <InputNumber min={0.01} max={100000} precision={2} addonBefore="¥" style={{ width: 180 }} />
          </Form.Item>
          {chargeType === 'VP' ? (
            <Form.Item name="minMemberLevel" label={t('promotions.minMemberLevel')} rules={[{ required: true, message: t('promotions.conditionRequired') }]}>
              <Select style={{ width: 150 }} options={[1, 2, 3, 4].map((level) => ({ value: level, label: t(`promotions.levels.${level}`) }))} />
            </Form.Item>
          ) : null}
          {chargeType === 'FS' ? (
            <Form.Item name="thresholdQuantity" label={t('promotions.thresholdQuantity')} rules={[{ required: true, message: t('promotions.conditionRequired') }]}>
              <InputNumber min={1} max={999} precision={0} />
            </Form.Item>
          ) : null}
          {chargeType === 'DP' ? (
            <Form.Item name="shippingTerm" label={t('promotions.shippingTerm')} rules={[{ required: true, message: t('promotions.conditionRequired') }]}>
              <Select style={{ width: 150 }} options={[1, 2, 3].map((term) => ({ value: term, label: t(`promotions.terms.${term}`) }))} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="validity" label={t('promotions.validity')} rules={[{ required: true, message: t('promotions.validityRequired') }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('common.active')}</Checkbox>
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

function PromotionList() {
  const { t } = useProductTranslation();
  const language = useUiLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const chargeTypeParam = searchParams.get('chargeType');
  const chargeType = PROMOTION_CHARGE_TYPES.find((type) => type.value === chargeTypeParam)?.value;
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo<TOpsPromotionQuery>(() => ({ current, size, ...(chargeType ? { chargeType } : {}) }), [current, size, chargeType]);
  const page = useOpsPromotions(query);
  const [editing, setEditing] = useState<{ promotion: TOpsPromotion | undefined } | undefined>();

  const columns: TableColumnsType<TOpsPromotion> = [
    {
      title: t('promotions.title'),
      dataIndex: 'title',
      width: 200,
      render: (value: string, record) => (
        <>
          <Tag color="magenta">{record.chargeType}</Tag>
          {value}
        </>
      ),
    },
    { title: t('promotions.chargeType'), dataIndex: 'chargeType', width: 130, render: (value: ChargeType) => labelOf(PROMOTION_CHARGE_TYPES, value, language) },
    {
      title: t('promotions.scope'),
      key: 'scope',
      width: 210,
      render: (_, record) => (record.scope === 'PRODUCT' ? record.productCode : `${t('promotions.scopes.ALL')}${record.carrierCode ? `（${record.carrierCode}）` : ''}`),
    },
    { title: t('promotions.containerType'), dataIndex: 'containerTypeCode', width: 100, render: (value: string | null) => value ?? t('promotions.allTypes') },
    { title: t('promotions.amount'), dataIndex: 'amount', width: 110, render: (value: number) => formatYuan(value) },
    { title: t('promotions.validity'), key: 'validity', width: 260, render: (_, record) => `${formatDateTime(record.validFrom)} ~ ${formatDateTime(record.validTo)}` },
    {
      title: t('promotions.state'),
      key: 'state',
      width: 110,
      render: (_, record) =>
        record.isInValidity ? <Badge status="success" text={t('promotions.running')} /> : <Badge status="default" text={record.isActive ? t('promotions.outOfValidity') : t('common.inactive')} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_, record) => (
        <Button type="link" size="small" onClick={() => setEditing({ promotion: record })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams });
  return (
    <div className="ops-panel" data-testid="product-promotions-page">
      <div className="ops-toolbar">
        <Select<ChargeType>
          allowClear
          placeholder={t('promotions.chargeType')}
          style={{ width: 180 }}
          value={chargeType}
          onChange={(value) => setSearchParams(value ? { chargeType: value } : {})}
          options={PROMOTION_CHARGE_TYPES.map((type) => ({ value: type.value, label: `${type.value} ${labelOf(PROMOTION_CHARGE_TYPES, type.value, language)}` }))}
        />
        <Button type="primary" onClick={() => setEditing({ promotion: undefined })}>
          {t('promotions.add')}
        </Button>
      </div>
      <Table<TOpsPromotion>
        rowKey="id"
        size="middle"
        columns={columns}
        {...tableProps}
      />
      {editing ? <PromotionModal promotion={editing.promotion} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}
