import type { TCharterSupplierAllFields } from '@coastbook/contracts';
import { App, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { FileUpload } from '../../file';
import { updateZeroCommitment } from '../api/supplier';

/** The signed zero-commitment letter: uploaded (with progress) and attached at once (updateZeroCommitment). */
export function SupplierZeroCommitment({ fields, onSaved }: { fields: TCharterSupplierAllFields; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const attach = async (fileIds: string[]) => {
    const fileId = fileIds.at(-1);
    if (!fileId) return;
    try {
      await updateZeroCommitment(fileId);
      message.success(t('supplier.certification.zeroCommitmentSaved'));
      onSaved();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const current = fields.zeroCommitmentFile;
  return (
    <Card title={t('supplier.certification.zeroCommitment')} size="small" className="ent-info__card" data-testid="supplier-zero-commitment">
      <Typography.Paragraph type="secondary">{t('supplier.certification.zeroCommitmentHint')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="supplier-zero-commitment-current">
        {current ? t('supplier.certification.zeroCommitmentUploaded', { name: current.fileName ?? current.fileId }) : t('supplier.certification.none')}
      </Typography.Paragraph>
      <FileUpload fileType="supplierQualification" maxCount={1} onChange={(ids) => void attach(ids)} testId="supplier-zero-commitment-upload" />
    </Card>
  );
}
