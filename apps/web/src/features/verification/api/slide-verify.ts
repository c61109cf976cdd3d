import type { TGetSlideVerifyResponse, TVerifySlideRequest } from '@coastbook/contracts';
import { SLIDE_PUZZLE } from '@coastbook/domain';
import { get, postJson } from '../../../api/transport';

/** GET web/commonUrl/getSlideVerify: a new puzzle; `previousKey` retires the one being replaced. */
export function getSlideVerify(previousKey?: string): Promise<TGetSlideVerifyResponse> {
  return get<TGetSlideVerifyResponse>('web/commonUrl/getSlideVerify', {
    showWidth: SLIDE_PUZZLE.widthPx,
    ...(previousKey !== undefined ? { key: previousKey } : {}),
  });
}

/** POST web/commonUrl/verifySlideBlockByUrlKey → true; a passed key is a proof for one send or login. */
export function verifySlide(request: TVerifySlideRequest): Promise<true> {
  return postJson<true>('web/commonUrl/verifySlideBlockByUrlKey', request);
}
