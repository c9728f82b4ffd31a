import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useResultViewing } from '../lib/viewing.ts';

export interface ResultSettings {
  showAdvancedMetrics: boolean;
  isComparing: boolean;
}

interface SettingsDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  settings: ResultSettings;
  onChange: (settings: ResultSettings) => void;
}

/** SPEC §2: the right drawer with 'Show Advanced Metrics' and 'Comparison Mode'. */
export function SettingsDrawer({ id, isOpen, onClose, settings, onChange }: SettingsDrawerProps) {
  const t = useT();
  const titleId = useId();
  // Staff reading a student's result (issue 18 point 3) have no comparison: it is of the student's attempts.
  const isReadOnly = useResultViewing() !== null;
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      // Above the app's fixed top bar (which sits above the navigation drawer), so its header is not covered.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '85vw', sm: 340 } } },
      }}
    >
      <Box sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('results.settings')}
          </Typography>
          <IconButton aria-label={t('results.closeSettings')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <FormGroup sx={{ gap: 2 }}>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.showAdvancedMetrics}
                  onChange={(event) => onChange({ ...settings, showAdvancedMetrics: event.target.checked })}
                />
              }
              label={t('results.showAdvancedMetrics')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
              {t('results.showAdvancedMetricsHint')}
            </Typography>
          </Box>
          <Box sx={isReadOnly ? { display: 'none' } : undefined}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.isComparing}
                  onChange={(event) => onChange({ ...settings, isComparing: event.target.checked })}
                />
              }
              label={t('results.comparisonMode')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
              {t('results.comparisonModeHint')}
            </Typography>
          </Box>
        </FormGroup>
      </Box>
    </Drawer>
  );
}
