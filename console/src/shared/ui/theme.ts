/**
 * The console's antd theme (ConfigProvider): the patient app's brand blue, text and borders dark enough for
 * WCAG AA on white (axe runs on every console page: e2e/console-login.spec.ts).
 */
import type { ThemeConfig } from 'antd'

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#1554ad',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // antd's 0.45 (Descriptions' labels, hints) is 3.9:1 on white: 0.6 is 5.7:1
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's #ff4d4f (a field's error, a danger button) is 3.3:1 on white: red-7 is 5.9:1
    colorError: '#cf1322',
    // a hovered or pressed primary button keeps white text at AA (antd's lighter hover blue is 3.1:1)
    colorPrimaryHover: '#0958d9',
    colorPrimaryActive: '#003eb3',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: { siderBg: '#001529', headerBg: '#ffffff', headerPadding: '0 16px' },
  },
}
