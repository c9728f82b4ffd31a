import CircleIcon from '@mui/icons-material/Circle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { timeAgo } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import {
  type NotificationsData,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications.ts';
import { noticeLink, noticeWords } from '../notice-words.ts';

interface NotificationsMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  data: NotificationsData | undefined;
  isError: boolean;
}

/**
 * The bell's menu (issue 17 point 6), loaded on its first opening: the newest notices with their words and how
 * long ago, unread ones marked, each a link (following it marks it read), and 'Mark all as read'.
 */
export default function NotificationsMenu({
  id,
  buttonId,
  anchor,
  onClose,
  data,
  isError,
}: NotificationsMenuProps) {
  const t = useT();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const notices = data?.notifications ?? [];
  const hasUnread = (data?.unreadCount ?? 0) > 0;

  return (
    // A popover holding a heading and a menu: a role=menu list may hold only its items.
    <Popover
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      // As MUI's Menu: with notices, the menu moves the focus to its first item, not the popover to itself.
      disableAutoFocus={notices.length > 0}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(480px, 80vh)' } },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('shell.notifications')}
        </Typography>
      </Box>
      {isError && notices.length === 0 ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, pb: 1 }}>
          {t('shell.notificationsFailed')}
        </Typography>
      ) : null}
      {!isError && notices.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
          {t('shell.noNotifications')}
        </Typography>
      ) : null}
      {notices.length > 0 ? (
        <MenuList
          autoFocus={anchor !== null}
          autoFocusItem={anchor !== null}
          aria-labelledby={buttonId}
          dense
        >
          {notices.map((notice) => {
            const isUnread = notice.readAt === null;
            return (
              <MenuItem
                key={notice.id}
                component={RouterLink}
                to={noticeLink(notice)}
                onClick={() => {
                  if (isUnread) markOne.mutate(notice.id);
                  onClose();
                }}
                sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1 }}
              >
                <ListItemIcon sx={{ mt: 0.75, minWidth: 24 }}>
                  {isUnread ? <CircleIcon color="primary" sx={{ fontSize: 10 }} /> : null}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <>
                      {isUnread ? (
                        <Box component="span" sx={visuallyHidden}>
                          {`${t('shell.unread')}: `}
                        </Box>
                      ) : null}
                      {noticeWords(notice, t)}
                    </>
                  }
                  secondary={timeAgo(notice.createdAt)}
                  slotProps={{
                    primary: { sx: { fontWeight: isUnread ? 600 : 400 } },
                    secondary: { component: 'span' },
                  }}
                />
              </MenuItem>
            );
          })}
          <Divider component="li" />
          <MenuItem disabled={!hasUnread || markAll.isPending} onClick={() => markAll.mutate()}>
            <ListItemIcon>
              <DoneAllIcon fontSize="small" />
            </ListItemIcon>
            {t('shell.markAllRead')}
          </MenuItem>
        </MenuList>
      ) : null}
    </Popover>
  );
}

/** Read by screen readers, not drawn. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
