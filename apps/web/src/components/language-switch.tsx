import type { Language } from '@aspirant/contract/profile.ts';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** The language of a bilingual question (the test page and practice): 'English' / 'हिन्दी'. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const t = useT();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={t('common.questionLanguage')}
      onChange={(_, next: Language | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="en" sx={{ px: 1.5, textTransform: 'none' }}>
        English
      </ToggleButton>
      <ToggleButton value="hi" lang="hi" sx={{ px: 1.5, textTransform: 'none' }}>
        हिन्दी
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
