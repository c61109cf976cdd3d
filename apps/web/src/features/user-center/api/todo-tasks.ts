import type { THistoryTodoTaskPage, TRefuseTodoTaskRequest, TRemoveTodoTaskRequest, TTodoTaskPage } from '@coastbook/contracts';
import { UNREAD_MESSAGE_POLL_INTERVAL_MS } from '@coastbook/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get, postJson } from '../../../api/transport';
import { sessionStore, useSession } from '../../../session/session-store';
import { useAccountStatus } from '../../enterprise';

/** The spec's {product} segment (ARCHITECTURE.md "API conventions"). */
const BASE = 'web/domestic/task/todo';

export const todoQueryKeys = {
  all: ['todo'] as const,
  count: (userId: string) => [...todoQueryKeys.all, 'count', userId] as const,
  list: (userId: string, current: number, size: number) => [...todoQueryKeys.all, 'list', userId, current, size] as const,
  history: (userId: string, current: number, size: number) => [...todoQueryKeys.all, 'history', userId, current, size] as const,
};

/** POST refuseTodoTask: declines what the task asks (a link application), with an optional reason for the applicant. */
export function refuseTodoTask(request: TRefuseTodoTaskRequest): Promise<true> {
  return postJson<true>(`${BASE}/refuseTodoTask`, request);
}

/** POST removeTodoTask: takes a reminder off the caller's list; the business stays as it is. */
export function removeTodoTask(request: TRemoveTodoTaskRequest): Promise<true> {
  return postJson<true>(`${BASE}/removeTodoTask`, request);
}

/** GET getTodoTaskCount: the raw number; the badges show '99+' above 99. */
export function getTodoTaskCount(signal?: AbortSignal): Promise<number> {
  return get<number>(`${BASE}/getTodoTaskCount`, undefined, signal ? { signal } : {});
}

/** POST getTodoTaskInfoList: oldest first. */
export function getTodoTaskInfoList(page: { current: number; size: number }, signal?: AbortSignal): Promise<TTodoTaskPage> {
  return postJson<TTodoTaskPage>(`${BASE}/getTodoTaskInfoList`, page, signal ? { signal } : {});
}

/** 000 §6 / 001 §4: to-do items load only for confirmed enterprise or personal users. */
export function useShowsTodo(): { userId: string | undefined; showsTodo: boolean } {
  const userId = useSession((session) => session.user?.userId);
  const flags = useAccountStatus().data?.flags;
  return { userId, showsTodo: userId !== undefined && flags !== undefined && (flags.isEnterpriseConfirm || flags.isPersonalConfirm) };
}

/**
 * The to-do count, polled every 300 000 ms (the same period as unread messages) while a confirmed
 * enterprise or personal user is logged in; polling stops for good on an error and when there is no
 * user. The count goes to the session store, which the header badge and the user centre read; anyone
 * else counts 0 (the header hides a 0 badge).
 */
export function useTodoTaskCount() {
  const { userId, showsTodo } = useShowsTodo();
  const query = useQuery({
    queryKey: todoQueryKeys.count(userId ?? ''),
    queryFn: ({ signal }) => getTodoTaskCount(signal),
    enabled: showsTodo,
    retry: false,
    staleTime: UNREAD_MESSAGE_POLL_INTERVAL_MS,
    refetchInterval: (current) => (current.state.status === 'error' ? false : UNREAD_MESSAGE_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
  const count = showsTodo ? (query.data ?? 0) : 0;
  useEffect(() => {
    sessionStore.setState({ todoCount: count });
  }, [count]);
  return { ...query, showsTodo };
}

/** The to-do list of the user centre (confirmed enterprise or personal users only). */
export function useTodoTaskList(page: { current: number; size: number }) {
  const { userId, showsTodo } = useShowsTodo();
  return useQuery({
    queryKey: todoQueryKeys.list(userId ?? '', page.current, page.size),
    queryFn: ({ signal }) => getTodoTaskInfoList(page, signal),
    enabled: showsTodo,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** POST getHistoryTodoTaskList: finished tasks of the last 6 months, newest first. */
export function getHistoryTodoTaskList(page: { current: number; size: number }, signal?: AbortSignal): Promise<THistoryTodoTaskPage> {
  return postJson<THistoryTodoTaskPage>(`${BASE}/getHistoryTodoTaskList`, page, signal ? { signal } : {});
}

/** /historyTask: the finished tasks, for the same users the to-do list is for. */
export function useHistoryTodoTaskList(page: { current: number; size: number }) {
  const { userId, showsTodo } = useShowsTodo();
  const query = useQuery({
    queryKey: todoQueryKeys.history(userId ?? '', page.current, page.size),
    queryFn: ({ signal }) => getHistoryTodoTaskList(page, signal),
    enabled: showsTodo,
    placeholderData: keepPreviousData,
  });
  return { ...query, showsTodo };
}

/** 000 §4.3: the pages whose arrival refreshes the count: home, order management (my orders), the user centre. */
const TODO_REFRESH_PATHS: readonly string[] = ['/', '/orderManagementIndex', '/userCenter'];

export function refreshesTodoCount(pathname: string): boolean {
  return TODO_REFRESH_PATHS.includes(pathname);
}

/** 000 §4.3: the count is refreshed when the user goes to home, order management or the user centre. */
export function useRefreshTodoOn(pathname: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (enabled && refreshesTodoCount(pathname)) {
      void queryClient.invalidateQueries({ queryKey: todoQueryKeys.all, predicate: (query) => query.state.status !== 'error' });
    }
  }, [pathname, enabled, queryClient]);
}
