/**
 * Plain SVG icons (issue 20): the same drawing as MUI's icon, without its styled component.
 */
import { render } from '@testing-library/react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ComponentType } from 'react';
import { plainIcon, type PlainIconProps } from '@/ui/plainIcon';

function paths(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('path')).map((p) => p.getAttribute('d') ?? '');
}

it.each([
  ['DeleteOutlined', DeleteOutlineIcon],
  ['TaskAlt', TaskAltIcon],
])('draws %s with the paths MUI draws, as one hidden svg of the small size', (_name, MuiIcon) => {
  const mui = render(<MuiIcon fontSize="small" />);
  const Plain = plainIcon(MuiIcon as ComponentType<{ fontSize?: 'small' }>);
  const plain = render(<Plain fontSize="small" />);
  const svg = plain.container.querySelector('svg')!;
  expect(paths(plain.container)).toEqual(paths(mui.container));
  expect(paths(plain.container).length).toBeGreaterThan(0);
  expect(svg.getAttribute('class')).toBe('plain-icon');
  expect(svg.getAttribute('data-size')).toBe('small');
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  expect(svg.querySelector('.MuiSvgIcon-root')).toBeNull();
  expect(plain.container.querySelector('.MuiSvgIcon-root')).toBeNull();
});

it('converts an icon once (the same component on every render of a list)', () => {
  const first = plainIcon(TaskAltIcon as ComponentType<{ fontSize?: 'small' }>);
  expect(plainIcon(TaskAltIcon as ComponentType<{ fontSize?: 'small' }>)).toBe(first);
});

it('leaves an icon of another shape as it is', () => {
  const Own = ({ fontSize }: { fontSize?: 'small' }) => <i data-size={fontSize}>x</i>;
  expect(plainIcon(Own)).toBe(Own);
});

it('takes the extra class and the size the grid gives its icons', () => {
  const Arrow = plainIcon(ArrowUpwardIcon as ComponentType<{ fontSize?: 'small' }>) as ComponentType<PlainIconProps>;
  const { container } = render(<Arrow fontSize="inherit" className="MuiDataGrid-sortIcon" />);
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('class')).toBe('plain-icon MuiDataGrid-sortIcon');
  expect(svg.getAttribute('data-size')).toBe('inherit');
  expect(paths(container)).toEqual(paths(render(<ArrowUpwardIcon />).container));
});
