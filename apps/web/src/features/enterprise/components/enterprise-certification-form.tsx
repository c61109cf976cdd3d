import { ZEnterpriseCertificationForm } from '@coastbook/contracts';
import { Alert, Button, Checkbox, Col, Form, Input, Row, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { zodRule } from '../../../lib/zod-rule';
import { FileUpload } from '../../file';
import { checkEntCnnmeExist, checkSocialCreditCodeExist, type ResubmitSource } from '../api/certification';
import { resubmittedText, useCertificationSubmit } from './certification-submit';

const shape = ZEnterpriseCertificationForm.shape;

interface EnterpriseFormValues {
  enterpriseCnnme: string;
  enterpriseName?: string;
  individualBusiness?: boolean;
  socialCreditCode: string;
  businessLicenseNo?: string;
  address: string;
  legalPersonName: string;
  contactName: string;
  contactPhone: string;
  contactEmail?: string;
  licenseFileIds: string[];
}

/** An async duplicate check as an antd rule: the server's refusal message is the field's error (000 §5). */
function serverCheck(check: (value: string) => Promise<unknown>, shapeOk: (value: string) => boolean): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: string | undefined) => {
      if (!value || !shapeOk(value)) return;
      try {
        await check(value.trim());
      } catch (error) {
        throw new Error(errorMessage(error), { cause: error });
      }
    },
  };
}

/** The form's starting values: empty, or the refused request's form when resubmitting. */
function initialValuesOf(resubmit: ResubmitSource | undefined): Partial<EnterpriseFormValues> {
  if (!resubmit || resubmit.payload.entType !== 'Enterprise') return { individualBusiness: false, licenseFileIds: [] };
  const text = (key: string) => resubmittedText(resubmit, key);
  return {
    enterpriseCnnme: text('enterpriseCnnme'),
    enterpriseName: text('enterpriseName'),
    individualBusiness: resubmit.payload.individualBusiness === true,
    socialCreditCode: text('socialCreditCode'),
    businessLicenseNo: text('businessLicenseNo'),
    address: text('address'),
    legalPersonName: text('legalPersonName'),
    contactName: text('contactName'),
    contactPhone: text('contactPhone'),
    contactEmail: text('contactEmail'),
    licenseFileIds: resubmit.fileIds,
  };
}

/**
 * Enterprise (or individual business) certification (000 §3, §5): the Chinese name and the unified
 * social credit code are checked against certified enterprises on blur, the business licence is
 * uploaded with progress; the form validates with the contract's schema.
 */
export function EnterpriseCertificationForm({ onSubmitted, resubmit }: { onSubmitted: () => void; resubmit?: ResubmitSource | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EnterpriseFormValues>();
  const { submitting, submit } = useCertificationSubmit(resubmit, onSubmitted);
  const onFinish = (values: EnterpriseFormValues) =>
    submit(() => ZEnterpriseCertificationForm.parse({ ...values, entType: 'Enterprise', individualBusiness: values.individualBusiness ?? false }));

  const nameRule = serverCheck(
    (value) => checkEntCnnmeExist({ enterpriseCnnme: value, entType: form.getFieldValue('individualBusiness') ? 'IndividualBusiness' : 'Enterprise' }),
    (value) => shape.enterpriseCnnme.safeParse(value).success,
  );
  const codeRule = serverCheck(checkSocialCreditCodeExist, (value) => shape.socialCreditCode.safeParse(value).success);

  return (
    <Form<EnterpriseFormValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void onFinish(values)}
      initialValues={initialValuesOf(resubmit)}
      data-testid="enterprise-certification-form"
      requiredMark
    >
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item
            name="enterpriseCnnme"
            label={t('accounts.certification.enterpriseCnnme')}
            required
            validateTrigger={['onChange', 'onBlur']}
            rules={[zodRule(shape.enterpriseCnnme), nameRule]}
            validateDebounce={0}
          >
            <Input maxLength={60} placeholder={t('accounts.certification.enterpriseCnnmePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enterpriseName" label={t('accounts.certification.enterpriseName')} rules={[zodRule(shape.enterpriseName)]}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="individualBusiness" valuePropName="checked">
            <Checkbox>{t('accounts.certification.individualBusiness')}</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="socialCreditCode"
            label={t('accounts.certification.socialCreditCode')}
            required
            validateTrigger={['onChange', 'onBlur']}
            rules={[zodRule(shape.socialCreditCode), codeRule]}
          >
            <Input maxLength={20} placeholder={t('accounts.certification.socialCreditCodePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="businessLicenseNo" label={t('accounts.certification.businessLicenseNo')} rules={[zodRule(shape.businessLicenseNo)]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('accounts.certification.address')} required rules={[zodRule(shape.address)]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="legalPersonName" label={t('accounts.certification.legalPersonName')} required rules={[zodRule(shape.legalPersonName)]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactName" label={t('accounts.certification.contactName')} required rules={[zodRule(shape.contactName)]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactPhone" label={t('accounts.certification.contactPhone')} required rules={[zodRule(shape.contactPhone)]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="contactEmail" label={t('accounts.certification.contactEmail')} rules={[zodRule(shape.contactEmail)]}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="licenseFileIds" label={t('accounts.certification.businessLicense')} required rules={[zodRule(shape.licenseFileIds)]}>
            <FileUpload fileType="businessLicense" maxCount={3} testId="license-upload" />
          </Form.Item>
          {resubmit && resubmit.fileIds.length > 0 && (
            <Alert type="info" showIcon className="ent-page__alert" title={t('supplier.resubmit.keptFiles', { count: resubmit.fileIds.length })} />
          )}
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="enterprise-certification-submit">
        {resubmit ? t('supplier.resubmit.action') : t('accounts.certification.submit')}
      </Button>
    </Form>
  );
}
