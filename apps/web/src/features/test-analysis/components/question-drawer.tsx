import type { ItemStat, RegradeBody, RegradeLog } from '@aspirant/contract/insights.ts';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { QuestionText } from '../../../components/question-text.tsx';
import { ApiError, serverErrorText } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { useStartRegrade } from '../api/test-analysis.ts';
import { IN_PROGRESS_TEXT, lettersOf, optionLetter, sharePercent } from '../lib/analysis.ts';
import { FlagChips } from './flag-chips.tsx';

type Action = RegradeBody['action'];

const DIFFICULTY_KEYS = {
  easy: 'testAnalysis.difficultyEasy',
  medium: 'testAnalysis.difficultyMedium',
  hard: 'testAnalysis.difficultyHard',
} as const;

/** The sentence of the confirmation step: what the fix will make of the question. */
function fixText(t: Translate, body: RegradeBody): string {
  const n = body.position;
  if (body.action === 'change_key')
    return t('testAnalysis.confirmChangeKey', { n, key: optionLetter(body.option) });
  if (body.action === 'accept_options')
    return t('testAnalysis.confirmAccept', { n, keys: lettersOf(body.options) });
  return t(body.marks === 'full' ? 'testAnalysis.confirmDropFull' : 'testAnalysis.confirmDropUnattempted', {
    n,
  });
}

/**
 * A question of the analysis in a side drawer (a dialog: focus moves in, stays in, and returns to the row's
 * button on close): its text and options with the share of all takers and of the top and bottom groups, its
 * flags, and the fixes (change the key, accept several options, drop it) behind a confirmation step. A 409 that
 * says students are writing the test now is shown with 'Regrade anyway' (sent again with confirmInProgress).
 */
export function QuestionDrawer({
  testId,
  item,
  onClose,
  onStarted,
}: {
  testId: number;
  item: ItemStat | null;
  onClose: () => void;
  onStarted: (regrade: RegradeLog, message: string) => void;
}) {
  const { t, language } = useI18n();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={item !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100vw', sm: 520 }, maxWidth: '100vw' },
        },
      }}
    >
      {item && (
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('testAnalysis.drawerTitle', { n: item.position })}
            </Typography>
            <IconButton aria-label={t('testAnalysis.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {[item.subjectName, item.topicName, t(DIFFICULTY_KEYS[item.difficulty])].join(' · ')}
          </Typography>
          <Box sx={{ mb: 2, whiteSpace: 'pre-line' }} data-testid="drawer-question-text">
            {language === 'hi' && item.textHi ? (
              <QuestionText text={item.textHi} lang="hi" />
            ) : (
              <QuestionText text={item.text} />
            )}
          </Box>
          <Box sx={{ mb: 2 }}>
            <FlagChips item={item} />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
            {t('testAnalysis.optionsHeading')}
          </Typography>
          <Box sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label={t('testAnalysis.optionsHeading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('testAnalysis.optionColumn')}</TableCell>
                  <TableCell align="right">{t('testAnalysis.optionAll')}</TableCell>
                  <TableCell align="right">{t('testAnalysis.optionUpper')}</TableCell>
                  <TableCell align="right">{t('testAnalysis.optionLower')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {item.options.map((text, i) => {
                  const shown = language === 'hi' && item.optionsHi?.[i] ? item.optionsHi[i]! : text;
                  const isAccepted = item.accepted.includes(i);
                  return (
                    <TableRow key={optionLetter(i)} data-testid={`drawer-option-${optionLetter(i)}`}>
                      <TableCell>
                        <strong>{optionLetter(i)}.</strong>{' '}
                        <QuestionText text={shown} inline lang={shown === text ? undefined : 'hi'} />
                        {isAccepted && (
                          <Typography
                            variant="caption"
                            component="span"
                            color="success.main"
                            sx={{ ml: 1, fontWeight: 700 }}
                          >
                            ✓ {t('testAnalysis.accepted')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{sharePercent(item.optionShares[i] ?? 0)}</TableCell>
                      <TableCell align="right">{sharePercent(item.upperShares[i] ?? 0)}</TableCell>
                      <TableCell align="right">{sharePercent(item.lowerShares[i] ?? 0)}</TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell>{t('testAnalysis.blank')}</TableCell>
                  <TableCell align="right">{sharePercent(item.blankShare)}</TableCell>
                  <TableCell align="right">
                    {sharePercent(Math.max(0, 1 - item.upperShares.reduce((a, b) => a + b, 0)))}
                  </TableCell>
                  <TableCell align="right">
                    {sharePercent(Math.max(0, 1 - item.lowerShares.reduce((a, b) => a + b, 0)))}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          <FixForm key={item.position} testId={testId} item={item} onStarted={onStarted} />
        </Box>
      )}
    </Drawer>
  );
}

function FixForm({
  testId,
  item,
  onStarted,
}: {
  testId: number;
  item: ItemStat;
  onStarted: (regrade: RegradeLog, message: string) => void;
}) {
  const { t } = useI18n();
  const start = useStartRegrade(testId);
  const [action, setAction] = useState<Action>('change_key');
  const firstOther = item.options.findIndex((_, i) => !item.accepted.includes(i));
  const [option, setOption] = useState(Math.max(0, firstOther));
  const [options, setOptions] = useState<number[]>(item.accepted);
  const [marks, setMarks] = useState<'unattempted' | 'full'>('unattempted');
  const [review, setReview] = useState<RegradeBody | null>(null);
  const [askInProgress, setAskInProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isTooFew, setTooFew] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const ids = { action: useId(), option: useId(), options: useId(), marks: useId() };

  // The confirmation step takes the focus, so a keyboard user lands on what to confirm.
  useEffect(() => {
    if (review) confirmRef.current?.focus();
  }, [review]);

  const body = (): RegradeBody | null => {
    if (action === 'change_key') return { action, position: item.position, option };
    if (action === 'accept_options') {
      if (options.length < 2) return null;
      return { action, position: item.position, options: [...options].sort((a, b) => a - b) };
    }
    return { action, position: item.position, marks };
  };

  const send = (confirmInProgress: boolean) => {
    if (!review) return;
    setError(null);
    start.mutate(confirmInProgress ? { ...review, confirmInProgress: true } : review, {
      onSuccess: (data) => {
        setReview(null);
        setAskInProgress(null);
        onStarted(data.regrade, data.message);
      },
      onError: (failure) => {
        const text = serverErrorText(failure, t('testAnalysis.failed'));
        const serverMessage = failure instanceof ApiError ? (failure.serverMessage ?? '') : '';
        if (failure instanceof ApiError && failure.status === 409 && IN_PROGRESS_TEXT.test(serverMessage))
          setAskInProgress(text);
        else setError(text);
      },
    });
  };

  if (review) {
    return (
      <Box
        component="section"
        ref={confirmRef}
        tabIndex={-1}
        aria-labelledby={ids.action}
        sx={{ outline: 'none' }}
        data-testid="regrade-confirm"
      >
        <Typography id={ids.action} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('testAnalysis.confirmTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{fixText(t, review)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('testAnalysis.confirmEffect')}
        </Typography>
        {askInProgress && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {askInProgress}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={start.isPending} onClick={() => send(askInProgress !== null)}>
            {t(askInProgress ? 'testAnalysis.confirmAnyway' : 'testAnalysis.confirm')}
          </Button>
          <Button
            onClick={() => {
              setReview(null);
              setAskInProgress(null);
              setError(null);
            }}
          >
            {t('testAnalysis.back')}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={`${ids.action}-h`}>
      <Typography id={`${ids.action}-h`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('testAnalysis.fixHeading')}
      </Typography>
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id={ids.action}>{t('testAnalysis.fixAction')}</FormLabel>
        <RadioGroup
          aria-labelledby={ids.action}
          value={action}
          onChange={(event) => setAction(event.target.value as Action)}
        >
          <FormControlLabel value="change_key" control={<Radio />} label={t('testAnalysis.changeKey')} />
          <FormControlLabel
            value="accept_options"
            control={<Radio />}
            label={t('testAnalysis.acceptOptions')}
          />
          <FormControlLabel value="drop" control={<Radio />} label={t('testAnalysis.dropQuestion')} />
        </RadioGroup>
      </FormControl>

      {action === 'change_key' && (
        <FormControl sx={{ mb: 2, display: 'block' }}>
          <FormLabel id={ids.option}>{t('testAnalysis.newKey')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={ids.option}
            value={String(option)}
            onChange={(event) => setOption(Number(event.target.value))}
          >
            {item.options.map((_, i) => (
              <FormControlLabel
                key={optionLetter(i)}
                value={String(i)}
                control={<Radio />}
                label={t('testAnalysis.option', { letter: optionLetter(i) })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}

      {action === 'accept_options' && (
        <FormControl component="fieldset" error={isTooFew} sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">{t('testAnalysis.acceptedOptions')}</FormLabel>
          <FormGroup row>
            {item.options.map((_, i) => (
              <FormControlLabel
                key={optionLetter(i)}
                control={
                  <Checkbox
                    checked={options.includes(i)}
                    onChange={(event) => {
                      setTooFew(false);
                      setOptions((current) =>
                        event.target.checked ? [...current, i] : current.filter((o) => o !== i),
                      );
                    }}
                  />
                }
                label={t('testAnalysis.option', { letter: optionLetter(i) })}
              />
            ))}
          </FormGroup>
          {isTooFew && <FormHelperText>{t('testAnalysis.chooseTwo')}</FormHelperText>}
        </FormControl>
      )}

      {action === 'drop' && (
        <FormControl sx={{ mb: 2, display: 'block' }}>
          <FormLabel id={ids.marks}>{t('testAnalysis.dropMarks')}</FormLabel>
          <RadioGroup
            aria-labelledby={ids.marks}
            value={marks}
            onChange={(event) => setMarks(event.target.value as 'unattempted' | 'full')}
          >
            <FormControlLabel
              value="unattempted"
              control={<Radio />}
              label={t('testAnalysis.dropUnattempted')}
            />
            <FormControlLabel value="full" control={<Radio />} label={t('testAnalysis.dropFull')} />
          </RadioGroup>
        </FormControl>
      )}

      <Box>
        <Button
          variant="contained"
          onClick={() => {
            const next = body();
            if (!next) setTooFew(true);
            else setReview(next);
          }}
        >
          {t('testAnalysis.reviewFix')}
        </Button>
      </Box>
    </Box>
  );
}
