import { AppError, type BilingualText, fieldRefusalWords } from '@coastbook/domain';

/** The reason an operator gives the applicant, at most this long (the console's box says so too). */
const REFUSAL_REASON_MAX_LENGTH = 200;

function reasonRefused(message: BilingualText): AppError {
  return new AppError('BAD_REQUEST', {
    msg: fieldRefusalWords('reason', message),
    field: 'reason',
  });
}

/** An operator's refusal reason (certification, bank information), trimmed: required, at most 200 characters. */
export function readRefusalReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw reasonRefused({ zh: '请填写拒绝原因', en: 'Please enter the refusal reason' });
  if (trimmed.length > REFUSAL_REASON_MAX_LENGTH) {
    throw reasonRefused({ zh: '拒绝原因长度不能超过200个字符', en: 'The refusal reason cannot be longer than 200 characters' });
  }
  return trimmed;
}
