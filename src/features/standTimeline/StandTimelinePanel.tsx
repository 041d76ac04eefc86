/**
 * The stand dashboard's history block (issue 9, item 7): every event of the stand, newest
 * first (`/backend/stand_events`, recorded by the server with each change), each with an icon,
 * a sentence, who and when; filter chips by kind (none chosen: everything) and 'Voir plus'
 * for the next 50. Data through `useList`; one list per page shown.
 */
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MarkChatUnreadOutlinedIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import PanelCard from '@/components/PanelCard';
import type { StandEvent } from '@/domain/api';
import { relativeToNow } from '@/domain/showDates';
import { useShowDateTime } from '@/components/useShowDateTime';
import { standEventSentence, type StandEventGroup, type StandEventKind } from '@/domain/standEvents';
import { TIMELINE_PAGE_SIZE, useStandTimeline, useTimelinePage } from './hooks';

const ICONS: Record<StandEventKind, ComponentType<{ fontSize?: 'small' }>> = {
  status: SwapHorizIcon,
  message: ChatBubbleOutlineOutlinedIcon,
  reportOpened: ReportProblemOutlinedIcon,
  reportClosed: TaskAltIcon,
  layoutAdded: AddBoxOutlinedIcon,
  layoutChanged: EditNoteIcon,
  layoutRemoved: DeleteOutlinedIcon,
  edited: EditOutlinedIcon,
  seen: VisibilityOutlinedIcon,
  unseen: VisibilityOffOutlinedIcon,
  treated: DoneAllIcon,
  untreated: MarkChatUnreadOutlinedIcon,
  reminder: NotificationsActiveOutlinedIcon,
};

export default function StandTimelinePanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<StandEventGroup[]>([]);
  const [pages, setPages] = useState(1);
  const { groups, kinds, first, last } = useStandTimeline(standId, chosen, pages);
  const title = intl.formatMessage({ id: 'standTimeline.title' });
  const more = first.loaded && (pages === 1 || last.loaded) && pages * TIMELINE_PAGE_SIZE < first.totalItems;

  return (
    <PanelCard
      title={title}
    >
      <ToggleButtonGroup
        size="small"
        value={chosen}
        aria-label={intl.formatMessage({ id: 'standTimeline.filter' })}
        onChange={(_, value: StandEventGroup[]) => {
          setChosen(value);
          setPages(1);
        }}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {groups.map((group) => (
          <ToggleButton key={group} value={group} sx={{ textTransform: 'none' }}>
            {intl.formatMessage({ id: `standTimeline.group.${group}` })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {first.status === 'failed' && (
        <Typography color="error" role="alert">
          {intl.formatMessage({ id: 'standTimeline.error' })}
        </Typography>
      )}
      {first.loaded && first.items.length === 0 && (
        <Typography color="text.secondary">
          {intl.formatMessage({ id: chosen.length ? 'standTimeline.emptyFiltered' : 'standTimeline.empty' })}
        </Typography>
      )}
      <List dense disablePadding>
        <TimelineItems events={first.items} intl={intl} />
        {Array.from({ length: pages - 1 }, (_, i) => (
          <TimelinePage key={i + 2} standId={standId} kinds={kinds} page={i + 2} intl={intl} />
        ))}
      </List>
      {more && (
        <Button onClick={() => setPages((n) => n + 1)}>{intl.formatMessage({ id: 'standTimeline.more' })}</Button>
      )}
    </PanelCard>
  );
}

function TimelinePage({ standId, kinds, page, intl }: { standId: number; kinds: readonly string[]; page: number; intl: IntlShape }) {
  const list = useTimelinePage(standId, kinds, page);
  return <TimelineItems events={list.items} intl={intl} />;
}

function TimelineItems({ events, intl }: { events: StandEvent[]; intl: IntlShape }) {
  const format = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const showDate = useShowDateTime();
  return (
    <>
      {events.map((event) => {
        const Icon = ICONS[event.kind as StandEventKind] ?? EditOutlinedIcon;
        const when = showDate(event.at);
        const meta = intl.formatMessage(
          { id: 'standTimeline.meta' },
          { who: event.actor?.fullName || intl.formatMessage({ id: 'standTimeline.unknownActor' }), when, ago: relativeToNow(event.at, intl.locale) },
        );
        return (
          <ListItem key={event.id} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={standEventSentence(event, format)} secondary={<time dateTime={event.at}>{meta}</time>} />
          </ListItem>
        );
      })}
    </>
  );
}
