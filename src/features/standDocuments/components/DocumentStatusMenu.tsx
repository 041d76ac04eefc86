/** A reviewer's menu on one document (part 2 §4): every status but the current one. Dumb. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RuleIcon from '@mui/icons-material/Rule';
import type { StandDocumentMediaStatusReference } from '@/domain/api';
import { documentStatusLabelId, otherDocumentStatuses } from '@/domain/standDocumentLabels';

interface Props {
  documentId: number;
  fileName: string;
  current: StandDocumentMediaStatusReference;
  onChoose: (status: StandDocumentMediaStatusReference) => void;
}

export default function DocumentStatusMenu({ documentId, fileName, current, onChoose }: Props) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `document-status-${documentId}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'standDocuments.documents.setStatus' }, { name: fileName })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <RuleIcon fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disablePortal>
        {otherDocumentStatuses(current).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              onChoose(status);
            }}
          >
            {intl.formatMessage({ id: documentStatusLabelId(status) ?? status })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
