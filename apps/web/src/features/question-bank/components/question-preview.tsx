import type { Language } from '@aspirant/contract/profile.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { AnswerOption } from '../../../components/answer-option.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { QuestionImage } from '../../../components/question-image.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { previewContent, type QuestionForm } from '../lib/form-model.ts';

/**
 * Issue 16: the live preview of the authoring form, drawn as the take-test page draws a question
 * (test-taking/components/question-panel.tsx): the number line with the language switch of a bilingual
 * question, the text through the same renderer (formulas with KaTeX, loaded when one is shown), the image, and
 * the options with their letters A to F. A choice can be tried, as a student would; it is not saved.
 */
export function QuestionPreview({ form }: { form: QuestionForm }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [language, setLanguage] = useState<Language>('en');
  const [picked, setPicked] = useState<number | null>(null);
  const content = previewContent(form, language);
  const isBilingual = form.withHindi;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="question-preview"
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 1 }}>
        {t('questionBank.previewTitle')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2, minHeight: 40 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>
          {t('questionBank.previewQuestionOf', { number: 1, count: 1 })}
        </Typography>
        {isBilingual && <LanguageSwitch value={language} onChange={setLanguage} />}
      </Stack>
      <Typography
        id={textId}
        component="div"
        lang={content.lang}
        sx={{
          whiteSpace: 'pre-line',
          fontSize: '1.05rem',
          lineHeight: 1.65,
          mb: 2,
          overflowWrap: 'anywhere',
        }}
      >
        {content.text.trim() === '' ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('questionBank.previewEmptyText')}
          </Box>
        ) : (
          <QuestionText text={content.text} lang={content.lang} />
        )}
      </Typography>
      {/* The student's frame and size (components/question-image.tsx), as the take-test page draws it. */}
      {form.imageUrl && <QuestionImage src={form.imageUrl} alt={t('questionBank.previewFigure')} />}
      <RadioGroup
        aria-labelledby={`${titleId} ${textId}`}
        name={`preview-${titleId}`}
        value={picked === null ? '' : String(picked)}
        onChange={(event) => setPicked(Number(event.target.value))}
        sx={{ gap: 1 }}
      >
        {content.options.map((option, index) => (
          <AnswerOption
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the answer is an index).
            key={index}
            index={index}
            text={option.trim() === '' ? '—' : option}
            lang={content.lang}
            tone={picked === index ? 'chosen' : 'none'}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
