import { ZOpsRefuseRequest } from '@coastbook/contracts';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../lib/zod-rule';
import { useOpsTranslation } from '../i18n';

/**
 * The refusal dialog of both review queues: the reason is required and at most 200 characters
 * (ZOpsRefuseRequest, the server's own rule); it reaches the customer in their message.
 */
export function RefuseModal(props: {
  open: boolean;
  subject: string;
  submitting: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useOpsTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={t('ops:refuse.title', { name: props.subject })}
      okText={t('ops:common.refuse')}
      cancelText={t('ops:common.cancel')}
      okButtonProps={{ danger: true, loading: props.submitting, 'data-testid': 'refuse-confirm' }}
      onOk={() => void form.validateFields().then((values) => props.onSubmit(values.reason.trim()))}
      onCancel={props.onCancel}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="reason" label={t('ops:refuse.reason')} required rules={[zodRule(ZOpsRefuseRequest.shape.reason)]}>
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={t('ops:refuse.placeholder')} data-testid="refuse-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
