import { AI_MAX_MESSAGE_CHARS } from '@aspirant/contract/ai.ts';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { isSendable } from '../hooks/use-chat.ts';

/** SPEC §2 / §9: the chat input grows to at most 4 rows, then scrolls. */
const INPUT_MAX_ROWS = 4;
/** Same width for Send and Stop, so swapping them moves nothing; on a phone the words alone, for the input. */
const BUTTON_SX = {
  minWidth: { xs: 72, sm: 104 },
  height: 56,
  flexShrink: 0,
  '& .MuiButton-startIcon, & .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

interface ChatComposerProps {
  /** A reply is on its way: the input is disabled (SPEC §4) and Stop replaces Send. */
  isBusy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message input and its Send / Stop button. Enter sends, Shift+Enter adds a line (SPEC §2). */
export function ChatComposer({ isBusy, onSend, onStop, inputRef }: ChatComposerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const stopRef = useRef<HTMLButtonElement | null>(null);
  const [text, setText] = useState('');
  const isTooLong = text.trim().length > AI_MAX_MESSAGE_CHARS;
  const canSend = !isBusy && isSendable(text);

  // Disabling the input drops the keyboard focus: it goes to Stop while the reply arrives, then back.
  const wasBusy = useRef(isBusy);
  useEffect(() => {
    if (wasBusy.current === isBusy) return;
    wasBusy.current = isBusy;
    const active = document.activeElement;
    const isFocusLost = active === null || active === document.body || formRef.current?.contains(active);
    if (isFocusLost) (isBusy ? stopRef.current : inputRef.current)?.focus();
  }, [isBusy, inputRef]);

  function submit() {
    // SPEC §5: blank or whitespace-only input is not sent (and stays as typed).
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) {
    // An IME composing a word uses Enter to confirm it; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ px: 2, pt: 2, pb: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5 }}>
        <FormControl fullWidth variant="outlined" disabled={isBusy} error={isTooLong}>
          <InputLabel htmlFor={inputId}>{t('aiAssistant.inputLabel')}</InputLabel>
          <OutlinedInput
            id={inputId}
            inputRef={inputRef}
            label={t('aiAssistant.inputLabel')}
            multiline
            maxRows={INPUT_MAX_ROWS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            inputProps={{ 'aria-describedby': hintId }}
          />
        </FormControl>
        {isBusy ? (
          <Button ref={stopRef} variant="outlined" startIcon={<StopIcon />} onClick={onStop} sx={BUTTON_SX}>
            {t('aiAssistant.stop')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!canSend} sx={BUTTON_SX}>
            {t('aiAssistant.send')}
          </Button>
        )}
      </Box>
      <FormHelperText id={hintId} error={isTooLong} sx={{ mx: 1.75 }}>
        {isTooLong ? t('aiAssistant.tooLong', { max: String(AI_MAX_MESSAGE_CHARS) }) : t('aiAssistant.hint')}
      </FormHelperText>
    </Box>
  );
}
