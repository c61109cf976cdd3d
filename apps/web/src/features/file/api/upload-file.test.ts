import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../i18n';
import { errorMessage } from '../../../api/transport';
import { uploadFile } from './upload-file';

/** Records what the upload sends and answers it with `answer`. */
function stubXhr(answer: { status: number; body: unknown; headers?: Record<string, string> }) {
  const sent: { headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    abort() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return answer.headers?.[name.toLowerCase()] ?? null;
    }
    send() {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

describe('uploadFile', () => {
  it('asks for the page’s language, so a refusal such as "file too large" comes worded in it', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    const sent = stubXhr({ status: 200, body: { code: 5001, msg: 'The file cannot be larger than 10MB', data: { field: 'file' } } });
    const refusal = uploadFile({ file: new Blob(['x']), fileType: 'businessLicense' });
    await expect(refusal).rejects.toMatchObject({ code: 5001, msg: 'The file cannot be larger than 10MB' });
    expect(sent.headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'en-US' });

    await i18n.changeLanguage('zh-CN');
    const inChinese = stubXhr({ status: 200, body: { code: 0, msg: 'success', data: { fileId: 'f1' } } });
    await expect(uploadFile({ file: new Blob(['x']), fileType: 'businessLicense' })).resolves.toEqual({ fileId: 'f1' });
    expect(inChinese.headers['Accept-Language']).toBe('zh-CN');
  });

  it('names the request of a server failure, as the other calls do', async () => {
    stubXhr({ status: 500, body: { code: 500, msg: '服务器错误', data: null }, headers: { 'x-request-id': '1a2b3c4d-9' } });
    const failure = await uploadFile({ file: new Blob(['x']), fileType: 'businessLicense' }).catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe('服务器错误（请求编号：1a2b3c4d-9）');
  });
});
