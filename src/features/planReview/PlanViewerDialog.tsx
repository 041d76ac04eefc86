/**
 * The plan viewer (issue 25 items 1–2), full screen over the stand dashboard: a plan file's pages
 * (PDF through PDF.js, PNG/JPEG), zoom, fit to width, pan by dragging, quarter turns, browser full
 * screen, keyboard shortcuts; and, for whoever may draw, the markup tools over the page, the marks
 * of the revision beside it (tick resolved for the staff), undo/redo. Its own chunk, loaded when
 * it first opens (manifest `overlays`); reads ./hooks, sends intents. Shortcuts: + / − zoom, 0 fit
 * to width, R rotate, Page Up / Page Down, F full screen, Escape close, Ctrl+Z / Ctrl+Shift+Z,
 * Delete (the selected mark).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import CloseIcon from '@mui/icons-material/Close';
import CloudIcon from '@mui/icons-material/Cloud';
import CommentIcon from '@mui/icons-material/Comment';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import GestureIcon from '@mui/icons-material/Gesture';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import NearMeIcon from '@mui/icons-material/NearMe';
import PlaceIcon from '@mui/icons-material/Place';
import RedoIcon from '@mui/icons-material/Redo';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { viewableAs } from '@/domain/planFiles';
import { fitWidthZoom, rotateClockwise, zoomIn, zoomOut, type Rotation } from '@/domain/planMarkGeometry';
import { COMMENTED_KINDS, DEFAULT_MARK_COLOR, MARK_COLORS, type MarkGeometry, type MarkKind } from '@/domain/planReview';
import CommentDialog from './components/CommentDialog';
import MarkupLayer, { type MarkTool } from './components/MarkupLayer';
import PageCanvas, { type PageInfo } from './components/PageCanvas';
import OverlayDiff from './components/OverlayDiff';
import PreviousMarksList from './components/PreviousMarksList';
import RevisionBar, { type CompareMode } from './components/RevisionBar';
import SideBySide from './components/SideBySide';
import { useRevisionCompare } from './compareHooks';
import { usePlanFile, usePlanMarkup, usePlanViewerModal } from './hooks';
import { knownPageInfo } from './pageInfos';
import { markKey } from './selectors';
import type { PlanAnnotation } from './types';
import { markTiming } from './timing';

const COLOR_NAMES: Record<string, string> = {
  '#e53935': 'red',
  '#fb8c00': 'orange',
  '#fdd835': 'yellow',
  '#43a047': 'green',
  '#1e88e5': 'blue',
  '#8e24aa': 'purple',
  '#212121': 'black',
};

const TOOLS: Array<{ tool: MarkTool; icon: typeof CropSquareIcon }> = [
  { tool: 'select', icon: NearMeIcon },
  { tool: 'rectangle', icon: CropSquareIcon },
  { tool: 'cloud', icon: CloudIcon },
  { tool: 'arrow', icon: ArrowRightAltIcon },
  { tool: 'line', icon: HorizontalRuleIcon },
  { tool: 'freehand', icon: GestureIcon },
  { tool: 'text', icon: TextFieldsIcon },
  { tool: 'pin', icon: PlaceIcon },
];

/** Room kept around the page when it is fitted to the width. */
const FIT_MARGIN = 32;

markTiming('viewer-loaded');

export default function PlanViewerDialog() {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const { open, target, close } = usePlanViewerModal();
  const files = useMemo(() => target?.files ?? [], [target]);

  const [mediaId, setMediaId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [toldInfo, setInfo] = useState<PageInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [fit, setFit] = useState(true);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [tool, setTool] = useState<MarkTool>('select');
  const [color, setColor] = useState<string>(DEFAULT_MARK_COLOR);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [commenting, setCommenting] = useState<{ kind: MarkKind; geometry: MarkGeometry } | null>(null);
  const [editing, setEditing] = useState<PlanAnnotation | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [containerWidth, setContainerWidth] = useState(0);
  const paperRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const pan = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const [mode, setMode] = useState<CompareMode>('single');
  const [showPrevious, setShowPrevious] = useState(false);

  // A new opening starts on its file, page and mark, fitted to the width.
  useEffect(() => {
    if (!target) return;
    setMediaId(target.mediaId);
    setPage(target.page || 1);
    setSelectedKey(target.markId ? `mark-${target.markId}` : null);
    setFit(true);
    setRotation(0);
    setTool('select');
  }, [target]);

  const file = files.find((f) => f.id === mediaId) ?? files[0] ?? null;
  const kind = file ? viewableAs(file) : null;
  const { url, download } = usePlanFile(kind ? file : null, open);
  const markup = usePlanMarkup(target, file?.['@id'] ?? null, page);
  // The page's size as the canvas told it, or as it was known when the file was opened (./sagas):
  // the canvas then draws the page once, at the zoom that fits.
  const info = toldInfo ?? (kind === 'pdf' && url && url !== 'failed' ? knownPageInfo(url, page) : null);
  const pageCount = info?.pageCount ?? 1;
  // Revisions (item 3): the picker, the previous revision to compare with, its marks.
  const compare = useRevisionCompare(target, open, file?.id ?? null, page, showPrevious);
  const compareMode: CompareMode = compare.previous ? mode : 'single';
  const previousFile = compare.previousFile;
  const previousKind = previousFile ? viewableAs(previousFile) : null;
  const { url: previousUrl } = usePlanFile(compareMode !== 'single' && previousKind ? previousFile : null, open);
  const comparing = compareMode !== 'single' && kind !== null && previousKind !== null && typeof url === 'string' && url !== 'failed' && typeof previousUrl === 'string' && previousUrl !== 'failed';

  useEffect(() => {
    setInfo(null);
    setFailed(false);
  }, [file?.objectUrl]);

  const scrollCallback = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    if (!node || typeof ResizeObserver === 'undefined') return;
    setContainerWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setContainerWidth(node.clientWidth));
    observer.observe(node);
  }, []);

  const fitZoom = info && containerWidth > 0 ? fitWidthZoom(info, rotation, Math.max(100, containerWidth - FIT_MARGIN)) : 1;
  const shownZoom = fit ? fitZoom : zoom;
  const view = info ? { width: info.width, height: info.height, zoom: shownZoom, rotation } : null;

  const goPage = useCallback((next: number) => setPage((current) => Math.min(Math.max(1, next), Math.max(current, pageCount))), [pageCount]);
  const zoomBy = (how: (zoom: number) => number) => {
    setZoom(how(shownZoom));
    setFit(false);
  };
  const toggleFullscreen = useCallback(() => {
    if (typeof document === 'undefined') return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void paperRef.current?.requestFullscreen?.();
  }, []);
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const selected = markup.allMarks.find((mark) => markKey(mark) === selectedKey) ?? null;
  const selectedOwn = selected !== null && markup.isOwn(selected);

  const onDrawn = (drawnKind: MarkKind, geometry: MarkGeometry) => {
    if (COMMENTED_KINDS.includes(drawnKind)) setCommenting({ kind: drawnKind, geometry });
    else markup.create(drawnKind, geometry, color, null);
  };
  const pickColor = (next: string | null) => {
    if (!next) return;
    setColor(next);
    if (selected && selectedOwn && selected.color !== next) markup.change(selected.id, { color: next });
  };
  const goToMark = (mark: PlanAnnotation) => {
    const media = files.find((f) => f['@id'] === mark.media);
    if (media) setMediaId(media.id);
    setPage(mark.page);
    setSelectedKey(markKey(mark));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const element = event.target as HTMLElement;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    let handled = true;
    if (ctrl && (key === 'z' || key === 'Z')) {
      if (event.shiftKey) markup.redo();
      else markup.undo();
    } else if (ctrl && (key === 'y' || key === 'Y')) markup.redo();
    else if (ctrl || event.altKey) handled = false;
    else if (key === '+' || key === '=') zoomBy(zoomIn);
    else if (key === '-' || key === '_') zoomBy(zoomOut);
    else if (key === '0') setFit(true);
    else if (key === 'r' || key === 'R') setRotation((r) => rotateClockwise(r));
    else if (key === 'PageDown') goPage(page + 1);
    else if (key === 'PageUp') goPage(page - 1);
    else if (key === 'f' || key === 'F') toggleFullscreen();
    else if ((key === 'Delete' || key === 'Backspace') && selected && selectedOwn) markup.remove(selected.id, selected.number);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const onPanStart = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (tool !== 'select' || event.button !== 0 || !scrollRef.current) return;
    if ((event.target as Element).closest?.('g[role="img"]')) return;
    setSelectedKey(null);
    pan.current = { x: event.clientX, y: event.clientY, left: scrollRef.current.scrollLeft, top: scrollRef.current.scrollTop };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPanMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pan.current || !scrollRef.current) return;
    scrollRef.current.scrollLeft = pan.current.left - (event.clientX - pan.current.x);
    scrollRef.current.scrollTop = pan.current.top - (event.clientY - pan.current.y);
  };
  const onPanEnd = () => {
    pan.current = null;
  };

  // The previous revision's marks drawn dashed (the layer draws a mark not yet saved dashed), out of reach of the pointer.
  const previousMarksShown = useMemo(() => compare.previousPageMarks.map((mark) => ({ ...mark, clientKey: `previous-${mark.id}`, unsaved: { rev: 0, failed: false } })), [compare.previousPageMarks]);
  const kindLabel = (markKind: MarkKind) => t(`planReview.kind.${markKind}`);
  const nameOf = (mark: PlanAnnotation) =>
    mark.number > 0 ? t('planReview.mark.label', { number: mark.number, kind: kindLabel(mark.kind) }) : t('planReview.mark.labelNew', { kind: kindLabel(mark.kind) });
  const describe = (mark: PlanAnnotation) => (mark.comment ? t('planReview.mark.withComment', { mark: nameOf(mark), comment: mark.comment }) : nameOf(mark));
  const title = file ? (markup.revision ? t('planReview.viewer.titleRevision', { name: file.mediaFileName, number: markup.revision.number }) : file.mediaFileName) : t('planReview.viewer.title');
  const pageLabel = t('planReview.viewer.pageOf', { page, count: pageCount });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen
      aria-labelledby="plan-viewer-title"
      onKeyDown={onKeyDown}
      slotProps={{ paper: { ref: paperRef } }}
    >
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
          <Typography id="plan-viewer-title" variant="h6" component="h2" noWrap sx={{ flex: '1 1 200px', minWidth: 0 }}>
            {title}
          </Typography>
          {files.length > 1 && (
            <TextField
              select
              size="small"
              label={t('planReview.viewer.file')}
              value={file?.id ?? ''}
              onChange={(event) => {
                setMediaId(Number(event.target.value));
                setPage(1);
                setFit(true);
              }}
              sx={{ minWidth: 180 }}
            >
              {files.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.mediaFileName}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Tooltip title={t('planReview.viewer.previousPage')}>
            <span>
              <IconButton aria-label={t('planReview.viewer.previousPage')} onClick={() => goPage(page - 1)} disabled={page <= 1}>
                <NavigateBeforeIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 88, textAlign: 'center' }}>
            {pageLabel}
          </Typography>
          <Tooltip title={t('planReview.viewer.nextPage')}>
            <span>
              <IconButton aria-label={t('planReview.viewer.nextPage')} onClick={() => goPage(page + 1)} disabled={page >= pageCount}>
                <NavigateNextIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Divider orientation="vertical" flexItem />
          <Tooltip title={t('planReview.viewer.zoomOut')}>
            <IconButton aria-label={t('planReview.viewer.zoomOut')} onClick={() => zoomBy(zoomOut)}>
              <ZoomOutIcon />
            </IconButton>
          </Tooltip>
          <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-label={t('planReview.viewer.zoomLevel', { percent: Math.round(shownZoom * 100) })}>
            {Math.round(shownZoom * 100)} %
          </Typography>
          <Tooltip title={t('planReview.viewer.zoomIn')}>
            <IconButton aria-label={t('planReview.viewer.zoomIn')} onClick={() => zoomBy(zoomIn)}>
              <ZoomInIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('planReview.viewer.fitWidth')}>
            <IconButton aria-label={t('planReview.viewer.fitWidth')} aria-pressed={fit} onClick={() => setFit(true)}>
              <FitScreenIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('planReview.viewer.rotate')}>
            <IconButton aria-label={t('planReview.viewer.rotate')} onClick={() => setRotation((r) => rotateClockwise(r))}>
              <RotateRightIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t(fullscreen ? 'planReview.viewer.exitFullscreen' : 'planReview.viewer.fullscreen')}>
            <IconButton aria-label={t(fullscreen ? 'planReview.viewer.exitFullscreen' : 'planReview.viewer.fullscreen')} onClick={toggleFullscreen}>
              {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('planReview.viewer.download')}>
            <span>
              <IconButton aria-label={t('planReview.viewer.download')} onClick={download} disabled={!file}>
                <DownloadIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('planReview.viewer.close')}>
            <IconButton aria-label={t('planReview.viewer.close')} onClick={close} edge="end">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
        {markup.mayDraw && kind && (
          <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5, borderTop: 1, borderColor: 'divider' }} role="toolbar" aria-label={t('planReview.tools.label')}>
            <ToggleButtonGroup size="small" exclusive value={tool} onChange={(_, next: MarkTool | null) => next && setTool(next)} aria-label={t('planReview.tools.shape')}>
              {TOOLS.map(({ tool: value, icon: Icon }) => (
                <ToggleButton key={value} value={value} aria-label={t(`planReview.tool.${value}`)} title={t(`planReview.tool.${value}`)}>
                  <Icon fontSize="small" />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ToggleButtonGroup size="small" exclusive value={selected && selectedOwn ? selected.color : color} onChange={(_, next: string | null) => pickColor(next)} aria-label={t('planReview.tools.color')}>
              {MARK_COLORS.map((value) => (
                <ToggleButton key={value} value={value} aria-label={t(`planReview.color.${COLOR_NAMES[value]}`)} title={t(`planReview.color.${COLOR_NAMES[value]}`)} sx={{ px: 0.75 }}>
                  <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: value, border: 1, borderColor: 'grey.500' }} />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <IconButton aria-label={t('planReview.tools.undo')} title={t('planReview.tools.undo')} onClick={markup.undo} disabled={!markup.canUndo}>
              <UndoIcon />
            </IconButton>
            <IconButton aria-label={t('planReview.tools.redo')} title={t('planReview.tools.redo')} onClick={markup.redo} disabled={!markup.canRedo}>
              <RedoIcon />
            </IconButton>
            <IconButton
              aria-label={t('planReview.tools.delete')}
              title={t('planReview.tools.delete')}
              disabled={!selected || !selectedOwn}
              onClick={() => selected && markup.remove(selected.id, selected.number)}
            >
              <DeleteIcon />
            </IconButton>
            <Box sx={{ flex: 1 }} />
            <Typography variant="body2" color={markup.unsaved.failed.length > 0 ? 'error' : 'text.secondary'} role="status">
              {markup.unsaved.failed.length > 0
                ? t('planReview.save.failed', { count: markup.unsaved.failed.length })
                : markup.unsaved.pending > 0
                  ? t('planReview.save.pending', { count: markup.unsaved.pending })
                  : t('planReview.save.saved')}
            </Typography>
            {markup.unsaved.failed.length > 0 && (
              <Button size="small" onClick={() => markup.retry(markup.unsaved.failed)}>
                {t('planReview.save.retry')}
              </Button>
            )}
          </Toolbar>
        )}
        {target?.revision && compare.current && (
          <RevisionBar
            revisions={compare.revisions}
            current={compare.current}
            hasPrevious={compare.previous !== null}
            onPick={compare.pick}
            mode={compareMode}
            onMode={setMode}
            showPrevious={showPrevious && compare.previous !== null}
            onShowPrevious={setShowPrevious}
          />
        )}
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {compareMode !== 'single' && !comparing && (
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', pt: 6 }}>
            {previousUrl === 'failed' || url === 'failed' || !previousKind ? (
              <Alert severity="error">{t('planReview.compare.cannotCompare')}</Alert>
            ) : (
              <CircularProgress aria-label={t('planReview.viewer.loading')} />
            )}
          </Box>
        )}
        {comparing && compareMode === 'sideBySide' && compare.previous && compare.current && (
          <SideBySide
            rotation={rotation}
            older={{ kind: previousKind, url: previousUrl, page, title: t('planReview.revisions.version', { number: compare.previous.number }), label: t('planReview.compare.pageOf', { number: compare.previous.number, page }) }}
            newer={{ kind, url, page, title: t('planReview.revisions.version', { number: compare.current.number }), label: t('planReview.compare.pageOf', { number: compare.current.number, page }) }}
          />
        )}
        {comparing && compareMode === 'overlay' && compare.previous && compare.current && (
          <OverlayDiff
            label={t('planReview.compare.overlayLabel', { older: compare.previous.number, newer: compare.current.number, page })}
            older={{ kind: previousKind, url: previousUrl, page, title: '', label: '' }}
            newer={{ kind, url, page, title: '', label: '' }}
          />
        )}
        <Box
          hidden={compareMode !== 'single'}
          ref={scrollCallback}
          // Focusable: the arrow keys scroll a plan larger than the window.
          tabIndex={0}
          role="region"
          aria-label={t('planReview.viewer.pageArea')}
          onPointerDown={onPanStart}
          onPointerMove={onPanMove}
          onPointerUp={onPanEnd}
          onPointerCancel={onPanEnd}
          sx={{ flex: 1, overflow: 'auto', bgcolor: 'grey.200', p: 2, cursor: tool === 'select' ? 'grab' : 'default', touchAction: tool === 'select' ? 'pan-x pan-y' : 'none' }}
        >
          {!file && <Alert severity="info">{t('planReview.viewer.noFile')}</Alert>}
          {file && !kind && (
            <Alert severity="info" action={<Button onClick={download}>{t('planReview.viewer.download')}</Button>}>
              {t('planReview.viewer.notViewable', { name: file.mediaFileName })}
            </Alert>
          )}
          {file && kind && (url === 'failed' || failed) && (
            <Alert severity="error" action={<Button onClick={download}>{t('planReview.viewer.download')}</Button>}>
              {t('planReview.viewer.failed', { name: file.mediaFileName })}
            </Alert>
          )}
          {file && kind && url === undefined && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
              <CircularProgress aria-label={t('planReview.viewer.loading')} />
            </Box>
          )}
          {file && kind && url && url !== 'failed' && !failed && (
            <Box sx={{ position: 'relative', width: 'fit-content', mx: 'auto' }}>
              <PageCanvas
                kind={kind}
                url={url}
                page={page}
                zoom={shownZoom}
                rotation={rotation}
                size={info}
                onInfo={setInfo}
                onError={() => setFailed(true)}
                label={t('planReview.viewer.pageImage', { name: file.mediaFileName, page })}
              />
              {view && (
                <MarkupLayer
                  view={view}
                  marks={markup.marks}
                  tool={markup.mayDraw ? tool : 'select'}
                  color={color}
                  selectedKey={selectedKey}
                  onSelect={setSelectedKey}
                  isOwn={markup.isOwn}
                  onDrawn={onDrawn}
                  onChange={markup.change}
                  describe={describe}
                  label={t('planReview.marks.onPage', { page })}
                />
              )}
              {view && showPrevious && compare.previous && (
                <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', opacity: 0.85 }} data-testid="previous-marks-layer">
                  <MarkupLayer
                    view={view}
                    marks={previousMarksShown}
                    tool="select"
                    color={color}
                    selectedKey={null}
                    onSelect={() => undefined}
                    isOwn={() => false}
                    onDrawn={() => undefined}
                    onChange={() => undefined}
                    describe={(mark) => t('planReview.compare.previousMark', { mark: describe(mark), number: compare.previous?.number ?? 0 })}
                    label={t('planReview.compare.previousOnPage', { number: compare.previous.number, page })}
                  />
                </Box>
              )}
            </Box>
          )}
        </Box>
        {showPrevious && compare.previous && (
          <PreviousMarksList revision={compare.previous} marks={compare.previousMarks} mayResolve={compare.mayResolve} onResolve={compare.toggleResolved} />
        )}
        {target?.revision && (
          <Box component="aside" aria-label={t('planReview.marks.title')} sx={{ width: 320, flexShrink: 0, borderLeft: 1, borderColor: 'divider', overflow: 'auto', display: { xs: 'none', md: 'block' } }}>
            <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
              {t('planReview.marks.count', { count: markup.allMarks.length })}
            </Typography>
            {markup.revision?.decision && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                {t(markup.revision.decision === 'validated' ? 'planReview.revision.validated' : 'planReview.revision.refused')}
              </Typography>
            )}
            <List dense aria-label={t('planReview.marks.title')}>
              {markup.allMarks.map((mark) => {
                const own = markup.isOwn(mark);
                const otherFile = mark.media !== file?.['@id'];
                return (
                  <ListItem
                    key={markKey(mark)}
                    disablePadding
                    secondaryAction={
                      <Box sx={{ display: 'flex' }}>
                        {markup.mayResolve && mark.id > 0 && (
                          <Checkbox
                            size="small"
                            checked={mark.resolved}
                            onChange={(event) => markup.toggleResolved(mark.id, event.target.checked)}
                            slotProps={{ input: { 'aria-label': t('planReview.mark.resolved', { mark: nameOf(mark) }) } }}
                          />
                        )}
                        {own && (
                          <>
                            <IconButton size="small" aria-label={t('planReview.mark.editComment', { mark: nameOf(mark) })} onClick={() => setEditing(mark)}>
                              <CommentIcon fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={t('planReview.mark.delete', { mark: nameOf(mark) })} onClick={() => markup.remove(mark.id, mark.number)}>
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </>
                        )}
                      </Box>
                    }
                  >
                    <ListItemButton selected={markKey(mark) === selectedKey} onClick={() => goToMark(mark)} sx={{ pr: 2 + 5 * ((markup.mayResolve && mark.id > 0 ? 1 : 0) + (own ? 2 : 0)) }}>
                      <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: mark.color, mr: 1, flexShrink: 0 }} />
                      <ListItemText
                        primary={`${mark.number > 0 ? `${mark.number}. ` : ''}${kindLabel(mark.kind)} · ${t('planReview.marks.page', { page: mark.page })}${otherFile ? ` · ${files.find((f) => f['@id'] === mark.media)?.mediaFileName ?? ''}` : ''}`}
                        secondary={[
                          mark.comment,
                          mark.createdByName,
                          mark.unsaved ? t(mark.unsaved.failed ? 'planReview.mark.notSaved' : 'planReview.mark.saving') : null,
                          mark.resolved ? t('planReview.mark.isResolved') : null,
                        ]
                          .filter(Boolean)
                          .join(' — ')}
                        sx={mark.resolved ? { textDecoration: 'line-through' } : undefined}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        )}
      </Box>
      <CommentDialog
        open={commenting !== null}
        required
        initial=""
        title={commenting ? t('planReview.comment.titleNew', { kind: kindLabel(commenting.kind) }) : ''}
        onCancel={() => setCommenting(null)}
        onSave={(comment) => {
          if (commenting) markup.create(commenting.kind, commenting.geometry, color, comment);
          setCommenting(null);
        }}
      />
      <CommentDialog
        open={editing !== null}
        required={editing !== null && COMMENTED_KINDS.includes(editing.kind)}
        initial={editing?.comment ?? ''}
        title={editing ? t('planReview.comment.titleEdit', { mark: nameOf(editing) }) : ''}
        onCancel={() => setEditing(null)}
        onSave={(comment) => {
          if (editing) markup.change(editing.id, { comment: comment.trim() === '' ? null : comment });
          setEditing(null);
        }}
      />
    </Dialog>
  );
}
