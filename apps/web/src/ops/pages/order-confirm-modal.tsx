import { ZBkgNo, type TOpsOrderSummary } from '@coastbook/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useBilingualNames } from '../../features/basedata';
import { zodRule } from '../../lib/zod-rule';
import { useProposedBkgNo } from '../api/orders';
import { useTradeTranslation } from './order-i18n';

/**
 * The confirm dialog of the review queue: the booking number the server proposes (a free one) is filled
 * in and may be changed; the server checks it again (format, not taken) when the order is confirmed.
 */
export function OrderConfirmModal(props: {
  order: TOpsOrderSummary | undefined;
  submitting: boolean;
  onSubmit: (bkgNo: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTradeTranslation();
  const names = useBilingualNames();
  const [form] = Form.useForm<{ bkgNo: string }>();
  const proposed = useProposedBkgNo(props.order?.orderId);
  const proposedBkgNo = proposed.data?.bkgNo;
  useEffect(() => {
    // Only fills an untouched field: what the operator typed is never overwritten by a late answer.
    if (proposedBkgNo && !form.isFieldTouched('bkgNo')) form.setFieldsValue({ bkgNo: proposedBkgNo });
  }, [proposedBkgNo, form]);

  return (
    <Modal
      open={props.order !== undefined}
      title={props.order ? t('order.confirmTitle', { orderNo: props.order.orderNo }) : ''}
      okText={t('order.confirmOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: props.submitting, 'data-testid': 'order-confirm-submit' }}
      onOk={() => void form.validateFields().then((values) => props.onSubmit(values.bkgNo.trim().toUpperCase()))}
      onCancel={props.onCancel}
      afterClose={() => form.resetFields()}
      forceRender
    >
      {props.order && (
        <Typography.Paragraph type="secondary">
          {props.order.enterpriseName ?? props.order.creatorName} · {names.route(props.order)} · {names.containerCounts(props.order.containerCounts)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="bkgNo"
          label={t('order.bkgNoLabel')}
          required
          rules={[zodRule(ZBkgNo)]}
          extra={proposed.isFetching ? t('order.bkgNoLoading') : proposedBkgNo ? t('order.bkgNoProposed') : proposed.error?.message}
        >
          <Input maxLength={20} autoComplete="off" style={{ textTransform: 'uppercase' }} data-testid="order-confirm-bkg-no" />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('order.confirmHint')} />
    </Modal>
  );
}
