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
import { useState } from 'react';
import { BookmarkToggle } from '../../../components/bookmark-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { formatNumber, optionLetter } from '../../../lib/format.ts';
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
  onReport: (solution: Solution) => void;
}) {
  const { language: uiLanguage, t } = useI18n();
  const [language, setLanguage] = useState<Language>(attemptLanguage);
  const text = language === 'hi' && s.hi ? s.hi : s.en;
  const lang = language === 'hi' && s.hi ? 'hi' : 'en';
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
        <BookmarkToggle
          questionId={s.questionId}
          isBookmarked={s.isBookmarked}
          label={t('results.saveQuestion', { number: s.questionNumber })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${s.subject} · ${s.topic} · ${t(DIFFICULTY_KEY[s.difficulty])}`}
      </Typography>
      {s.hi && (
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
            const isKey = s.correctAnswerIndex === i;
            const isMine = s.userAnswerIndex === i;
            const marks = [
              isMine ? t('results.yourAnswerMark') : null,
              isKey ? t('results.correctAnswerMark') : null,
            ].filter(Boolean);
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per question; the index is their letter.
                key={i}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'baseline',
                  // A thicker border and words, no tint: the marker's colour keeps its contrast on the paper.
                  border: isKey || isMine ? 2 : 1,
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                  borderColor: isKey ? 'success.main' : isMine ? 'error.main' : 'divider',
                }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>{`${optionLetter(i)}.`}</Box>
                <Box component="span" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {option}
                </Box>
                {marks.length > 0 && (
                  <Box
                    component="span"
                    lang={uiLanguage}
                    sx={{
                      typography: 'body2',
                      fontWeight: 700,
                      color: isKey ? 'success.main' : 'error.main',
                    }}
                  >
                    {marks.join(' · ')}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
        {s.userAnswerIndex === null && (
          <Typography lang={uiLanguage} color="text.secondary" sx={{ fontStyle: 'italic', mb: 1.5 }}>
            {t('results.notAttempted')}
          </Typography>
        )}
        <Typography lang={uiLanguage} variant="subtitle2" component="h5" sx={{ fontWeight: 700 }}>
          {t('results.explanation')}
        </Typography>
        <Typography
          color={hidden ? 'text.secondary' : 'text.primary'}
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            fontStyle: hidden ? 'italic' : 'normal',
            mb: 2,
          }}
        >
          {hidden ?? (text.explanation || t('results.noExplanation'))}
        </Typography>
      </Box>
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
        <Button size="small" startIcon={<FlagOutlinedIcon />} onClick={() => onReport(s)}>
          {t('results.reportQuestion')}
        </Button>
      </Box>
    </Paper>
  );
}
