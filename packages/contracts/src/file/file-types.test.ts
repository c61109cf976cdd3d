import { describe, expect, it } from 'vitest';
import { extensionsForFileType, FILE_TYPES } from './file-types';
import { ZAttachmentInfoQuery, ZUploadFileQuery } from './file';

describe('upload file types', () => {
  it('use the two extension lists of 000 §5', () => {
    expect(extensionsForFileType('businessLicense')).toEqual(['.jpg', '.jpeg', '.png', '.jpe', '.jfif', '.pdf']);
    expect([...extensionsForFileType('orderAttachment')].sort()).toEqual(['.jfif', '.jpe', '.jpeg', '.jpg', '.pdf', '.png', '.xls', '.xlsx']);
    expect(FILE_TYPES.every((type) => type.zh && type.en)).toBe(true);
  });

  it('validate the upload query and the attachment query', () => {
    expect(ZUploadFileQuery.safeParse({ fileType: 'idCard', bussinessId: 'CERT-1' }).success).toBe(true);
    expect(ZUploadFileQuery.safeParse({ fileType: 'idCard', bussinessId: 'bad id!' }).error?.issues[0]?.message).toBe('业务ID只能包含字母、数字和 _ : . -');
    expect(ZAttachmentInfoQuery.safeParse({}).error?.issues[0]?.message).toBe('请提供业务ID或文件ID其中之一');
    expect(ZAttachmentInfoQuery.safeParse({ bussinessId: 'A', fileId: '2f1c8f5e-6a53-4f3e-9d59-1c1f0f6b7a10' }).success).toBe(false);
  });
});
