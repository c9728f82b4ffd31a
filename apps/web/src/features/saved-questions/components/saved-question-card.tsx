import type { Language } from '@aspirant/contract/profile.ts';
import type { SavedQuestion } from '@aspirant/contract/saved-questions.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QuestionReview } from '../../../components/question-review.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
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
      <QuestionReview
        subject={q.subject}
        topic={q.topic}
        difficulty={t(`savedQuestions.${q.difficulty}`)}
        en={q.en}
        hi={q.hi}
        image={q.image}
        imageAlt={t('testTaking.figure', { number })}
        initialLanguage={initialLanguage}
        markOf={(i) =>
          q.correctAnswerIndex === i ? { tone: 'success', label: t('savedQuestions.correctAnswer') } : null
        }
      >
        {(text) => (
          <>
            <Typography lang={uiLanguage} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t('savedQuestions.explanation')}
            </Typography>
            <Typography
              component="div"
              color={text.explanation === null ? 'text.secondary' : 'text.primary'}
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {q.correctAnswerIndex === null ? (
                t('savedQuestions.hiddenWhileTaking')
              ) : text.explanation ? (
                <QuestionText text={text.explanation} />
              ) : (
                t('savedQuestions.noExplanation')
              )}
            </Typography>
          </>
        )}
      </QuestionReview>
    </Paper>
  );
}
