/**
 * The advertisers' logos at the foot of the side menu (part 2 §2 'Layout bar'), for every user of a
 * show: each a real `<a target="_blank">` to the advertisement's link (it opens even when the API is
 * down), whose click is also counted (fire-and-forget saga). Narrower when the menu is folded.
 */
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useSideAdvertisements } from './sideHooks';

export default function SideAdvertiserLinks({ showId, collapsed }: { showId: number; collapsed: boolean }) {
  const intl = useIntl();
  const { advertisements, clicked } = useSideAdvertisements(showId);
  const shown = advertisements.items.filter((item) => item.link || item.advertiser.link);
  if (shown.length === 0) return null;
  const size = collapsed ? 56 : 150;
  return (
    <Box component="ul" aria-label={intl.formatMessage({ id: 'advertisers.side.label' })} sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, justifyItems: 'center' }}>
      {shown.map((item) => {
        const name = item.wording || item.advertiser.name;
        return (
          <li key={item.id}>
            <a
              href={item.link || item.advertiser.link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => clicked(item.id)}
              title={name}
              style={{ display: 'block', background: '#fff', borderRadius: 4, padding: 2, lineHeight: 0 }}
            >
              {item.advertiser.logoUrl ? (
                <img src={item.advertiser.logoUrl} alt={intl.formatMessage({ id: 'advertisers.side.visit' }, { name })} width={size} height={size} loading="lazy" />
              ) : (
                <Box component="span" sx={{ color: 'primary.main', fontSize: 12, lineHeight: 1.5, p: 0.5, display: 'block' }}>
                  {name}
                </Box>
              )}
            </a>
          </li>
        );
      })}
    </Box>
  );
}
