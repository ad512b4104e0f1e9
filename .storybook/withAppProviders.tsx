import type { ReactNode } from 'react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { LocaleConfig } from '../src/components/LocaleConfig';
import { RouterNavigation } from '../src/components/RouterNavigation';
import { useRefineI18n } from '../src/i18n/useLocale';
import { theme } from '../src/theme';

/** No motion: an accessibility check must not catch a message halfway through its fade-in. */
const storyTheme = { ...theme, token: { ...theme.token, motion: false } };

/** Stories never reach the network: every data call answers with nothing. */
const offline = () => Promise.reject(new Error('Stories have no API'));
export const storyDataProvider: DataProvider = {
  getApiUrl: () => '',
  getList: async () => ({ data: [], total: 0 }),
  getOne: offline,
  create: offline,
  update: offline,
  deleteOne: offline,
  custom: offline,
};

/** The app's providers, minus anything that talks to the server. */
export function AppProviders({ route = '/', children }: { route?: string; children: ReactNode }) {
  const i18n = useRefineI18n();
  return (
    <MemoryRouter initialEntries={[route]}>
      <RouterNavigation>
        <LocaleConfig theme={storyTheme}>
          <AntdApp>
            <Refine
              dataProvider={storyDataProvider}
              i18nProvider={i18n}
              routerProvider={routerProvider}
              options={{
                disableTelemetry: true,
                syncWithLocation: false,
                reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
              }}
            >
              {children}
            </Refine>
          </AntdApp>
        </LocaleConfig>
      </RouterNavigation>
    </MemoryRouter>
  );
}

/** `parameters.route` sets the path the story starts on (default `/`). */
export const withAppProviders: Decorator = (Story, context) => (
  <AppProviders route={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </AppProviders>
);
