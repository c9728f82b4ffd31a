import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useResultViewing } from '../lib/viewing.ts';
import type { ResultActions } from './result-toolbar.tsx';

/** SPEC §2: the quick-actions speed dial, with the same actions as the toolbar. */
export function ResultSpeedDial({ actions }: { actions: ResultActions }) {
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();
  // Staff reading a student's result (issue 18 point 3) neither share it nor compare it with their own.
  const isReadOnly = useResultViewing() !== null;
  const items = [
    { name: t('results.downloadReport'), icon: <DownloadIcon />, run: actions.download },
    ...(isReadOnly ? [] : [{ name: t('results.shareResults'), icon: <ShareIcon />, run: actions.share }]),
    { name: t('results.printReport'), icon: <PrintIcon />, run: actions.print },
    ...(isReadOnly
      ? []
      : [{ name: t('results.compareTests'), icon: <CompareArrowsIcon />, run: actions.toggleCompare }]),
    { name: t('results.settings'), icon: <SettingsIcon />, run: actions.openSettings },
  ];
  return (
    <SpeedDial
      ariaLabel={t('results.quickActions')}
      data-print="hide"
      icon={<SpeedDialIcon />}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      sx={{ position: 'fixed', bottom: 24, right: 24 }}
    >
      {items.map((item) => (
        <SpeedDialAction
          key={item.name}
          icon={item.icon}
          slotProps={{ tooltip: { title: item.name } }}
          onClick={() => {
            setIsOpen(false);
            item.run();
          }}
        />
      ))}
    </SpeedDial>
  );
}
