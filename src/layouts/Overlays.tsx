/**
 * The features' dialogs over every private screen (manifest `overlays`): each one's chunk loads
 * when its modal first opens, then stays mounted so it can fade out and open again at once.
 */
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { can } from '@/domain/permissions';
import type { OverlayDecl } from '@/features/manifest';
import { registeredOverlays } from '@/features/registry';
import { useRoles } from '@/features/session/hooks';
import { useModalOpen } from '@/ui/hooks';

const components = new WeakMap<OverlayDecl, LazyExoticComponent<ComponentType>>();
const componentOf = (overlay: OverlayDecl) => {
  let component = components.get(overlay);
  if (!component) {
    component = lazy(overlay.load);
    components.set(overlay, component);
  }
  return component;
};

function Overlay({ overlay }: { overlay: OverlayDecl }) {
  const open = useModalOpen(overlay.modal);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  const Component = componentOf(overlay);
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

export default function Overlays() {
  const roles = useRoles();
  return (
    <>
      {registeredOverlays()
        .filter((overlay) => !overlay.permission || can(roles, overlay.permission))
        .map((overlay) => (
          <Overlay key={overlay.id} overlay={overlay} />
        ))}
    </>
  );
}
