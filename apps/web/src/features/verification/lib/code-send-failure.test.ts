import { describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_CODE } from '../../../api/transport';
import { describeCodeSendFailure } from './code-send-failure';

describe('code-send failure (000 §4.5, §8)', () => {
  it('shows the text before the comma and resumes the countdown from the number after it', () => {
    const error = new ApiError({ code: 4001, msg: '验证码请求过于频繁,37', httpStatus: 200 });
    expect(describeCodeSendFailure(error)).toEqual({ message: '验证码请求过于频繁', resumeSeconds: 37, refreshSlider: true });
  });

  it('reads the server’s English the same way: the countdown resumes and the slider refreshes', () => {
    const error = new ApiError({ code: 3053, msg: 'Verification code requested too often,37', httpStatus: 200 });
    expect(describeCodeSendFailure(error, 'en')).toEqual({ message: 'Verification code requested too often', resumeSeconds: 37, refreshSlider: true });
  });

  it('resets without a countdown when the refusal carries no number', () => {
    const error = new ApiError({ code: 4002, msg: '该手机号已注册', httpStatus: 200 });
    expect(describeCodeSendFailure(error)).toEqual({ message: '该手机号已注册', resumeSeconds: undefined, refreshSlider: false });
  });

  it('says "network error, check network" when no answer came', () => {
    expect(describeCodeSendFailure(new ApiError({ code: NO_RESPONSE_CODE, msg: '连接服务器失败' })).message).toBe('网络错误，请检查网络');
    expect(describeCodeSendFailure(new TypeError('Failed to fetch'), 'en').message).toBe('Network error, please check your network');
  });
});
