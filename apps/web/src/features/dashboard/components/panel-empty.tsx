import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The empty state inside a dashboard card: a title and a line of help. */
export function PanelEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Box>
  );
}
