import type { Question } from '@aspirant/contract/tests.ts';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { AnswerOption } from '../../../components/answer-option.tsx';
import { QuestionImage } from '../../../components/question-image.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { AnswerState } from '../lib/answer-model.ts';
import type { Language } from '../lib/attempt-storage.ts';

interface QuestionPanelProps {
  question: Question;
  index: number;
  count: number;
  answer: AnswerState;
  language: Language;
  onSelect: (option: number) => void;
  onUnmark: () => void;
  /** The language switch of a bilingual test, shown beside the question number. */
  languageSwitch: ReactNode;
}

/**
 * Where the page puts the focus when the test opens (the start button it came from is gone): on the question,
 * so keyboard and screen-reader users begin there.
 */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}

/** SPEC §2 question view: the question (newlines kept), its image, and one choice among its options. */
export function QuestionPanel({
  question,
  index,
  count,
  answer,
  language,
  onSelect,
  onUnmark,
  languageSwitch,
}: QuestionPanelProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const hindi = language === 'hi' ? question.hi : null;
  const text = hindi?.question ?? question.QuestionMaster.question.question;
  const options = hindi?.options ?? question.QuestionMaster.question.options;
  const { image } = question.QuestionMaster.question;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2, minHeight: 40 }}>
        <Typography
          id={titleId}
          ref={focusOnMount}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mr: 'auto', '&:focus': { outline: 'none' } }}
        >
          {t('testTaking.questionOf', { number: index + 1, count })}
        </Typography>
        {answer.isMarked && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Chip
              icon={<BookmarkIcon aria-hidden />}
              label={t('testTaking.markedForReview')}
              size="small"
              sx={{ bgcolor: '#6a1b9a', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
            />
            <Button size="small" onClick={onUnmark}>
              {t('testTaking.removeMark')}
            </Button>
          </Stack>
        )}
        {languageSwitch}
      </Stack>
      <Typography
        id={textId}
        component="div"
        lang={hindi ? 'hi' : 'en'}
        sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.65, mb: 2 }}
      >
        <QuestionText text={text} />
      </Typography>
      {image && <QuestionImage src={image} alt={t('testTaking.figure', { number: index + 1 })} />}
      <RadioGroup
        aria-labelledby={`${titleId} ${textId}`}
        name={`question-${question.id}`}
        value={answer.selectedAnswer === null ? '' : String(answer.selectedAnswer)}
        onChange={(event) => onSelect(Number(event.target.value))}
        sx={{ gap: 1 }}
      >
        {options.map((option, optionIndex) => (
          <AnswerOption
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the answer is an index).
            key={optionIndex}
            index={optionIndex}
            text={option}
            lang={hindi ? 'hi' : 'en'}
            tone={answer.selectedAnswer === optionIndex ? 'chosen' : 'none'}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
