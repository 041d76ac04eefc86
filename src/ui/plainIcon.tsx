/**
 * Icons drawn as plain `<svg>` elements with the look of MUI's SvgIcon (class PLAIN_ICON_CLASS,
 * styled once by PLAIN_ICON_STYLES), for places that mount many of them at once: a list page's
 * first render draws one per row button and two per column header (issue 20). MUI's SvgIcon is a
 * styled component whose styles emotion serializes on every render; this is one element.
 */
import { isValidElement, memo, type ComponentType, type ReactNode } from 'react';

export const PLAIN_ICON_CLASS = 'plain-icon';

export type PlainIconSize = 'small' | 'medium' | 'inherit';

export interface PlainIconProps {
  fontSize?: PlainIconSize;
  className?: string;
}

/** The rules MUI's SvgIcon applies (size 1em of 1.5rem, 1.25rem small, inherited), as plain CSS. */
export const PLAIN_ICON_STYLES = {
  [`.${PLAIN_ICON_CLASS}`]: {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: '1.5rem',
    transition: 'fill 200ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  [`.${PLAIN_ICON_CLASS}[data-size="small"]`]: { fontSize: '1.25rem' },
  [`.${PLAIN_ICON_CLASS}[data-size="inherit"]`]: { fontSize: 'inherit' },
} as const;

function svgFor(paths: ReactNode, displayName: string): ComponentType<PlainIconProps> {
  const Icon = memo(function PlainIcon({ fontSize = 'medium', className }: PlainIconProps) {
    return (
      <svg
        className={className ? `${PLAIN_ICON_CLASS} ${className}` : PLAIN_ICON_CLASS}
        data-size={fontSize}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
      >
        {paths}
      </svg>
    );
  });
  Icon.displayName = `Plain${displayName}`;
  return Icon;
}

/**
 * What `createSvgIcon` (every @mui/icons-material icon) builds: memo(forwardRef(render)), the
 * render returning `<SvgIcon>{paths}</SvgIcon>` without hooks.
 */
interface MuiIconShape {
  type?: { render?: (props: object, ref: null) => unknown };
}

/** A row button's icon: drawn small. */
export type SmallIcon = ComponentType<{ fontSize?: 'small' }>;

const converted = new WeakMap<object, SmallIcon>();

/**
 * The plain version of an @mui/icons-material icon: its paths, read once from the icon's own
 * render. An icon of another shape is returned as it is (it still draws, as an SvgIcon).
 */
export function plainIcon(Icon: SmallIcon): SmallIcon {
  const known = converted.get(Icon);
  if (known) return known;
  let result: SmallIcon = Icon;
  const render = (Icon as unknown as MuiIconShape).type?.render;
  if (typeof render === 'function') {
    const element = render({}, null);
    if (isValidElement<{ children?: ReactNode }>(element) && element.props.children !== undefined) {
      result = svgFor(element.props.children, (Icon as { displayName?: string }).displayName ?? 'Icon') as SmallIcon;
    }
  }
  converted.set(Icon, result);
  return result;
}
