import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TEAM_LIMIT } from '../../domain/staff';
import type { Team, TeamInvitation, TeamMember } from '../../providers/endpoints/team';
import { TeamView } from './TeamView';

const salma: TeamMember = {
  _id: 'm1',
  userId: 'u1',
  name: 'Salma Idrissi',
  email: 'salma@example.ma',
  role: 'manager',
  createdAt: '2026-11-02T10:00:00Z',
  lastSignInAt: '2026-11-24T18:05:00Z',
};
const yassine: TeamMember = {
  _id: 'm2',
  userId: 'u2',
  name: 'Yassine Berrada',
  email: 'yassine@example.ma',
  role: 'desk',
  createdAt: '2026-11-20T10:00:00Z',
  lastSignInAt: null,
};
const pending: TeamInvitation = {
  _id: 'i1',
  email: 'karim@example.ma',
  role: 'desk',
  createdAt: '2026-11-24T09:00:00Z',
  expiresAt: '2026-12-01T09:00:00Z',
  expired: false,
};
const expired: TeamInvitation = {
  ...pending,
  _id: 'i2',
  email: 'nadia@example.ma',
  role: 'manager',
  expired: true,
  expiresAt: '2026-11-10T09:00:00Z',
};
const teamOf = (members: TeamMember[], invitations: TeamInvitation[]): Team => ({
  members,
  invitations,
  total: members.length + invitations.length,
  limit: TEAM_LIMIT,
});

const meta = {
  title: 'Team/TeamView',
  component: TeamView,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    team: teamOf([salma, yassine], [pending]),
    loading: false,
    zone: 'UTC',
    onInvite: fn(async () => true),
    onResend: fn(),
    onCancel: fn(),
    onChangeRole: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof TeamView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No member and no invitation yet: the empty texts say so, and the form invites. */
export const Empty: Story = {
  args: { team: teamOf([], []) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No members yet. Invite the people who work with you.')).toBeVisible();
    await expect(canvas.getByText('No pending invitations.')).toBeVisible();
    await expect(canvas.getByText(`0 of ${TEAM_LIMIT} places used`)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'amine@example.ma');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledWith({ email: 'amine@example.ma', role: 'desk' }));
  },
};

/** Members with their role and last sign-in; removing asks first. */
export const Members: Story = {
  args: { team: teamOf([salma, yassine], []) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Salma Idrissi')).toBeVisible();
    await expect(canvas.getByText('Never signed in')).toBeVisible();
    // The time names its clock.
    await expect(canvas.getByText('Last sign-in: 24/11/2026 18:05 (UTC)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Yassine Berrada from the team' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    const body = canvas.getByText('Salma Idrissi').ownerDocument.body;
    const confirm = await waitFor(() => {
      const button = [...body.querySelectorAll('.ant-popconfirm button')].find((b) => b.textContent === 'Remove');
      if (!button) throw new Error('no confirmation yet');
      return button as HTMLElement;
    });
    await userEvent.click(confirm);
    await expect(args.onRemove).toHaveBeenCalledWith(yassine);
  },
};

/** A pending invitation (resend, cancel) and an expired one. */
export const PendingInvitation: Story = {
  args: { team: teamOf([salma], [pending, expired]) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('karim@example.ma')).toBeVisible();
    await expect(canvas.getByText('Link valid until 01/12/2026')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the invitation to nadia@example.ma' }));
    await expect(args.onResend).toHaveBeenCalledWith(expired);
  },
};

/** The limit reached: the form is closed and says why. */
export const Full: Story = {
  args: {
    team: {
      ...teamOf([salma, yassine], [pending]),
      total: TEAM_LIMIT,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your team is full/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
  },
};

/** The first read not answered yet: no empty text, only placeholders. */
export const Loading: Story = {
  args: { team: undefined, loading: true },
  play: async ({ canvas }) => expect(canvas.queryByText('No members yet. Invite the people who work with you.')).toBeNull(),
};

/** A failed invitation keeps what was typed and says why. */
export const InviteFailed: Story = {
  args: { team: teamOf([salma], []), error: 'This person is already in your team or invited.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('already in your team'),
};

/** On a phone: members and invitations stack, nothing sticks out sideways. */
export const Phone: Story = {
  args: { team: teamOf([salma, yassine], [pending, expired]) },
  globals: { viewport: { value: 'mobile1' } },
};
