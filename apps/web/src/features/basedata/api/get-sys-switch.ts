import type { TSysSwitchResponse } from '@coastbook/contracts';
import type { SystemSwitchType } from '@coastbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

export const sysSwitchQueryKeys = {
  all: ['basedata', 'sysSwitch'] as const,
  byType: (type: SystemSwitchType) => [...sysSwitchQueryKeys.all, type] as const,
};

/** GET web/domestic/customer/baseData/sysSwitch?type=... — whether a capability is switched on. */
export function getSysSwitch(type: SystemSwitchType, signal?: AbortSignal): Promise<TSysSwitchResponse> {
  return get<TSysSwitchResponse>('web/domestic/customer/baseData/sysSwitch', { type }, {
    ...(signal ? { signal } : {}),
  });
}

export function getSysSwitchQueryOptions(type: SystemSwitchType) {
  return queryOptions({
    queryKey: sysSwitchQueryKeys.byType(type),
    queryFn: ({ signal }) => getSysSwitch(type, signal),
    // Operators flip switches rarely; a few minutes of staleness is fine.
    staleTime: 5 * 60_000,
  });
}

export function useSysSwitch(type: SystemSwitchType) {
  return useQuery(getSysSwitchQueryOptions(type));
}
