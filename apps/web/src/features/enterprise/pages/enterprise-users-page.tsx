import type { TSubUser } from '@coastbook/contracts';
import { ORDER_VISIBILITY, SUB_USER_RIGHTS, labelOf, type OrderVisibility, type SubUserRight } from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';
import { formatChinaTime } from '../../../lib/china-time';
import { labelWithCount } from '../../../lib/not-loaded';
import { FIRST_PAGE, tablePagination } from '../../../lib/table-pagination';
import {
  batchApprove,
  batchDelete,
  batchRefuse,
  subUserQueryKeys,
  updateSubUserPermission,
  updateSubUserToken,
  useAuditedUsers,
  usePendingUsers,
} from '../api/sub-users';
import { SubUserRightsModal, type SubUserRightsValues } from '../components/sub-user-rights-modal';
import '../enterprise.css';

type RightsTarget = { kind: 'approve'; userIds: string[] } | { kind: 'edit'; user: TSubUser };

/**
 * /enterpriseUser/enterprise/user (000 §2.2, §7.4): the main account's sub-user management. Pending
 * link requests are approved in a batch with a visibility (ALL / OWN) and rights, or refused; audited
 * users (approved / refused) can be deleted in a batch, have their rights edited and integration
 * tokens issued or revoked. Only the main account reaches this page (member_enterprise_user_index).
 */
export function EnterpriseUsersPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'pending' | 'audited'>('pending');
  const [pendingSelection, setPendingSelection] = useState<string[]>([]);
  const [auditedSelection, setAuditedSelection] = useState<string[]>([]);
  const [page, setPage] = useState<{ current: number; size: number }>(FIRST_PAGE);
  const [loginId, setLoginId] = useState('');
  const [rightsTarget, setRightsTarget] = useState<RightsTarget | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [refuseReason, setRefuseReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [issuedToken, setIssuedToken] = useState<string | null>(null);

  const pending = usePendingUsers();
  const audited = useAuditedUsers({ current: page.current, size: page.size, ...(loginId ? { loginId } : {}) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: subUserQueryKeys.all });

  const run = async (action: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    try {
      await action();
      message.success(t('accounts.common.done'));
      done();
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onRightsConfirm = (values: SubUserRightsValues) => {
    if (rightsTarget === null) return;
    const visibility: OrderVisibility = values.visibility;
    const rights: SubUserRight[] = values.rights ?? [];
    void run(
      () =>
        rightsTarget.kind === 'approve'
          ? batchApprove({ userIds: rightsTarget.userIds, visibility, rights })
          : updateSubUserPermission({ userId: rightsTarget.user.userId, visibility, rights }),
      () => {
        setRightsTarget(null);
        setPendingSelection([]);
      },
    );
  };

  const onRefuse = () =>
    void run(
      () => batchRefuse({ userIds: pendingSelection, ...(refuseReason.trim() ? { reason: refuseReason.trim() } : {}) }),
      () => {
        setRefusing(false);
        setRefuseReason('');
        setPendingSelection([]);
      },
    );

  const onToken = (user: TSubUser, action: 'issue' | 'revoke') =>
    void run(
      async () => {
        const answer = await updateSubUserToken(user.userId, action);
        if (answer.token) setIssuedToken(answer.token);
      },
      () => undefined,
    );

  const baseColumns: TableColumnsType<TSubUser> = [
    { title: t('accounts.subUsers.loginId'), dataIndex: 'loginId' },
    { title: t('accounts.subUsers.name'), dataIndex: 'userCnnme' },
    { title: t('accounts.subUsers.phone'), dataIndex: 'phone' },
    { title: t('accounts.subUsers.applicant'), dataIndex: 'note', render: (note: string | null) => note ?? '—' },
    { title: t('accounts.subUsers.appliedAt'), dataIndex: 'appliedAt', render: (time: string | null) => (time ? formatChinaTime(time) : '—') },
  ];

  const auditedColumns: TableColumnsType<TSubUser> = [
    ...baseColumns,
    {
      title: t('accounts.subUsers.status'),
      dataIndex: 'relationStatus',
      render: (status: TSubUser['relationStatus']) => (
        <Tag color={status === 'A' ? 'success' : 'default'}>{t(`accounts.relation.status${status ?? 'A'}`)}</Tag>
      ),
    },
    {
      title: t('accounts.subUsers.visibility'),
      dataIndex: 'visibility',
      render: (visibility: TSubUser['visibility']) => (visibility ? labelOf(ORDER_VISIBILITY, visibility, language) : '—'),
    },
    {
      title: t('accounts.subUsers.rights'),
      dataIndex: 'rights',
      render: (rights: string[]) => rights.map((right) => <Tag key={right}>{labelOf(SUB_USER_RIGHTS, right, language)}</Tag>),
    },
    {
      title: t('accounts.subUsers.actions'),
      key: 'actions',
      render: (_value, user) =>
        user.relationStatus === 'A' ? (
          <Space size={4} wrap>
            <Button size="small" type="link" onClick={() => setRightsTarget({ kind: 'edit', user })} data-testid={`edit-rights-${user.loginId}`}>
              {t('accounts.subUsers.editRights')}
            </Button>
            <Button size="small" type="link" onClick={() => onToken(user, 'issue')}>
              {user.hasToken ? t('accounts.subUsers.reissueToken') : t('accounts.subUsers.issueToken')}
            </Button>
            {user.hasToken && (
              <Popconfirm title={t('accounts.subUsers.revokeTokenConfirm')} onConfirm={() => onToken(user, 'revoke')}>
                <Button size="small" type="link" danger>
                  {t('accounts.subUsers.revokeToken')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : null,
    },
  ];

  const pendingTab = (
    <>
      <div className="ent-page__toolbar">
        <Button
          type="primary"
          disabled={pendingSelection.length === 0}
          onClick={() => setRightsTarget({ kind: 'approve', userIds: pendingSelection })}
          data-testid="batch-approve"
        >
          {t('accounts.subUsers.batchApprove')}
        </Button>
        <Button danger disabled={pendingSelection.length === 0} onClick={() => setRefusing(true)} data-testid="batch-refuse">
          {t('accounts.subUsers.batchRefuse')}
        </Button>
      </div>
      <Table<TSubUser>
        rowKey="userId"
        columns={baseColumns}
        dataSource={pending.data ?? []}
        loading={pending.isFetching}
        rowSelection={{ selectedRowKeys: pendingSelection, onChange: (keys) => setPendingSelection(keys as string[]) }}
        pagination={false}
        data-testid="pending-users"
      />
    </>
  );

  const auditedTab = (
    <>
      <div className="ent-page__toolbar">
        <Input.Search
          allowClear
          placeholder={t('accounts.subUsers.searchLoginId')}
          style={{ width: 240 }}
          onSearch={(value) => {
            setLoginId(value.trim());
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <Popconfirm title={t('accounts.subUsers.batchDeleteConfirm')} onConfirm={() => void run(() => batchDelete(auditedSelection), () => setAuditedSelection([]))}>
          <Button danger disabled={auditedSelection.length === 0} data-testid="batch-delete">
            {t('accounts.subUsers.batchDelete')}
          </Button>
        </Popconfirm>
      </div>
      <Table<TSubUser>
        rowKey="userId"
        columns={auditedColumns}
        dataSource={audited.data?.records ?? []}
        loading={audited.isFetching}
        rowSelection={{ selectedRowKeys: auditedSelection, onChange: (keys) => setAuditedSelection(keys as string[]) }}
        pagination={tablePagination({ current: page.current, size: page.size, total: audited.data?.total, onChange: (current, size) => setPage({ current, size }) })}
        scroll={{ x: 900 }}
        data-testid="audited-users"
      />
    </>
  );

  return (
    <section className="page-card ent-page" data-testid="enterprise-users-page">
      <div className="ent-page__heading">
        <h1 className="ent-page__title">{t('accounts.subUsers.title')}</h1>
        <LinkButton to="/entMasterReq/change" data-testid="to-master-change">
          {t('accounts.subUsers.changeMaster')}
        </LinkButton>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'pending' | 'audited')}
        items={[
          { key: 'pending', label: labelWithCount(t('accounts.subUsers.pendingTab'), pending.data?.length), children: pendingTab },
          { key: 'audited', label: t('accounts.subUsers.auditedTab'), children: auditedTab },
        ]}
      />
      <SubUserRightsModal
        open={rightsTarget !== null}
        title={rightsTarget?.kind === 'edit' ? t('accounts.subUsers.editRights') : t('accounts.subUsers.batchApprove')}
        {...(rightsTarget?.kind === 'edit'
          ? { initial: { visibility: rightsTarget.user.visibility ?? 'OWN', rights: rightsTarget.user.rights as SubUserRight[] } }
          : {})}
        confirming={busy}
        onConfirm={onRightsConfirm}
        onCancel={() => setRightsTarget(null)}
      />
      <Modal
        open={refusing}
        title={t('accounts.subUsers.batchRefuse')}
        onCancel={() => setRefusing(false)}
        onOk={onRefuse}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Input.TextArea rows={3} maxLength={200} showCount value={refuseReason} onChange={(event) => setRefuseReason(event.target.value)} placeholder={t('accounts.subUsers.refuseReason')} />
      </Modal>
      <Modal open={issuedToken !== null} title={t('accounts.subUsers.tokenIssued')} onCancel={() => setIssuedToken(null)} onOk={() => setIssuedToken(null)}>
        <p>{t('accounts.subUsers.tokenShownOnce')}</p>
        <Typography.Paragraph copyable code>
          {issuedToken}
        </Typography.Paragraph>
      </Modal>
    </section>
  );
}
