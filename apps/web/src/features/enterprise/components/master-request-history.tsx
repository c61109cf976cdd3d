import type { TMasterRequest } from '@coastbook/contracts';
import { MASTER_REQUEST_SEARCH_DEFAULTS } from '@coastbook/domain';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { formatChinaTime } from '../../../lib/china-time';
import { tablePagination } from '../../../lib/table-pagination';
import { useSession } from '../../../session/session-store';
import { updateMasterRequest, useMasterRequests } from '../api/master-requests';
import { LoadFailedAlert } from '../../../components/load-failed-alert';

const STATUS_COLOURS: Record<TMasterRequest['status'], string> = { A: 'success', R: 'error', M: 'processing', W: 'gold', X: 'default' };

/**
 * The main-account change requests the caller may see (entMasterReq/search, page 1 size 10 by default,
 * 000 §9): the main account agrees to or refuses an application waiting for it (M); the applicant
 * withdraws its own while it waits (M or W).
 */
export function MasterRequestHistory({ isMainAccount, onChanged }: { isMainAccount: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useSession((session) => session.user?.userId);
  const [page, setPage] = useState<{ current: number; size: number }>(MASTER_REQUEST_SEARCH_DEFAULTS);
  const requests = useMasterRequests(page.current, page.size);
  const [refusing, setRefusing] = useState<TMasterRequest | undefined>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();

  const act = async (request: TMasterRequest, action: 'approve' | 'refuse' | 'cancel', note?: string) => {
    setBusy(true);
    try {
      await updateMasterRequest({ id: request.id, action, ...(note ? { note } : {}) });
      message.success(t('accountRequests.common.done'));
      setRefusing(undefined);
      await requests.refetch();
      onChanged();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<TMasterRequest> = [
    { title: t('accountRequests.master.kind'), dataIndex: 'kind', width: 80, render: (kind: string) => t(kind === 'apply' ? 'accountRequests.master.kindApply' : 'accountRequests.master.kindChange') },
    { title: t('accountRequests.master.applicant'), dataIndex: 'applicantLogonId', width: 140 },
    { title: t('accountRequests.master.previousMaster'), dataIndex: 'previousMasterLogonId', width: 120, render: (value: string | null) => value ?? '—' },
    { title: t('accountRequests.master.reason'), dataIndex: 'reason', ellipsis: true, render: (value: string | null) => value ?? '—' },
    {
      title: t('accountRequests.master.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: TMasterRequest['status']) => (
        <Tag color={STATUS_COLOURS[status]} data-testid="master-request-status">
          {t(`accountRequests.master.status${status}`)}
        </Tag>
      ),
    },
    { title: t('accountRequests.master.note'), dataIndex: 'decisionNote', ellipsis: true, render: (value: string | null) => value ?? '—' },
    { title: t('accountRequests.master.createdAt'), dataIndex: 'createdAt', width: 150, render: (value: string) => formatChinaTime(value) },
    {
      title: t('accountRequests.common.actions'),
      key: 'actions',
      width: 150,
      render: (_, request) => (
        <Space size={0}>
          {isMainAccount && request.status === 'M' && (
            <>
              <Popconfirm title={t('accountRequests.master.agreeConfirm', { logonId: request.applicantLogonId })} onConfirm={() => void act(request, 'approve')}>
                <Button type="link" size="small" data-testid="master-request-agree">
                  {t('accountRequests.master.agree')}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger onClick={() => setRefusing(request)} data-testid="master-request-refuse">
                {t('accountRequests.master.refuse')}
              </Button>
            </>
          )}
          {request.applicantUserId === userId && request.kind === 'apply' && (request.status === 'M' || request.status === 'W') && (
            <Popconfirm title={t('accountRequests.master.withdrawConfirm')} onConfirm={() => void act(request, 'cancel')}>
              <Button type="link" size="small" data-testid="master-request-withdraw">
                {t('accountRequests.master.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="master-request-history">
      <h2 className="ent-page__title" style={{ fontSize: 16, marginTop: 24 }}>
        {t('accountRequests.master.history')}
      </h2>
      <Table<TMasterRequest>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={requests.data?.records ?? []}
        loading={requests.isFetching}
        locale={{ emptyText: requests.isError ? <LoadFailedAlert error={requests.error} onRetry={() => void requests.refetch()} /> : t('accountRequests.common.none') }}
        pagination={tablePagination({ current: page.current, size: page.size, total: requests.data?.total, onChange: (current, size) => setPage({ current, size }) })}
      />
      <Modal
        open={refusing !== undefined}
        title={t('accountRequests.master.refuseTitle')}
        confirmLoading={busy}
        onCancel={() => setRefusing(undefined)}
        onOk={() => refusing && void act(refusing, 'refuse', form.getFieldValue('note') as string | undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="note" label={t('accountRequests.master.refuseNote')}>
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
