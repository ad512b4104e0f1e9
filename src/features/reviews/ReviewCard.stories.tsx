import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewCard } from './ReviewCard';
import { STORY_NOW, storyAnsweredReview, storyHiddenReview, storyLowReview } from './storyData';

const meta = {
  title: 'Reviews/ReviewCard',
  component: ReviewCard,
  decorators: [
    (Story) => (
      <main style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </main>
    ),
  ],
  args: { review: storyLowReview, now: STORY_NOW, onReply: fn(async () => undefined) },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A low rating not answered yet: the owner opens the editor and publishes a reply. */
export const Unanswered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Order #1172')).toBeVisible();
    await expect(canvas.getByText('Cold')).toBeVisible();
    await expect(canvas.getByText('2 × Harira')).toBeVisible();
    await expect(canvas.getByText('1 × Chicken tagine with olives')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish the reply' }));
    await expect(canvas.getByText('Write a reply')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reply to this review'), 'Sorry, the next soup is on us.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish the reply' }));
    await expect(args.onReply).toHaveBeenCalledWith('Sorry, the next soup is on us.');
  },
};

/** Answered within the last 24 hours: the reply can still be changed. */
export const Answered: Story = {
  args: { review: storyAnsweredReview },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Merci beaucoup, à bientôt chez Dar Zitoun !')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change the reply' })).toBeVisible();
  },
};

/** The desk reads only: no reply button. */
export const ReadOnly: Story = {
  args: { review: storyLowReview, onReply: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

/** What the marketplace hid, as the business reads it; the reply's 24 hours are over. */
export const Hidden: Story = {
  args: { review: storyHiddenReview },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comment hidden by the marketplace: Insults')).toBeVisible();
    await expect(canvas.getByText('Reply hidden by the marketplace: Shares a phone number')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change the reply' })).toBeNull();
  },
};

/** An admin: hides the comment (the page asks for the reason). */
export const Moderating: Story = {
  args: { review: storyLowReview, onReply: undefined, onModerate: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the comment' }));
    await expect(args.onModerate).toHaveBeenCalledWith({ part: 'comment', hidden: true });
  },
};
