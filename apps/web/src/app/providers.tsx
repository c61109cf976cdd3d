import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
// antd's component styles, generated once at build time by antd (see THEME.zeroRuntime).
import 'antd/dist/antd.css';
import type { LanguageCode } from '../i18n/language';
// Sets the date pickers' clock to China's (see there); every page's pickers come through these providers.
import '../lib/china-time';
import { useLanguage } from '../i18n/use-language';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const DAYJS_LOCALES: Record<LanguageCode, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/** The maritime palette: navy structure, teal actions (one place; CSS variables mirror it). */
export const THEME: ThemeConfig = {
  // antd writes no component style sheets in the browser: they come from antd/dist/antd.css (imported above),
  // and only the palette's CSS variables are set at run time. Generating them on a page's first render took
  // ~0.35 s of the main thread on my orders (a quarter of its script time before the paint: BENCHMARKS.md).
  zeroRuntime: true,
  token: {
    colorPrimary: '#0f7b8a',
    colorInfo: '#1d4e89',
    colorLink: '#1d4e89',
    colorTextBase: '#1f2937',
    // antd derives a greyish tint from this dark teal; give selections a clear light-teal instead.
    colorPrimaryBg: '#e3f3f4',
    colorPrimaryBgHover: '#cdeaec',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** The browser passes its one cache (query-client.ts); a server render brings a fresh one per page. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const [language] = useLanguage();

  // dayjs is global: switch its locale with the UI language (date pickers, relative times).
  dayjs.locale(DAYJS_LOCALES[language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={THEME}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
