import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { isStrongPassword } from '../../domain/auth';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Panel, Title } from '../../components/Prose';
import type { Answer } from '../../api/types';
import type { InvitationPreview } from '../../providers/endpoints/team';

interface JoinValues {
  name?: string;
  password: string;
  confirmPassword?: string;
}

/** The page an invitation's e-mailed link opens: a name and a password (or an existing staff account's password) to join. */
export default function JoinTeamPage() {
  const t = useTranslate();
  const { token = '' } = useParams();
  const { query } = useCustom<InvitationPreview, HttpError>({
    url: 'team.readInvitation',
    method: 'get',
    meta: { id: token },
    queryOptions: { retry: false, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<Answer<'acceptTeamInvitation'>, HttpError>();
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const invitation = query.data?.data;

  const join = async (values: JoinValues) => {
    setError(null);
    try {
      await mutateAsync({
        url: 'team.join',
        method: 'post',
        values,
        meta: { id: token },
        successNotification: false,
        errorNotification: false,
      });
      setJoined(true);
    } catch (e) {
      setError((e as HttpError | undefined)?.message ?? t('team.saveFailed'));
    }
  };

  const title = invitation ? t('team.joinTitle', { business: invitation.business }) : t('team.title');
  return (
    <main style={{ display: 'grid', placeItems: 'center', padding: '32px 16px', minHeight: '100vh', background: '#f7f9fc' }}>
      <div style={{ width: '100%', maxWidth: 440 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
          <LanguageSwitcher />
        </div>
        <Panel>
          <Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            <bdi>{title}</bdi>
          </Title>
          {query.isLoading ? (
            <Result icon={<Spin size="large" />} title={t('team.checking')} />
          ) : joined ? (
            <Result
              status="success"
              title={t('team.joined')}
              extra={
                <Link to="/login">
                  <Button type="primary">{t('team.goToLogin')}</Button>
                </Link>
              }
            />
          ) : !invitation ? (
            <Alert type="error" showIcon role="alert" message={query.error?.message ?? t('messages.invitationInvalid')} />
          ) : (
            <>
              <p>
                {t(invitation.existingAccount ? 'team.joinExisting' : 'team.joinIntro', {
                  owner: invitation.owner,
                  role: t(`team.roles.${invitation.role}`),
                  email: invitation.email,
                })}
              </p>
              {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
              <Form<JoinValues>
                layout="vertical"
                requiredMark={false}
                disabled={mutation.isPending}
                onFinish={(values) => void join(values)}
              >
                {!invitation.existingAccount && (
                  <Form.Item
                    name="name"
                    label={t('team.name')}
                    rules={[{ required: true, whitespace: true, message: t('messages.nameRequired') }]}
                  >
                    <Input autoComplete="name" autoFocus maxLength={100} />
                  </Form.Item>
                )}
                <Form.Item
                  name="password"
                  label={t('team.password')}
                  rules={[
                    { required: true, message: t('messages.passwordRequired') },
                    ...(invitation.existingAccount
                      ? []
                      : [
                          {
                            validator: async (_: unknown, v: string) =>
                              !v || isStrongPassword(v) ? undefined : Promise.reject(new Error(t('messages.password'))),
                          },
                        ]),
                  ]}
                >
                  <Input.Password autoComplete={invitation.existingAccount ? 'current-password' : 'new-password'} />
                </Form.Item>
                {!invitation.existingAccount && (
                  <Form.Item
                    name="confirmPassword"
                    label={t('team.confirmPassword')}
                    dependencies={['password']}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: async (_, v: string) =>
                          v === getFieldValue('password') ? undefined : Promise.reject(new Error(t('messages.passwordsMismatch'))),
                      }),
                    ]}
                  >
                    <Input.Password autoComplete="new-password" />
                  </Form.Item>
                )}
                <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
                  {t('team.join')}
                </Button>
              </Form>
            </>
          )}
        </Panel>
      </div>
    </main>
  );
}
