import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ProductOption } from '../domain/catalogue';
import { OptionsEditor } from './OptionsEditor';

const size: ProductOption = {
  name: 'Size',
  multiple: false,
  is_required: true,
  option: [
    { name: 'Regular', price: 0 },
    { name: 'Large', price: 12 },
  ],
};
const bread: ProductOption = { name: 'Bread', multiple: false, is_required: false, option: [{ name: 'Khobz', price: 0 }] };

/** The editor holding its own value, as a Form.Item does. */
function Controlled({ initial, onChange }: { initial: ProductOption[]; onChange?: (o: ProductOption[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <OptionsEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/OptionsEditor',
  component: Controlled,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 600 }}>
        <Story />
      </main>
    ),
  ],
  args: { initial: [size, bread], onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('Option name (Option 1)')).toHaveValue('Size');
    await expect(canvas.getByLabelText('Extra price (Size, choice 2)')).toHaveValue('12.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove choice Large of Size' }));
    await expect(canvas.queryByLabelText('Choice (Size, choice 2)')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([{ ...size, option: [size.option[0]] }, bread]);
  },
};

export const LastChoiceRefused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove choice Khobz of Bread' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('An option keeps at least one choice');
    await expect(canvas.getByLabelText('Choice (Bread, choice 1)')).toHaveValue('Khobz');
    await expect(args.onChange).not.toHaveBeenCalled();
    // The option goes with its own button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove option Bread' }));
    await expect(canvas.queryByLabelText('Option name (Option 2)')).toBeNull();
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('No options.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { name: '', multiple: false, is_required: false, option: [{ name: '', price: 0 }] },
    ]);
    await userEvent.type(canvas.getByLabelText('Option name (Option 1)'), 'Sauce');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Several choices allowed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add choice' }));
    await expect(canvas.getByLabelText('Extra price (Sauce, choice 2)')).toHaveValue('0.00');
  },
};

export const Disabled: Story = {
  // Disabled controls are exempt from WCAG contrast (1.4.3); axe does not see antd's addon as disabled.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  render: () => <OptionsEditor value={[size]} disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Option name (Option 1)')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add option' })).toBeDisabled();
  },
};
