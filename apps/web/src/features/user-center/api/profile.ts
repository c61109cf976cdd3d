import type { TUpdateUserInfoRequest } from '@coastbook/contracts';
import { postJson } from '../../../api/transport';

/** POST web/entUser/updateUserInfo: only the fields sent change; a new e-mail needs its CHANGE_BIND code. */
export function updateUserInfo(request: TUpdateUserInfoRequest): Promise<true> {
  return postJson<true>('web/entUser/updateUserInfo', request);
}
