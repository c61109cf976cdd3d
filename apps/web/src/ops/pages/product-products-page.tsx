import type { TOpsPrice, TOpsProduct, TOpsProductCreate, TOpsProductQuery, TOpsProductUpdate } from '@coastbook/contracts';
import { labelOf, PRODUCT_TYPES } from '@coastbook/domain';
import { Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBilingualNames } from '../../features/basedata';
import { useUiLanguage } from '../../i18n/use-language';
import { useChangePrice, useContainerTypeOptions, useOpsLoops, useOpsProducts, usePriceHistory, useSaveProduct } from '../api/product-admin';
import { RequireOpsPermission } from '../components/forbidden';
import { usePagedTableProps } from '../components/ops-table-props';
import { OpsFormModal, useKeyedSave, useSaveAndClose } from '../components/ops-form-modal';
import { formatDateTime } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { formatYuan } from './product/product-format';
import { useProductTranslation } from './product/product-i18n';

/** 产品与运价 (/ops/product/products): route offers, their settings, and their container prices with history. */
export function ProductProductsPage() {
  return (
    <RequireOpsPermission permission="ops_product_manage">
      <ProductList />
    </RequireOpsPermission>
  );
}

// ------------------------------------------------------------------ price change
interface PriceForm {
  containerTypeCode: string;
  price: number;
  validFrom?: Dayjs | null;
}

function PriceModal({ product, current, onClose }: { product: TOpsProduct; current: TOpsPrice | undefined; onClose: () => void }) {
  const { t } = useProductTranslation();
  const change = useChangePrice();
  const saved = useSaveAndClose(t('prices.changed'), onClose);
  const types = useContainerTypeOptions();
  const [form] = Form.useForm<PriceForm>();
  const submit = (values: PriceForm) =>
    change.mutate(
      {
        productId: product.id,
        body: {
          containerTypeCode: values.containerTypeCode,
          price: values.price,
          currentPriceId: current?.id ?? null,
          ...(values.validFrom ? { validFrom: values.validFrom.format() } : {}),
        },
      },
      saved,
    );
  return (
    <OpsFormModal
      title={current ? t('prices.changeTitle', { type: current.containerTypeCode }) : t('prices.addTitle')}
      pending={change.isPending}
      form={form}
      onClose={onClose}
    >
      {current ? (
        <Typography.Paragraph>
          {t('prices.current')}：<strong>{formatYuan(current.price)}</strong>（{t('common.validFrom')} {formatDateTime(current.validFrom)}）
        </Typography.Paragraph>
      ) : null}
      <Form<PriceForm> form={form} layout="vertical" initialValues={{ containerTypeCode: current?.containerTypeCode }} onFinish={submit} data-testid="price-form">
        <Form.Item name="containerTypeCode" label={t('prices.containerType')} rules={[{ required: true, message: t('prices.containerTypeRequired') }]}>
          <Select showSearch disabled={current !== undefined} options={types.data ?? []} />
        </Form.Item>
        <Form.Item name="price" label={t('prices.newPrice')} rules={[{ required: true, message: t('prices.priceRequired') }]}>
          <InputNumber min={0.01} max={1000000} precision={2} style={{ width: 220 }} addonBefore="¥" />
        </Form.Item>
        <Form.Item name="validFrom" label={t('prices.validFrom')} extra={t('prices.validFromHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

function PriceDrawer({ product, onClose }: { product: TOpsProduct; onClose: () => void }) {
  const { t } = useProductTranslation();
  const history = usePriceHistory(product.id);
  const [editing, setEditing] = useState<{ current: TOpsPrice | undefined } | undefined>();
  const open = product.prices.filter((price) => price.validTo === null);
  const columns: TableColumnsType<TOpsPrice> = [
    { title: t('prices.containerType'), dataIndex: 'containerTypeCode', width: 100 },
    { title: t('prices.price'), dataIndex: 'price', width: 120, render: (value: number) => formatYuan(value) },
    { title: t('common.validFrom'), dataIndex: 'validFrom', width: 150, render: (value: string) => formatDateTime(value) },
    { title: t('common.validTo'), dataIndex: 'validTo', width: 150, render: (value: string | null) => (value ? formatDateTime(value) : t('prices.untilFurther')) },
  ];
  return (
    <Drawer open width={720} title={t('prices.drawerTitle', { product: product.productCode })} onClose={onClose} data-testid="price-drawer">
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('prices.live')}</Typography.Text>
        <Button size="small" onClick={() => setEditing({ current: undefined })}>
          {t('prices.addType')}
        </Button>
      </Space>
      <Table<TOpsPrice>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={product.prices}
        columns={[
          ...columns,
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, record) =>
              open.some((price) => price.id === record.id) ? (
                <Button type="link" size="small" onClick={() => setEditing({ current: record })} data-testid={`change-price-${record.containerTypeCode}`}>
                  {t('prices.change')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('prices.history')}
      </Typography.Title>
      <Table<TOpsPrice> rowKey="id" size="small" loading={history.isFetching} dataSource={history.data ?? []} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true }} />
      {editing ? <PriceModal product={product} current={editing.current} onClose={() => setEditing(undefined)} /> : null}
    </Drawer>
  );
}

// ------------------------------------------------------------------ product create / edit
type ProductForm = Omit<TOpsProductCreate, 'productKind'> & { loopKey?: string };

function ProductModal({ product, onClose }: { product: TOpsProduct | undefined; onClose: () => void }) {
  const { t } = useProductTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const save = useSaveProduct();
  const saved = useSaveAndClose(t('common.saved'), onClose);
  const create = useKeyedSave((body: TOpsProductCreate, idempotencyKey) => save.mutateAsync({ body, idempotencyKey }), t('common.saved'), onClose);
  const loops = useOpsLoops();
  const [form] = Form.useForm<ProductForm>();
  const loopKey = Form.useWatch('loopKey', form);
  const loop = loops.data?.find((item) => `${item.carrierCode}/${item.svcLoopAbbrv}` === loopKey);
  const portOptions = (loop?.portRotation ?? []).map((port) => ({ value: port.code, label: `${names.place(port.code, port.cnnme)} ${port.code}` }));

  const submit = (values: ProductForm) => {
    const update: TOpsProductUpdate = {
      transitDays: values.transitDays,
      railTransitDays: values.railTransitDays ?? 0,
      serviceCode: values.serviceCode || null,
      cargoTypeCode: values.cargoTypeCode || null,
      committedVolume: values.committedVolume ?? null,
      agreementId: values.agreementId || null,
      maxOrderQuantity: values.maxOrderQuantity ?? null,
      isAutoConfirm: values.isAutoConfirm ?? false,
      isHot: values.isHot ?? false,
      isActive: values.isActive ?? true,
    };
    if (product) {
      save.mutate({ id: product.id, body: update }, saved);
      return;
    }
    const [carrierCode = '', svcLoopAbbrv = ''] = (values.loopKey ?? '').split('/');
    create({
      ...update,
      carrierCode,
      svcLoopAbbrv,
      productType: values.productType,
      productKind: 0,
      fpolCode: values.fpolCode,
      lpodCode: values.lpodCode,
      origFacilityCode: values.origFacilityCode || values.fpolCode,
      destFacilityCode: values.destFacilityCode || values.lpodCode,
    });
  };

  return (
    <OpsFormModal
      width={720}
      title={product ? t('products.editTitle', { product: product.productCode }) : t('products.addTitle')}
      pending={save.isPending}
      form={form}
      onClose={onClose}
    >
      <Form<ProductForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={product ?? { productType: 0, railTransitDays: 0, isActive: true }}
        data-testid="product-form"
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', columnGap: 12 }}
      >
        {product ? null : (
          <>
            <Form.Item name="loopKey" label={t('products.loop')} rules={[{ required: true, message: t('products.loopRequired') }]} style={{ gridColumn: 'span 2' }}>
              <Select
                showSearch
                options={(loops.data ?? []).map((item) => ({ value: `${item.carrierCode}/${item.svcLoopAbbrv}`, label: `${item.carrierCode} ${item.svcLoopAbbrv} ${language === 'en' ? item.ennme : item.cnnme}` }))}
              />
            </Form.Item>
            <Form.Item name="productType" label={t('products.type')} rules={[{ required: true }]}>
              <Select options={PRODUCT_TYPES.map((type) => ({ value: type.value, label: labelOf(PRODUCT_TYPES, type.value, language) }))} />
            </Form.Item>
            <Form.Item name="fpolCode" label={t('products.fpol')} rules={[{ required: true, message: t('products.fpolRequired') }]}>
              <Select options={portOptions} />
            </Form.Item>
            <Form.Item name="lpodCode" label={t('products.lpod')} rules={[{ required: true, message: t('products.lpodRequired') }]}>
              <Select options={portOptions} />
            </Form.Item>
            <span />
            <Form.Item name="origFacilityCode" label={t('products.origFacility')} extra={t('products.facilityHint')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="destFacilityCode" label={t('products.destFacility')} extra={t('products.facilityHint')}>
              <Input allowClear />
            </Form.Item>
            <span />
          </>
        )}
        <Form.Item name="transitDays" label={t('products.transitDays')} rules={[{ required: true, message: t('products.transitDaysRequired') }]}>
          <InputNumber min={1} max={90} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="railTransitDays" label={t('products.railTransitDays')}>
          <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="maxOrderQuantity" label={t('products.maxOrderQuantity')}>
          <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="committedVolume" label={t('products.committedVolume')}>
          <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="agreementId" label={t('products.agreementId')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="serviceCode" label={t('products.serviceCode')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="isActive" valuePropName="checked">
          <Checkbox>{t('products.isActive')}</Checkbox>
        </Form.Item>
        <Form.Item name="isHot" valuePropName="checked">
          <Checkbox>{t('products.isHot')}</Checkbox>
        </Form.Item>
        <Form.Item name="isAutoConfirm" valuePropName="checked">
          <Checkbox>{t('products.isAutoConfirm')}</Checkbox>
        </Form.Item>
      </Form>
    </OpsFormModal>
  );
}

// ------------------------------------------------------------------ list
function ProductList() {
  const { t } = useProductTranslation();
  const language = useUiLanguage();
  const names = useBilingualNames();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const productTypeParam = searchParams.get('productType');
  const productType = productTypeParam === null ? undefined : Number(productTypeParam);
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo<TOpsProductQuery>(
    () => ({ current, size, ...(keyword ? { keyword } : {}), ...(productType !== undefined && !Number.isNaN(productType) ? { productType } : {}) }),
    [current, size, keyword, productType],
  );
  const page = useOpsProducts(query);
  const [editing, setEditing] = useState<{ product: TOpsProduct | undefined } | undefined>();
  const [pricingId, setPricingId] = useState<string | undefined>();
  const pricing = page.data?.records.find((record) => record.id === pricingId);

  const setFilter = (changes: Record<string, string | undefined>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('current');
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const columns: TableColumnsType<TOpsProduct> = [
    {
      title: t('products.code'),
      dataIndex: 'productCode',
      width: 220,
      render: (value: string, record) => (
        <>
          <Typography.Text strong>{value}</Typography.Text>
          <div>
            <Tag>{labelOf(PRODUCT_TYPES, record.productType, language)}</Tag>
            {record.isActive ? null : <Tag color="red">{t('common.inactive')}</Tag>}
            {record.isHot ? <Tag color="volcano">{t('products.hot')}</Tag> : null}
          </div>
        </>
      ),
    },
    { title: t('products.loop'), dataIndex: 'svcLoopAbbrv', width: 90 },
    {
      title: t('products.route'),
      key: 'route',
      width: 230,
      render: (_, record) =>
        [
          record.origFacilityCode !== record.fpolCode ? names.place(record.origFacilityCode, record.origFacilityCnnme) : null,
          names.place(record.fpolCode, record.fpolCnnme),
          names.place(record.lpodCode, record.lpodCnnme),
          record.destFacilityCode !== record.lpodCode ? names.place(record.destFacilityCode, record.destFacilityCnnme) : null,
        ]
          .filter(Boolean)
          .join(' → '),
    },
    { title: t('products.transitDays'), dataIndex: 'transitDays', width: 80 },
    {
      title: t('prices.live'),
      key: 'prices',
      render: (_, record) => (
        <Space wrap size={[4, 4]}>
          {record.prices.map((price) => (
            <Tag key={price.id} color={price.validTo === null ? 'blue' : 'default'} data-testid={`price-${record.productCode}-${price.containerTypeCode}`}>
              {price.containerTypeCode} {formatYuan(price.price)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_, record) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ product: record })}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setPricingId(record.id)} data-testid="open-prices">
            {t('prices.manage')}
          </Button>
        </Space>
      ),
    },
  ];

  const tableProps = usePagedTableProps(page, { current, size, setSearchParams });
  return (
    <div className="ops-panel" data-testid="product-products-page">
      <div className="ops-toolbar">
        <Input.Search
          key={`keyword-${keyword}`}
          defaultValue={keyword}
          allowClear
          placeholder={t('products.keywordPlaceholder')}
          style={{ width: 280 }}
          onSearch={(value) => setFilter({ keyword: value.trim() })}
        />
        <Select<number>
          allowClear
          placeholder={t('products.type')}
          style={{ width: 160 }}
          value={productType}
          onChange={(value) => setFilter({ productType: value === undefined ? undefined : String(value) })}
          options={PRODUCT_TYPES.map((type) => ({ value: type.value, label: labelOf(PRODUCT_TYPES, type.value, language) }))}
        />
        <Button type="primary" onClick={() => setEditing({ product: undefined })}>
          {t('products.add')}
        </Button>
      </div>
      <Table<TOpsProduct>
        rowKey="id"
        size="middle"
        columns={columns}
        {...tableProps}
      />
      {editing ? <ProductModal product={editing.product} onClose={() => setEditing(undefined)} /> : null}
      {pricing ? <PriceDrawer product={pricing} onClose={() => setPricingId(undefined)} /> : null}
    </div>
  );
}
