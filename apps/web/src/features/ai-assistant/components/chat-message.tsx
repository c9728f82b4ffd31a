import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Markdown } from '../../../components/markdown.tsx';
import { QuestionText, questionTextNeeds } from '../../../components/question-text.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { serverText } from '../../../lib/i18n/server-text.ts';
import { CHAT_FAILED } from '../api/stream-chat.ts';
import type { ChatEntry } from '../lib/conversation.ts';
import { AI_SERVER_MESSAGES } from '../lib/server-messages.ts';

/** Said before each message to screen readers, which read the log as one stream of text. */
const SPEAKER = { user: 'aiAssistant.speakerUser', assistant: 'aiAssistant.speakerAssistant' } as const;

interface ChatMessageProps {
  entry: Pick<ChatEntry, 'role' | 'content' | 'status'>;
  /** The reply is on its way and nothing has arrived yet. */
  isPending?: boolean;
}

/**
 * One message of the conversation: the student's on the right as they typed it, the assistant's on the left
 * rendered from Markdown, a failure in the error colour. Memoised: a reply that streams in re-renders alone.
 */
export const ChatMessage = memo(function ChatMessage({ entry, isPending = false }: ChatMessageProps) {
  const t = useT();
  const isUser = entry.role === 'user';
  const isError = entry.status === 'error';
  // The app's own failure text and the server's fixed refusals are shown in the interface language; other
  // words of the server (a quota's wait) stay as they are.
  const content = !isError
    ? entry.content
    : entry.content === CHAT_FAILED
      ? t('aiAssistant.chatFailed')
      : serverText(entry.content, AI_SERVER_MESSAGES, t);
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        justifyContent: isUser ? 'flex-end' : 'flex-start',
        alignItems: 'flex-start',
        gap: 1.5,
        mb: 2,
      }}
    >
      {!isUser && (
        <Avatar
          aria-hidden
          sx={{
            // On a phone the reply takes the width instead.
            display: { xs: 'none', sm: 'flex' },
            width: 32,
            height: 32,
            mt: 0.5,
            bgcolor: isError ? 'error.main' : 'primary.main',
            color: isError ? 'error.contrastText' : 'primary.contrastText',
          }}
        >
          {isError ? <ErrorOutlineIcon fontSize="small" /> : <SmartToyOutlinedIcon fontSize="small" />}
        </Avatar>
      )}
      <Box
        sx={(theme) => ({
          minWidth: 0,
          maxWidth: isUser ? { xs: '88%', md: '75%' } : { xs: '100%', sm: '88%', md: '75%' },
          px: 2,
          py: 1.25,
          borderRadius: 2,
          ...(isUser
            ? {
                borderTopRightRadius: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }
            : {
                borderTopLeftRadius: 4,
                bgcolor: isError
                  ? 'transparent'
                  : theme.palette.mode === 'dark'
                    ? theme.palette.action.hover
                    : theme.palette.grey[100],
                border: 1,
                borderColor: isError ? 'error.main' : 'transparent',
                color: isError ? 'error.main' : 'text.primary',
              }),
        })}
      >
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t(SPEAKER[entry.role])}
        </Box>
        {isPending ? (
          <Box sx={{ display: 'flex', alignItems: 'center', height: 24 }}>
            <CircularProgress size={18} aria-label={t('aiAssistant.waitingReply')} />
          </Box>
        ) : isUser || isError ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</Typography>
        ) : questionTextNeeds(entry.content).katex ? (
          // A reply quoting a question's formulas (issue 16): the question bank's renderer, with KaTeX.
          <QuestionText text={entry.content} />
        ) : (
          <Markdown text={entry.content} />
        )}
        {entry.status === 'stopped' && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t('aiAssistant.stopped')}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
