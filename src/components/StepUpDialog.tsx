import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import type { SessionUser } from '../domain/roles';
import { callEndpoint } from '../providers/callEndpoint';
import { authEndpoints } from '../providers/endpoints/auth';
import { HttpError, setStepUpAsker } from '../providers/http';

export interface StepUpDialogViewProps {
  open: boolean;
  /** The account has a second factor: it confirms with a code; otherwise with its password. */
  withCode: boolean;
  checking: boolean;
  error?: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** "Confirm it is you": a code (or the password, for an account without a second factor) before a sensitive action. */
export function StepUpDialogView(props: StepUpDialogViewProps) {
  const t = useTranslate();
  return (
    // Above the confirmation that asked for the action, which waits (loading) under it for the answer.
    <Modal
      open={props.open}
      title={t('security.stepUp.title')}
      onCancel={props.onCancel}
      footer={null}
      destroyOnHidden
      width={420}
      zIndex={2000}
    >
      {/* Inside the dialog's body, so that each opening starts from an empty field. */}
      <StepUpFields {...props} />
    </Modal>
  );
}

function StepUpFields({ withCode, checking, error, onSubmit, onCancel }: StepUpDialogViewProps) {
  const t = useTranslate();
  const [value, setValue] = useState('');
  const label = t(withCode ? 'security.stepUp.code' : 'security.stepUp.password');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSubmit(value.trim());
      }}
    >
      <Typography.Paragraph>{t(withCode ? 'security.stepUp.codeText' : 'security.stepUp.passwordText')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} />}
      <label htmlFor="step-up-value" style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {withCode ? (
        <Input
          id="step-up-value"
          autoFocus
          autoComplete="one-time-code"
          maxLength={20}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          dir="ltr"
        />
      ) : (
        <Input.Password
          id="step-up-value"
          autoFocus
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Flex justify="end" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('security.stepUp.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={checking} disabled={!value.trim()} data-testid="step-up-submit">
          {t('security.stepUp.submit')}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * Mounted once in the signed-in layout: when the server answers that an action needs a fresh second factor
 * (403 stepUpRequired), asks for it, proves it (POST /auth/stepUp) and lets the request be sent again.
 * Requests that ask at the same moment share one dialog.
 */
export function StepUpDialog() {
  const t = useTranslate();
  const { data: user } = useGetIdentity<SessionUser>();
  const withCode = Boolean(user?.twoFactorEnabledAt);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const pending = useRef<{ promise: Promise<boolean>; resolve: (done: boolean) => void } | null>(null);

  useEffect(() => {
    setStepUpAsker(async () => {
      if (!pending.current) {
        let resolve!: (done: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        pending.current = { promise, resolve };
        setError(undefined);
        setOpen(true);
      }
      return (await pending.current.promise) || t('security.stepUp.cancelled');
    });
    return () => setStepUpAsker(null);
  }, [t]);

  const finish = (done: boolean) => {
    pending.current?.resolve(done);
    pending.current = null;
    setOpen(false);
  };
  const submit = async (value: string) => {
    setChecking(true);
    setError(undefined);
    try {
      await callEndpoint({ auth: authEndpoints }, 'auth', 'stepUp', { variables: withCode ? { code: value } : { password: value } });
      finish(true);
    } catch (e) {
      const code = e instanceof HttpError ? e.code : undefined;
      setError(
        code === 'twoFactorCodeInvalid'
          ? t('security.stepUp.wrongCode')
          : code === 'passwordWrong'
            ? t('security.stepUp.wrongPassword')
            : e instanceof HttpError && e.statusCode === 429
              ? e.message
              : t('security.stepUp.failed'),
      );
    } finally {
      setChecking(false);
    }
  };
  return (
    <StepUpDialogView open={open} withCode={withCode} checking={checking} error={error} onSubmit={submit} onCancel={() => finish(false)} />
  );
}
