import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { useState } from 'react';
import type { ResultActions } from './result-toolbar.tsx';

/** SPEC §2: the quick-actions speed dial, with the same actions as the toolbar. */
export function ResultSpeedDial({ actions }: { actions: ResultActions }) {
  const [isOpen, setIsOpen] = useState(false);
  const items = [
    { name: 'Download Report', icon: <DownloadIcon />, run: actions.download },
    { name: 'Share Results', icon: <ShareIcon />, run: actions.share },
    { name: 'Print Report', icon: <PrintIcon />, run: actions.print },
    { name: 'Compare Tests', icon: <CompareArrowsIcon />, run: actions.toggleCompare },
    { name: 'Settings', icon: <SettingsIcon />, run: actions.openSettings },
  ];
  return (
    <SpeedDial
      ariaLabel="Quick actions"
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
