import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useClearConversation } from '../api/conversation.ts';

export const CLEAR_TITLE = 'Clear conversation?';
export const CLEAR_TEXT =
  'This deletes your whole conversation with the assistant, on every device you use. It cannot be undone.';
const CLEAR_FAILED = 'The conversation could not be cleared. Please try again.';

/** Asks before 'Clear conversation' deletes the conversation kept on the server (issue 15). */
export function ClearConversationDialog({
  onCleared,
  onClose,
}: {
  onCleared: () => void;
  onClose: () => void;
}) {
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
      <DialogTitle id={titleId}>{CLEAR_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{CLEAR_TEXT}</DialogContentText>
        {clear.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverErrorText(clear.error, CLEAR_FAILED)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* Cancel first and focused: the safe choice is the default one. */}
        <Button onClick={onClose} disabled={clear.isPending} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={clear.isPending}
          onClick={async () => {
            if (await clear.mutateAsync().catch(() => null)) onCleared();
          }}
        >
          Clear conversation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
