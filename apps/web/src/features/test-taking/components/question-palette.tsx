import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AnswerCounts, answerCounts } from '../../../lib/answer-counts.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import {
  type AnswerState,
  isAnswered,
  type QuestionStatus,
  questionStatus,
  STATUS_LABELS,
} from '../lib/answer-model.ts';

/**
 * The legend: each colour with the count the submit summary, the resume dialog and the result use (issue 15).
 * A marked question is purple, and counts as answered or not answered as well as marked.
 */
const LEGEND: readonly { status: QuestionStatus; count: keyof AnswerCounts }[] = [
  { status: 'answered', count: 'answered' },
  { status: 'not-answered', count: 'notAnswered' },
  { status: 'marked', count: 'marked' },
  { status: 'not-visited', count: 'notVisited' },
];

/**
 * SPEC §4 palette colours: green answered, red visited but not answered, purple marked for review, grey not
 * visited. Fixed shades (not the theme's), dark enough for white numbers in both modes (WCAG AA).
 */
const STATUS_COLORS: Record<QuestionStatus, { bg: string; fg: string }> = {
  answered: { bg: '#2e7d32', fg: '#fff' },
  'not-answered': { bg: '#c62828', fg: '#fff' },
  marked: { bg: '#6a1b9a', fg: '#fff' },
  'not-visited': { bg: '#e0e0e0', fg: 'rgba(0, 0, 0, 0.87)' },
};

/** The accessible name of a palette button: its number and status. */
function paletteLabel(t: Translate, index: number, answer: AnswerState): string {
  const status = questionStatus(answer);
  const params = { number: index + 1, status: t(STATUS_LABELS[status]) };
  return status === 'marked' && isAnswered(answer)
    ? t('testTaking.paletteButtonMarkedAnswered', params)
    : t('testTaking.paletteButton', params);
}

interface QuestionPaletteProps {
  answers: readonly AnswerState[];
  current: number;
  onSelect: (index: number) => void;
  /** Inside the phone's palette drawer: no card of its own. */
  isInDrawer?: boolean;
}

/** SPEC §2/§4: the question palette with its legend. */
export function QuestionPalette({ answers, current, onSelect, isInDrawer = false }: QuestionPaletteProps) {
  const t = useT();
  const counts = answerCounts(answers);
  return (
    <Paper
      component="nav"
      aria-label={t('testTaking.questionPalette')}
      variant="outlined"
      sx={isInDrawer ? { p: 0, border: 0, bgcolor: 'transparent' } : { p: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('testTaking.questionPaletteTitle')}
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
          gap: 1,
        }}
      >
        {answers.map((answer, index) => {
          const status = questionStatus(answer);
          const colors = STATUS_COLORS[status];
          const isCurrent = index === current;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paper's order never changes.
            <li key={index}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-label={paletteLabel(t, index, answer)}
                aria-current={isCurrent ? 'step' : undefined}
                data-status={status}
                sx={{
                  position: 'relative',
                  width: '100%',
                  aspectRatio: '1',
                  minHeight: 40,
                  borderRadius: 1,
                  fontWeight: isCurrent ? 700 : 500,
                  fontSize: '0.95rem',
                  bgcolor: colors.bg,
                  color: colors.fg,
                  // The current question: a ring in the text colour, outside the button.
                  boxShadow: (theme) =>
                    isCurrent
                      ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}`
                      : 'none',
                  '&:hover': { filter: 'brightness(0.92)' },
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 4,
                  },
                }}
              >
                {formatNumber(index + 1)}
                {status === 'marked' && isAnswered(answer) && (
                  // A marked question that has an answer carries a small green dot.
                  <Box
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 3,
                      right: 3,
                      width: 8,
                      height: 8,
                      borderRadius: '50%',
                      bgcolor: '#66bb6a',
                      border: '1px solid #fff',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      <Box
        component="ul"
        aria-label={t('testTaking.legend')}
        sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 0.75 }}
      >
        {LEGEND.map(({ status, count }) => (
          <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 16,
                height: 16,
                borderRadius: 0.5,
                bgcolor: STATUS_COLORS[status].bg,
                flexShrink: 0,
                border: status === 'not-visited' ? '1px solid rgba(0,0,0,0.2)' : 'none',
              }}
            />
            <Typography variant="body2">{`${t(STATUS_LABELS[status])} (${formatNumber(counts[count])})`}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        {t('testTaking.legendNote')}
      </Typography>
    </Paper>
  );
}
