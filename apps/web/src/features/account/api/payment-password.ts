import type {
  TResetPaymentPasswordRequest,
  TSetPaymentPasswordRequest,
  TUpdatePaymentPasswordRequest,
} from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { encryptCredential } from '../../../api/credentials';
import { get, postJson } from '../../../api/transport';

export const paymentPasswordQueryKeys = {
  all: ['account', 'paymentPassword'] as const,
  isSet: (userId: string) => [...paymentPasswordQueryKeys.all, 'isSet', userId] as const,
};

/** GET web/entUser/isPaymentPasswordSetBefore?userId= → whether one was ever set. */
export function isPaymentPasswordSetBefore(userId: string, signal?: AbortSignal): Promise<boolean> {
  return get<boolean>('web/entUser/isPaymentPasswordSetBefore', { userId }, signal ? { signal } : {});
}

export function usePaymentPasswordSet(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: paymentPasswordQueryKeys.isSet(userId ?? ''),
      queryFn: ({ signal }) => isPaymentPasswordSetBefore(userId ?? '', signal),
      enabled: userId !== undefined,
      staleTime: 0,
    }),
  );
}

/** POST web/entUser/setPaymentPassword: the first one. */
export async function setPaymentPassword(options: { paymentPassword: string; userId: string }): Promise<true> {
  return postJson<true>('web/entUser/setPaymentPassword', {
    paymentPassword: await encryptCredential(options.paymentPassword),
    userId: options.userId,
  } satisfies TSetPaymentPasswordRequest);
}

/** POST web/entUser/updatePaymentPassword: the current one, then the new one. */
export async function updatePaymentPassword(options: { oldPaymentPassword: string; newPaymentPassword: string }): Promise<true> {
  const [oldPaymentPassword, newPaymentPassword] = await Promise.all([
    encryptCredential(options.oldPaymentPassword),
    encryptCredential(options.newPaymentPassword),
  ]);
  return postJson<true>('web/entUser/updatePaymentPassword', {
    oldPaymentPassword,
    newPaymentPassword,
  } satisfies TUpdatePaymentPasswordRequest);
}

/** POST web/entUser/resetPaymentPwd: SMS code (PAYMENT_PASSWORD_RESET) and the new one. */
export async function resetPaymentPassword(options: { smsCode: string; newPaymentPassword: string }): Promise<true> {
  return postJson<true>('web/entUser/resetPaymentPwd', {
    smsCode: options.smsCode,
    newPaymentPassword: await encryptCredential(options.newPaymentPassword),
  } satisfies TResetPaymentPasswordRequest);
}

/** POST web/entUser/generateRandomPaymentPassword → a valid 6-digit suggestion (not stored). */
export function generateRandomPaymentPassword(): Promise<string> {
  return postJson<string>('web/entUser/generateRandomPaymentPassword', {});
}
