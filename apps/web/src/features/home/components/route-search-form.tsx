import { SearchOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chinaWallClock, isBeforeChinaToday } from '../../../lib/china-time';
import { productSearchPath } from '../../../lib/product-search-link';
import { PortSelect } from '../../basedata';

interface RouteSearchValues {
  origin?: string;
  destination?: string;
  date?: Dayjs;
}

/** Origin, destination, date → /product with the query (the product search page reads it). */
export function RouteSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RouteSearchValues>();

  const swap = () => {
    const { origin, destination } = form.getFieldsValue();
    form.setFieldsValue({ origin: destination, destination: origin });
  };

  const search = ({ origin, destination, date }: RouteSearchValues) => {
    if (origin === undefined || destination === undefined) return;
    navigate(
      productSearchPath({ fpolCde: origin, lpodCde: destination, ...(date ? { etd: date.format('YYYY-MM-DD') } : {}) }),
    );
  };

  return (
    <Form<RouteSearchValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="route-search"
      initialValues={{ date: chinaWallClock() }}
      onFinish={search}
    >
      <Form.Item
        name="origin"
        label={t('home.origin')}
        className="route-search__port"
        rules={[{ required: true, message: t('home.originRequired') }]}
      >
        <PortSelect placeholder={t('home.originPlaceholder')} aria-label={t('home.origin')} />
      </Form.Item>
      <Tooltip title={t('home.origin') + ' ⇄ ' + t('home.destination')}>
        <Button
          className="route-search__swap"
          shape="circle"
          icon={<SwapOutlined />}
          onClick={swap}
          aria-label={t('home.origin') + ' ⇄ ' + t('home.destination')}
        />
      </Tooltip>
      <Form.Item
        name="destination"
        label={t('home.destination')}
        className="route-search__port"
        dependencies={['origin']}
        rules={[
          { required: true, message: t('home.destinationRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value !== undefined && value === getFieldValue('origin')) throw new Error(t('home.samePorts'));
            },
          }),
        ]}
      >
        <PortSelect placeholder={t('home.destinationPlaceholder')} aria-label={t('home.destination')} />
      </Form.Item>
      <Form.Item name="date" label={t('home.departureDate')} className="route-search__date">
        <DatePicker
          size="large"
          className="route-search__date-picker"
          allowClear={false}
          disabledDate={isBeforeChinaToday}
        />
      </Form.Item>
      <Form.Item label=" " className="route-search__submit">
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />} block>
          {t('home.searchButton')}
        </Button>
      </Form.Item>
    </Form>
  );
}
