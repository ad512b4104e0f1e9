import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { expect } from 'storybook/test';
import { Alert, Button } from 'antd';
import { CheckCircleFilled, LoadingOutlined, ShopOutlined } from '@ant-design/icons';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import LoadingOutlinedSvg from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import ShopOutlinedSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Notice } from './Notice';
import { PlainButton } from './PlainButton';
import { PlainIcon } from './PlainIcon';

/**
 * The signed-out pages' controls, drawn without antd (designTokens, PlainIcon), beside antd's own: each pair is
 * meant to look the same, which the stories check on the drawn styles.
 */
const meta = {
  title: 'Components/PlainControls',
  decorators: [
    (Story) => (
      <main style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 420 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const styleOf = (element: Element, properties: string[]) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
};

const ICONS: [IconDefinition, ReactNode][] = [
  [ShopOutlinedSvg, <ShopOutlined />],
  [CheckCircleFilledSvg, <CheckCircleFilled />],
  [LoadingOutlinedSvg, <LoadingOutlined spin />],
];

export const IconsBesideAntd: Story = {
  render: () => (
    <>
      {ICONS.map(([plain, antd], row) => (
        <p key={row} data-testid="icon-pair" style={{ fontSize: 24, display: 'flex', gap: 16, margin: 0 }}>
          <span data-testid="plain">
            <PlainIcon icon={plain} spin={plain === LoadingOutlinedSvg} />
          </span>
          <span data-testid="antd" aria-hidden>
            {antd}
          </span>
        </p>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const pair of canvas.getAllByTestId('icon-pair')) {
      const [plain, antd] = [pair.querySelector('[data-testid=plain] svg')!, pair.querySelector('[data-testid=antd] svg')!];
      await expect(plain.innerHTML).toBe(antd.innerHTML);
      await expect(plain.getAttribute('viewBox')).toBe(antd.getAttribute('viewBox'));
      const box = ['width', 'height', 'vertical-align', 'display'];
      await expect(styleOf(plain.parentElement!, box)).toEqual(styleOf(antd.parentElement!, box));
      await expect(styleOf(plain, box)).toEqual(styleOf(antd, box));
    }
  },
};

const BUTTON_LOOK = ['height', 'padding-left', 'font-size', 'border-radius', 'background-color', 'color', 'border-top-color', 'box-shadow'];

export const ButtonsBesideAntd: Story = {
  render: () => (
    <>
      <p data-testid="button-pair" style={{ display: 'flex', gap: 16, margin: 0 }}>
        <PlainButton type="primary">Log in</PlainButton>
        <Button type="primary">Log in</Button>
      </p>
      <p data-testid="button-pair" style={{ display: 'flex', gap: 16, margin: 0 }}>
        <PlainButton>Back</PlainButton>
        <Button>Back</Button>
      </p>
      <p data-testid="button-pair" style={{ display: 'flex', gap: 16, margin: 0 }}>
        <PlainButton size="large" type="primary">
          Register
        </PlainButton>
        <Button size="large" type="primary">
          Register
        </Button>
      </p>
    </>
  ),
  play: async ({ canvas }) => {
    for (const pair of canvas.getAllByTestId('button-pair')) {
      const [plain, antd] = pair.querySelectorAll('button');
      await expect(styleOf(plain!, BUTTON_LOOK)).toEqual(styleOf(antd!, BUTTON_LOOK));
    }
  },
};

const ALERT_LOOK = ['background-color', 'border-top-color', 'border-radius', 'padding-top', 'padding-left', 'color'];

export const NoticesBesideAntd: Story = {
  render: () => (
    <>
      <div data-testid="notice-pair" style={{ display: 'grid', gap: 8 }}>
        <Notice type="success" role="status" message="If this e-mail is registered, a reset link is on its way." />
        <Alert type="success" showIcon message="If this e-mail is registered, a reset link is on its way." />
      </div>
      <div data-testid="notice-pair" style={{ display: 'grid', gap: 8 }}>
        <Notice type="error" role="alert" message="Incorrect e-mail or password" />
        <Alert type="error" showIcon message="Incorrect e-mail or password" />
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    for (const pair of canvas.getAllByTestId('notice-pair')) {
      const [plain, antd] = [pair.children[0]!, pair.children[1]!];
      await expect(styleOf(plain, ALERT_LOOK)).toEqual(styleOf(antd, ALERT_LOOK));
      const icon = ['color', 'font-size'];
      await expect(styleOf(plain.querySelector('.anticon')!, icon)).toEqual(styleOf(antd.querySelector('.anticon')!, icon));
    }
  },
};
