import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import type { PauseChoice } from '../domain/service';
import { useCurrentBusiness } from './useCurrentBusiness';

/** The fields of a business the service controls read. */
export interface ServiceBusiness {
  _id: string;
  name?: string;
  isTemporarilyClosed?: boolean;
  pausedUntil?: string | null;
  pausedIndefinitely?: boolean;
}

/**
 * The owner's business with its service actions: pause new orders, resume, reopen after a temporary
 * closure. Every screen reading the business (header, banner, schedule) shares one query, so one
 * refetch updates them all.
 */
export function useBusinessService() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { business, type, refetch } = useCurrentBusiness<ServiceBusiness>();
  const { mutateAsync, mutation } = useCustomMutation<ServiceBusiness, HttpError>();

  const run = async (url: string, method: 'put' | 'delete', values: object, done: string) => {
    if (!business || !type) return;
    try {
      await mutateAsync({ url, method, values, meta: { type, id: business._id }, successNotification: false, errorNotification: false });
      void message.success(done);
      refetch();
    } catch (e) {
      void message.error((e as HttpError | undefined)?.message || t('service.pause.failed'));
    }
  };

  return {
    business,
    type,
    busy: mutation.isPending,
    pause: (minutes: PauseChoice, done: string) => run('businesses.pause', 'put', { minutes }, done),
    resume: () => run('businesses.resume', 'delete', {}, t('service.pause.resumed')),
    reopen: () => run('businesses.update', 'put', { isTemporarilyClosed: false }, t('service.closed.reopened')),
  };
}
