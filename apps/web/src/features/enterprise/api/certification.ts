import type { TCertificationRequestView, TCertificationSubmitRequest, TCheckEntCnnmeExistQuery } from '@coastbook/contracts';
import { get, postJson, postQuery } from '../../../api/transport';

const ENTERPRISE_INFO_BASE = 'web/domestic/member/EpanCEnterpriseInfo';

/**
 * GET checkEntCnnmeExist: resolves when the name is free (code 0); a name already certified is a
 * business refusal whose msg is the spec's 'enterprise already certified' text (000 §5).
 */
export function checkEntCnnmeExist(query: Pick<TCheckEntCnnmeExistQuery, 'enterpriseCnnme' | 'entType'>): Promise<false> {
  return get<false>(`${ENTERPRISE_INFO_BASE}/checkEntCnnmeExist`, query);
}

/** GET checkSocialCreditCodeExist: resolves when no certified enterprise holds the code; else '统一社会信用代码已被认证'. */
export function checkSocialCreditCodeExist(socialCreditCode: string): Promise<false> {
  return get<false>(`${ENTERPRISE_INFO_BASE}/checkSocialCreditCodeExist`, { socialCreditCode });
}

/** POST web/customerAuth/update: submit an enterprise, personal or trailer-supplier certification. */
export function submitCustomerCertification(request: TCertificationSubmitRequest): Promise<TCertificationRequestView> {
  return postJson<TCertificationRequestView>('web/customerAuth/update', request);
}

/** POST web/customerAuth/search?isEntAuth=: the caller's newest enterprise / trailer (true) or personal (false) request. */
export function findLatestCertification(isEntAuth: boolean): Promise<TCertificationRequestView | null> {
  return postQuery<TCertificationRequestView | null>('web/customerAuth/search', { isEntAuth });
}

/** The refused (or cancelled) request a form resubmits: its id, the form it held and its files. */
export interface ResubmitSource {
  requestId: string;
  payload: Record<string, unknown>;
  fileIds: string[];
}

/** POST web/customerAuth/resubmitEntAuth: a new submission replacing the refused or cancelled request. */
export function resubmitCertification(request: TCertificationSubmitRequest, requestId: string): Promise<TCertificationRequestView> {
  return postJson<TCertificationRequestView>('web/customerAuth/resubmitEntAuth', { ...request, requestId });
}

/** Submits a customer certification, or resubmits it when it replaces a refused one. */
export function sendCertification(request: TCertificationSubmitRequest, resubmit: ResubmitSource | undefined): Promise<TCertificationRequestView> {
  return resubmit ? resubmitCertification(request, resubmit.requestId) : submitCustomerCertification(request);
}
