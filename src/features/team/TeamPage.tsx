import { useState } from 'react';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import type { StaffRole } from '../../domain/staff';
import { localizeMessage } from '../../i18n/serverMessage';
import { useClock } from '../../components/useClock';
import type { Team, TeamInvitation, TeamMember } from '../../providers/endpoints/team';
import { TeamView, type InviteValues } from './TeamView';

/** The owner's Team screen: GET /team, and each action followed by a fresh read of the team. */
export default function TeamPage() {
  const t = useTranslate();
  const { zone } = useClock();
  const { query } = useCustom<Team, HttpError>({ url: 'team.get', method: 'get', errorNotification: false });
  const { mutateAsync } = useCustomMutation<{ message?: string }, HttpError>();
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Runs one action; its failure stays on screen in the reader's language, and the team is read again either way. */
  const run = async (url: string, method: 'post' | 'put' | 'delete', id: string | null, values: object = {}): Promise<boolean> => {
    setError(null);
    try {
      await mutateAsync({
        url,
        method,
        values,
        meta: id ? { id } : {},
        successNotification: (answer) => ({
          message: localizeMessage(t, (answer?.data as { message?: string } | undefined)?.message ?? ''),
          type: 'success',
        }),
        errorNotification: false,
      });
      return true;
    } catch (e) {
      setError((e as HttpError | undefined)?.message ?? t('team.saveFailed'));
      return false;
    } finally {
      await query.refetch();
    }
  };

  const invite = async (values: InviteValues) => {
    setInviting(true);
    try {
      return await run('team.invite', 'post', null, values);
    } finally {
      setInviting(false);
    }
  };
  const onRow = (id: string, action: () => Promise<boolean>) => {
    setBusyId(id);
    void action().finally(() => setBusyId(null));
  };

  return (
    <TeamView
      team={query.data?.data}
      loading={query.isLoading || query.isFetching}
      loadFailed={query.isError}
      onRetry={() => void query.refetch()}
      zone={zone}
      error={error}
      inviting={inviting}
      busyId={busyId}
      onInvite={invite}
      onResend={(invitation: TeamInvitation) => onRow(invitation._id, () => run('team.resend', 'post', invitation._id))}
      onCancel={(invitation: TeamInvitation) => onRow(invitation._id, () => run('team.cancel', 'delete', invitation._id))}
      onChangeRole={(member: TeamMember, role: StaffRole) => onRow(member._id, () => run('team.changeRole', 'put', member._id, { role }))}
      onRemove={(member: TeamMember) => onRow(member._id, () => run('team.remove', 'delete', member._id))}
    />
  );
}
