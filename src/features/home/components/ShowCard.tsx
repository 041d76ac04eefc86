import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import ShowLogo from '@/components/ShowLogo';
import { cutShowName } from '@/domain/home';
import type { Show } from '@/domain/api';

export default function ShowCard({ show, onOpen }: { show: Show; onOpen: (id: number) => void }) {
  const intl = useIntl();
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={() => onOpen(show.id)} title={show.name} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <ShowLogo src={show.logo?.objectUrl} alt={intl.formatMessage({ id: 'home.logoAlt' }, { name: show.name })} size={120} />
          <Typography variant="subtitle1" component="h2" align="center" sx={{ fontWeight: 600 }}>
            {cutShowName(show.name)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
