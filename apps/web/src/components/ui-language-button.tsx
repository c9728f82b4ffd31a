import { DEVANAGARI_FAMILY, HINDI_WORD_FAMILY } from '../lib/i18n/devanagari-font.ts';
import { useI18n } from '../lib/i18n/i18n-provider.tsx';
import { useChooseUiLanguage } from '../lib/i18n/ui-language-sync.tsx';
import { BasicButton } from './basic/parts.tsx';

/**
 * The हिन्दी/English switch of the top bar and the signed-out cards (issue 15 point 9): a switch named 'हिन्दी',
 * on while the interface is in Hindi. A switch, not a button, so it is never mistaken for a question's own
 * language buttons ('English', 'हिन्दी') on the exam and practice screens; its name is its visible text. Without
 * MUI: it is on the sign-in page, drawn before MUI loads (issue 15 point 11).
 */
export function UiLanguageButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { language, t } = useI18n();
  const choose = useChooseUiLanguage();
  const isHindi = language === 'hi';
  return (
    <BasicButton
      role="switch"
      aria-checked={isHindi}
      color={color}
      size="small"
      variant={isHindi ? 'outlined' : 'text'}
      lang="hi"
      title={t('shell.interfaceLanguage')}
      onClick={() => choose(isHindi ? 'en' : 'hi')}
      style={{
        minWidth: 0,
        paddingBlock: 0,
        fontWeight: 400,
        // Its own 3 KB face: an English page does not fetch the whole Devanagari face for this one word.
        fontFamily: `"${HINDI_WORD_FAMILY}", "${DEVANAGARI_FAMILY}", "Roboto", "Helvetica", "Arial", sans-serif`,
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      हिन्दी
    </BasicButton>
  );
}
