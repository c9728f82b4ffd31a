import type { PracticeItem } from '@aspirant/contract/practice.ts';
import type { Language } from '@aspirant/contract/profile.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { AnswerOption, type AnswerOptionTone } from '../../../components/answer-option.tsx';
import { BookmarkToggle } from '../../../components/bookmark-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { QuestionImage } from '../../../components/question-image.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { verdictText } from '../lib/practice.ts';

interface PracticeQuestionProps {
  item: PracticeItem;
  count: number;
  isLast: boolean;
  isChecking: boolean;
  checkError: string | null;
  onCheck: (selectedAnswer: number) => void;
  onNext: () => void;
  /** The language chosen for bilingual questions; a question without Hindi text shows in English. */
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** Before the check, the pick; after it, the right answer and a wrong pick. */
function optionTone(item: PracticeItem, index: number, choice: number | null): AnswerOptionTone {
  const answered = item.correctIndex !== null && item.isCorrect !== null;
  if (!answered) return index === choice ? 'chosen' : 'none';
  if (index === item.correctIndex) return 'correct';
  return index === item.selectedAnswer ? 'wrong' : 'none';
}

/** One question: choose, check, read the verdict and explanation, go on. */
export function PracticeQuestion({
  item,
  count,
  isLast,
  isChecking,
  checkError,
  onCheck,
  onNext,
  language,
  onLanguageChange,
}: PracticeQuestionProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [choice, setChoice] = useState<number | null>(item.selectedAnswer);
  const nextButton = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const answered = item.correctIndex !== null && item.isCorrect !== null;
  const bilingual = item.textHi !== null && item.optionsHi !== null;
  const hindi = bilingual && language === 'hi';
  const text = hindi ? item.textHi! : item.text;
  const options = hindi ? item.optionsHi! : item.options;
  const explanationInHindi = hindi && item.explanationHi !== null;
  const explanation = explanationInHindi ? item.explanationHi : item.explanation;

  // A new question takes the focus to its heading, so a keyboard or screen reader starts from the top.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Once checked, the next step is one key press away.
  useEffect(() => {
    if (answered) nextButton.current?.focus();
  }, [answered]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5, gap: 1 }}>
        <Typography
          id={titleId}
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mr: 'auto', '&:focus': { outline: 'none' } }}
        >
          {t('practice.questionOf', { position: item.position, count })}
        </Typography>
        <Chip size="small" label={item.subject} />
        <Chip size="small" label={item.topic} variant="outlined" />
        <Chip size="small" label={t(`practice.${item.difficulty}`)} variant="outlined" />
        {bilingual && <LanguageSwitch value={language} onChange={onLanguageChange} />}
        {!item.withheld && (
          <BookmarkToggle
            questionId={item.questionId}
            isBookmarked={item.isBookmarked}
            label={`Save question ${item.position}`}
          />
        )}
      </Stack>
      <Typography
        id={textId}
        component="div"
        lang={hindi ? 'hi' : 'en'}
        sx={{ whiteSpace: 'pre-line', mb: 2 }}
      >
        <QuestionText text={text} />
      </Typography>
      {item.image && (
        <QuestionImage src={item.image} alt={t('testTaking.figure', { number: item.position })} />
      )}
      <RadioGroup
        aria-labelledby={`${titleId} ${textId}`}
        name={`practice-question-${item.position}`}
        value={choice === null ? '' : String(choice)}
        onChange={(event) => setChoice(Number(event.target.value))}
        sx={{ gap: 1 }}
      >
        {options.map((option, index) => (
          <AnswerOption
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the answer is an index).
            key={index}
            index={index}
            text={option}
            lang={hindi ? 'hi' : 'en'}
            disabled={answered || isChecking}
            tone={optionTone(item, index, choice)}
          />
        ))}
      </RadioGroup>

      {answered ? (
        <Box sx={{ mt: 2.5 }}>
          <Alert severity={item.isCorrect ? 'success' : 'error'} role="status">
            <AlertTitle sx={{ mb: 0.5 }}>
              {verdictText(t, item.isCorrect === true, item.correctIndex!)}
            </AlertTitle>
            <Typography
              variant="body2"
              component="div"
              lang={explanationInHindi ? 'hi' : 'en'}
              sx={{ whiteSpace: 'pre-line' }}
            >
              {explanation && <QuestionText text={explanation} />}
            </Typography>
          </Alert>
          <Button ref={nextButton} variant="contained" onClick={onNext} sx={{ mt: 2 }}>
            {isLast ? t('practice.seeSummary') : t('practice.nextQuestion')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 2.5 }}>
          {checkError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {checkError}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={choice === null || isChecking}
            onClick={() => choice !== null && onCheck(choice)}
          >
            {isChecking ? t('practice.checking') : t('practice.checkAnswer')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
