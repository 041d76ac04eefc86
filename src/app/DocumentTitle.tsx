/** The browser tab names the page and the product in the user's language ('Stands · Plans de stands'). */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router';
import { FEATURES } from './features';

const ROUTES = FEATURES.flatMap((feature) => feature.routes ?? []);

export default function DocumentTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const route = ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  const product = intl.formatMessage({ id: 'app.name' });
  // A visitor on a logged-in screen's address, about to be sent to the login, has only the public
  // part of the catalogue (intl/intl.tsx): the product's name until then.
  const named = route && route.titleId in intl.messages;
  const title = named ? `${intl.formatMessage({ id: route.titleId })} · ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
