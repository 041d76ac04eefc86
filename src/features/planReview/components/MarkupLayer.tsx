/**
 * The marks of a page, drawn in an SVG over it in screen pixels computed from their page fractions
 * (src/domain/planMarkGeometry), so they stay on their spot at every zoom and rotation; and the
 * drawing, moving and resizing with the pointer. Dumb: what changes goes out through its props.
 */
import { useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  anchorOf,
  boxFromScreen,
  boxToScreen,
  cloudPath,
  displayedSize,
  moveGeometry,
  resizeBox,
  roundGeometry,
  thinPoints,
  toPage,
  toScreen,
  type MarkPoint,
  type PageView,
  type ScreenPoint,
} from '@/domain/planMarkGeometry';
import { BOX_KINDS, type BoxGeometry, type MarkGeometry, type MarkKind, type PinGeometry, type PointsGeometry } from '@/domain/planReview';
import { markKey } from '../selectors';
import type { MarkChanges, PlanAnnotation } from '../types';

export type MarkTool = 'select' | MarkKind;

export interface MarkupLayerProps {
  view: PageView;
  marks: readonly PlanAnnotation[];
  tool: MarkTool;
  color: string;
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  isOwn: (mark: PlanAnnotation) => boolean;
  /** A shape drawn (the text box and the pin then ask for their comment). */
  onDrawn: (kind: MarkKind, geometry: MarkGeometry) => void;
  onChange: (id: number, changes: MarkChanges) => void;
  /** Each mark's accessible description ('Marque 3 : rectangle, …'). */
  describe: (mark: PlanAnnotation) => string;
  label: string;
}

type Gesture =
  | { type: 'draw'; kind: MarkKind; start: ScreenPoint; current: ScreenPoint; points: ScreenPoint[] }
  | { type: 'move'; mark: PlanAnnotation; start: MarkPoint; current: MarkPoint }
  | { type: 'resize'; mark: PlanAnnotation; current: MarkPoint };

/** Shapes smaller than this (screen px) are taken as a stray click, not a mark. */
const MIN_DRAG = 4;

function geometryDuring(gesture: Gesture | null, mark: PlanAnnotation): MarkGeometry {
  if (gesture?.type === 'move' && gesture.mark.id === mark.id) {
    return moveGeometry(mark.kind, mark.geometry, gesture.current[0] - gesture.start[0], gesture.current[1] - gesture.start[1]);
  }
  if (gesture?.type === 'resize' && gesture.mark.id === mark.id) return resizeBox(mark.geometry as BoxGeometry, gesture.current);
  return mark.geometry;
}

/** The shape being drawn, as a geometry (null: too small to be one). */
function drawnGeometry(gesture: Extract<Gesture, { type: 'draw' }>, view: PageView): MarkGeometry | null {
  const { kind, start, current } = gesture;
  if (kind === 'pin') return roundGeometry({ x: toPage(start, view)[0], y: toPage(start, view)[1] } as PinGeometry);
  const far = Math.hypot(current.x - start.x, current.y - start.y) >= MIN_DRAG;
  if (!far) return null;
  if (BOX_KINDS.includes(kind)) {
    const box = boxFromScreen(start, current, view);
    return box.width > 0 && box.height > 0 ? roundGeometry(box) : null;
  }
  if (kind === 'freehand') return roundGeometry({ points: thinPoints(gesture.points.map((p) => toPage(p, view))) });
  return roundGeometry({ points: [toPage(start, view), toPage(current, view)] });
}

function Shape({ kind, geometry, view, color, markerId, dashed }: { kind: MarkKind; geometry: MarkGeometry; view: PageView; color: string; markerId: string; dashed: boolean }) {
  const stroke = { stroke: color, strokeWidth: 2.5, fill: 'none', strokeDasharray: dashed ? '6 4' : undefined, vectorEffect: 'non-scaling-stroke' as const };
  if (BOX_KINDS.includes(kind)) {
    const r = boxToScreen(geometry as BoxGeometry, view);
    if (kind === 'cloud') return <path d={cloudPath(r, Math.max(6, 14 * Math.min(view.zoom, 2)))} {...stroke} />;
    return <rect x={r.x} y={r.y} width={r.width} height={r.height} {...stroke} {...(kind === 'text' ? { fill: '#ffffff', fillOpacity: 0.85 } : {})} />;
  }
  if (kind === 'pin') {
    const p = toScreen([(geometry as PinGeometry).x, (geometry as PinGeometry).y], view);
    return <path d={`M ${p.x} ${p.y} l -9 -16 a 10 10 0 1 1 18 0 z`} fill={color} stroke="#ffffff" strokeWidth={1.5} />;
  }
  const points = (geometry as PointsGeometry).points.map((point) => toScreen(point, view));
  if (kind === 'freehand') return <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} {...stroke} strokeLinejoin="round" strokeLinecap="round" />;
  const [a, b] = points;
  return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} {...stroke} {...(kind === 'arrow' ? { markerEnd: `url(#${markerId})` } : {})} />;
}

/** Whether the ids of two marks are the same mark (a new mark keeps its key when the server numbers it). */
const sameKey = (mark: PlanAnnotation, key: string | null) => key !== null && markKey(mark) === key;

export default function MarkupLayer({ view, marks, tool, color, selectedKey, onSelect, isOwn, onDrawn, onChange, describe, label }: MarkupLayerProps) {
  const uid = useId().replace(/:/g, '');
  const svgRef = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const size = displayedSize(view);
  const drawing = tool !== 'select';

  const pointOf = (event: ReactPointerEvent): ScreenPoint => {
    const box = svgRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  const startDraw = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!drawing || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    setGesture({ type: 'draw', kind: tool, start: point, current: point, points: [point] });
  };

  const startOnMark = (event: ReactPointerEvent, mark: PlanAnnotation, type: 'move' | 'resize') => {
    if (drawing || event.button !== 0) return;
    event.stopPropagation();
    onSelect(markKey(mark));
    if (!isOwn(mark)) return;
    svgRef.current?.setPointerCapture?.(event.pointerId);
    const point = toPage(pointOf(event), view);
    setGesture(type === 'move' ? { type, mark, start: point, current: point } : { type, mark, current: point });
  };

  const onMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const point = pointOf(event);
    if (gesture.type === 'draw') setGesture({ ...gesture, current: point, points: gesture.kind === 'freehand' ? [...gesture.points, point] : gesture.points });
    else setGesture({ ...gesture, current: toPage(point, view) });
  };

  const onUp = () => {
    if (!gesture) return;
    setGesture(null);
    if (gesture.type === 'draw') {
      const geometry = drawnGeometry(gesture, view);
      if (geometry) onDrawn(gesture.kind, geometry);
      return;
    }
    const geometry = geometryDuring(gesture, gesture.mark);
    if (JSON.stringify(geometry) !== JSON.stringify(gesture.mark.geometry)) onChange(gesture.mark.id, { geometry });
  };

  const preview = gesture?.type === 'draw' ? drawnGeometry(gesture, view) : null;
  const colors = [...new Set([color, ...marks.map((mark) => mark.color)])];

  return (
    <svg
      ref={svgRef}
      width={size.width}
      height={size.height}
      role="group"
      aria-label={label}
      onPointerDown={startDraw}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => setGesture(null)}
      style={{ position: 'absolute', inset: 0, touchAction: drawing ? 'none' : 'auto', cursor: drawing ? 'crosshair' : 'default', pointerEvents: drawing || gesture ? 'all' : 'none' }}
    >
      <defs>
        {colors.map((c) => (
          <marker key={c} id={`${uid}-arrow-${c.slice(1)}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill={c} />
          </marker>
        ))}
      </defs>
      {marks.map((mark) => {
        const geometry = geometryDuring(gesture, mark);
        const selected = sameKey(mark, selectedKey);
        const anchor = anchorOf(mark.kind, geometry, view);
        const own = isOwn(mark);
        const box = BOX_KINDS.includes(mark.kind) ? boxToScreen(geometry as BoxGeometry, view) : null;
        return (
          <g
            key={markKey(mark)}
            data-mark={mark.number || undefined}
            data-unsaved={mark.unsaved ? (mark.unsaved.failed ? 'failed' : 'pending') : undefined}
            role="img"
            aria-label={describe(mark)}
            opacity={mark.resolved ? 0.45 : 1}
            onPointerDown={(event) => startOnMark(event, mark, 'move')}
            style={{ pointerEvents: drawing ? 'none' : 'visiblePainted', cursor: own ? 'move' : 'pointer' }}
          >
            {/* A wide invisible stroke: thin lines are easy to pick. */}
            {!BOX_KINDS.includes(mark.kind) && mark.kind !== 'pin' && (
              <Shape kind={mark.kind} geometry={geometry} view={view} color="transparent" markerId="" dashed={false} />
            )}
            <Shape kind={mark.kind} geometry={geometry} view={view} color={mark.color} markerId={`${uid}-arrow-${mark.color.slice(1)}`} dashed={mark.unsaved !== undefined} />
            {box && mark.kind !== 'text' && <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="transparent" stroke="none" />}
            {mark.kind === 'text' && box && (
              <foreignObject x={box.x} y={box.y} width={box.width} height={box.height}>
                <div style={{ padding: 4, fontSize: Math.max(10, Math.min(18, 12 * view.zoom)), color: '#212121', overflow: 'hidden', height: '100%', whiteSpace: 'pre-wrap', fontFamily: 'sans-serif' }}>
                  {mark.comment}
                </div>
              </foreignObject>
            )}
            <g transform={`translate(${mark.kind === 'pin' ? anchor.x : anchor.x - 10}, ${mark.kind === 'pin' ? anchor.y - 20 : anchor.y - 10})`}>
              <circle r={9} cx={mark.kind === 'pin' ? 0 : 0} cy={0} fill={mark.kind === 'pin' ? mark.color : '#ffffff'} stroke={mark.color} strokeWidth={mark.kind === 'pin' ? 0 : 2} />
              <text x={0} y={4} textAnchor="middle" fontSize={11} fontWeight={700} fill={mark.kind === 'pin' ? '#ffffff' : '#212121'} fontFamily="sans-serif">
                {mark.number > 0 ? mark.number : '•'}
              </text>
              {mark.unsaved?.failed && (
                <text x={12} y={-4} fontSize={14} fontWeight={700} fill="#c62828" fontFamily="sans-serif">
                  !
                </text>
              )}
            </g>
            {selected && (
              <SelectionOutline mark={mark} geometry={geometry} view={view} own={own} onResize={(event) => startOnMark(event, mark, 'resize')} />
            )}
          </g>
        );
      })}
      {gesture?.type === 'draw' && preview && (
        <g opacity={0.7} pointerEvents="none">
          <Shape kind={gesture.kind} geometry={preview} view={view} color={color} markerId={`${uid}-arrow-${color.slice(1)}`} dashed />
        </g>
      )}
    </svg>
  );
}

function SelectionOutline({ mark, geometry, view, own, onResize }: { mark: PlanAnnotation; geometry: MarkGeometry; view: PageView; own: boolean; onResize: (event: ReactPointerEvent) => void }) {
  let bounds: { x: number; y: number; width: number; height: number };
  if (BOX_KINDS.includes(mark.kind)) bounds = boxToScreen(geometry as BoxGeometry, view);
  else if (mark.kind === 'pin') {
    const p = toScreen([(geometry as PinGeometry).x, (geometry as PinGeometry).y], view);
    bounds = { x: p.x - 11, y: p.y - 30, width: 22, height: 30 };
  } else {
    const points = (geometry as PointsGeometry).points.map((point) => toScreen(point, view));
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    bounds = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  }
  const pad = 4;
  // The resize handle sits on the box's bottom right corner of the page as stored (turned with it).
  const corner = BOX_KINDS.includes(mark.kind)
    ? toScreen([(geometry as BoxGeometry).x + (geometry as BoxGeometry).width, (geometry as BoxGeometry).y + (geometry as BoxGeometry).height], view)
    : null;
  return (
    <>
      <rect x={bounds.x - pad} y={bounds.y - pad} width={bounds.width + 2 * pad} height={bounds.height + 2 * pad} fill="none" stroke="#1e88e5" strokeDasharray="4 3" strokeWidth={1} pointerEvents="none" />
      {own && corner && <rect data-handle="resize" x={corner.x - 6} y={corner.y - 6} width={12} height={12} fill="#ffffff" stroke="#1e88e5" strokeWidth={2} style={{ cursor: 'nwse-resize' }} onPointerDown={onResize} />}
    </>
  );
}
