import { SCORECARD_MESSAGES } from '@aspirant/contract/results.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { shareScorecardImage } from '../../../lib/scorecard-image.ts';
import { fetchPublicScorecard, useRevokeScorecard, useShareScorecard } from '../api/solutions.ts';
import { shareLink } from '../lib/share.ts';

/**
 * 'Share Results' (issue 15 point 6), mounted while open: makes the result's public scorecard link (or shows the live one), with
 * the link to copy, its image for messaging apps, and 'Stop sharing'.
 */
export function ShareDialog({
  resultId,
  testName,
  onClose,
  onNotice,
}: {
  resultId: number;
  testName: string;
  onClose: () => void;
  onNotice: (message: string) => void;
}) {
  const titleId = useId();
  const share = useShareScorecard(resultId);
  const revoke = useRevokeScorecard(resultId);
  const [isDrawing, setIsDrawing] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const { mutate } = share;

  // Mounted when 'Share Results' is pressed: it makes the link (the server answers the live one if any).
  useEffect(() => {
    mutate();
  }, [mutate]);

  const link = revoke.isSuccess ? null : (share.data ?? null);
  const url = link ? new URL(paths.scorecard.href(link.token), window.location.origin).href : '';

  const copy = async () => {
    const outcome = await shareLink({
      title: `${testName}: my scorecard`,
      text: `My scorecard on ${testName}`,
      url,
    });
    if (outcome === 'shared') onNotice('Scorecard shared');
    if (outcome === 'copied') onNotice('Link copied to clipboard');
    if (outcome === 'failed') onNotice(`Could not share or copy the link. The link is: ${url}`);
  };
  const image = async () => {
    if (!link) return;
    setIsDrawing(true);
    setImageError(null);
    try {
      const outcome = await shareScorecardImage(await fetchPublicScorecard(link.token), url);
      if (outcome === 'shared') onNotice('Scorecard image shared');
      if (outcome === 'downloaded') onNotice('Scorecard image downloaded');
    } catch (error) {
      setImageError(serverErrorText(error, 'The image could not be made. Please try again.'));
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Share your scorecard</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Anyone with this link sees your name, the test, your score, rank, percentile and subject scores.
          Never your answers or the questions.
        </DialogContentText>
        {share.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Making the link" />
          </Box>
        )}
        {share.isError && (
          <Alert severity="error">
            {serverErrorText(share.error, 'The link could not be made. Please try again.')}
          </Alert>
        )}
        {revoke.isSuccess && <Alert severity="success">{SCORECARD_MESSAGES.revoked}</Alert>}
        {revoke.isError && (
          <Alert severity="error">
            {serverErrorText(revoke.error, 'Sharing could not be stopped. Please try again.')}
          </Alert>
        )}
        {imageError && <Alert severity="error">{imageError}</Alert>}
        {link && (
          <TextField
            label="Scorecard link"
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {link && (
          <>
            <Button color="error" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
              Stop sharing
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={() => void image()} disabled={isDrawing}>
              Share image
            </Button>
            <Button variant="contained" onClick={() => void copy()}>
              Copy link
            </Button>
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
