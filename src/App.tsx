import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import { PageViewRecorder } from './components/PageViewRecorder';
import { accessControlProvider } from './providers/accessControl';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { liveProvider } from './providers/liveProvider';
import { useNotificationProvider } from './providers/notificationProvider';
import { resources } from './resources';
import { AppRoutes } from './routes';
import { theme } from './theme';

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            liveProvider={liveProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            routerProvider={routerProvider}
            resources={resources}
            options={{ liveMode: 'auto', disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: true }}
          >
            <AppRoutes />
            <PageViewRecorder />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
