import type { TOpsAuditQuery, TOpsAuditRecord } from '@coastbook/contracts';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, labelOf } from '@coastbook/domain';
import { Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUiLanguage } from '../../i18n/use-language';
import { useAuditPage } from '../api/audit';
import { CodedText } from '../components/coded-text';
import { RequireOpsPermission } from '../components/forbidden';
import { formatDateTime, orDash } from '../components/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPositiveInt } from '../components/table-pagination';
import { useOpsTranslation } from '../i18n';
import { usePagedTableProps } from '../components/ops-table-props';

type ActorKind = NonNullable<TOpsAuditQuery['actorKind']>;
const ACTOR_KINDS: ActorKind[] = ['operator', 'customer', 'system'];

/** 审计日志 (/ops/audit, admins): newest first, filtered by actor kind, action or entity id; before/after in the expanded row. */
export function AuditLogPage() {
  return (
    <RequireOpsPermission permission="ops_audit_read">
      <AuditLog />
    </RequireOpsPermission>
  );
}

function Json({ value }: { value: unknown }) {
  return <pre className="ops-json">{value === null || value === undefined ? '-' : JSON.stringify(value, null, 2)}</pre>;
}

function AuditLog() {
  const { t } = useOpsTranslation();
  const language = useUiLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const actorKindParam = searchParams.get('actorKind');
  const actorKind = ACTOR_KINDS.find((kind) => kind === actorKindParam);
  const action = searchParams.get('action') ?? '';
  const entityId = searchParams.get('entityId') ?? '';
  const current = readPositiveInt(searchParams.get('current'), 1);
  const size = readPositiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE, PAGE_SIZES);
  const query = useMemo<TOpsAuditQuery>(
    () => ({ current, size, ...(actorKind ? { actorKind } : {}), ...(action ? { action } : {}), ...(entityId ? { entityId } : {}) }),
    [current, size, actorKind, action, entityId],
  );
  const page = useAuditPage(query);
  const tableProps = usePagedTableProps(page, { current, size, setSearchParams, emptyText: t('ops:common.none') });

  const setFilter = (changes: Record<string, string | undefined>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('current');
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const columns: TableColumnsType<TOpsAuditRecord> = [
    { title: t('ops:audit.at'), dataIndex: 'at', width: 140, render: (value: string) => formatDateTime(value) },
    {
      title: t('ops:audit.actor'),
      key: 'actor',
      width: 180,
      render: (_, record) => (
        <>
          <Tag>{t(`ops:audit.actorKinds.${record.actorKind}`)}</Tag>
          {orDash(record.actorName ?? record.actorId)}
        </>
      ),
    },
    { title: t('ops:audit.action'), dataIndex: 'action', width: 200, render: (value: string) => <CodedText text={labelOf(AUDIT_ACTIONS, value, language)} code={value} /> },
    {
      title: t('ops:audit.entity'),
      key: 'entity',
      render: (_, record) => <CodedText text={labelOf(AUDIT_ENTITY_TYPES, record.entityType, language)} code={record.entityId} />,
    },
    { title: t('ops:audit.reason'), dataIndex: 'reason', ellipsis: true, render: (value: string | null) => orDash(value) },
    { title: t('ops:audit.ip'), dataIndex: 'ip', width: 120, render: (value: string | null) => orDash(value) },
  ];

  return (
    <div className="ops-panel" data-testid="audit-log-page">
      <div className="ops-toolbar">
        <Select<ActorKind>
          allowClear
          placeholder={t('ops:audit.actorKind')}
          style={{ width: 140 }}
          value={actorKind}
          onChange={(value) => setFilter({ actorKind: value })}
          options={ACTOR_KINDS.map((value) => ({ value, label: t(`ops:audit.actorKinds.${value}`) }))}
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'search' }}
          placeholder={t('ops:audit.actionPlaceholder')}
          style={{ width: 260 }}
          value={action || undefined}
          onChange={(value) => setFilter({ action: value })}
          options={AUDIT_ACTIONS.map((entry) => ({ value: entry.value, label: entry[language], search: `${entry[language]} ${entry.value}` }))}
          data-testid="audit-action-filter"
        />
        <Input.Search
          key={`entity-${entityId}`}
          defaultValue={entityId}
          allowClear
          placeholder={t('ops:audit.entityIdPlaceholder')}
          style={{ width: 320 }}
          onSearch={(value) => setFilter({ entityId: value.trim() })}
        />
        <Button onClick={() => setSearchParams({})}>{t('ops:common.reset')}</Button>
      </div>
      <Table<TOpsAuditRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        {...tableProps}
        expandable={{
          expandedRowRender: (record) => (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
              <div>
                <strong>{t('ops:audit.before')}</strong>
                <Json value={record.before} />
              </div>
              <div>
                <strong>{t('ops:audit.after')}</strong>
                <Json value={record.after} />
              </div>
            </div>
          ),
        }}
      />
    </div>
  );
}
