import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Landing/Footer',
  component: LandingFooter,
} satisfies Meta<typeof LandingFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer is in French and links to the four legal pages. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('footer')).toHaveAttribute('lang', 'fr');
    const nav = canvas.getByRole('navigation', { name: 'Liens légaux' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Accessibilité' })).toHaveAttribute('href', '/accessibility');
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByText(/Tous droits réservés\./)).toBeVisible();
  },
};
