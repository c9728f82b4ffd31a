import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { removeJsonStorage } from '../../../lib/json-storage.ts';
import { useSession } from '../../../lib/session.ts';
import { useConversation } from '../api/conversation.ts';
import { starterTexts, useStarterPrompts } from '../api/get-starter-prompts.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { ChatMessage } from '../components/chat-message.tsx';
import { ClearConversationDialog } from '../components/clear-conversation-dialog.tsx';
import { StarterPrompts } from '../components/starter-prompts.tsx';
import { useChat } from '../hooks/use-chat.ts';
import type { ChatProvider, ConversationPage } from '../lib/conversation.ts';

const PENDING_ENTRY = { role: 'assistant', content: '' } as const;

const PROVIDER_LABEL = {
  builtin: 'aiAssistant.providerBuiltin',
  openai: 'aiAssistant.providerOpenai',
} as const satisfies Record<ChatProvider, string>;
const PROVIDER_TITLE = {
  builtin: 'aiAssistant.providerBuiltinTitle',
  openai: 'aiAssistant.providerOpenaiTitle',
} as const satisfies Record<ChatProvider, string>;

/** The list follows the newest message unless the student scrolled up further than this. */
const FOLLOW_WITHIN_PX = 100;
const EMPTY_PAGE: ConversationPage = { success: true, messages: [], hasMore: false, provider: 'builtin' };

/** SPEC §2 AI Study Assistant (/ai-assistant): the conversation kept on the server (issue 15). */
export function AiAssistantPage() {
  const t = useT();
  const { user, signOut } = useSession();
  const userId = user?.id ?? null;
  const history = useConversation();
  // Before issue 15 the conversation was kept in this browser: that copy is forgotten.
  useEffect(() => {
    if (userId !== null) removeJsonStorage(`aspirant.chat.${userId}`);
  }, [userId]);
  if (history.isPending) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PageHeading>{t('aiAssistant.title')}</PageHeading>
        <CircularProgress aria-label={t('aiAssistant.loadingConversation')} />
      </Box>
    );
  }
  // Another account gets another conversation.
  return (
    <ChatPanel
      key={userId ?? 'anonymous'}
      initial={history.data ?? EMPTY_PAGE}
      hasHistoryFailed={history.isError}
      onUnauthorized={signOut}
    />
  );
}

function ChatPanel({
  initial,
  hasHistoryFailed,
  onUnauthorized,
}: {
  initial: ConversationPage;
  hasHistoryFailed: boolean;
  onUnauthorized: () => Promise<void>;
}) {
  const t = useT();
  // SPEC §2: the assistant greets first. Shown on screen only: it is neither stored nor sent.
  const greeting = { role: 'assistant', content: t('aiAssistant.greeting') } as const;
  const chat = useChat(
    initial,
    useCallback(() => void onUnauthorized(), [onUnauthorized]),
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  /** Said to screen readers after an action that changes the list without a reply: clearing, older messages. */
  const [announcement, setAnnouncement] = useState('');
  const clearButtonRef = useRef<HTMLButtonElement | null>(null);
  const isEmpty = chat.entries.length === 0;
  const isBusy = chat.status !== 'idle';
  const starters = useStarterPrompts(isEmpty);
  const provider = chat.entries.findLast((entry) => entry.provider)?.provider;
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  const logRef = useRef<HTMLDivElement | null>(null);
  const isFollowingRef = useRef(true);
  // After every render (a message added, a reply grown): keep the newest message in view, unless the student
  // scrolled up to read.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && isFollowingRef.current) log.scrollTop = log.scrollHeight;
  });

  function send(text: string) {
    isFollowingRef.current = true;
    chat.send(text);
  }

  function cleared() {
    setIsConfirming(false);
    chat.clear();
    setAnnouncement(t('aiAssistant.conversationCleared'));
    // After the dialog has gone: the input is where the student goes on. A few frames of tries, as the dialog's
    // focus trap and the history's refresh may still hold the focus for a frame or two on a slow phone.
    let tries = 10;
    const focusInput = () => {
      const input = inputRef.current;
      input?.focus();
      if (document.activeElement !== input && --tries > 0) requestAnimationFrame(focusInput);
    };
    requestAnimationFrame(focusInput);
  }

  async function loadEarlier() {
    // Keep the reader where they were: the older messages go above without moving what is on screen.
    const log = logRef.current;
    const fromBottom = log ? log.scrollHeight - log.scrollTop : 0;
    isFollowingRef.current = false;
    const isLoaded = await chat.loadEarlier();
    setEarlierFailed(!isLoaded);
    if (isLoaded) setAnnouncement(t('aiAssistant.earlierShown'));
    requestAnimationFrame(() => {
      if (log) log.scrollTop = log.scrollHeight - fromBottom;
    });
  }

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // The page fills the window under the fixed top bar (its height and the main area's padding), so the
        // input stays in view and only the messages scroll.
        height: { xs: 'calc(100dvh - 56px - 32px)', sm: 'calc(100dvh - 64px - 48px)' },
        minHeight: 440,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 1 }}>
        <PageHeading>{t('aiAssistant.title')}</PageHeading>
        {provider && (
          <Chip
            size="small"
            variant="outlined"
            label={t(PROVIDER_LABEL[provider])}
            title={t(PROVIDER_TITLE[provider])}
            sx={{ mb: '0.35em' }}
          />
        )}
        <Button
          ref={clearButtonRef}
          variant="outlined"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={() => setIsConfirming(true)}
          disabled={isEmpty}
          sx={{ ml: 'auto', mb: '0.35em' }}
        >
          {t('aiAssistant.clearConversation')}
        </Button>
      </Box>
      <LiveAnnouncer message={announcement} />
      {hasHistoryFailed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('aiAssistant.historyFailed')}
        </Alert>
      )}
      {isConfirming && (
        <ClearConversationDialog
          onCleared={cleared}
          onClose={() => {
            setIsConfirming(false);
            requestAnimationFrame(() => clearButtonRef.current?.focus());
          }}
        />
      )}

      <Paper variant="outlined" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('aiAssistant.conversation')}
          // A reply is announced once it is complete, not word by word.
          aria-busy={isBusy}
          // Focusable, so the conversation scrolls by keyboard too.
          tabIndex={0}
          onScroll={(event) => {
            const log = event.currentTarget;
            isFollowingRef.current = log.scrollHeight - log.scrollTop - log.clientHeight <= FOLLOW_WITHIN_PX;
          }}
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            p: 2,
            borderTopLeftRadius: 'inherit',
            borderTopRightRadius: 'inherit',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <ChatMessage entry={greeting} />
          {chat.hasEarlier && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
              <Button size="small" onClick={() => void loadEarlier()}>
                {t('aiAssistant.showEarlier')}
              </Button>
              {earlierFailed && (
                <Alert severity="error" role="alert">
                  {t('aiAssistant.earlierFailed')}
                </Alert>
              )}
            </Box>
          )}
          {chat.entries.map((entry) => (
            <ChatMessage key={entry.id} entry={entry} />
          ))}
          {chat.status === 'waiting' && <ChatMessage entry={PENDING_ENTRY} isPending />}
        </Box>
        {isEmpty && starters.data && starters.data.length > 0 && (
          <StarterPrompts prompts={starterTexts(starters.data, t)} onPick={send} />
        )}
        <Divider />
        <ChatComposer isBusy={isBusy} onSend={send} onStop={chat.stop} inputRef={inputRef} />
      </Paper>
    </Box>
  );
}
