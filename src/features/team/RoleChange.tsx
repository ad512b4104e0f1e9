import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Popconfirm, Select } from 'antd';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import type { TeamMember } from '../../providers/endpoints/team';

/** A member's role, changed only once the owner confirms (the member is signed out by the change). */
export function RoleChange({ member, busy, onChange }: { member: TeamMember; busy?: boolean; onChange: (role: StaffRole) => void }) {
  const t = useTranslate();
  const [pending, setPending] = useState<StaffRole | null>(null);
  const roleName = (role: StaffRole) => t(`team.roles.${role}`);
  return (
    <Popconfirm
      open={pending !== null}
      title={pending ? t('team.roleConfirm', { name: member.name, role: roleName(pending) }) : ''}
      okText={pending ? roleName(pending) : ''}
      cancelText={t('team.keep')}
      onConfirm={() => {
        if (pending) onChange(pending);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    >
      <Select<StaffRole>
        value={pending ?? member.role}
        loading={busy}
        disabled={busy}
        aria-label={t('team.changeRoleLabel', { name: member.name })}
        style={{ minWidth: 170 }}
        options={STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
        onChange={(role) => role !== member.role && setPending(role)}
      />
    </Popconfirm>
  );
}
