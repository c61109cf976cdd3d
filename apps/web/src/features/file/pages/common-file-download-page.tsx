import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { AGREEMENT_MESSAGES } from '@coastbook/domain';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUiLanguage } from '../../../i18n/use-language';
import { useTemplateUrl } from '../api/template-file';
import '../file.css';

/**
 * /commonFile/download?code=… (public, 000 §2.1): one of the carrier's documents by its code — the service
 * terms the registration and confirmation pages link to (EpanServiceTerm), blank forms. The download starts
 * by itself once the address is known, with a button for when the browser held it back; a failure says
 * 系统繁忙，请稍后再试 (000 §8).
 */
export function CommonFileDownloadPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [params] = useSearchParams();
  const code = params.get('code');
  const template = useTemplateUrl(code);
  const started = useRef(false);

  useEffect(() => {
    if (!template.data || started.current) return;
    started.current = true;
    window.location.assign(template.data.url);
  }, [template.data]);

  return (
    <div className="container common-file-page" data-testid="common-file-download">
      {(code === null || code === '' || template.isError) && (
        <Alert type="error" showIcon title={AGREEMENT_MESSAGES.downloadFailed[language]} data-testid="common-file-failed" />
      )}
      {template.isPending && code && <Spin />}
      {template.data && (
        <Result
          icon={<FileTextOutlined />}
          title={template.data.fileName}
          subTitle={t('accounts.file.downloadStarted')}
          extra={
            <Button type="primary" icon={<DownloadOutlined />} href={template.data.url} data-testid="common-file-link">
              {t('accounts.file.downloadAgain')}
            </Button>
          }
        />
      )}
    </div>
  );
}
