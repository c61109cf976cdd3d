import type { TOpsCertificationDetail, TOpsReviewFile } from '@coastbook/contracts';
import { ACCOUNT_STATES, labelOf, USER_TYPES } from '@coastbook/domain';
import { App, Button, Descriptions, Drawer, Empty, Form, Input, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useUiLanguage } from '../../i18n/use-language';
import { ApiError } from '../../api/transport';
import { useCertificationDetail, useDecideCertification } from '../api/certifications';
import { fetchOpsFile } from '../api/ops-transport';
import { useOpsTranslation } from '../i18n';
import { certificationStatusColor, certificationSubject } from './certification-labels';
import { formatBytes, formatDateTime, orDash } from './format';
import { RefuseModal } from './refuse-modal';
import { LoadFailedResult } from './load-failed-result';

/** File-id lists of the form are shown as the files section, not as fields. */
const HIDDEN_FIELDS = new Set(['licenseFileIds', 'idCardFileIds', 'fileIds']);

/** Fields in the order of the certification forms; anything else follows in the order submitted. */
const FIELD_ORDER = [
  'entType',
  'enterpriseCnnme',
  'enterpriseName',
  'realName',
  'idCardNo',
  'individualBusiness',
  'socialCreditCode',
  'businessLicenseNo',
  'sapId',
  'fleetCode',
  'legalPersonName',
  'contactName',
  'contactPhone',
  'contactEmail',
  'address',
];

function fieldRank(key: string): number {
  const index = FIELD_ORDER.indexOf(key);
  return index === -1 ? FIELD_ORDER.length : index;
}

function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

/**
 * Opens an uploaded file: fetched with the operator's token (a link cannot carry it) and shown in a
 * new tab opened at the click, so the browser does not treat it as an unrequested pop-up; when no
 * tab may open, it is saved instead.
 */
async function openFile(file: TOpsReviewFile, onError: (text: string) => void): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const blob = await fetchOpsFile(file.downloadPath);
    const url = URL.createObjectURL(blob);
    if (opened) {
      opened.location.href = url;
    } else {
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.fileName ?? file.fileId;
      anchor.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    opened?.close();
    onError(errorText(error));
  }
}

function fieldValue(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The review drawer of one certification request: applicant, submitted fields, files, history and the decision buttons. */
export function CertificationDrawer(props: { requestId: string | undefined; onClose: () => void; onDecided: (text: string) => void }) {
  const { t } = useOpsTranslation();
  const detail = useCertificationDetail(props.requestId);
  const record = detail.data;
  return (
    <Drawer
      open={props.requestId !== undefined}
      onClose={props.onClose}
      size={720}
      title={t('ops:certifications.drawerTitle')}
      destroyOnHidden
      data-testid="certification-drawer"
      extra={record && record.status === 'Submit' ? <DecisionButtons record={record} onDecided={props.onDecided} /> : null}
    >
      {detail.isPending && props.requestId !== undefined && <Spin />}
      {detail.isError && <LoadFailedResult error={detail.error} onRetry={() => void detail.refetch()} />}
      {record && <DetailBody record={record} />}
    </Drawer>
  );
}

function DecisionButtons({ record, onDecided }: { record: TOpsCertificationDetail; onDecided: (text: string) => void }) {
  const { t } = useOpsTranslation();
  const { message } = App.useApp();
  const decide = useDecideCertification();
  const [approving, setApproving] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [note, setNote] = useState('');
  const name = certificationSubject(record);

  const approve = () =>
    decide.mutate(
      { id: record.id, kind: 'approve', body: { note: note.trim() || undefined } },
      {
        onSuccess: () => {
          setApproving(false);
          onDecided(t('ops:certifications.approved', { name }));
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const refuse = (reason: string) =>
    decide.mutate(
      { id: record.id, kind: 'refuse', body: { reason } },
      {
        onSuccess: () => {
          setRefusing(false);
          onDecided(t('ops:certifications.refused', { name }));
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <Space>
      <Button danger onClick={() => setRefusing(true)} data-testid="certification-refuse">
        {t('ops:common.refuse')}
      </Button>
      <Button type="primary" onClick={() => setApproving(true)} data-testid="certification-approve">
        {t('ops:common.approve')}
      </Button>
      <Modal
        open={approving}
        title={t('ops:certifications.approveTitle')}
        okText={t('ops:common.approve')}
        cancelText={t('ops:common.cancel')}
        okButtonProps={{ loading: decide.isPending, 'data-testid': 'approve-confirm' }}
        onOk={approve}
        onCancel={() => setApproving(false)}
        afterClose={() => setNote('')}
      >
        <Typography.Paragraph>{name}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('ops:certifications.approveNote')}>
            <Input.TextArea rows={3} maxLength={200} showCount value={note} onChange={(event) => setNote(event.target.value)} data-testid="approve-note" />
          </Form.Item>
        </Form>
      </Modal>
      <RefuseModal open={refusing} subject={name} submitting={decide.isPending} onSubmit={refuse} onCancel={() => setRefusing(false)} />
    </Space>
  );
}

function DetailBody({ record }: { record: TOpsCertificationDetail }) {
  const { t, i18n } = useOpsTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const applicant = record.applicant;
  const fields = Object.entries(record.payload)
    .filter(([key]) => !HIDDEN_FIELDS.has(key))
    .sort(([a], [b]) => fieldRank(a) - fieldRank(b));
  const fieldLabel = (key: string) => (i18n.exists(`fields.${key}`, { ns: 'ops' }) ? t(`ops:fields.${key}`) : key);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('ops:certifications.type')}>
          {t(`ops:certType.${record.type}`)} {record.isUpgrade && <Tag color="purple">{t('ops:certifications.upgrade')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('ops:certifications.status')}>
          <Tag color={certificationStatusColor(record.status)}>{t(`ops:certStatus.${record.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('ops:certifications.submittedAt')}>{formatDateTime(record.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('ops:certifications.reviewedAt')}>{formatDateTime(record.reviewedAt)}</Descriptions.Item>
        {record.refuseReason && (
          <Descriptions.Item label={t('ops:certifications.refuseReason')} span={2}>
            {record.refuseReason}
          </Descriptions.Item>
        )}
        {record.reviewNote && (
          <Descriptions.Item label={t('ops:certifications.reviewNote')} span={2}>
            {record.reviewNote}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Descriptions title={t('ops:certifications.applicantSection')} size="small" column={2} bordered data-testid="certification-applicant">
        <Descriptions.Item label={t('ops:accounts.logonId')}>{applicant?.logonId ?? record.logonId}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.name')}>{orDash(applicant?.userCnnme)}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.phone')}>{orDash(applicant?.phone)}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.email')}>{orDash(applicant?.email)}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.userType')}>{applicant ? labelOf(USER_TYPES, applicant.userType, language) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.state')}>{applicant ? labelOf(ACCOUNT_STATES, applicant.accountState, language) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('ops:accounts.createdAt')}>{formatDateTime(applicant?.createdAt)}</Descriptions.Item>
      </Descriptions>

      <Descriptions title={t('ops:certifications.fieldsSection')} size="small" column={1} bordered data-testid="certification-fields">
        {fields.map(([key, value]) => (
          <Descriptions.Item key={key} label={fieldLabel(key)}>
            {key === 'entType' && typeof value === 'string' ? t(`ops:certType.${value}`, { defaultValue: value }) : fieldValue(value, t('ops:common.yes'), t('ops:common.no'))}
          </Descriptions.Item>
        ))}
      </Descriptions>

      <div>
        <Typography.Title level={5}>{t('ops:certifications.filesSection')}</Typography.Title>
        {record.files.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops:certifications.noFiles')} />
        ) : (
          <Space orientation="vertical" data-testid="certification-files">
            {record.files.map((file) => (
              <Space key={file.fileId}>
                {file.fileName === null ? (
                  <Typography.Text type="secondary">{t('ops:certifications.fileDeleted')}</Typography.Text>
                ) : (
                  <Button type="link" size="small" onClick={() => void openFile(file, (text) => void message.error(text))}>
                    {file.fileName}
                  </Button>
                )}
                <Typography.Text type="secondary">
                  {orDash(file.contentType)} {formatBytes(file.sizeBytes)}
                </Typography.Text>
              </Space>
            ))}
          </Space>
        )}
      </div>

      {record.history.length > 0 && (
        <div>
          <Typography.Title level={5}>{t('ops:certifications.historySection')}</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={record.history}
            columns={[
              { title: t('ops:certifications.type'), dataIndex: 'type', render: (value: string) => t(`ops:certType.${value}`) },
              {
                title: t('ops:certifications.status'),
                dataIndex: 'status',
                render: (value: string) => <Tag color={certificationStatusColor(value)}>{t(`ops:certStatus.${value}`)}</Tag>,
              },
              { title: t('ops:certifications.submittedAt'), dataIndex: 'submittedAt', render: (value: string) => formatDateTime(value) },
              { title: t('ops:certifications.reviewedAt'), dataIndex: 'reviewedAt', render: (value: string | null) => formatDateTime(value) },
              { title: t('ops:certifications.refuseReason'), dataIndex: 'refuseReason', render: (value: string | null) => orDash(value) },
            ]}
          />
        </div>
      )}
    </Space>
  );
}
