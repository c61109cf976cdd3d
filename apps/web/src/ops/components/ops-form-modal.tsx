import { App, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useMoneyAction } from '../../lib/money-action';
import { useProductTranslation } from '../pages/product/product-i18n';

/**
 * The edit dialog of the ops list pages: Save/Cancel buttons, Save submits the form (so the form's own
 * rules run first), the spinner follows the mutation and the content is dropped on close so the next open
 * starts clean. The form itself stays with the page because its layout, initial values and extras differ.
 * Button texts come from the product pages' namespace, whose pages are the only users so far.
 */
export function OpsFormModal(props: {
  title: ReactNode;
  /** The mutation is running: Save shows a spinner so it cannot be sent twice. */
  pending: boolean;
  form: FormInstance;
  onClose: () => void;
  width?: number;
  /** Defaults to common.save. */
  okText?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useProductTranslation();
  return (
    <Modal
      open
      {...(props.width === undefined ? {} : { width: props.width })}
      title={props.title}
      okText={props.okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={props.pending}
      onOk={() => props.form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.children}
    </Modal>
  );
}

/**
 * Mutation callbacks of a dialog that closes once saved: a success toast then close; on failure the
 * server's message (already in the operator's words) and the dialog stays open so nothing typed is lost.
 */
export function useSaveAndClose<TResult = unknown>(success: string | ((result: TResult) => string), onClose: () => void) {
  const { message } = App.useApp();
  return {
    onSuccess: (result: TResult) => {
      void message.success(typeof success === 'function' ? success(result) : success);
      onClose();
    },
    onError: (error: Error) => void message.error(error.message),
  };
}

/**
 * Save of a dialog whose call takes the console's Idempotency-Key (a creation, a slot change by a delta): the key
 * is kept while the last try's outcome is unknown (useMoneyAction), so Save pressed again after a lost answer
 * answers what the first try made instead of making it twice; the failure's message then says the save may have
 * gone through. Once saved, a success toast and close, as useSaveAndClose.
 */
export function useKeyedSave<TVariables, TResult>(
  send: (variables: TVariables, idempotencyKey: string) => Promise<TResult>,
  success: string | ((result: TResult) => string),
  onClose: () => void,
) {
  const { message } = App.useApp();
  const saved = useSaveAndClose(success, onClose);
  const keyed = useMoneyAction([]);
  return (variables: TVariables) =>
    void keyed.send(variables, (idempotencyKey) => send(variables, idempotencyKey)).then(saved.onSuccess, (error: unknown) => void message.error(keyed.messageFor(error)));
}
