import type { MissedQuestion } from '@aspirant/contract/subjects.ts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { QuestionText } from '../../../components/question-text.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { missedLabel } from '../lib/labels.ts';

/** The questions answered wrong most often; each opens to its correct answer and explanation. */
export function MostMissedList({ questions }: { questions: MissedQuestion[] }) {
  const id = useId();
  const t = useT();
  if (questions.length === 0) {
    return <Typography color="text.secondary">{t('subjects.noMissed')}</Typography>;
  }
  return (
    <Box component="ol" aria-label={t('subjects.mostMissed')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {questions.map((question) => {
        const summaryId = `${id}-summary-${question.questionId}`;
        const detailsId = `${id}-details-${question.questionId}`;
        return (
          <li key={question.questionId}>
            <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
                <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <QuestionText text={question.text} inline />
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip label={question.topic} size="small" variant="outlined" />
                    <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
                      {missedLabel(t, question.timesWrong, question.timesSeen)}
                    </Typography>
                  </Box>
                </Box>
              </AccordionSummary>
              <AccordionDetails id={detailsId} role="region" aria-labelledby={summaryId}>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {t('subjects.correctAnswer')}
                  </Box>{' '}
                  <QuestionText text={question.correctAnswer} inline />
                </Typography>
                <Typography
                  variant="body2"
                  component="div"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-line' }}
                >
                  <QuestionText text={question.explanation} />
                </Typography>
              </AccordionDetails>
            </Accordion>
          </li>
        );
      })}
    </Box>
  );
}
