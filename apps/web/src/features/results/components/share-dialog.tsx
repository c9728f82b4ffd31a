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
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
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
  const t = useT();
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
      title: t('results.shareTitleText', { test: testName }),
      text: t('results.shareText', { test: testName }),
      url,
    });
    if (outcome === 'shared') onNotice(t('results.scorecardShared'));
    if (outcome === 'copied') onNotice(t('results.linkCopied'));
    if (outcome === 'failed') onNotice(t('results.shareFailed', { url }));
  };
  const image = async () => {
    if (!link) return;
    setIsDrawing(true);
    setImageError(null);
    try {
      const outcome = await shareScorecardImage(await fetchPublicScorecard(link.token), url, t);
      if (outcome === 'shared') onNotice(t('results.imageShared'));
      if (outcome === 'downloaded') onNotice(t('results.imageDownloaded'));
    } catch (error) {
      setImageError(serverErrorText(error, t('results.imageFailed')));
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('results.shareDialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('results.shareDialogText')}</DialogContentText>
        {share.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label={t('results.makingLink')} />
          </Box>
        )}
        {share.isError && (
          <Alert severity="error">{serverErrorText(share.error, t('results.linkFailed'))}</Alert>
        )}
        {revoke.isSuccess && <Alert severity="success">{t('results.linkRevoked')}</Alert>}
        {revoke.isError && (
          <Alert severity="error">{serverErrorText(revoke.error, t('results.revokeFailed'))}</Alert>
        )}
        {imageError && <Alert severity="error">{imageError}</Alert>}
        {link && (
          <TextField
            label={t('results.scorecardLink')}
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
              {t('results.stopSharing')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={() => void image()} disabled={isDrawing}>
              {t('results.shareImage')}
            </Button>
            <Button variant="contained" onClick={() => void copy()}>
              {t('results.copyLink')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('results.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
