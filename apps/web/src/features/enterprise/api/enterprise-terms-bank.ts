import type { TBankInfo, TSaveBankDraftRequest, TSubmitBankInfoRequest } from '@coastbook/contracts';
import { postJson } from '../../../api/transport';

/** POST web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm: the owner confirms the service terms. */
export function confirmServiceTerm(): Promise<true> {
  return postJson<true>('web/domestic/member/EpanCEnterpriseInfo/updateEnterpriseConfirmTerm', { confirmTerm: 'service_term' });
}

const BANK = 'web/enterprise/bank';

export function saveBankDraft(request: TSaveBankDraftRequest): Promise<TBankInfo> {
  return postJson<TBankInfo>(`${BANK}/saveBankDraft`, request);
}

export function submitBankInfo(request: TSubmitBankInfoRequest): Promise<TBankInfo> {
  return postJson<TBankInfo>(`${BANK}/submitBankInfo`, request);
}

export function cancelBankCertification(): Promise<TBankInfo> {
  return postJson<TBankInfo>(`${BANK}/cancelBankCertification`, {});
}
