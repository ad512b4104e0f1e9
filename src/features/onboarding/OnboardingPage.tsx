import { useState } from 'react';
import {
  useCustom,
  useCustomMutation,
  useGetIdentity,
  useInvalidateAuthStore,
  useLogout,
  useTranslate,
  type HttpError,
} from '@refinedev/core';
import { App, Button, Result } from 'antd';
import { MSG } from '../../domain/messages';
import { businessTypeOf, type BusinessType, type SessionUser } from '../../domain/roles';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { authProvider } from '../../providers/authProvider';
import { AwaitingStep } from './AwaitingStep';
import { BusinessStep } from './BusinessStep';
import type { BusinessFormValues, BusinessValues } from './businessValues';
import { IdentityStep, type IdentityValues } from './IdentityStep';
import { OnboardingFrame } from './OnboardingFrame';
import { TermsStep } from './TermsStep';
import { useMessageText } from './useMessageText';
import { businessDraftStore, nextStep, resumeStep, wizardSteps, type StepKey } from './wizard';
import { hasAcceptedCurrentTerms, TERMS_VERSION } from '../../domain/terms';

/** Unverified accounts see this on every path: identity, business (owners), terms, then the wait for verification. */
export default function OnboardingPage() {
  const { data: user } = useGetIdentity<SessionUser>();
  if (!user) return <FullPageSpinner />;
  return <OnboardingWizard user={user} />;
}

function OnboardingWizard({ user }: { user: SessionUser }) {
  const t = useTranslate();
  const messageText = useMessageText();
  const { message } = App.useApp();
  const { mutate: logout } = useLogout();
  const invalidateIdentity = useInvalidateAuthStore();
  const steps = wizardSteps(user.role);
  const type = businessTypeOf(user.role);
  const hasIdentity = !!user['N_identité'];

  // The owner's business, if the wizard was left after that step (404 when there is none yet).
  const { query: businessQuery } = useCustom({
    url: 'businesses.byOwner',
    method: 'get',
    meta: { type, ownerId: user._id },
    queryOptions: { enabled: !!type && hasIdentity, retry: false, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const lookupFailed = businessQuery.isError && (businessQuery.error as HttpError | null)?.statusCode !== 404;

  const [step, setStep] = useState<StepKey | null>(null);
  const [identityError, setIdentityError] = useState<string>();
  const [businessError, setBusinessError] = useState<{ message: string; description?: string }>();
  const [termsError, setTermsError] = useState<string>();
  const [businessDraft] = useState(() => businessDraftStore.read<BusinessFormValues>(user._id));
  const { mutate, mutation } = useCustomMutation();

  if (step === null && businessQuery.isLoading) return <FullPageSpinner />;
  if (step === null && lookupFailed) {
    return (
      <Result
        status="warning"
        title={t('onboarding.loadError')}
        extra={<Button onClick={() => businessQuery.refetch()}>{t('onboarding.retry')}</Button>}
      />
    );
  }
  const current =
    step ?? resumeStep(steps, { hasIdentity, hasBusiness: businessQuery.isSuccess, termsAccepted: hasAcceptedCurrentTerms(user) });

  const submitIdentity = (values: IdentityValues) => {
    setIdentityError(undefined);
    mutate(
      { url: 'auth.confirmIdentity', method: 'put', values, meta: { id: user._id }, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          message.success(messageText(MSG.identitySuccess));
          authProvider.identityChanged();
          void invalidateIdentity();
          setStep(nextStep(steps, 'identity'));
        },
        onError: (error) => {
          const text = error.message || messageText(MSG.identityFailed);
          setIdentityError(text);
          message.error(text);
        },
      },
    );
  };

  const submitBusiness = (values: BusinessValues) => {
    setBusinessError(undefined);
    mutate(
      { url: 'onboarding.addBusiness', method: 'post', values, meta: { type }, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          businessDraftStore.clear(user._id);
          setStep(nextStep(steps, 'business'));
        },
        onError: (error) => {
          const failed = messageText(MSG.businessAddFailed);
          setBusinessError({ message: failed, description: error.message ? messageText(error.message) : undefined });
          message.error(failed);
        },
      },
    );
  };

  const acceptTerms = () => {
    setTermsError(undefined);
    mutate(
      {
        url: 'auth.acceptTerms',
        method: 'put',
        values: { version: TERMS_VERSION },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          authProvider.identityChanged();
          void invalidateIdentity();
          setStep(nextStep(steps, 'terms'));
        },
        onError: (error) => {
          const text = error.message ? messageText(error.message) : t('onboarding.terms.saveFailed');
          setTermsError(text);
          message.error(text);
        },
      },
    );
  };

  return (
    <OnboardingFrame steps={steps} current={current} onLogout={() => logout()}>
      {current === 'identity' && <IdentityStep onSubmit={submitIdentity} submitting={mutation.isPending} error={identityError} />}
      {current === 'business' && type && (
        <BusinessStep
          type={type as BusinessType}
          owner={user._id}
          onSubmit={submitBusiness}
          submitting={mutation.isPending}
          error={businessError}
          initialValues={businessDraft}
          onChange={(values) => businessDraftStore.write(user._id, values)}
        />
      )}
      {current === 'terms' && <TermsStep onAccept={acceptTerms} submitting={mutation.isPending} error={termsError} />}
      {current === 'awaiting' && <AwaitingStep onLogout={() => logout()} />}
    </OnboardingFrame>
  );
}
