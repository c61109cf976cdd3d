import { UploadOutlined } from '@ant-design/icons';
import { extensionsForFileType, type FileType } from '@coastbook/contracts';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import { uploadFile } from '../api/upload-file';
import '../file.css';

export interface FileUploadProps {
  fileType: FileType;
  /** Uploaded file ids (antd Form passes value / onChange). */
  value?: string[];
  onChange?: (fileIds: string[]) => void;
  maxCount?: number;
  /** data-testid of the wrapper; the hidden input inside is what tests set files on. */
  testId?: string;
}

/**
 * An upload field for one file category: the accept list is the domain's extension list for the
 * type (000 §5), progress is shown while the bytes go up, and the value is the list of file ids the
 * server answered (what certification and other forms submit).
 */
export function FileUpload({ fileType, value, onChange, maxCount = 5, testId }: FileUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const extensions = extensionsForFileType(fileType);

  const idsOf = (list: UploadFile[]) =>
    list.filter((file) => file.status === 'done').map((file) => (file.response as { fileId: string }).fileId);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadFile({ file: file as Blob & { name?: string }, fileType, onProgress: (percent) => onProgress?.({ percent }) })
      .then((answer) => onSuccess?.(answer))
      .catch((error: unknown) => {
        message.error(errorMessage(error));
        onError?.(error instanceof Error ? error : new Error(errorMessage(error)));
      });
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const name = file.name.toLowerCase();
    if (!extensions.some((extension) => name.endsWith(extension))) {
      message.error(t('accounts.file.wrongExtension', { extensions: extensions.join(' ') }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    const kept = fileList.filter((file) => file.status !== 'error');
    setFiles(kept);
    const ids = idsOf(kept);
    if (ids.join(',') !== (value ?? []).join(',')) onChange?.(ids);
  };

  return (
    <div data-testid={testId}>
      <div className="file-upload__hint">{t('accounts.file.hint', { extensions: extensions.join(' ') })}</div>
      <Upload
        accept={extensions.join(',')}
        fileList={files}
        customRequest={customRequest}
        beforeUpload={beforeUpload}
        onChange={handleChange}
        maxCount={maxCount}
        listType="picture"
      >
        <Button icon={<UploadOutlined />}>{t('accounts.file.choose')}</Button>
      </Upload>
    </div>
  );
}
