import { ZPersonalCertificationForm } from '@coastbook/contracts';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';
import { FileUpload } from '../../file';
import type { ResubmitSource } from '../api/certification';
import { resubmittedText, useCertificationSubmit } from './certification-submit';

const shape = ZPersonalCertificationForm.shape;

interface PersonalFormValues {
  realName: string;
  idCardNo: string;
  contactPhone: string;
  address?: string;
  idCardFileIds: string[];
}

/** The form's starting values: empty, or the refused request's form (the ID card number is masked there, so it is typed again). */
function initialValuesOf(resubmit: ResubmitSource | undefined): Partial<PersonalFormValues> {
  if (!resubmit || resubmit.payload.entType !== 'Personal') return { idCardFileIds: [] };
  const text = (key: string) => resubmittedText(resubmit, key);
  return { realName: text('realName'), contactPhone: text('contactPhone'), address: text('address'), idCardFileIds: resubmit.fileIds };
}

/** Personal certification (000 §4.1 Personal): name, national ID (15/18), phone, ID card photos. */
export function PersonalCertificationForm({ onSubmitted, resubmit }: { onSubmitted: () => void; resubmit?: ResubmitSource | undefined }) {
  const { t } = useTranslation();
  const { submitting, submit } = useCertificationSubmit(resubmit, onSubmitted);
  const onFinish = (values: PersonalFormValues) => submit(() => ZPersonalCertificationForm.parse({ ...values, entType: 'Personal' }));

  return (
    <Form<PersonalFormValues> layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={initialValuesOf(resubmit)} data-testid="personal-certification-form">
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="realName" label={t('accounts.certification.realName')} required rules={[zodRule(shape.realName)]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="idCardNo"
            label={t('accounts.certification.idCardNo')}
            required
            rules={[zodRule(shape.idCardNo)]}
            extra={resubmit ? t('supplier.resubmit.idCardAgain') : undefined}
          >
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="contactPhone" label={t('accounts.certification.contactPhone')} required rules={[zodRule(shape.contactPhone)]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="address" label={t('accounts.certification.personalAddress')} rules={[zodRule(shape.address)]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="idCardFileIds" label={t('accounts.certification.idCardPhotos')} required rules={[zodRule(shape.idCardFileIds)]}>
            <FileUpload fileType="idCard" maxCount={4} testId="id-card-upload" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="personal-certification-submit">
        {resubmit ? t('supplier.resubmit.action') : t('accounts.certification.submit')}
      </Button>
    </Form>
  );
}
