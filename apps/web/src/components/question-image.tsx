import Box from '@mui/material/Box';

/**
 * A question's image (issue 16) under its text, wherever a student sees the question after the test (its result,
 * practice, saved questions): `src` is the server's signed link or an older seed path. Lazy, and drawn inside a
 * frame of fixed height that is there before the image arrives, so nothing below it moves when it loads; the
 * image keeps its proportions inside, never wider than the column (320 px screens included).
 */
export function QuestionImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      sx={{
        height: { xs: 200, sm: 280 },
        maxWidth: '100%',
        mb: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: '100%',
          width: 'auto',
          height: 'auto',
          objectFit: 'contain',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
