import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useClearConversation } from '../api/conversation.ts';

/** Asks before 'Clear conversation' deletes the conversation kept on the server (issue 15). */
export function ClearConversationDialog({
  onCleared,
  onClose,
}: {
  onCleared: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const clear = useClearConversation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={clear.isPending ? undefined : onClose}
      // The page puts the focus back itself: on the button after Cancel, in the input after clearing.
      disableRestoreFocus
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('aiAssistant.clearTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('aiAssistant.clearText')}</DialogContentText>
        {clear.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverErrorText(clear.error, t('aiAssistant.clearFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* Cancel first and focused: the safe choice is the default one. */}
        <Button onClick={onClose} disabled={clear.isPending} autoFocus>
          {t('aiAssistant.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={clear.isPending}
          onClick={async () => {
            if (await clear.mutateAsync().catch(() => null)) onCleared();
          }}
        >
          {t('aiAssistant.clearConversation')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
