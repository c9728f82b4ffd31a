import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

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
  const titleId = useId();
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
            Settings
          </Typography>
          <IconButton aria-label="Close settings" onClick={onClose}>
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
              label="Show Advanced Metrics"
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
              Difficulty, negative marking, review marks and rank details in Performance Overview.
            </Typography>
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.isComparing}
                  onChange={(event) => onChange({ ...settings, isComparing: event.target.checked })}
                />
              }
              label="Comparison Mode"
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
              Sets this result beside your previous attempt of the same test.
            </Typography>
          </Box>
        </FormGroup>
      </Box>
    </Drawer>
  );
}
