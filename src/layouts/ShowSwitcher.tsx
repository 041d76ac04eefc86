/** Top bar show switcher: logos of the user's enabled shows, and of the current one if it is inactive. */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import ShowLogo from '@/components/ShowLogo';
import { cutShowName } from '@/domain/home';
import { useShowSwitcher } from './hooks';

const LOGO_SX = { display: { xs: 'none', sm: 'block' } } as const;

export default function ShowSwitcher() {
  const { shows, currentId, switchTo } = useShowSwitcher();
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  if (!shows.length) return null;
  const value = shows.some((s) => s.id === currentId) ? String(currentId) : '';
  return (
    <Select
      size="small"
      value={value}
      displayEmpty
      onChange={(event) => event.target.value && switchTo(Number(event.target.value))}
      inputProps={{ 'aria-label': intl.formatMessage({ id: 'layout.showSwitcher' }) }}
      ref={root}
      // Its list opens in the header, inside a landmark (axe 'region'); not inside the Select itself,
      // whose own handlers would take the clicks and keys meant for its list.
      MenuProps={{ container: () => root.current?.closest('header') ?? document.body }}
      sx={{ bgcolor: 'background.paper', minWidth: { xs: 0, md: 220 }, maxWidth: 320, flexShrink: 1, '& .MuiSelect-select': { py: 0.5 } }}
      renderValue={(selected) => {
        const show = shows.find((s) => String(s.id) === selected);
        if (!show) return <Typography variant="body2">{intl.formatMessage({ id: 'layout.showSwitcher' })}</Typography>;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {/* On a phone the show's name takes the logo's room: the name says which show. */}
            <Box sx={LOGO_SX}>
              <ShowLogo src={show.logo?.objectUrl} alt="" size={28} />
            </Box>
            <Typography variant="body2" noWrap>
              {cutShowName(show.name)}
            </Typography>
          </Box>
        );
      }}
    >
      {shows.map((show) => (
        <MenuItem key={show.id} value={String(show.id)} sx={{ gap: 1 }}>
          <ShowLogo src={show.logo?.objectUrl} alt={intl.formatMessage({ id: 'home.logoAlt' }, { name: show.name })} size={32} />
          {cutShowName(show.name)}
        </MenuItem>
      ))}
    </Select>
  );
}
