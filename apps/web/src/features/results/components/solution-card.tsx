import type { Language } from '@aspirant/contract/profile.ts';
import type { Solution } from '@aspirant/contract/results.ts';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BookmarkToggle } from '../../../components/bookmark-toggle.tsx';
import { QuestionReview } from '../../../components/question-review.tsx';
import { QuestionText } from '../../../components/question-text.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { DIFFICULTY_KEY, REPORT_KIND_KEY, STATUS_KEY } from '../lib/labels.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';

/** One solution (issue 15): the question, the options with the student's answer and the key, the explanation. */
export function SolutionCard({
  solution: s,
  attemptLanguage,
  onReport,
}: {
  solution: Solution;
  attemptLanguage: Language;
  /** Absent when the page is read-only (staff reading a student's result): no report, no bookmark. */
  onReport?: (solution: Solution) => void;
}) {
  const { language: uiLanguage, t } = useI18n();
  const hidden =
    s.hiddenUntilSubmit === null ? null : t('results.hiddenUntilSubmit', { test: s.hiddenUntilSubmit });
  const headingId = `solution-${s.questionId}-heading`;

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mr: 0.5 }}>
          {t('results.questionHeading', { number: s.questionNumber })}
        </Typography>
        {/* Outlined: the status colour is the text's, which keeps its contrast in both themes. */}
        <Chip
          size="small"
          variant="outlined"
          label={t(STATUS_KEY[s.status])}
          color={STATUS_COLOR[s.status]}
        />
        {s.isMarked && <Chip size="small" variant="outlined" label={t('results.markedForReview')} />}
        {s.reported.length > 0 && (
          <Chip
            size="small"
            variant="outlined"
            icon={<FlagOutlinedIcon />}
            label={t('results.reported')}
            title={s.reported.map((k) => t(REPORT_KIND_KEY[k])).join(', ')}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {onReport && (
          <BookmarkToggle
            questionId={s.questionId}
            isBookmarked={s.isBookmarked}
            label={t('results.saveQuestion', { number: s.questionNumber })}
          />
        )}
      </Box>
      <QuestionReview
        subject={s.subject}
        topic={s.topic}
        difficulty={t(DIFFICULTY_KEY[s.difficulty])}
        en={s.en}
        hi={s.hi}
        image={s.image}
        imageAlt={t('testTaking.figure', { number: s.questionNumber })}
        initialLanguage={attemptLanguage}
        markOf={(i) => {
          const isKey = s.correctAnswerIndex === i;
          const isMine = s.userAnswerIndex === i;
          if (!isKey && !isMine) return null;
          const label = [
            isMine ? t('results.yourAnswerMark') : null,
            isKey ? t('results.correctAnswerMark') : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return { tone: isKey ? 'success' : 'error', label };
        }}
        alignBaseline
      >
        {(text) => (
          <>
            {s.userAnswerIndex === null && (
              <Typography lang={uiLanguage} color="text.secondary" sx={{ fontStyle: 'italic', mb: 1.5 }}>
                {t('results.notAttempted')}
              </Typography>
            )}
            <Typography lang={uiLanguage} variant="subtitle2" component="h5" sx={{ fontWeight: 700 }}>
              {t('results.explanation')}
            </Typography>
            <Typography
              component="div"
              color={hidden ? 'text.secondary' : 'text.primary'}
              sx={{
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                fontStyle: hidden ? 'italic' : 'normal',
                mb: 2,
              }}
            >
              {hidden ??
                (text.explanation ? <QuestionText text={text.explanation} /> : t('results.noExplanation'))}
            </Typography>
          </>
        )}
      </QuestionReview>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1, sm: 3 },
          alignItems: 'center',
          color: 'text.secondary',
          typography: 'body2',
        }}
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          {t('results.correctShare', { share: formatNumber(s.correctShare, 1) })}
          <Tooltip title={t('results.correctShareDefinition')}>
            <IconButton size="small" aria-label={t('results.correctShareHelp')}>
              <InfoOutlinedIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          {t('results.yourTime', {
            mine: formatNumber(s.timeSpent, 0),
            toppers: formatNumber(s.toppersAverageSeconds, 0),
          })}
          <Tooltip title={t('results.toppersDefinition')}>
            <IconButton size="small" aria-label={t('results.toppersHelp')}>
              <InfoOutlinedIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {onReport && (
          <Button size="small" startIcon={<FlagOutlinedIcon />} onClick={() => onReport(s)}>
            {t('results.reportQuestion')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
