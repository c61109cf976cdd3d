import type { TApplyBlankNoteRequest, TBlankNote, TBlankNotePage, TBlankNoteQuery, TBlankNoteRedeemRequest, TPayResult } from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { encryptCredential } from '../../../api/credentials';
import { idempotent } from '../../../api/idempotency';
import { get, postJson } from '../../../api/transport';

/** Deposit notes (白条): issued by the assets calls, redeemed by a payment (purpose 2). */
const ASSETS = 'web/domestic/member/assets';

export const blankNoteQueryKeys = {
  all: ['payment', 'blankNote'] as const,
  list: (query: Partial<TBlankNoteQuery>) => [...blankNoteQueryKeys.all, 'list', query] as const,
  passwordSet: (userId: string) => [...blankNoteQueryKeys.all, 'passwordSet', userId] as const,
};

/** POST member/assets/getBlankNoteData: the owner's notes, newest first, with the total awaiting redemption. */
export function getBlankNotes(query: Partial<TBlankNoteQuery>, signal?: AbortSignal): Promise<TBlankNotePage> {
  return postJson<TBlankNotePage>(`${ASSETS}/getBlankNoteData`, query, signal ? { signal } : {});
}

export function useBlankNotes(query: Partial<TBlankNoteQuery>) {
  return useQuery(
    queryOptions({ queryKey: blankNoteQueryKeys.list(query), queryFn: ({ signal }) => getBlankNotes(query, signal), placeholderData: keepPreviousData }),
  );
}

/**
 * POST member/assets/applyBlanknote: pays awaiting-payment orders with a note on the freight-loan line (→ D),
 * agreement ticked, with the payment password encrypted as the credit channel sends it.
 */
export async function applyBlankNote(options: { orderIds: string[]; password: string; agreementTicked: true; idempotencyKey: string }): Promise<TBlankNote> {
  const body: TApplyBlankNoteRequest = { orderIds: options.orderIds, payPassword: await encryptCredential(options.password), agreementTicked: options.agreementTicked };
  return postJson<TBlankNote>(`${ASSETS}/applyBlanknote`, body, idempotent(options.idempotencyKey));
}

/** POST order/payment/blankNoteRedeemPayment: redeems notes (payment purpose 2), agreement ticked; prepaid needs the encrypted password. */
export async function redeemBlankNotes(options: {
  blankNoteIds: string[];
  channel: TBlankNoteRedeemRequest['channel'];
  password?: string;
  agreementTicked: true;
  idempotencyKey: string;
}): Promise<TPayResult> {
  const body: TBlankNoteRedeemRequest = {
    blankNoteIds: options.blankNoteIds,
    channel: options.channel,
    ...(options.channel === 'ACCOUNTSTORE' && options.password !== undefined ? { payPassword: await encryptCredential(options.password) } : {}),
    agreementTicked: options.agreementTicked,
  };
  return postJson<TPayResult>('web/domestic/order/payment/blankNoteRedeemPayment', body, idempotent(options.idempotencyKey));
}

/** GET web/entUser/isPaymentPasswordSetBefore: whether the user has a payment password (for the prompt's links). */
export function usePaymentPasswordIsSet(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: blankNoteQueryKeys.passwordSet(userId ?? ''),
      queryFn: ({ signal }) => get<boolean>('web/entUser/isPaymentPasswordSetBefore', { userId: userId ?? '' }, signal ? { signal } : {}),
      enabled: userId !== undefined,
    }),
  );
}
