import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useState } from 'react';
import { useNotifications } from '../../features/notifications/api/notifications.ts';
import { useT } from '../../lib/i18n/i18n-provider.tsx';

// The menu and the words of the notices are a chunk of their own, loaded when the bell is first opened.
const NotificationsMenu = lazy(
  () => import('../../features/notifications/components/notifications-menu.tsx'),
);

/**
 * Issue 17 point 6: the bell with the number of unread notices (no badge at 0); its name holds that number
 * ('Notifications, 2 unread': WCAG 2.5.3). The count comes from a light query, refreshed on focus and each minute.
 */
export function NotificationBell({ size }: { size: 'small' | 'medium' }) {
  const t = useT();
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const unread = notifications.data?.unreadCount ?? 0;
  const isOpen = anchor !== null;

  return (
    <>
      <Tooltip title={t('shell.notifications')}>
        <IconButton
          id={buttonId}
          color="inherit"
          aria-label={
            unread > 0 ? t('shell.notificationsWithCount', { count: unread }) : t('shell.notifications')
          }
          aria-haspopup="dialog"
          aria-controls={isOpen ? menuId : undefined}
          aria-expanded={isOpen}
          size={size}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setHasOpened(true);
            void notifications.refetch();
          }}
        >
          {/* No badge at all at 0: a hidden badge keeps its last number as text, which the name would not hold. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NotificationsMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            data={notifications.data}
            isError={notifications.isError}
          />
        </Suspense>
      ) : null}
    </>
  );
}
