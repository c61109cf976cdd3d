import type { TCertificationQueueRecord } from '@coastbook/contracts';

const STATUS_COLORS: Record<string, string> = { Submit: 'processing', Confirm: 'success', Refuse: 'error', Cancel: 'default' };

/** antd Tag colour of a certification status. */
export function certificationStatusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'default';
}

/** The applicant's enterprise name, or the person's name on a personal request, else the logon id. */
export function certificationSubject(record: Pick<TCertificationQueueRecord, 'enterpriseCnnme' | 'payload' | 'logonId'>): string {
  const payloadName = record.payload.enterpriseCnnme ?? record.payload.realName;
  return record.enterpriseCnnme ?? (typeof payloadName === 'string' ? payloadName : record.logonId);
}
