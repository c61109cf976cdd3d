import { InfoCircleOutlined } from '@ant-design/icons';
import { ZSaveAssociationRequest, type TEnterpriseSuggestion } from '@coastbook/contracts';
import {
  ASSOCIATION_APPLICANT_MAX_LENGTH,
  ASSOCIATION_MESSAGES,
  ASSOCIATION_SUGGESTION_DEBOUNCE_MS,
  ASSOCIATION_TYPE_CODES,
  PERMISSIONS,
  appsInProgressMessage,
  shouldSearchEnterpriseSuggestions,
} from '@coastbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, AutoComplete, Button, Form, Input, Result, Skeleton, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/transport';
import { LinkButton } from '../../../components/link-button';
import { useUiLanguage } from '../../../i18n/use-language';
import { zodRule } from '../../../lib/zod-rule';
import { ensureUserLoaded } from '../../../session/session-runtime';
import { useSession } from '../../../session/session-store';
import { accountStatusQueryKeys, useAccountStatus } from '../api/account-status';
import { hasEnterpriseId, isUpperEnterpriseLimit, saveAssociation, searchEnterpriseByName, useAssociationStatus } from '../api/association';
import { relationQueryKeys } from '../api/relation';
import '../enterprise.css';

interface AssociationValues {
  enterpriseCnnme: string;
  note: string;
}

/**
 * /association (000 §2.4, §4.7): link this account to an enterprise already certified here.
 * On open the current status decides: typeCode 1 → free search (flag whether another app is
 * verifying); 2 → the unified account's enterprise is certified elsewhere only: its name is shown,
 * the field and the submit button disabled; otherwise the named enterprise is searched and selected
 * (or a warning that the information is wrong). Suggestions from 2 characters, 500 ms after the last
 * keystroke. Submit → apps still verifying are shown and nothing is sent, else success → /relation.
 *
 * The submit button is gated by `user_center_enterprise_or_supplier_already_confirm` (000 §6): an
 * account that already holds a confirmed enterprise or supplier certification cannot apply (the
 * server refuses it too), so the button is disabled for holders of that code.
 */
export function AssociationPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AssociationValues>();
  const accountStatus = useAccountStatus();
  const association = useAssociationStatus();
  const functionCodes = useSession((session) => session.functionCodes);

  const [options, setOptions] = useState<TEnterpriseSuggestion[]>([]);
  // The chosen suggestion; a ref because the name rule reads it at validation time, right after a selection.
  const selectedRef = useRef<TEnterpriseSuggestion | null>(null);
  const setSelected = (suggestion: TEnterpriseSuggestion | null) => {
    selectedRef.current = suggestion;
  };
  const [nameLocked, setNameLocked] = useState(false);
  const [appsInProgress, setAppsInProgress] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchSeq = useRef(0);
  const initialised = useRef(false);

  const alreadyConfirmed = functionCodes.includes(PERMISSIONS.submitAssociation);
  const submitDisabled = nameLocked || alreadyConfirmed;

  /** Selecting a suggestion checks that the enterprise exists and still has room (000 §5). */
  const selectEnterprise = async (suggestion: TEnterpriseSuggestion): Promise<boolean> => {
    try {
      if (!(await hasEnterpriseId(suggestion.enterpriseId))) {
        message.warning(ASSOCIATION_MESSAGES.enterpriseIdMissing[language]);
        setSelected(null);
        return false;
      }
      if (await isUpperEnterpriseLimit(suggestion.enterpriseId)) {
        setSelected(null);
        form.setFields([{ name: 'enterpriseCnnme', errors: [ASSOCIATION_MESSAGES.linkLimitReached[language]] }]);
        return false;
      }
    } catch (error) {
      message.error(errorMessage(error));
      return false;
    }
    setSelected(suggestion);
    form.setFieldValue('enterpriseCnnme', suggestion.enterpriseCnnme);
    void form.validateFields(['enterpriseCnnme']);
    return true;
  };

  // 000 §4.7 "on open, load the current status".
  const status = association.data;
  useEffect(() => {
    if (status === undefined || initialised.current) return;
    initialised.current = true;
    setAppsInProgress(status.appsInProgress);
    if (status.typeCode === ASSOCIATION_TYPE_CODES.nothingToLink) return;
    if (status.typeCode === ASSOCIATION_TYPE_CODES.absentFromPlatform) {
      form.setFieldValue('enterpriseCnnme', status.enterpriseCnnme ?? '');
      setNameLocked(true);
      return;
    }
    const name = status.enterpriseCnnme ?? '';
    form.setFieldValue('enterpriseCnnme', name);
    void searchEnterpriseByName(name)
      .then((found) => {
        const match = found.find((candidate) => candidate.enterpriseId === status.enterpriseId || candidate.enterpriseCnnme === name);
        if (match) void selectEnterprise(match);
        else message.warning(ASSOCIATION_MESSAGES.enterpriseInfoWrong[language]);
      })
      .catch(() => message.warning(ASSOCIATION_MESSAGES.enterpriseInfoWrong[language]));
    // selectEnterprise and message are stable enough for a one-time initialisation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  const onSearch = (text: string) => {
    clearTimeout(debounceTimer.current);
    if (selectedRef.current && selectedRef.current.enterpriseCnnme !== text) setSelected(null);
    if (!shouldSearchEnterpriseSuggestions(text)) {
      setOptions([]);
      return;
    }
    debounceTimer.current = setTimeout(() => {
      const seq = (searchSeq.current += 1);
      searchEnterpriseByName(text.trim())
        .then((found) => seq === searchSeq.current && setOptions(found))
        // 000 §8 "enterprise name search failed (empty list)".
        .catch(() => seq === searchSeq.current && setOptions([]));
    }, ASSOCIATION_SUGGESTION_DEBOUNCE_MS);
  };

  const onFinish = async (values: AssociationValues) => {
    const target = selectedRef.current;
    if (target === null) return;
    setSubmitting(true);
    try {
      const request = ZSaveAssociationRequest.parse({ id: target.enterpriseId, note: values.note });
      const inProgress = await saveAssociation(request);
      if (inProgress.length > 0) {
        setAppsInProgress(inProgress);
        return;
      }
      message.success(ASSOCIATION_MESSAGES.submitted[language]);
      // Refresh permissions first (/relation is permitted to pending linkers), then the statuses.
      await ensureUserLoaded({ force: true }).catch(() => undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountStatusQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: relationQueryKeys.all }),
      ]);
      navigate('/relation');
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (accountStatus.isPending || association.isPending) {
    return (
      <section className="page-card container ent-standalone">
        <Skeleton active />
      </section>
    );
  }
  // 000 §5: the page is for accounts that may still apply. A linked or pending linker is shown its
  // link instead (this is also where the page goes once its own application is saved).
  const flags = accountStatus.data?.flags;
  if (flags && (flags.isCompanyLink || flags.isCompanyLinkApply)) return <Navigate to="/relation" replace />;
  // A certified or certifying account cannot link to another enterprise (the server refuses it as well): the page
  // says why and leads back, rather than the error page's "页面不存在" for a page that exists.
  if (flags && !flags.enableCustomerConfirm) {
    return (
      <section className="page-card container ent-standalone" data-testid="association-not-applicable">
        <Result
          status="info"
          title={t('accounts.association.notApplicableTitle')}
          subTitle={t('accounts.association.notApplicable')}
          extra={
            <LinkButton type="primary" to="/userCenter">
              {t('accounts.association.backToUserCenter')}
            </LinkButton>
          }
        />
      </section>
    );
  }

  const warmPrompts: string[] = [];
  if (appsInProgress.length > 0) warmPrompts.push(appsInProgressMessage(appsInProgress)[language]);
  if (status?.typeCode === ASSOCIATION_TYPE_CODES.absentFromPlatform) {
    warmPrompts.push(t('accounts.association.absentPrompt', { name: status.enterpriseCnnme ?? '' }));
  }

  return (
    <section className="page-card container ent-standalone" data-testid="association-page">
      <h1 className="ent-page__title">{t('accounts.association.title')}</h1>
      <div className="ent-page__note">
        <InfoCircleOutlined /> {t('accounts.association.note')}
      </div>
      {warmPrompts.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="ent-page__alert"
          title={t('accounts.association.warmPrompt')}
          description={warmPrompts.map((text) => (
            <div key={text}>{text}</div>
          ))}
          data-testid="association-warm-prompt"
        />
      )}
      <Form<AssociationValues> form={form} layout="vertical" className="ent-assoc-form" onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="enterpriseCnnme"
          label={t('accounts.association.enterpriseName')}
          required
          // Checked on leaving the field and on submit, not while a name is being typed or picked.
          validateTrigger="onBlur"
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                // Skipped while the submit button is disabled (000 §5).
                if (submitDisabled) return;
                const current = selectedRef.current;
                if (!value || current === null || current.enterpriseCnnme !== value) throw new Error(ASSOCIATION_MESSAGES.selectEnterprise[language]);
              },
            },
          ]}
        >
          <AutoComplete
            disabled={nameLocked}
            options={options.map((option) => ({ value: option.enterpriseCnnme, label: option.enterpriseCnnme, key: option.enterpriseId }))}
            onSearch={onSearch}
            onSelect={(_value, option) => {
              const match = options.find((candidate) => candidate.enterpriseId === option.key);
              if (match) void selectEnterprise(match);
            }}
            placeholder={t('accounts.association.enterpriseNamePlaceholder')}
            data-testid="association-enterprise-name"
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('accounts.association.applicant')}
          required
          rules={[zodRule(ZSaveAssociationRequest.shape.note)]}
        >
          <Input maxLength={ASSOCIATION_APPLICANT_MAX_LENGTH} showCount placeholder={t('accounts.association.applicantPlaceholder')} data-testid="association-applicant" />
        </Form.Item>
        <Tooltip title={alreadyConfirmed ? t('accounts.association.alreadyConfirmed') : undefined}>
          <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={submitDisabled} data-testid="association-submit">
            {t('accounts.association.submit')}
          </Button>
        </Tooltip>
      </Form>
    </section>
  );
}
