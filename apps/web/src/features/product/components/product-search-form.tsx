import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Select, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PortSelect, useAllCarriers } from '../../basedata';
import { useUiLanguage } from '../../../i18n/use-language';
import { isBeforeChinaToday } from '../../../lib/china-time';
import { useContainerTypes } from '../api/get-container-types';
import type { ProductSearchState } from '../lib/search-params';

export type ProductSearchCriteria = Pick<ProductSearchState, 'fpolCde' | 'lpodCde' | 'etdFrom' | 'etdTo' | 'cntrType' | 'carrier'>;

interface FormValues {
  origin?: string | undefined;
  destination?: string | undefined;
  etd?: [Dayjs, Dayjs] | undefined;
  cntrType?: string | undefined;
  carrier?: string | undefined;
}

export interface ProductSearchFormProps {
  value: ProductSearchCriteria;
  /** Only container types offered on this kind of line (e.g. the liquid-bag line's 20GP); all when undefined. */
  containerTypeFilter?: (cntrType: string) => boolean;
  onSearch: (criteria: ProductSearchCriteria) => void;
  searching: boolean;
}

/** Longest ETD range one search covers (the week view shows at most six weeks). */
const MAX_RANGE_DAYS = 41;

function toValues(value: ProductSearchCriteria): FormValues {
  return {
    origin: value.fpolCde,
    destination: value.lpodCde,
    etd: [dayjs(value.etdFrom), dayjs(value.etdTo)],
    cntrType: value.cntrType,
    carrier: value.carrier,
  };
}

/**
 * The search form of /product (001 §2): origin and destination pickers (hot ports, rail stations,
 * A-H, I-P, Q-Z; facility data cached for the session by the basedata area), ETD range, container
 * type and carrier. It shows what the URL says and hands a new search back to the page.
 */
export function ProductSearchForm({ value, containerTypeFilter, onSearch, searching }: ProductSearchFormProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<FormValues>();
  const containerTypes = useContainerTypes();
  const carriers = useAllCarriers();

  // The URL is the source of truth: a hot-route link or the back button refills the form.
  useEffect(() => {
    form.setFieldsValue(toValues(value));
  }, [form, value]);

  const swap = () => {
    const { origin, destination } = form.getFieldsValue();
    form.setFieldsValue({ origin: destination, destination: origin });
  };

  const submit = (values: FormValues) => {
    const [from, to] = values.etd ?? [dayjs(value.etdFrom), dayjs(value.etdTo)];
    onSearch({
      fpolCde: values.origin,
      lpodCde: values.destination,
      etdFrom: from.format('YYYY-MM-DD'),
      etdTo: to.format('YYYY-MM-DD'),
      cntrType: values.cntrType,
      carrier: values.carrier,
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="product-search"
      initialValues={toValues(value)}
      onFinish={submit}
      data-testid="product-search-form"
    >
      <Form.Item name="origin" label={t('product.search.origin')} className="product-search__port" rules={[{ required: true, message: t('product.search.originRequired') }]}>
        <PortSelect placeholder={t('product.search.originPlaceholder')} aria-label={t('product.search.origin')} />
      </Form.Item>
      <Tooltip title={t('product.search.swap')}>
        <Button className="product-search__swap" shape="circle" icon={<SwapOutlined />} onClick={swap} aria-label={t('product.search.swap')} />
      </Tooltip>
      <Form.Item
        name="destination"
        label={t('product.search.destination')}
        className="product-search__port"
        dependencies={['origin']}
        rules={[
          { required: true, message: t('product.search.destinationRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, picked: string | undefined) => {
              if (picked !== undefined && picked === getFieldValue('origin')) throw new Error(t('product.search.samePorts'));
            },
          }),
        ]}
      >
        <PortSelect placeholder={t('product.search.destinationPlaceholder')} aria-label={t('product.search.destination')} />
      </Form.Item>
      <Form.Item
        name="etd"
        label={t('product.search.etd')}
        className="product-search__dates"
        rules={[
          {
            validator: async (_rule, range: [Dayjs, Dayjs] | undefined) => {
              if (range && range[1].diff(range[0], 'day') > MAX_RANGE_DAYS) throw new Error(t('product.search.rangeTooLong', { count: MAX_RANGE_DAYS + 1 }));
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          size="large"
          allowClear={false}
          className="product-search__range"
          disabledDate={isBeforeChinaToday}
          aria-label={t('product.search.etd')}
        />
      </Form.Item>
      <Form.Item name="cntrType" label={t('product.search.cntrType')} className="product-search__select">
        <Select
          size="large"
          allowClear
          placeholder={t('product.search.any')}
          loading={containerTypes.isLoading}
          aria-label={t('product.search.cntrType')}
          data-testid="search-cntr-type"
          // The field shows the chosen type's code (20GP), which fits its width; the list names each type in full.
          labelRender={({ value }) => String(value)}
          popupMatchSelectWidth={false}
          options={(containerTypes.data ?? [])
            .filter((type) => containerTypeFilter?.(type.cntrType) ?? true)
            .map((type) => ({ value: type.cntrType, label: `${type.cntrType} ${language === 'en' ? type.cntrTypeEnnme : type.cntrTypeCnnme}` }))}
        />
      </Form.Item>
      <Form.Item name="carrier" label={t('product.search.carrier')} className="product-search__select">
        <Select
          size="large"
          allowClear
          placeholder={t('product.search.any')}
          loading={carriers.isLoading}
          aria-label={t('product.search.carrier')}
          popupMatchSelectWidth={false}
          options={(carriers.data ?? []).map((carrier) => ({
            value: carrier.carrierCde,
            label: language === 'en' ? carrier.carrierEnnme : carrier.carrierCnnme,
          }))}
        />
      </Form.Item>
      <Form.Item label=" " className="product-search__submit">
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />} loading={searching} block data-testid="product-search-submit">
          {t('product.search.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
