import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import type { Brand } from './brand';
import { BrandContext } from './BrandContext';

/** Typography's expand/collapse button shows these words and is named by them, so what is read and seen agree. */
const locale = { ...esES, Text: { ...esES.Text, expand: 'Ver más', collapse: 'Ver menos' } };

/*
 * antd's secondary text (descriptions, hints, placeholders, pending steps) and its error red under white text fall
 * short of WCAG AA contrast (4.5:1): darker shades of the same colours, which read on white and on antd's light greys
 * and the brands' tints. (Tag colours are not tokens: global.css darkens them.)
 */
const accessibleColors = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  colorError: '#cf1322',
};

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
          locale={locale}
          theme={{
            // A production build carries antd's CSS in files made at build time (vite/antdStaticStyles.ts): the
            // browser does not write it again.
            zeroRuntime: import.meta.env.PROD,
            token: {
              ...accessibleColors,
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
