/**
 * Two revisions of a page overlaid: both painted at the same width, the pixels that differ in red
 * over the newer page faded (./compare pixelDiff). Dumb: the pages come in as object URLs.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { pixelDiff } from '../compare';
import { paintPage } from './pagePainter';
import type { ComparedPage } from './SideBySide';

const MARGIN = 32;
/** Wider than this, the comparison is computed at this width (it is a whole-page pixel loop). */
const MAX_WIDTH = 2000;

export default function OverlayDiff({ older, newer, label }: { older: ComparedPage; newer: ComparedPage; label: string }) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'done'; percent: number }>({ status: 'loading' });

  const measure = (node: HTMLDivElement | null) => {
    if (!node) return;
    setWidth((current) => current || Math.min(MAX_WIDTH, Math.max(200, node.clientWidth - MARGIN)));
  };

  useEffect(() => {
    if (width === 0) return undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    Promise.all([paintPage(older.kind, older.url, older.page, width), paintPage(newer.kind, newer.url, newer.page, width)])
      .then(([a, b]) => {
        if (cancelled) return;
        const olderData = a.getContext('2d')?.getImageData(0, 0, a.width, a.height);
        const newerData = b.getContext('2d')?.getImageData(0, 0, b.width, b.height);
        const canvas = canvasRef.current;
        const context = canvas?.getContext('2d');
        if (!olderData || !newerData || !canvas || !context) throw new Error('canvas');
        const { image, changed } = pixelDiff(olderData, newerData);
        canvas.width = image.width;
        canvas.height = image.height;
        context.putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
        setState({ status: 'done', percent: (100 * changed) / Math.max(1, image.width * image.height) });
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [older.kind, older.url, older.page, newer.kind, newer.url, newer.page, width]);

  return (
    <Box ref={measure} tabIndex={0} role="region" aria-label={label} sx={{ flex: 1, minHeight: 0, overflow: 'auto', bgcolor: 'grey.200', p: 2 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {state.status === 'done'
          ? intl.formatMessage({ id: 'planReview.compare.overlayLegend' }, { percent: state.percent < 0.1 && state.percent > 0 ? `< ${intl.formatNumber(0.1)}` : intl.formatNumber(state.percent, { maximumFractionDigits: 1 }) })
          : state.status === 'failed'
            ? ''
            : intl.formatMessage({ id: 'planReview.compare.overlayComputing' })}
      </Typography>
      {state.status === 'failed' && <Alert severity="error">{intl.formatMessage({ id: 'planReview.compare.overlayFailed' })}</Alert>}
      {state.status === 'loading' && <CircularProgress aria-label={intl.formatMessage({ id: 'planReview.compare.overlayComputing' })} />}
      <Box component="canvas" ref={canvasRef} role="img" aria-label={label} sx={{ display: state.status === 'done' ? 'block' : 'none', mx: 'auto', bgcolor: 'common.white', boxShadow: 3 }} />
    </Box>
  );
}
