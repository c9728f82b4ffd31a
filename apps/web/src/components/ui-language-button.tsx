import Button from '@mui/material/Button';
import { useI18n } from '../lib/i18n/i18n-provider.tsx';
import { useChooseUiLanguage } from '../lib/i18n/ui-language-sync.tsx';

/**
 * The हिन्दी/English switch of the top bar (issue 15 point 9): names the other language in its own script, so
 * a reader of either finds it. Its accessible name is its visible text.
 */
export function UiLanguageButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { language, t } = useI18n();
  const choose = useChooseUiLanguage();
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      color={color}
      size="small"
      lang={other}
      title={t('shell.interfaceLanguage')}
      onClick={() => choose(other)}
      sx={{ minWidth: 0, px: { xs: 0.75, sm: 1 }, fontWeight: 400, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </Button>
  );
}
