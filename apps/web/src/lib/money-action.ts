import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../api/idempotency';
import { ApiError, errorMessage, NO_RESPONSE_CODE } from '../api/transport';

/**
 * True when a call may or may not have been carried out: no answer came (the line dropped, the 30 s timeout)
 * or the server or a proxy failed (5xx). A refusal, a 4xx or a success says what happened, and a page that
 * cannot encrypt the password (plain HTTP) sent nothing.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.httpStatus !== undefined) return error.httpStatus >= 500;
  return error.code === NO_RESPONSE_CODE || error.code === 408;
}

/**
 * The Idempotency-Key of a money action across the user's presses. A withdrawal whose answer was lost has
 * probably been made; if the user presses again, the same key makes the server answer the first try's result
 * instead of making a second withdrawal. So `send(action, call)` gives `call` a fresh key for a new action and
 * the previous key while the previous try of the same action has no known outcome; once an answer says what
 * happened (done or refused), the next press is a new action with a new key. `action` is what is being done,
 * without credentials: the payment password is encrypted afresh on every try (the server leaves it out of the
 * key's hash too). Pure core for tests; `useMoneyAction` keeps one per component.
 */
export function createMoneyAction(makeKey: () => string = newIdempotencyKey) {
  let unsettled: { action: string; key: string } | null = null;
  return {
    async send<T>(action: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
      const described = JSON.stringify(action);
      if (unsettled?.action !== described) unsettled = { action: described, key: makeKey() };
      const { key } = unsettled;
      try {
        const result = await call(key);
        unsettled = null;
        return result;
      } catch (error) {
        if (!isOutcomeUnknown(error)) unsettled = null;
        throw error;
      }
    },
  };
}

/**
 * One money action of a component: `send` as above, and `messageFor(error)`, the words for a failed try, which
 * after an unknown outcome say that it may have gone through and that pressing again will not repeat it. After
 * an unknown outcome the queries under `shown` are fetched again, so the page shows the balance or the order as
 * they now are (a withdrawal that was made has already left the balance).
 */
export function useMoneyAction(shown: readonly QueryKey[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useRef<ReturnType<typeof createMoneyAction> | null>(null);
  action.current ??= createMoneyAction();
  const core = action.current;
  const send = async <T,>(described: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    try {
      return await core.send(described, call);
    } catch (error) {
      if (isOutcomeUnknown(error)) for (const queryKey of shown) void queryClient.invalidateQueries({ queryKey });
      throw error;
    }
  };
  const messageFor = (error: unknown) => (isOutcomeUnknown(error) ? t('common.moneyOutcomeUnknown', { message: errorMessage(error) }) : errorMessage(error));
  return { send, messageFor };
}
