/**
 * The new stand modal on the stand list, loaded apart from the list (issue 20): its form brings
 * Formik, yup and the stand's field checks (~250 KB of code before minification), which the
 * list's first paint loaded and ran for a closed dialog. The chunk loads once the browser is
 * idle after the list is on screen, or at once when the modal opens first, and the dialog then
 * stays mounted as before (its draft, its closing animation).
 */
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/lazyPreload';
import { useFormModal } from '@/entities/hooks';
import { STAND_CREATE_FORM } from './actions';

const dialog = preloadable(() => import(/* webpackChunkName: "stand-create" */ './StandCreateDialog'));

export default function LazyStandCreateDialog() {
  // Not ./hooks: it brings the form's checks (yup), what this chunk leaves out.
  const { open } = useFormModal(STAND_CREATE_FORM);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    const load = () => void dialog.load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 1000);
    return () => clearTimeout(handle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component />
    </Suspense>
  );
}
