import type { Language } from '@aspirant/contract/profile.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { AnswerOption } from '../../../components/answer-option.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { QuestionImage } from '../../../components/question-image.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStudioPreview } from '../api/test-studio.ts';

/** The paper as a student sees it (the same text, image and option components), with the key and explanations. */
export function PreviewDialog({
  testId,
  open,
  onClose,
}: {
  testId: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const preview = useStudioPreview(testId, open);
  const [language, setLanguage] = useState<Language>('en');
  const questions = preview.data?.questions ?? [];
  const bilingual = preview.data?.test.bilingual ?? false;
  const count = questions.length;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="preview-title"
    >
      <DialogTitle id="preview-title">
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ mr: 'auto' }}>
            {t('testStudio.previewTitle', { name: preview.data?.test.name ?? '' })}
          </Box>
          {bilingual && <LanguageSwitch value={language} onChange={setLanguage} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {preview.isPending && <CircularProgress aria-label={t('testStudio.loading')} />}
        {preview.isError && (
          <Alert severity="error">{serverErrorText(preview.error, t('testStudio.loadFailed'))}</Alert>
        )}
        <Stack spacing={2} data-testid="preview">
          {questions.map((q, index) => {
            const hindi = language === 'hi' && q.textHi !== null;
            const lang = hindi ? 'hi' : 'en';
            const options = hindi && q.optionsHi ? q.optionsHi : q.options;
            const explanation = hindi && q.explanationHi ? q.explanationHi : q.explanation;
            return (
              <Paper
                key={q.questionId}
                variant="outlined"
                sx={{ p: { xs: 1.5, sm: 2 } }}
                component="article"
                aria-label={t('testStudio.questionOf', { number: index + 1, count })}
              >
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {t('testStudio.questionOf', { number: index + 1, count })}
                </Typography>
                <Typography
                  component="div"
                  lang={lang}
                  sx={{ whiteSpace: 'pre-line', mb: 1.5, overflowWrap: 'anywhere' }}
                >
                  <QuestionText text={hindi ? q.textHi! : q.text} lang={lang} />
                </Typography>
                {q.imageUrl && <QuestionImage src={q.imageUrl} alt={t('testStudio.figure')} />}
                <RadioGroup value={String(q.correctIndex)} name={`preview-${q.questionId}`} sx={{ gap: 1 }}>
                  {options.map((option, i) => (
                    <AnswerOption
                      // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the key is an index).
                      key={i}
                      index={i}
                      text={option}
                      lang={lang}
                      tone={i === q.correctIndex ? 'correct' : 'none'}
                      disabled
                    />
                  ))}
                </RadioGroup>
                <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="preview-key">
                  <strong>{t('testStudio.key', { letter: String.fromCharCode(65 + q.correctIndex) })}</strong>
                </Typography>
                {explanation && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('testStudio.explanation')}
                    </Typography>
                    <Typography component="div" variant="body2" lang={lang} sx={{ whiteSpace: 'pre-line' }}>
                      <QuestionText text={explanation} lang={lang} />
                    </Typography>
                  </Box>
                )}
              </Paper>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('testStudio.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
