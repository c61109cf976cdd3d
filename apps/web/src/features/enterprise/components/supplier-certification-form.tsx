import { ZCharterSupplierForm, type TCharterSupplierView } from '@coastbook/contracts';
import { Alert, App, Button, Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { zodRule } from '../../../lib/zod-rule';
import { FileUpload } from '../../file';
import { submitCharterSupplier, updateCharterSupplier } from '../api/supplier';

const shape = ZCharterSupplierForm.shape;

interface SupplierFormValues {
  supplierName: string;
  socialCreditCode?: string;
  isTerritory: 1 | 2;
  contactName: string;
  contactPhone: string;
  shipNames?: string;
  remark?: string;
  fileIds: string[];
}

/** 'submit' files a new request (first time, or after a refusal / withdrawal); 'update' corrects the one under review. */
export type SupplierFormMode = 'submit' | 'update';

function initialValuesOf(previous: TCharterSupplierView | null): Partial<SupplierFormValues> {
  if (!previous) return { isTerritory: 2, fileIds: [] };
  return {
    supplierName: previous.supplierName,
    socialCreditCode: previous.socialCreditCode ?? undefined,
    isTerritory: previous.isTerritory,
    contactName: previous.contactName,
    contactPhone: previous.contactPhone,
    shipNames: previous.shipNames ?? undefined,
    remark: previous.remark ?? undefined,
    fileIds: previous.fileIds,
  };
}

/**
 * The charter-supplier certification form (000 §2.2 /certification/supplier): name, social credit code,
 * domestic / abroad (isTerritory 2 / 1), contact, ships, qualification documents uploaded with
 * progress. Validates with the contract's schema; a previous request prefills it.
 */
export function SupplierCertificationForm({ mode, previous, onDone }: { mode: SupplierFormMode; previous: TCharterSupplierView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const initial = initialValuesOf(previous);
  const keptFiles = previous?.fileIds.length ?? 0;

  const onFinish = async (values: SupplierFormValues) => {
    setSubmitting(true);
    try {
      const form = ZCharterSupplierForm.parse(values);
      if (mode === 'update') {
        await updateCharterSupplier(form);
        message.success(t('supplier.certification.updated'));
      } else {
        await submitCharterSupplier(form);
        message.success(t('supplier.certification.submitted'));
      }
      onDone();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const submitLabel = mode === 'update' ? t('supplier.certification.update') : previous ? t('supplier.certification.resubmit') : t('supplier.certification.submit');

  return (
    <Form<SupplierFormValues> layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={initial} requiredMark data-testid="supplier-certification-form">
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="supplierName" label={t('supplier.certification.supplierName')} required rules={[zodRule(shape.supplierName)]}>
            <Input maxLength={60} placeholder={t('supplier.certification.supplierNamePlaceholder')} data-testid="supplier-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="socialCreditCode" label={t('supplier.certification.socialCreditCode')} rules={[zodRule(shape.socialCreditCode)]}>
            <Input maxLength={20} data-testid="supplier-credit-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="isTerritory" label={t('supplier.certification.isTerritory')} required rules={[zodRule(shape.isTerritory)]}>
            <Radio.Group
              data-testid="supplier-territory"
              options={[
                { value: 2, label: t('supplier.certification.domestic') },
                { value: 1, label: t('supplier.certification.abroad') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shipNames" label={t('supplier.certification.shipNames')} rules={[zodRule(shape.shipNames)]}>
            <Input maxLength={200} placeholder={t('supplier.certification.shipNamesPlaceholder')} data-testid="supplier-ship-names" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactName" label={t('supplier.certification.contactName')} required rules={[zodRule(shape.contactName)]}>
            <Input maxLength={40} data-testid="supplier-contact-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactPhone" label={t('supplier.certification.contactPhone')} required rules={[zodRule(shape.contactPhone)]}>
            <Input maxLength={20} data-testid="supplier-contact-phone" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('supplier.certification.remark')} rules={[zodRule(shape.remark)]}>
            <Input.TextArea maxLength={200} rows={2} showCount />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="fileIds" label={t('supplier.certification.qualification')} required rules={[zodRule(shape.fileIds)]} extra={t('supplier.certification.qualificationHint')}>
            <FileUpload fileType="supplierQualification" maxCount={10} testId="supplier-upload" />
          </Form.Item>
          {keptFiles > 0 && <Alert type="info" showIcon className="ent-page__alert" title={t('supplier.resubmit.keptFiles', { count: keptFiles })} />}
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="supplier-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
