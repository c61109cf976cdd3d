import { ZNewTrackingCargoRequest } from '@coastbook/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { labelOf, TRACKING_STAGES } from '@coastbook/domain';
import { Alert, Button, Form, Input, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { useUiLanguage } from '../../../i18n/use-language';
import { useCargoTracking } from '../api/track-cargo';
import { TrackingSummary } from './tracking-summary';
import { TrackingTimeline } from './tracking-timeline';
import '../tracking.css';

interface TrackingFormValues {
  bkgNo?: string;
}

interface CargoTrackingFormProps {
  /**
   * On the /cargoTracking page the number lives in the URL (?bkgNo=, shareable, the order view's QR code
   * points there): the page passes it in and is told of a new one. On the home tab the box keeps it.
   */
  bkgNo?: string | undefined;
  onTrack?: (bkgNo: string) => void;
  /** The page shows the whole shipment; the home tab the milestones and a link to the page. */
  detailed?: boolean;
}

/**
 * Waybill tracking box (home tab ?active=goodsTracking and the /cargoTracking page). The number is checked
 * with the same schema the server uses; the server's msg is shown on a refusal (运单号无效或无权限).
 */
export function CargoTrackingForm({ bkgNo: controlled, onTrack, detailed = false }: CargoTrackingFormProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [form] = Form.useForm<TrackingFormValues>();
  const [own, setOwn] = useState<string | undefined>(undefined);
  const submitted = onTrack ? controlled : own;
  const tracking = useCargoTracking(submitted);

  useEffect(() => {
    if (controlled !== undefined) form.setFieldsValue({ bkgNo: controlled });
  }, [controlled, form]);

  const submit = ({ bkgNo }: TrackingFormValues) => {
    const parsed = ZNewTrackingCargoRequest.safeParse({ bkgNo });
    if (!parsed.success) return;
    // Asking again for the same number means "check again", not "show the cached answer".
    if (parsed.data.bkgNo === submitted) void tracking.refetch();
    else if (onTrack) onTrack(parsed.data.bkgNo);
    else setOwn(parsed.data.bkgNo);
  };

  return (
    <div className={`tracking-box${detailed ? ' tracking-box--detailed' : ''}`} data-testid="cargo-tracking">
      <Form<TrackingFormValues> form={form} layout="inline" className="tracking-box__form" onFinish={submit} initialValues={{ bkgNo: controlled }}>
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
          <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />} loading={tracking.isFetching}>
            {t('home.trackButton')}
          </Button>
        </Form.Item>
      </Form>

      {submitted !== undefined && (
        <div className="tracking-box__result" aria-live="polite" data-testid="tracking-result">
          {tracking.isPending && <Spin />}
          {tracking.isError && <Alert type="error" showIcon title={errorMessage(tracking.error)} />}
          {tracking.isSuccess &&
            (detailed ? (
              <>
                <TrackingSummary shipment={tracking.data} />
                <h3 className="tracking-box__heading">{t('tracking.milestones')}</h3>
                <TrackingTimeline events={tracking.data.events} />
                <p className="tracking-box__note">{t('tracking.note')}</p>
              </>
            ) : (
              <>
                <Typography.Title level={5}>
                  {t('home.trackingResult', { bkgNo: tracking.data.bkgNo })}{' '}
                  <Tag data-testid="tracking-stage">{labelOf(TRACKING_STAGES, tracking.data.stage, language)}</Tag>
                </Typography.Title>
                <TrackingTimeline events={tracking.data.events} />
                <Link to={`/cargoTracking?bkgNo=${encodeURIComponent(tracking.data.bkgNo)}`}>{t('home.trackingDetail')}</Link>
              </>
            ))}
        </div>
      )}
    </div>
  );
}
