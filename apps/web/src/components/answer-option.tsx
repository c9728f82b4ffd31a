import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { optionLetter } from '../lib/format.ts';
import { QuestionText } from './question-text.tsx';

/** What an option shows: picked (before any verdict), the right answer, or a wrong pick once checked. */
export type AnswerOptionTone = 'none' | 'chosen' | 'correct' | 'wrong';

const BORDER: Record<AnswerOptionTone, string> = {
  none: 'divider',
  chosen: 'primary.main',
  correct: 'success.main',
  wrong: 'error.main',
};

interface AnswerOptionProps {
  /** The option's position: the radio's value, and its letter (0 → A). */
  index: number;
  /** Its text as the author wrote it (rich text and formulas: components/question-text.tsx). */
  text: string;
  tone: AnswerOptionTone;
  disabled?: boolean;
  lang?: string;
}

/**
 * One choice of a question, inside a RadioGroup: a bordered row with its letter, the whole row a label (one
 * click or Space picks it, arrow keys move between options), and a focus ring on the row. The letter is
 * visual only; the option's text is its name. A verdict also shows as an icon and words, not colour alone.
 */
export function AnswerOption({ index, text, tone, disabled = false, lang }: AnswerOptionProps) {
  const isTinted = tone !== 'none';
  return (
    <FormControlLabel
      value={String(index)}
      lang={lang}
      disabled={disabled}
      control={<Radio />}
      label={
        <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'baseline', py: 0.75 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ fontWeight: 700, color: 'text.secondary', minWidth: '1.2em' }}
          >
            {optionLetter(index)}
          </Box>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <QuestionText text={text} inline />
          </Box>
          {tone === 'correct' && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignSelf: 'center',
                gap: 0.5,
                ml: 'auto',
                color: 'success.main',
              }}
            >
              <CheckCircleIcon fontSize="small" aria-hidden />
              <Box component="span" sx={{ typography: 'body2', fontWeight: 600, whiteSpace: 'nowrap' }}>
                Correct answer
              </Box>
            </Box>
          )}
          {tone === 'wrong' && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignSelf: 'center', gap: 0.5, ml: 'auto', color: 'error.main' }}
            >
              <HighlightOffIcon fontSize="small" aria-hidden />
              <Box component="span" sx={{ typography: 'body2', fontWeight: 600, whiteSpace: 'nowrap' }}>
                Your answer
              </Box>
            </Box>
          )}
        </Box>
      }
      sx={{
        m: 0,
        pr: 2,
        alignItems: 'center',
        border: 1,
        borderRadius: 1,
        borderColor: BORDER[tone],
        bgcolor: isTinted ? 'action.selected' : 'transparent',
        transition: (theme) => theme.transitions.create(['background-color', 'border-color']),
        '&:hover': { bgcolor: isTinted ? 'action.selected' : disabled ? 'transparent' : 'action.hover' },
        '& .MuiFormControlLabel-label': { flexGrow: 1 },
        '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
        '&:has(.Mui-focusVisible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}
