import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { parseUiLanguage } from '../../../lib/i18n/language.ts';
import { useChooseUiLanguage } from '../../../lib/i18n/ui-language-sync.tsx';

/**
 * Issue 15 point 9: the interface language in the profile, the same choice as the top bar's switch. A select,
 * so it is never confused with the question language's radios below it.
 */
export function UiLanguageField() {
  const { language, t } = useI18n();
  const choose = useChooseUiLanguage();
  const helpId = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <NativeSelect
        label={t('profile.interfaceLanguage')}
        value={language}
        onChange={(value) => {
          const next = parseUiLanguage(value);
          if (next) choose(next);
        }}
        describedBy={helpId}
        sx={{ minWidth: 220 }}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="hi" lang="hi">
          हिन्दी
        </option>
      </NativeSelect>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('profile.interfaceLanguageHelp')}
      </Typography>
    </Box>
  );
}
