import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import type { Brand } from './brand';
import { BrandContext } from './BrandContext';

interface AppProvidersProps {
  brand: Brand;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ brand, queryClient, children }: AppProvidersProps) {
  return (
    <BrandContext.Provider value={brand}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider
          locale={esES}
          theme={{
            token: {
              colorPrimary: brand.primaryColor,
              colorLink: brand.primaryColor,
              borderRadius: 8,
              fontFamily:
                "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
            },
            components: {
              Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f6f5f8' },
              Menu: { itemSelectedBg: brand.tintColor, itemSelectedColor: brand.primaryColor },
            },
          }}
        >
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </BrandContext.Provider>
  );
}
