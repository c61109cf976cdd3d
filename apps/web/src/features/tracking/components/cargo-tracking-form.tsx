import { ZNewTrackingCargoRequest } from '@coastbook/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { useCargoTracking } from '../api/track-cargo';

interface TrackingFormValues {
  bkgNo?: string;
}

/**
 * Waybill tracking box (home tab ?active=goodsTracking, later the /cargoTracking page). The number
 * is checked with the same schema the server uses; the server's msg is shown on a refusal
 * (e.g. 运单号无效或无权限).
 */
export function CargoTrackingForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TrackingFormValues>();
  const [submitted, setSubmitted] = useState<string | undefined>(undefined);
  const tracking = useCargoTracking(submitted);

  const submit = ({ bkgNo }: TrackingFormValues) => {
    const parsed = ZNewTrackingCargoRequest.safeParse({ bkgNo });
    if (!parsed.success) return;
    // Asking again for the same number means "check again", not "show the cached answer".
    if (parsed.data.bkgNo === submitted) void tracking.refetch();
    else setSubmitted(parsed.data.bkgNo);
  };

  return (
    <div className="tracking-box">
      <Form<TrackingFormValues> form={form} layout="inline" className="tracking-box__form" onFinish={submit}>
        <Form.Item
          name="bkgNo"
          className="tracking-box__input"
          label={t('home.waybillLabel')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (value === undefined || value.trim() === '') throw new Error(t('home.waybillRequired'));
                const parsed = ZNewTrackingCargoRequest.safeParse({ bkgNo: value });
                if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? t('home.waybillRequired'));
              },
            },
          ]}
        >
          <Input size="large" placeholder={t('home.waybillPlaceholder')} allowClear maxLength={30} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={tracking.isFetching}
          >
            {t('home.trackButton')}
          </Button>
        </Form.Item>
      </Form>

      {submitted !== undefined && (
        <div className="tracking-box__result" aria-live="polite">
          {tracking.isPending && <Spin />}
          {tracking.isError && <Alert type="error" showIcon title={errorMessage(tracking.error)} />}
          {tracking.isSuccess && (
            <>
              <Typography.Title level={5}>{t('home.trackingResult', { bkgNo: tracking.data.bkgNo })}</Typography.Title>
              {tracking.data.events.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.trackingNoEvents')} />
              ) : (
                <Timeline
                  items={tracking.data.events.map((event) => ({
                    key: `${event.occurredAt}-${event.location}`,
                    content: (
                      <>
                        <strong>{event.description}</strong> · {event.location}
                        <div className="tracking-box__time">{formatChinaTime(event.occurredAt)}</div>
                      </>
                    ),
                  }))}
                />
              )}
              <Link to={`/cargoTracking?bkgNo=${encodeURIComponent(tracking.data.bkgNo)}`}>{t('home.trackingDetail')}</Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
