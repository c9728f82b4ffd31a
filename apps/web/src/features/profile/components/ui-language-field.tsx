import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { parseUiLanguage } from '../../../lib/i18n/language.ts';
import { useChooseUiLanguage } from '../../../lib/i18n/ui-language-sync.tsx';

/** Issue 15 point 9: the interface language in the profile, the same choice as the top bar's switch. */
export function UiLanguageField() {
  const { language, t } = useI18n();
  const choose = useChooseUiLanguage();
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl sx={{ mb: 3 }}>
      <FormLabel id={labelId}>{t('profile.interfaceLanguage')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={language}
        onChange={(event) => {
          const next = parseUiLanguage(event.target.value);
          if (next) choose(next);
        }}
      >
        <FormControlLabel value="en" control={<Radio />} label="English" lang="en" />
        <FormControlLabel value="hi" control={<Radio />} label="हिन्दी" lang="hi" />
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {t('profile.interfaceLanguageHelp')}
      </FormHelperText>
    </FormControl>
  );
}
