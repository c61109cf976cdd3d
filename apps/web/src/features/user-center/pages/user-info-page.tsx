import { ZUpdateUserInfoRequest, type TUpdateUserInfoRequest } from '@coastbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Avatar, Button, Descriptions, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/transport';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../../../i18n';
import { firstIssueMessage, zodRule } from '../../../lib/zod-rule';
import { getUserInfo } from '../../../session/session-api';
import { sessionStore } from '../../../session/session-store';
import { VerificationCodeButton, sendEmailCode } from '../../verification';
import { updateUserInfo } from '../api/profile';
import defaultAvatarUrl from '../components/default-avatar.svg';
import '../user-center.css';

interface ProfileForm {
  userCnnme: string;
  qq: string;
  wechat: string;
  headUrl: string;
  email: string;
  emailCode: string;
}

const shape = ZUpdateUserInfoRequest.shape;

/** A field that may stay empty (no new e-mail): checked with the schema only when filled. */
function filledRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const message = firstIssueMessage(schema, value, i18n.language);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/**
 * /userInfo (000 §2.4): the logged-in user's profile from getUserInfo (phone and e-mail masked) and its
 * edit form. Name, QQ, WeChat and avatar link change directly; a new e-mail needs a CHANGE_BIND code
 * sent to the new address. After saving, the session's user is refreshed so the header follows.
 */
export function UserInfoPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const info = useQuery({ queryKey: ['userInfo', 'profile'], queryFn: getUserInfo, staleTime: 0 });
  const newEmail = Form.useWatch('email', form);

  if (info.data === undefined) return <section className="page-card"><Skeleton active /></section>;
  const user = info.data;

  const startEdit = () => {
    form.setFieldsValue({ userCnnme: user.userCnnme, qq: user.qq ?? '', wechat: user.wechat ?? '', headUrl: user.headUrl ?? '', email: '', emailCode: '' });
    setEditing(true);
  };

  const save = async (values: ProfileForm) => {
    const request: TUpdateUserInfoRequest = { userCnnme: values.userCnnme, qq: values.qq ?? '', wechat: values.wechat ?? '', headUrl: values.headUrl ?? '' };
    if (values.email?.trim()) {
      request.email = values.email.trim();
      request.emailCode = values.emailCode;
    }
    setSaving(true);
    try {
      await updateUserInfo(request);
      message.success(t('accounts.common.done'));
      const fresh = await info.refetch();
      const current = sessionStore.getState().user;
      if (fresh.data && current) sessionStore.setState({ user: { ...current, ...fresh.data } });
      setEditing(false);
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const empty = (value: string | null) => value || '—';
  return (
    <section className="page-card" data-testid="user-info-page">
      <h1 className="uc-section-title">{t('accounts.profile.pageTitle')}</h1>
      <div className="uc-profile">
        <Avatar size={80} src={user.headUrl || defaultAvatarUrl} alt={user.logonId} />
        <Descriptions column={2} bordered size="middle" className="uc-profile__facts" data-testid="user-info-facts">
          <Descriptions.Item label={t('accounts.profile.logonId')}>{user.logonId}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.profile.userCnnme')}>{empty(user.userCnnme)}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.profile.phone')}>{user.phone}</Descriptions.Item>
          <Descriptions.Item label={t('accounts.profile.email')}>{empty(user.email)}</Descriptions.Item>
          <Descriptions.Item label="QQ">
            <span data-testid="user-info-qq">{empty(user.qq)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.profile.wechat')}>{empty(user.wechat)}</Descriptions.Item>
        </Descriptions>
      </div>
      {!editing ? (
        <Button type="primary" onClick={startEdit} data-testid="user-info-edit">
          {t('accounts.profile.edit')}
        </Button>
      ) : (
        <Form<ProfileForm> form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 12 }} onFinish={(values) => void save(values)} className="uc-profile__form">
          <Form.Item name="userCnnme" label={t('accounts.profile.userCnnme')} rules={[zodRule(shape.userCnnme)]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="qq" label="QQ" rules={[zodRule(shape.qq)]}>
            <Input data-testid="user-info-qq-input" />
          </Form.Item>
          <Form.Item name="wechat" label={t('accounts.profile.wechat')} rules={[zodRule(shape.wechat)]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="headUrl" label={t('accounts.profile.headUrl')} rules={[zodRule(shape.headUrl)]}>
            <Input maxLength={500} placeholder="https://…" />
          </Form.Item>
          <Form.Item name="email" label={t('accounts.profile.newEmail')} extra={t('accounts.profile.emailHint')} rules={[filledRule(shape.email)]}>
            <Input maxLength={100} autoComplete="email" />
          </Form.Item>
          {newEmail?.trim() ? (
            <Form.Item label={t('accounts.profile.emailCode')} required>
              <div className="code-row">
                <Form.Item name="emailCode" noStyle rules={[zodRule(shape.emailCode.unwrap())]}>
                  <Input maxLength={6} autoComplete="one-time-code" />
                </Form.Item>
                <VerificationCodeButton
                  validate={() => form.validateFields(['email']).then(() => true, () => false)}
                  send={(slideKey) => sendEmailCode({ email: String(form.getFieldValue('email')), emailCodeType: 'CHANGE_BIND', slideKey: slideKey ?? '' })}
                />
              </div>
            </Form.Item>
          ) : null}
          <Form.Item wrapperCol={{ offset: 5, span: 12 }}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="user-info-save">
              {t('accounts.profile.save')}
            </Button>
            <Button style={{ marginLeft: 8 }} onClick={() => setEditing(false)}>
              {t('accounts.profile.cancel')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </section>
  );
}
