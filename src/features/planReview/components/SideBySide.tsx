/**
 * Two revisions of a page side by side (older left, newer right) under one view state: zooming,
 * fitting or scrolling either pane moves both (./compare linkedViewReducer). Dumb.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { ViewableAs } from '@/domain/planFiles';
import { fitWidthZoom, type Rotation } from '@/domain/planMarkGeometry';
import { initialLinkedView, linkedViewReducer } from '../compare';
import PageCanvas, { type PageInfo } from './PageCanvas';

export interface ComparedPage {
  kind: ViewableAs;
  url: string;
  page: number;
  /** The pane's heading ('Version 1'). */
  title: string;
  /** The page's accessible name. */
  label: string;
}

const MARGIN = 32;

export default function SideBySide({ older, newer, rotation }: { older: ComparedPage; newer: ComparedPage; rotation: Rotation }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [view, dispatch] = useReducer(linkedViewReducer, initialLinkedView);
  const [olderInfo, setOlderInfo] = useState<PageInfo | null>(null);
  const [newerInfo, setNewerInfo] = useState<PageInfo | null>(null);
  const [paneWidth, setPaneWidth] = useState(0);
  const panes = useRef<Array<HTMLDivElement | null>>([null, null]);

  const measure = useCallback((node: HTMLDivElement | null) => {
    panes.current[0] = node;
    if (!node || typeof ResizeObserver === 'undefined') return;
    setPaneWidth(node.clientWidth);
    new ResizeObserver(() => setPaneWidth(node.clientWidth)).observe(node);
  }, []);

  const base = newerInfo ?? olderInfo;
  const fitZoom = base && paneWidth > 0 ? fitWidthZoom(base, rotation, Math.max(100, paneWidth - MARGIN)) : 1;
  const zoom = view.fit ? fitZoom : view.zoom;

  // Both panes follow the one scroll position.
  useEffect(() => {
    for (const pane of panes.current) {
      if (pane && (pane.scrollLeft !== view.left || pane.scrollTop !== view.top)) {
        pane.scrollLeft = view.left;
        pane.scrollTop = view.top;
      }
    }
  }, [view.left, view.top, zoom]);

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => dispatch({ type: 'scrolled', left: event.currentTarget.scrollLeft, top: event.currentTarget.scrollTop });

  const pane = (page: ComparedPage, index: number, info: PageInfo | null, onInfo: (info: PageInfo) => void) => (
    <Box component="section" aria-label={page.title} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', borderLeft: index === 1 ? 1 : 0, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3" sx={{ px: 2, py: 0.5, bgcolor: 'background.paper' }}>
        {page.title}
      </Typography>
      <Box
        ref={index === 0 ? measure : (node: HTMLDivElement | null) => void (panes.current[1] = node)}
        onScroll={onScroll}
        data-testid={`compare-pane-${index}`}
        tabIndex={0}
        sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', p: 2 }}
      >
        <Box sx={{ width: 'fit-content', mx: 'auto' }}>
          <PageCanvas kind={page.kind} url={page.url} page={page.page} zoom={zoom} rotation={rotation} size={info} onInfo={onInfo} onError={() => undefined} label={page.label} />
        </Box>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box role="toolbar" aria-label={t('planReview.compare.linkedView')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
        <IconButton aria-label={t('planReview.viewer.zoomOut')} onClick={() => dispatch({ type: 'zoomOut', shownZoom: zoom })}>
          <ZoomOutIcon />
        </IconButton>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(zoom * 100)} %
        </Typography>
        <IconButton aria-label={t('planReview.viewer.zoomIn')} onClick={() => dispatch({ type: 'zoomIn', shownZoom: zoom })}>
          <ZoomInIcon />
        </IconButton>
        <IconButton aria-label={t('planReview.viewer.fitWidth')} aria-pressed={view.fit} onClick={() => dispatch({ type: 'fit' })}>
          <FitScreenIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {pane(older, 0, olderInfo, setOlderInfo)}
        {pane(newer, 1, newerInfo, setNewerInfo)}
      </Box>
    </Box>
  );
}
