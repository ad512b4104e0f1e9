import { useState } from 'react';
import { useCustomMutation, useTranslate, useUpdate, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import type { Answer } from '../../api/types';
import type { Partner } from './partnerLists';

/**
 * An error toast whose title is the spec's message and whose text is the server's reason. Refine's antd
 * notification provider shows `description` as the title and `message` as the text, hence the swap.
 */
export const titled = (title: string, reason?: string) => ({ type: 'error' as const, description: title, message: reason ?? '' });

/** What the admin does to one partner of a list: verify or unverify, send a reset link, change the e-mail. */
export function usePartnerActions(role: string, refetch: () => unknown) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const [emailFor, setEmailFor] = useState<Partner | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const { mutate: updateVerified } = useUpdate<Partner, HttpError>();
  const { mutate: updateEmail, mutation: emailMutation } = useCustomMutation<Answer<'updatePartnerEmail'>, HttpError>();
  const { mutate: sendResetLink } = useCustomMutation<Answer<'sendPartnerPasswordReset'>, HttpError>();

  const setSavingId = (id: string, on: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveVerified = (partner: Partner, verified: boolean) =>
    new Promise<void>((resolve) => {
      setSavingId(partner._id, true);
      updateVerified(
        {
          resource: 'users',
          id: partner._id,
          values: { verified },
          meta: { role },
          // The box shows the new state at once; it goes back if the save fails.
          mutationMode: 'optimistic',
          successNotification: () => ({ type: 'success', message: t('messages.verificationUpdated') }),
          errorNotification: (error) => titled(t('messages.verificationFailed'), error?.message),
        },
        {
          onSettled: () => {
            setSavingId(partner._id, false);
            resolve();
          },
        },
      );
    });

  // Verifying opens the back-office to someone (and e-mails them); taking it back shuts them out: both are asked first.
  const onVerifiedChange = (partner: Partner, verified: boolean) =>
    modal.confirm({
      title: t(verified ? 'partners.confirmVerifyTitle' : 'partners.confirmUnverifyTitle', { name: partner.name }),
      content: t(verified ? 'partners.confirmVerifyText' : 'partners.confirmUnverifyText', { email: partner.email }),
      okText: t(verified ? 'partners.verify' : 'partners.unverify'),
      okButtonProps: { danger: !verified },
      cancelText: t('partners.cancel'),
      onOk: () => saveVerified(partner, verified),
    });

  const onReset = (partner: Partner) =>
    modal.confirm({
      title: t('partners.confirmResetTitle', { name: partner.name }),
      content: t('partners.confirmResetText', { email: partner.email }),
      okText: t('partners.sendResetLink'),
      cancelText: t('partners.cancel'),
      onOk: () =>
        new Promise<void>((resolve) =>
          sendResetLink(
            {
              url: 'users.resetPassword',
              method: 'post',
              values: {},
              meta: { id: partner._id },
              successNotification: () => ({ type: 'success', message: t('messages.resetLinkSent') }),
              errorNotification: (error) => titled(t('messages.forgotFailed'), error?.message),
            },
            { onSettled: () => resolve() },
          ),
        ),
    });

  const onEmailSubmit = (newEmail: string) => {
    if (!emailFor) return;
    setEmailError(null);
    updateEmail(
      {
        url: 'users.updateEmail',
        method: 'put',
        values: { newEmail },
        meta: { id: emailFor._id },
        successNotification: () => ({ type: 'success', message: t('messages.emailUpdated') }),
        errorNotification: (error) => titled(t('messages.emailUpdateFailed'), error?.message),
      },
      {
        onSuccess: () => {
          setEmailFor(null);
          void refetch();
        },
        onError: (error) => setEmailError(error.message),
      },
    );
  };

  const editEmail = (partner: Partner | null) => {
    setEmailError(null);
    setEmailFor(partner);
  };

  return { saving, onVerifiedChange, onReset, emailFor, emailError, emailSaving: emailMutation.isPending, editEmail, onEmailSubmit };
}
