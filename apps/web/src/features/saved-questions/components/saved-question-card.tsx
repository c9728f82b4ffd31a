import type { Language } from '@aspirant/contract/profile.ts';
import type { SavedQuestion } from '@aspirant/contract/saved-questions.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { optionLetter } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';

/** One saved question: text, options, and the key and explanation where the student may see them. */
export function SavedQuestionCard({
  question: q,
  number,
  initialLanguage,
  onRemove,
  isRemoving,
}: {
  question: SavedQuestion;
  number: number;
  initialLanguage: Language;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const { language: uiLanguage, t } = useI18n();
  // The profile's language until the student switches (the profile may arrive after the list).
  const [chosen, setLanguage] = useState<Language | null>(null);
  const language = chosen ?? initialLanguage;
  const text = language === 'hi' && q.hi ? q.hi : q.en;
  const lang = language === 'hi' && q.hi ? 'hi' : 'en';
  const headingId = `saved-${q.questionId}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('savedQuestions.cardHeading', { number })}
        </Typography>
        <Button color="error" onClick={onRemove} disabled={isRemoving}>
          {t('savedQuestions.remove')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${q.subject} · ${q.topic} · ${t(`savedQuestions.${q.difficulty}`)}`}
      </Typography>
      {q.hi && (
        <Box sx={{ mb: 1.5 }}>
          <LanguageSwitch value={language} onChange={setLanguage} />
        </Box>
      )}
      <Box lang={lang}>
        <Typography sx={{ mb: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text.question}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, mb: 2 }}>
          {text.options.map((option, i) => {
            const isKey = q.correctAnswerIndex === i;
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per question; the index is their letter.
                key={i}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  border: 1,
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                  borderColor: isKey ? 'success.main' : 'divider',
                  borderWidth: isKey ? 2 : 1,
                }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>{`${optionLetter(i)}.`}</Box>
                <Box component="span" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {option}
                </Box>
                {isKey && (
                  <Box
                    component="span"
                    lang={uiLanguage}
                    sx={{ typography: 'body2', fontWeight: 700, color: 'success.main' }}
                  >
                    {t('savedQuestions.correctAnswer')}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
        <Typography lang={uiLanguage} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t('savedQuestions.explanation')}
        </Typography>
        <Typography
          color={text.explanation === null ? 'text.secondary' : 'text.primary'}
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {q.correctAnswerIndex === null
            ? t('savedQuestions.hiddenWhileTaking')
            : text.explanation || t('savedQuestions.noExplanation')}
        </Typography>
      </Box>
    </Paper>
  );
}
